/*
 * `npm run bench:rush`: an on-sale rush. An event with 500 seats (200 free, 300 paid) and
 * 2,000 buyers arriving within 10 s, each from its own client address (X-Forwarded-For; the product is
 * started with TRUSTED_PROXIES=127.0.0.1). Each loads the event page, reads the ticket types and polls
 * them every 10 s (SPEC §9), holds 1 to 4 tickets, and most buy (free, or through the Uni5Pay+ sandbox:
 * create, approve, webhook); a few give their hold back. Prints time to sell out, holds and purchases per
 * second, p50/p99 per call, errors and the seats sold (checked in SQL), then the ceiling: hold + free
 * purchase cycles through the API against place_ticket_hold() + buy_free_tickets() called directly, at
 * the same concurrency.
 *
 * BENCH_SERVERS=2 starts two API processes on one database and spreads the buyers over both (separate processes on
 * their own ports, the buyers dealt round-robin as a load balancer would). BENCH_SERVERS=1,2,4 runs the rush once per
 * count and prints them side by side, per process and per core (scripts/bench/rush_compare.ts).
 * BENCH_ROOM=1: the big on-sale with the waiting room on (scripts/bench/rush_room.ts), by default 10,000 buyers
 * within 60 s for 500 seats, the opening 20 s after the first arrival (BENCH_ROOM_OPENS_AFTER), the rate 'auto'
 * (BENCH_ROOM_RATE sets one), the jobs (ticket PDFs and mail) in a process of their own as docs/scaling.md deploys
 * them (BENCH_JOB_NODE=0 keeps them in the API process); then the same buyers without the room; both side by side with the queue page's p99,
 * the admitted buyers' hold and purchase p99 and the rank correlation of arrival and queue order.
 * BENCH_PAID_SHARE (0.6) is the paid part of the seats; BENCH_DIAG=1 prints what the database sessions
 * waited on while selling (pg_stat_activity, sampled every 250 ms) and the statements the server sent;
 * BENCH_PROFILE_DIR writes CPU profiles.
 * BENCH_BUYERS, BENCH_SEATS, BENCH_ARRIVAL_SECONDS, BENCH_PORT (3811; +1 for the second server),
 * BENCH_PG_PORT (55411) change the set-up.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { Buyer, checkOut, percentile, type Answer } from '../buyer.ts'
import { clientAddress, clusterCpuSeconds, startCluster, startServer, testProductEnv, type ServerProcess } from '../product_process.ts'
import { createEvent, invariantViolations } from '../sales_data.ts'
import { compareRoom, compareServerCounts, writeRushSummary } from './rush_compare.ts'
import { openRoomInSql, queueOrderInSql, roomRush, type RoomRushResult } from './rush_room.ts'

/** BENCH_ROOM=1 compares the room on and off (two runs); BENCH_ROOM=on|off is one of them. */
const ROOM = process.env.BENCH_ROOM
if (ROOM === '1') process.exit(await compareRoom())
const ROOM_ON = ROOM === 'on'
const BUYERS = Number(process.env.BENCH_BUYERS || (ROOM ? 10_000 : 2000))
const SEATS = Number(process.env.BENCH_SEATS || 500)
const ARRIVAL_SECONDS = Number(process.env.BENCH_ARRIVAL_SECONDS || (ROOM ? 60 : 10))
const ROOM_OPENS_AFTER = Number(process.env.BENCH_ROOM_OPENS_AFTER || 20)
const ROOM_RATE = process.env.BENCH_ROOM_RATE ? Number(process.env.BENCH_ROOM_RATE) : null
/** BENCH_JOB_NODE=1 (the default with BENCH_ROOM): jobs in a process of their own, as docs/scaling.md deploys them. */
const JOB_NODE = process.env.BENCH_JOB_NODE ? process.env.BENCH_JOB_NODE === '1' : !!ROOM
const SERVER_COUNTS = (process.env.BENCH_SERVERS || '1').split(',').map(Number)
if (SERVER_COUNTS.length > 1) process.exit(await compareServerCounts(SERVER_COUNTS))
const SERVERS = SERVER_COUNTS[0]
const PORT = Number(process.env.BENCH_PORT || 3811)
const PG_PORT = Number(process.env.BENCH_PG_PORT || 55411)
const CEILING_SECONDS = Number(process.env.BENCH_CEILING_SECONDS || 8)
const POLL_MS = 10_000
/** The share of seats (and of buyers' wishes) that is paid; BENCH_PAID_SHARE=0 makes every seat free. */
const PAID_SHARE = Number(process.env.BENCH_PAID_SHARE ?? 0.6)
const FREE_SEATS = Math.round(SEATS * (1 - PAID_SHARE))

type Call =
  'event page' | 'ticket types' | 'queue page' | 'queue poll' | 'hold' | 'free purchase' | 'payment create' | 'payment approve' | 'release'

const timings = new Map<Call, number[]>()
const errors: string[] = []
const counts = { holds: 0, refusedHolds: 0, purchases: 0, seatsBought: 0, released: 0, leftSoldOut: 0 }
let soldOutAt = 0
let firstHoldAt = 0

function record(call: Call, answer: Answer, expected: number[]) {
  if (!timings.has(call)) timings.set(call, [])
  timings.get(call)!.push(answer.ms)
  // A refusal (409: too few seats left) is an answer, not an error.
  if (answer.status === 409 || expected.includes(answer.status)) return true
  errors.push(`${call}: ${answer.status || answer.failure} ${JSON.stringify(answer.body)?.slice(0, 160) ?? ''}`)
  return false
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface TypeView {
  id: number
  price: string
  availableNow: number
}

/** One buyer's visit, as the storefront does it. */
async function visit(n: number, base: string, eventId: number, stillSelling: () => boolean) {
  const buyer = new Buyer(base, { clientIp: clientAddress(n), timeoutMs: 30_000 })
  record('event page', await buyer.eventPage(eventId), [200])
  let types: TypeView[] = []
  const readTypes = async () => {
    const answer = await buyer.ticketTypes(eventId)
    if (record('ticket types', answer, [200])) types = answer.body.data
  }
  await readTypes()
  // SPEC §9: the selection refetches the ticket types every 10 s while the buyer is on the page.
  let onPage = true
  const polling = (async () => {
    while (onPage && stillSelling()) {
      await sleep(POLL_MS)
      if (onPage && stillSelling()) await readTypes()
    }
  })()
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      const wantsPaid = Math.random() < PAID_SHARE
      const open = types.filter((t) => t.availableNow > 0)
      const choice = open.find((t) => Number(t.price) > 0 === wantsPaid) ?? open[0]
      if (!choice) {
        counts.leftSoldOut++
        return
      }
      const line = { ticketTypeId: choice.id, quantity: Math.min(choice.availableNow, 1 + Math.floor(Math.random() * 4)) }
      firstHoldAt ||= performance.now()
      const hold = await buyer.hold(line)
      record('hold', hold, [201])
      if (hold.status !== 201) {
        counts.refusedHolds++
        await readTypes()
        continue
      }
      counts.holds++
      // Filling in the buyer form.
      await sleep(500 + Math.random() * 1000)
      if (Math.random() < 0.1) {
        record('release', await buyer.release(), [200])
        counts.released++
        return
      }
      const bought = await checkOut(buyer, eventId, line, choice.price, record)
      if (bought) {
        counts.purchases++
        counts.seatsBought += line.quantity
        if (counts.seatsBought >= SEATS && !soldOutAt) soldOutAt = performance.now()
      }
      return
    }
  } finally {
    onPage = false
    await polling
  }
}

/** Hold + free purchase in a closed loop at `concurrency`, through the API or straight through the SQL functions. */
async function ceiling(concurrency: number, cycle: () => Promise<boolean>) {
  let cycles = 0
  let failures = 0
  const until = performance.now() + CEILING_SECONDS * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        if (await cycle()) cycles++
        else failures++
      }
    })
  )
  return { perSecond: cycles / ((performance.now() - started) / 1000), failures }
}

const dir = join(tmpdir(), `suritickets-bench-rush-${PG_PORT}`)
const cluster = await startCluster({ dir, port: PG_PORT })
const servers: ServerProcess[] = []
let jobNode: ServerProcess | null = null
const db = new pg.Pool({ connectionString: cluster.url, max: 10 })
try {
  for (let i = 0; i < SERVERS; i++) {
    servers.push(
      await startServer({
        port: PORT + i,
        databaseUrl: cluster.url,
        probe: true,
        env: {
          ...testProductEnv(dir),
          ...(JOB_NODE ? { JOBS_ENABLED: 'false' } : {}),
          ...(process.env.BENCH_DIAG ? { PROBE_COUNT_QUERIES: '1' } : {}),
          // BENCH_PROFILE_DIR=/some/dir: a CPU profile of each server, written when it stops.
          ...(process.env.BENCH_PROFILE_DIR ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}` } : {}),
        },
      })
    )
  }
  // The deploy shape of docs/scaling.md: the buyer-facing processes run no jobs; one more process, which takes no
  // buyer traffic, delivers the tickets (PDF, mail) and runs the other queues.
  jobNode = JOB_NODE
    ? await startServer({ port: PORT + SERVERS, databaseUrl: cluster.url, env: { ...testProductEnv(dir), JOBS_ENABLED: 'true' } })
    : null
  const event = await createEvent(
    db,
    `Rush ${randomUUID().slice(0, 6)}`,
    [
      { name: 'Gratis', price: '0.00', maxQuantity: FREE_SEATS },
      { name: 'Regulier', price: '50.00', maxQuantity: SEATS - FREE_SEATS },
    ].filter((type) => type.maxQuantity > 0)
  )
  // Warm-up: the first requests of a fresh process compile and connect, and a server that sells has sold
  // before: one of each purchase on an event of its own (each first call loads its modules, and the
  // delivery job its PDF and QR code libraries: over a second of compiling on the server's one thread).
  const warmUp = await createEvent(db, `Warm-up ${randomUUID().slice(0, 6)}`, [
    { name: 'Gratis', price: '0.00', maxQuantity: 100 },
    { name: 'Regulier', price: '50.00', maxQuantity: 100 },
  ])
  for (const [index, server] of servers.entries()) {
    const page = new Buyer(server.base)
    for (let i = 0; i < 5; i++) await Promise.all([page.eventPage(event.eventId), page.ticketTypes(event.eventId)])
    const [free, paid] = warmUp.types.map((ticketTypeId) => ({ ticketTypeId, quantity: 1 }))
    const buyer = new Buyer(server.base, { clientIp: clientAddress(BUYERS + index) })
    const answers = [await buyer.hold(free), await buyer.buyFree(warmUp.eventId, [free]), await buyer.hold(paid)]
    const created = await buyer.createPayment(warmUp.eventId, [paid], 'uni5pay')
    answers.push(created, await buyer.approveSandbox(created.body?.checkoutUrl ?? ''), await buyer.hold(free), await buyer.release())
    if (ROOM_ON) answers.push(...(await warmUpRoom(server.base, BUYERS + SERVERS + index)))
    const failed = answers.filter((answer) => answer.status >= 400 || !answer.status)
    if (failed.length)
      throw new Error(`warm-up failed: ${failed.map((a) => `${a.status || a.failure} ${JSON.stringify(a.body)}`).join('; ')}`)
  }
  // The delivery job's first PDF.
  await sleep(3_000)

  const load = loadavg()[0].toFixed(2)
  console.log(
    `\nOn-sale rush: ${BUYERS} buyers within ${ARRIVAL_SECONDS} s, ${SEATS} seats (${FREE_SEATS} free), ${SERVERS} API process(es); load average before: ${load}`
  )
  // The probe's figures run since its last question: asked once here, the first reading covers the rush, not the start.
  for (const server of servers) await server.eventLoop().catch(() => null)
  const ownLoop = monitorEventLoopDelay({ resolution: 10 })
  ownLoop.enable()
  const started = performance.now()
  const cpuBefore = servers.map((server) => server.cpuSeconds())
  const jobNodeCpuBefore = jobNode?.cpuSeconds() ?? 0
  const databaseCpuBefore = clusterCpuSeconds(join(dir, 'pg'))
  const ownCpuBefore = process.cpuUsage()
  let selling = true
  let room: RoomRushResult | undefined
  const visits = ROOM_ON
    ? [
        roomRush({
          bases: servers.map((server) => server.base),
          db,
          eventId: event.eventId,
          seats: SEATS,
          buyers: BUYERS,
          arrivalSeconds: ARRIVAL_SECONDS,
          opensAfterSeconds: ROOM_OPENS_AFTER,
          paidShare: PAID_SHARE,
          openRoom: (opensAt) => openRoomInSql(db, event.eventId, opensAt, ROOM_RATE, 10),
          queueOrder: () => queueOrderInSql(db, event.eventId),
          onFirstHold: () => (firstHoldAt ||= performance.now()),
          onSoldOut: () => (soldOutAt ||= performance.now()),
        }).then((result) => {
          room = result
          for (const [call, list] of result.timings) timings.set(call, list)
          errors.push(...result.errors)
          Object.assign(counts, {
            holds: result.holds,
            refusedHolds: result.refusedHolds,
            purchases: result.purchases,
            seatsBought: result.seatsBought,
            leftSoldOut: result.toldSoldOut,
          })
        }),
      ]
    : Array.from({ length: BUYERS }, async (_, n) => {
        await sleep((n / BUYERS) * ARRIVAL_SECONDS * 1000)
        await visit(n, servers[n % SERVERS].base, event.eventId, () => selling)
      })
  // Once sold out, the pages still open stop polling at their next tick; the run ends with the last visit.
  const soldOutWatch = (async () => {
    while (!soldOutAt && performance.now() - started < (ROOM_ON ? 600_000 : 120_000)) await sleep(100)
    selling = false
  })()
  const loops: { p99: number; max: number; utilisation: number }[] = []
  const loopSampler = (async () => {
    while (selling) {
      await sleep(1000)
      for (const server of servers) {
        // No answer within 5 s is itself a figure: the loop was stuck that long.
        loops.push(await server.eventLoop().catch(() => ({ p99: 5000, max: 5000, utilisation: 1 })))
      }
    }
  })()
  const diag = new Map<string, number>()
  const sampler = process.env.BENCH_DIAG
    ? (async () => {
        while (selling) {
          const rows = (
            await db.query(
              `SELECT state, wait_event_type, wait_event, left(query, 40) AS q FROM pg_stat_activity WHERE datname = 'suritickets' AND pid <> pg_backend_pid()`
            )
          ).rows
          for (const r of rows) {
            const key = `${r.state}|${r.wait_event_type ?? ''}|${r.wait_event ?? ''}|${r.state === 'active' || r.state === 'idle in transaction' ? r.q : ''}`
            diag.set(key, (diag.get(key) ?? 0) + 1)
          }
          await sleep(250)
        }
      })()
    : Promise.resolve()
  await Promise.all(visits)
  selling = false
  await sampler
  await loopSampler
  for (const [key, n] of [...diag].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(String(n).padStart(6), key)
  await soldOutWatch
  const ended = performance.now()
  if (process.env.BENCH_DIAG) {
    console.log('  statements sent by the first server during the rush:')
    for (const [shape, count] of await servers[0].statements()) console.log(`${String(count).padStart(8)}  ${shape}`)
  }
  const serverCpu = servers.map((server, i) => ((server.cpuSeconds() - cpuBefore[i]) / ((ended - started) / 1000)) * 100)
  const jobNodeCpu = jobNode ? ((jobNode.cpuSeconds() - jobNodeCpuBefore) / ((ended - started) / 1000)) * 100 : null
  const databaseCpu = ((clusterCpuSeconds(join(dir, 'pg')) - databaseCpuBefore) / ((ended - started) / 1000)) * 100
  const ownCpu = process.cpuUsage(ownCpuBefore)
  const clientCpu = ((ownCpu.user + ownCpu.system) / 1000 / (ended - started)) * 100

  const stock = await db.query(
    `SELECT coalesce(sum(tt.quantity_sold), 0)::int AS sold,
            (SELECT count(*)::int FROM tickets t JOIN orders o ON o.id = t.order_id WHERE t.event_id = $1 AND o.status IN ('paid', 'free')) AS tickets,
            (SELECT count(*)::int FROM orders o WHERE o.event_id = $1 AND o.status = 'pending') AS pending
     FROM ticket_types tt WHERE tt.event_id = $1`,
    [event.eventId]
  )
  const violations = await invariantViolations(db, [event.eventId])
  // A seat sold twice would show as more tickets than a type has, or tickets that quantity_sold does not count.
  const soldTwice = (
    await db.query(
      `SELECT coalesce(sum(greatest(0, t.tickets - tt.max_quantity) + greatest(0, t.tickets - tt.quantity_sold)), 0)::int AS seats
       FROM ticket_types tt CROSS JOIN LATERAL (SELECT count(*)::int AS tickets FROM tickets WHERE ticket_type_id = tt.id) t
       WHERE tt.event_id = $1`,
      [event.eventId]
    )
  ).rows[0].seats as number
  const sellingSeconds = ((soldOutAt || ended) - firstHoldAt) / 1000

  // Little's law: the mean number of hold and purchase requests in flight while selling. The room's runs leave the
  // ceiling out: it is the same measurement as without the room.
  const buyingMs = (['hold', 'free purchase', 'payment create', 'payment approve'] as Call[]).flatMap((c) => timings.get(c) ?? [])
  const concurrency = Math.max(1, Math.round(buyingMs.reduce((a, b) => a + b, 0) / 1000 / sellingSeconds))
  let api = { perSecond: Number.NaN, failures: 0 }
  let sql = { perSecond: Number.NaN, failures: 0 }
  if (!ROOM) {
    const ceilingEvent = await createEvent(db, `Rush ceiling ${randomUUID().slice(0, 6)}`, [
      { name: 'API', price: '0.00', maxQuantity: 10_000_000 },
      { name: 'SQL', price: '0.00', maxQuantity: 10_000_000 },
    ])
    let apiBuyer = 0
    api = await ceiling(concurrency, async () => {
      const buyer = new Buyer(servers[apiBuyer % SERVERS].base, { clientIp: clientAddress(1_000_000 + apiBuyer++), timeoutMs: 30_000 })
      const line = { ticketTypeId: ceilingEvent.types[0], quantity: 1 }
      return (await buyer.hold(line)).status === 201 && (await buyer.buyFree(ceilingEvent.eventId, [line])).status === 201
    })
    sql = await ceiling(concurrency, () => holdAndBuyInSql(db, ceilingEvent.eventId, ceilingEvent.types[1]))
  }

  const row = (call: Call) => {
    const sorted = [...(timings.get(call) ?? [])].sort((a, b) => a - b)
    return `  ${call.padEnd(16)} ${String(sorted.length).padStart(6)} ${percentile(sorted, 50).toFixed(0).padStart(7)} ${percentile(sorted, 99).toFixed(0).padStart(7)}`
  }
  console.log(`\n  ${'call'.padEnd(16)} ${'count'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`)
  for (const call of timings.keys()) console.log(row(call))
  const { sold, tickets, pending } = stock.rows[0]
  console.log(
    `\n  sold out after ${soldOutAt ? sellingSeconds.toFixed(1) + ' s' : 'NOT SOLD OUT'} (first hold to last seat bought); whole run ${((ended - started) / 1000).toFixed(1)} s`
  )
  console.log(
    `  holds ${counts.holds} (${(counts.holds / sellingSeconds).toFixed(0)}/s while selling), refused ${counts.refusedHolds}; purchases ${counts.purchases} (${(counts.purchases / sellingSeconds).toFixed(0)}/s); released ${counts.released}; left seeing sold out ${counts.leftSoldOut}`
  )
  console.log(`  errors ${errors.length}${errors.length ? `: ${[...new Set(errors)].slice(0, 5).join(' | ')}` : ''}`)
  console.log(
    `  seats sold ${sold} of ${SEATS} (SQL: quantity_sold ${sold}, tickets ${tickets}, pending orders ${pending}); invariants ${violations.length ? 'VIOLATED: ' + violations.map((v) => v.invariant).join(', ') : 'hold'}`
  )
  if (room) {
    console.log(
      `  waiting room: ${room.admitted} admitted, ${room.toldSoldOut} told it sold out, ${room.gaveUp} still waiting when the bench stopped, ${room.polls} polls; sold out ${room.sellOutSeconds.toFixed(1)} s after the opening`
    )
    console.log(
      `  queue order against arrival (Spearman's rho): random window ${room.windowCorrelation.toFixed(2)} (${room.windowBuyers} buyers; 0 = unrelated), later arrivals ${room.laterCorrelation.toFixed(2)} (${room.laterBuyers} buyers; 1 = arrival order)`
    )
  }
  if (!ROOM)
    console.log(
      `  ceiling at concurrency ${concurrency}: API hold + free purchase ${api.perSecond.toFixed(0)}/s, the same SQL functions directly ${sql.perSecond.toFixed(0)}/s, ratio ${(api.perSecond / sql.perSecond).toFixed(2)}` +
        (api.failures + sql.failures ? ` (failed cycles: API ${api.failures}, SQL ${sql.failures})` : '')
    )
  const finite = (values: number[]) => values.filter(Number.isFinite)
  const busy = finite(loops.map((l) => l.utilisation))
  console.log(
    `  event loops while selling: server busy ${((busy.reduce((a, b) => a + b, 0) / Math.max(1, busy.length)) * 100).toFixed(0)} % on average, delay p99 of its worst second ${Math.max(0, ...finite(loops.map((l) => l.p99))).toFixed(0)} ms, max ${Math.max(0, ...finite(loops.map((l) => l.max))).toFixed(0)} ms; the simulated buyers' own loop: delay p99 ${(ownLoop.percentile(99) / 1e6).toFixed(0)} ms`
  )
  console.log(
    `  CPU during the rush: server ${serverCpu.map((c) => `${c.toFixed(0)} %`).join(' + ')} of a core, ${jobNodeCpu === null ? '' : `job node ${jobNodeCpu.toFixed(0)} %, `}PostgreSQL ${databaseCpu.toFixed(0)} %, this bench's simulated buyers ${clientCpu.toFixed(0)} %; load average after: ${loadavg()[0].toFixed(2)}`
  )
  console.log(`  seats sold twice (SQL: tickets over the stock or over quantity_sold): ${soldTwice}`)
  const callTimes = (call: Call) => [...(timings.get(call) ?? [])].sort((a, b) => a - b)
  const purchaseTimes = [...callTimes('free purchase'), ...callTimes('payment create')].sort((a, b) => a - b)
  writeRushSummary({
    servers: SERVERS,
    sellingSeconds,
    holdsPerSecond: counts.holds / sellingSeconds,
    purchasesPerSecond: counts.purchases / sellingSeconds,
    holdP50: percentile(callTimes('hold'), 50),
    holdP99: percentile(callTimes('hold'), 99),
    purchaseP50: percentile(purchaseTimes, 50),
    purchaseP99: percentile(purchaseTimes, 99),
    seatsSold: sold,
    seats: SEATS,
    soldTwice,
    errors: errors.length,
    serverCpuPercent: serverCpu,
    databaseCpuPercent: databaseCpu,
    clientCpuPercent: clientCpu,
    ceilingApiPerSecond: api.perSecond,
    ceilingSqlPerSecond: sql.perSecond,
    queuePageP99: percentile(callTimes('queue page'), 99),
    queuePollP99: percentile(callTimes('queue poll'), 99),
    room: room
      ? {
          admitted: room.admitted,
          toldSoldOut: room.toldSoldOut,
          windowCorrelation: room.windowCorrelation,
          laterCorrelation: room.laterCorrelation,
          windowBuyers: room.windowBuyers,
          laterBuyers: room.laterBuyers,
        }
      : undefined,
  })
  if (errors.length || sold !== SEATS || tickets !== SEATS || violations.length || soldTwice) process.exitCode = 1
} finally {
  await db.end()
  for (const server of servers) await server.kill('SIGTERM')
  await jobNode?.kill('SIGTERM')
  await cluster.stop()
}

/**
 * The room's code paths once before the rush (the first request of each loads and compiles its modules, a second of
 * the server's one thread): an event of its own whose room opened a minute ago, its page, a place, polls until
 * admitted, a hold with the admission and a free purchase.
 */
async function warmUpRoom(base: string, n: number): Promise<Answer[]> {
  const roomEvent = await createEvent(db, `Warm-up room ${randomUUID().slice(0, 6)}`, [{ name: 'Gratis', price: '0.00', maxQuantity: 100 }])
  await openRoomInSql(db, roomEvent.eventId, new Date(Date.now() - 60_000), 6000, 0)
  const buyer = new Buyer(base, { clientIp: clientAddress(n) })
  const answers = [await buyer.eventPage(roomEvent.eventId), await buyer.joinQueue(roomEvent.eventId, `warm-up-${randomUUID()}`)]
  let token: string = answers[1].body?.queueToken ?? ''
  for (let poll = 0; poll < 30 && token; poll++) {
    await sleep(1000)
    const answer = await buyer.pollQueue(roomEvent.eventId, token)
    answers.push(answer)
    token = answer.body?.queueToken ?? token
    if (answer.body?.admissionToken) {
      const line = { ticketTypeId: roomEvent.types[0], quantity: 1 }
      answers.push(await buyer.hold(line, answer.body.admissionToken), await buyer.buyFree(roomEvent.eventId, [line]))
      return answers
    }
  }
  return [...answers, { status: 0, body: 'the warm-up was not admitted within 30 s', ms: 0, failure: 'timeout' }]
}

/**
 * The hold and the free purchase as the API makes them in the common case: one call each of the functions
 * of migration 0046, each its own transaction (no Node work in between beyond building the arguments).
 */
async function holdAndBuyInSql(db: pg.Pool, eventId: number, ticketTypeId: number): Promise<boolean> {
  const sessionId = `sql-${randomUUID()}`
  const email = `${sessionId}@example.sr`
  const now = new Date()
  const hold = await db.query('SELECT reservation_id FROM place_ticket_hold($1, 1, $2, $3, NULL, $4, $5, $6)', [
    ticketTypeId,
    sessionId,
    email,
    'email',
    now,
    new Date(now.getTime() + 1_200_000),
  ])
  // A refusal for too few seats is a row without a reservation (migration 0051).
  if (hold.rows[0]?.reservation_id == null) return false
  const bought = await db.query('SELECT * FROM buy_free_tickets($1, $2, $3, $4, $5, $6, $7, $8, NULL, $9, $10, NULL, $11, $12, true)', [
    eventId,
    [ticketTypeId],
    [1],
    [ticketTypeId],
    [randomBytes(16).toString('base64url')],
    sessionId,
    randomBytes(32).toString('hex'),
    `ST-${randomBytes(5).toString('hex').toUpperCase()}`,
    'Bench Koper',
    email,
    'email',
    new Date(),
  ])
  return (bought.rowCount ?? 0) > 0
}
