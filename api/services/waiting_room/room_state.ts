/*
 * A waiting room's counters as every poll reads them: a per-process copy, refreshed at most once a second
 * (config/waiting_room.ts cacheSeconds), so a poll costs no database read of its own. The refresh also moves the
 * room on (a "tick", at most once per tickSeconds across all processes: the row is taken with FOR UPDATE SKIP
 * LOCKED and only when its advanced_at is old enough): at the opening it numbers everyone who joined before in
 * random order, after it the places joined since its last tick in the order they joined (joins themselves only insert
 * their row, so they never queue on the room's), then advances the admission counter at the rate in force, capped by the seats that can still be
 * held, and refreshes the seat figures.
 */
import db from '@adonisjs/lucid/services/db'
import type { RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import waitingRoomConfig from '#config/waiting_room'
import { AUTO_RATE, advancedUpto, type RoomSettings } from '#domain/waiting_room'
import { roomClock } from '#services/waiting_room/room_clock'
import { autoRateFrom } from '#services/waiting_room/auto_rate'

interface RoomRow {
  event_id: number
  enabled: boolean
  opens_at: Date
  admit_per_minute: number | null
  random_window_minutes: number
  last_number: string | number
  admitted_upto: number
  advanced_at: Date | null
  shuffled_at: Date | null
  joined_before_open: number
  rate_now: number
  rate_adjusted_at: Date | null
  sold: number
  unsold: number
  remaining: number
  bound: number
  minute_at: Date | null
  minute_upto: number
  last_minute_admitted: number
}

export interface RoomState {
  eventId: number
  settings: RoomSettings
  /** The event is published (and its venue not removed): only then can anyone join. */
  isPublic: boolean
  lastNumber: number
  upto: number
  advancedAt: Date | null
  shuffledAt: Date | null
  joinedBeforeOpen: number
  /** Admissions per minute in force now ('auto' resolved). */
  rate: number
  sold: number
  unsold: number
  remaining: number
  minuteAt: Date | null
  minuteUpto: number
  lastMinuteAdmitted: number
}

const PUBLIC_SQL = `(e.is_published AND (e.venue_id IS NULL OR EXISTS (
  SELECT 1 FROM venues v WHERE v.id = e.venue_id AND v.deleted_at IS NULL)))`

function stateOf(row: RoomRow, isPublic: boolean): RoomState {
  return {
    eventId: row.event_id,
    settings: {
      enabled: row.enabled,
      opensAt: row.opens_at,
      admitPerMinute: row.admit_per_minute,
      randomWindowMinutes: row.random_window_minutes,
    },
    isPublic,
    lastNumber: Number(row.last_number),
    upto: Number(row.admitted_upto),
    advancedAt: row.advanced_at,
    shuffledAt: row.shuffled_at,
    joinedBeforeOpen: row.joined_before_open,
    rate: row.admit_per_minute ?? row.rate_now,
    sold: row.sold,
    unsold: row.unsold,
    remaining: row.remaining,
    minuteAt: row.minute_at,
    minuteUpto: Number(row.minute_upto),
    lastMinuteAdmitted: row.last_minute_admitted,
  }
}

/**
 * Numbers every place that has none after the last number: at the opening (`order` 'random') everyone who joined
 * before it, in random order, once; after it ('arrival') the places joined since the last tick, in the order they
 * joined. Only the tick numbers places, under the room's row lock, so numbers are handed out by one process at a time.
 */
export async function numberPlaces(trx: TransactionClientContract, eventId: number, lastNumber: number, order: 'random' | 'arrival') {
  const numbered = await trx.rawQuery(
    `WITH drawn AS (
       SELECT id, row_number() OVER (ORDER BY ${order === 'random' ? 'random()' : 'id'}) AS rn
       FROM waiting_room_entries WHERE event_id = ? AND number IS NULL
     )
     UPDATE waiting_room_entries w SET number = ? + drawn.rn FROM drawn WHERE w.id = drawn.id`,
    [eventId, lastNumber]
  )
  return lastNumber + (numbered.rowCount ?? 0)
}

/**
 * Between two ticks of the admission counter: only the places joined since are numbered (after the opening) or
 * counted (before it), so a new place learns its number within the second of whichever process refreshes first.
 */
async function numberOnly(trx: TransactionClientContract, row: RoomRow): Promise<RoomRow> {
  const lastNumber = Number(row.last_number)
  const numbered = row.shuffled_at ? await numberPlaces(trx, row.event_id, lastNumber, 'arrival') : lastNumber
  const joinedBeforeOpen = row.shuffled_at ? row.joined_before_open : await unnumbered(trx, row.event_id)
  if (numbered === lastNumber && joinedBeforeOpen === row.joined_before_open) return row
  const updated = await trx.rawQuery(
    'UPDATE waiting_rooms SET last_number = ?, joined_before_open = ?, updated_at = now() WHERE event_id = ? RETURNING *',
    [numbered, joinedBeforeOpen, row.event_id]
  )
  return updated.rows[0] as RoomRow
}

/** Places without a number: before the opening, everyone waiting for the draw. */
async function unnumbered(trx: TransactionClientContract, eventId: number): Promise<number> {
  const result = await trx.rawQuery('SELECT count(*)::int AS n FROM waiting_room_entries WHERE event_id = ? AND number IS NULL', [eventId])
  return result.rows[0].n as number
}

/** Seats sold, not sold, and free to hold now (other sessions' unexpired holds counted) over the event's active types. */
async function seatFigures(trx: TransactionClientContract, eventId: number) {
  const result = await trx.rawQuery(
    `SELECT COALESCE(SUM(t.quantity_sold), 0)::int AS sold,
            COALESCE(SUM(GREATEST(t.max_quantity - t.quantity_sold, 0)), 0)::int AS unsold,
            COALESCE(SUM(GREATEST(t.max_quantity - t.quantity_sold - seats_held_by_others(t.id, NULL, ?), 0)), 0)::int AS remaining
     FROM ticket_types t WHERE t.event_id = ? AND t.is_active`,
    [new Date(), eventId]
  )
  return result.rows[0] as { sold: number; unsold: number; remaining: number }
}

/** Admissions used (bound to a buyer), and admitted places neither used nor lost yet. */
async function admissionUse(trx: TransactionClientContract, eventId: number, now: Date) {
  const graceCut = new Date(now.getTime() - waitingRoomConfig.graceSeconds * 1000)
  const admissionCut = new Date(now.getTime() - waitingRoomConfig.admissionSeconds * 1000)
  const result = await trx.rawQuery(
    `SELECT count(*) FILTER (WHERE buyer_key IS NOT NULL)::int AS bound,
            count(*) FILTER (WHERE buyer_key IS NULL AND (
              (picked_up_at IS NULL AND admitted_at > ?) OR (picked_up_at IS NOT NULL AND picked_up_at > ? AND picked_up_at - admitted_at <= make_interval(secs => ?))
            ))::int AS unused
     FROM waiting_room_entries WHERE event_id = ? AND admitted_at IS NOT NULL`,
    [graceCut, admissionCut, waitingRoomConfig.graceSeconds, eventId]
  )
  return result.rows[0] as { bound: number; unused: number }
}

/** One tick of the room, when it is due and no other process is ticking it; null when not this process's turn. */
export async function tick(eventId: number, now: Date): Promise<RoomRow | null> {
  return db.transaction(async (trx) => {
    const dueBefore = new Date(now.getTime() - waitingRoomConfig.tickSeconds * 1000)
    const locked = await trx.rawQuery('SELECT * FROM waiting_rooms WHERE event_id = ? AND enabled FOR UPDATE SKIP LOCKED', [eventId])
    const row: RoomRow | undefined = locked.rows[0]
    if (!row) return null
    const opening = !row.shuffled_at && now >= row.opens_at
    if (!opening && row.advanced_at && row.advanced_at > dueBefore) return numberOnly(trx, row)
    let lastNumber = Number(row.last_number)
    let since = row.advanced_at
    let shuffledAt = row.shuffled_at
    let joinedBeforeOpen = row.joined_before_open
    if (!shuffledAt && now >= row.opens_at) {
      lastNumber = await numberPlaces(trx, eventId, lastNumber, 'random')
      shuffledAt = now
      since = now
    } else if (shuffledAt) {
      lastNumber = await numberPlaces(trx, eventId, lastNumber, 'arrival')
    } else {
      joinedBeforeOpen = await unnumbered(trx, eventId)
    }
    const seats = await seatFigures(trx, eventId)
    const use = await admissionUse(trx, eventId, now)
    let rate = row.admit_per_minute ?? row.rate_now
    let rateAdjustedAt = row.rate_adjusted_at
    const adjustDue = !rateAdjustedAt || now.getTime() - rateAdjustedAt.getTime() >= waitingRoomConfig.autoAdjustSeconds * 1000
    if (row.admit_per_minute === null && adjustDue) {
      rate = await autoRateFrom(row.rate_now || AUTO_RATE.start, eventId)
      rateAdjustedAt = now
    }
    const upto = Number(row.admitted_upto)
    const newUpto = shuffledAt
      ? advancedUpto({
          upto,
          lastNumber,
          ratePerMinute: rate,
          elapsedSeconds: since ? (now.getTime() - since.getTime()) / 1000 : 0,
          admittedUnused: use.unused,
          remaining: seats.remaining,
          margin: waitingRoomConfig.admitMargin,
        })
      : upto
    if (Math.floor(newUpto) > Math.floor(upto)) {
      await trx.rawQuery('UPDATE waiting_room_entries SET admitted_at = ? WHERE event_id = ? AND number > ? AND number <= ?', [
        now,
        eventId,
        Math.floor(upto),
        Math.floor(newUpto),
      ])
    }
    let minuteAt = row.minute_at
    let minuteUpto = Number(row.minute_upto)
    let lastMinute = row.last_minute_admitted
    if (!minuteAt || !shuffledAt) {
      minuteAt = now
      minuteUpto = newUpto
    } else if (now.getTime() - minuteAt.getTime() >= 60_000) {
      lastMinute = Math.floor(newUpto) - Math.floor(minuteUpto)
      minuteAt = now
      minuteUpto = newUpto
    }
    const updated = await trx.rawQuery(
      `UPDATE waiting_rooms SET admitted_upto = ?, advanced_at = ?, rate_now = ?, rate_adjusted_at = ?, sold = ?, unsold = ?,
         remaining = ?, bound = ?, minute_at = ?, minute_upto = ?, last_minute_admitted = ?, last_number = ?, shuffled_at = ?,
         joined_before_open = ?, updated_at = now()
       WHERE event_id = ? RETURNING *`,
      [
        newUpto,
        now,
        row.admit_per_minute === null ? rate : row.rate_now,
        rateAdjustedAt,
        seats.sold,
        seats.unsold,
        seats.remaining,
        use.bound,
        minuteAt,
        minuteUpto,
        lastMinute,
        lastNumber,
        shuffledAt,
        joinedBeforeOpen,
        eventId,
      ] as RawQueryBindings
    )
    return updated.rows[0] as RoomRow
  })
}

async function readRoom(eventId: number): Promise<{ row: RoomRow; isPublic: boolean } | null> {
  const result = await db.rawQuery(
    `SELECT r.*, ${PUBLIC_SQL} AS is_public FROM waiting_rooms r JOIN events e ON e.id = r.event_id WHERE r.event_id = ?`,
    [eventId]
  )
  const row: (RoomRow & { is_public: boolean }) | undefined = result.rows[0]
  return row ? { row, isPublic: row.is_public } : null
}

async function refresh(eventId: number): Promise<RoomState | null> {
  const now = roomClock.now()
  const read = await readRoom(eventId)
  if (!read) return null
  const { row, isPublic } = read
  // Every refresh (at most one a second per process) numbers the places joined since; the admission counter moves only
  // when its tick is due (tick() decides).
  if (row.enabled) {
    const ticked = await tick(eventId, now)
    if (ticked) return stateOf(ticked, isPublic)
  }
  return stateOf(row, isPublic)
}

const cache = new Map<number, { state: RoomState | null; readAt: number }>()
const inFlight = new Map<number, Promise<RoomState | null>>()

/**
 * The room of an event as this process last read it (null: never set up), read again when older than cacheSeconds.
 * Requests arriving while a read is under way share it.
 */
export async function roomState(eventId: number, options: { fresh?: boolean } = {}): Promise<RoomState | null> {
  const now = roomClock.now().getTime()
  const cached = cache.get(eventId)
  const age = cached ? now - cached.readAt : Infinity
  if (!options.fresh && cached && age >= 0 && age < waitingRoomConfig.cacheSeconds * 1000) return cached.state
  let pending = inFlight.get(eventId)
  if (!pending) {
    pending = refresh(eventId)
      .then((state) => {
        if (cache.size > 10_000) cache.clear()
        cache.set(eventId, { state, readAt: roomClock.now().getTime() })
        return state
      })
      .finally(() => inFlight.delete(eventId))
    inFlight.set(eventId, pending)
  }
  return pending
}

/** After a change of settings in this process: the next read goes to the database. */
export function forgetRoom(eventId: number): void {
  cache.delete(eventId)
  forgetRoomsInForce()
}

/** Every room that is switched on, as this process last read them (holds and purchases ask it, once a second). */
let inForce: { readAt: number; rooms: Map<number, RoomSettings>; pending: Promise<Map<number, RoomSettings>> | null } | null = null

export function forgetRoomsInForce(): void {
  inForce = null
}

export async function enabledRooms(): Promise<Map<number, RoomSettings>> {
  const now = roomClock.now().getTime()
  if (inForce && now - inForce.readAt >= 0 && now - inForce.readAt < waitingRoomConfig.cacheSeconds * 1000) return inForce.rooms
  if (inForce?.pending) return inForce.pending
  const pending = db
    .rawQuery('SELECT event_id, opens_at, admit_per_minute, random_window_minutes FROM waiting_rooms WHERE enabled')
    .then((result) => {
      const rooms = new Map<number, RoomSettings>(
        result.rows.map((r: RoomRow) => [
          r.event_id,
          { enabled: true, opensAt: r.opens_at, admitPerMinute: r.admit_per_minute, randomWindowMinutes: r.random_window_minutes },
        ])
      )
      inForce = { readAt: roomClock.now().getTime(), rooms, pending: null }
      return rooms
    })
  inForce = { readAt: -Infinity, rooms: new Map(), pending }
  try {
    return await pending
  } catch (error) {
    inForce = null
    throw error
  }
}

const eventOfType = new Map<number, number | null>()

/** The event of a ticket type (never changes; kept for the process's life). */
export async function eventOfTicketType(ticketTypeId: number): Promise<number | null> {
  if (eventOfType.has(ticketTypeId)) return eventOfType.get(ticketTypeId)!
  const row = await db.from('ticket_types').where('id', ticketTypeId).select('event_id').first()
  const eventId: number | null = row?.event_id ?? null
  if (eventId !== null) {
    if (eventOfType.size > 50_000) eventOfType.clear()
    eventOfType.set(ticketTypeId, eventId)
  }
  return eventId
}
