import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The organizer dashboard's check-in counts, kept as they happen without a row every gate queues on.
 *
 * Migration 0077 took check-ins out of event_sales_days (one row per event, channel and day: every gate of an event
 * waited on its lock) and counted them when the dashboard is read. That read grew with the check-ins: 83,000 of them
 * made `npm run bench:organizer-stats` p99 415 ms (goal 200 ms). Here each event's count is spread over SLOTS rows
 * (the ticket's id modulo SLOTS), so two gates wait on each other only when their tickets share a slot, and only for
 * the moment until the first commits; the dashboard sums at most SLOTS rows per event.
 *
 * What counts is what 0077's query counted: checked-in tickets of sold orders (paid or free, no refund owed), under
 * the order's event. The ticket trigger follows a check-in, an undo, a ticket moved to another order; the order trigger
 * follows an order entering or leaving the sold states (a refund takes its check-ins off the count).
 */
const SLOTS = 16

const ADD = `
  CREATE OR REPLACE FUNCTION event_check_in_add(p_event integer, p_slot integer, p_count integer)
  RETURNS void LANGUAGE sql AS $$
    INSERT INTO event_check_in_counts AS c (event_id, slot, checked_in) VALUES (p_event, p_slot, p_count)
    ON CONFLICT (event_id, slot) DO UPDATE SET checked_in = c.checked_in + excluded.checked_in
  $$`

const TICKETS = `
  CREATE OR REPLACE FUNCTION event_check_in_tickets_trigger()
  RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    t record;
    o record;
    sign integer;
  BEGIN
    IF TG_OP = 'UPDATE' AND (OLD.is_checked_in, OLD.order_id) IS NOT DISTINCT FROM (NEW.is_checked_in, NEW.order_id) THEN
      RETURN NULL;
    END IF;
    FOREACH sign IN ARRAY ARRAY[-1, 1] LOOP
      CONTINUE WHEN (sign = -1 AND TG_OP = 'INSERT') OR (sign = 1 AND TG_OP = 'DELETE');
      IF sign = -1 THEN t := OLD; ELSE t := NEW; END IF;
      CONTINUE WHEN NOT t.is_checked_in;
      SELECT event_id, status, refund_required INTO o FROM orders WHERE id = t.order_id;
      CONTINUE WHEN NOT FOUND OR o.status::text NOT IN ('paid', 'free') OR o.refund_required;
      PERFORM event_check_in_add(o.event_id, t.id % ${SLOTS}, sign);
    END LOOP;
    RETURN NULL;
  END
  $$`

const ORDERS = `
  CREATE OR REPLACE FUNCTION event_check_in_orders_trigger()
  RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    o record;
    sign integer;
    slot record;
  BEGIN
    IF TG_OP = 'UPDATE' AND (OLD.status, OLD.refund_required, OLD.event_id) IS NOT DISTINCT FROM
        (NEW.status, NEW.refund_required, NEW.event_id) THEN
      RETURN NULL;
    END IF;
    FOREACH sign IN ARRAY ARRAY[-1, 1] LOOP
      CONTINUE WHEN (sign = -1 AND TG_OP = 'INSERT') OR (sign = 1 AND TG_OP = 'DELETE');
      IF sign = -1 THEN o := OLD; ELSE o := NEW; END IF;
      CONTINUE WHEN o.status::text NOT IN ('paid', 'free') OR o.refund_required;
      -- In slot order, so two orders of one event changing at once take the slots' locks in the same order.
      FOR slot IN SELECT id % ${SLOTS} AS n, count(*)::int AS checked_in FROM tickets
                  WHERE order_id = o.id AND is_checked_in GROUP BY 1 ORDER BY 1 LOOP
        PERFORM event_check_in_add(o.event_id, slot.n, sign * slot.checked_in);
      END LOOP;
    END LOOP;
    RETURN NULL;
  END
  $$`

const FILL = `
  INSERT INTO event_check_in_counts (event_id, slot, checked_in)
  SELECT o.event_id, t.id % ${SLOTS}, count(*)
  FROM tickets t JOIN orders o ON o.id = t.order_id
  WHERE t.is_checked_in AND o.status::text IN ('paid', 'free') AND NOT o.refund_required
  GROUP BY 1, 2`

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('event_check_in_counts', (table) => {
      table.integer('event_id').notNullable().references('id').inTable('events').onDelete('CASCADE')
      table.smallint('slot').notNullable()
      table.integer('checked_in').notNullable().defaultTo(0)
      table.primary(['event_id', 'slot'])
    })
    for (const statement of [ADD, TICKETS, ORDERS]) this.schema.raw(statement)
    this.schema.raw(`
      CREATE TRIGGER event_check_in_tickets_change AFTER INSERT OR DELETE OR UPDATE OF is_checked_in, order_id ON tickets
      FOR EACH ROW EXECUTE FUNCTION event_check_in_tickets_trigger()`)
    this.schema.raw(`
      CREATE TRIGGER event_check_in_orders_change AFTER INSERT OR DELETE OR UPDATE OF status, refund_required, event_id ON orders
      FOR EACH ROW EXECUTE FUNCTION event_check_in_orders_trigger()`)
    this.schema.raw(FILL)
    // 0077's index served the count at read time; nothing reads it now, and every check-in wrote to it.
    this.schema.raw('DROP INDEX IF EXISTS tickets_checked_in_index')
  }

  async down() {
    this.schema.raw('CREATE INDEX tickets_checked_in_index ON tickets (event_id, order_id) WHERE is_checked_in')
    this.schema.raw('DROP TRIGGER IF EXISTS event_check_in_orders_change ON orders')
    this.schema.raw('DROP TRIGGER IF EXISTS event_check_in_tickets_change ON tickets')
    this.schema.raw('DROP FUNCTION IF EXISTS event_check_in_orders_trigger()')
    this.schema.raw('DROP FUNCTION IF EXISTS event_check_in_tickets_trigger()')
    this.schema.raw('DROP FUNCTION IF EXISTS event_check_in_add(integer, integer, integer)')
    this.schema.dropTable('event_check_in_counts')
  }
}
