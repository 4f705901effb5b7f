/*
 * An organizer's event with its waiting room, and the moves of the room's clock (api/services/waiting_room/room_clock.ts):
 * the tests move time instead of waiting.
 */
import { randomBytes } from 'node:crypto'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { setRoomClockForTests, roomClock } from '#services/waiting_room/room_clock'
import { forgetRoom } from '#services/waiting_room/room_state'
import { forgetBindings } from '#services/waiting_room/admission'
import { organizerWithEvent, type Organizer } from '#tests/functional/orders/order_fixtures'

export const newDevice = () => randomBytes(16).toString('base64url')

/** Stops the room's clock (at now unless given); advanceClock moves it. */
export function freezeClock(at = new Date()) {
  setRoomClockForTests(at)
}
/** Moves the stopped room clock forward. */
export function advanceClock(seconds: number) {
  setRoomClockForTests(new Date(roomClock.now().getTime() + seconds * 1000))
}
export function resetClock() {
  setRoomClockForTests(null)
}

export interface RoomSetup {
  enabled?: boolean
  opensInSeconds?: number
  admitPerMinute?: number | 'auto'
  randomWindowMinutes?: number
}

/** PUT the room of the organizer's event: opening `opensInSeconds` from the room's now (default: already open). */
export async function putRoom(client: ApiClient, org: Organizer, setup: RoomSetup = {}) {
  const opensAt = new Date(roomClock.now().getTime() + (setup.opensInSeconds ?? -1) * 1000)
  const response = await client
    .put(`/api/events/${org.event.id}/waiting-room`)
    .bearerToken(org.token)
    .json({
      enabled: setup.enabled ?? true,
      opensAt: opensAt.toISOString(),
      admitPerMinute: setup.admitPerMinute ?? 60,
      randomWindowMinutes: setup.randomWindowMinutes ?? 10,
    })
  response.assertStatus(200)
  forgetRoom(org.event.id)
  return response
}

/** An organizer's event (a free type and a paid type of 20 seats each) with its room on. */
export async function eventWithRoom(client: ApiClient, setup: RoomSetup = {}) {
  const org = await organizerWithEvent()
  await putRoom(client, org, setup)
  return org
}

export function join(client: ApiClient, eventId: number, deviceId = newDevice()) {
  return client.post(`/api/events/${eventId}/queue`).json({ deviceId })
}

export function poll(client: ApiClient, eventId: number, token: string) {
  return client.get(`/api/events/${eventId}/queue/${token}`)
}

/** The room's counters as the next poll reads them (the cache read again, a tick when due). */
export async function nextTick(eventId: number, seconds = 1) {
  advanceClock(seconds)
  forgetRoom(eventId)
}

export async function entriesOf(eventId: number) {
  return db.from('waiting_room_entries').where('event_id', eventId).orderBy('id')
}

export function cleanRoomState() {
  resetClock()
  forgetBindings()
}
