/*
 * `npm run bench:onsale`: an on-sale rush. Many buyers at once hold and buy one ticket each from one hot
 * ticket type for 20 s through the real API (POST /api/tickets/reserve, then POST /api/tickets/purchase),
 * next to a SQL-only baseline doing the same writes (hold insert; lock, conditional update, order and
 * ticket insert, hold consumed) at the same concurrency on the same database. Prints purchases/s,
 * p50/p99 per hold+buy cycle, the oversell check for both, and the ratio API/SQL (goal >= 0.9).
 * Each cycle is another buyer on another network: the server trusts 127.0.0.1 as its proxy
 * (TRUSTED_PROXIES) and every cycle sends its own X-Forwarded-For, so the per-network limits of
 * config/limits.ts apply to each buyer as they would in a real rush.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import pg from 'pg'
import { startProduct } from './server.ts'

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 20)
const SECONDS = Number(process.env.BENCH_SECONDS || 20)
const STOCK = 1_000_000

interface Run {
  purchases: number
  refused: number
  errors: number
  latencies: number[]
  seconds: number
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

async function rush(cycle: () => Promise<'ok' | 'refused'>, seconds = SECONDS): Promise<Run> {
  const run: Run = { purchases: 0, refused: 0, errors: 0, latencies: [], seconds }
  const until = Date.now() + seconds * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const t = performance.now()
        try {
          const outcome = await cycle()
          if (outcome === 'ok') run.purchases++
          else run.refused++
          run.latencies.push(performance.now() - t)
        } catch {
          run.errors++
        }
      }
    })
  )
  run.seconds = (performance.now() - started) / 1000
  run.latencies.sort((a, b) => a - b)
  return run
}

/** A published free event with one hot ticket type of STOCK seats; returns their ids. */
async function hotTicketType(db: pg.Pool, label: string) {
  const organizer = await db.query("SELECT id FROM users WHERE role = 'organizer' ORDER BY id LIMIT 1")
  const event = await db.query(
    `INSERT INTO events (organizer_id, title, description, category, start_date, end_date, is_published, qr_code_prefix)
     VALUES ($1, $2, 'bench', 'Muziek', now() + interval '30 days', now() + interval '30 days 4 hours', true, 'BENCH') RETURNING id`,
    [organizer.rows[0].id, `Bench ${label} ${randomUUID().slice(0, 6)}`]
  )
  const type = await db.query(
    `INSERT INTO ticket_types (event_id, name, price, max_quantity, quantity_sold, is_active, sort_order) VALUES ($1, 'Hot', 0, $2, 0, true, 1) RETURNING id`,
    [event.rows[0].id, STOCK]
  )
  return { eventId: event.rows[0].id as number, ticketTypeId: type.rows[0].id as number }
}

async function oversellCheck(db: pg.Pool, ticketTypeId: number, purchases: number) {
  const row = (
    await db.query(
      `SELECT t.quantity_sold, t.max_quantity, (SELECT count(*) FROM tickets WHERE ticket_type_id = t.id)::int AS tickets FROM ticket_types t WHERE t.id = $1`,
      [ticketTypeId]
    )
  ).rows[0]
  const ok = row.quantity_sold === row.tickets && row.tickets === purchases && row.quantity_sold <= row.max_quantity
  return { ...row, ok }
}

process.env.TRUSTED_PROXIES ??= '127.0.0.1'
const product = await startProduct(3611, 54611)
// The SQL baseline connects as the server does (the Unix socket), so both paths pay the same per-statement transport.
const db = new pg.Pool({ connectionString: product.databaseUrl, max: CONCURRENCY + 2 })
try {
  // API: hold, then buy, as the checkout does. A 2 s warm-up on its own ticket type first.
  let buyers = 0
  /** A buyer's own address in 10.0.0.0/8. */
  const nextAddress = () => `10.${(++buyers >> 16) & 255}.${(buyers >> 8) & 255}.${buyers & 255}`
  const post = (path: string, body: unknown, from: string) =>
    fetch(product.base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify(body),
    })
  const apiCycleFor = (hot: { eventId: number; ticketTypeId: number }) => async () => {
    const from = nextAddress()
    const sessionId = `bench-${randomUUID()}`
    const email = `bench-${randomUUID().slice(0, 12)}@example.sr`
    const hold = await post('/api/tickets/reserve', { ticketTypeId: hot.ticketTypeId, quantity: 1, sessionId, buyerEmail: email }, from)
    await hold.arrayBuffer()
    if (hold.status !== 201) return 'refused' as const
    const buy = await post(
      '/api/tickets/purchase',
      {
        eventId: hot.eventId,
        tickets: [{ ticketTypeId: hot.ticketTypeId, quantity: 1 }],
        buyerInfo: { contactMethod: 'email', firstName: 'Bench', lastName: 'Koper', email, confirmEmail: email },
        isAllFree: true,
        reservationId: sessionId,
      },
      from
    )
    await buy.arrayBuffer()
    if (buy.status === 201) return 'ok' as const
    if (buy.status >= 500) throw new Error(`purchase ${buy.status}`)
    return 'refused' as const
  }
  await rush(apiCycleFor(await hotTicketType(db, 'warm-up')), 2)
  const api = await hotTicketType(db, 'api')
  const apiRun = await rush(apiCycleFor(api))
  const apiCheck = await oversellCheck(db, api.ticketTypeId, apiRun.purchases)

  // SQL only: the same writes in two transactions per cycle, straight on the pool.
  const sql = await hotTicketType(db, 'sql')
  const sqlCycle = async () => {
    const client = await db.connect()
    try {
      const sessionId = `bench-${randomUUID()}`
      await client.query(
        `INSERT INTO ticket_reservations (ticket_type_id, quantity, session_id, buyer_email, contact_method, reserved_at, expires_at, is_active)
         VALUES ($1, 1, $2, 'bench@example.sr', 'email', now(), now() + interval '20 minutes', true)`,
        [sql.ticketTypeId, sessionId]
      )
      await client.query('BEGIN')
      await client.query('SELECT id FROM ticket_types WHERE id = $1 FOR UPDATE', [sql.ticketTypeId])
      const updated = await client.query(
        'UPDATE ticket_types SET quantity_sold = quantity_sold + 1 WHERE id = $1 AND quantity_sold + 1 <= max_quantity',
        [sql.ticketTypeId]
      )
      if (updated.rowCount !== 1) {
        await client.query('ROLLBACK')
        return 'refused' as const
      }
      await client.query('UPDATE ticket_reservations SET is_active = false WHERE session_id = $1 AND is_active', [sessionId])
      const order = await client.query(
        `INSERT INTO orders (order_number, event_id, buyer_name, buyer_email, contact_method, status, payment_provider, session_id)
         VALUES ($1, $2, 'Bench Koper', 'bench@example.sr', 'email', 'free', 'free', $3) RETURNING id`,
        [`SQ-${randomBytes(5).toString('hex').toUpperCase()}`, sql.eventId, sessionId]
      )
      await client.query(
        `INSERT INTO tickets (order_id, event_id, ticket_type_id, buyer_email, buyer_name, buyer_identifier, contact_method, qr_code, purchase_price)
         VALUES ($1, $2, $3, 'bench@example.sr', 'Bench Koper', 'bench@example.sr', 'email', $4, 0)`,
        [order.rows[0].id, sql.eventId, sql.ticketTypeId, `BENCH-${randomBytes(16).toString('base64url')}`]
      )
      await client.query('COMMIT')
      return 'ok' as const
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
  }
  const sqlRun = await rush(sqlCycle)
  const sqlCheck = await oversellCheck(db, sql.ticketTypeId, sqlRun.purchases)

  const rate = (r: Run) => r.purchases / r.seconds
  const line = (name: string, r: Run, check: { ok: boolean }) =>
    `${name.padEnd(34)} ${rate(r).toFixed(0).padStart(12)} ${percentile(r.latencies, 50).toFixed(1).padStart(8)} ${percentile(r.latencies, 99).toFixed(1).padStart(8)} ${String(r.errors).padStart(7)} ${(check.ok ? 'exact' : 'OVERSOLD/LOST').padStart(14)}`
  console.log(`\nOn-sale rush: ${CONCURRENCY} buyers at once, ${SECONDS} s each, one hot ticket type (hold + buy per cycle)\n`)
  console.log(
    `${'path'.padEnd(34)} ${'purchases/s'.padStart(12)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)} ${'stock check'.padStart(14)}`
  )
  console.log(line('API reserve + purchase', apiRun, apiCheck))
  console.log(line('SQL only, same writes', sqlRun, sqlCheck))
  console.log(
    `\nAPI: ${apiRun.purchases} sold, ${apiRun.refused} refused, quantity_sold ${apiCheck.quantity_sold}, tickets ${apiCheck.tickets}; SQL: ${sqlRun.purchases} sold, tickets ${sqlCheck.tickets}`
  )
  console.log(
    `ratio api/sql = ${(rate(apiRun) / rate(sqlRun)).toFixed(2)} (goal >= 0.9; pretix publishes about 500 orders per minute per event = 8.3/s)`
  )
  if (!apiCheck.ok || !sqlCheck.ok) process.exitCode = 1
} finally {
  await db.end()
  await product.stop()
}
