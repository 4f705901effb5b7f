import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The organizer dashboard's running totals: per event, sale channel and Suriname day, what was
 * sold, kept by triggers on orders and tickets in the same transaction as the sale, so the figures are exact
 * at every commit and reading them does not scan every order (100,000 orders took ~0.7 s to aggregate;
 * `npm run bench:organizer-stats`). What counts as sold and the money definitions: domain/organizer_stats.ts.
 *
 * - orders: an order contributes (1 order, its money, its tickets) while it is sold (paid or free, not
 *   refundRequired), to the day of coalesce(paid_at, created_at) in America/Paramaribo. A change of any of
 *   those takes the old contribution off and puts the new one on. BEFORE DELETE: its tickets still exist then.
 * - tickets: a ticket contributes (1 ticket, 1 if checked in) while its order is sold. A ticket deleted with
 *   its order (cascade) finds no order and changes nothing: the order's trigger took it off already.
 * The functions are PL/pgSQL so that orders.channel (added by migration 0057, which runs after this one in a
 * fresh database) is looked up when they run, not when they are created; updates that change none of the
 * counted columns return at once.
 * rebuild_event_sales_days() recomputes everything from orders and tickets (the backfill here, bulk loads).
 * The cost for a sale: one upsert per order and per ticket on the (event, channel, day) row.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('event_sales_days', (table) => {
      table.integer('event_id').notNullable().references('events.id').onDelete('CASCADE')
      table.string('channel', 10).notNullable()
      table.date('day').notNullable()
      table.integer('orders').notNullable().defaultTo(0)
      table.integer('tickets').notNullable().defaultTo(0)
      table.integer('checked_in').notNullable().defaultTo(0)
      table.decimal('gross', 14, 2).notNullable().defaultTo(0)
      table.decimal('platform_fees', 14, 2).notNullable().defaultTo(0)
      table.decimal('payment_fees', 14, 2).notNullable().defaultTo(0)
      table.decimal('net', 14, 2).notNullable().defaultTo(0)
      table.primary(['event_id', 'channel', 'day'])
    })
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION event_sales_add(p_event integer, p_channel text, p_day date, p_orders integer, p_tickets integer,
        p_checked_in integer, p_gross numeric, p_platform numeric, p_payment numeric, p_net numeric)
      RETURNS void LANGUAGE sql AS $$
        INSERT INTO event_sales_days AS s (event_id, channel, day, orders, tickets, checked_in, gross, platform_fees, payment_fees, net)
        VALUES (p_event, p_channel, p_day, p_orders, p_tickets, p_checked_in, p_gross, p_platform, p_payment, p_net)
        ON CONFLICT (event_id, channel, day) DO UPDATE SET
          orders = s.orders + excluded.orders, tickets = s.tickets + excluded.tickets,
          checked_in = s.checked_in + excluded.checked_in, gross = s.gross + excluded.gross,
          platform_fees = s.platform_fees + excluded.platform_fees, payment_fees = s.payment_fees + excluded.payment_fees,
          net = s.net + excluded.net
      $$
    `)
    // Record variables rather than parameters of the tables' row types: migration:fresh drops the tables, and a
    // function typed by them would go with them. Each trigger takes OLD's contribution off and puts NEW's on.
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION event_sales_orders_trigger()
      RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        o record;
        sign integer;
        n_tickets integer;
        n_checked_in integer;
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
          SELECT count(*), count(*) FILTER (WHERE is_checked_in) INTO n_tickets, n_checked_in FROM tickets WHERE order_id = o.id;
          PERFORM event_sales_add(o.event_id, o.channel, (coalesce(o.paid_at, o.created_at) AT TIME ZONE 'America/Paramaribo')::date,
            sign, sign * n_tickets, sign * n_checked_in, sign * o.total, sign * o.platform_fee,
            sign * (o.payment_fee + o.payment_fee_btw), sign * o.subtotal);
        END LOOP;
        RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
      END
      $$
    `)
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION event_sales_tickets_trigger()
      RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        t record;
        o record;
        sign integer;
      BEGIN
        FOREACH sign IN ARRAY ARRAY[-1, 1] LOOP
          CONTINUE WHEN (sign = -1 AND TG_OP = 'INSERT') OR (sign = 1 AND TG_OP = 'DELETE');
          IF sign = -1 THEN t := OLD; ELSE t := NEW; END IF;
          SELECT event_id, channel, status, refund_required, paid_at, created_at INTO o FROM orders WHERE id = t.order_id;
          CONTINUE WHEN NOT FOUND OR o.status::text NOT IN ('paid', 'free') OR o.refund_required;
          PERFORM event_sales_add(o.event_id, o.channel, (coalesce(o.paid_at, o.created_at) AT TIME ZONE 'America/Paramaribo')::date,
            0, sign, sign * (CASE WHEN t.is_checked_in THEN 1 ELSE 0 END), 0, 0, 0, 0);
        END LOOP;
        RETURN NULL;
      END
      $$
    `)
    this.schema.raw(`
      CREATE TRIGGER event_sales_orders_insert AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION event_sales_orders_trigger()
    `)
    this.schema.raw(`
      CREATE TRIGGER event_sales_orders_update AFTER UPDATE ON orders FOR EACH ROW
      EXECUTE FUNCTION event_sales_orders_trigger()
    `)
    this.schema.raw(`
      CREATE TRIGGER event_sales_orders_delete BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION event_sales_orders_trigger()
    `)
    this.schema.raw(`
      CREATE TRIGGER event_sales_tickets_change AFTER INSERT OR DELETE OR UPDATE OF is_checked_in, order_id ON tickets
      FOR EACH ROW EXECUTE FUNCTION event_sales_tickets_trigger()
    `)
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION rebuild_event_sales_days()
      RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM event_sales_days;
        INSERT INTO event_sales_days (event_id, channel, day, orders, tickets, checked_in, gross, platform_fees, payment_fees, net)
        SELECT o.event_id, o.channel, (coalesce(o.paid_at, o.created_at) AT TIME ZONE 'America/Paramaribo')::date,
               count(*), coalesce(sum(t.tickets), 0), coalesce(sum(t.checked_in), 0), sum(o.total), sum(o.platform_fee),
               sum(o.payment_fee + o.payment_fee_btw), sum(o.subtotal)
        FROM orders o
        LEFT JOIN (SELECT order_id, count(*) AS tickets, count(*) FILTER (WHERE is_checked_in) AS checked_in
                   FROM tickets GROUP BY order_id) t ON t.order_id = o.id
        WHERE o.status::text IN ('paid', 'free') AND NOT o.refund_required
        GROUP BY 1, 2, 3;
      END
      $$
    `)
    // TRUNCATE fires no row triggers: start again from what is left.
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION event_sales_truncate_trigger()
      RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM rebuild_event_sales_days();
        RETURN NULL;
      END
      $$
    `)
    for (const table of ['orders', 'tickets'])
      this.schema.raw(
        `CREATE TRIGGER event_sales_${table}_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION event_sales_truncate_trigger()`
      )
    // A fresh database has no orders yet, nor orders.channel (migration 0057 adds it): nothing to fill then.
    this.schema.raw('SELECT rebuild_event_sales_days() WHERE EXISTS (SELECT 1 FROM orders)')
  }

  async down() {
    this.schema.raw('DROP TRIGGER IF EXISTS event_sales_tickets_change ON tickets')
    for (const table of ['orders', 'tickets']) this.schema.raw(`DROP TRIGGER IF EXISTS event_sales_${table}_truncate ON ${table}`)
    for (const name of ['insert', 'update', 'delete']) this.schema.raw(`DROP TRIGGER IF EXISTS event_sales_orders_${name} ON orders`)
    this.schema.dropTable('event_sales_days')
    this.schema.raw(
      'DROP FUNCTION IF EXISTS event_sales_truncate_trigger(), rebuild_event_sales_days(), event_sales_tickets_trigger(), event_sales_orders_trigger(), event_sales_add(integer, text, date, integer, integer, integer, numeric, numeric, numeric, numeric)'
    )
  }
}
