/*
 * The venue operator's dashboard (issue 13 §5): per venue the figures its public page shows, counted by the very
 * functions that page uses (events published and upcoming, the shown reviews' count and average, likes as
 * followers), the requests waiting for an answer, and the latest reviews of the operator's venues with their
 * moderation state. No cache: the page is refreshed after answering a request.
 */
import db from '@adonisjs/lucid/services/db'
import Venue from '#models/venue'
import Review from '#models/review'
import type User from '#models/user'
import { countPublishedEvents } from '#services/event_catalogue_service'
import { countFollowers } from '#services/venue_catalogue_service'
import { reviewSummary, shownAmong } from '#services/public_review_service'
import { listVenueBookings } from '#services/venue_bookings/venue_booking_service'
import { managedReview, venueBookingRecord } from '#transformers/venue_booking_transformer'
import { surinameDay, type ManagedReview, type OperatorVenueStats, type VenueOperatorStats } from '#domain/venue_bookings'

const DASHBOARD_LIST_SIZE = 5

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

async function venueFigures(venue: Venue, pending: number): Promise<OperatorVenueStats> {
  const [events, reviews, followers] = await Promise.all([
    countPublishedEvents('venue_id', venue.id),
    reviewSummary({ venueId: venue.id }),
    countFollowers('venue', venue.id),
  ])
  return {
    id: venue.id,
    name: venue.name,
    district: venue.district,
    isApproved: venue.isApproved,
    isActive: venue.isActive,
    // The card-sized variant of the first picture where the upload made one.
    image: venue.images?.[0] ? (venue.imageVariants?.[venue.images[0]]?.card ?? venue.images[0]) : null,
    ...events,
    totalReviews: reviews.totalReviews,
    averageRating: reviews.averageRating,
    followers,
    pendingBookings: pending,
  }
}

/** GET /api/venues/owner/{id}/stats for the operator the policy let through. */
export async function venueOperatorStats(viewer: User, operatorId: number): Promise<VenueOperatorStats> {
  const venues = await operatorVenues(operatorId)
  const pending = await pendingPerVenue(venues.map((venue) => venue.id))
  const figures = await Promise.all(venues.map((venue) => venueFigures(venue, pending.get(venue.id) ?? 0)))
  const sum = (key: 'totalEvents' | 'upcomingEvents' | 'totalReviews' | 'followers' | 'pendingBookings') =>
    figures.reduce((total, venue) => total + venue[key], 0)
  const waiting = venues.length
    ? await listVenueBookings(viewer, {
        page: 1,
        perPage: DASHBOARD_LIST_SIZE,
        sort: 'bookingDate',
        order: 'asc',
        filter: { status: 'pending', from: surinameDay(), ownerId: operatorId },
      })
    : { rows: [] }
  return {
    venues: figures,
    totals: {
      venues: venues.length,
      totalEvents: sum('totalEvents'),
      upcomingEvents: sum('upcomingEvents'),
      totalReviews: sum('totalReviews'),
      followers: sum('followers'),
      pendingBookings: sum('pendingBookings'),
    },
    pendingBookings: waiting.rows.map(venueBookingRecord),
    latestReviews: (await listManagedReviews(venues, 1, DASHBOARD_LIST_SIZE)).rows,
  }
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
