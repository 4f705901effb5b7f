/*
 * The venue dashboard's figures and a venue's reviews for its operator: every figure equals a count
 * made directly in SQL and what the public venue page shows; another operator is refused.
 */
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type Venue from '#models/venue'
import VenueBooking from '#models/venue_booking'
import type { OperatorVenueStats, VenueOperatorStats } from '#domain/venue_bookings'
import { makeEvent, makeReview, makeUser, makeVenue, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { freshToken } from '#tests/helpers/routes'

interface Actor {
  user: User
  token: string
}

async function actor(role: string): Promise<Actor> {
  const user = await makeUser({ role: role as User['role'] })
  return { user, token: await freshToken(user) }
}

const today = () => DateTime.now().setZone('America/Paramaribo').startOf('day')

async function eventAt(venue: Venue, days: number, isPublished = true) {
  const start = DateTime.now().plus({ days })
  return makeEvent({ venueId: venue.id, isPublished, startDate: start, endDate: start.plus({ hours: 3 }) })
}

async function like(venue: Venue) {
  const user = await makeUser({ role: 'user' })
  await db.table('likes').insert({ user_id: user.id, target_type: 'venue', target_id: venue.id })
}

async function booking(venue: Venue, days: number, status: 'pending' | 'confirmed') {
  const event = await eventAt(venue, days, false)
  return VenueBooking.create({
    venueId: venue.id,
    eventId: event.id,
    requestedBy: event.organizerId,
    bookingDate: today().plus({ days }),
    status,
  })
}

const venueReview = (venue: Venue, rating: number, minutesAgo: number, overrides: object = {}) =>
  makeReview({ reviewType: 'venue', venueId: venue.id, rating, createdAt: DateTime.now().minus({ minutes: minutesAgo }), ...overrides })

/** The figures counted straight from the tables, by the rules SPEC §4 and §9 state. */
async function directFigures(venueId: number) {
  const { rows } = await db.rawQuery(
    `SELECT
       (SELECT count(*)::int FROM events WHERE venue_id = $1 AND is_published) AS total_events,
       (SELECT count(*)::int FROM events WHERE venue_id = $1 AND is_published AND end_date > now()) AS upcoming_events,
       (SELECT count(*)::int FROM reviews r, platform_settings s WHERE s.id = 1 AND r.review_type = 'venue' AND r.venue_id = $1
          AND r.review_status = 'approved' AND r.responded_at IS NOT NULL AND r.rating >= s.review_display_min_rating) AS total_reviews,
       (SELECT coalesce(round(avg(r.rating)::numeric, 1), 0)::float FROM reviews r, platform_settings s WHERE s.id = 1
          AND r.review_type = 'venue' AND r.venue_id = $1 AND r.review_status = 'approved' AND r.responded_at IS NOT NULL
          AND r.rating >= s.review_display_min_rating) AS average_rating,
       (SELECT count(*)::int FROM likes WHERE target_type = 'venue' AND target_id = $1) AS followers,
       (SELECT count(*)::int FROM venue_bookings WHERE venue_id = $1 AND status = 'pending'
          AND booking_date >= (now() AT TIME ZONE 'America/Paramaribo')::date) AS pending_bookings`.replaceAll('$1', '?'),
    Array(6).fill(venueId)
  )
  const row = rows[0]
  return {
    totalEvents: row.total_events,
    upcomingEvents: row.upcoming_events,
    totalReviews: row.total_reviews,
    averageRating: row.average_rating,
    followers: row.followers,
    pendingBookings: row.pending_bookings,
  }
}

function figuresOf(venue: OperatorVenueStats) {
  const { totalEvents, upcomingEvents, totalReviews, averageRating, followers, pendingBookings } = venue
  return { totalEvents, upcomingEvents, totalReviews, averageRating, followers, pendingBookings }
}

test.group('Venue dashboard: figures per venue', (group) => {
  rollbackEachTest(group)

  test('every figure equals a direct count and the public venue page; totals add up; waiting requests and reviews listed', async ({
    client,
    assert,
  }) => {
    const operator = await actor('venue_operator')
    const hall = await makeVenue({ ownerId: operator.user.id, name: 'A Zaal' })
    const garden = await makeVenue({ ownerId: operator.user.id, name: 'B Tuin', isApproved: false })
    const elsewhere = await makeVenue({ name: 'C Elders' })
    await makeVenue({ ownerId: operator.user.id, name: 'D Weg', deletedAt: DateTime.now() })

    await eventAt(hall, 5)
    await eventAt(hall, 40)
    await eventAt(hall, -10)
    await eventAt(hall, 8, false)
    await eventAt(garden, 3)
    await eventAt(elsewhere, 3)
    await venueReview(hall, 5, 50)
    await venueReview(hall, 4, 40)
    await venueReview(hall, 2, 30)
    await venueReview(hall, 5, 20, { reviewStatus: 'pending', respondedAt: null })
    await venueReview(hall, 3, 10, { respondedAt: null })
    await venueReview(garden, 3, 5)
    await venueReview(elsewhere, 1, 1)
    for (let i = 0; i < 3; i++) await like(hall)
    await like(garden)
    await like(elsewhere)
    const soon = await booking(hall, 4, 'pending')
    const later = await booking(hall, 20, 'pending')
    await booking(hall, -2, 'pending')
    await booking(hall, 6, 'confirmed')
    const gardenRequest = await booking(garden, 9, 'pending')
    await booking(elsewhere, 1, 'pending')

    const response = await client.get(`/api/venues/owner/${operator.user.id}/stats`).bearerToken(operator.token)
    response.assertStatus(200)
    const stats = response.body().data as VenueOperatorStats
    assert.deepEqual(
      stats.venues.map((venue) => venue.name),
      ['A Zaal', 'B Tuin']
    )
    for (const venue of stats.venues) {
      assert.deepEqual(figuresOf(venue), await directFigures(venue.id), venue.name)
      // What the venue page and its reviews block show (the owner sees an unapproved venue's page too).
      const page = await client.get(`/api/venues/${venue.id}`).bearerToken(operator.token)
      const { totalEvents, upcomingEvents, totalReviews, followers } = page.body().data.statistics
      assert.deepEqual(
        { totalEvents, upcomingEvents, totalReviews, followers },
        {
          totalEvents: venue.totalEvents,
          upcomingEvents: venue.upcomingEvents,
          totalReviews: venue.totalReviews,
          followers: venue.followers,
        }
      )
      const summary = await client.get(`/api/venues/${venue.id}/reviews/summary`).bearerToken(operator.token)
      assert.equal(summary.body().data.averageRating, venue.averageRating)
    }
    assert.deepEqual(figuresOf(stats.venues[0]), {
      totalEvents: 3,
      upcomingEvents: 2,
      totalReviews: 3,
      averageRating: 3.7,
      followers: 3,
      pendingBookings: 2,
    })
    assert.deepEqual(stats.totals, { venues: 2, totalEvents: 4, upcomingEvents: 3, totalReviews: 4, followers: 4, pendingBookings: 3 })
    assert.deepEqual(
      stats.pendingBookings.map((row) => row.id),
      [soon.id, gardenRequest.id, later.id]
    )
    assert.lengthOf(stats.latestReviews, 5)
    assert.deepEqual(
      stats.latestReviews.map((review) => [review.venueName, review.rating, review.isShown]),
      [
        ['B Tuin', 3, true],
        ['A Zaal', 3, false],
        ['A Zaal', 5, false],
        ['A Zaal', 2, true],
        ['A Zaal', 4, true],
      ]
    )
  })

  test('another operator is refused; an admin reads any operator’s; an id that is no operator is a 404 for the admin', async ({
    client,
    assert,
  }) => {
    const operator = await actor('venue_operator')
    const other = await actor('venue_operator')
    await makeVenue({ ownerId: operator.user.id })
    ;(await client.get(`/api/venues/owner/${operator.user.id}/stats`).bearerToken(other.token)).assertStatus(403)
    const organizer = await actor('organizer')
    ;(await client.get(`/api/venues/owner/${operator.user.id}/stats`).bearerToken(organizer.token)).assertStatus(403)
    const admin = await actor('admin')
    const read = await client.get(`/api/venues/owner/${operator.user.id}/stats`).bearerToken(admin.token)
    read.assertStatus(200)
    assert.equal(read.body().data.totals.venues, 1)
    ;(await client.get(`/api/venues/owner/${organizer.user.id}/stats`).bearerToken(admin.token)).assertStatus(404)
    // An operator without venues gets empty figures (the dashboard asks them to register one).
    const empty = await client.get(`/api/venues/owner/${other.user.id}/stats`).bearerToken(other.token)
    assert.deepEqual(empty.body().data, {
      venues: [],
      totals: { venues: 0, totalEvents: 0, upcomingEvents: 0, totalReviews: 0, followers: 0, pendingBookings: 0 },
      pendingBookings: [],
      latestReviews: [],
    })
  })
})

test.group('Venue reviews for their operator', (group) => {
  rollbackEachTest(group)

  test('every review of the venue, newest first, with its moderation state and whether the public sees it', async ({ client, assert }) => {
    const operator = await actor('venue_operator')
    const venue = await makeVenue({ ownerId: operator.user.id })
    const reviewer = await makeUser({ role: 'user', firstName: 'Priya', lastName: 'Ramdin' })
    const shown = await venueReview(venue, 4, 30, { reviewerId: reviewer.id, comment: 'Mooie zaal' })
    const waiting = await venueReview(venue, 2, 20, { reviewStatus: 'pending', respondedAt: null, isAnonymous: true })
    const rejected = await venueReview(venue, 1, 10, { reviewStatus: 'rejected', isGuest: true, guestName: 'Gast Jan' })
    await venueReview(await makeVenue(), 5, 5)

    const response = await client.get(`/api/venues/${venue.id}/reviews/manage`).bearerToken(operator.token)
    response.assertStatus(200)
    assert.equal(response.body().total, 3)
    assert.deepEqual(
      response.body().data.map((r: Record<string, unknown>) => [r.id, r.reviewStatus, r.isShown, r.reviewerName]),
      [
        [rejected.id, 'rejected', false, 'Gast Jan'],
        [waiting.id, 'pending', false, 'Anonieme reviewer'],
        [shown.id, 'approved', true, 'Priya Ramdin'],
      ]
    )
    assert.include(response.body().data[2], { comment: 'Mooie zaal', rating: 4, venueId: venue.id, venueName: venue.name })
    assert.notProperty(response.body().data[1], 'guestEmail')

    const other = await actor('venue_operator')
    ;(await client.get(`/api/venues/${venue.id}/reviews/manage`).bearerToken(other.token)).assertStatus(403)
    ;(await client.get('/api/venues/2147483000/reviews/manage').bearerToken(operator.token)).assertStatus(404)
    const admin = await actor('admin')
    ;(await client.get(`/api/venues/${venue.id}/reviews/manage`).bearerToken(admin.token)).assertStatus(200)
  })
})
