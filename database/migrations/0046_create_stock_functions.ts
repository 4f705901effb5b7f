import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The on-sale rush in one round trip per request (buying issue). Each function locks the ticket type rows
 * (FOR NO KEY UPDATE, as lockTicketTypes() in api/services/tickets/stock.ts: exclusive among everyone who
 * decides stock, and no deadlock with the foreign-key checks, FOR KEY SHARE, of ticket inserts), then
 * counts the seats other sessions hold in a statement of its own: in READ COMMITTED each statement of a
 * volatile function takes a fresh snapshot, so every hold and sale committed by whoever held the lock
 * before counts. The lock ends with the call's transaction, so nobody waits on a round trip to Node.
 *
 * - place_ticket_hold(): when the new hold fits, it replaces the session's earlier hold on the type.
 * - buy_free_tickets(): when every line of a free cart fits, it raises quantitySold, consumes the
 *   session's holds and inserts the order and one ticket per seat.
 *
 * Both do only the plain case and return no row for anything else (not published, not active, outside
 * the sale dates, over a per-person limit, not free, too few seats): the services then check in full, in
 * SPEC order, for the exact answer. These conditions mirror onSale(), assertWithinUserLimit() and
 * cartSubtotalCents() in the services. Text parameters stand in for enum types: a parameter of an enum
 * type would make the function depend on it, and migration:fresh (which drops tables and types, not
 * functions) could not recreate the type.
 */
export default class extends BaseSchema {
  async up() {
    // The one definition of "seats others hold" (stock.ts, place_ticket_hold, buy_free_tickets). A null
    // session counts every hold (a confirmed payment taking its seats again).
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION seats_held_by_others(p_ticket_type_id integer, p_session_id text, p_now timestamptz)
      RETURNS integer
      LANGUAGE sql STABLE AS $$
        SELECT coalesce(sum(r.quantity), 0)::integer
        FROM ticket_reservations r
        WHERE r.ticket_type_id = p_ticket_type_id AND r.is_active AND r.expires_at > p_now AND r.session_id IS DISTINCT FROM p_session_id
      $$
    `)
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION place_ticket_hold(
        p_ticket_type_id integer,
        p_quantity integer,
        p_session_id text,
        p_buyer_email text,
        p_buyer_phone text,
        p_contact_method text,
        p_now timestamptz,
        p_expires_at timestamptz
      ) RETURNS TABLE (reservation_id integer, available_now integer)
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        v_unsold integer;
        v_held integer;
        v_id integer;
      BEGIN
        SELECT tt.max_quantity - tt.quantity_sold INTO v_unsold
        FROM ticket_types tt JOIN events e ON e.id = tt.event_id
        WHERE tt.id = p_ticket_type_id
          AND tt.is_active AND e.is_published
          AND (tt.sale_start_date IS NULL OR tt.sale_start_date <= p_now)
          AND (tt.sale_end_date IS NULL OR tt.sale_end_date >= p_now)
          AND NOT (coalesce(tt.has_user_limit, false) AND tt.max_per_user IS NOT NULL AND p_quantity > tt.max_per_user)
        FOR NO KEY UPDATE OF tt;
        IF NOT FOUND THEN
          RETURN;
        END IF;

        v_held := seats_held_by_others(p_ticket_type_id, p_session_id, p_now);
        IF p_quantity < 1 OR p_quantity > v_unsold - v_held THEN
          RETURN;
        END IF;

        UPDATE ticket_reservations SET is_active = false, updated_at = p_now
        WHERE session_id = p_session_id AND ticket_type_id = p_ticket_type_id AND is_active;
        INSERT INTO ticket_reservations
          (ticket_type_id, quantity, session_id, buyer_email, buyer_phone, buyer_identifier, contact_method, reserved_at, expires_at, is_active, created_at, updated_at)
        VALUES
          (p_ticket_type_id, p_quantity, p_session_id, p_buyer_email, p_buyer_phone, coalesce(p_buyer_email, p_buyer_phone), p_contact_method::contact_method, p_now, p_expires_at, true, p_now, p_now)
        RETURNING id INTO v_id;
        RETURN QUERY SELECT v_id, v_unsold - v_held - p_quantity;
      END
      $$
    `)
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION buy_free_tickets(
        p_event_id integer,
        p_type_ids integer[],
        p_quantities integer[],
        p_seat_type_ids integer[],
        p_qr_secrets text[],
        p_session_id text,
        p_idempotency_key text,
        p_order_number text,
        p_buyer_user_id integer,
        p_buyer_name text,
        p_buyer_email text,
        p_buyer_phone text,
        p_contact_method text,
        p_now timestamptz,
        p_lock boolean
      ) RETURNS TABLE (r_order_id integer, r_ticket_id integer, r_ticket_type_id integer, r_qr_code text, r_purchase_price text)
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        v_identifier text := coalesce(p_buyer_email, p_buyer_phone);
        v_order_id integer;
      BEGIN
        IF p_lock THEN
          PERFORM 1 FROM ticket_types WHERE id = ANY (p_type_ids) ORDER BY id FOR NO KEY UPDATE;
        END IF;

        IF EXISTS (
          SELECT 1
          FROM unnest(p_type_ids, p_quantities) AS c(id, quantity)
          LEFT JOIN ticket_types tt ON tt.id = c.id
          LEFT JOIN events e ON e.id = tt.event_id
          WHERE tt.id IS NULL OR NOT (
            tt.event_id = p_event_id AND tt.price = 0 AND tt.is_active AND e.is_published
            AND (tt.sale_start_date IS NULL OR tt.sale_start_date <= p_now)
            AND (tt.sale_end_date IS NULL OR tt.sale_end_date >= p_now)
            AND c.quantity <= tt.max_quantity - tt.quantity_sold - seats_held_by_others(tt.id, p_session_id, p_now)
            AND (
              NOT coalesce(tt.has_user_limit, false) OR tt.max_per_user IS NULL
              OR c.quantity + (SELECT count(*) FROM tickets t WHERE t.ticket_type_id = tt.id AND t.buyer_identifier = v_identifier) <= tt.max_per_user
            )
          )
        ) THEN
          RETURN;
        END IF;

        UPDATE ticket_types tt SET quantity_sold = tt.quantity_sold + c.quantity, version = tt.version + 1
        FROM unnest(p_type_ids, p_quantities) AS c(id, quantity)
        WHERE tt.id = c.id;
        UPDATE ticket_reservations SET is_active = false, updated_at = p_now
        WHERE session_id = p_session_id AND ticket_type_id = ANY (p_type_ids) AND is_active;

        INSERT INTO orders (order_number, event_id, buyer_user_id, buyer_name, buyer_email, buyer_phone, contact_method,
          subtotal, platform_fee, payment_fee, payment_fee_btw, total, currency, status, payment_provider,
          idempotency_key, session_id, lines, created_at, updated_at)
        SELECT p_order_number, p_event_id, p_buyer_user_id, p_buyer_name, p_buyer_email, p_buyer_phone, p_contact_method::contact_method,
          0, 0, 0, 0, 0, 'SRD', 'free', 'free',
          p_idempotency_key, p_session_id,
          jsonb_agg(jsonb_build_object('ticketTypeId', c.id, 'quantity', c.quantity, 'price', tt.price::text) ORDER BY c.id), p_now, p_now
        FROM unnest(p_type_ids, p_quantities) AS c(id, quantity)
        JOIN ticket_types tt ON tt.id = c.id
        RETURNING id INTO v_order_id;

        -- QR code: the event's prefix (at most 20 characters, 'ST' without one), '-', the CSPRNG secret (newQrCode()).
        RETURN QUERY
        WITH issued AS (
        INSERT INTO tickets AS t (order_id, event_id, ticket_type_id, buyer_email, buyer_name, buyer_phone, buyer_identifier,
          contact_method, qr_code, purchase_price, created_at, updated_at)
        SELECT v_order_id, p_event_id, s.id, p_buyer_email, p_buyer_name, p_buyer_phone, v_identifier,
          p_contact_method::contact_method, left(coalesce(nullif(e.qr_code_prefix, ''), 'ST'), 20) || '-' || s.secret, tt.price, p_now, p_now
        FROM unnest(p_seat_type_ids, p_qr_secrets) WITH ORDINALITY AS s(id, secret, n)
        JOIN ticket_types tt ON tt.id = s.id
        JOIN events e ON e.id = tt.event_id
        ORDER BY s.n
        RETURNING t.id, t.ticket_type_id, t.qr_code::text AS qr_code, t.purchase_price::text AS purchase_price
        )
        SELECT v_order_id, issued.id, issued.ticket_type_id, issued.qr_code, issued.purchase_price FROM issued ORDER BY issued.id;
      END
      $$
    `)
  }

  async down() {
    this.schema.raw(
      'DROP FUNCTION IF EXISTS buy_free_tickets(integer, integer[], integer[], integer[], text[], text, text, text, integer, text, text, text, text, timestamptz, boolean)'
    )
    this.schema.raw('DROP FUNCTION IF EXISTS place_ticket_hold(integer, integer, text, text, text, text, timestamptz, timestamptz)')
    this.schema.raw('DROP FUNCTION IF EXISTS seats_held_by_others(integer, text, timestamptz)')
  }
}
