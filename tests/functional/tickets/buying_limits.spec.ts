/*
 * Abuse limits on buying (config/limits.ts): per checkout session and per network, on seats
 * held at once, holds per window, pending payments, free tickets, and tickets per order. Before, two
 * scripted sessions held a whole ticket type and one anonymous request took 60 free tickets. Each test
 * sets small limits and comes from networks of its own (X-Forwarded-For through the trusted test proxy),
 * so the rest of the suite's traffic from 127.0.0.1 never decides.
 */
import { test } from '@japa/runner'
import Order from '#models/order'
import TicketReservation from '#models/ticket_reservation'
import { DEFAULT_LIMITS, setAbuseLimitsForTests } from '#config/limits'
import ticketsConfig from '#config/tickets'
import { makeEvent, makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'
import {
  buyersFromManyNetworks,
  freeTicketType,
  newClientAddress,
  newSession,
  purchaseBody,
} from '#tests/functional/tickets/ticket_fixtures'

const hold = (client: any, from: string, ticketTypeId: number, quantity: number, sessionId: string) =>
  client
    .post('/api/tickets/reserve')
    .header('x-forwarded-for', from)
    .json({ ticketTypeId, quantity, sessionId, buyerEmail: 'reservering@suritickets.sr' })

const buyFree = (client: any, from: string, eventId: number, ticketTypeId: number, quantity: number, sessionId = newSession()) =>
  client
    .post('/api/tickets/purchase')
    .header('x-forwarded-for', from)
    .json(purchaseBody(eventId, ticketTypeId, quantity, sessionId))

const pay = (client: any, from: string, eventId: number, ticketTypeId: number, quantity: number, sessionId = newSession()) =>
  client
    .post('/api/payments/create')
    .header('x-forwarded-for', from)
    .json({ ...purchaseBody(eventId, ticketTypeId, quantity, sessionId), paymentProvider: 'mollie', paymentMethod: 'ideal' })

/** The production defaults with these changes (the japa run switches the network limits off: bin/test.ts). */
const useLimits = (overrides: Partial<typeof DEFAULT_LIMITS> = {}) => setAbuseLimitsForTests({ ...DEFAULT_LIMITS, ...overrides })

/** A 429 that says when to try again, in its header and its Dutch message. */
function assertRetryLater(assert: any, response: any, maxSeconds: number) {
  response.assertStatus(429)
  const retryAfter = Number(response.header('retry-after'))
  assert.isAbove(retryAfter, 0)
  assert.isAtMost(retryAfter, maxSeconds)
  assert.match(response.body().message, /[Pp]robeer het over \d+ (minuut|minuten) opnieuw\.$/)
  assert.equal(response.body().code, 'TOO_MANY_BUYING_REQUESTS')
}

test.group('Buying limits per session and network', (group) => {
  buyersFromManyNetworks(group)
  group.each.teardown(() => setAbuseLimitsForTests(null))

  test('a session holds at most sessionSeatsHeld seats at once, over all its types; a new hold on a type replaces the old', async ({
    client,
    assert,
  }) => {
    useLimits({ sessionSeatsHeld: 4 })
    const from = newClientAddress()
    const event = await makeEvent()
    const a = await makeTicketType(event.id, { price: '0.00', maxQuantity: 100, name: 'A' })
    const b = await makeTicketType(event.id, { price: '0.00', maxQuantity: 100, name: 'B' })
    const session = newSession()
    ;(await hold(client, from, a.id, 3, session)).assertStatus(201)
    const over = await hold(client, from, b.id, 2, session)
    over.assertStatus(409)
    assert.equal(over.body().message, 'Je kunt maximaal 4 tickets tegelijk vasthouden. Kies minder tickets.')
    ;(await hold(client, from, a.id, 4, session)).assertStatus(201)
    ;(await hold(client, from, a.id, 2, session)).assertStatus(201)
    ;(await hold(client, from, b.id, 2, session)).assertStatus(201)
    ;(await hold(client, from, b.id, 5, newSession())).assertStatus(409)
    assert.lengthOf(await TicketReservation.query().where('session_id', session).where('is_active', true), 2)
  })

  test('a network holds at most networkSeatsHeld seats at once (429 until its first hold ends); others are not affected', async ({
    client,
    assert,
  }) => {
    useLimits({ networkSeatsHeld: 5 })
    const { ticketType } = await freeTicketType({ maxQuantity: 100 })
    const from = newClientAddress()
    const first = newSession()
    ;(await hold(client, from, ticketType.id, 2, first)).assertStatus(201)
    ;(await hold(client, from, ticketType.id, 3, newSession())).assertStatus(201)
    assertRetryLater(assert, await hold(client, from, ticketType.id, 1, newSession()), ticketsConfig.holdSeconds)
    ;(await hold(client, newClientAddress(), ticketType.id, 5, newSession())).assertStatus(201)
    // Giving a hold back makes room again.
    ;(await client.delete(`/api/tickets/reserve/${first}`).header('x-forwarded-for', from)).assertStatus(200)
    ;(await hold(client, from, ticketType.id, 2, newSession())).assertStatus(201)
  })

  test('holds placed per window: per session and per network (429 until the window moves on)', async ({ client, assert }) => {
    useLimits({ sessionHoldsPerWindow: 3, networkHoldsPerWindow: 5 })
    const { ticketType } = await freeTicketType({ maxQuantity: 100 })
    const from = newClientAddress()
    const session = newSession()
    for (let quantity = 1; quantity <= 3; quantity++) (await hold(client, from, ticketType.id, quantity, session)).assertStatus(201)
    const sessionLimited = await hold(client, from, ticketType.id, 1, session)
    assertRetryLater(assert, sessionLimited, DEFAULT_LIMITS.holdWindowSeconds)
    assert.equal(sessionLimited.body().message.split('.')[0], 'Te veel reserveringen in korte tijd')
    ;(await hold(client, from, ticketType.id, 1, newSession())).assertStatus(201)
    ;(await hold(client, from, ticketType.id, 1, newSession())).assertStatus(201)
    assertRetryLater(assert, await hold(client, from, ticketType.id, 1, newSession()), DEFAULT_LIMITS.holdWindowSeconds)
    ;(await hold(client, newClientAddress(), ticketType.id, 1, newSession())).assertStatus(201)
  })

  test('two scripted sessions cannot hold a whole ticket type with the default limits', async ({ client, assert }) => {
    useLimits()
    const { ticketType } = await freeTicketType({ maxQuantity: 500 })
    const from = newClientAddress()
    ;(await hold(client, from, ticketType.id, 100, newSession())).assertStatus(409)
    let held = 0
    for (let i = 0; i < 10; i++) {
      if ((await hold(client, from, ticketType.id, DEFAULT_LIMITS.sessionSeatsHeld, newSession())).status() === 201) {
        held += DEFAULT_LIMITS.sessionSeatsHeld
      }
    }
    assert.equal(held, DEFAULT_LIMITS.networkSeatsHeld)
  })

  test('pending payments per network (429); a session has one at a time, its retry replaces the old one', async ({ client, assert }) => {
    useLimits({ networkPendingPayments: 2 })
    const event = await makeEvent()
    const paid = await makeTicketType(event.id, { price: '50.00', maxQuantity: 100 })
    const from = newClientAddress()
    const first = newSession()
    ;(await pay(client, from, event.id, paid.id, 1, first)).assertStatus(201)
    ;(await pay(client, from, event.id, paid.id, 1)).assertStatus(201)
    assertRetryLater(assert, await pay(client, from, event.id, paid.id, 1), 60 * 60)
    // The first checkout tries again: its own earlier payment is given up, so it does not count.
    ;(await pay(client, from, event.id, paid.id, 2, first)).assertStatus(201)
    assert.lengthOf(await Order.query().where('session_id', first).where('status', 'pending'), 1)
    ;(await pay(client, newClientAddress(), event.id, paid.id, 1)).assertStatus(201)
  })

  test('tickets per order: free and paid, refused with 422 before anything is taken', async ({ client, assert }) => {
    useLimits({ ticketsPerFreeOrder: 3, ticketsPerOrder: 5 })
    const { event, ticketType } = await freeTicketType({ maxQuantity: 100 })
    const from = newClientAddress()
    const tooMany = await buyFree(client, from, event.id, ticketType.id, 4)
    tooMany.assertStatus(422)
    assert.equal(tooMany.body().message, 'Je kunt maximaal 3 gratis tickets per bestelling krijgen.')
    const session = newSession()
    ;(await buyFree(client, from, event.id, ticketType.id, 3, session)).assertStatus(201)
    // The same checkout session cannot add a second free order on top.
    ;(await buyFree(client, from, event.id, ticketType.id, 1, session)).assertStatus(422)
    await ticketType.refresh()
    assert.equal(ticketType.quantitySold, 3)

    const paid = await makeTicketType(event.id, { price: '50.00', maxQuantity: 100 })
    const bigOrder = await pay(client, from, event.id, paid.id, 6)
    bigOrder.assertStatus(422)
    assert.equal(bigOrder.body().message, 'Je kunt maximaal 5 tickets per bestelling kopen.')
    ;(await pay(client, from, event.id, paid.id, 5)).assertStatus(201)
  })

  test('the review’s 60 free tickets in one anonymous request are refused with the default limits', async ({ client, assert }) => {
    useLimits()
    const { event, ticketType } = await freeTicketType({ maxQuantity: 500 })
    const response = await buyFree(client, newClientAddress(), event.id, ticketType.id, 60)
    response.assertStatus(422)
    assert.equal(response.body().code, 'ORDER_TOO_LARGE')
    await ticketType.refresh()
    assert.equal(ticketType.quantitySold, 0)
  })

  test('free tickets per network per window (429); another network is not affected', async ({ client, assert }) => {
    useLimits({ networkFreeTicketsPerWindow: 4 })
    const { event, ticketType } = await freeTicketType({ maxQuantity: 100 })
    const from = newClientAddress()
    ;(await buyFree(client, from, event.id, ticketType.id, 2)).assertStatus(201)
    ;(await buyFree(client, from, event.id, ticketType.id, 2)).assertStatus(201)
    assertRetryLater(assert, await buyFree(client, from, event.id, ticketType.id, 1), DEFAULT_LIMITS.freeWindowSeconds)
    ;(await buyFree(client, newClientAddress(), event.id, ticketType.id, 2)).assertStatus(201)
    await ticketType.refresh()
    assert.equal(ticketType.quantitySold, 6)
  })

  test('a burst from one network is counted exactly: 20 holds at once against a limit of 5 seats', async ({ client, assert }) => {
    useLimits({ networkSeatsHeld: 5 })
    const event = await makeEvent()
    // Spread over several types, so the ticket type's row lock alone would not serialize them.
    const types = await Promise.all([1, 2, 3, 4].map((n) => makeTicketType(event.id, { price: '0.00', maxQuantity: 100, name: `T${n}` })))
    const from = newClientAddress()
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => hold(client, from, types[i % 4].id, 1, newSession())))
    assert.equal(responses.filter((r) => r.status() === 201).length, 5)
    assert.equal(responses.filter((r) => r.status() === 429).length, 15)
  })
})
