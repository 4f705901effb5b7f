/*
 * The organizer's Ticketswitch switch per event. On by default; the organizer (or their manager)
 * turns it off or on with the event's other fields, and it is answered by the event's detail and the organizer's list.
 * Another organizer cannot change it; a non-boolean is a 422.
 */
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import Event from '#models/event'
import type User from '#models/user'
import { makeUser, makeVenue, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { freshToken } from '#tests/helpers/routes'
import { listTicket, resaleDoor } from '#tests/functional/ticketswitch/ticketswitch_fixtures'

async function organizer(overrides: Partial<User> = {}) {
  const user = await makeUser({ role: 'organizer', ...overrides })
  return { user, token: await freshToken(user) }
}

function put(client: ApiClient, token: string, id: number, body: object) {
  return client.put(`/api/events/${id}`).json(body).bearerToken(token)
}

test.group('Organizer events: the Ticketswitch switch', (group) => {
  rollbackEachTest(group)

  test('switched off, holders cannot list the event’s tickets; on again, they can', async ({ client, assert }) => {
    const resale = await resaleDoor(1)
    // A published event stays complete on every save: the test event gets its venue.
    resale.event.venueId = (await makeVenue({ maxCapacity: 500 })).id
    await resale.event.save()
    ;(await put(client, resale.token, resale.event.id, { ticketswitchEnabled: false })).assertStatus(200)
    const refused = await listTicket(client, resale.sellerToken, { ticketId: resale.tickets[0].id, listingPrice: '100.00' })
    refused.assertStatus(409)
    assert.equal(refused.body().code, 'TICKETSWITCH_DISABLED')
    ;(await put(client, resale.token, resale.event.id, { ticketswitchEnabled: true })).assertStatus(200)
    ;(await listTicket(client, resale.sellerToken, { ticketId: resale.tickets[0].id, listingPrice: '100.00' })).assertStatus(201)
  })

  test('on by default; the organizer turns it off and on, stored and answered by the detail and the list', async ({ client, assert }) => {
    const owner = await organizer()
    const created = await client
      .post('/api/events')
      .json({ title: `Kaseko Night ${randomUUID().slice(0, 6)}`, wizardStep: 1 })
      .bearerToken(owner.token)
    created.assertStatus(201)
    const id = created.body().data.id as number
    assert.isTrue(created.body().data.ticketswitchEnabled)

    const off = await put(client, owner.token, id, { ticketswitchEnabled: false })
    off.assertStatus(200)
    assert.isFalse(off.body().data.ticketswitchEnabled)
    assert.isFalse((await Event.findOrFail(id)).ticketswitchEnabled)
    assert.isFalse((await client.get(`/api/events/${id}/manage`).bearerToken(owner.token)).body().data.ticketswitchEnabled)
    const list = await client.get(`/api/events/organizer/${owner.user.id}`).bearerToken(owner.token)
    assert.isFalse(list.body().data.find((row: { id: number }) => row.id === id).ticketswitchEnabled)

    // Other fields leave it as it is; a manager turns it back on for their organizer.
    ;(await put(client, owner.token, id, { title: 'Kaseko Night XL' })).assertStatus(200)
    assert.isFalse((await Event.findOrFail(id)).ticketswitchEnabled)
    const manager = await organizer({ role: 'manager', managerForOrganizerId: owner.user.id })
    ;(await put(client, manager.token, id, { ticketswitchEnabled: true })).assertStatus(200)
    assert.isTrue((await Event.findOrFail(id)).ticketswitchEnabled)

    const created2 = await client
      .post('/api/events')
      .json({ title: `Zonder doorverkoop ${randomUUID().slice(0, 6)}`, ticketswitchEnabled: false })
      .bearerToken(owner.token)
    created2.assertStatus(201)
    assert.isFalse(created2.body().data.ticketswitchEnabled)
  })

  test('another organizer cannot change it; a non-boolean is a 422 on the field', async ({ client, assert }) => {
    const owner = await organizer()
    const other = await organizer()
    const created = await client
      .post('/api/events')
      .json({ title: `Kaseko Night ${randomUUID().slice(0, 6)}` })
      .bearerToken(owner.token)
    const id = created.body().data.id as number
    ;(await put(client, other.token, id, { ticketswitchEnabled: false })).assertStatus(403)
    const bad = await put(client, owner.token, id, { ticketswitchEnabled: 'misschien' })
    bad.assertStatus(422)
    assert.property(bad.body().errors, 'ticketswitchEnabled')
    assert.isTrue((await Event.findOrFail(id)).ticketswitchEnabled)
  })
})
