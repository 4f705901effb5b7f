/*
 * The public queue of a waiting room (docs/waiting-room.md): one place per device (also under a rush from one device,
 * with a control run that shows the test catches duplicates), the random order of the window's arrivals and arrival
 * order after the opening, admission advancing with the room's clock (set by the test, never slept), the grace
 * period, sold out, and polls that cost no database read beyond the per-process cache.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { queueToken } from '#services/waiting_room/room_tokens'
import { holdSeconds, purchaseSeconds, stockOutcomes } from '#services/server/metrics'
import { tick } from '#services/waiting_room/room_state'
import { roomClock } from '#services/waiting_room/room_clock'
import { clearRateLimits } from '#tests/helpers/accounts'
import { makeEvent } from '#tests/functional/catalogue/catalogue_fixtures'
import { organizerWithEvent } from '#tests/functional/orders/order_fixtures'
import {
  advanceClock,
  cleanRoomState,
  entriesOf,
  eventWithRoom,
  freezeClock,
  join,
  newDevice,
  nextTick,
  poll,
  putRoom,
} from '#tests/functional/waiting_room/room_fixtures'

/** Spearman's rank correlation of two orderings of the same n items (ranks 1..n, no ties). */
function spearman(a: number[], b: number[]): number {
  const n = a.length
  const d2 = a.reduce((sum, x, i) => sum + (x - b[i]) ** 2, 0)
  return 1 - (6 * d2) / (n * (n * n - 1))
}

test.group('Waiting room: joining', (group) => {
  group.each.setup(async () => {
    await clearRateLimits()
    freezeClock()
  })
  group.each.teardown(() => cleanRoomState())

  test('a device joins once: 201 with the place, again 200 with the same place, also by its queue token', async ({ client, assert }) => {
    const org = await eventWithRoom(client, { admitPerMinute: 60 })
    const device = newDevice()
    const first = await join(client, org.event.id, device)
    first.assertStatus(201)
    const body = first.body()
    assert.containsSubset(body, { success: true, position: 1, admitted: false, soldOut: false })
    assert.isString(body.queueToken)
    assert.equal(body.estimatedWaitSeconds, 1)
    assert.isAtLeast(body.pollSeconds, 2)
    assert.deepEqual(body.data.queueToken, body.queueToken)

    // A new place is numbered at the room's next refresh (within a second); until then it is behind everyone numbered.
    await nextTick(org.event.id, 0)
    const second = await join(client, org.event.id, newDevice())
    second.assertStatus(201)
    assert.equal(second.body().position, 2)

    const again = await join(client, org.event.id, device)
    again.assertStatus(200)
    assert.equal(again.body().position, 1)
    const byToken = await client
      .post(`/api/events/${org.event.id}/queue`)
      .header('X-Queue-Token', body.queueToken)
      .json({ deviceId: newDevice() })
    byToken.assertStatus(200)
    assert.equal(byToken.body().position, 1)
    assert.lengthOf(await entriesOf(org.event.id), 2)

    const polled = await poll(client, org.event.id, body.queueToken)
    polled.assertStatus(200)
    assert.containsSubset(polled.body(), { position: 1, admitted: false, soldOut: false, estimatedWaitSeconds: 1 })
    assert.notProperty(polled.body(), 'admissionToken')
  })

  test('404 when the room is off, the event is not public, or the token is forged or another event’s', async ({ client, assert }) => {
    const off = await organizerWithEvent()
    ;(await join(client, off.event.id)).assertStatus(404)
    await putRoom(client, off, { enabled: false })
    const refused = await join(client, off.event.id)
    refused.assertStatus(404)
    assert.equal(refused.body().message, 'Er is geen wachtrij voor dit evenement.')

    const org = await eventWithRoom(client)
    await db.from('events').where('id', org.event.id).update({ is_published: false })
    await nextTick(org.event.id)
    ;(await join(client, org.event.id)).assertStatus(404)
    await db.from('events').where('id', org.event.id).update({ is_published: true })
    await nextTick(org.event.id)
    const place = await join(client, org.event.id)
    place.assertStatus(201)

    const other = await eventWithRoom(client)
    ;(await poll(client, other.event.id, place.body().queueToken)).assertStatus(404)
    const [payload] = place.body().queueToken.split('.')
    ;(await poll(client, org.event.id, `${payload}.AAAAAAAAAAAAAAAAAAAAAA`)).assertStatus(404)
    ;(await poll(client, org.event.id, 'not-a-token')).assertStatus(404)
    // A genuine token for a place that does not exist (signed here) is still only a place in that event.
    const unknown = queueToken({ eventId: org.event.id, entryId: 2_000_000_000, number: null, pickedUp: false })
    ;(await poll(client, org.event.id, unknown)).assertStatus(404)
    const event = await makeEvent()
    ;(await join(client, event.id)).assertStatus(404)
  })

  test('a device id outside 16-64 url-safe characters is a 422 with a clear text', async ({ client, assert }) => {
    const org = await eventWithRoom(client)
    for (const deviceId of ['short', 'x'.repeat(65), 'bad id with spaces!!', 1234567890123456]) {
      const response = await join(client, org.event.id, deviceId as string)
      response.assertStatus(422)
      assert.include(JSON.stringify(response.body()), 'Ongeldig apparaat-id')
    }
  })
})

test.group('Waiting room: one place per device under a rush', (group) => {
  group.each.setup(async () => {
    await clearRateLimits()
    freezeClock()
  })
  group.each.teardown(() => cleanRoomState())

  const rush = async (client: any, eventId: number, device: string) =>
    Promise.all(Array.from({ length: 20 }, () => join(client, eventId, device)))

  test('20 parallel joins from one device make exactly one place', async ({ client, assert }) => {
    for (let run = 0; run < 3; run++) {
      const org = await eventWithRoom(client)
      const responses = await rush(client, org.event.id, newDevice())
      const statuses = responses.map((r) => r.status())
      assert.equal(statuses.filter((s) => s === 201).length, 1, String(statuses))
      assert.equal(statuses.filter((s) => s === 200).length, 19, String(statuses))
      assert.lengthOf(await entriesOf(org.event.id), 1)
      assert.equal(new Set(responses.map((r) => r.body().position)).size, 1)
    }
  })

  test('control: without the unique (event, device) index the same rush makes several places', async ({ client, assert }) => {
    await db.rawQuery('ALTER TABLE waiting_room_entries DROP CONSTRAINT waiting_room_entries_device')
    const events: number[] = []
    try {
      let most = 0
      for (let run = 0; run < 3 && most < 2; run++) {
        const org = await eventWithRoom(client)
        events.push(org.event.id)
        await rush(client, org.event.id, newDevice())
        most = Math.max(most, (await entriesOf(org.event.id)).length)
      }
      assert.isAbove(most, 1)
    } finally {
      await db.from('waiting_room_entries').whereIn('event_id', events).delete()
      await db.rawQuery('ALTER TABLE waiting_room_entries ADD CONSTRAINT waiting_room_entries_device UNIQUE (event_id, device_id)')
    }
  })
})

test.group('Waiting room: order and admission', (group) => {
  group.each.setup(async () => {
    await clearRateLimits()
    freezeClock()
  })
  group.each.teardown(() => cleanRoomState())

  test('the window’s 50 arrivals are placed in random order at the opening; later arrivals in arrival order', async ({
    client,
    assert,
  }) => {
    const org = await eventWithRoom(client, { opensInSeconds: 120, randomWindowMinutes: 10, admitPerMinute: 1 })
    const tokens: string[] = []
    for (let i = 0; i < 50; i++) {
      const response = await join(client, org.event.id)
      response.assertStatus(201)
      assert.isNull(response.body().position)
      assert.isAtLeast(response.body().estimatedWaitSeconds, 120)
      tokens.push(response.body().queueToken)
    }
    const before = await poll(client, org.event.id, tokens[0])
    assert.isNull(before.body().position)

    advanceClock(121)
    const positions: number[] = []
    for (const token of tokens) {
      const response = await poll(client, org.event.id, token)
      response.assertStatus(200)
      positions.push(response.body().position)
      // The place's number now travels in a refreshed token, which answers the same place.
      assert.notEqual(response.body().queueToken, token)
      if (positions.length <= 3) {
        const refreshed = await poll(client, org.event.id, response.body().queueToken)
        assert.equal(refreshed.body().position, response.body().position)
      }
    }
    assert.deepEqual(
      [...positions].sort((a, b) => a - b),
      Array.from({ length: 50 }, (_, i) => i + 1)
    )
    const arrival = Array.from({ length: 50 }, (_, i) => i + 1)
    assert.notDeepEqual(positions, arrival)
    assert.isBelow(Math.abs(spearman(arrival, positions)), 0.5)

    const later: string[] = []
    for (let i = 0; i < 5; i++) later.push((await join(client, org.event.id)).body().queueToken)
    await nextTick(org.event.id, 0)
    const laterPositions = await Promise.all(later.map(async (t) => (await poll(client, org.event.id, t)).body().position))
    assert.deepEqual(laterPositions, [51, 52, 53, 54, 55])
  })

  test('admission advances with the room’s clock at the rate in force; the admitted place gets an admission token', async ({
    client,
    assert,
  }) => {
    const org = await eventWithRoom(client, { admitPerMinute: 6 })
    const tokens: string[] = []
    for (let i = 0; i < 4; i++) tokens.push((await join(client, org.event.id)).body().queueToken)
    await nextTick(org.event.id, 0)
    for (const [i, t] of tokens.entries()) tokens[i] = (await poll(client, org.event.id, t)).body().queueToken
    assert.deepEqual(await Promise.all(tokens.map(async (t) => (await poll(client, org.event.id, t)).body().position)), [1, 2, 3, 4])
    assert.equal((await poll(client, org.event.id, tokens[3])).body().estimatedWaitSeconds, 40)

    await nextTick(org.event.id, 20)
    const first = await poll(client, org.event.id, tokens[0])
    assert.containsSubset(first.body(), { admitted: true, position: 0, estimatedWaitSeconds: 0 })
    assert.isString(first.body().admissionToken)
    assert.isTrue((await poll(client, org.event.id, tokens[1])).body().admitted)
    const third = await poll(client, org.event.id, tokens[2])
    assert.containsSubset(third.body(), { admitted: false, position: 1 })
    assert.notProperty(third.body(), 'admissionToken')

    const live = await client.get(`/api/events/${org.event.id}/waiting-room`).bearerToken(org.token)
    assert.containsSubset(live.body().data.live, {
      queued: 2,
      admitted: 2,
      admittedPerMinute: 2,
      rate: 6,
      sold: 0,
      remaining: 40,
      soldOut: false,
    })
  })

  test('admissions stop at the seats that can still be held plus the margin', async ({ client, assert }) => {
    const org = await eventWithRoom(client, { admitPerMinute: 6000 })
    await db
      .from('ticket_types')
      .where('event_id', org.event.id)
      .update({ max_quantity: db.raw('quantity_sold + 1') })
    const { default: config } = await import('#config/waiting_room')
    const tokens: string[] = []
    for (let i = 0; i < 2 + config.admitMargin + 5; i++) tokens.push((await join(client, org.event.id)).body().queueToken)
    await nextTick(org.event.id, 60)
    const live = await client.get(`/api/events/${org.event.id}/waiting-room`).bearerToken(org.token)
    assert.equal(live.body().data.live.remaining, 2)
    assert.equal(live.body().data.live.admitted, 2 + config.admitMargin)
    const last = await poll(client, org.event.id, tokens.at(-1)!)
    assert.containsSubset(last.body(), { admitted: false, position: 5 })
  })

  test('an admitted place not asked for within the grace period is lost (410); rejoining puts it at the back', async ({
    client,
    assert,
  }) => {
    const org = await eventWithRoom(client, { admitPerMinute: 60 })
    const device = newDevice()
    const away = (await join(client, org.event.id, device)).body().queueToken
    const stays = (await join(client, org.event.id)).body().queueToken
    await join(client, org.event.id)
    await nextTick(org.event.id, 0)
    await nextTick(org.event.id, 1)
    // Someone else's poll moves the room on: the first place is admitted now.
    assert.equal((await poll(client, org.event.id, stays)).body().position, 1)
    await nextTick(org.event.id, 5 * 60 + 1)
    const lost = await poll(client, org.event.id, away)
    lost.assertStatus(410)
    assert.equal(lost.body().code, 'QUEUE_PLACE_LOST')
    assert.include(lost.body().message, 'vervallen')
    // The place the second holder picked up in time stays theirs.
    const kept = await poll(client, org.event.id, stays)
    kept.assertStatus(200)
    assert.isTrue(kept.body().admitted)
    assert.isString(kept.body().admissionToken)

    const back = await join(client, org.event.id, device)
    back.assertStatus(200)
    assert.containsSubset(back.body(), { admitted: false })
    await nextTick(org.event.id, 0)
    assert.containsSubset((await poll(client, org.event.id, back.body().queueToken)).body(), { admitted: false, position: 1 })
    const [entry] = await entriesOf(org.event.id)
    assert.equal(Number(entry.number), 4)
  })

  test('a sold-out event tells everyone still queued at once', async ({ client, assert }) => {
    const org = await eventWithRoom(client, { admitPerMinute: 1 })
    const token = (await join(client, org.event.id)).body().queueToken
    await join(client, org.event.id)
    const second = (await join(client, org.event.id)).body().queueToken
    assert.isFalse((await poll(client, org.event.id, second)).body().soldOut)
    await db
      .from('ticket_types')
      .where('event_id', org.event.id)
      .update({ quantity_sold: db.raw('max_quantity') })
    await nextTick(org.event.id, 1)
    for (const t of [token, second]) {
      const response = await poll(client, org.event.id, t)
      response.assertStatus(200)
      assert.isTrue(response.body().soldOut)
    }
    const live = await client.get(`/api/events/${org.event.id}/waiting-room`).bearerToken(org.token)
    assert.containsSubset(live.body().data.live, { soldOut: true, remaining: 0, sold: 40 })
  })

  test('polls read the cached counters: 20 polls cost at most one database statement', async ({ client, assert }) => {
    const org = await eventWithRoom(client, { admitPerMinute: 60 })
    for (let i = 0; i < 3; i++) await join(client, org.event.id)
    const joined = (await join(client, org.event.id)).body().queueToken
    await nextTick(org.event.id, 0)
    // The first poll after the place was numbered reads its number once and hands it back in a new token.
    const token = (await poll(client, org.event.id, joined)).body().queueToken
    ;(await poll(client, org.event.id, token)).assertStatus(200)
    const knex = db.connection().getWriteClient()
    const statements: string[] = []
    const listener = (query: { sql: string }) => statements.push(query.sql)
    knex.on('query', listener)
    try {
      for (let i = 0; i < 20; i++) (await poll(client, org.event.id, token)).assertStatus(200)
    } finally {
      knex.off('query', listener)
    }
    assert.isAtMost(statements.filter((sql) => /waiting_room/.test(sql)).length, 1, statements.join('\n'))
    // The listener sees statements: a join writes.
    knex.on('query', listener)
    try {
      await join(client, org.event.id)
    } finally {
      knex.off('query', listener)
    }
    assert.isAbove(statements.filter((sql) => /waiting_room/.test(sql)).length, 0)
  })

  test('auto: the rate follows this process’s live hold latency of the event, within its bounds', async ({ client, assert }) => {
    const org = await eventWithRoom(client, { admitPerMinute: 'auto' })
    await join(client, org.event.id)
    const rate = async () => (await client.get(`/api/events/${org.event.id}/waiting-room`).bearerToken(org.token)).body().data.live.rate
    assert.equal(await rate(), 300)
    for (let i = 0; i < 50; i++) holdSeconds.observe({ event: String(org.event.id) }, 0.8)
    await nextTick(org.event.id, 11)
    assert.equal(await rate(), 200)
    for (let i = 0; i < 50; i++) holdSeconds.observe({ event: String(org.event.id) }, 0.02)
    await nextTick(org.event.id, 11)
    assert.equal(await rate(), 240)
    // No new observations: the rate stays.
    await nextTick(org.event.id, 11)
    assert.equal(await rate(), 240)
    // Slow paid checkouts (the provider's round trip) say nothing; slow free purchases cut the rate.
    for (let i = 0; i < 50; i++) purchaseSeconds.observe({ event: String(org.event.id), kind: 'paid' }, 2)
    await nextTick(org.event.id, 11)
    assert.equal(await rate(), 240)
    for (let i = 0; i < 50; i++) purchaseSeconds.observe({ event: String(org.event.id), kind: 'free' }, 2)
    await nextTick(org.event.id, 11)
    assert.equal(await rate(), 160)
  })

  test('a hold is observed per event: its duration and its outcome', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const count = async () =>
      (await holdSeconds.get()).values.find((v) => v.metricName?.endsWith('_count') && v.labels.event === String(org.event.id))?.value ?? 0
    const outcome = async (name: string) =>
      (await stockOutcomes.get()).values.find((v) => v.labels.event === String(org.event.id) && v.labels.outcome === name)?.value ?? 0
    const body = { ticketTypeId: org.free.id, quantity: 1, sessionId: `sess-${newDevice()}`, buyerEmail: 'reservering@suritickets.sr' }
    ;(await client.post('/api/tickets/reserve').json(body)).assertStatus(201)
    ;(await client.post('/api/tickets/reserve').json({ ...body, quantity: 99 })).assertStatus(409)
    assert.equal(await count(), 2)
    assert.equal(await outcome('hold'), 1)
    assert.equal(await outcome('hold_refused'), 1)
    await putRoom(client, org)
    ;(await client.post('/api/tickets/reserve').json({ ...body, sessionId: `sess-${newDevice()}` })).assertStatus(403)
    assert.equal(await outcome('admission_refused'), 1)
  })

  test('ticks from many processes at once: one of them moves the room, once per second', async ({ client, assert }) => {
    const org = await eventWithRoom(client, { admitPerMinute: 60 })
    for (let i = 0; i < 30; i++) await join(client, org.event.id)
    await nextTick(org.event.id, 10)
    // Ten processes whose caches ran out at the same moment (the same time, each its own call).
    const ticked = await Promise.all(Array.from({ length: 10 }, () => tick(org.event.id, roomClock.now())))
    assert.lengthOf(
      ticked.filter((row) => row !== null),
      1
    )
    const [room] = await db.from('waiting_rooms').where('event_id', org.event.id)
    // 60 a minute for the 10 s since the last tick: 10 places, not 100.
    assert.equal(Math.floor(room.admitted_upto), 10)
    const admitted = await db.from('waiting_room_entries').where('event_id', org.event.id).whereNotNull('admitted_at').count('* as n')
    assert.equal(Number(admitted[0].n), 10)
  })
})
