import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * take_paid_seats(): the web's paid checkout takes its seats for a pending order in one call, as buy_free_tickets()
 * does for a free cart (api/services/payments/payment_service.ts). In one statement, with the guarantees of the
 * TypeScript path (stock.ts):
 *
 * - the network's lock first (lock_buying_client), then the session's earlier pending orders given up (a retry from
 *   the same checkout: their seats back, status 'cancelled'), then the network's pending payments counted
 *   (networkPendingPayments, SQLSTATE SL001 as in migration 0050);
 * - the ticket types locked in id order (FOR NO KEY UPDATE), and under the lock every line checked: this event's,
 *   the list price the order was priced at (a price changed meanwhile refuses), active, published, inside its sale
 *   dates, seats left after the holds of other sessions, the per-person limit (tickets_taken_by_buyer);
 * - quantitySold raised, the session's holds of these types consumed, and the order row inserted (p_order holds its
 *   columns as the Order model writes them).
 *
 * It returns the orders it wrote: the given-up ones ('cancelled') and the new one ('pending'). Whatever it does not
 * take (a refusal, or an earlier pending order of a Ticketswitch listing) raises SQLSTATE SL002 so that nothing of
 * the call stays, and the TypeScript path then runs in full for the exact answer. p_lock false leaves out the two
 * locks (only the race test's control run, config/tickets.ts).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION take_paid_seats(
        p_event_id integer,
        p_type_ids integer[],
        p_quantities integer[],
        p_list_prices numeric[],
        p_session_id text,
        p_order jsonb,
        p_now timestamptz,
        p_lock boolean,
        p_identity_email_keys text[],
        p_identity_phone_keys text[],
        p_client_key text,
        p_network_max_pending integer
      ) RETURNS SETOF orders
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        v_given_up orders%ROWTYPE;
        v_pending integer;
        v_first_expiry timestamptz;
        v_columns text;
      BEGIN
        IF p_lock THEN
          PERFORM lock_buying_client(p_client_key);
        END IF;

        FOR v_given_up IN
          SELECT * FROM orders WHERE session_id = p_session_id AND status = 'pending' ORDER BY id FOR UPDATE
        LOOP
          IF v_given_up.ticketswitch_listing_id IS NOT NULL THEN
            RAISE EXCEPTION USING ERRCODE = 'SL002', MESSAGE = 'paid checkout: a resale order to give up';
          END IF;
          -- In id order, like every stock lock, so two releases never wait on each other crosswise.
          PERFORM 1 FROM ticket_types
          WHERE id IN (SELECT (l ->> 'ticketTypeId')::integer FROM jsonb_array_elements(v_given_up.lines) l)
          ORDER BY id FOR NO KEY UPDATE;
          UPDATE ticket_types tt SET quantity_sold = tt.quantity_sold - r.quantity, version = tt.version + 1, updated_at = p_now
          FROM (
            SELECT (l ->> 'ticketTypeId')::integer AS id, sum((l ->> 'quantity')::integer) AS quantity
            FROM jsonb_array_elements(v_given_up.lines) l GROUP BY 1
          ) r
          WHERE tt.id = r.id;
          UPDATE orders SET status = 'cancelled', updated_at = p_now WHERE id = v_given_up.id RETURNING * INTO v_given_up;
          RETURN NEXT v_given_up;
        END LOOP;

        IF p_client_key IS NOT NULL AND p_network_max_pending > 0 THEN
          SELECT count(*)::integer, min(payment_expires_at) INTO v_pending, v_first_expiry
          FROM orders
          WHERE client_key = p_client_key AND status = 'pending' AND (payment_expires_at IS NULL OR payment_expires_at > p_now);
          IF v_pending >= p_network_max_pending THEN
            PERFORM raise_buying_limit('networkPendingPayments', p_network_max_pending, v_first_expiry, p_now);
          END IF;
        END IF;

        IF p_lock THEN
          PERFORM 1 FROM ticket_types WHERE id = ANY (p_type_ids) ORDER BY id FOR NO KEY UPDATE;
        END IF;

        IF EXISTS (
          SELECT 1
          FROM unnest(p_type_ids, p_quantities, p_list_prices) AS c(id, quantity, list_price)
          LEFT JOIN ticket_types tt ON tt.id = c.id
          LEFT JOIN events e ON e.id = tt.event_id
          WHERE tt.id IS NULL OR NOT (
            tt.event_id = p_event_id AND tt.price = c.list_price AND tt.is_active AND e.is_published
            AND (tt.sale_start_date IS NULL OR tt.sale_start_date <= p_now)
            AND (tt.sale_end_date IS NULL OR tt.sale_end_date >= p_now)
            AND c.quantity <= tt.max_quantity - tt.quantity_sold - seats_held_by_others(tt.id, p_session_id, p_now)
            AND (
              NOT coalesce(tt.has_user_limit, false) OR tt.max_per_user IS NULL
              OR c.quantity + tickets_taken_by_buyer(tt.id, (p_order ->> 'buyer_user_id')::integer, p_identity_email_keys,
                p_identity_phone_keys, p_now) <= tt.max_per_user
            )
          )
        ) THEN
          RAISE EXCEPTION USING ERRCODE = 'SL002', MESSAGE = 'paid checkout: the full checks decide';
        END IF;

        UPDATE ticket_types tt SET quantity_sold = tt.quantity_sold + c.quantity, version = tt.version + 1
        FROM unnest(p_type_ids, p_quantities) AS c(id, quantity)
        WHERE tt.id = c.id;
        UPDATE ticket_reservations SET is_active = false, updated_at = p_now
        WHERE session_id = p_session_id AND ticket_type_id = ANY (p_type_ids) AND is_active;

        -- The columns the Order model would insert, no more (the others keep their defaults).
        SELECT string_agg(quote_ident(k), ', ') INTO v_columns FROM jsonb_object_keys(p_order) AS k;
        RETURN QUERY EXECUTE format('INSERT INTO orders (%1$s) SELECT %1$s FROM jsonb_populate_record(NULL::orders, $1) RETURNING *', v_columns)
        USING p_order;
      END
      $$
    `)
  }

  async down() {
    this.schema.raw(
      'DROP FUNCTION IF EXISTS take_paid_seats(integer, integer[], integer[], numeric[], text, jsonb, timestamptz, boolean, text[], text[], text, integer)'
    )
  }
}
