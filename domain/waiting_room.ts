/*
 * The waiting room's pure rules (docs/waiting-room.md): when a room is on, how the admission counter advances,
 * a place's position and wait, how often a client polls, and the 'automatic' rate read from the live hold and
 * purchase latencies.
 */

/** Bounds and start of the automatic rate, in admissions per minute. */
export const AUTO_RATE = { min: 30, max: 6000, start: 300 } as const
/** Hold p99 under this keeps raising the automatic rate; above it cuts the rate. Purchase p99 has its own goal. */
export const HOLD_P99_GOAL_SECONDS = 0.3
export const PURCHASE_P99_GOAL_SECONDS = 0.5
/** Fewer observations than this since the last adjustment say nothing: the rate stays. */
export const AUTO_MIN_SAMPLES = 20
export const RATE_LIMITS = { min: 1, max: 10000 } as const
export const WINDOW_LIMITS = { min: 0, max: 120 } as const
export const DEFAULT_WINDOW_MINUTES = 10

export interface RoomSettings {
  enabled: boolean
  opensAt: Date
  /** null is 'auto'. */
  admitPerMinute: number | null
  randomWindowMinutes: number
}

/** The room governs holds from randomWindowMinutes before opensAt on (the window's arrivals are already queued). */
export function roomIsOn(room: RoomSettings, now: Date): boolean {
  return room.enabled && now.getTime() >= room.opensAt.getTime() - room.randomWindowMinutes * 60_000
}

export interface AdvanceInput {
  /** Places up to floor(upto) are admitted. */
  upto: number
  /** Highest place number handed out. */
  lastNumber: number
  ratePerMinute: number
  elapsedSeconds: number
  /** Admitted places not yet used nor lost. */
  admittedUnused: number
  /** Seats that can still be held. */
  remaining: number
  /** How many more admissions than remaining seats may be out at once. */
  margin: number
}

/**
 * The new admission counter: advanced at the rate for the time elapsed, never past the last place handed out (an
 * empty room does not bank admissions for a later burst), and never further ahead of the sales than the seats
 * left plus the margin (admitting people who cannot get a seat helps nobody).
 */
export function advancedUpto(input: AdvanceInput): number {
  const { upto, lastNumber, ratePerMinute, elapsedSeconds, admittedUnused, remaining, margin } = input
  const byRate = upto + (ratePerMinute * Math.max(0, elapsedSeconds)) / 60
  const roomForMore = Math.max(0, remaining + margin - admittedUnused)
  const bySeats = Math.floor(upto) + roomForMore
  return Math.max(upto, Math.min(byRate, bySeats, lastNumber))
}

/** 1-based place in the queue, or 0 when admitted. */
export function positionOf(number: number, upto: number): number {
  return Math.max(0, number - Math.floor(upto))
}

export function estimatedWaitSeconds(position: number, ratePerMinute: number): number {
  if (position <= 0) return 0
  return Math.ceil((position * 60) / Math.max(1, ratePerMinute))
}

/** Before the opening: the time until opensAt plus the wait of the middle of everyone who joined so far. */
export function waitBeforeOpening(now: Date, opensAt: Date, joined: number, ratePerMinute: number): number {
  const untilOpen = Math.max(0, Math.ceil((opensAt.getTime() - now.getTime()) / 1000))
  return untilOpen + estimatedWaitSeconds(Math.ceil(joined / 2), ratePerMinute)
}

/** How long a client waits before asking again: often when its turn is near, seldom when the wait is long. */
export function pollSecondsFor(waitSeconds: number): number {
  if (waitSeconds <= 30) return 2
  if (waitSeconds <= 300) return 5
  if (waitSeconds <= 1800) return 15
  return 30
}

/**
 * Before the opening: ask again at the opening, but at least every 30 s and at most every 2 s. The ask that falls on
 * the opening is spread over a few seconds (more the more people wait: 1 s per 250, 2 to 30 s), so the whole random
 * window does not arrive in the same instant; their order was drawn anyway, so asking a little later costs nobody
 * their place. `spread` is a random number in [0, 1).
 */
export function pollSecondsBeforeOpening(now: Date, opensAt: Date, joined = 0, spread = 0): number {
  const untilOpen = Math.ceil((opensAt.getTime() - now.getTime()) / 1000)
  if (untilOpen > 30) return 30
  const window = Math.min(30, Math.max(2, Math.ceil(joined / 250)))
  return Math.max(2, untilOpen) + Math.floor(spread * window)
}

export interface Bucket {
  /** Upper bound in seconds (Infinity for +Inf). */
  le: number
  /** Cumulative count up to le. */
  count: number
}

/** The q-quantile's bucket bound of a cumulative histogram (null without observations). */
export function quantileFromBuckets(buckets: readonly Bucket[], q: number): number | null {
  const sorted = [...buckets].sort((a, b) => a.le - b.le)
  const total = sorted.at(-1)?.count ?? 0
  if (total <= 0) return null
  const rank = q * total
  for (const bucket of sorted) if (bucket.count >= rank) return bucket.le
  return Infinity
}

/** Observations between two snapshots of a cumulative histogram. */
export function bucketDelta(now: readonly Bucket[], before: readonly Bucket[] | undefined): Bucket[] {
  const previous = new Map((before ?? []).map((b) => [b.le, b.count]))
  return now.map((b) => ({ le: b.le, count: Math.max(0, b.count - (previous.get(b.le) ?? 0)) }))
}

export interface LatencySample {
  p99: number | null
  count: number
}

/**
 * The automatic rate's next value: with enough observations, raised by a fifth while holds (and purchases) stay
 * under their goals, cut by a third when either goes over; unchanged without enough observations. Always within
 * AUTO_RATE's bounds.
 */
export function nextAutoRate(current: number, hold: LatencySample, purchase: LatencySample): number {
  const clamp = (rate: number) => Math.round(Math.min(AUTO_RATE.max, Math.max(AUTO_RATE.min, rate)))
  const over =
    (hold.count >= AUTO_MIN_SAMPLES && hold.p99 !== null && hold.p99 > HOLD_P99_GOAL_SECONDS) ||
    (purchase.count >= AUTO_MIN_SAMPLES && purchase.p99 !== null && purchase.p99 > PURCHASE_P99_GOAL_SECONDS)
  if (over) return clamp(current * (2 / 3))
  if (hold.count >= AUTO_MIN_SAMPLES) return clamp(Math.max(current * 1.2, current + 30))
  return clamp(current)
}

/** A place admitted at admittedAt and first asked for at pickedUpAt (or not yet, at now) is lost after the grace. */
export function placeLost(admittedAt: Date, pickedUpAt: Date | null, now: Date, graceSeconds: number): boolean {
  const seen = pickedUpAt ?? now
  return seen.getTime() - admittedAt.getTime() > graceSeconds * 1000
}
