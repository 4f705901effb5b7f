/*
 * While an event's waiting room is on, seats are taken only with an admission (docs/waiting-room.md#admission): a
 * hold without one, with a forged, expired or another event's, is 403 ADMISSION_REQUIRED before any stock is
 * touched; one admission serves one buyer identity and a buyer uses one admission; a free purchase and a paid
 * checkout need a session bound to an admission. With the room off, or before its window, nothing changes.
 */
import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { admissionToken } from '#services/waiting_room/room_tokens'
import { purchaseSeconds, stockOutcomes } from '#services/server/metrics'
import { roomClock } from '#services/waiting_room/room_clock'
import { clearRateLimits } from '#tests/helpers/accounts'
import { startFakeMollie, type FakeMollie } from '#tests/helpers/fake_mollie'
import { TEST_RATES, useConverter, useRates } from '#tests/functional/payments/payment_fixtures'
import { guest, newSession, paymentBody, purchaseBody } from '#tests/functional/tickets/ticket_fixtures'
import type { Organizer } from '#tests/functional/orders/order_fixtures'
import {
  advanceClock,
  cleanRoomState,
  eventWithRoom,
  freezeClock,
  join,
  nextTick,
  poll,
  putRoom,
} from '#tests/functional/waiting_room/room_fixtures'

const REFUSAL = 'Je bent nog niet aan de beurt. Wacht in de wachtrij tot je wordt toegelaten.'

const hold = (ticketTypeId: number, sessionId: string, extra: Record<string, unknown> = {}) => ({
  ticketTypeId,
  quantity: 1,
  sessionId,
  // What the storefront's holds carry before the buyer gives an address (nobody's: the session is the buyer then).
  buyerEmail: 'reservering@suritickets.sr',
  ...extra,
})

/** A place joined and admitted at once (the rate admits a place per 10 ms); its admission token. */
async function admitted(client: ApiClient, org: Organizer): Promise<string> {
  const token = (await join(client, org.event.id)).body().queueToken
  await nextTick(org.event.id, 1)
  const response = await poll(client, org.event.id, token)
  response.assertStatus(200)
  return response.body().admissionToken
}

function assertRefused(response: { status(): number; body(): any }, assert: any) {
  assert.equal(response.status(), 403, JSON.stringify(response.body()))
  assert.equal(response.body().code, 'ADMISSION_REQUIRED')
  assert.equal(response.body().message, REFUSAL)
}

test.group('Waiting room: admission on holds', (group) => {
  group.each.setup(async () => {
    await clearRateLimits()
    freezeClock()
  })
  group.each.teardown(() => cleanRoomState())

  test('no, a forged, an expired or another event’s admission is 403; a valid one holds (201)', async ({ client, assert }) => {
    const org = await eventWithRoom(client, { admitPerMinute: 6000 })
    const other = await eventWithRoom(client, { admitPerMinute: 6000 })
    const session = newSession()
    assertRefused(await client.post('/api/tickets/reserve').json(hold(org.free.id, session)), assert)
    const admission = await admitted(client, org)
    const [payload] = admission.split('.')
    assertRefused(
      await client.post('/api/tickets/reserve').json(hold(org.free.id, session, { admissionToken: `${payload}.AAAAAAAAAAAAAAAAAAAAAA` })),
      assert
    )
    assertRefused(await client.post('/api/tickets/reserve').json(hold(org.free.id, session, { admissionToken: 'garbage' })), assert)
    // Not even a string, or far too long: a 422 that says so, whether or not a room is on.
    for (const admissionToken of [12345, 'x'.repeat(401)]) {
      const malformed = await client.post('/api/tickets/reserve').json(hold(org.free.id, session, { admissionToken }))
      malformed.assertStatus(422)
      assert.include(JSON.stringify(malformed.body()), 'Ongeldig toelatingsbewijs')
    }
    const elsewhere = await admitted(client, other)
    assertRefused(await client.post('/api/tickets/reserve').json(hold(org.free.id, session, { admissionToken: elsewhere })), assert)
    const expired = admissionToken({ eventId: org.event.id, entryId: 1, expiresAt: roomClock.now().getTime() - 1 })
    assertRefused(await client.post('/api/tickets/reserve').json(hold(org.free.id, session, { admissionToken: expired })), assert)
    // Nothing was held by the refusals.
    const held = await db.from('ticket_reservations').where('ticket_type_id', org.free.id).count('* as n').first()
    assert.equal(Number(held.n), 0)

    const ok = await client.post('/api/tickets/reserve').json(hold(org.free.id, session, { admissionToken: admission }))
    ok.assertStatus(201)
    // The same checkout changes its selection and names its buyer later: the same admission still serves it.
    const again = await client
      .post('/api/tickets/reserve')
      .json(hold(org.paid.id, session, { admissionToken: admission, quantity: 2, buyerEmail: 'ana@example.sr' }))
    again.assertStatus(201)

    // The admission runs out 15 minutes after the last poll.
    advanceClock(15 * 60 + 1)
    assertRefused(await client.post('/api/tickets/reserve').json(hold(org.free.id, session, { admissionToken: admission })), assert)
  })

  test('one admission serves one buyer: a second buyer with it is 403, and a buyer cannot use a second admission', async ({
    client,
    assert,
  }) => {
    const org = await eventWithRoom(client, { admitPerMinute: 6000 })
    const first = await admitted(client, org)
    const second = await admitted(client, org)
    const ana = { buyerEmail: `ana-${randomUUID().slice(0, 6)}@example.sr`, contactMethod: 'email' }
    ;(await client.post('/api/tickets/reserve').json(hold(org.free.id, newSession(), { ...ana, admissionToken: first }))).assertStatus(201)
    // Another buyer (another session and address) with Ana's admission.
    const bram = { buyerEmail: `bram-${randomUUID().slice(0, 6)}@example.sr`, contactMethod: 'email' }
    assertRefused(
      await client.post('/api/tickets/reserve').json(hold(org.free.id, newSession(), { ...bram, admissionToken: first })),
      assert
    )
    // Another session without an address is another buyer too.
    assertRefused(await client.post('/api/tickets/reserve').json(hold(org.free.id, newSession(), { admissionToken: first })), assert)
    // Ana (her address spelled otherwise) with a second admission.
    const anaAgain = { ...ana, buyerEmail: ana.buyerEmail.toUpperCase().replace('@', '+2@') }
    assertRefused(
      await client.post('/api/tickets/reserve').json(hold(org.free.id, newSession(), { ...anaAgain, admissionToken: second })),
      assert
    )
    // Ana in a new session with her own admission is still Ana.
    ;(await client.post('/api/tickets/reserve').json(hold(org.free.id, newSession(), { ...anaAgain, admissionToken: first }))).assertStatus(
      201
    )
    // The second admission still serves its own, different buyer.
    ;(await client.post('/api/tickets/reserve').json(hold(org.free.id, newSession(), { ...bram, admissionToken: second }))).assertStatus(
      201
    )
  })

  test('room off, or before its random window: holds need no admission', async ({ client }) => {
    const org = await eventWithRoom(client, { enabled: false })
    ;(await client.post('/api/tickets/reserve').json(hold(org.free.id, newSession()))).assertStatus(201)
    await putRoom(client, org, { opensInSeconds: 2 * 3600, randomWindowMinutes: 10 })
    ;(await client.post('/api/tickets/reserve').json(hold(org.free.id, newSession()))).assertStatus(201)
    // From the window on, the room governs.
    advanceClock(2 * 3600 - 9 * 60)
    const refused = await client.post('/api/tickets/reserve').json(hold(org.free.id, newSession()))
    refused.assertStatus(403)
    // A release (quantity 0) never needs one.
    ;(await client.post('/api/tickets/reserve').json(hold(org.free.id, newSession(), { quantity: 0 }))).assertStatus(200)
  })
})

test.group('Waiting room: admission on purchases and checkouts', (group) => {
  let mollie: FakeMollie
  group.setup(async () => {
    await useRates(TEST_RATES)
    await useConverter({ enabled: true, markupPercentage: 0 })
    mollie = await startFakeMollie()
    return () => mollie.close()
  })
  group.each.setup(async () => {
    await clearRateLimits()
    freezeClock()
  })
  group.each.teardown(() => cleanRoomState())

  test('a free purchase needs a session that holds with an admission', async ({ client, assert }) => {
    const org = await eventWithRoom(client, { admitPerMinute: 6000 })
    assertRefused(await client.post('/api/tickets/purchase').json(purchaseBody(org.event.id, org.free.id, 1, newSession())), assert)
    const session = newSession()
    const buyer = guest()
    const admission = await admitted(client, org)
    ;(await client.post('/api/tickets/reserve').json(hold(org.free.id, session, { admissionToken: admission }))).assertStatus(201)
    const bought = await client.post('/api/tickets/purchase').json(purchaseBody(org.event.id, org.free.id, 1, session, buyer))
    bought.assertStatus(201)
    // The admission now belongs to that buyer: the same session buying for another address is refused.
    assertRefused(await client.post('/api/tickets/purchase').json(purchaseBody(org.event.id, org.free.id, 2, session, guest())), assert)
  })

  test('a paid checkout needs a session that holds with an admission', async ({ client, assert }) => {
    const org = await eventWithRoom(client, { admitPerMinute: 6000 })
    assertRefused(await client.post('/api/payments/create').json(paymentBody(org.event.id, org.paid.id, 1, newSession(), 'mollie')), assert)
    const session = newSession()
    const admission = await admitted(client, org)
    ;(await client.post('/api/tickets/reserve').json(hold(org.paid.id, session, { admissionToken: admission }))).assertStatus(201)
    const created = await client.post('/api/payments/create').json(paymentBody(org.event.id, org.paid.id, 1, session, 'mollie'))
    created.assertStatus(201)
  })

  test('room off: purchases and checkouts as before, each observed per event (duration and outcome)', async ({ client, assert }) => {
    const org = await eventWithRoom(client, { enabled: false })
    ;(await client.post('/api/tickets/purchase').json(purchaseBody(org.event.id, org.free.id, 2, newSession()))).assertStatus(201)
    ;(await client.post('/api/payments/create').json(paymentBody(org.event.id, org.paid.id, 1, newSession(), 'mollie'))).assertStatus(201)
    await db
      .from('ticket_types')
      .where('id', org.free.id)
      .update({ quantity_sold: db.raw('max_quantity') })
    ;(await client.post('/api/tickets/purchase').json(purchaseBody(org.event.id, org.free.id, 1, newSession()))).assertStatus(409)
    const event = String(org.event.id)
    const counts = (await purchaseSeconds.get()).values.filter((v) => v.metricName?.endsWith('_count') && v.labels.event === event)
    assert.equal(counts.find((v) => v.labels.kind === 'free')?.value, 2)
    assert.equal(counts.find((v) => v.labels.kind === 'paid')?.value, 1)
    const outcomes = (await stockOutcomes.get()).values.filter((v) => v.labels.event === event)
    assert.equal(outcomes.find((v) => v.labels.outcome === 'sold')?.value, 2)
    assert.equal(outcomes.find((v) => v.labels.outcome === 'checkout')?.value, 1)
    assert.equal(outcomes.find((v) => v.labels.outcome === 'purchase_refused')?.value, 1)
  })
})
