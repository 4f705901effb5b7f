/*
 * `npm run bench:checkin`: the door on one event with 20,000 sold tickets, seeded once into the bench
 * cluster. Prints (1) POST /api/tickets/validate at a steady 50 scans/s from 10 gates (each its own scanner session):
 * latency measured from each scan's planned moment (so a slow answer delays nothing it should not), p50/p99/max;
 * (2) the most validations/s 10 gates get scanning back to back; (3) the offline list for 20,000 tickets: its size
 * (raw and gzip, the goal is under 1 MB) and download time. First, one validation at a time next to the cheapest
 * signed-in route, with the load average: on a shared machine that says how much is the door's own cost.
 * Figures only: nothing here passes or fails.
 */
import { randomUUID } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { loadavg } from 'node:os'
import pg from 'pg'
import { startProduct } from './server.ts'

const TICKETS = 20_000
const GATES = 10
const RATE = 50
const STEADY_SECONDS = 20
const BURST_SECONDS = 10
const TITLE = `Bench check-in ${TICKETS}`

async function seed(db: pg.Pool): Promise<number> {
  const found = await db.query('SELECT id FROM events WHERE title = $1', [TITLE])
  if (found.rows[0]) return found.rows[0].id
  const organizer = await db.query("SELECT id FROM users WHERE email = 'organizer@demo.sr'")
  const event = await db.query(
    `INSERT INTO events (organizer_id, title, description, category, start_date, end_date, is_published, qr_code_prefix)
     VALUES ($1, $2, 'bench', 'Muziek', now() + interval '1 day', now() + interval '1 day 4 hours', true, 'DOOR') RETURNING id`,
    [organizer.rows[0].id, TITLE]
  )
  const eventId = event.rows[0].id
  const types = await db.query(
    `INSERT INTO ticket_types (event_id, name, price, max_quantity, quantity_sold, is_active, sort_order)
     VALUES ($1, 'Staanplaats', 150, $2, $2, true, 1), ($1, 'VIP', 450, $2, 0, true, 2) RETURNING id`,
    [eventId, TICKETS]
  )
  await db.query(
    `INSERT INTO orders (order_number, event_id, buyer_name, buyer_email, contact_method, subtotal, platform_fee,
       payment_fee, payment_fee_btw, total, status, payment_provider, channel, lines)
     SELECT 'DR-' || lpad(n::text, 7, '0'), $1, 'Bezoeker ' || n, 'bezoeker' || n || '@example.sr', 'email', 150, 7.5, 4.35, 0.44,
       162.29, 'paid', 'mollie', 'online', '[]'::jsonb
     FROM generate_series(1, $2::int) AS n`,
    [eventId, TICKETS]
  )
  // Codes as long as real ones (prefix + UUID) so the list's size is honest.
  await db.query(
    `INSERT INTO tickets (order_id, event_id, ticket_type_id, buyer_name, buyer_email, contact_method, qr_code, purchase_price)
     SELECT o.id, o.event_id, CASE WHEN o.id % 5 = 0 THEN $3::int ELSE $2::int END, o.buyer_name, o.buyer_email, 'email',
       'DOOR-' || gen_random_uuid(), 150
     FROM orders o WHERE o.event_id = $1`,
    [eventId, types.rows[0].id, types.rows[1].id]
  )
  await db.query('ANALYZE tickets')
  return eventId
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'organizer@demo.sr', password: 'Demo1234!' }),
  })
  return ((await response.json()) as { token: string }).token
}

const product = await startProduct(3431, 54431)
const pgPort = Number(process.env.BENCH_PG_PORT || 54431)
const db = new pg.Pool({ connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort}/suritickets`, max: 2 })
try {
  const eventId = await seed(db)
  // Every run scans the same tickets afresh.
  await db.query('DELETE FROM check_ins WHERE event_id = $1', [eventId])
  await db.query('UPDATE tickets SET is_checked_in = false, checked_in_at = NULL, checked_in_by = NULL WHERE event_id = $1', [eventId])
  const codes = (await db.query('SELECT qr_code FROM tickets WHERE event_id = $1 ORDER BY id', [eventId])).rows.map((row) => row.qr_code)
  const tokens = await Promise.all(Array.from({ length: GATES }, () => login(product.base)))
  let next = 0
  const statuses = new Map<string, number>()
  const validateOne = async (gate: number): Promise<number> => {
    const started = performance.now()
    const response = await fetch(`${product.base}/api/tickets/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[gate]}` },
      body: JSON.stringify({ eventId, qrCode: codes[next++ % codes.length], nonce: randomUUID(), gate: `Poort ${gate + 1}` }),
    })
    const body = (await response.json()) as { status?: string }
    const key = response.ok ? body.status! : `HTTP ${response.status}`
    statuses.set(key, (statuses.get(key) ?? 0) + 1)
    return started
  }
  for (let i = 0; i < 20; i++) await validateOne(i % GATES)

  // (0) One at a time, next to the cheapest signed-in route: what a validation costs beyond the machine's load.
  const sequential = async (call: () => Promise<unknown>) => {
    const times: number[] = []
    for (let i = 0; i < 50; i++) {
      const started = performance.now()
      await call()
      times.push(performance.now() - started)
    }
    return percentile(
      times.sort((a, b) => a - b),
      50
    ).toFixed(1)
  }
  const alone = await sequential(() => validateOne(0))
  const baseline = await sequential(async () =>
    (await fetch(`${product.base}/api/auth/validate-status`, { headers: { authorization: `Bearer ${tokens[0]}` } })).arrayBuffer()
  )
  console.log(`
one at a time (p50): validate ${alone} ms; GET /api/auth/validate-status ${baseline} ms (load average ${loadavg()[0].toFixed(1)})`)

  // (1) Open loop: scan k is due at start + k/RATE, at gate k % GATES; latency counts from when it was due.
  const scans = RATE * STEADY_SECONDS
  const latencies: number[] = []
  const start = performance.now() + 100
  await Promise.all(
    Array.from({ length: scans }, async (_, k) => {
      const due = start + (k * 1000) / RATE
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())))
      await validateOne(k % GATES)
      latencies.push(performance.now() - due)
    })
  )
  latencies.sort((a, b) => a - b)
  console.log(`\nPOST /api/tickets/validate, ${RATE} scans/s from ${GATES} gates for ${STEADY_SECONDS} s (${scans} scans)`)
  console.log(
    `  p50 ${percentile(latencies, 50).toFixed(1)} ms   p99 ${percentile(latencies, 99).toFixed(1)} ms   max ${latencies.at(-1)!.toFixed(1)} ms   (goal p99 < 100 ms)`
  )

  // (2) Closed loop: each gate scans again as soon as it has its answer.
  let done = 0
  const burstEnd = performance.now() + BURST_SECONDS * 1000
  await Promise.all(
    Array.from({ length: GATES }, async (_, gate) => {
      while (performance.now() < burstEnd) {
        await validateOne(gate)
        done++
      }
    })
  )
  console.log(`\n${GATES} gates scanning back to back for ${BURST_SECONDS} s: ${(done / BURST_SECONDS).toFixed(0)} validations/s`)
  console.log(`  answers: ${[...statuses].map(([status, n]) => `${status} ${n}`).join(', ')}`)

  // (3) The offline list.
  const times: number[] = []
  let bytes = 0
  let gzipped = 0
  let entries = 0
  for (let i = 0; i < 5; i++) {
    const started = performance.now()
    const response = await fetch(`${product.base}/api/events/${eventId}/check-ins/offline-list`, {
      headers: { authorization: `Bearer ${tokens[0]}`, 'accept-encoding': 'identity' },
    })
    const text = await response.text()
    times.push(performance.now() - started)
    bytes = Buffer.byteLength(text)
    gzipped = gzipSync(text).length
    entries = (JSON.parse(text) as { codes: unknown[] }).codes.length
  }
  times.sort((a, b) => a - b)
  console.log(`\nGET /api/events/:id/check-ins/offline-list, ${entries} tickets`)
  console.log(
    `  ${(bytes / 1024).toFixed(0)} KB raw (${(bytes / 1_000_000).toFixed(2)} MB; goal < 1 MB), ${(gzipped / 1024).toFixed(0)} KB gzip; median ${percentile(times, 50).toFixed(0)} ms`
  )
} finally {
  await db.end()
  await product.stop()
}
