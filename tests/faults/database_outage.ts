/*
 * Stop PostgreSQL immediately (SIGQUIT to the postmaster, as `pg_ctl stop -m immediate`)
 * while buyers browse, hold and buy, then start it again. While it is down every answer comes quickly:
 * 503 with the JSON error body from the API, the storefront's error page for a page; nothing hangs and
 * the server keeps running. Within 5 s of PostgreSQL being back the API serves again, and the invariants
 * hold.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Buyer, percentile, type Answer } from '../../scripts/buyer.ts'
import { clientAddress } from '../../scripts/product_process.ts'
import { sleep, type FaultContext } from './context.ts'
import { createEvent } from '../../scripts/sales_data.ts'

const SCENARIO = 'PostgreSQL stopped under load'
const BUYERS = 12
/** A request still open after this counts as a hang. */
const REQUEST_TIMEOUT_MS = 5_000
const DOWN_MS = 4_000
const RECOVERY_GOAL_MS = 5_000

interface Sample {
  kind: 'page' | 'api'
  startedAt: number
  endedAt: number
  answer: Answer
}

export async function databaseOutage(ctx: FaultContext) {
  console.log(`\n${SCENARIO}`)
  const server = ctx.server ?? (await ctx.startServer())
  const event = await createEvent(ctx.db, 'Fouten: database weg', [{ name: 'Gratis', price: '0.00', maxQuantity: 100_000 }])
  const samples: Sample[] = []
  let running = true
  let buyerNumber = 0
  const record = async (kind: Sample['kind'], call: () => Promise<Answer>) => {
    const startedAt = Date.now()
    const answer = await call()
    samples.push({ kind, startedAt, endedAt: Date.now(), answer })
    return answer
  }
  const load = Array.from({ length: BUYERS }, async () => {
    while (running) {
      const buyer = new Buyer(server.base, { clientIp: clientAddress(500_000 + buyerNumber++), timeoutMs: REQUEST_TIMEOUT_MS })
      const roll = Math.random()
      if (roll < 0.2) {
        await record('page', () => buyer.eventPage(event.eventId))
      } else if (roll < 0.5) {
        await record('api', () => buyer.ticketTypes(event.eventId))
      } else {
        const line = { ticketTypeId: event.types[0], quantity: 1 + Math.floor(Math.random() * 2) }
        const hold = await record('api', () => buyer.hold(line))
        if (hold.status === 201) await record('api', () => buyer.buyFree(event.eventId, [line]))
      }
      // A buyer who just got an error waits a moment before trying again, as a person would.
      if (samples.at(-1)?.answer.status !== 201 && samples.at(-1)?.answer.status !== 200) await sleep(50)
    }
  })

  await sleep(2_000)
  const logMark = server.outputMark()
  const downAt = Date.now()
  await ctx.cluster.crash()
  await sleep(DOWN_MS)
  const restartAt = Date.now()
  await ctx.cluster.start()
  const upAt = Date.now()
  await sleep(RECOVERY_GOAL_MS + 2_000)
  running = false
  await Promise.all(load)
  const log = server.output(logMark)

  const isJson503 = (a: Answer) => a.status === 503 && a.body?.success === false && a.body?.code === 'DATABASE_UNAVAILABLE'
  const isErrorPage = (a: Answer) => a.status === 503 && typeof a.body === 'string' && a.body.includes('<html')
  const ok = (a: Answer) => a.status >= 200 && a.status < 500
  // Started once the postmaster was gone and ended before it was started again: PostgreSQL was down throughout.
  const down = samples.filter((s) => s.startedAt >= downAt + 200 && s.endedAt <= restartAt)
  const wrong = down.filter((s) => !ok(s.answer) && !(s.kind === 'api' ? isJson503(s.answer) : isErrorPage(s.answer)))
  const hangs = samples.filter((s) => s.answer.failure === 'timeout')
  const cut = samples.filter((s) => s.answer.failure === 'network')
  const served503 = samples.filter((s) => s.answer.status === 503)
  const firstServed = samples
    .filter((s) => s.kind === 'api' && s.startedAt >= upAt && ok(s.answer))
    .sort((a, b) => a.endedAt - b.endedAt)[0]
  const recoveryMs = firstServed ? firstServed.endedAt - upAt : Number.POSITIVE_INFINITY
  const lateFailures = samples.filter((s) => s.startedAt >= upAt + RECOVERY_GOAL_MS && !ok(s.answer))
  const downMs = down.map((s) => s.endedAt - s.startedAt).sort((a, b) => a - b)

  ctx.figure(
    `${samples.length} requests, ${down.length} while PostgreSQL was down (${restartAt - downAt} ms), ${served503.length} answered 503; ` +
      `answer time while down p50 ${percentile(downMs, 50)} ms, max ${downMs.at(-1) ?? 0} ms; PostgreSQL start took ${upAt - restartAt} ms; ` +
      `API served again ${recoveryMs} ms after PostgreSQL was back`
  )
  ctx.check(SCENARIO, 'the server process kept running', server.child.exitCode === null && server.child.signalCode === null)
  ctx.check(
    SCENARIO,
    `no request hung (none open after ${REQUEST_TIMEOUT_MS} ms) and no connection was cut`,
    hangs.length + cut.length === 0,
    `${hangs.length} hung, ${cut.length} cut`
  )
  ctx.check(
    SCENARIO,
    'while PostgreSQL was down the API answered 503 DATABASE_UNAVAILABLE (JSON) and pages the 503 error page',
    down.length > 0 && wrong.length === 0,
    `${down.length} answers while down, wrong: ${wrong
      .slice(0, 3)
      .map((s) => `${s.answer.status} ${JSON.stringify(s.answer.body)?.slice(0, 160)}`)
      .join(' | ')}`
  )
  ctx.check(
    SCENARIO,
    `the API served again within ${RECOVERY_GOAL_MS} ms after PostgreSQL was back`,
    recoveryMs <= RECOVERY_GOAL_MS,
    `${recoveryMs} ms`
  )
  ctx.check(
    SCENARIO,
    `no failure from ${RECOVERY_GOAL_MS} ms after PostgreSQL was back`,
    lateFailures.length === 0,
    lateFailures
      .slice(0, 3)
      .map((s) => `${s.answer.status} ${JSON.stringify(s.answer.body)?.slice(0, 160)}`)
      .join(' | ')
  )
  const logFile = join(ctx.dir, 'outage-server.log')
  writeFileSync(logFile, log)
  const lines = log.split('\n').filter(Boolean)
  const stackLines = lines.filter((l) => /\\n\s+at |^\s+at /.test(l))
  ctx.figure(`${lines.length} log lines from the server during the outage and recovery`)
  ctx.check(
    SCENARIO,
    'the outage is logged briefly (no stack traces)',
    stackLines.length === 0,
    `${stackLines.length} of them, all in ${logFile}; first: ${stackLines[0]?.slice(0, 300)}`
  )
  // pg-boss polls on through the outage (or starts late, when the outage came while it started).
  const delivered = await deliveriesSince(ctx, new Date(upAt))
  ctx.check(SCENARIO, 'background jobs run again: tickets are delivered after the recovery', delivered.ok, delivered.detail)
  await ctx.checkInvariants(SCENARIO, [event.eventId])
}

/** Waits up to 20 s for the ticket delivery job to deliver any order after `since` (earlier orders queue first). */
async function deliveriesSince(ctx: FaultContext, since: Date) {
  const query = `SELECT count(*)::int AS delivered FROM orders WHERE tickets_delivered_at >= $1`
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if ((await ctx.db.query(query, [since])).rows[0].delivered > 0) return { ok: true }
    await sleep(500)
  }
  return { ok: false, detail: 'no order delivered within 20 s' }
}
