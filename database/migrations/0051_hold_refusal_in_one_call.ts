import { BaseSchema } from '@adonisjs/lucid/schema'

const SIGNATURE = 'integer, integer, text, text, text, text, timestamptz, timestamptz, text, integer, integer, integer, integer, integer'

/**
 * The on-sale rush: most holds in a sell-out are refused for too few seats, and a refusal
 * used to cost a second transaction (BEGIN, lock the type, count the holds, ROLLBACK) just to word its
 * message, queueing every other hold behind the type's row lock once more. place_ticket_hold() now answers
 * a refusal for too few seats itself: a row with reservation_id NULL and the seats left, and every row
 * carries the type's name for the SPEC §5 message. It still returns no row for what needs the full checks
 * (unknown type, unpublished event, off sale, over maxPerUser), which api/services/tickets/reservation_service.ts
 * words in SPEC order. The body is migration 0050's otherwise.
 */
function placeTicketHold(returns: string, refusal: string, placed: string) {
  return `
    CREATE FUNCTION place_ticket_hold(
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
    ) RETURNS TABLE (${returns})
    LANGUAGE plpgsql VOLATILE AS $$
    DECLARE
      v_unsold integer;
      v_name text;
      v_held integer;
      v_id integer;
    BEGIN
      IF p_quantity < 1 THEN
        RETURN;
      END IF;
      PERFORM check_hold_limits(p_ticket_type_id, p_quantity, p_session_id, p_client_key, p_now,
        p_session_max_seats, p_network_max_seats, p_session_max_holds, p_network_max_holds, p_hold_window_seconds);

      SELECT tt.max_quantity - tt.quantity_sold, tt.name INTO v_unsold, v_name
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
        ${refusal}
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
      ${placed}
    END
    $$
  `
}

export default class extends BaseSchema {
  async up() {
    this.schema.raw(`DROP FUNCTION IF EXISTS place_ticket_hold(${SIGNATURE})`)
    this.schema.raw(
      placeTicketHold(
        'reservation_id integer, available_now integer, ticket_type_name text',
        'RETURN QUERY SELECT NULL::integer, greatest(0, v_unsold - v_held), v_name;',
        'RETURN QUERY SELECT v_id, v_unsold - v_held - p_quantity, v_name;'
      )
    )
  }

  async down() {
    this.schema.raw(`DROP FUNCTION IF EXISTS place_ticket_hold(${SIGNATURE})`)
    this.schema.raw(
      placeTicketHold('reservation_id integer, available_now integer', '', 'RETURN QUERY SELECT v_id, v_unsold - v_held - p_quantity;')
    )
  }
}
