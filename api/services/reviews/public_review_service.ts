import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Review from '#models/review'
import Event from '#models/event'
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import type { ReviewSummary } from '#domain/catalogue_types'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { venueVisibleTo, type VenueViewer } from '#services/catalogue/venue_visibility'

/*
 * Reviews shown to the public (SPEC §9): approved by moderation, handled (respondedAt set), and
 * rated at least the platform's reviewDisplayMinRating.
 */

export type ReviewTarget = { eventId: number } | { venueId: number } | { organizerId: number }
export type ReviewedEntity = 'events' | 'venues' | 'users'

function targetQuery(target: ReviewTarget): ModelQueryBuilderContract<typeof Review> {
  const query = Review.query()
  if ('eventId' in target) return query.where('review_type', 'event').where('event_id', target.eventId)
  if ('venueId' in target) return query.where('review_type', 'venue').where('venue_id', target.venueId)
  return query.where('review_type', 'organizer').where('organizer_id', target.organizerId)
}

/** The platform's reviewDisplayMinRating (SPEC §9 default 1). */
async function minDisplayRating(): Promise<number> {
  const settings = await getPlatformSettings()
  return settings.reviewDisplayMinRating ?? 1
}

/** The public's rule on any review query. */
function whereShown(query: ModelQueryBuilderContract<typeof Review>, minRating: number) {
  return query.where('review_status', 'approved').whereNotNull('responded_at').where('rating', '>=', minRating)
}

function shownReviews(target: ReviewTarget, minRating: number) {
  return whereShown(targetQuery(target), minRating)
}

/** Which of these reviews the public sees (the venue operator's list marks them). */
export async function shownAmong(reviewIds: number[]): Promise<Set<number>> {
  if (reviewIds.length === 0) return new Set()
  const rows = await whereShown(Review.query().whereIn('id', reviewIds), await minDisplayRating()).select('id')
  return new Set(rows.map((review) => review.id))
}

/**
 * The review target behind /api/{events|venues|users}/{id}/reviews: a published event, a venue the
 * viewer may see (venueVisibleTo: hidden ones only for their owner and admins), or an organizer.
 * Anything else is that entity's 404 (or the venue page's 403).
 */
export async function resolveReviewTarget(entity: ReviewedEntity, id: number | null, viewer?: VenueViewer | null): Promise<ReviewTarget> {
  if (entity === 'events') {
    const event = id === null ? null : await Event.query().where('id', id).where('is_published', true).first()
    if (!event) throw new DomainError('EVENT_NOT_FOUND')
    return { eventId: event.id }
  }
  if (entity === 'venues') return { venueId: (await venueVisibleTo(id, viewer)).id }
  const organizer = id === null ? null : await User.query().where('id', id).where('role', 'organizer').first()
  if (!organizer) throw new DomainError('ORGANIZER_NOT_FOUND')
  return { organizerId: organizer.id }
}

export type ReviewSummaryResult = ReviewSummary

interface SummaryRow {
  total: string | number
  average: string | null
  verified: string | number
}

const summaryColumns = () => [
  db.raw('count(*)::int AS total'),
  db.raw('avg(rating) AS average'),
  db.raw('count(*) FILTER (WHERE is_verified)::int AS verified'),
]

/** Average to one decimal. */
function toSummary(row: SummaryRow | undefined): ReviewSummaryResult {
  const totalReviews = Number(row?.total ?? 0)
  return {
    hasReviews: totalReviews > 0,
    averageRating: totalReviews > 0 ? Math.round(Number(row!.average) * 10) / 10 : 0,
    totalReviews,
    verifiedReviews: Number(row?.verified ?? 0),
  }
}

/** Average to one decimal over the reviews the public sees. */
export async function reviewSummary(target: ReviewTarget): Promise<ReviewSummaryResult> {
  const [row] = await shownReviews(target, await minDisplayRating())
    .select(...summaryColumns())
    .pojo<SummaryRow>()
  return toSummary(row)
}

/** reviewSummary of many venues in one query (the venue dashboard); every id gets one, empty when unreviewed. */
export function venueReviewSummaries(venueIds: number[]): Promise<Map<number, ReviewSummaryResult>> {
  return reviewSummariesOf('venue', venueIds)
}

/** reviewSummary of many organizers in one query (GET /api/organizers); every id gets one, empty when unreviewed. */
export function organizerReviewSummaries(organizerIds: number[]): Promise<Map<number, ReviewSummaryResult>> {
  return reviewSummariesOf('organizer', organizerIds)
}

async function reviewSummariesOf(reviewType: 'venue' | 'organizer', ids: number[]): Promise<Map<number, ReviewSummaryResult>> {
  if (ids.length === 0) return new Map()
  const column = reviewType === 'venue' ? 'venue_id' : 'organizer_id'
  const rows = await whereShown(Review.query().where('review_type', reviewType).whereIn(column, ids), await minDisplayRating())
    .groupBy(column)
    .select(db.raw('?? AS target_id', [column]), ...summaryColumns())
    .pojo<SummaryRow & { target_id: number }>()
  const byTarget = new Map(rows.map((row) => [row.target_id, row]))
  return new Map(ids.map((id) => [id, toSummary(byTarget.get(id))]))
}

export async function countShownReviews(target: ReviewTarget): Promise<number> {
  const [row] = await shownReviews(target, await minDisplayRating())
    .count('* as total')
    .pojo<{ total: string | number }>()
  return Number(row?.total ?? 0)
}

export interface ReviewPage {
  reviews: Review[]
  totalReviews: number
  page: number
  perPage: number
}

/** Newest handled first, with the reviewer for the display name. */
export async function listShownReviews(target: ReviewTarget, page: number, perPage: number): Promise<ReviewPage> {
  const result = await shownReviews(target, await minDisplayRating())
    .preload('reviewer')
    .orderBy('responded_at', 'desc')
    .orderBy('id', 'desc')
    .paginate(page, perPage)
  return { reviews: result.all(), totalReviews: result.total, page, perPage }
}
