/*
 * The waiting room of an on-sale (docs/waiting-room.md): its settings and live view for the organizer, and the
 * public queue: joining (one place per event and device), and the poll that answers the place, the wait and, once
 * admitted, the admission token. A poll reads only the signed token and the process's cached counters
 * (room_state.ts); the database is written when someone joins, when a tick admits places, at the opening shuffle,
 * and once per place when its holder first asks after admission.
 */
import db from '@adonisjs/lucid/services/db'
import type { RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import type User from '#models/user'
import waitingRoomConfig from '#config/waiting_room'
import { DomainError } from '#exceptions/domain_error'
import { authorizeEvent } from '#policies/events_policy'
import {
  AUTO_RATE,
  DEFAULT_WINDOW_MINUTES,
  estimatedWaitSeconds,
  placeLost,
  pollSecondsBeforeOpening,
  pollSecondsFor,
  positionOf,
  waitBeforeOpening,
} from '#domain/waiting_room'
import { roomClock } from '#services/waiting_room/room_clock'
import { forgetRoom, roomState, type RoomState } from '#services/waiting_room/room_state'
import { admissionToken, queueToken, readQueueToken, type QueuePlace } from '#services/waiting_room/room_tokens'

export interface RoomInput {
  enabled: boolean
  opensAt: Date
  admitPerMinute: number | 'auto'
  randomWindowMinutes: number
}

export interface Room {
  enabled: boolean
  opensAt: string | null
  admitPerMinute: number | 'auto'
  randomWindowMinutes: number
}

export interface LiveRoom {
  queued: number
  admitted: number
  admittedPerMinute: number
  sold: number
  remaining: number
  rate: number
  soldOut: boolean
}

function roomOf(state: RoomState): Room {
  return {
    enabled: state.settings.enabled,
    opensAt: state.settings.opensAt.toISOString(),
    admitPerMinute: state.settings.admitPerMinute ?? 'auto',
    randomWindowMinutes: state.settings.randomWindowMinutes,
  }
}

/** A room never set up: off, opening at the event's earliest ticket sale start. */
async function defaultRoom(eventId: number): Promise<Room> {
  const row = await db.from('ticket_types').where('event_id', eventId).where('is_active', true).min('sale_start_date as start').first()
  const start: Date | null = row?.start ?? null
  return {
    enabled: false,
    opensAt: start ? new Date(start).toISOString() : null,
    admitPerMinute: 'auto',
    randomWindowMinutes: DEFAULT_WINDOW_MINUTES,
  }
}

const soldOutOf = (state: RoomState) => state.unsold <= 0

function liveOf(state: RoomState): LiveRoom {
  const admitted = Math.min(Math.floor(state.upto), state.lastNumber)
  const queued = state.shuffledAt ? Math.max(0, state.lastNumber - admitted) : state.joinedBeforeOpen
  // Admissions in the last full minute (the tick closes a minute every 60 s); in the opening's first minute, those so far.
  const firstMinute = state.shuffledAt !== null && roomClock.now().getTime() - state.shuffledAt.getTime() < 60_000
  const thisMinute = Math.floor(state.upto) - Math.floor(state.minuteUpto)
  return {
    queued,
    admitted,
    admittedPerMinute: firstMinute ? thisMinute : state.lastMinuteAdmitted,
    sold: state.sold,
    remaining: state.remaining,
    rate: state.rate,
    soldOut: soldOutOf(state),
  }
}

/** GET /api/events/{id}/waiting-room: the settings and, for a room that exists, its live figures. */
export async function showRoom(viewer: User | undefined, eventId: number | null) {
  const event = await authorizeEvent(viewer, eventId, 'edit')
  const state = await roomState(event.id, { fresh: true })
  if (!state) {
    const room = await defaultRoom(event.id)
    const live = await liveWithoutRoom(event.id)
    return { ...room, live }
  }
  return { ...roomOf(state), live: liveOf(state) }
}

async function liveWithoutRoom(eventId: number): Promise<LiveRoom> {
  const result = await db.rawQuery(
    `SELECT COALESCE(SUM(quantity_sold), 0)::int AS sold, COALESCE(SUM(GREATEST(max_quantity - quantity_sold, 0)), 0)::int AS unsold,
            COALESCE(SUM(GREATEST(max_quantity - quantity_sold - seats_held_by_others(id, NULL, ?), 0)), 0)::int AS remaining
     FROM ticket_types WHERE event_id = ? AND is_active`,
    [new Date(), eventId]
  )
  const row = result.rows[0] as { sold: number; unsold: number; remaining: number }
  return {
    queued: 0,
    admitted: 0,
    admittedPerMinute: 0,
    sold: row.sold,
    remaining: row.remaining,
    rate: AUTO_RATE.start,
    soldOut: row.unsold <= 0,
  }
}

/** PUT /api/events/{id}/waiting-room. Changing the settings keeps the queue and its counters. */
export async function saveRoom(viewer: User | undefined, eventId: number | null, input: RoomInput): Promise<Room> {
  const event = await authorizeEvent(viewer, eventId, 'edit')
  const rate = input.admitPerMinute === 'auto' ? null : input.admitPerMinute
  await db.rawQuery(
    `INSERT INTO waiting_rooms (event_id, enabled, opens_at, admit_per_minute, random_window_minutes, rate_now)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (event_id) DO UPDATE SET enabled = EXCLUDED.enabled, opens_at = EXCLUDED.opens_at,
       admit_per_minute = EXCLUDED.admit_per_minute, random_window_minutes = EXCLUDED.random_window_minutes,
       rate_now = CASE WHEN EXCLUDED.admit_per_minute IS NULL AND waiting_rooms.admit_per_minute IS NOT NULL
                       THEN waiting_rooms.admit_per_minute ELSE waiting_rooms.rate_now END,
       updated_at = now()`,
    [event.id, input.enabled, input.opensAt, rate, input.randomWindowMinutes, rate ?? AUTO_RATE.start]
  )
  forgetRoom(event.id)
  return {
    enabled: input.enabled,
    opensAt: input.opensAt.toISOString(),
    admitPerMinute: input.admitPerMinute,
    randomWindowMinutes: input.randomWindowMinutes,
  }
}

/** The public event page's note: where the storefront shows the room instead of the ticket picker (null when off). */
export async function publicRoomOf(eventId: number): Promise<{ opensAt: string; randomWindowMinutes: number } | null> {
  const state = await roomState(eventId)
  if (!state?.settings.enabled) return null
  return { opensAt: state.settings.opensAt.toISOString(), randomWindowMinutes: state.settings.randomWindowMinutes }
}

export interface PlaceAnswer {
  queueToken: string
  position: number | null
  estimatedWaitSeconds: number
  admitted: boolean
  admissionToken?: string
  soldOut: boolean
  opensAt: string
  pollSeconds: number
}

/** The place's standing from the cached counters alone. */
function standing(state: RoomState, place: QueuePlace, now: Date): PlaceAnswer {
  const base = { queueToken: queueToken(place), soldOut: soldOutOf(state), opensAt: state.settings.opensAt.toISOString() }
  if (place.number === null && state.shuffledAt) {
    // Joined after the opening, numbered at the next tick (within a second): behind everyone numbered so far.
    const position = positionOf(state.lastNumber + 1, state.upto)
    const wait = estimatedWaitSeconds(position, state.rate)
    return { ...base, position, estimatedWaitSeconds: wait, admitted: false, pollSeconds: Math.min(2, pollSecondsFor(wait)) }
  }
  if (place.number === null) {
    const wait = waitBeforeOpening(now, state.settings.opensAt, state.joinedBeforeOpen, state.rate)
    return {
      ...base,
      position: null,
      estimatedWaitSeconds: wait,
      admitted: false,
      pollSeconds: pollSecondsBeforeOpening(now, state.settings.opensAt, state.joinedBeforeOpen, Math.random()),
    }
  }
  const position = positionOf(place.number, state.upto)
  const wait = estimatedWaitSeconds(position, state.rate)
  return { ...base, position, estimatedWaitSeconds: wait, admitted: position === 0, pollSeconds: pollSecondsFor(wait) }
}

/** The room, when it is switched on for a public event; else the 404 of a room that is off. */
async function openRoom(eventId: number | null): Promise<RoomState> {
  const state = eventId === null ? null : await roomState(eventId)
  if (!state || !state.settings.enabled || !state.isPublic) throw new DomainError('QUEUE_NOT_FOUND')
  return state
}

interface EntryRow {
  id: string | number
  number: string | number | null
  admitted_at: Date | null
  picked_up_at: Date | null
}

const placeOf = (eventId: number, row: EntryRow, pickedUp = false): QueuePlace => ({
  eventId,
  entryId: Number(row.id),
  number: row.number === null ? null : Number(row.number),
  pickedUp,
})

const isLost = (row: EntryRow, now: Date) =>
  row.admitted_at !== null && placeLost(row.admitted_at, row.picked_up_at, now, waitingRoomConfig.graceSeconds)

/** A lost place goes to the back of the queue: a new number after the last one, not yet admitted. */
async function requeue(eventId: number, entryId: number, now: Date): Promise<EntryRow> {
  // Without a number it goes to the back: the next tick numbers it after everyone numbered (or, before the opening,
  // draws it with the random window).
  const result = await db.rawQuery(
    `UPDATE waiting_room_entries SET number = NULL, joined_at = ?, admitted_at = NULL, picked_up_at = NULL, session_id = NULL
     WHERE id = ? AND event_id = ? AND buyer_key IS NULL RETURNING id, number, admitted_at, picked_up_at`,
    [now, entryId, eventId] as RawQueryBindings
  )
  return result.rows[0] as EntryRow
}

/**
 * A new device's place: one INSERT, nothing else locked, so joins never queue on the room's row. It has no number yet:
 * the room's tick (room_state.ts) numbers new places once a second, the random window's at the opening in random
 * order, later ones in the order they joined. Null when the device got its place at the same moment.
 */
async function newPlace(eventId: number, deviceId: string, now: Date): Promise<EntryRow | null> {
  const result = await db.rawQuery(
    `INSERT INTO waiting_room_entries (event_id, device_id, number, joined_at) VALUES (?, ?, NULL, ?)
     ON CONFLICT DO NOTHING RETURNING id, number, admitted_at, picked_up_at`,
    [eventId, deviceId, now] as RawQueryBindings
  )
  return (result.rows[0] as EntryRow | undefined) ?? null
}

async function entryByDevice(eventId: number, deviceId: string): Promise<EntryRow | null> {
  const result = await db.rawQuery(
    'SELECT id, number, admitted_at, picked_up_at FROM waiting_room_entries WHERE event_id = ? AND device_id = ?',
    [eventId, deviceId]
  )
  return (result.rows[0] as EntryRow | undefined) ?? null
}

async function entryById(eventId: number, entryId: number): Promise<EntryRow | null> {
  const result = await db.rawQuery('SELECT id, number, admitted_at, picked_up_at FROM waiting_room_entries WHERE event_id = ? AND id = ?', [
    eventId,
    entryId,
  ])
  return (result.rows[0] as EntryRow | undefined) ?? null
}

/**
 * POST /api/events/{id}/queue: a new place for a new device (created: true), else the device's existing place (or the
 * place its queue token names); a place lost after admission goes to the back.
 */
export async function joinQueue(
  eventId: number | null,
  input: { deviceId: string; queueToken?: string | null }
): Promise<{ created: boolean; answer: PlaceAnswer }> {
  const state = await openRoom(eventId)
  const id = state.eventId
  const now = roomClock.now()
  const known = readQueueToken(input.queueToken)
  let existing = known && known.eventId === id ? await entryById(id, known.entryId) : null
  existing ??= await entryByDevice(id, input.deviceId)
  let created = false
  if (!existing) {
    existing = await newPlace(id, input.deviceId, now)
    if (existing) {
      created = true
    } else {
      // The same device joined at the same moment: its place.
      existing = await entryByDevice(id, input.deviceId)
      if (!existing) throw new DomainError('QUEUE_NOT_FOUND')
    }
  } else if (isLost(existing, now)) {
    existing = await requeue(id, Number(existing.id), now)
    if (!existing) throw new DomainError('QUEUE_NOT_FOUND')
  }
  // The answer comes from the cached counters (at most a second old); a place joined after the opening has its number
  // from the next tick, and until then the place behind everyone numbered.
  const answer = standing(state, placeOf(id, existing, existing.picked_up_at !== null), now)
  return { created, answer }
}

/**
 * GET /api/events/{id}/queue/{queueToken}: from the token and the cached counters; the database only once after the
 * opening (the place's number, given back in a new queue token) and once at admission (the pick-up, which also
 * decides whether the grace period was missed: 410).
 */
export async function pollQueue(eventId: number | null, token: string): Promise<PlaceAnswer> {
  const place = readQueueToken(token)
  if (!place || eventId === null || place.eventId !== eventId) throw new DomainError('QUEUE_NOT_FOUND')
  const state = await openRoom(eventId)
  const now = roomClock.now()
  let current = place
  if (current.number === null && state.shuffledAt) {
    const row = await entryById(eventId, place.entryId)
    if (!row) throw new DomainError('QUEUE_NOT_FOUND')
    current = placeOf(eventId, row, row.picked_up_at !== null)
  }
  const answer = standing(state, current, now)
  if (!answer.admitted) return answer
  if (!current.pickedUp) {
    const picked = await db.rawQuery(
      `UPDATE waiting_room_entries SET picked_up_at = COALESCE(picked_up_at, ?) WHERE id = ? AND event_id = ?
       RETURNING id, number, admitted_at, picked_up_at`,
      [now, current.entryId, eventId]
    )
    const row = picked.rows[0] as EntryRow | undefined
    if (!row) throw new DomainError('QUEUE_NOT_FOUND')
    // Lost and put at the back meanwhile (a join from the same device): the place the row has now.
    if (row.number === null || Number(row.number) !== current.number || row.admitted_at === null) {
      return standing(state, placeOf(eventId, row), now)
    }
    if (isLost(row, now)) throw new DomainError('QUEUE_PLACE_LOST')
    current = { ...current, pickedUp: true }
  }
  return {
    ...answer,
    queueToken: queueToken(current),
    admissionToken: admissionToken({
      eventId,
      entryId: current.entryId,
      expiresAt: now.getTime() + waitingRoomConfig.admissionSeconds * 1000,
    }),
  }
}
