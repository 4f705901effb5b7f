import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import Ticket from '#models/ticket'
import TicketType from '#models/ticket_type'
import Event from '#models/event'
import VenueBooking from '#models/venue_booking'
import TicketReservation from '#models/ticket_reservation'
import { clearCatalogueCaches } from '#services/catalogue/catalogue_cache'
import type User from '#models/user'
import type Venue from '#models/venue'
import { makeUser, makeVenue, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { freshToken } from '#tests/helpers/routes'
import { outboxMessagesTo } from '#tests/helpers/outbox'
import { buyFreeOrder, organizerWithEvent } from '#tests/functional/orders/order_fixtures'

/** Paramaribo time, as the back office sends it. */
const at = (days: number, hour: number) =>
  DateTime.now().setZone('America/Paramaribo').plus({ days }).set({ hour, minute: 0, second: 0, millisecond: 0 }).toISO()!

interface Actor {
  user: User
  token: string
}

async function actor(overrides: Partial<User> = {}): Promise<Actor> {
  const user = await makeUser({ role: 'organizer', ...overrides })
  return { user, token: await freshToken(user) }
}

const send = (client: ApiClient, who: Actor, method: 'get' | 'post' | 'put', url: string, body?: object) => {
  const request = (method === 'get' ? client.get(url) : method === 'post' ? client.post(url) : client.put(url)).bearerToken(who.token)
  return body ? request.json(body as never) : request
}

const ticketType = (overrides: Record<string, unknown> = {}) => ({
  name: 'Staanplaats',
  price: 150,
  maxQuantity: 50,
  isActive: true,
  sortOrder: 1,
  hasUserLimit: false,
  ...overrides,
})

/** The wizard's three steps as the back office sends them; returns the event's id. */
async function draftEvent(client: ApiClient, who: Actor, venue: Venue | null, title = `Kaseko Night ${randomUUID().slice(0, 6)}`) {
  const created = await send(client, who, 'post', '/api/events', { title, category: 'Muziek', description: 'Live kaseko', wizardStep: 1 })
  created.assertStatus(201)
  const id = created.body().data.id as number
  const step2 = await send(client, who, 'put', `/api/events/${id}`, {
    startDate: at(10, 20),
    endDate: at(10, 23),
    venueId: venue?.id ?? null,
    wizardStep: 2,
  })
  step2.assertStatus(200)
  return id
}

/** A published event: its venue's operator has confirmed the day first (publishing waits for that). */
async function publishedEvent(client: ApiClient, who: Actor, venue: Venue) {
  const id = await draftEvent(client, who, venue)
  const type = await send(client, who, 'post', `/api/events/${id}/ticket-types`, ticketType())
  type.assertStatus(201)
  await VenueBooking.query().where('event_id', id).where('status', 'pending').update({ status: 'confirmed' })
  ;(await send(client, who, 'post', `/api/events/${id}/publish`)).assertStatus(200)
  return { id, ticketTypeId: type.body().data.id as number }
}

test.group('Organizer events: drafts, the venue booking and the list', (group) => {
  rollbackEachTest(group)

  test('a draft saved step by step resumes from the server, with a pending venue booking', async ({ client, assert }) => {
    const organizer = await actor()
    const venue = await makeVenue({ maxCapacity: 300 })
    const id = await draftEvent(client, organizer, venue)

    const shown = await send(client, organizer, 'get', `/api/events/${id}/manage`)
    shown.assertStatus(200)
    const event = shown.body().data
    assert.equal(event.status, 'draft')
    assert.equal(event.wizardStep, 2)
    assert.equal(event.venue.district, 'paramaribo')
    assert.equal(event.booking.status, 'pending')
    assert.equal(event.booking.bookingDate, at(10, 20).slice(0, 10))
    // Suriname time: 20:00 in Paramaribo is 23:00 UTC.
    assert.equal(new Date(event.startDate).getUTCHours(), 23)

    // Going back to step 1 does not forget step 2.
    ;(await send(client, organizer, 'put', `/api/events/${id}`, { title: 'Kaseko Night XL', wizardStep: 1 })).assertStatus(200)
    const list = await send(client, organizer, 'get', `/api/events/organizer/${organizer.user.id}`)
    list.assertStatus(200)
    const row = list.body().data.find((item: { id: number }) => item.id === id)
    assert.include(row, { title: 'Kaseko Night XL', status: 'draft', wizardStep: 2, sold: 0, capacity: 0 })
    assert.equal(row.booking.status, 'pending')
  })

  test('another venue or date replaces the booking request; nothing is booked without a date', async ({ client, assert }) => {
    const organizer = await actor()
    const [first, second] = [await makeVenue(), await makeVenue()]
    const id = await draftEvent(client, organizer, first)
    ;(await send(client, organizer, 'put', `/api/events/${id}`, { venueId: second.id })).assertStatus(200)
    const bookings = await VenueBooking.query().where('event_id', id).orderBy('id')
    assert.deepEqual(
      bookings.map((b) => [b.venueId, b.status]),
      [
        [first.id, 'cancelled'],
        [second.id, 'pending'],
      ]
    )
    const undated = await send(client, organizer, 'post', '/api/events', { title: 'Nog geen datum', venueId: second.id })
    undated.assertStatus(201)
    assert.isNull(undated.body().data.booking)
  })
})

test.group('Organizer events: the rules, each with its message', (group) => {
  rollbackEachTest(group)

  test('the end must be after the start', async ({ client, assert }) => {
    const organizer = await actor()
    const response = await send(client, organizer, 'post', '/api/events', { title: 'Omgekeerd', startDate: at(5, 22), endDate: at(5, 20) })
    response.assertStatus(422)
    assert.equal(response.body().message, 'De einddatum en -tijd moeten na de start liggen.')
    assert.deepEqual(response.body().errors.endDate, ['De einddatum en -tijd moeten na de start liggen.'])
  })

  test('images are our own uploads only: another site’s address (a tracking pixel) is refused', async ({ client, assert }) => {
    const organizer = await actor()
    const own = '/uploads/images/ab/0b7c-original.jpg'
    const demo = '/uploads/demo/event-1-1.svg'
    const created = await send(client, organizer, 'post', '/api/events', {
      title: 'Eigen beelden',
      images: [own, demo],
      imageVariants: { [own]: { original: own, card: '/uploads/images/ab/0b7c-card.webp' } },
    })
    created.assertStatus(201)
    assert.deepEqual(created.body().data.images, [own, demo])
    const id = created.body().data.id as number
    const outside = [
      'https://tracker.example.com/pixel.gif',
      '//tracker.example.com/pixel.gif',
      '/uploads/../api/me',
      '/uploads//tracker.example.com/p.gif',
      '/demo/zaal.webp',
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    ]
    for (const url of outside) {
      const refused = await send(client, organizer, 'put', `/api/events/${id}`, { images: [url] })
      refused.assertStatus(422)
      assert.deepEqual(refused.body().errors['images.0'], ['Gebruik een afbeelding die hier is geüpload'], url)
    }
    const variant = await send(client, organizer, 'put', `/api/events/${id}`, {
      imageVariants: { [own]: { card: 'https://tracker.example.com/pixel.gif' } },
    })
    variant.assertStatus(422)
    assert.equal(variant.body().message, 'Gebruik een afbeelding die hier is geüpload')
    assert.deepEqual((await Event.findOrFail(id)).images, [own, demo])
  })

  test('a multi-day event is fine', async ({ client }) => {
    const organizer = await actor()
    ;(await send(client, organizer, 'post', '/api/events', { title: 'Festival', startDate: at(5, 12), endDate: at(7, 23) })).assertStatus(
      201
    )
  })

  test('the sale may not end after the event, nor may the event end before a sale', async ({ client, assert }) => {
    const organizer = await actor()
    const id = await draftEvent(client, organizer, await makeVenue())
    const late = await send(client, organizer, 'post', `/api/events/${id}/ticket-types`, ticketType({ saleEndDate: at(11, 12) }))
    late.assertStatus(422)
    assert.equal(late.body().message, 'De verkoop kan niet later eindigen dan het evenement zelf.')

    ;(await send(client, organizer, 'post', `/api/events/${id}/ticket-types`, ticketType({ saleEndDate: at(10, 21) }))).assertStatus(201)
    const earlier = await send(client, organizer, 'put', `/api/events/${id}`, { startDate: at(9, 10), endDate: at(9, 12) })
    earlier.assertStatus(422)
    assert.equal(earlier.body().message, 'De verkoop kan niet later eindigen dan het evenement zelf.')
  })

  test('price ≥ 0 with at most 2 decimals, maxQuantity ≥ 1, maxPerUser when limited', async ({ client, assert }) => {
    const organizer = await actor()
    const id = await draftEvent(client, organizer, await makeVenue())
    const cases: [Record<string, unknown>, string, string][] = [
      [{ price: -1 }, 'price', 'De prijs kan niet negatief zijn.'],
      [{ price: 10.005 }, 'price', 'Gebruik hoogstens 2 decimalen voor de prijs.'],
      [{ maxQuantity: 0 }, 'maxQuantity', 'Er moet minstens 1 ticket beschikbaar zijn.'],
      [{ hasUserLimit: true, maxPerUser: null }, 'maxPerUser', 'Geef aan hoeveel tickets één persoon maximaal mag kopen.'],
    ]
    for (const [change, field, message] of cases) {
      const response = await send(client, organizer, 'post', `/api/events/${id}/ticket-types`, ticketType(change))
      response.assertStatus(422)
      assert.deepEqual(response.body().errors[field], [message], JSON.stringify(change))
    }
    for (const saleEndDate of ['2026-02-30T20:00:00-03:00', 'morgen']) {
      const odd = await send(client, organizer, 'post', `/api/events/${id}/ticket-types`, ticketType({ saleEndDate }))
      odd.assertStatus(422)
    }
    const ok = await send(client, organizer, 'post', `/api/events/${id}/ticket-types`, ticketType({ price: '12.50' }))
    ok.assertStatus(201)
    assert.equal(ok.body().data.price, '12.50')
    assert.equal(
      await TicketType.query()
        .where('event_id', id)
        .count('* as n')
        .first()
        .then((r) => Number(r!.$extras.n)),
      1
    )
  })

  test('all ticket types together may not exceed the venue capacity', async ({ client, assert }) => {
    const organizer = await actor()
    const id = await draftEvent(client, organizer, await makeVenue({ maxCapacity: 150, name: 'Het Zaaltje' }))
    ;(await send(client, organizer, 'post', `/api/events/${id}/ticket-types`, ticketType({ maxQuantity: 100 }))).assertStatus(201)
    const over = await send(client, organizer, 'post', `/api/events/${id}/ticket-types`, ticketType({ name: 'VIP', maxQuantity: 60 }))
    over.assertStatus(422)
    assert.equal(over.body().message, 'Alle tickettypes samen hebben 160 plaatsen; Het Zaaltje heeft er maximaal 150.')
    ;(await send(client, organizer, 'post', `/api/events/${id}/ticket-types`, ticketType({ name: 'VIP', maxQuantity: 50 }))).assertStatus(
      201
    )

    // Moving to a smaller venue is refused the same way.
    const small = await makeVenue({ maxCapacity: 120, name: 'Klein' })
    const moved = await send(client, organizer, 'put', `/api/events/${id}`, { venueId: small.id })
    moved.assertStatus(422)
    assert.equal(moved.body().message, 'Alle tickettypes samen hebben 150 plaatsen; Klein heeft er maximaal 120.')
  })

  test('only an approved and active venue can be chosen', async ({ client, assert }) => {
    const organizer = await actor()
    for (const venue of [await makeVenue({ isApproved: false }), await makeVenue({ isActive: false })]) {
      const response = await send(client, organizer, 'post', '/api/events', { title: 'Ergens', venueId: venue.id })
      response.assertStatus(422)
      assert.equal(response.body().message, 'Kies een goedgekeurde en actieve venue.')
    }
  })

  test('publishing needs a complete event', async ({ client, assert }) => {
    const organizer = await actor()
    const id = await draftEvent(client, organizer, await makeVenue())
    const response = await send(client, organizer, 'post', `/api/events/${id}/publish`)
    response.assertStatus(422)
    assert.equal(response.body().code, 'EVENT_INCOMPLETE')
    assert.equal(response.body().message, 'Voeg minstens één actief tickettype toe.')
  })
})

test.group('Organizer events: publishing waits for the venue', (group) => {
  rollbackEachTest(group)

  const manage = async (client: ApiClient, who: Actor, id: number) =>
    (await send(client, who, 'get', `/api/events/${id}/manage`)).body().data
  const publicIds = async (client: ApiClient) =>
    ((await client.get('/api/events/public')).body().data as { id: number }[]).map((event) => event.id)

  test('at a venue another operator runs: 409 until the operator confirms, the event data says why beforehand', async ({
    client,
    assert,
  }) => {
    const organizer = await actor()
    const operator = await actor({ role: 'venue_operator' })
    const venue = await makeVenue({ ownerId: operator.user.id, maxCapacity: 300 })
    const id = await draftEvent(client, organizer, venue)
    ;(await send(client, organizer, 'post', `/api/events/${id}/ticket-types`, ticketType())).assertStatus(201)

    const before = await manage(client, organizer, id)
    assert.equal(before.booking.status, 'pending')
    assert.equal(before.publishBlockedReason, 'venueBookingPending')
    const listed = (await send(client, organizer, 'get', `/api/events/organizer/${organizer.user.id}`)).body().data
    assert.equal(listed.find((row: { id: number }) => row.id === id).publishBlockedReason, 'venueBookingPending')

    const refused = await send(client, organizer, 'post', `/api/events/${id}/publish`)
    refused.assertStatus(409)
    assert.include(refused.body(), {
      code: 'EVENT_AWAITS_VENUE_CONFIRMATION',
      message: 'De venue heeft je datum nog niet bevestigd. Je kunt publiceren zodra de venue je aanvraag bevestigt.',
      publishBlockedReason: 'venueBookingPending',
    })
    const stored = await Event.findOrFail(id)
    assert.isFalse(stored.isPublished)
    assert.notEqual(stored.wizardStep, 4)
    assert.notInclude(await publicIds(client), id)

    const booking = await VenueBooking.query().where('event_id', id).firstOrFail()
    ;(await send(client, operator, 'put', `/api/venue-bookings/${booking.id}`, { status: 'confirmed' })).assertStatus(200)
    assert.isNull((await manage(client, organizer, id)).publishBlockedReason)
    ;(await send(client, organizer, 'post', `/api/events/${id}/publish`)).assertStatus(200)
    assert.include(await publicIds(client), id)
  })

  test('a rejected day: 409 naming the rejection, until another venue or date is chosen', async ({ client, assert }) => {
    const organizer = await actor()
    const operator = await actor({ role: 'venue_operator' })
    const venue = await makeVenue({ ownerId: operator.user.id })
    const id = await draftEvent(client, organizer, venue)
    ;(await send(client, organizer, 'post', `/api/events/${id}/ticket-types`, ticketType())).assertStatus(201)
    const booking = await VenueBooking.query().where('event_id', id).firstOrFail()
    ;(
      await send(client, operator, 'put', `/api/venue-bookings/${booking.id}`, { status: 'rejected', message: 'Die dag is er onderhoud.' })
    ).assertStatus(200)
    assert.equal((await manage(client, organizer, id)).publishBlockedReason, 'venueBookingRejected')
    const refused = await send(client, organizer, 'post', `/api/events/${id}/publish`)
    refused.assertStatus(409)
    assert.equal(refused.body().code, 'EVENT_VENUE_BOOKING_REJECTED')
    assert.equal(
      refused.body().message,
      'De venue heeft je aanvraag voor deze datum afgewezen. Kies een andere venue of datum om te kunnen publiceren.'
    )

    const ownVenue = await makeVenue({ ownerId: organizer.user.id })
    ;(await send(client, organizer, 'put', `/api/events/${id}`, { venueId: ownVenue.id })).assertStatus(200)
    assert.isNull((await manage(client, organizer, id)).publishBlockedReason)
    ;(await send(client, organizer, 'post', `/api/events/${id}/publish`)).assertStatus(200)
  })

  test('the organizer’s own venue and a venue nobody runs need no confirmation', async ({ client, assert }) => {
    const organizer = await actor()
    const admin = await makeUser({ role: 'admin' })
    for (const venue of [await makeVenue({ ownerId: organizer.user.id }), await makeVenue({ ownerId: admin.id })]) {
      const id = await draftEvent(client, organizer, venue)
      ;(await send(client, organizer, 'post', `/api/events/${id}/ticket-types`, ticketType())).assertStatus(201)
      const shown = await manage(client, organizer, id)
      assert.equal(shown.booking.status, 'pending')
      assert.isNull(shown.publishBlockedReason)
      ;(await send(client, organizer, 'post', `/api/events/${id}/publish`)).assertStatus(200)
      assert.include(await publicIds(client), id)
    }
  })
})

test.group('Organizer events: ticket types racing buyers', (group) => {
  rollbackEachTest(group)

  test('a save from an old version is refused and overwrites nothing', async ({ client, assert }) => {
    const organizer = await actor()
    const id = await draftEvent(client, organizer, await makeVenue())
    const created = (await send(client, organizer, 'post', `/api/events/${id}/ticket-types`, ticketType())).body().data
    const first = await send(client, organizer, 'put', `/api/ticket-types/${created.id}`, { price: 175, version: created.version })
    first.assertStatus(200)
    assert.equal(first.body().data.version, created.version + 1)

    const stale = await send(client, organizer, 'put', `/api/ticket-types/${created.id}`, {
      price: 99,
      name: 'Oud',
      version: created.version,
    })
    stale.assertStatus(409)
    assert.equal(
      stale.body().message,
      'Dit tickettype is intussen door iemand anders gewijzigd. Laad de pagina opnieuw en probeer het nog eens.'
    )
    const stored = await TicketType.findOrFail(created.id)
    assert.equal(stored.price, '175.00')
    assert.equal(stored.name, 'Staanplaats')
  })

  test('maxQuantity never drops below sold + held (409 with the numbers)', async ({ client, assert }) => {
    const organizer = await actor()
    const { id, ticketTypeId } = await publishedEvent(client, organizer, await makeVenue())
    await TicketType.query().where('id', ticketTypeId).update({ quantitySold: 3 })
    const hold = await client
      .post('/api/tickets/reserve')
      .json({ ticketTypeId, quantity: 2, sessionId: `sess-${randomUUID()}`, buyerEmail: 'koper@example.sr' })
    hold.assertStatus(201)
    const { version } = (await send(client, organizer, 'get', `/api/events/${id}/manage`)).body().data.ticketTypes[0]

    const low = await send(client, organizer, 'put', `/api/ticket-types/${ticketTypeId}`, { maxQuantity: 4, version })
    low.assertStatus(409)
    assert.equal(low.body().message, 'Het maximum kan niet lager dan 5: 3 verkocht en 2 vastgehouden.')
    assert.include(low.body(), { quantitySold: 3, reservedQuantity: 2, minimum: 5 })
    assert.equal((await TicketType.findOrFail(ticketTypeId)).maxQuantity, 50)

    const exact = await send(client, organizer, 'put', `/api/ticket-types/${ticketTypeId}`, { maxQuantity: 5, version })
    exact.assertStatus(200)
    // The next buyer finds no seat left.
    const next = await client
      .post('/api/tickets/reserve')
      .json({ ticketTypeId, quantity: 1, sessionId: `sess-${randomUUID()}`, buyerEmail: 'laat@example.sr' })
    next.assertStatus(409)
  })
})

test.group('Organizer events: the edit version protects against editors, not buyers', (group) => {
  rollbackEachTest(group)

  const manageType = async (client: ApiClient, who: Actor, eventId: number, typeId: number) =>
    (await send(client, who, 'get', `/api/events/${eventId}/manage`))
      .body()
      .data.ticketTypes.find((type: { id: number }) => type.id === typeId) as { version: number; quantitySold: number }

  test('an edit with the version read before 10 sales is saved; the quantity rule still reads the sales', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const organizer = { user: org.user, token: org.token }
    const read = await manageType(client, organizer, org.event.id, org.free.id)
    const rowVersionBefore = (await TicketType.findOrFail(org.free.id)).version
    for (let sale = 0; sale < 10; sale++) await buyFreeOrder(client, org, 1)
    const sold = await TicketType.findOrFail(org.free.id)
    assert.equal(sold.quantitySold, 10)
    // The sales did change the row (its own counter moved), but not what an organizer's edit is checked against.
    assert.isAbove(sold.version, rowVersionBefore)
    assert.equal((await manageType(client, organizer, org.event.id, org.free.id)).version, read.version)

    const below = await send(client, organizer, 'put', `/api/ticket-types/${org.free.id}`, { maxQuantity: 9, version: read.version })
    below.assertStatus(409)
    assert.equal(below.body().code, 'MAX_QUANTITY_BELOW_TAKEN')
    assert.equal(below.body().message, 'Het maximum kan niet lager dan 10: 10 verkocht en 0 vastgehouden.')

    const edit = await send(client, organizer, 'put', `/api/ticket-types/${org.free.id}`, {
      name: 'Staanplaats (vroeg)',
      maxQuantity: 15,
      version: read.version,
    })
    edit.assertStatus(200)
    assert.equal(edit.body().data.version, read.version + 1)
    const stored = await TicketType.findOrFail(org.free.id)
    assert.include(
      { name: stored.name, maxQuantity: stored.maxQuantity, quantitySold: stored.quantitySold },
      {
        name: 'Staanplaats (vroeg)',
        maxQuantity: 15,
        quantitySold: 10,
      }
    )
  })

  test('an edit with the version read before another editor’s save is refused, sales or not', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const organizer = { user: org.user, token: org.token }
    const manager = await actor({ role: 'manager', managerForOrganizerId: org.user.id })
    const read = await manageType(client, organizer, org.event.id, org.free.id)
    ;(
      await send(client, manager, 'put', `/api/ticket-types/${org.free.id}`, { price: 0, name: 'Gratis', version: read.version })
    ).assertStatus(200)
    await buyFreeOrder(client, org, 2)
    const stale = await send(client, organizer, 'put', `/api/ticket-types/${org.free.id}`, { name: 'Oud', version: read.version })
    stale.assertStatus(409)
    assert.equal(stale.body().code, 'TICKET_TYPE_CHANGED')
    assert.equal(
      stale.body().message,
      'Dit tickettype is intussen door iemand anders gewijzigd. Laad de pagina opnieuw en probeer het nog eens.'
    )
    assert.equal((await TicketType.findOrFail(org.free.id)).name, 'Gratis')
  })
})

test.group('Organizer events: a save racing a sale', () => {
  // Real commits (no global transaction): a buyer's hold, made under the ticket type's lock, commits while the save
  // waits. The save must count it: it takes the same lock before counting sold + held.
  test('a maxQuantity cut waiting behind a buyer’s hold counts that hold', async ({ client, assert }) => {
    const organizer = await actor()
    const { ticketTypeId } = await publishedEvent(client, organizer, await makeVenue({ maxCapacity: 1000 }))
    const { version } = await TicketType.findOrFail(ticketTypeId)
    const buyer = await db.transaction()
    await buyer.rawQuery('SELECT id FROM ticket_types WHERE id = ? FOR NO KEY UPDATE', [ticketTypeId])
    await TicketReservation.create(
      {
        ticketTypeId,
        quantity: 5,
        sessionId: `sess-${randomUUID()}`,
        buyerEmail: 'race@example.sr',
        contactMethod: 'email',
        reservedAt: DateTime.now(),
        expiresAt: DateTime.now().plus({ minutes: 20 }),
        isActive: true,
      },
      { client: buyer }
    )
    // The request builder is lazy: then() sends it now, while the buyer still holds the lock.
    const save = new Promise<Awaited<ReturnType<typeof send>>>((resolve, reject) =>
      send(client, organizer, 'put', `/api/ticket-types/${ticketTypeId}`, { maxQuantity: 3, version }).then(resolve, reject)
    )
    await new Promise((resolve) => setTimeout(resolve, 400))
    await buyer.commit()
    const response = await save
    response.assertStatus(409)
    assert.include(response.body(), { reservedQuantity: 5, minimum: 5 })
    assert.equal((await TicketType.findOrFail(ticketTypeId)).maxQuantity, 50)
  }).teardown(async () => clearCatalogueCaches())
})

test.group('Organizer events: publish, unpublish, cancel', (group) => {
  rollbackEachTest(group)

  const publicIds = async (client: ApiClient) =>
    ((await client.get('/api/events/public')).body().data as { id: number }[]).map((event) => event.id)

  test('published shows on /api/events/public at once; unpublished is gone at once', async ({ client, assert }) => {
    const organizer = await actor()
    const venue = await makeVenue()
    const id = await draftEvent(client, organizer, venue)
    assert.notInclude(await publicIds(client), id) // caches the list without the draft
    await send(client, organizer, 'post', `/api/events/${id}/ticket-types`, ticketType())
    await VenueBooking.query().where('event_id', id).update({ status: 'confirmed' })
    const published = await send(client, organizer, 'post', `/api/events/${id}/publish`)
    published.assertStatus(200)
    assert.equal(published.body().data.status, 'published')
    assert.include(await publicIds(client), id)
    ;(await send(client, organizer, 'post', `/api/events/${id}/unpublish`)).assertStatus(200)
    assert.notInclude(await publicIds(client), id)
  })

  test('an event taken offline with tickets sold keeps its dates (422); without sales they may be cleared', async ({ client, assert }) => {
    const organizer = await actor()
    const { id, ticketTypeId } = await publishedEvent(client, organizer, await makeVenue())
    ;(await send(client, organizer, 'post', `/api/events/${id}/unpublish`)).assertStatus(200)
    const cleared = { startDate: null, endDate: null }
    await TicketType.query().where('id', ticketTypeId).update({ quantitySold: 1 })
    const refused = await send(client, organizer, 'put', `/api/events/${id}`, cleared)
    refused.assertStatus(422)
    assert.include(refused.body().message, 'al tickets verkocht')
    assert.isNotNull((await Event.findOrFail(id)).startDate)
    await TicketType.query().where('id', ticketTypeId).update({ quantitySold: 0 })
    ;(await send(client, organizer, 'put', `/api/events/${id}`, cleared)).assertStatus(200)
  })

  test('cancel: a paid order without a provider payment needs a refund by hand, buyers are told by their contact method, seats stop selling', async ({
    client,
    assert,
  }) => {
    const organizer = await actor()
    const { id, ticketTypeId } = await publishedEvent(client, organizer, await makeVenue())
    const buyer = `koper-${randomUUID().slice(0, 6)}@example.sr`
    const base = { eventId: id, buyerName: 'Sita Ramdin', currency: 'SRD', lines: [], subtotal: '150.00', total: '150.00' }
    const paid = await Order.create({
      ...base,
      orderNumber: `T-${randomUUID().slice(0, 8)}`,
      buyerEmail: buyer,
      contactMethod: 'email',
      status: 'paid',
      paymentProvider: 'mollie',
      language: 'en',
    } as Partial<Order>)
    const phone = '+5978123987'
    await Order.create({
      ...base,
      orderNumber: `T-${randomUUID().slice(0, 8)}`,
      buyerPhone: phone,
      contactMethod: 'whatsapp',
      status: 'free',
      paymentProvider: 'free',
      language: 'nl',
    } as Partial<Order>)

    const ticket = await Ticket.create({
      orderId: paid.id,
      eventId: id,
      ticketTypeId,
      buyerEmail: buyer,
      buyerName: 'Sita Ramdin',
      contactMethod: 'email',
      qrCode: `TEST-${randomUUID()}`,
      purchasePrice: '150.00',
    } as Partial<Ticket>)

    const cancelled = await send(client, organizer, 'post', `/api/events/${id}/cancel`)
    cancelled.assertStatus(200)
    assert.equal(cancelled.body().data.status, 'cancelled')
    assert.equal(cancelled.body().ordersToRefund, 1)
    // Paid through Mollie but no payment there to refund: left to the admins' refund queue, not to the job.
    assert.isTrue((await Order.findOrFail(paid.id)).refundRequired)
    assert.deepEqual(cancelled.body().data.cancellationRefunds, { total: 0, succeeded: 0, failed: 0, pending: 0, manual: 1 })
    assert.isFalse((await Ticket.findOrFail(ticket.id)).isValid)

    const [mail] = await outboxMessagesTo(buyer)
    assert.equal(mail.channel, 'email')
    assert.include(mail.subject!, 'has been cancelled')
    const [whatsapp] = await outboxMessagesTo(phone)
    assert.equal(whatsapp.channel, 'whatsapp')
    assert.include(whatsapp.bodyText, 'is geannuleerd')

    assert.notInclude(
      ((await client.get('/api/events/public')).body().data as { id: number }[]).map((e) => e.id),
      id
    )
    const hold = await client
      .post('/api/tickets/reserve')
      .json({ ticketTypeId, quantity: 1, sessionId: `sess-${randomUUID()}`, buyerEmail: 'na-afgelasting@example.sr' })
    assert.oneOf(hold.status(), [404, 409])
    const again = await send(client, organizer, 'post', `/api/events/${id}/publish`)
    again.assertStatus(409)
    assert.equal(again.body().message, 'Dit evenement is geannuleerd en kan niet meer worden gewijzigd.')
  })
})

test.group('Organizer events: whose events', (group) => {
  rollbackEachTest(group)

  test('a second organizer gets 403 on every action and never sees the list', async ({ client, assert }) => {
    const owner = await actor()
    const other = await actor()
    const { id, ticketTypeId } = await publishedEvent(client, owner, await makeVenue())
    const calls: [string, 'get' | 'post' | 'put', string, object?][] = [
      ['manage', 'get', `/api/events/${id}/manage`],
      ['edit', 'put', `/api/events/${id}`, { title: 'Gekaapt' }],
      ['publish', 'post', `/api/events/${id}/publish`],
      ['unpublish', 'post', `/api/events/${id}/unpublish`],
      ['cancel', 'post', `/api/events/${id}/cancel`],
      ['add type', 'post', `/api/events/${id}/ticket-types`, ticketType()],
      ['edit type', 'put', `/api/ticket-types/${ticketTypeId}`, { price: 1, version: 1 }],
      ['list', 'get', `/api/events/organizer/${owner.user.id}`],
    ]
    for (const [name, method, url, body] of calls) {
      const response = await send(client, other, method, url, body)
      assert.equal(response.status(), 403, name)
    }
    const own = await send(client, other, 'get', `/api/events/organizer/${other.user.id}`)
    own.assertStatus(200)
    assert.deepEqual(own.body().data, [])
    const event = (await send(client, owner, 'get', `/api/events/${id}/manage`)).body().data
    assert.equal(event.status, 'published')
    assert.notEqual(event.title, 'Gekaapt')
  })

  test('a manager acts for their organizer: creates, edits and publishes the organizer’s event', async ({ client, assert }) => {
    const organizer = await actor()
    const manager = await actor({ role: 'manager', managerForOrganizerId: organizer.user.id })
    const { id } = await publishedEvent(client, manager, await makeVenue())
    const list = await send(client, organizer, 'get', `/api/events/organizer/${organizer.user.id}`)
    assert.deepEqual(
      list.body().data.map((e: { id: number; organizerId: number }) => [e.id, e.organizerId]),
      [[id, organizer.user.id]]
    )
    ;(await send(client, manager, 'get', `/api/events/organizer/${organizer.user.id}`)).assertStatus(200)
    // A manager of another organizer is refused.
    const stranger = await actor({ role: 'manager', managerForOrganizerId: (await makeUser()).id })
    ;(await send(client, stranger, 'put', `/api/events/${id}`, { title: 'Niet van mij' })).assertStatus(403)
  })

  test('the admin list: admins see every organizer’s events; organizers use their own list', async ({ client, assert }) => {
    const [first, second] = [await actor(), await actor()]
    const admin = await actor({ role: 'admin' })
    const a = await draftEvent(client, first, null)
    const b = await draftEvent(client, second, null)
    const ids = async (who: Actor) =>
      ((await send(client, who, 'get', '/api/admin/events')).body().data as { id: number }[]).map((e) => e.id)
    const all = await ids(admin)
    assert.includeMembers(all, [a, b])
    ;(await send(client, first, 'get', '/api/admin/events')).assertStatus(403)
  })

  test('a visitor is asked to sign in; a buyer account may not create events', async ({ client }) => {
    ;(await client.post('/api/events').json({ title: 'Anoniem' })).assertStatus(401)
    const buyer = await actor({ role: 'user' })
    ;(await send(client, buyer, 'post', '/api/events', { title: 'Koper' })).assertStatus(403)
  })
})
