import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Holds in one round trip (buying issue, on-sale rush): place_ticket_hold() locks the ticket type row,
 * counts the seats other sessions hold and, when the new hold fits, replaces the session's earlier hold
 * on the type with it, all in one call. The count runs as its own statement after the lock was granted
 * (in READ COMMITTED each statement of a volatile function takes a fresh snapshot), so every hold
 * committed by whoever held the lock before counts. It only places plain holds: a type that is not
 * published, active, inside its sale dates and within its per-person limit, or too few seats, returns no
 * row, and reservation_service.ts checks again in full for the SPEC answer. The conditions mirror
 * onSale() and assertWithinUserLimit() in api/services/tickets/stock.ts. The lock is FOR NO KEY UPDATE, as
 * in lockTicketTypes(): exclusive among everyone who decides stock, and no deadlock with the foreign-key
 * checks (FOR KEY SHARE) of a purchase that inserted its tickets before it asked for the lock.
 * The contact method comes in as text: a parameter of the enum type would make the function depend on
 * it, and migration:fresh (which drops tables and types, not functions) could not recreate the type.
 */
export default class extends BaseSchema {
  async up() {
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

        SELECT coalesce(sum(r.quantity), 0)::integer INTO v_held
        FROM ticket_reservations r
        WHERE r.ticket_type_id = p_ticket_type_id AND r.is_active AND r.expires_at > p_now AND r.session_id <> p_session_id;
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
  }

  async down() {
    this.schema.raw('DROP FUNCTION IF EXISTS place_ticket_hold(integer, integer, text, text, text, text, timestamptz, timestamptz)')
  }
}
