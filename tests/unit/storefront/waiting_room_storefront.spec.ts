import { test } from '@japa/runner'
import {
  countdownText,
  joinsAt,
  newDeviceId,
  pollDelayMs,
  publicWaitingRoom,
  roomPhase,
  waitMinutes,
} from '../../../storefront/src/components/waiting_room/room_clock.js'
import { hasQueuePlace, readQueuePlace, writeQueuePlace } from '../../../storefront/src/components/waiting_room/queue_storage.js'
import {
  $admission,
  admissionField,
  admit,
  forgetAdmission,
  noteHoldAnswer,
} from '../../../storefront/src/components/waiting_room/admission.js'

/*
 * The storefront's side of the waiting room (storefront/src/components/waiting_room/): when a visitor joins, what the
 * countdown and the wait read, the place kept in localStorage, and the admission every hold carries (forgotten when
 * the API answers 403 ADMISSION_REQUIRED). tests/e2e/waiting-room.e2e.ts runs it in a browser against the real API.
 */

const OPENS = Date.UTC(2026, 11, 5, 20, 0, 0)
const room = { opensAt: new Date(OPENS).toISOString(), randomWindowMinutes: 10 }

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

test.group('waiting room clock', () => {
  test('a countdown until the random window, a place drawn inside it, first come first served from the opening', ({ assert }) => {
    assert.equal(joinsAt(room), OPENS - 10 * 60_000)
    assert.equal(roomPhase(room, OPENS - 10 * 60_000 - 1), 'countdown')
    assert.equal(roomPhase(room, OPENS - 10 * 60_000), 'window')
    assert.equal(roomPhase(room, OPENS - 1), 'window')
    assert.equal(roomPhase(room, OPENS), 'open')
    assert.equal(roomPhase({ ...room, randomWindowMinutes: 0 }, OPENS - 1), 'countdown')
    assert.equal(roomPhase({ opensAt: 'not a date', randomWindowMinutes: 10 }, 0), 'open')
  })

  test('the countdown reads H:MM:SS, rounded up to the next second, never below zero', ({ assert }) => {
    assert.equal(countdownText(0), '0:00:00')
    assert.equal(countdownText(-5_000), '0:00:00')
    assert.equal(countdownText(1), '0:00:01')
    assert.equal(countdownText(61_000), '0:01:01')
    assert.equal(countdownText(26 * 3_600_000 + 5 * 60_000 + 9_000), '26:05:09')
  })

  test('the wait in whole minutes, rounded up; under a minute is 0; nothing from the server is null', ({ assert }) => {
    assert.equal(waitMinutes(0), 0)
    assert.equal(waitMinutes(59), 0)
    assert.equal(waitMinutes(60), 1)
    assert.equal(waitMinutes(61), 2)
    assert.isNull(waitMinutes(null))
    assert.isNull(waitMinutes(-1))
    assert.isNull(waitMinutes(Number.NaN))
  })

  test("the server's pollSeconds, kept between 2 s and 2 minutes", ({ assert }) => {
    assert.equal(pollDelayMs(5), 5_000)
    assert.equal(pollDelayMs(0), 2_000)
    assert.equal(pollDelayMs(3600), 120_000)
    assert.equal(pollDelayMs(undefined), 5_000)
  })

  test('a device id is 32 url-safe characters, different each time', ({ assert }) => {
    const first = newDeviceId()
    assert.match(first, /^[0-9a-f]{32}$/)
    assert.notEqual(newDeviceId(), first)
  })

  test("the public detail's waitingRoom: its opening and window, or null when off or malformed", ({ assert }) => {
    assert.deepEqual(publicWaitingRoom({ waitingRoom: room }), room)
    assert.deepEqual(publicWaitingRoom({ waitingRoom: { opensAt: room.opensAt, randomWindowMinutes: null } }), {
      opensAt: room.opensAt,
      randomWindowMinutes: 0,
    })
    assert.isNull(publicWaitingRoom({ waitingRoom: null }))
    assert.isNull(publicWaitingRoom({}))
    assert.isNull(publicWaitingRoom({ waitingRoom: { opensAt: 'soon' } }))
    assert.isNull(publicWaitingRoom(null))
  })
})

test.group('waiting room place in localStorage', () => {
  test('kept per event: device id and queue token; a browser without a token has no place yet', ({ assert }) => {
    const store = memoryStorage()
    assert.isNull(readQueuePlace(7, store))
    writeQueuePlace(7, { deviceId: 'a'.repeat(32), queueToken: null }, store)
    assert.deepEqual(readQueuePlace(7, store), { deviceId: 'a'.repeat(32), queueToken: null })
    writeQueuePlace(7, { deviceId: 'a'.repeat(32), queueToken: 'signed.token' }, store)
    assert.deepEqual(readQueuePlace(7, store), { deviceId: 'a'.repeat(32), queueToken: 'signed.token' })
    assert.isNull(readQueuePlace(8, store))
    assert.deepEqual([...store.items.keys()], ['waiting-room:7'])
  })

  test('a stored value that is not a valid place is no place', ({ assert }) => {
    const store = memoryStorage()
    store.setItem('waiting-room:7', '{broken')
    assert.isNull(readQueuePlace(7, store))
    store.setItem('waiting-room:7', JSON.stringify({ deviceId: 'short', queueToken: 'x' }))
    assert.isNull(readQueuePlace(7, store))
    store.setItem('waiting-room:7', JSON.stringify({ deviceId: 'b'.repeat(65), queueToken: 'x' }))
    assert.isNull(readQueuePlace(7, store))
    store.setItem('waiting-room:7', JSON.stringify({ deviceId: 'c/'.repeat(10), queueToken: 'x' }))
    assert.isNull(readQueuePlace(7, store))
  })

  test('without localStorage (Node, private mode) there is no place and writing does nothing', ({ assert }) => {
    assert.isFalse(hasQueuePlace(7))
    assert.doesNotThrow(() => writeQueuePlace(7, { deviceId: 'a'.repeat(32), queueToken: 't' }))
  })
})

test.group('waiting room admission on holds', (group) => {
  group.each.teardown(() => forgetAdmission())

  test('a hold carries the admission of this visit, and none without one', ({ assert }) => {
    assert.deepEqual(admissionField(), {})
    admit(5, 'admission-token')
    assert.deepEqual(admissionField(), { admissionToken: 'admission-token' })
    assert.deepEqual($admission.get(), { eventId: 5, token: 'admission-token' })
  })

  test('403 ADMISSION_REQUIRED forgets the admission (the room shows again); other answers keep it', ({ assert }) => {
    admit(5, 'admission-token')
    noteHoldAnswer({ ok: true, status: 201 })
    noteHoldAnswer({ ok: false, status: 409, failure: { code: 'INSUFFICIENT_STOCK' } })
    noteHoldAnswer({ ok: false, status: 403, failure: { code: 'FORBIDDEN' } })
    noteHoldAnswer({ ok: false, status: 0, failure: {} })
    assert.isNotNull($admission.get())
    noteHoldAnswer({ ok: false, status: 403, failure: { code: 'ADMISSION_REQUIRED' } })
    assert.isNull($admission.get())
  })
})
