import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import TicketReservation from '#models/ticket_reservation'
import { makeEvent, makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'
import { freeTicketType, newSession } from '#tests/functional/tickets/ticket_fixtures'

const hold = (ticketTypeId: number, quantity: number, sessionId: string, extra: Record<string, unknown> = {}) => ({
  ticketTypeId,
  quantity,
  sessionId,
  buyerEmail: 'reservering@suritickets.sr',
  ...extra,
})

async function reservedQuantity(client: any, eventId: number, ticketTypeId: number) {
  const body = (await client.get(`/api/events/${eventId}/ticket-types`)).body()
  const row = body.data.find((t: { id: number }) => t.id === ticketTypeId)
  return { reserved: row.reservedQuantity as number, available: row.availableNow as number }
}

test.group('POST /api/tickets/reserve and DELETE /api/tickets/reserve/{sessionId}', () => {
  test('a hold takes seats from availableNow until it is released', async ({ client, assert }) => {
    const { event, ticketType } = await freeTicketType({ maxQuantity: 10 })
    const session = newSession()
    const response = await client.post('/api/tickets/reserve').json(hold(ticketType.id, 3, session))
    response.assertStatus(201)
    assert.equal(response.body().availableNow, 7)
    assert.isAbove(new Date(response.body().data.expiresAt).getTime(), Date.now() + 19 * 60_000)
    // The countdown's own figure, independent of the buyer's clock.
    assert.isAtLeast(response.body().data.expiresInSeconds, 1195)
    assert.isAtMost(response.body().data.expiresInSeconds, 1200)
    assert.deepEqual(await reservedQuantity(client, event.id, ticketType.id), { reserved: 3, available: 7 })

    // Reserving again in the same session replaces the hold.
    await client.post('/api/tickets/reserve').json(hold(ticketType.id, 5, session))
    assert.deepEqual(await reservedQuantity(client, event.id, ticketType.id), { reserved: 5, available: 5 })

    const released = await client.delete(`/api/tickets/reserve/${session}`)
    released.assertStatus(200)
    assert.equal(released.body().released, 1)
    assert.deepEqual(await reservedQuantity(client, event.id, ticketType.id), { reserved: 0, available: 10 })
  })

  test('the beacon form (POST …/release) releases too', async ({ client, assert }) => {
    const { event, ticketType } = await freeTicketType()
    const session = newSession()
    await client.post('/api/tickets/reserve').json(hold(ticketType.id, 2, session))
    ;(await client.post(`/api/tickets/reserve/${session}/release`)).assertStatus(200)
    assert.equal((await reservedQuantity(client, event.id, ticketType.id)).reserved, 0)
  })

  test('more than is left is refused with the SPEC §5 wording and the number left', async ({ client, assert }) => {
    const { ticketType } = await freeTicketType({ maxQuantity: 4, name: 'Vroege vogel' })
    await client.post('/api/tickets/reserve').json(hold(ticketType.id, 3, newSession()))
    const response = await client.post('/api/tickets/reserve').json(hold(ticketType.id, 2, newSession()))
    response.assertStatus(409)
    assert.equal(response.body().message, 'Vroege vogel (slechts 1 beschikbaar, 2 geselecteerd)')
    assert.equal(response.body().availableNow, 1)
  })

  test('expired holds count as free at once', async ({ client, assert }) => {
    const { ticketType } = await freeTicketType({ maxQuantity: 2 })
    const first = newSession()
    await client.post('/api/tickets/reserve').json(hold(ticketType.id, 2, first))
    await TicketReservation.query()
      .where('session_id', first)
      .update({ expiresAt: DateTime.now().minus({ seconds: 1 }).toJSDate() })
    const response = await client.post('/api/tickets/reserve').json(hold(ticketType.id, 2, newSession()))
    response.assertStatus(201)
    assert.equal(response.body().availableNow, 0)
  })

  test('the contact-method rule, limits and sale status', async ({ client, assert }) => {
    const { ticketType } = await freeTicketType({ hasUserLimit: true, maxPerUser: 2 })
    const noPhone = await client.post('/api/tickets/reserve').json(hold(ticketType.id, 1, newSession(), { contactMethod: 'whatsapp' }))
    noPhone.assertStatus(422)
    assert.equal(noPhone.body().message, 'Contact details must match selected contact method')
    const tooMany = await client.post('/api/tickets/reserve').json(hold(ticketType.id, 3, newSession()))
    tooMany.assertStatus(422)
    assert.equal(tooMany.body().maxPerUser, 2)

    const event = await makeEvent()
    const offline = await makeTicketType(event.id, { isActive: false, name: 'Offline type' })
    const early = await makeTicketType(event.id, { saleStartDate: DateTime.now().plus({ days: 1 }), name: 'Later' })
    const off = await client.post('/api/tickets/reserve').json(hold(offline.id, 1, newSession()))
    off.assertStatus(409)
    assert.equal(off.body().message, 'Offline type: Offline')
    const notYet = await client.post('/api/tickets/reserve').json(hold(early.id, 1, newSession()))
    assert.equal(notYet.body().message, 'Later: Nog niet beschikbaar')
    const unpublished = await makeTicketType((await makeEvent({ isPublished: false })).id)
    ;(await client.post('/api/tickets/reserve').json(hold(unpublished.id, 1, newSession()))).assertStatus(404)
  })

  test('bad input is a 422 and never a 500', async ({ client }) => {
    const { ticketType } = await freeTicketType()
    for (const body of [
      {},
      hold(ticketType.id, -1, newSession()),
      hold(ticketType.id, 1.5, newSession()),
      hold(ticketType.id, 1, 'kort'),
      hold(ticketType.id, 1, "x'; drop table orders;--"),
      { ...hold(ticketType.id, 1, newSession()), contactMethod: 'fax' },
    ]) {
      ;(await client.post('/api/tickets/reserve').json(body)).assertStatus(422)
    }
    ;(await client.post('/api/tickets/reserve').json(hold(999999, 1, newSession()))).assertStatus(404)
    ;(await client.delete('/api/tickets/reserve/%20')).assertStatus(422)
  })
})

test.group('Hold expiry job', () => {
  test('marks expired holds inactive and leaves live ones', async ({ assert }) => {
    const { ticketType } = await freeTicketType()
    const { deactivateExpiredHolds } = await import('#services/tickets/reservation_service')
    const now = DateTime.now()
    const live = await TicketReservation.create({
      ticketTypeId: ticketType.id,
      quantity: 1,
      sessionId: newSession(),
      contactMethod: 'email',
      reservedAt: now,
      expiresAt: now.plus({ minutes: 5 }),
      isActive: true,
    })
    const old = await TicketReservation.create({
      ticketTypeId: ticketType.id,
      quantity: 1,
      sessionId: newSession(),
      contactMethod: 'email',
      reservedAt: now,
      expiresAt: now.minus({ minutes: 1 }),
      isActive: true,
    })
    assert.isAtLeast(await deactivateExpiredHolds(), 1)
    await live.refresh()
    await old.refresh()
    assert.isTrue(live.isActive)
    assert.isFalse(old.isActive)
  })
})
