/*
 * `npm run bench:soak`: ten minutes (BENCH_SOAK_SECONDS) of mixed traffic against the real product:
 * storefront pages (shared and personal renders), the catalogue API, ticket types, holds that are given
 * back, free purchases (delivered by the background jobs), sign-ins, and an event with its waiting room on (visitors join
 * the queue as new browsers, poll until admitted, hold with the admission and give it back). Prints the server's own memory
 * (RSS and heap after a full GC, asked through scripts/process_probe.ts) at the start, every minute and at
 * the end (goal: flat within 10 %), the requests per kind and the errors (goal 0).
 * BENCH_SOAK_USERS (6) simulated visitors at once; BENCH_PORT (3821) and BENCH_PG_PORT (55421) move it.
 */
import { randomUUID } from 'node:crypto'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { Buyer, percentile, type Answer } from '../buyer.ts'
import { clientAddress, startCluster, startServer, testProductEnv } from '../product_process.ts'
import { createEvent, invariantViolations } from '../sales_data.ts'
import { openRoomInSql } from './rush_room.ts'

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS || 600)
const USERS = Number(process.env.BENCH_SOAK_USERS || 6)
const PORT = Number(process.env.BENCH_PORT || 3821)
const PG_PORT = Number(process.env.BENCH_PG_PORT || 55421)
/** Warm-up before the first memory reading: compiled code, pools and caches filled. */
const WARM_UP_SECONDS = Math.min(30, Math.max(5, SECONDS / 10))
const SIGN_IN_EVERY_MS = 10_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

interface Kind {
  count: number
  errors: number
  ms: number[]
}
const kinds = new Map<string, Kind>()
const errorSamples = new Set<string>()

function record(kind: string, answer: Answer, expected: number[]) {
  const entry = kinds.get(kind) ?? { count: 0, errors: 0, ms: [] }
  kinds.set(kind, entry)
  entry.count++
  entry.ms.push(answer.ms)
  if (expected.includes(answer.status)) return true
  entry.errors++
  if (errorSamples.size < 10) errorSamples.add(`${kind}: ${answer.status || answer.failure} ${JSON.stringify(answer.body)?.slice(0, 160)}`)
  return false
}

const dir = join(tmpdir(), `suritickets-bench-soak-${PG_PORT}`)
const cluster = await startCluster({ dir, port: PG_PORT, fresh: true })
const db = new pg.Pool({ connectionString: cluster.url, max: 2 })
const server = await startServer({
  port: PORT,
  databaseUrl: cluster.url,
  probe: true,
  env: testProductEnv(dir),
})
try {
  const event = await createEvent(db, `Soak ${randomUUID().slice(0, 6)}`, [{ name: 'Gratis', price: '0.00', maxQuantity: 10_000_000 }])
  const line = { ticketTypeId: event.types[0], quantity: 1 }
  // The room's event: open since a minute ago, a rate that admits every visitor within a tick or two.
  const roomEvent = await createEvent(db, `Soak room ${randomUUID().slice(0, 6)}`, [
    { name: 'Gratis', price: '0.00', maxQuantity: 10_000_000 },
  ])
  await openRoomInSql(db, roomEvent.eventId, new Date(Date.now() - 60_000), 6000, 0)
  const roomLine = { ticketTypeId: roomEvent.types[0], quantity: 1 }
  const pages = ['/', '/events', '/venues', `/events/${event.eventId}`, `/events/${event.eventId}?lang=en`, '/user-login', '/pages/contact']
  const apis = [
    '/api/events/public',
    '/api/venues/public',
    `/api/events/${event.eventId}`,
    `/api/events/${event.eventId}/ticket-types`,
    '/api/platform-settings/public',
    '/api/event-categories',
  ]
  let visitor = 0
  const buyer = () => new Buyer(server.base, { clientIp: clientAddress(visitor++), timeoutMs: 15_000 })

  // One account for the sign-ins (argon2/scrypt make each one cost real CPU: every 10 s is plenty).
  const password = `Soak-${randomUUID()}`
  const email = `soak-${randomUUID().slice(0, 8)}@example.sr`
  const registered = await buyer().request('POST', '/api/auth/register', {
    email,
    password,
    firstName: 'Soak',
    lastName: 'Test',
    acceptTerms: true,
  })
  if (registered.status !== 201 && registered.status !== 200)
    throw new Error(`registration answered ${registered.status}: ${JSON.stringify(registered.body)}`)

  const until = { at: 0 }
  const visit = async () => {
    const who = buyer()
    const roll = Math.random()
    if (roll < 0.35) {
      const path = pages[Math.floor(Math.random() * pages.length)]
      record('page', await who.request('GET', path), [200])
    } else if (roll < 0.7) {
      record('api', await who.request('GET', apis[Math.floor(Math.random() * apis.length)]), [200])
    } else if (roll < 0.85) {
      if (record('hold', await who.hold(line), [201])) record('release', await who.release(), [200])
    } else if (roll < 0.95) {
      await queueVisit(who)
    } else if (record('hold', await who.hold(line), [201])) {
      record('free purchase', await who.buyFree(event.eventId, [line]), [201])
    }
  }
  // A new browser in the room: its place, polls until admitted, a hold with the admission, given back.
  const queueVisit = async (who: Buyer) => {
    const joined = await who.joinQueue(roomEvent.eventId, `soak-${randomUUID().replaceAll('-', '')}`)
    if (!record('queue join', joined, [201])) return
    let token: string = joined.body.queueToken
    for (let poll = 0; poll < 20; poll++) {
      await sleep(Math.min(2, Number(joined.body.pollSeconds ?? 1)) * 1000)
      const answer = await who.pollQueue(roomEvent.eventId, token)
      if (!record('queue poll', answer, [200])) return
      token = answer.body.queueToken ?? token
      if (answer.body.admissionToken) {
        if (record('room hold', await who.hold(roomLine, answer.body.admissionToken), [201])) record('release', await who.release(), [200])
        return
      }
    }
    record('queue admitted', { status: 0, body: 'not admitted within 20 polls', ms: 0, failure: 'timeout' }, [200])
  }
  const signIns = async () => {
    while (Date.now() < until.at) {
      const who = buyer()
      const login = await who.request('POST', '/api/auth/login', { email, password })
      if (record('sign-in', login, [200])) {
        const token = login.body?.token ?? login.body?.data?.token
        const authed = new Buyer(server.base, { clientIp: clientAddress(visitor++), timeoutMs: 15_000, token })
        record('session check', await authed.request('GET', '/api/auth/validate-status'), [200])
        record('sign-out', await authed.request('POST', '/api/auth/logout'), [200])
      }
      await sleep(SIGN_IN_EVERY_MS)
    }
  }

  const readings: { at: number; rss: number; heap: number }[] = []
  const read = async (at: number) => {
    const memory = await server.memory()
    readings.push({ at, rss: memory.rss, heap: memory.heapUsed })
    console.log(
      `  ${String(Math.round(at)).padStart(4)} s  RSS ${mb(memory.rss).padStart(9)}  heap ${mb(memory.heapUsed).padStart(8)}  requests ${[...kinds.values()].reduce((a, k) => a + k.count, 0)}`
    )
  }

  console.log(
    `\nSoak: ${USERS} visitors at once for ${SECONDS} s after a ${WARM_UP_SECONDS} s warm-up; load average before: ${loadavg()[0].toFixed(2)}`
  )
  const started = Date.now()
  until.at = started + (WARM_UP_SECONDS + SECONDS) * 1000
  const traffic = [
    ...Array.from({ length: USERS }, async () => {
      while (Date.now() < until.at) {
        await visit()
        await sleep(50 + Math.random() * 100)
      }
    }),
    signIns(),
  ]
  await sleep(WARM_UP_SECONDS * 1000)
  kinds.clear()
  errorSamples.clear()
  const measuredFrom = Date.now()
  await read(0)
  while (Date.now() < until.at - 1000) {
    await sleep(Math.min(60_000, until.at - Date.now() - 1000))
    await read((Date.now() - measuredFrom) / 1000)
  }
  await Promise.all(traffic)
  const seconds = (Date.now() - measuredFrom) / 1000

  const first = readings[0]
  const last = readings.at(-1)!
  const change = (a: number, b: number) => `${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(1)} %`
  const errors = [...kinds.values()].reduce((a, k) => a + k.errors, 0)
  const requests = [...kinds.values()].reduce((a, k) => a + k.count, 0)
  console.log(`\n  ${'kind'.padEnd(15)} ${'count'.padStart(7)} ${'errors'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`)
  for (const [kind, entry] of kinds) {
    const sorted = entry.ms.sort((a, b) => a - b)
    console.log(
      `  ${kind.padEnd(15)} ${String(entry.count).padStart(7)} ${String(entry.errors).padStart(7)} ${percentile(sorted, 50).toFixed(0).padStart(7)} ${percentile(sorted, 99).toFixed(0).padStart(7)}`
    )
  }
  const violations = await invariantViolations(db, [event.eventId, roomEvent.eventId])
  console.log(
    `\n  ${requests} requests in ${seconds.toFixed(0)} s (${(requests / seconds).toFixed(0)}/s), errors ${errors}${errors ? `: ${[...errorSamples].join(' | ')}` : ''}`
  )
  console.log(
    `  server memory (after a full GC): RSS ${mb(first.rss)} → ${mb(last.rss)} (${change(first.rss, last.rss)}), heap ${mb(first.heap)} → ${mb(last.heap)} (${change(first.heap, last.heap)}); goal: within 10 %`
  )
  console.log(`  stock invariants ${violations.length ? 'VIOLATED' : 'hold'}; load average after: ${loadavg()[0].toFixed(2)}`)
  const flat = Math.abs(last.rss - first.rss) / first.rss <= 0.1 && Math.abs(last.heap - first.heap) / first.heap <= 0.1
  if (errors || violations.length || !flat) process.exitCode = 1
} finally {
  await db.end()
  await server.kill('SIGTERM')
  await cluster.stop()
}
