import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import Event from '#models/event'
import TicketType from '#models/ticket_type'
import VenueBooking from '#models/venue_booking'
import type User from '#models/user'
import { makeUser, makeVenue, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { freshToken } from '#tests/helpers/routes'

const at = (days: number, hour: number) =>
  DateTime.now().setZone('America/Paramaribo').plus({ days }).set({ hour, minute: 0, second: 0, millisecond: 0 }).toISO()!

async function post(client: ApiClient, user: User, url: string, body?: object) {
  const request = client.post(url).bearerToken(await freshToken(user))
  return body ? request.json(body as never) : request
}

/** A published event with a confirmed venue booking, two ticket types and sales on one of them. */
async function soldEvent(client: ApiClient, organizer: User) {
  const venue = await makeVenue({ maxCapacity: 400 })
  const created = await post(client, organizer, '/api/events', {
    title: 'Kaseko Night',
    description: 'Live kaseko tot diep in de nacht',
    category: 'Muziek',
    images: ['/uploads/images/ka/kaseko-original.jpg'],
    wizardStep: 1,
  })
  created.assertStatus(201)
  const id = created.body().data.id as number
  const put = await client
    .put(`/api/events/${id}`)
    .bearerToken(await freshToken(organizer))
    .json({ startDate: at(10, 20), endDate: at(10, 23), venueId: venue.id, wizardStep: 2 })
  put.assertStatus(200)
  for (const [name, price, sortOrder] of [
    ['Staanplaats', 150, 0],
    ['VIP', 350, 1],
  ] as const) {
    const type = await post(client, organizer, `/api/events/${id}/ticket-types`, {
      name,
      price,
      maxQuantity: 100,
      sortOrder,
      saleEndDate: at(9, 20),
      hasUserLimit: true,
      maxPerUser: 4,
    })
    type.assertStatus(201)
  }
  await VenueBooking.query().where('event_id', id).update({ status: 'confirmed' })
  ;(await post(client, organizer, `/api/events/${id}/publish`)).assertStatus(200)
  await TicketType.query().where('event_id', id).where('name', 'VIP').update({ quantity_sold: 12, version: 12 })
  return { id, venue }
}

test.group('Kopiëren: POST /api/events/{id}/copy', (group) => {
  rollbackEachTest(group)

  test('a new draft with the texts, images, venue and ticket types; no dates, booking or sales', async ({ client, assert }) => {
    const organizer = await makeUser({ role: 'organizer' })
    const { id, venue } = await soldEvent(client, organizer)

    const response = await post(client, organizer, `/api/events/${id}/copy`)
    response.assertStatus(201)
    const copy = response.body().data
    assert.notEqual(copy.id, id)
    assert.equal(copy.status, 'draft')
    assert.isFalse(copy.isPublished)
    assert.equal(copy.organizerId, organizer.id)
    assert.equal(copy.title, 'Kaseko Night')
    assert.equal(copy.description, 'Live kaseko tot diep in de nacht')
    assert.equal(copy.category, 'Muziek')
    assert.deepEqual(copy.images, ['/uploads/images/ka/kaseko-original.jpg'])
    assert.equal(copy.venueId, venue.id)
    assert.isNull(copy.startDate)
    assert.isNull(copy.endDate)
    assert.isNull(copy.booking)
    assert.equal(
      await VenueBooking.query()
        .where('event_id', copy.id)
        .count('* as n')
        .first()
        .then((row) => Number(row!.$extras.n)),
      0
    )
    assert.deepEqual(
      copy.ticketTypes.map((type: Record<string, unknown>) => [
        type.name,
        type.price,
        type.maxQuantity,
        type.quantitySold,
        type.saleEndDate,
      ]),
      [
        ['Staanplaats', '150.00', 100, 0, null],
        ['VIP', '350.00', 100, 0, null],
      ]
    )
    assert.isTrue(copy.ticketTypes.every((type: Record<string, unknown>) => type.version === 0 && type.maxPerUser === 4))

    // The source is untouched.
    const source = await Event.findOrFail(id)
    assert.isTrue(source.isPublished)
    const vip = await TicketType.query().where('event_id', id).where('name', 'VIP').firstOrFail()
    assert.equal(vip.quantitySold, 12)
  })

  test('the organizer’s manager and an admin may copy; another organizer and their manager get 404; loket staff 403', async ({
    client,
    assert,
  }) => {
    const organizer = await makeUser({ role: 'organizer' })
    const { id } = await soldEvent(client, organizer)
    const manager = await makeUser({ role: 'manager', managerForOrganizerId: organizer.id })
    const admin = await makeUser({ role: 'admin' })
    const other = await makeUser({ role: 'organizer' })
    const otherManager = await makeUser({ role: 'manager', managerForOrganizerId: other.id })
    const loket = await makeUser({ role: 'loket_medewerker', createdByOrganizerId: organizer.id })

    const byManager = await post(client, manager, `/api/events/${id}/copy`)
    byManager.assertStatus(201)
    assert.equal(byManager.body().data.organizerId, organizer.id)
    const byAdmin = await post(client, admin, `/api/events/${id}/copy`)
    byAdmin.assertStatus(201)
    assert.equal(byAdmin.body().data.organizerId, organizer.id)

    const before = await Event.query().where('organizer_id', organizer.id).count('* as n').first()
    for (const stranger of [other, otherManager]) {
      const refused = await post(client, stranger, `/api/events/${id}/copy`)
      refused.assertStatus(404)
      assert.equal(refused.body().message, 'Event niet gevonden')
    }
    ;(await post(client, loket, `/api/events/${id}/copy`)).assertStatus(403)
    ;(await client.post(`/api/events/${id}/copy`)).assertStatus(401)
    ;(await post(client, organizer, '/api/events/999999999/copy')).assertStatus(404)
    ;(await post(client, organizer, '/api/events/abc/copy')).assertStatus(404)
    const after = await Event.query().where('organizer_id', organizer.id).count('* as n').first()
    assert.equal(Number(after!.$extras.n), Number(before!.$extras.n))
  })
})
