/*
 * `npm run bench:organizer-history`: the dashboards over three years of sales. One organizer with about 1,000,000 sold
 * tickets over 1,000 events and every day of three years, nine other organizers and three agents, written straight
 * into a fresh database with generate_series; the server is then restarted and its start-up backfill aggregates every
 * past day (timed from its aggregation_jobs row). Then p50/p95/p99 of BENCH_REQUESTS (200) sequential requests of the
 * organizer, agent and admin dashboards reading history from the aggregates, the same with no day aggregated (the
 * fully live count, fewer requests) and their ratio; and the time of one day's run and of the totals alone. Each
 * answer is first checked against a direct count. BENCH_PORT (3825), BENCH_PG_PORT (54825), BENCH_ORDERS (440000);
 * BENCH_KEEP=1 keeps the server and the database up at the end (for EXPLAIN ANALYZE) until Ctrl-C.
 */
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import argon2 from 'argon2'
import pg from 'pg'
import { percentile } from '../buyer.ts'
import { startCluster, startServer, testProductEnv } from '../product_process.ts'

const PORT = Number(process.env.BENCH_PORT || 3825)
const PG_PORT = Number(process.env.BENCH_PG_PORT || 54825)
const ORDERS = Number(process.env.BENCH_ORDERS || 440_000)
const OTHER_ORDERS = Math.round(ORDERS / 4)
const EVENTS = 1_000
const REQUESTS = Number(process.env.BENCH_REQUESTS || 200)
const LIVE_REQUESTS = 20
const PASSWORD = 'Bench-history-1'
const ACCOUNTS = { organizer: 'history-organizer@example.sr', admin: 'history-admin@example.sr', agent: 'history-agent@example.sr' }
const DAYS = 3 * 365

/** Orders of `organizer`'s events, sold in the 60 days before each event starts (not after now), with their tickets. */
async function insertOrders(db: pg.PoolClient, organizerId: number, count: number, prefix: string, agentIds: number[]) {
  await db.query(
    `WITH types AS (
       SELECT tt.id, tt.event_id, tt.price, e.start_date, (row_number() OVER (ORDER BY tt.id) - 1)::int AS idx
       FROM ticket_types tt JOIN events e ON e.id = tt.event_id WHERE e.organizer_id = $1
     ), n AS (SELECT count(*)::int AS c FROM types),
     draft AS (
       SELECT g, t.id AS type_id, t.event_id, t.price, 1 + g % 4 AS qty,
              CASE WHEN t.price = 0 THEN 'free' WHEN g % 20 = 0 THEN 'expired' WHEN g % 25 = 0 THEN 'pending' ELSE 'paid' END AS status,
              CASE WHEN g % 20 < 16 THEN 'online' WHEN g % 20 < 19 THEN 'loket' ELSE 'agent' END AS channel,
              least(t.start_date - random() * interval '60 days', now() - random() * interval '10 hours') AS sold_at
       FROM generate_series(1, $2::int) g JOIN types t ON t.idx = g % (SELECT c FROM n)
     ), priced AS (
       SELECT *, qty * price AS subtotal, round(qty * price * 0.05 + CASE WHEN price > 0 THEN 2 ELSE 0 END, 2) AS platform,
              CASE WHEN channel = 'online' THEN round(qty * price * 0.03, 2) ELSE 0 END AS payment
       FROM draft
     )
     INSERT INTO orders (order_number, event_id, buyer_name, buyer_email, subtotal, platform_fee, payment_fee, payment_fee_btw,
                         total, status, payment_provider, channel, agent_id, paid_at, created_at, lines)
     SELECT $3 || g, event_id, 'Koper ' || g, 'koper' || g || '@example.sr', subtotal, platform, payment,
            round(payment * 0.08, 2), subtotal + platform + payment + round(payment * 0.08, 2), status::order_status,
            (CASE WHEN price = 0 THEN 'free' ELSE 'uni5pay' END)::payment_provider, channel,
            CASE WHEN channel = 'agent' THEN ($4::int[])[1 + g % array_length($4::int[], 1)] END,
            CASE WHEN status IN ('paid', 'free') THEN sold_at END, sold_at - interval '3 minutes',
            jsonb_build_array(jsonb_build_object('ticketTypeId', type_id, 'quantity', qty))
     FROM priced`,
    [organizerId, count, prefix, agentIds]
  )
  await db.query(
    `INSERT INTO tickets (order_id, event_id, ticket_type_id, qr_code, purchase_price, is_checked_in, purchase_date)
     SELECT o.id, o.event_id, (o.lines->0->>'ticketTypeId')::int, o.order_number || '-' || k,
            o.subtotal / (o.lines->0->>'quantity')::int, o.id % 3 = 0, o.paid_at
     FROM orders o CROSS JOIN LATERAL generate_series(1, (o.lines->0->>'quantity')::int) k
     WHERE o.order_number LIKE $1 || '%' AND o.status IN ('paid', 'free')`,
    [prefix]
  )
}

/** Events of one organizer starting every few days over the three years (and a month ahead), three ticket types each. */
async function insertEvents(db: pg.PoolClient, organizerId: number, count: number) {
  await db.query(
    `INSERT INTO events (organizer_id, title, description, category, start_date, end_date, is_published, qr_code_prefix)
     SELECT $1, 'Historie ' || g, 'bench', 'Muziek', now() - interval '${DAYS - 60} days' + (g * ${DAYS - 30}.0 / $2) * interval '1 day',
            now() - interval '${DAYS - 60} days' + (g * ${DAYS - 30}.0 / $2) * interval '1 day' + interval '4 hours', true, 'HIST'
     FROM generate_series(1, $2::int) g`,
    [organizerId, count]
  )
  await db.query(
    `INSERT INTO ticket_types (event_id, name, price, max_quantity, quantity_sold, is_active, sort_order, has_user_limit)
     SELECT e.id, 'Type ' || k, (ARRAY[0, 125.50, 350.00])[k], 100000, 0, true, k, false
     FROM events e CROSS JOIN generate_series(1, 3) k WHERE e.organizer_id = $1`,
    [organizerId]
  )
}

async function seed(pool: pg.Pool): Promise<{ organizerId: number; agentId: number }> {
  const db = await pool.connect()
  try {
    const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 })
    const users = await db.query(
      `INSERT INTO users (email, password, first_name, last_name, role, is_verified, is_email_verified)
       VALUES ($1, $4, 'Historie', 'Organisator', 'organizer', true, true), ($2, $4, 'Historie', 'Beheerder', 'admin', true, true),
              ($3, $4, 'Historie', 'Agent', 'agent', true, true)
       RETURNING id, role`,
      [ACCOUNTS.organizer, ACCOUNTS.admin, ACCOUNTS.agent, hash]
    )
    const organizerId: number = users.rows.find((row) => row.role === 'organizer').id
    const agentId: number = users.rows.find((row) => row.role === 'agent').id
    const others = await db.query(
      `INSERT INTO users (email, password, first_name, last_name, role, is_verified, is_email_verified)
       SELECT 'ander' || g || '@example.sr', $1, 'Ander', 'Organisator ' || g, 'organizer', true, true FROM generate_series(1, 9) g
       RETURNING id`,
      [hash]
    )
    const agents = await db.query(
      `INSERT INTO users (email, password, first_name, last_name, role, is_verified, is_email_verified)
       SELECT 'agent' || g || '@example.sr', $1, 'Ander', 'Agent ' || g, 'agent', true, true FROM generate_series(1, 2) g
       RETURNING id`,
      [hash]
    )
    const agentIds = [agentId, ...agents.rows.map((row) => row.id as number)]
    // Bulk load without the row triggers (event_sales_days, the aggregates' change notes), then event_sales_days
    // rebuilt once; the aggregates start empty, as on a fresh install.
    await db.query('SET session_replication_role = replica')
    await insertEvents(db, organizerId, EVENTS)
    await insertOrders(db, organizerId, ORDERS, 'HIST-', agentIds)
    for (const [n, row] of others.rows.entries()) {
      await insertEvents(db, row.id, EVENTS / 20)
      await insertOrders(db, row.id, Math.round(OTHER_ORDERS / others.rows.length), `OTHER${n}-`, agentIds)
    }
    await db.query('RESET session_replication_role')
    await db.query('SELECT rebuild_event_sales_days()')
    // The check-in counts the triggers keep (migration 0080), filled as that migration does.
    await db.query(
      `INSERT INTO event_check_in_counts (event_id, slot, checked_in)
       SELECT o.event_id, t.id % 16, count(*) FROM tickets t JOIN orders o ON o.id = t.order_id
       WHERE t.is_checked_in AND o.status::text IN ('paid', 'free') AND NOT o.refund_required GROUP BY 1, 2`
    )
    await db.query('ANALYZE')
    return { organizerId, agentId }
  } finally {
    db.release()
  }
}

const ms = (value: number) => value.toFixed(1).padStart(8)

async function measure(url: string, token: string, requests: number): Promise<number[]> {
  const headers = { authorization: `Bearer ${token}` }
  for (let i = 0; i < 5; i++) await (await fetch(url, { headers })).arrayBuffer()
  const times: number[] = []
  for (let i = 0; i < requests; i++) {
    const started = performance.now()
    const response = await fetch(url, { headers })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)
}

async function login(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  })
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { token: string }).token
}

async function get(url: string, token: string): Promise<any> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
  const body = (await response.json()) as { data: unknown }
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`)
  return body.data
}

/** Waits for the run the server's start queued (aggregates-backfill) to finish; returns its row. */
async function awaitBackfill(db: pg.Pool, after: number): Promise<{ seconds: number; days: number; rows: number }> {
  for (;;) {
    const result = await db.query(
      `SELECT status, extract(epoch FROM finished_at - started_at)::float AS seconds, (parameters->>'days')::int AS days,
              records_processed AS rows, error
       FROM aggregation_jobs WHERE job_type = 'backfill' AND id > $1 ORDER BY id DESC LIMIT 1`,
      [after]
    )
    const row = result.rows[0]
    if (row?.status === 'failed') throw new Error(`backfill failed: ${row.error}`)
    if (row?.status === 'completed') return row
    await sleep(1000)
  }
}

const cluster = await startCluster({ dir: join(tmpdir(), `suritickets-bench-history-${PG_PORT}`), port: PG_PORT, fresh: true })
const db = new pg.Pool({ connectionString: cluster.url, max: 4 })
const env = testProductEnv(join(tmpdir(), `suritickets-bench-history-${PG_PORT}`))
// The first start migrates the database; the server is stopped before the seed, so its start-up backfill cannot take
// a day while the seed (without the triggers) is half written and mark it up to date with part of its sales.
let server = await startServer({ port: PORT, databaseUrl: cluster.url, env })
try {
  await server.kill('SIGTERM')
  const seeding = performance.now()
  const { organizerId, agentId } = await seed(db)
  const counts = await db.query(
    `SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM tickets)::int AS tickets,
            (SELECT count(*) FROM tickets t JOIN orders o ON o.id = t.order_id JOIN events e ON e.id = o.event_id
             WHERE e.organizer_id = $1 AND o.status IN ('paid', 'free') AND NOT o.refund_required)::int AS sold,
            (SELECT sum(o.subtotal) FROM orders o JOIN events e ON e.id = o.event_id
             WHERE e.organizer_id = $1 AND o.status IN ('paid', 'free') AND NOT o.refund_required)::numeric(14, 2)::text AS net,
            (SELECT count(DISTINCT (coalesce(paid_at, created_at) AT TIME ZONE 'America/Paramaribo')::date) FROM orders)::int AS days,
            (SELECT max(id) FROM aggregation_jobs)::int AS last_job`,
    [organizerId]
  )
  const direct = counts.rows[0]
  console.log(
    `seeded ${direct.orders} orders and ${direct.tickets} tickets over ${direct.days} Suriname days in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ` +
      `the organizer sold ${direct.sold} tickets, net SRD ${direct.net}`
  )

  // The restart's start-up backfill aggregates every past day (none is up to date).
  server = await startServer({ port: PORT, databaseUrl: cluster.url, env })
  const backfill = await awaitBackfill(db, direct.last_job ?? 0)
  console.log(`start-up backfill: ${backfill.days} days, ${backfill.rows} rows, ${backfill.seconds.toFixed(1)} s`)

  const tokens = {
    organizer: await login(server.base, ACCOUNTS.organizer),
    admin: await login(server.base, ACCOUNTS.admin),
    agent: await login(server.base, ACCOUNTS.agent),
  }
  const dashboards = [
    { name: 'GET /api/organizers/{id}/stats', url: `${server.base}/api/organizers/${organizerId}/stats`, token: tokens.organizer },
    { name: 'GET /api/agent/{id}/stats', url: `${server.base}/api/agent/${agentId}/stats`, token: tokens.agent },
    { name: 'GET /api/admin/stats', url: `${server.base}/api/admin/stats`, token: tokens.admin },
  ]
  const stats = await get(dashboards[0].url, tokens.organizer)
  if (stats.kpis.ticketsSoldTotal !== direct.sold || stats.kpis.netRevenue !== direct.net) {
    throw new Error(`the organizer's figures differ from the direct count: ${stats.kpis.ticketsSoldTotal} ${stats.kpis.netRevenue}`)
  }
  const answers = await Promise.all(dashboards.map((dashboard) => get(dashboard.url, dashboard.token)))

  const aggregated = []
  for (const dashboard of dashboards) aggregated.push(await measure(dashboard.url, dashboard.token, REQUESTS))

  // The fully live count: no day up to date (what a fresh install shows before its backfill). The answers must not change.
  await db.query('CREATE TABLE bench_saved_days AS SELECT * FROM aggregate_days')
  await db.query('DELETE FROM aggregate_days')
  const live = []
  for (const [n, dashboard] of dashboards.entries()) {
    const answer = await get(dashboard.url, dashboard.token)
    if (JSON.stringify(answer) !== JSON.stringify(answers[n])) throw new Error(`${dashboard.name}: the live answer differs`)
    live.push(await measure(dashboard.url, dashboard.token, LIVE_REQUESTS))
  }
  await db.query('INSERT INTO aggregate_days SELECT * FROM bench_saved_days')
  await db.query('DROP TABLE bench_saved_days')

  console.log(`\n${'dashboard'.padEnd(34)} ${'history'.padEnd(10)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`)
  for (const [n, dashboard] of dashboards.entries()) {
    for (const [label, times] of [
      [`aggregates (${REQUESTS})`, aggregated[n]],
      [`live (${LIVE_REQUESTS})`, live[n]],
    ] as const) {
      console.log(
        `${dashboard.name.padEnd(34)} ${label.padEnd(10)} ${ms(percentile(times, 50))} ${ms(percentile(times, 95))} ${ms(percentile(times, 99))}`
      )
    }
    console.log(`${''.padEnd(34)} live / aggregates at p50: ${(percentile(live[n], 50) / percentile(aggregated[n], 50)).toFixed(1)}×`)
  }

  // One day's run (yesterday, through support's rebuild: that day and every total), and the totals alone (a day
  // without sales of this organizer: no day, only the totals).
  const runs: string[] = []
  for (const [label, day] of [
    ['yesterday and the totals', 1],
    ['the totals alone', -400],
  ] as const) {
    const date = new Date(Date.now() - day * 86_400_000 - 4 * 3_600_000).toISOString().slice(0, 10)
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${server.base}/api/admin/organizer-totals/${organizerId}/rebuild?from=${date}&to=${date}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.admin}` },
      })
      const body = (await response.json()) as { job: { id: number } }
      if (!response.ok) throw new Error(`rebuild answered ${response.status}: ${JSON.stringify(body)}`)
      const row = await db.query(
        'SELECT extract(epoch FROM finished_at - started_at)::float AS seconds FROM aggregation_jobs WHERE id = $1',
        [body.job.id]
      )
      runs.push(`${label}: ${(row.rows[0].seconds * 1000).toFixed(0)} ms`)
    }
  }
  console.log(`\none run (aggregation_jobs started→finished):\n  ${runs.join('\n  ')}`)
  const p99 = percentile(aggregated[0], 99)
  console.log(`\norganizer dashboard p99 = ${p99.toFixed(1)} ms: ${p99 <= 200 ? 'OK' : 'OVER'} (goal ≤ 200 ms)`)
  if (process.env.BENCH_KEEP) {
    // For EXPLAIN ANALYZE on the seeded database: the server and PostgreSQL stay up until the process is stopped.
    console.log(`\nBENCH_KEEP: ${server.base}, ${cluster.url}; organizer ${organizerId}, agent ${agentId}. Stop with Ctrl-C.`)
    await new Promise((resolve) => process.once('SIGINT', resolve))
  }
} finally {
  await server.kill('SIGTERM')
  await db.end()
  await cluster.stop()
}
