import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Check-ins leave the organizer dashboard's running totals (event_sales_days, migration 0063). Its trigger added
 * each check-in to ONE row per event, channel and day, so every gate of an event queued on that row's lock until
 * the scan before it committed (`npm run bench:checkin`: p99 2.5 s at 50 scans/s from 10 gates). The dashboard now
 * counts checked-in tickets of sold orders when it is read (api/services/organizer_stats_service.ts), from the
 * partial index below; the ticket trigger fires only when a ticket comes, goes or changes order.
 *
 * The functions are those of 0063 with the check-in count taken out (or, going down, put back): `salesSql(true)` is
 * 0063's text (bar spacing), so down() restores it and rebuilds the column from the tickets. An update of a ticket
 * that keeps its order (a check-in, anything else) now returns at once.
 */
function salesSql(withCheckIns: boolean) {
  const col = (text: string) => (withCheckIns ? text : '')
  return {
    add: `
      CREATE OR REPLACE FUNCTION event_sales_add(p_event integer, p_channel text, p_day date, p_orders integer, p_tickets integer,
        ${col('p_checked_in integer,')} p_gross numeric, p_platform numeric, p_payment numeric, p_net numeric)
      RETURNS void LANGUAGE sql AS $$
        INSERT INTO event_sales_days AS s (event_id, channel, day, orders, tickets, ${col('checked_in,')} gross, platform_fees, payment_fees, net)
        VALUES (p_event, p_channel, p_day, p_orders, p_tickets, ${col('p_checked_in,')} p_gross, p_platform, p_payment, p_net)
        ON CONFLICT (event_id, channel, day) DO UPDATE SET
          orders = s.orders + excluded.orders, tickets = s.tickets + excluded.tickets,
          ${col('checked_in = s.checked_in + excluded.checked_in,')} gross = s.gross + excluded.gross,
          platform_fees = s.platform_fees + excluded.platform_fees, payment_fees = s.payment_fees + excluded.payment_fees,
          net = s.net + excluded.net
      $$`,
    orders: `
      CREATE OR REPLACE FUNCTION event_sales_orders_trigger()
      RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        o record;
        sign integer;
        n_tickets integer;
        ${col('n_checked_in integer;')}
      BEGIN
        IF TG_OP = 'UPDATE' AND (OLD.status, OLD.refund_required, OLD.event_id, OLD.channel, OLD.paid_at, OLD.created_at, OLD.total,
            OLD.subtotal, OLD.platform_fee, OLD.payment_fee, OLD.payment_fee_btw) IS NOT DISTINCT FROM (NEW.status,
            NEW.refund_required, NEW.event_id, NEW.channel, NEW.paid_at, NEW.created_at, NEW.total, NEW.subtotal, NEW.platform_fee,
            NEW.payment_fee, NEW.payment_fee_btw) THEN
          RETURN NEW;
        END IF;
        FOREACH sign IN ARRAY ARRAY[-1, 1] LOOP
          CONTINUE WHEN (sign = -1 AND TG_OP = 'INSERT') OR (sign = 1 AND TG_OP = 'DELETE');
          IF sign = -1 THEN o := OLD; ELSE o := NEW; END IF;
          CONTINUE WHEN o.status::text NOT IN ('paid', 'free') OR o.refund_required;
          SELECT count(*) ${col(', count(*) FILTER (WHERE is_checked_in)')} INTO n_tickets ${col(', n_checked_in')}
          FROM tickets WHERE order_id = o.id;
          PERFORM event_sales_add(o.event_id, o.channel, (coalesce(o.paid_at, o.created_at) AT TIME ZONE 'America/Paramaribo')::date,
            sign, sign * n_tickets, ${col('sign * n_checked_in,')} sign * o.total, sign * o.platform_fee,
            sign * (o.payment_fee + o.payment_fee_btw), sign * o.subtotal);
        END LOOP;
        RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
      END
      $$`,
    tickets: `
      CREATE OR REPLACE FUNCTION event_sales_tickets_trigger()
      RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        t record;
        o record;
        sign integer;
      BEGIN
        ${withCheckIns ? '' : "IF TG_OP = 'UPDATE' AND OLD.order_id = NEW.order_id THEN RETURN NULL; END IF;"}
        FOREACH sign IN ARRAY ARRAY[-1, 1] LOOP
          CONTINUE WHEN (sign = -1 AND TG_OP = 'INSERT') OR (sign = 1 AND TG_OP = 'DELETE');
          IF sign = -1 THEN t := OLD; ELSE t := NEW; END IF;
          SELECT event_id, channel, status, refund_required, paid_at, created_at INTO o FROM orders WHERE id = t.order_id;
          CONTINUE WHEN NOT FOUND OR o.status::text NOT IN ('paid', 'free') OR o.refund_required;
          PERFORM event_sales_add(o.event_id, o.channel, (coalesce(o.paid_at, o.created_at) AT TIME ZONE 'America/Paramaribo')::date,
            0, sign, ${col('sign * (CASE WHEN t.is_checked_in THEN 1 ELSE 0 END),')} 0, 0, 0, 0);
        END LOOP;
        RETURN NULL;
      END
      $$`,
    trigger: `
      CREATE TRIGGER event_sales_tickets_change AFTER INSERT OR DELETE OR UPDATE OF ${col('is_checked_in,')} order_id ON tickets
      FOR EACH ROW EXECUTE FUNCTION event_sales_tickets_trigger()`,
    rebuild: `
      CREATE OR REPLACE FUNCTION rebuild_event_sales_days()
      RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM event_sales_days;
        INSERT INTO event_sales_days (event_id, channel, day, orders, tickets, ${col('checked_in,')} gross, platform_fees, payment_fees, net)
        SELECT o.event_id, o.channel, (coalesce(o.paid_at, o.created_at) AT TIME ZONE 'America/Paramaribo')::date,
               count(*), coalesce(sum(t.tickets), 0), ${col('coalesce(sum(t.checked_in), 0),')} sum(o.total), sum(o.platform_fee),
               sum(o.payment_fee + o.payment_fee_btw), sum(o.subtotal)
        FROM orders o
        LEFT JOIN (SELECT order_id, count(*) AS tickets ${col(', count(*) FILTER (WHERE is_checked_in) AS checked_in')}
                   FROM tickets GROUP BY order_id) t ON t.order_id = o.id
        WHERE o.status::text IN ('paid', 'free') AND NOT o.refund_required
        GROUP BY 1, 2, 3;
      END
      $$`,
  }
}

const ADD_WITH_CHECK_INS = 'event_sales_add(integer, text, date, integer, integer, integer, numeric, numeric, numeric, numeric)'
const ADD_WITHOUT_CHECK_INS = 'event_sales_add(integer, text, date, integer, integer, numeric, numeric, numeric, numeric)'

export default class extends BaseSchema {
  async up() {
    this.replace(salesSql(false), ADD_WITH_CHECK_INS)
    this.schema.alterTable('event_sales_days', (table) => table.dropColumn('checked_in'))
    // The dashboard's count: checked-in tickets per event (organizer_stats_service.ts CHECKED_IN_SQL).
    this.schema.raw('CREATE INDEX tickets_checked_in_index ON tickets (event_id, order_id) WHERE is_checked_in')
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS tickets_checked_in_index')
    this.schema.alterTable('event_sales_days', (table) => table.integer('checked_in').notNullable().defaultTo(0))
    this.replace(salesSql(true), ADD_WITHOUT_CHECK_INS)
    this.schema.raw('SELECT rebuild_event_sales_days()')
  }

  /** The trigger and functions of one shape; the adder of the other shape (another signature) is dropped. */
  private replace(sql: ReturnType<typeof salesSql>, oldAdd: string) {
    this.schema.raw('DROP TRIGGER IF EXISTS event_sales_tickets_change ON tickets')
    this.schema.raw(`DROP FUNCTION IF EXISTS ${oldAdd}`)
    for (const statement of [sql.add, sql.orders, sql.tickets, sql.trigger, sql.rebuild]) this.schema.raw(statement)
  }
}
