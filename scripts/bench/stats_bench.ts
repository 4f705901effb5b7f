/*
 * The dashboards' benches (`npm run bench:organizer-stats`, `npm run bench:admin-stats`): 100,000 orders (and their
 * tickets) of one organizer, written straight into a fresh database with generate_series, then one dashboard's
 * figures fetched: p50/p95/p99 of one dashboard refreshing alone (sequential requests) and under 10 concurrent
 * ones (autocannon); the goal is p99 < 200 ms. Each bench first checks its answer against a direct count.
 * BENCH_ORDERS (100000), BENCH_PORT, BENCH_PG_PORT change the set-up.
 */
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import argon2 from 'argon2'
import autocannon from 'autocannon'
import pg from 'pg'
import { percentile } from '../buyer.ts'
import { startCluster, startServer, testProductEnv } from '../product_process.ts'

const ORDERS = Number(process.env.BENCH_ORDERS || 100_000)
const EVENTS = 20
const SEQUENTIAL = 300
const PASSWORD = 'Bench-organizer-1'
const ACCOUNTS = { organizer: 'bench-organizer@example.sr', admin: 'bench-admin@example.sr' }

/** Totals counted straight from orders and tickets, for the benches' checks. */
export interface DirectCounts {
  sold: number
  net: string
  gross: string
  platformFees: string
}

export interface StatsBench {
  /** Names the temp dir and the printed figures ('GET /api/admin/stats'). */
  name: string
  /** Default ports (BENCH_PORT, BENCH_PG_PORT override). */
  port: number
  pgPort: number
  /** Who reads the figures. */
  account: keyof typeof ACCOUNTS
  /** The URL path of the figures, given the seeded organizer's id. */
  path: (organizerId: number) => string
  /** Compares the answer's `data` with the direct count: a line to print, or throws when they differ. */
  check: (data: any, direct: DirectCounts) => string
}

async function seed(pool: pg.Pool): Promise<number> {
  // Bulk load without the row triggers of event_sales_days, then one rebuild from orders and tickets (what
  // the triggers would have written, in a fraction of the time; the answer is checked against a direct count).
  const db = await pool.connect()
  try {
    await db.query('SET session_replication_role = replica')
    const organizerId = await insertSales(db)
    await db.query('RESET session_replication_role')
    await db.query('SELECT rebuild_event_sales_days()')
    await db.query('ANALYZE')
    return organizerId
  } finally {
    db.release()
  }
}

async function insertSales(db: pg.PoolClient): Promise<number> {
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 })
  const organizer = await db.query(
    `INSERT INTO users (email, password, first_name, last_name, role, is_verified, is_email_verified)
     VALUES ($1, $2, 'Bench', 'Organisator', 'organizer', true, true), ($3, $2, 'Bench', 'Beheerder', 'admin', true, true)
     RETURNING id`,
    [ACCOUNTS.organizer, hash, ACCOUNTS.admin]
  )
  const organizerId: number = organizer.rows[0].id
  // Events from two months ago to two months ahead, three ticket types each.
  await db.query(
    `INSERT INTO events (organizer_id, title, description, category, start_date, end_date, is_published, qr_code_prefix)
     SELECT $1, 'Bench event ' || g, 'bench', 'Muziek', now() + (g - 10) * interval '6 days',
            now() + (g - 10) * interval '6 days' + interval '4 hours', g % 7 <> 0, 'BENCH'
     FROM generate_series(1, $2::int) g`,
    [organizerId, EVENTS]
  )
  await db.query(
    `INSERT INTO ticket_types (event_id, name, price, max_quantity, quantity_sold, is_active, sort_order, has_user_limit)
     SELECT e.id, 'Type ' || k, (ARRAY[0, 125.50, 350.00])[k], 100000, 0, true, k, false
     FROM events e CROSS JOIN generate_series(1, 3) k WHERE e.organizer_id = $1`,
    [organizerId]
  )
  // Mostly paid, some free, the rest unpaid or given up; 80 % online, 15 % loket, 5 % agent; sold over 60 days.
  await db.query(
    `WITH types AS (
       SELECT id, event_id, price, (row_number() OVER (ORDER BY id) - 1)::int AS idx
       FROM ticket_types WHERE event_id IN (SELECT id FROM events WHERE organizer_id = $1)
     ), n AS (SELECT count(*)::int AS c FROM types),
     draft AS (
       SELECT g, t.id AS type_id, t.event_id, t.price, 1 + g % 4 AS qty,
              CASE WHEN t.price = 0 THEN 'free' WHEN g % 20 = 0 THEN 'expired' WHEN g % 25 = 0 THEN 'pending' ELSE 'paid' END AS status,
              CASE WHEN g % 20 < 16 THEN 'online' WHEN g % 20 < 19 THEN 'loket' ELSE 'agent' END AS channel,
              now() - random() * interval '60 days' AS sold_at
       FROM generate_series(1, $2::int) g JOIN types t ON t.idx = g % (SELECT c FROM n)
     ), priced AS (
       SELECT *, qty * price AS subtotal, round(qty * price * 0.05 + CASE WHEN price > 0 THEN 2 ELSE 0 END, 2) AS platform,
              round(qty * price * 0.03, 2) AS payment
       FROM draft
     )
     INSERT INTO orders (order_number, event_id, buyer_name, buyer_email, subtotal, platform_fee, payment_fee, payment_fee_btw,
                         total, status, payment_provider, channel, paid_at, created_at, lines)
     SELECT 'BENCH-' || g, event_id, 'Koper ' || g, 'koper' || g || '@example.sr', subtotal, platform, payment,
            round(payment * 0.08, 2), subtotal + platform + payment + round(payment * 0.08, 2), status::order_status,
            (CASE WHEN price = 0 THEN 'free' ELSE 'uni5pay' END)::payment_provider, channel,
            CASE WHEN status IN ('paid', 'free') THEN sold_at END, sold_at - interval '3 minutes',
            jsonb_build_array(jsonb_build_object('ticketTypeId', type_id, 'quantity', qty))
     FROM priced`,
    [organizerId, ORDERS]
  )
  await db.query(
    `INSERT INTO tickets (order_id, event_id, ticket_type_id, qr_code, purchase_price, is_checked_in, purchase_date)
     SELECT o.id, o.event_id, (o.lines->0->>'ticketTypeId')::int, 'BENCH-' || o.id || '-' || k,
            o.subtotal / (o.lines->0->>'quantity')::int, o.id % 3 = 0, o.paid_at
     FROM orders o CROSS JOIN LATERAL generate_series(1, (o.lines->0->>'quantity')::int) k
     WHERE o.order_number LIKE 'BENCH-%' AND o.status IN ('paid', 'free')`
  )
  return organizerId
}

export async function runStatsBench(bench: StatsBench) {
  const PORT = Number(process.env.BENCH_PORT || bench.port)
  const PG_PORT = Number(process.env.BENCH_PG_PORT || bench.pgPort)
  const dir = join(tmpdir(), `suritickets-bench-${bench.account}-stats-${PG_PORT}`)
  const cluster = await startCluster({ dir, port: PG_PORT, fresh: true })
  const db = new pg.Pool({ connectionString: cluster.url, max: 4 })
  let server: Awaited<ReturnType<typeof startServer>> | null = null
  try {
    server = await startServer({ port: PORT, databaseUrl: cluster.url, env: testProductEnv(dir) })
    const seeding = performance.now()
    const organizerId = await seed(db)
    const counts = await db.query(
      `SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM tickets)::int AS tickets,
            (SELECT count(*) FROM tickets t JOIN orders o ON o.id = t.order_id
              WHERE o.status IN ('paid', 'free') AND NOT o.refund_required)::int AS sold,
            (SELECT sum(subtotal) FROM orders WHERE status IN ('paid', 'free') AND NOT refund_required)::numeric(14, 2) AS net,
            (SELECT sum(total) FROM orders WHERE status IN ('paid', 'free') AND NOT refund_required)::numeric(14, 2) AS gross,
            (SELECT sum(platform_fee) FROM orders WHERE status IN ('paid', 'free') AND NOT refund_required)::numeric(14, 2) AS platform`
    )
    const { orders, tickets, sold, net, gross, platform } = counts.rows[0]
    console.log(`seeded ${orders} orders and ${tickets} tickets in ${((performance.now() - seeding) / 1000).toFixed(1)} s`)

    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ACCOUNTS[bench.account], password: PASSWORD }),
    })
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`)
    const token = ((await login.json()) as { token: string }).token
    const url = `${server.base}${bench.path(organizerId)}`
    const headers = { authorization: `Bearer ${token}` }

    const first = await fetch(url, { headers })
    const body = (await first.json()) as { data: unknown }
    if (!first.ok) throw new Error(`stats failed: ${first.status} ${JSON.stringify(body)}`)
    console.log(bench.check(body.data, { sold, net, gross, platformFees: platform }))

    for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).arrayBuffer()
    const times: number[] = []
    for (let i = 0; i < SEQUENTIAL; i++) {
      const started = performance.now()
      const response = await fetch(url, { headers })
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`stats answered ${response.status}`)
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    const ms = (value: number) => value.toFixed(1).padStart(8)
    console.log(`\n${bench.name}, ${ORDERS} orders`)
    console.log(`${'load'.padEnd(28)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'req/s'.padStart(8)}`)
    const total = times.reduce((sum, value) => sum + value, 0)
    console.log(
      `${`one client, ${SEQUENTIAL} requests`.padEnd(28)} ${ms(percentile(times, 50))} ${ms(percentile(times, 95))} ${ms(percentile(times, 99))} ${ms((SEQUENTIAL * 1000) / total)}`
    )
    const load = await autocannon({ url, headers, connections: 10, duration: 10 })
    console.log(
      `${'10 connections, 10 s'.padEnd(28)} ${ms(load.latency.p50)} ${ms(load.latency.p90)}*${ms(load.latency.p99)} ${ms(load.requests.average)}`
    )
    console.log(`(* autocannon reports p90, not p95; errors/non-2xx: ${load.errors + load.non2xx})`)
    const p99 = percentile(times, 99)
    console.log(`\np99 (one client) = ${p99.toFixed(1)} ms: ${p99 < 200 ? 'OK' : 'OVER'} (goal < 200 ms)`)
  } finally {
    await server?.kill('SIGTERM')
    await db.end()
    await cluster.stop()
  }
}
