import { BaseSchema } from '@adonisjs/lucid/schema'
import { emailIdentityKey, phoneIdentityKey } from '#domain/buyer_identity'

/**
 * Abuse limits on buying. Replaces place_ticket_hold() and buy_free_tickets() of
 * migration 0046 (their first parameters and results are unchanged; the new ones have defaults):
 *
 * - Per person (maxPerUser): orders store the buyer's normalized e-mail and phone keys
 *   (domain/buyer_identity.ts computes them; the Order model fills them in on save), and
 *   tickets_taken_by_buyer() counts a person's issued tickets and pending (unpaid, unexpired) orders of a
 *   type by account, e-mail keys and phone keys. stock.ts and buy_free_tickets() both use it, after the
 *   type's row lock, so two orders of one person for a max-1 type never both get through.
 * - Per network and per checkout session (config/limits.ts passes the values): holds and orders store the
 *   client's network key (domain/client_network.ts). check_hold_limits() and buy_free_tickets() count in
 *   the same call as the hold or purchase, so the hot path stays one round trip. They first take a
 *   transaction-scoped advisory lock on the network (lock_buying_client), so one network's concurrent
 *   requests are counted exactly; everything that takes it does so before any ticket type lock, so the
 *   two never wait on each other crosswise. A refusal raises SQLSTATE SL001 with a JSON detail
 *   { limit, value, retryAfter } that api/services/tickets/buying_limits.ts turns into the Dutch 4xx.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('ticket_reservations', (table) => {
      table.string('client_key', 64).nullable()
    })
    this.schema.alterTable('orders', (table) => {
      table.string('client_key', 64).nullable()
      table.string('buyer_email_key', 254).nullable().index()
      table.string('buyer_phone_key', 20).nullable().index()
    })
    // A network's live holds, and its holds within the window.
    this.schema.raw('CREATE INDEX ticket_reservations_client_active_index ON ticket_reservations (client_key) WHERE is_active')
    this.schema.raw('CREATE INDEX ticket_reservations_client_time_index ON ticket_reservations (client_key, reserved_at)')
    // A network's free orders within the window, and its pending payments.
    this.schema.raw('CREATE INDEX orders_client_time_index ON orders (client_key, created_at)')
    this.schema.raw("CREATE INDEX orders_client_pending_index ON orders (client_key) WHERE status = 'pending'")

    this.defer(async (db) => {
      // Orders placed before this migration get their keys from the same rule as new ones.
      const rows: { id: number; buyer_email: string | null; buyer_phone: string | null }[] = await db
        .from('orders')
        .select('id', 'buyer_email', 'buyer_phone')
        .whereNull('buyer_email_key')
        .whereNull('buyer_phone_key')
      for (let i = 0; i < rows.length; i += 500) {
        const batch = rows.slice(i, i + 500)
        const keys = batch.map((r) => ({
          id: r.id,
          email_key: r.buyer_email ? emailIdentityKey(r.buyer_email) : null,
          phone_key: r.buyer_phone ? phoneIdentityKey(r.buyer_phone) : null,
        }))
        await db.rawQuery(
          `UPDATE orders o SET buyer_email_key = k.email_key, buyer_phone_key = k.phone_key
           FROM jsonb_to_recordset(CAST(? AS jsonb)) AS k(id integer, email_key text, phone_key text) WHERE o.id = k.id`,
          [JSON.stringify(keys)]
        )
      }
    })

    this.schema.raw(`
      CREATE OR REPLACE FUNCTION lock_buying_client(p_client_key text) RETURNS void
      LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        IF p_client_key IS NOT NULL THEN
          PERFORM pg_advisory_xact_lock(hashtextextended('buying-client:' || p_client_key, 0));
        END IF;
      END
      $$
    `)
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION raise_buying_limit(p_limit text, p_value integer, p_retry_at timestamptz, p_now timestamptz) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION USING ERRCODE = 'SL001', MESSAGE = 'buying limit reached: ' || p_limit,
          DETAIL = json_build_object('limit', p_limit, 'value', p_value,
            'retryAfter', CASE WHEN p_retry_at IS NULL THEN NULL ELSE greatest(1, ceil(extract(epoch FROM p_retry_at - p_now)))::integer END)::text;
      END
      $$
    `)
    // Issued (valid) tickets and pending, unexpired orders of a type that belong to this person.
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION tickets_taken_by_buyer(p_ticket_type_id integer, p_user_id integer, p_email_keys text[], p_phone_keys text[], p_now timestamptz)
      RETURNS integer
      LANGUAGE sql STABLE AS $$
        SELECT (
          SELECT count(*)
          FROM orders o JOIN tickets t ON t.order_id = o.id
          WHERE (o.buyer_user_id = p_user_id OR o.buyer_email_key = ANY (p_email_keys) OR o.buyer_phone_key = ANY (p_phone_keys))
            AND o.status IN ('free', 'paid') AND t.ticket_type_id = p_ticket_type_id AND t.is_valid
        )::integer + (
          SELECT coalesce(sum((l.value ->> 'quantity')::integer), 0)
          FROM orders o CROSS JOIN LATERAL jsonb_array_elements(o.lines) l
          WHERE (o.buyer_user_id = p_user_id OR o.buyer_email_key = ANY (p_email_keys) OR o.buyer_phone_key = ANY (p_phone_keys))
            AND o.status = 'pending' AND (o.payment_expires_at IS NULL OR o.payment_expires_at > p_now)
            AND (l.value ->> 'ticketTypeId')::integer = p_ticket_type_id
        )::integer
      $$
    `)
    // A limit of 0 is off. The session's earlier hold on this type is replaced, so it does not count.
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION check_hold_limits(
        p_ticket_type_id integer,
        p_quantity integer,
        p_session_id text,
        p_client_key text,
        p_now timestamptz,
        p_session_max_seats integer,
        p_network_max_seats integer,
        p_session_max_holds integer,
        p_network_max_holds integer,
        p_window_seconds integer
      ) RETURNS void
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        v_since timestamptz := p_now - make_interval(secs => p_window_seconds);
        v_seats integer;
        v_holds integer;
        v_first timestamptz;
        v_next_expiry timestamptz;
      BEGIN
        PERFORM lock_buying_client(p_client_key);

        SELECT coalesce(sum(r.quantity) FILTER (WHERE r.is_active AND r.expires_at > p_now AND r.ticket_type_id <> p_ticket_type_id), 0),
          count(*) FILTER (WHERE r.reserved_at > v_since), min(r.reserved_at) FILTER (WHERE r.reserved_at > v_since)
        INTO v_seats, v_holds, v_first
        FROM ticket_reservations r WHERE r.session_id = p_session_id;
        IF p_session_max_seats > 0 AND v_seats + p_quantity > p_session_max_seats THEN
          PERFORM raise_buying_limit('sessionSeatsHeld', p_session_max_seats, NULL, p_now);
        END IF;
        IF p_session_max_holds > 0 AND v_holds >= p_session_max_holds THEN
          PERFORM raise_buying_limit('sessionHoldsPerWindow', p_session_max_holds, v_first + make_interval(secs => p_window_seconds), p_now);
        END IF;

        IF p_client_key IS NULL OR (p_network_max_seats = 0 AND p_network_max_holds = 0) THEN
          RETURN;
        END IF;
        SELECT coalesce(sum(r.quantity) FILTER (
            WHERE r.is_active AND r.expires_at > p_now AND NOT (r.session_id = p_session_id AND r.ticket_type_id = p_ticket_type_id)), 0),
          min(r.expires_at) FILTER (WHERE r.is_active AND r.expires_at > p_now),
          count(*) FILTER (WHERE r.reserved_at > v_since), min(r.reserved_at) FILTER (WHERE r.reserved_at > v_since)
        INTO v_seats, v_next_expiry, v_holds, v_first
        FROM ticket_reservations r
        WHERE r.client_key = p_client_key AND (r.is_active OR r.reserved_at > v_since);
        IF p_network_max_seats > 0 AND v_seats + p_quantity > p_network_max_seats THEN
          PERFORM raise_buying_limit('networkSeatsHeld', p_network_max_seats, v_next_expiry, p_now);
        END IF;
        IF p_network_max_holds > 0 AND v_holds >= p_network_max_holds THEN
          PERFORM raise_buying_limit('networkHoldsPerWindow', p_network_max_holds, v_first + make_interval(secs => p_window_seconds), p_now);
        END IF;
      END
      $$
    `)

    this.schema.raw('DROP FUNCTION IF EXISTS place_ticket_hold(integer, integer, text, text, text, text, timestamptz, timestamptz)')
    // Its later form (migration 0051 returns a third column) when `migration:fresh` dropped the tables but kept the functions.
    this.schema.raw(
      'DROP FUNCTION IF EXISTS place_ticket_hold(integer, integer, text, text, text, text, timestamptz, timestamptz, text, integer, integer, integer, integer, integer)'
    )
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION place_ticket_hold(
        p_ticket_type_id integer,
        p_quantity integer,
        p_session_id text,
        p_buyer_email text,
        p_buyer_phone text,
        p_contact_method text,
        p_now timestamptz,
        p_expires_at timestamptz,
        p_client_key text DEFAULT NULL,
        p_session_max_seats integer DEFAULT 0,
        p_network_max_seats integer DEFAULT 0,
        p_session_max_holds integer DEFAULT 0,
        p_network_max_holds integer DEFAULT 0,
        p_hold_window_seconds integer DEFAULT 600
      ) RETURNS TABLE (reservation_id integer, available_now integer)
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        v_unsold integer;
        v_held integer;
        v_id integer;
      BEGIN
        IF p_quantity < 1 THEN
          RETURN;
        END IF;
        PERFORM check_hold_limits(p_ticket_type_id, p_quantity, p_session_id, p_client_key, p_now,
          p_session_max_seats, p_network_max_seats, p_session_max_holds, p_network_max_holds, p_hold_window_seconds);

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
        IF p_quantity > v_unsold - v_held THEN
          RETURN;
        END IF;

        UPDATE ticket_reservations SET is_active = false, updated_at = p_now
        WHERE session_id = p_session_id AND ticket_type_id = p_ticket_type_id AND is_active;
        INSERT INTO ticket_reservations
          (ticket_type_id, quantity, session_id, buyer_email, buyer_phone, buyer_identifier, contact_method, client_key, reserved_at, expires_at, is_active, created_at, updated_at)
        VALUES
          (p_ticket_type_id, p_quantity, p_session_id, p_buyer_email, p_buyer_phone, coalesce(p_buyer_email, p_buyer_phone), p_contact_method::contact_method,
           p_client_key, p_now, p_expires_at, true, p_now, p_now)
        RETURNING id INTO v_id;
        RETURN QUERY SELECT v_id, v_unsold - v_held - p_quantity;
      END
      $$
    `)

    this.schema.raw(
      'DROP FUNCTION IF EXISTS buy_free_tickets(integer, integer[], integer[], integer[], text[], text, text, text, integer, text, text, text, text, timestamptz, boolean)'
    )
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
        p_lock boolean,
        p_buyer_email_key text DEFAULT NULL,
        p_buyer_phone_key text DEFAULT NULL,
        p_identity_email_keys text[] DEFAULT '{}',
        p_identity_phone_keys text[] DEFAULT '{}',
        p_client_key text DEFAULT NULL,
        p_session_max_free integer DEFAULT 0,
        p_network_max_free integer DEFAULT 0,
        p_free_window_seconds integer DEFAULT 3600
      ) RETURNS TABLE (r_order_id integer, r_ticket_id integer, r_ticket_type_id integer, r_qr_code text, r_purchase_price text)
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        v_identifier text := coalesce(p_buyer_email, p_buyer_phone);
        v_order_id integer;
        v_cart integer := (SELECT coalesce(sum(q), 0) FROM unnest(p_quantities) AS q);
        v_taken integer;
        v_first timestamptz;
      BEGIN
        IF p_lock THEN
          PERFORM lock_buying_client(p_client_key);
        END IF;

        -- One checkout session gets at most one free order's worth; a network at most so many per window.
        IF p_session_max_free > 0 THEN
          SELECT coalesce(sum((l.value ->> 'quantity')::integer), 0) INTO v_taken
          FROM orders o CROSS JOIN LATERAL jsonb_array_elements(o.lines) l
          WHERE o.session_id = p_session_id AND o.status = 'free';
          IF v_taken + v_cart > p_session_max_free THEN
            PERFORM raise_buying_limit('ticketsPerFreeOrder', p_session_max_free, NULL, p_now);
          END IF;
        END IF;
        IF p_network_max_free > 0 AND p_client_key IS NOT NULL THEN
          SELECT coalesce(sum((l.value ->> 'quantity')::integer), 0), min(o.created_at) INTO v_taken, v_first
          FROM orders o CROSS JOIN LATERAL jsonb_array_elements(o.lines) l
          WHERE o.client_key = p_client_key AND o.status = 'free' AND o.created_at > p_now - make_interval(secs => p_free_window_seconds);
          IF v_taken + v_cart > p_network_max_free THEN
            PERFORM raise_buying_limit('networkFreeTicketsPerWindow', p_network_max_free, v_first + make_interval(secs => p_free_window_seconds), p_now);
          END IF;
        END IF;

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
              OR c.quantity + tickets_taken_by_buyer(tt.id, p_buyer_user_id, p_identity_email_keys, p_identity_phone_keys, p_now) <= tt.max_per_user
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

        INSERT INTO orders (order_number, event_id, buyer_user_id, buyer_name, buyer_email, buyer_phone, buyer_email_key, buyer_phone_key,
          client_key, contact_method, subtotal, platform_fee, payment_fee, payment_fee_btw, total, currency, status, payment_provider,
          idempotency_key, session_id, lines, created_at, updated_at)
        SELECT p_order_number, p_event_id, p_buyer_user_id, p_buyer_name, p_buyer_email, p_buyer_phone, p_buyer_email_key, p_buyer_phone_key,
          p_client_key, p_contact_method::contact_method, 0, 0, 0, 0, 0, 'SRD', 'free', 'free',
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
      'DROP FUNCTION IF EXISTS buy_free_tickets(integer, integer[], integer[], integer[], text[], text, text, text, integer, text, text, text, text, timestamptz, boolean, text, text, text[], text[], text, integer, integer, integer)'
    )
    this.schema.raw(
      'DROP FUNCTION IF EXISTS place_ticket_hold(integer, integer, text, text, text, text, timestamptz, timestamptz, text, integer, integer, integer, integer, integer)'
    )
    this.schema.raw(
      'DROP FUNCTION IF EXISTS check_hold_limits(integer, integer, text, text, timestamptz, integer, integer, integer, integer, integer)'
    )
    this.schema.raw('DROP FUNCTION IF EXISTS tickets_taken_by_buyer(integer, integer, text[], text[], timestamptz)')
    this.schema.raw('DROP FUNCTION IF EXISTS raise_buying_limit(text, integer, timestamptz, timestamptz)')
    this.schema.raw('DROP FUNCTION IF EXISTS lock_buying_client(text)')
    // Migration 0046's functions as they were.
    this.defer(async (db) => {
      const { default: StockFunctions } = await import('./0046_create_stock_functions.js')
      await new StockFunctions(db, this.file).execUp()
    })
    this.schema.raw('DROP INDEX IF EXISTS orders_client_pending_index')
    this.schema.raw('DROP INDEX IF EXISTS orders_client_time_index')
    this.schema.raw('DROP INDEX IF EXISTS ticket_reservations_client_time_index')
    this.schema.raw('DROP INDEX IF EXISTS ticket_reservations_client_active_index')
    this.schema.alterTable('orders', (table) => {
      table.dropColumn('client_key')
      table.dropColumn('buyer_email_key')
      table.dropColumn('buyer_phone_key')
    })
    this.schema.alterTable('ticket_reservations', (table) => {
      table.dropColumn('client_key')
    })
  }
}
