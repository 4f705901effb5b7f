/*
 * The on-sale rush with the waiting room on (docs/waiting-room.md), for scripts/bench/rush.ts: every buyer loads
 * the event page and joins the queue as its own browser (own deviceId, own network); those who arrive in the
 * random window before the opening are placed in random order at it, later ones in arrival order. Each polls
 * as the storefront does (every pollSeconds the server asks for) until admitted or told the event sold out, then
 * holds with its admission and buys (free, or paid through the Uni5Pay+ sandbox).
 */
import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { Buyer, checkOut, percentile, type Answer } from '../buyer.ts'
import { clientAddress } from '../product_process.ts'

export type RoomCall = 'queue page' | 'queue poll' | 'hold' | 'free purchase' | 'payment create' | 'payment approve'

export interface RoomRushResult {
  timings: Map<RoomCall, number[]>
  errors: string[]
  admitted: number
  /** Still queued when the run's patience ran out (BENCH_ROOM_PATIENCE, 180 s after the last arrival). */
  gaveUp: number
  holds: number
  refusedHolds: number
  purchases: number
  seatsBought: number
  toldSoldOut: number
  /** Spearman's rank correlation of arrival order and queue order, for the random window and for later arrivals. */
  windowCorrelation: number
  laterCorrelation: number
  windowBuyers: number
  laterBuyers: number
  /** Seconds from the opening to the last seat bought (0 when not sold out). */
  sellOutSeconds: number
  /** Seconds from the first arrival until every buyer had an answer (admitted and done, or sold out). */
  seconds: number
  polls: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Spearman's rho of two equally long lists of distinct ranks' sources (ties do not occur here). */
export function spearman(xs: number[], ys: number[]): number {
  const n = xs.length
  if (n < 3) return Number.NaN
  const ranks = (values: number[]) => {
    const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value)
    const rank = new Array<number>(n)
    order.forEach((entry, position) => (rank[entry.index] = position))
    return rank
  }
  const rx = ranks(xs)
  const ry = ranks(ys)
  let d2 = 0
  for (let i = 0; i < n; i++) d2 += (rx[i] - ry[i]) ** 2
  return 1 - (6 * d2) / (n * (n * n - 1))
}

interface TypeView {
  id: number
  price: string
  availableNow: number
}

export async function roomRush(options: {
  bases: string[]
  db: pg.Pool
  eventId: number
  seats: number
  buyers: number
  arrivalSeconds: number
  /** The opening, this many seconds after the first arrival: who arrives before it is in the random window. */
  opensAfterSeconds: number
  paidShare: number
  /** Turns the room on for the event (SQL or API), opening at `opensAt`. */
  openRoom: (opensAt: Date) => Promise<void>
  /** Each device's number in the queue, after the run (for the rank correlation). */
  queueOrder: () => Promise<Map<string, number>>
  /** Told once, at the first hold placed and when the last seat is bought. */
  onFirstHold?: () => void
  onSoldOut?: () => void
}): Promise<RoomRushResult> {
  const { bases, eventId, seats, buyers, arrivalSeconds, paidShare } = options
  const timings = new Map<RoomCall, number[]>()
  const errors: string[] = []
  const result = { admitted: 0, gaveUp: 0, holds: 0, refusedHolds: 0, purchases: 0, seatsBought: 0, toldSoldOut: 0, polls: 0 }
  const record = (call: RoomCall, answer: Answer, expected: number[], ms = answer.ms) => {
    if (!timings.has(call)) timings.set(call, [])
    timings.get(call)!.push(ms)
    if (answer.status === 409 || expected.includes(answer.status)) return true
    errors.push(`${call}: ${answer.status || answer.failure} ${JSON.stringify(answer.body)?.slice(0, 160) ?? ''}`)
    return false
  }
  const started = performance.now()
  const opensAt = new Date(Date.now() + options.opensAfterSeconds * 1000)
  const opensAtMs = performance.now() + options.opensAfterSeconds * 1000
  const giveUpAt = performance.now() + (arrivalSeconds + Number(process.env.BENCH_ROOM_PATIENCE || 180)) * 1000
  await options.openRoom(opensAt)
  let soldOutAt = 0
  const arrivals = new Map<string, number>()
  /** Devices the server placed in the random window (their first answer had no place yet). */
  const inWindow = new Set<string>()

  async function visit(n: number) {
    const deviceId = `bench-${randomUUID().replaceAll('-', '')}`
    arrivals.set(deviceId, n)
    const buyer = new Buyer(bases[n % bases.length], { clientIp: clientAddress(n), timeoutMs: 30_000 })
    const t0 = performance.now()
    const page = await buyer.eventPage(eventId)
    let joined = await buyer.joinQueue(eventId, deviceId)
    // What the visitor waits for before seeing their place: the page and the queue's first answer.
    record('queue page', joined, [200, 201], performance.now() - t0)
    if (page.status !== 200) errors.push(`event page: ${page.status || page.failure}`)
    if (joined.body?.queueToken && joined.body.position === null) inWindow.add(deviceId)
    let token: string | undefined = joined.body?.queueToken
    let pollSeconds = Number(joined.body?.pollSeconds ?? 5)
    while (token) {
      if (performance.now() > giveUpAt) {
        result.gaveUp++
        return
      }
      await sleep(pollSeconds * 1000)
      const answer = await buyer.pollQueue(eventId, token)
      result.polls++
      lastPoll = answer.body
      if (answer.status === 410) {
        joined = await buyer.joinQueue(eventId, deviceId)
        token = joined.body?.queueToken
        continue
      }
      if (!record('queue poll', answer, [200])) return
      token = answer.body.queueToken ?? token
      pollSeconds = Number(answer.body.pollSeconds ?? 5)
      if (answer.body.soldOut) {
        result.toldSoldOut++
        return
      }
      if (answer.body.admitted && answer.body.admissionToken) {
        result.admitted++
        await buy(buyer, answer.body.admissionToken)
        return
      }
    }
  }

  async function buy(buyer: Buyer, admission: string) {
    let types: TypeView[] = (await buyer.ticketTypes(eventId)).body?.data ?? []
    for (let attempt = 0; attempt < 3; attempt++) {
      const wantsPaid = Math.random() < paidShare
      const open = types.filter((t) => t.availableNow > 0)
      const choice = open.find((t) => Number(t.price) > 0 === wantsPaid) ?? open[0]
      if (!choice) {
        result.toldSoldOut++
        return
      }
      const line = { ticketTypeId: choice.id, quantity: Math.min(choice.availableNow, 1 + Math.floor(Math.random() * 4)) }
      options.onFirstHold?.()
      const hold = await buyer.hold(line, admission)
      record('hold', hold, [201])
      if (hold.status !== 201) {
        result.refusedHolds++
        types = (await buyer.ticketTypes(eventId)).body?.data ?? []
        continue
      }
      result.holds++
      // Filling in the buyer form.
      await sleep(500 + Math.random() * 1000)
      const bought = await checkOut(buyer, eventId, line, choice.price, record)
      if (bought) {
        result.purchases++
        result.seatsBought += line.quantity
        if (result.seatsBought >= seats && !soldOutAt) {
          soldOutAt = performance.now()
          options.onSoldOut?.()
        }
      }
      return
    }
  }

  let waiting = buyers
  let lastPoll: unknown = null
  const progress = setInterval(() => {
    const at = ((performance.now() - started) / 1000).toFixed(0)
    console.log(
      `  ${at.padStart(4)} s: ${waiting} not done, ${result.admitted} admitted, ${result.purchases} purchases (${result.seatsBought} seats), ${result.toldSoldOut} told sold out, ${result.polls} polls, ${errors.length} errors${errors.length ? ` (last: ${errors.at(-1)})` : ''}; a poll: ${JSON.stringify(lastPoll)?.slice(0, 120)}`
    )
  }, 10_000)
  await Promise.all(
    Array.from({ length: buyers }, async (_, n) => {
      await sleep((n / buyers) * arrivalSeconds * 1000)
      await visit(n)
      waiting--
    })
  )
  clearInterval(progress)
  const ended = performance.now()
  const order = await options.queueOrder()
  const window: [number, number][] = []
  const later: [number, number][] = []
  for (const [deviceId, arrival] of arrivals) {
    const place = order.get(deviceId)
    if (place === undefined) continue
    ;(inWindow.has(deviceId) ? window : later).push([arrival, place])
  }
  return {
    timings,
    errors,
    ...result,
    windowCorrelation: spearman(
      window.map((p) => p[0]),
      window.map((p) => p[1])
    ),
    laterCorrelation: spearman(
      later.map((p) => p[0]),
      later.map((p) => p[1])
    ),
    windowBuyers: window.length,
    laterBuyers: later.length,
    sellOutSeconds: soldOutAt ? (soldOutAt - opensAtMs) / 1000 : 0,
    seconds: (ended - started) / 1000,
  }
}

/** p50 and p99 of one call, as the rush prints them. */
export function callFigures(timings: Map<string, number[]>, call: string) {
  const sorted = [...(timings.get(call) ?? [])].sort((a, b) => a - b)
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) }
}

/** Turns the event's room on as PUT /api/events/{id}/waiting-room stores it ('auto' when `admitPerMinute` is null). */
export async function openRoomInSql(
  db: pg.Pool,
  eventId: number,
  opensAt: Date,
  admitPerMinute: number | null,
  randomWindowMinutes: number
) {
  await db.query(
    `INSERT INTO waiting_rooms (event_id, enabled, opens_at, admit_per_minute, random_window_minutes, rate_now)
     VALUES ($1, true, $2, $3, $4, $5)
     ON CONFLICT (event_id) DO UPDATE SET enabled = true, opens_at = EXCLUDED.opens_at, admit_per_minute = EXCLUDED.admit_per_minute,
       random_window_minutes = EXCLUDED.random_window_minutes, rate_now = EXCLUDED.rate_now, updated_at = now()`,
    [eventId, opensAt, admitPerMinute, randomWindowMinutes, admitPerMinute ?? 300]
  )
}

/** Each device's place number in the event's queue. */
export async function queueOrderInSql(db: pg.Pool, eventId: number): Promise<Map<string, number>> {
  const rows = await db.query('SELECT device_id, number FROM waiting_room_entries WHERE event_id = $1 AND number IS NOT NULL', [eventId])
  return new Map(rows.rows.map((row: { device_id: string; number: string }) => [row.device_id, Number(row.number)]))
}
