/*
 * The product behind a real PgBouncer in transaction pooling mode (DATABASE_URL through the pooler, migrations and
 * pg-boss on DATABASE_DIRECT_URL): a small rush of free and paid (Uni5Pay+ sandbox) purchases sells every seat once,
 * never more than the stock, with every answer a success or a refusal. Skipped, in one line, where `pgbouncer` is not
 * installed (Debian's package; the project does not install it).
 */
import { join } from 'node:path'
import { Buyer, type CartLine } from '../../scripts/buyer.ts'
import { clientAddress } from '../../scripts/product_process.ts'
import { findPgBouncer, startPgBouncer } from '../../scripts/pgbouncer.ts'
import { createEvent, paidWithoutTickets } from '../../scripts/sales_data.ts'
import { PORT, sleep, type FaultContext } from './context.ts'
import type { ServerProcess } from '../../scripts/product_process.ts'

const SCENARIO = 'a rush through PgBouncer (transaction pooling)'
const BOUNCER_PORT = Number(process.env.FAULTS_PGBOUNCER_PORT || PORT + 3)
const BUYERS = 24
const SEATS = { free: 60, paid: 30 }

export async function rushThroughPgBouncer(ctx: FaultContext): Promise<void | 'skipped'> {
  console.log(`\n${SCENARIO}`)
  const binary = findPgBouncer()
  if (!binary) {
    console.log('  skipped: pgbouncer not installed')
    return 'skipped'
  }
  await ctx.server?.kill('SIGTERM')
  ctx.server = null
  // A small server pool: the product's 10 connections per process share 4 server connections, so transactions of
  // different requests really do take turns on the same sessions.
  const bouncer = await startPgBouncer({
    binary,
    dir: join(ctx.dir, 'pgbouncer'),
    port: BOUNCER_PORT,
    upstreamUrl: ctx.cluster.url,
    poolSize: 4,
  })
  let server: ServerProcess | null = null
  try {
    server = await ctx.startServer({
      databaseUrl: bouncer.url,
      env: { DATABASE_DIRECT_URL: ctx.cluster.url, WEB_CONCURRENCY: '2' },
    })
    const event = await createEvent(ctx.db, 'Fouten: PgBouncer', [
      { name: 'Gratis', price: '0.00', maxQuantity: SEATS.free },
      { name: 'Betaald', price: '25.00', maxQuantity: SEATS.paid },
    ])
    const before = await bouncer.stats()
    const statuses = new Map<string, number>()
    const unexpected: string[] = []
    const note = (what: string, answer: { status: number; failure?: string; body: unknown }) => {
      const key = `${what} ${answer.status || answer.failure}`
      statuses.set(key, (statuses.get(key) ?? 0) + 1)
      if (answer.status >= 200 && answer.status < 500) return
      if (unexpected.length < 5) unexpected.push(`${key} ${JSON.stringify(answer.body)?.slice(0, 200)}`)
    }
    const soldOut = { free: false, paid: false }
    const remaining = { free: SEATS.free, paid: SEATS.paid }
    let buyerNumber = 0
    await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        while (!(soldOut.free && soldOut.paid) && unexpected.length === 0) {
          const paid = soldOut.free || (!soldOut.paid && Math.random() < 0.4)
          const buyer = new Buyer(server!.base, { clientIp: clientAddress(buyerNumber++), timeoutMs: 20_000 })
          const kind = paid ? 'paid' : 'free'
          const line: CartLine = {
            ticketTypeId: event.types[paid ? 1 : 0],
            quantity: Math.max(1, Math.min(remaining[kind], 1 + Math.floor(Math.random() * 2))),
          }
          const hold = await buyer.hold(line)
          note('hold', hold)
          if (hold.status === 409 || hold.status === 422) {
            // No seats left to hold for this type (sold, or all held by buyers still paying): done with it once sold out.
            const left = await ctx.db.query('SELECT max_quantity - quantity_sold AS left FROM ticket_types WHERE id = $1', [
              line.ticketTypeId,
            ])
            remaining[kind] = left.rows[0].left
            if (remaining[kind] === 0) soldOut[kind] = true
            // Otherwise the rest is held by buyers still buying: look again shortly.
            else await sleep(50)
            continue
          }
          if (hold.status !== 201) continue
          if (!paid) {
            note('purchase', await buyer.buyFree(event.eventId, [line]))
            continue
          }
          const created = await buyer.createPayment(event.eventId, [line], 'uni5pay')
          note('payment', created)
          if (created.status !== 201) continue
          note('approve', await buyer.approveSandbox(created.body.checkoutUrl))
        }
      })
    )
    const after = await bouncer.stats()
    ctx.figure(`answers: ${[...statuses].map(([key, count]) => `${key} ×${count}`).join(', ')}`)
    ctx.figure(
      `PgBouncer carried ${after.transactions - before.transactions} transactions (${after.queries - before.queries} queries) over 4 server connections`
    )
    ctx.check(
      SCENARIO,
      'every answer was a success or a refusal (no 5xx, no cut connection)',
      unexpected.length === 0,
      unexpected.join('\n      ')
    )
    ctx.check(
      SCENARIO,
      'the requests went through PgBouncer',
      after.transactions - before.transactions > 100,
      JSON.stringify({ before, after })
    )
    const stock = await ctx.db.query(
      `SELECT tt.id, tt.max_quantity, tt.quantity_sold,
              (SELECT count(*)::int FROM tickets t WHERE t.ticket_type_id = tt.id) AS tickets
       FROM ticket_types tt WHERE tt.event_id = $1 ORDER BY tt.id`,
      [event.eventId]
    )
    ctx.figure(
      `stock: ${stock.rows.map((r) => `type ${r.id}: ${r.quantity_sold}/${r.max_quantity} sold, ${r.tickets} tickets`).join('; ')}`
    )
    ctx.check(
      SCENARIO,
      'every seat sold exactly once: quantity_sold equals the tickets issued and the stock (sold out, never more)',
      stock.rows.every((r) => r.quantity_sold === r.tickets && r.tickets === r.max_quantity),
      JSON.stringify(stock.rows)
    )
    ctx.check(SCENARIO, 'every paid sandbox payment has its tickets', (await paidWithoutTickets(ctx.db, [event.eventId])).length === 0)
    await ctx.checkInvariants(SCENARIO, [event.eventId])
  } finally {
    await server?.kill('SIGTERM')
    ctx.server = null
    await bouncer.stop()
  }
}
