/*
 * The venue operator's bookings through the API: the list is the operator's own (another operator gets
 * nothing, and 403 naming someone else's venue), two requests for one venue and day show each other, the answer
 * (confirm, or reject with a message) tells the organizer through the outbox and shows on the organizer's event page,
 * a day confirmed once cannot be confirmed twice, not even by two answers at the same moment.
 */
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type Venue from '#models/venue'
import VenueBooking from '#models/venue_booking'
import OutboxMessage from '#models/outbox_message'
import type { VenueBookingStatus } from '#domain/venue_bookings'
import { makeEvent, makeTicketType, makeUser, makeVenue, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { freshToken } from '#tests/helpers/routes'
import { outboxMessagesTo } from '#tests/helpers/outbox'

interface Actor {
  user: User
  token: string
}

async function actor(role: string, overrides: Partial<User> = {}): Promise<Actor> {
  const user = await makeUser({ role: role as User['role'], ...overrides })
  return { user, token: await freshToken(user) }
}

/** A Suriname calendar day `days` from today. */
const day = (days: number) => DateTime.now().setZone('America/Paramaribo').plus({ days }).startOf('day')

/** An organizer's event at the venue and its request for `days` from today. */
async function request(venue: Venue, organizer: User, days = 30, status: VenueBookingStatus = 'pending', title?: string) {
  const event = await makeEvent({
    organizerId: organizer.id,
    venueId: venue.id,
    isPublished: false,
    startDate: day(days).set({ hour: 20 }),
    endDate: day(days).set({ hour: 23 }),
    ...(title ? { title } : {}),
  })
  const booking = await VenueBooking.create({
    venueId: venue.id,
    eventId: event.id,
    requestedBy: organizer.id,
    bookingDate: day(days),
    status,
    notes: 'Graag met geluid',
  })
  return { event, booking }
}

const answer = (client: ApiClient, who: Actor, id: number, body: object) =>
  client
    .put(`/api/venue-bookings/${id}`)
    .bearerToken(who.token)
    .json(body as never)

const list = (client: ApiClient, who: Actor, query: Record<string, unknown> = {}) =>
  client.get('/api/venue-bookings').bearerToken(who.token).qs(query)

test.group('Venue bookings: the operator’s list', (group) => {
  rollbackEachTest(group)

  test('an operator sees their venues’ requests only; another operator gets none of them, and 403 naming that venue', async ({
    client,
    assert,
  }) => {
    const operator = await actor('venue_operator')
    const other = await actor('venue_operator')
    const organizer = await makeUser({ role: 'organizer', organizationName: 'Stichting Kaseko' })
    const venue = await makeVenue({ ownerId: operator.user.id })
    const otherVenue = await makeVenue({ ownerId: other.user.id })
    const mine = await request(venue, organizer, 20)
    const theirs = await request(otherVenue, organizer, 20)

    const own = await list(client, operator)
    own.assertStatus(200)
    assert.deepEqual(
      own.body().data.map((row: { id: number }) => row.id),
      [mine.booking.id]
    )
    assert.equal(own.body().total, 1)
    const row = own.body().data[0]
    assert.include(row, {
      venueId: venue.id,
      venueName: venue.name,
      status: 'pending',
      notes: 'Graag met geluid',
      bookingDate: day(20).toISODate(),
    })
    assert.equal(row.event.title, mine.event.title)
    assert.include(row.organizer, { id: organizer.id, name: 'Stichting Kaseko', email: organizer.email })

    const others = await list(client, other)
    assert.deepEqual(
      others.body().data.map((r: { id: number }) => r.id),
      [theirs.booking.id]
    )
    // Naming someone else's venue is refused, not answered with an empty list.
    ;(await list(client, other, { venueId: venue.id })).assertStatus(403)
    ;(await client.get(`/api/venue-bookings/${mine.booking.id}`).bearerToken(other.token)).assertStatus(403)
    ;(await answer(client, other, mine.booking.id, { status: 'confirmed' })).assertStatus(403)
    ;(await list(client, operator, { venueId: 2147483000 })).assertStatus(404)
    ;(await client.get('/api/venue-bookings/2147483000').bearerToken(operator.token)).assertStatus(404)

    const admin = await actor('admin')
    const all = await list(client, admin, { venueId: venue.id })
    assert.deepEqual(
      all.body().data.map((r: { id: number }) => r.id),
      [mine.booking.id]
    )
  })

  test('the organizer’s team reads their own requests, with how many others want the day but not who', async ({ client, assert }) => {
    const operator = await actor('venue_operator')
    const organizer = await actor('organizer')
    const manager = await actor('manager', { managerForOrganizerId: organizer.user.id })
    const rival = await makeUser({ role: 'organizer', organizationName: 'Concurrent' })
    const venue = await makeVenue({ ownerId: operator.user.id })
    const mine = await request(venue, organizer.user, 40)
    await request(venue, rival, 40)

    for (const who of [organizer, manager]) {
      const response = await list(client, who)
      response.assertStatus(200)
      assert.deepEqual(
        response.body().data.map((r: { id: number }) => r.id),
        [mine.booking.id]
      )
      assert.equal(response.body().data[0].conflictCount, 1)
      assert.deepEqual(response.body().data[0].conflicts, [])
    }
    // Loket staff and scanners have no part in venue bookings.
    const scanner = await actor('scanner', { createdByOrganizerId: organizer.user.id })
    ;(await list(client, scanner)).assertStatus(403)
    // Reading is all an organizer does here.
    ;(await answer(client, organizer, mine.booking.id, { status: 'confirmed' })).assertStatus(403)
  })

  test('two requests for one venue and day list each other; the filter finds such days; the list is by date', async ({
    client,
    assert,
  }) => {
    const operator = await actor('venue_operator')
    const venue = await makeVenue({ ownerId: operator.user.id })
    const first = await request(venue, await makeUser({ role: 'organizer', organizationName: 'Eerste' }), 15, 'pending', 'Eerste feest')
    const second = await request(venue, await makeUser({ role: 'organizer', organizationName: 'Tweede' }), 15, 'pending', 'Tweede feest')
    const lone = await request(venue, await makeUser({ role: 'organizer' }), 9)
    // A withdrawn request holds no day.
    const withdrawn = await request(venue, await makeUser({ role: 'organizer' }), 15, 'cancelled')

    const all = await list(client, operator)
    assert.deepEqual(
      all.body().data.map((r: { id: number }) => r.id),
      [lone.booking.id, first.booking.id, second.booking.id, withdrawn.booking.id]
    )
    const firstRow = all.body().data[1]
    assert.equal(firstRow.conflictCount, 1)
    assert.deepEqual(firstRow.conflicts, [
      { id: second.booking.id, status: 'pending', eventTitle: 'Tweede feest', organizerName: 'Tweede' },
    ])
    assert.equal(all.body().data[0].conflictCount, 0)

    const conflicting = await list(client, operator, { filter: JSON.stringify({ conflicting: true }) })
    assert.sameMembers(
      conflicting.body().data.map((r: { id: number }) => r.id),
      [first.booking.id, second.booking.id]
    )
    const dated = await list(client, operator, { filter: JSON.stringify({ from: day(10).toISODate(), status: 'pending' }) })
    assert.sameMembers(
      dated.body().data.map((r: { id: number }) => r.id),
      [first.booking.id, second.booking.id]
    )
    const bad = await list(client, operator, { filter: JSON.stringify({ from: '2026-02-30' }) })
    bad.assertStatus(422)
    assert.equal(bad.body().errors.from[0], 'Ongeldige datum: gebruik JJJJ-MM-DD')
  })
})

test.group('Venue bookings: the operator’s answer', (group) => {
  rollbackEachTest(group)

  test('rejecting needs a message for the organizer: 422 per field, nothing changed, nobody told', async ({ client, assert }) => {
    const operator = await actor('venue_operator')
    const organizer = await makeUser({ role: 'organizer' })
    const { booking } = await request(await makeVenue({ ownerId: operator.user.id }), organizer)
    for (const body of [{ status: 'rejected' }, { status: 'rejected', message: '   ' }]) {
      const response = await answer(client, operator, booking.id, body)
      response.assertStatus(422)
      assert.equal(response.body().errors.message[0], 'Geef de organisator een reden voor het afwijzen')
    }
    const bad = await answer(client, operator, booking.id, { status: 'cancelled' })
    bad.assertStatus(422)
    assert.equal(bad.body().errors.status[0], 'Kies bevestigen of afwijzen')
    await booking.refresh()
    assert.equal(booking.status, 'pending')
    assert.lengthOf(await outboxMessagesTo(organizer.email), 0)
  })

  test('rejecting with a message: saved with who and when, the organizer is mailed it, their event page shows it', async ({
    client,
    assert,
  }) => {
    const operator = await actor('venue_operator')
    const organizer = await actor('organizer')
    const venue = await makeVenue({ ownerId: operator.user.id, name: 'Zaal Afwijzing' })
    const { booking, event } = await request(venue, organizer.user, 25, 'pending', 'Dansavond')

    const response = await answer(client, operator, booking.id, { status: 'rejected', message: '  Die week is de zaal in onderhoud.  ' })
    response.assertStatus(200)
    assert.include(response.body().data, { status: 'rejected', answerMessage: 'Die week is de zaal in onderhoud.' })
    await booking.refresh()
    assert.equal(booking.answeredBy, operator.user.id)
    assert.isNotNull(booking.answeredAt)

    const [mail] = await outboxMessagesTo(organizer.user.email)
    assert.equal(mail.kind, 'venue_booking_rejected')
    assert.equal(mail.subject, `Zaal Afwijzing kan je aanvraag voor ${dutchDay(25)} niet aannemen`)
    assert.include(mail.bodyText, 'Die week is de zaal in onderhoud.')
    assert.include(mail.bodyText, 'Dansavond')
    assert.include(mail.bodyText, `/organizer-dashboard#/events/${event.id}`)

    // A draft stays a draft: the mail says nothing about taking it offline.
    assert.notInclude(mail.bodyText, 'weer een concept')

    const page = await client.get(`/api/events/${event.id}/manage`).bearerToken(organizer.token)
    assert.equal(page.body().data.booking.status, 'rejected')
    assert.equal(page.body().data.publishBlockedReason, 'venueBookingRejected')
  })

  test('rejecting the day of a public event takes it back to draft, off /events, and the mail says so', async ({ client, assert }) => {
    const operator = await actor('venue_operator')
    const organizer = await actor('organizer')
    const venue = await makeVenue({ ownerId: operator.user.id, name: 'Zaal Teruggetrokken' })
    const { booking, event } = await request(venue, organizer.user, 18, 'confirmed', 'Kaseko Live')
    await makeTicketType(event.id)
    event.isPublished = true
    await event.save()
    const publicIds = async () => ((await client.get('/api/events/public')).body().data as { id: number }[]).map((row) => row.id)
    assert.include(await publicIds(), event.id)

    const response = await answer(client, operator, booking.id, { status: 'rejected', message: 'De zaal is toch verhuurd.' })
    response.assertStatus(200)
    await event.refresh()
    assert.isFalse(event.isPublished)
    assert.equal(event.unpublishedBy, operator.user.id)
    assert.notInclude(await publicIds(), event.id)
    const page = await client.get(`/api/events/${event.id}/manage`).bearerToken(organizer.token)
    assert.include(page.body().data, { status: 'draft', publishBlockedReason: 'venueBookingRejected' })

    const [mail] = await outboxMessagesTo(organizer.user.email)
    assert.equal(mail.kind, 'venue_booking_rejected')
    assert.include(
      mail.bodyText,
      'Omdat de venue je datum niet bevestigt, staat Kaseko Live niet meer online: het is weer een concept. Publiceer het opnieuw zodra een venue je datum heeft bevestigd.'
    )
    assert.include(mail.bodyText, 'De zaal is toch verhuurd.')

    // Confirmed again, the organizer may publish again (the operator's unpublish is no platform hold).
    ;(await answer(client, operator, booking.id, { status: 'confirmed' })).assertStatus(200)
    ;(await client.post(`/api/events/${event.id}/publish`).bearerToken(organizer.token)).assertStatus(200)
  })

  test('confirming: the organizer and the manager who asked are mailed, the event page follows; the same answer twice is a 409', async ({
    client,
    assert,
  }) => {
    const operator = await actor('venue_operator')
    const organizer = await actor('organizer')
    const manager = await makeUser({ role: 'manager', managerForOrganizerId: organizer.user.id })
    const venue = await makeVenue({ ownerId: operator.user.id, name: 'Zaal Bevestigd' })
    const { booking, event } = await request(venue, organizer.user, 12)
    booking.requestedBy = manager.id
    await booking.save()

    const response = await answer(client, operator, booking.id, { status: 'confirmed' })
    response.assertStatus(200)
    assert.include(response.body().data, { status: 'confirmed', answerMessage: null })
    for (const person of [organizer.user, manager]) {
      const [mail] = await outboxMessagesTo(person.email)
      assert.equal(mail.kind, 'venue_booking_confirmed')
      assert.equal(mail.subject, `Zaal Bevestigd heeft je aanvraag voor ${dutchDay(12)} bevestigd`)
    }
    const page = await client.get(`/api/events/${event.id}/manage`).bearerToken(organizer.token)
    assert.equal(page.body().data.booking.status, 'confirmed')

    const again = await answer(client, operator, booking.id, { status: 'confirmed' })
    again.assertStatus(409)
    assert.equal(again.body().message, 'Deze aanvraag is al bevestigd.')
    assert.lengthOf(await outboxMessagesTo(organizer.user.email), 1)
  })

  test('a day confirmed for one request cannot be confirmed for another (409 naming it); a withdrawn request cannot be answered', async ({
    client,
    assert,
  }) => {
    const operator = await actor('venue_operator')
    const venue = await makeVenue({ ownerId: operator.user.id })
    const first = await request(venue, await makeUser({ role: 'organizer' }), 18, 'pending', 'Bruiloft Jansen')
    const second = await request(venue, await makeUser({ role: 'organizer' }), 18)
    ;(await answer(client, operator, first.booking.id, { status: 'confirmed' })).assertStatus(200)

    const refused = await answer(client, operator, second.booking.id, { status: 'confirmed' })
    refused.assertStatus(409)
    assert.equal(refused.body().code, 'VENUE_BOOKING_DAY_TAKEN')
    assert.equal(
      refused.body().message,
      `Deze venue is op ${dutchDay(18)} al bevestigd voor ‘Bruiloft Jansen’. Wijs deze aanvraag af, of trek eerst de andere bevestiging in.`
    )
    await second.booking.refresh()
    assert.equal(second.booking.status, 'pending')

    // Withdrawing the first confirmation (with a message) frees the day.
    ;(await answer(client, operator, first.booking.id, { status: 'rejected', message: 'Dubbel geboekt, excuses.' })).assertStatus(200)
    ;(await answer(client, operator, second.booking.id, { status: 'confirmed' })).assertStatus(200)

    const withdrawn = await request(venue, await makeUser({ role: 'organizer' }), 19, 'cancelled')
    const closed = await answer(client, operator, withdrawn.booking.id, { status: 'confirmed' })
    closed.assertStatus(409)
    assert.equal(closed.body().code, 'VENUE_BOOKING_WITHDRAWN')
  })
})

/** 'zaterdag 28 november 2026', as the mail and the 409 write a booking's day. */
function dutchDay(days: number): string {
  return new Intl.DateTimeFormat('nl-NL', { dateStyle: 'full', timeZone: 'America/Paramaribo' }).format(
    day(days).set({ hour: 12 }).toJSDate()
  )
}

/*
 * Real concurrency: committed rows and separate connections (no global transaction here, which would put every
 * request on one connection). The day's rows are locked before the answer looks for another confirmation; the
 * unique index of migration 0067 backs it up. The second test drops that index so the lock alone is measured.
 * Control (done once, see the report): without the lock and the index, 8 answers at once confirmed 8 requests.
 */
test.group('Venue bookings: two confirmations of one day at the same moment', () => {
  async function sameDayRequests(count: number) {
    const operator = await actor('venue_operator')
    const venue = await makeVenue({ ownerId: operator.user.id })
    const bookings: VenueBooking[] = []
    for (let i = 0; i < count; i++) bookings.push((await request(venue, await makeUser({ role: 'organizer' }), 33)).booking)
    return { operator, venue, bookings }
  }

  async function confirmedOn(venue: Venue): Promise<number> {
    const [row] = await db.from('venue_bookings').where('venue_id', venue.id).where('status', 'confirmed').count('* as total')
    return Number(row.total)
  }

  test('two PUTs at once for two requests of one day: one 200, one 409, one confirmation, one mail', async ({ client, assert }) => {
    const { operator, venue, bookings } = await sameDayRequests(2)
    const responses = await Promise.all(bookings.map((booking) => answer(client, operator, booking.id, { status: 'confirmed' })))
    assert.sameMembers(
      responses.map((r) => r.status()),
      [200, 409]
    )
    assert.equal(responses.find((r) => r.status() === 409)!.body().code, 'VENUE_BOOKING_DAY_TAKEN')
    assert.equal(await confirmedOn(venue), 1)
    const organizers = await db
      .from('users')
      .whereIn(
        'id',
        bookings.map((b) => b.requestedBy!)
      )
      .select('email')
    const mails = await OutboxMessage.query()
      .where('kind', 'venue_booking_confirmed')
      .whereIn(
        'recipient',
        organizers.map((row: { email: string }) => row.email)
      )
    assert.lengthOf(mails, 1)
  })

  test('eight at once with the unique index dropped: the row lock alone lets exactly one through', async ({ client, assert }) => {
    const { operator, venue, bookings } = await sameDayRequests(8)
    await db.rawQuery('DROP INDEX IF EXISTS venue_bookings_one_confirmed_per_day')
    try {
      const responses = await Promise.all(bookings.map((booking) => answer(client, operator, booking.id, { status: 'confirmed' })))
      assert.equal(await confirmedOn(venue), 1)
      assert.equal(responses.filter((r) => r.status() === 200).length, 1)
      assert.equal(responses.filter((r) => r.status() === 409).length, 7)
    } finally {
      // A failed run leaves this venue's day confirmed more than once: withdraw those so the index can come back.
      await db.from('venue_bookings').where('venue_id', venue.id).update({ status: 'cancelled' })
      await db.rawQuery(
        "CREATE UNIQUE INDEX IF NOT EXISTS venue_bookings_one_confirmed_per_day ON venue_bookings (venue_id, booking_date) WHERE status = 'confirmed'"
      )
    }
  })
})
