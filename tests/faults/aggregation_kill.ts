/*
 * kill -9 in the middle of an aggregation run (FAULTS_ONLY=aggregates). Some 400 Suriname days of sales are written
 * straight into the tables (without the triggers, as an install whose aggregates were never built); a server start
 * backfills every past day, one transaction per day, and is killed with SIGKILL once part of the days are done. After
 * the restart: the killed run's aggregation_jobs row is 'failed', not 'running' forever; the new start's backfill
 * takes only the days left; and every stored figure equals a direct count from orders and tickets.
 */
import { sleep, type FaultContext } from './context.ts'

const SCENARIO = 'kill -9 during an aggregation run'
const DAYS = 400
const ORDERS = 60_000
/** How long the restart's backfill may take (the machine may be busy). */
const RESUME_TIMEOUT_MS = 600_000

async function seed(ctx: FaultContext) {
  const db = await ctx.db.connect()
  try {
    await db.query('SET session_replication_role = replica')
    const organizers = await db.query(
      `INSERT INTO users (email, password, first_name, last_name, role, is_verified, is_email_verified)
       SELECT 'aggregaat' || g || '@example.sr', 'x', 'Aggregaat', 'Organisator ' || g, 'organizer', true, true FROM generate_series(1, 3) g
       RETURNING id`
    )
    const ids = organizers.rows.map((row) => row.id as number)
    await db.query(
      `INSERT INTO events (organizer_id, title, description, category, start_date, end_date, is_published, qr_code_prefix)
       SELECT ($1::int[])[1 + g % 3], 'Aggregaat ' || g, 'fault', 'Muziek', now() - g * interval '20 days', now() - g * interval '20 days' + interval '4 hours',
              true, 'AGGR'
       FROM generate_series(1, 30) g`,
      [ids]
    )
    await db.query(
      `INSERT INTO ticket_types (event_id, name, price, max_quantity, quantity_sold, is_active, sort_order, has_user_limit)
       SELECT e.id, 'Type', 75.25, 100000, 0, true, 1, false FROM events e WHERE e.title LIKE 'Aggregaat %'`
    )
    await db.query(
      `WITH types AS (SELECT tt.id, tt.event_id, tt.price, (row_number() OVER (ORDER BY tt.id) - 1)::int AS idx
                      FROM ticket_types tt JOIN events e ON e.id = tt.event_id WHERE e.title LIKE 'Aggregaat %'),
            draft AS (SELECT g, t.id AS type_id, t.event_id, t.price, 1 + g % 3 AS qty,
                             CASE WHEN g % 17 = 0 THEN 'refunded' WHEN g % 23 = 0 THEN 'pending' ELSE 'paid' END AS status,
                             CASE WHEN g % 10 < 7 THEN 'online' WHEN g % 10 < 9 THEN 'loket' ELSE 'agent' END AS channel,
                             now() - interval '2 hours' - random() * interval '${DAYS} days' AS sold_at
                      FROM generate_series(1, $1::int) g JOIN types t ON t.idx = g % 30)
       INSERT INTO orders (order_number, event_id, buyer_name, buyer_email, subtotal, platform_fee, payment_fee, payment_fee_btw, total,
                           status, payment_provider, channel, refund_required, paid_at, created_at, lines)
       SELECT 'AGGR-' || g, event_id, 'Koper', 'koper@example.sr', qty * price, 2.00, 1.50, 0.12, qty * price + 3.62, status::order_status,
              'uni5pay', channel, g % 31 = 0, CASE WHEN status <> 'pending' THEN sold_at END, sold_at - interval '3 minutes',
              jsonb_build_array(jsonb_build_object('ticketTypeId', type_id, 'quantity', qty))
       FROM draft`,
      [ORDERS]
    )
    await db.query(
      `INSERT INTO tickets (order_id, event_id, ticket_type_id, qr_code, purchase_price, purchase_date)
       SELECT o.id, o.event_id, (o.lines->0->>'ticketTypeId')::int, o.order_number || '-' || k, 75.25, o.paid_at
       FROM orders o CROSS JOIN LATERAL generate_series(1, (o.lines->0->>'quantity')::int) k
       WHERE o.order_number LIKE 'AGGR-%' AND o.status <> 'pending'`
    )
    await db.query('RESET session_replication_role')
    await db.query('SELECT rebuild_event_sales_days()')
    await db.query('ANALYZE')
  } finally {
    db.release()
  }
}

const SOLD = "o.status::text IN ('paid', 'free') AND NOT o.refund_required AND o.channel <> 'ticketswitch'"
const DAY = "(coalesce(o.paid_at, o.created_at) AT TIME ZONE 'America/Paramaribo')::date"
const TICKETS = '(SELECT count(*) FROM tickets t WHERE t.order_id = o.id AND t.transferred_from_ticket_id IS NULL)'

/** Rows of the stored daily figures and totals that differ from a direct count (both ways), past days only. */
const DIFFERENCES = `
  WITH direct_days AS (
    SELECT e.organizer_id, ${DAY} AS day, count(*)::int AS orders, sum(${TICKETS})::int AS tickets, sum(o.subtotal) AS net,
           sum(o.total) AS gross, sum(o.payment_fee + o.payment_fee_btw) AS payment
    FROM orders o JOIN events e ON e.id = o.event_id WHERE ${SOLD} AND ${DAY} < (now() AT TIME ZONE 'America/Paramaribo')::date
    GROUP BY 1, 2
  ), stored_days AS (
    SELECT organizer_id, stat_date, orders_count, tickets_sold, revenue, gross_revenue, payment_fees FROM organizer_daily_stats
    WHERE stat_date < (now() AT TIME ZONE 'America/Paramaribo')::date
  ), direct_platform AS (
    SELECT day, sum(orders)::int AS orders, sum(tickets)::int AS tickets, sum(gross) AS gross FROM direct_days GROUP BY day
  ), stored_platform AS (
    SELECT stat_date, orders_count, tickets_sold, revenue FROM platform_daily_stats WHERE orders_count > 0
      AND stat_date < (now() AT TIME ZONE 'America/Paramaribo')::date
  ), direct_totals AS (
    SELECT e.organizer_id, count(*)::int AS orders, sum(${TICKETS})::int AS tickets, sum(o.subtotal) AS net
    FROM orders o JOIN events e ON e.id = o.event_id WHERE ${SOLD} GROUP BY 1
  ), stored_totals AS (
    SELECT organizer_id, total_orders, total_tickets_sold, total_revenue FROM organizer_totals WHERE total_orders > 0
  )
  SELECT 'organizer days' AS what, count(*)::int AS n FROM ((SELECT * FROM direct_days EXCEPT SELECT * FROM stored_days)
    UNION ALL (SELECT * FROM stored_days EXCEPT SELECT * FROM direct_days)) d
  UNION ALL
  SELECT 'platform days', count(*)::int FROM ((SELECT * FROM direct_platform EXCEPT SELECT * FROM stored_platform)
    UNION ALL (SELECT * FROM stored_platform EXCEPT SELECT * FROM direct_platform)) p
  UNION ALL
  SELECT 'organizer totals', count(*)::int FROM ((SELECT * FROM direct_totals EXCEPT SELECT * FROM stored_totals)
    UNION ALL (SELECT * FROM stored_totals EXCEPT SELECT * FROM direct_totals)) t`

async function lastBackfill(ctx: FaultContext) {
  const result = await ctx.db.query(
    `SELECT id, status, error, (parameters->>'days')::int AS days FROM aggregation_jobs WHERE job_type = 'backfill' ORDER BY id DESC LIMIT 1`
  )
  return result.rows[0] as { id: number; status: string; error: string | null; days: number } | undefined
}

export async function killDuringAggregation(ctx: FaultContext) {
  console.log(`\n${SCENARIO}`)
  // A server has migrated the database; it is stopped before the seed, so its own start-up backfill cannot take a day
  // while the seed (without the triggers) is half written and mark it up to date with part of its sales.
  const server = ctx.server ?? (await ctx.startServer())
  await server.kill('SIGKILL')
  ctx.server = null
  await seed(ctx)
  const before = (await lastBackfill(ctx))?.id ?? 0

  // The start's backfill over every past day; killed once part of them are done.
  const killed = await ctx.startServer()
  const deadline = Date.now() + 120_000
  let done = 0
  let total = 0
  let run: Awaited<ReturnType<typeof lastBackfill>>
  for (;;) {
    run = await lastBackfill(ctx)
    if (run && run.id > before && run.status === 'running') {
      total = run.days
      done = (await ctx.db.query('SELECT count(*)::int AS n FROM aggregate_days')).rows[0].n
      if (done >= total / 5) break
    }
    if ((run && run.id > before && run.status !== 'running') || Date.now() > deadline) break
    await sleep(50)
  }
  await killed.kill('SIGKILL')
  ctx.server = null
  const killedRun = run!
  ctx.check(
    SCENARIO,
    `the server was killed in the middle of its backfill (${done} of ${total} days done)`,
    killedRun?.id > before && killedRun.status === 'running' && done > 0 && done < total,
    JSON.stringify(killedRun)
  )

  await ctx.startServer()
  const resumeDeadline = Date.now() + RESUME_TIMEOUT_MS
  let resumed: Awaited<ReturnType<typeof lastBackfill>>
  for (;;) {
    resumed = await lastBackfill(ctx)
    if ((resumed && resumed.id > killedRun.id && resumed.status !== 'running') || Date.now() > resumeDeadline) break
    await sleep(250)
  }
  const afterKill = (await ctx.db.query('SELECT status, error FROM aggregation_jobs WHERE id = $1', [killedRun.id])).rows[0]
  ctx.check(
    SCENARIO,
    "the killed run's aggregation_jobs row is marked failed at the restart",
    afterKill.status === 'failed',
    JSON.stringify(afterKill)
  )
  ctx.check(
    SCENARIO,
    'the restart backfills only the days the killed run had not finished',
    resumed?.status === 'completed' && resumed.days <= total - done + 1 && resumed.days > 0,
    JSON.stringify({ resumed, total, done })
  )
  ctx.figure(`aggregation kill: ${total} days to do, killed after ${done}; the restart's backfill did ${resumed?.days} days`)
  const running = (await ctx.db.query("SELECT count(*)::int AS n FROM aggregation_jobs WHERE status = 'running'")).rows[0].n
  ctx.check(SCENARIO, "no aggregation run is left 'running'", running === 0, `${running} running`)
  const differences = (await ctx.db.query(DIFFERENCES)).rows as { what: string; n: number }[]
  ctx.check(
    SCENARIO,
    'every stored day and total equals the direct count from orders and tickets',
    differences.every((row) => row.n === 0),
    differences.map((row) => `${row.what}: ${row.n}`).join(', ')
  )
  const stale = (
    await ctx.db.query(
      `SELECT count(*)::int AS n FROM generate_series((SELECT min((coalesce(paid_at, created_at) AT TIME ZONE 'America/Paramaribo')::date) FROM orders),
                                                     (now() AT TIME ZONE 'America/Paramaribo')::date - 1, interval '1 day') d
       WHERE NOT EXISTS (SELECT 1 FROM aggregate_days a WHERE a.day = d::date)`
    )
  ).rows[0].n
  ctx.check(
    SCENARIO,
    'every past day is marked up to date, so the dashboards read it from the aggregates',
    stale === 0,
    `${stale} days not`
  )
}
