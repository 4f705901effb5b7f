/*
 * The cached ratings and counts of what is reviewed (events.cached_average_rating; venues.cached_average_rating,
 * cached_review_count; users.cached_rating, cached_review_count, cached_verified_review_count), recomputed from the
 * reviews the public sees (SPEC §9: approved, respondedAt set, rated at least reviewDisplayMinRating), the same rule
 * as the summaries (public_review_service.ts). Called inside the transaction of every review change, so the cards
 * and the summary never disagree; with no ids it recomputes every row (demo seed, a new reviewDisplayMinRating).
 */
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { ReviewTypeName } from '#domain/reviews'

/** The public's rule (public_review_service.ts whereShown) on alias r; ? is reviewDisplayMinRating. */
const SHOWN = `r.review_status = 'approved' AND r.responded_at IS NOT NULL AND r.rating >= ?`

export interface ReviewCacheTargets {
  events?: number[]
  venues?: number[]
  organizers?: number[]
}

/** Which cache rows a review touches. */
export function cacheTargetOf(review: {
  reviewType: ReviewTypeName
  eventId: number | null
  venueId: number | null
  organizerId: number | null
}): ReviewCacheTargets {
  if (review.reviewType === 'event') return { events: [review.eventId!] }
  if (review.reviewType === 'venue') return { venues: [review.venueId!] }
  return { organizers: [review.organizerId!] }
}

/**
 * The WHERE of one table's update: the listed ids, or (all rows) those with a review of that kind or a non-zero
 * cache, so a full refresh leaves the other rows alone; null when this table has nothing to do.
 */
function rowsToUpdate(
  targets: ReviewCacheTargets | undefined,
  ids: number[] | undefined,
  table: string,
  reviewColumn: string,
  reviewType: ReviewTypeName,
  cacheColumn: string
): [string, number[][]] | null {
  if (!targets) {
    return [
      ` WHERE ${table}.id IN (SELECT ${reviewColumn} FROM reviews WHERE review_type = '${reviewType}') OR ${table}.${cacheColumn} <> 0`,
      [],
    ]
  }
  if (!ids || ids.length === 0) return null
  return [` WHERE ${table}.id = ANY(?)`, [ids]]
}

/** Recomputes the listed rows, or every reviewed row when `targets` is omitted. */
export async function refreshReviewCaches(client: QueryClientContract, minRating: number, targets?: ReviewCacheTargets): Promise<void> {
  const events = rowsToUpdate(targets, targets?.events, 'events', 'event_id', 'event', 'cached_average_rating')
  if (events) {
    await client.rawQuery(
      `UPDATE events SET cached_average_rating = COALESCE((SELECT ROUND(AVG(r.rating)::numeric, 1) FROM reviews r
         WHERE r.review_type = 'event' AND r.event_id = events.id AND ${SHOWN}), 0)${events[0]}`,
      [minRating, ...events[1]]
    )
  }
  const venues = rowsToUpdate(targets, targets?.venues, 'venues', 'venue_id', 'venue', 'cached_review_count')
  if (venues) {
    await client.rawQuery(
      `UPDATE venues SET (cached_average_rating, cached_review_count) = (
         SELECT COALESCE(ROUND(AVG(r.rating)::numeric, 1), 0), COUNT(*) FROM reviews r
         WHERE r.review_type = 'venue' AND r.venue_id = venues.id AND ${SHOWN})${venues[0]}`,
      [minRating, ...venues[1]]
    )
  }
  const organizers = rowsToUpdate(targets, targets?.organizers, 'users', 'organizer_id', 'organizer', 'cached_review_count')
  if (organizers) {
    await client.rawQuery(
      `UPDATE users SET (cached_rating, cached_review_count, cached_verified_review_count) = (
         SELECT COALESCE(ROUND(AVG(r.rating)::numeric, 1), 0), COUNT(*), COUNT(*) FILTER (WHERE r.is_verified) FROM reviews r
         WHERE r.review_type = 'organizer' AND r.organizer_id = users.id AND ${SHOWN})${organizers[0]}`,
      [minRating, ...organizers[1]]
    )
  }
}
