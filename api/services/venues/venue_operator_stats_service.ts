/*
 * The venue operator's dashboard: per venue the figures its public page shows, counted by the very
 * functions that page uses in their many-at-once form (events published and upcoming, the shown reviews' count and
 * average, likes as followers), the requests waiting for an answer, and the latest reviews of the operator's venues with their
 * moderation state. No cache: the page is refreshed after answering a request.
 */
import db from '@adonisjs/lucid/services/db'
import Venue from '#models/venue'
import Review from '#models/review'
import type User from '#models/user'
import { countPublishedEventsOf } from '#services/events/event_catalogue_service'
import { countFollowersOf } from '#services/venues/venue_catalogue_service'
import { shownAmong, venueReviewSummaries } from '#services/reviews/public_review_service'
import { listVenueBookings } from '#services/bookings/venue_booking_service'
import { managedReview, venueBookingRecord } from '#transformers/venue_booking_transformer'
import { surinameDay, type ManagedReview, type OperatorVenueStats, type VenueOperatorStats } from '#domain/venue_bookings'

const DASHBOARD_LIST_SIZE = 5
/** The figures summed over the operator's venues (the average rating is not: it is per venue). */
const TOTALS_KEYS = ['totalEvents', 'upcomingEvents', 'totalReviews', 'followers', 'pendingBookings'] as const

/** The operator's venues (not deleted), by name. */
export function operatorVenues(operatorId: number) {
  return Venue.query().where('owner_id', operatorId).whereNull('deleted_at').orderBy('name').orderBy('id')
}

/** Requests still waiting for an answer whose day has not passed, per venue. */
async function pendingPerVenue(venueIds: number[]): Promise<Map<number, number>> {
  if (venueIds.length === 0) return new Map()
  const rows: { venue_id: number; pending: number }[] = await db
    .from('venue_bookings')
    .whereIn('venue_id', venueIds)
    .where('status', 'pending')
    .where('booking_date', '>=', surinameDay())
    .groupBy('venue_id')
    .select('venue_id', db.raw('count(*)::int AS pending'))
  return new Map(rows.map((row) => [row.venue_id, row.pending]))
}

/** What each venue's public page shows (the same counting functions, one query each for all venues) and its waiting requests. */
async function venueFigures(venues: Venue[]): Promise<OperatorVenueStats[]> {
  const ids = venues.map((venue) => venue.id)
  const [events, reviews, followers, pending] = await Promise.all([
    countPublishedEventsOf('venue_id', ids),
    venueReviewSummaries(ids),
    countFollowersOf('venue', ids),
    pendingPerVenue(ids),
  ])
  return venues.map((venue) => ({
    id: venue.id,
    name: venue.name,
    district: venue.district,
    isApproved: venue.isApproved,
    isActive: venue.isActive,
    // The card-sized variant of the first picture where the upload made one.
    image: venue.images?.[0] ? (venue.imageVariants?.[venue.images[0]]?.card ?? venue.images[0]) : null,
    ...(events.get(venue.id) ?? { totalEvents: 0, upcomingEvents: 0 }),
    totalReviews: reviews.get(venue.id)!.totalReviews,
    averageRating: reviews.get(venue.id)!.averageRating,
    followers: followers.get(venue.id) ?? 0,
    pendingBookings: pending.get(venue.id) ?? 0,
  }))
}

/** The soonest requests of the operator's venues still waiting for an answer. */
function waitingRequests(viewer: User, operatorId: number) {
  return listVenueBookings(viewer, {
    page: 1,
    perPage: DASHBOARD_LIST_SIZE,
    sort: 'bookingDate',
    order: 'asc',
    filter: { status: 'pending', from: surinameDay(), ownerId: operatorId },
  })
}

/** GET /api/venues/owner/{id}/stats for the operator the policy let through. */
export async function venueOperatorStats(viewer: User, operatorId: number): Promise<VenueOperatorStats> {
  const venues = await operatorVenues(operatorId)
  const [figures, waiting, reviews] = await Promise.all([
    venueFigures(venues),
    waitingRequests(viewer, operatorId),
    listManagedReviews(venues, 1, DASHBOARD_LIST_SIZE),
  ])
  const totals = { venues: venues.length } as VenueOperatorStats['totals']
  for (const key of TOTALS_KEYS) totals[key] = figures.reduce((total, venue) => total + venue[key], 0)
  return { venues: figures, totals, pendingBookings: waiting.rows.map(venueBookingRecord), latestReviews: reviews.rows }
}

/** Every review of these venues, newest first, with whether the public sees it (GET /api/venues/{id}/reviews/manage). */
export async function listManagedReviews(
  venues: Venue[],
  page: number,
  perPage: number
): Promise<{ rows: ManagedReview[]; total: number }> {
  if (venues.length === 0) return { rows: [], total: 0 }
  const names = new Map(venues.map((venue) => [venue.id, venue.name]))
  const result = await Review.query()
    .where('review_type', 'venue')
    .whereIn('venue_id', [...names.keys()])
    .preload('reviewer')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .paginate(page, perPage)
  const reviews = result.all()
  const shown = await shownAmong(reviews.map((review) => review.id))
  return {
    rows: reviews.map((review) => managedReview(review, names.get(review.venueId!)!, shown.has(review.id))),
    total: result.total,
  }
}
