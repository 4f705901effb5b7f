/*
 * `npm run bench:organizer-orders`: the organizer's order list and CSV exports on one event with
 * 100,000 orders (and a ticket each), seeded once into the bench cluster. Prints p50/p99 of
 * GET /api/events/:id/orders per kind of query (first page, a deep page, searches, filters), and the time and
 * size of the two streamed CSV downloads. Figures only: nothing here passes or fails.
 */
import pg from 'pg'
import { startProduct } from './server.ts'

const ORDERS = 100_000
const RUNS = 40
const TITLE = `Bench organizer orders ${ORDERS}`

async function seed(db: pg.Pool): Promise<{ eventId: number; typeId: number }> {
  const found = await db.query('SELECT id FROM events WHERE title = $1', [TITLE])
  if (found.rows[0]) {
    const type = await db.query('SELECT id FROM ticket_types WHERE event_id = $1 ORDER BY id LIMIT 1', [found.rows[0].id])
    return { eventId: found.rows[0].id, typeId: type.rows[0].id }
  }
  const started = Date.now()
  const organizer = await db.query("SELECT id FROM users WHERE email = 'organizer@demo.sr'")
  const event = await db.query(
    `INSERT INTO events (organizer_id, title, description, category, start_date, end_date, is_published, qr_code_prefix)
     VALUES ($1, $2, 'bench', 'Muziek', now() + interval '30 days', now() + interval '30 days 4 hours', true, 'BENCH') RETURNING id`,
    [organizer.rows[0].id, TITLE]
  )
  const eventId = event.rows[0].id
  const type = await db.query(
    `INSERT INTO ticket_types (event_id, name, price, max_quantity, quantity_sold, is_active, sort_order)
     VALUES ($1, 'Staanplaats', 150, $2, $2, true, 1) RETURNING id`,
    [eventId, ORDERS]
  )
  const typeId = type.rows[0].id
  // Names, addresses and numbers that vary like real ones; statuses and channels in realistic shares.
  await db.query(
    `INSERT INTO orders (order_number, event_id, buyer_name, buyer_email, buyer_phone, contact_method, subtotal, platform_fee,
       payment_fee, payment_fee_btw, total, status, payment_provider, channel, lines, created_at)
     SELECT 'BN-' || lpad(n::text, 7, '0'), $1,
       (ARRAY['Anoeska','Ravi','Zoë','Glenn','Shanti','Marcel','Priya','Rowan'])[1 + n % 8] || ' ' ||
         (ARRAY['Ramdin','Pinas','Sewdien','Kromodimedjo','Jagroep','Tjon A Joe','Mahabier','Esajas','Amatdjais'])[1 + n % 9] || ' ' || n,
       'koper' || n || '@example.sr', '+5978' || lpad(n::text, 6, '0'), 'email', 150, 7.5, 4.35, 0.44, 162.29,
       (CASE WHEN n % 10 = 0 THEN 'free' WHEN n % 17 = 0 THEN 'cancelled' ELSE 'paid' END)::order_status, 'mollie',
       CASE WHEN n % 7 = 0 THEN 'loket' ELSE 'online' END,
       jsonb_build_array(jsonb_build_object('ticketTypeId', $2::int, 'quantity', 1, 'price', '150.00')),
       now() - n * interval '30 seconds'
     FROM generate_series(1, $3::int) AS n`,
    [eventId, typeId, ORDERS]
  )
  await db.query(
    `INSERT INTO tickets (order_id, event_id, ticket_type_id, buyer_name, buyer_email, contact_method, qr_code, purchase_price)
     SELECT o.id, o.event_id, $2, o.buyer_name, o.buyer_email, 'email', 'BENCH-' || o.order_number, 150 FROM orders o WHERE o.event_id = $1`,
    [eventId, typeId]
  )
  await db.query('ANALYZE orders')
  await db.query('ANALYZE tickets')
  console.log(`seeded ${ORDERS} orders and tickets in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return { eventId, typeId }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

const product = await startProduct(3606, 54606)
const pgPort = Number(process.env.BENCH_PG_PORT || 54606)
const db = new pg.Pool({ connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort}/suritickets`, max: 2 })
try {
  const { eventId, typeId } = await seed(db)
  const login = await fetch(`${product.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'organizer@demo.sr', password: 'Demo1234!' }),
  })
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
  const list = (query: Record<string, unknown>, filter: Record<string, unknown> = {}) =>
    `/api/events/${eventId}/orders?${new URLSearchParams({ ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), filter: JSON.stringify(filter) })}`
  const cases: [string, string][] = [
    ['first page (newest 25)', list({})],
    ['page 2000 of 4000 (deep offset)', list({ page: 2000, perPage: 25 })],
    ['sorted by buyer name', list({ sort: 'buyerName', order: 'ASC' })],
    ['search name "kromodimedjo 4"', list({}, { q: 'kromodimedjo 4' })],
    ['search e-mail "koper77123@"', list({}, { q: 'koper77123@' })],
    ['search phone "+597 807 7123"', list({}, { q: '+597 807 7123' })],
    ['search order number "BN-0054321"', list({}, { q: 'BN-0054321' })],
    ['search ticket code', list({}, { q: 'BENCH-BN-0012345' })],
    ['filter status free', list({}, { status: 'free' })],
    ['filter channel loket + paid', list({}, { channel: 'loket', status: 'paid' })],
    ['filter ticket type', list({}, { ticketTypeId: typeId })],
  ]
  console.log(`\nGET /api/events/:id/orders on one event with ${ORDERS} orders, ${RUNS} sequential requests each\n`)
  console.log(`${'query'.padEnd(36)} ${'total'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`)
  for (const [name, path] of cases) {
    let total = 0
    for (let i = 0; i < 3; i++) await (await fetch(product.base + path, { headers })).arrayBuffer()
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now()
      const response = await fetch(product.base + path, { headers })
      const body = (await response.json()) as { total?: number }
      times.push(performance.now() - started)
      if (!response.ok) throw new Error(`${name}: ${response.status} ${JSON.stringify(body)}`)
      total = body.total ?? 0
    }
    times.sort((a, b) => a - b)
    console.log(
      `${name.padEnd(36)} ${String(total).padStart(7)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 99).toFixed(1).padStart(8)}`
    )
  }
  console.log('\nStreamed CSV downloads (whole file)\n')
  for (const file of ['attendees.csv', 'orders.csv']) {
    const started = performance.now()
    const response = await fetch(`${product.base}/api/events/${eventId}/${file}`, { headers })
    let bytes = 0
    let firstByte = 0
    for await (const chunk of response.body!) {
      if (!firstByte) firstByte = performance.now() - started
      bytes += (chunk as Uint8Array).length
    }
    const seconds = (performance.now() - started) / 1000
    console.log(
      `${file.padEnd(16)} ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(2)} s, first bytes after ${firstByte.toFixed(0)} ms (status ${response.status})`
    )
  }
} finally {
  await db.end()
  await product.stop()
}
