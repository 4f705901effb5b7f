import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The dashboards read past Suriname days from the daily aggregates and count the rest live
 * (api/services/aggregates/aggregate_history.ts). Which past days they may trust is kept here:
 *
 * - aggregate_days: one row per day a run rebuilt (written in the run's own transaction). A day without a row was
 *   never aggregated (a fresh install before its backfill, or aggregates from before this migration) and is counted
 *   live.
 * - aggregate_day_changes: a row per transaction and Suriname day whose figures it changed, written by statement
 *   triggers on orders, tickets, the commission ledger and events in that same transaction, whatever wrote them (the
 *   services, a bulk load, a hand-made fix). A rebuild of the day deletes the day's rows as its first statement: a
 *   change committed before that statement is seen by the rebuild's later statements (READ COMMITTED), and one
 *   committed after it leaves its row, so the day stays live until the next rebuild. Append-only rows: two sales never
 *   wait on each other for them.
 * - The daily stats get what the dashboards show and the aggregates did not hold: payment fees (payment fee + its
 *   btw), gross revenue (Σ total; revenue is Σ subtotal for organizers and events) and orders per channel.
 * - orders_sold_at_index: the moment of sale of every order. A day run reads all of a day's orders, sold or not, and
 *   the dashboards read the live ranges of it; 0064's index covers only sold orders, so both scanned every order
 *   (~3 s per day with 550,000 orders). A day rebuilt before this
 *   migration has no aggregate_days row, so the zeros of the new columns are never read.
 */
const DAILY_TABLES = ['event_daily_stats', 'organizer_daily_stats', 'agent_daily_stats', 'platform_daily_stats']

const SOLD_DAY = (row: string) => `(coalesce(${row}.paid_at, ${row}.created_at) AT TIME ZONE 'America/Paramaribo')::date`

/** The order columns the aggregates read: a change of any other column changes no day. */
const ORDER_COLUMNS = [
  'status',
  'refund_required',
  'event_id',
  'channel',
  'agent_id',
  'paid_at',
  'created_at',
  'total',
  'subtotal',
  'platform_fee',
  'payment_fee',
  'payment_fee_btw',
]
const orderColumns = (row: string) => ORDER_COLUMNS.map((column) => `${row}.${column}`).join(', ')

/** [function, table, event, transition tables, the days changed as a SELECT of one date column]. */
const TRIGGERS: [string, string, 'INSERT' | 'UPDATE' | 'DELETE', string, string][] = [
  ['aggregate_orders_inserted', 'orders', 'INSERT', 'NEW TABLE AS new_rows', `SELECT ${SOLD_DAY('n')} FROM new_rows n`],
  ['aggregate_orders_deleted', 'orders', 'DELETE', 'OLD TABLE AS old_rows', `SELECT ${SOLD_DAY('o')} FROM old_rows o`],
  [
    'aggregate_orders_updated',
    'orders',
    'UPDATE',
    'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    `SELECT d FROM old_rows o JOIN new_rows n ON n.id = o.id CROSS JOIN LATERAL (VALUES (${SOLD_DAY('o')}), (${SOLD_DAY('n')})) v(d)
     WHERE (${orderColumns('o')}) IS DISTINCT FROM (${orderColumns('n')})`,
  ],
  [
    'aggregate_tickets_inserted',
    'tickets',
    'INSERT',
    'NEW TABLE AS new_rows',
    `SELECT ${SOLD_DAY('o')} FROM new_rows t JOIN orders o ON o.id = t.order_id WHERE t.transferred_from_ticket_id IS NULL`,
  ],
  [
    'aggregate_tickets_deleted',
    'tickets',
    'DELETE',
    'OLD TABLE AS old_rows',
    `SELECT ${SOLD_DAY('o')} FROM old_rows t JOIN orders o ON o.id = t.order_id WHERE t.transferred_from_ticket_id IS NULL`,
  ],
  [
    'aggregate_tickets_updated',
    'tickets',
    'UPDATE',
    'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    `SELECT ${SOLD_DAY('o')} FROM old_rows b JOIN new_rows a ON a.id = b.id JOIN orders o ON o.id IN (a.order_id, b.order_id)
     WHERE (a.order_id, a.transferred_from_ticket_id IS NULL) IS DISTINCT FROM (b.order_id, b.transferred_from_ticket_id IS NULL)`,
  ],
  [
    'aggregate_commissions_inserted',
    'agent_commissions',
    'INSERT',
    'NEW TABLE AS new_rows',
    `SELECT ${SOLD_DAY('o')} FROM new_rows c JOIN orders o ON o.id = c.order_id`,
  ],
  [
    'aggregate_commissions_deleted',
    'agent_commissions',
    'DELETE',
    'OLD TABLE AS old_rows',
    `SELECT ${SOLD_DAY('o')} FROM old_rows c JOIN orders o ON o.id = c.order_id`,
  ],
  [
    'aggregate_commissions_updated',
    'agent_commissions',
    'UPDATE',
    'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    `SELECT ${SOLD_DAY('o')} FROM old_rows b JOIN new_rows a ON a.id = b.id JOIN orders o ON o.id IN (a.order_id, b.order_id)
     WHERE (a.order_id, a.agent_id, a.commission_amount) IS DISTINCT FROM (b.order_id, b.agent_id, b.commission_amount)`,
  ],
  [
    'aggregate_events_updated',
    'events',
    'UPDATE',
    'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    `SELECT ${SOLD_DAY('o')} FROM old_rows b JOIN new_rows a ON a.id = b.id JOIN orders o ON o.event_id = a.id
     WHERE a.organizer_id IS DISTINCT FROM b.organizer_id`,
  ],
]

export default class extends BaseSchema {
  async up() {
    for (const name of DAILY_TABLES) {
      this.schema.alterTable(name, (table) => {
        table.decimal('payment_fees', 14, 2).notNullable().defaultTo(0)
        table.decimal('gross_revenue', 14, 2).notNullable().defaultTo(0)
        table.integer('loket_orders').notNullable().defaultTo(0)
        table.integer('agent_orders').notNullable().defaultTo(0)
        table.integer('direct_orders').notNullable().defaultTo(0)
      })
    }
    this.schema.raw('CREATE INDEX orders_sold_at_index ON orders ((coalesce(paid_at, created_at)))')
    this.schema.createTable('aggregate_days', (table) => {
      table.date('day').primary()
      table.timestamp('rebuilt_at', { useTz: true }).notNullable()
    })
    this.schema.createTable('aggregate_day_changes', (table) => {
      table.bigIncrements('id')
      table.date('day').notNullable()
      table.bigInteger('xid').notNullable()
      table.timestamp('noted_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['day', 'xid'])
    })
    // One row per transaction and day: the check reads this transaction's own rows on the index.
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION aggregate_note_days(p_days date[])
      RETURNS void LANGUAGE sql AS $$
        INSERT INTO aggregate_day_changes (day, xid)
        SELECT DISTINCT d, txid_current() FROM unnest(p_days) AS d
        WHERE d IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM aggregate_day_changes c WHERE c.day = d AND c.xid = txid_current())
      $$
    `)
    for (const [fn, table, event, transitions, days] of TRIGGERS) {
      this.schema.raw(`
        CREATE OR REPLACE FUNCTION ${fn}()
        RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM aggregate_note_days(ARRAY(${days}));
          RETURN NULL;
        END
        $$
      `)
      this.schema.raw(
        `CREATE TRIGGER ${fn} AFTER ${event} ON ${table} REFERENCING ${transitions} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`
      )
    }
  }

  async down() {
    for (const [fn, table] of TRIGGERS) {
      this.schema.raw(`DROP TRIGGER IF EXISTS ${fn} ON ${table}`)
      this.schema.raw(`DROP FUNCTION IF EXISTS ${fn}()`)
    }
    this.schema.raw('DROP FUNCTION IF EXISTS aggregate_note_days(date[])')
    this.schema.raw('DROP INDEX IF EXISTS orders_sold_at_index')
    this.schema.dropTable('aggregate_day_changes')
    this.schema.dropTable('aggregate_days')
    for (const name of DAILY_TABLES) {
      this.schema.alterTable(name, (table) => {
        table.dropColumns('payment_fees', 'gross_revenue', 'loket_orders', 'agent_orders', 'direct_orders')
      })
    }
  }
}
