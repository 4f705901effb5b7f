/*
 * The back office's side of reviews: the admin's moderation queue (approve, reject, hide, with a
 * reason) and the reviewed organizer's or venue operator's one response within reviewResponseTimeLimit hours.
 * Every change, its audit trace and the target's cached ratings are written in one transaction.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import Review from '#models/review'
import { DomainError } from '#exceptions/domain_error'
import { authorize, scopeOf } from '#policies/resource_policy'
import { recordChange } from '#services/audit/audit_service'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { cacheTargetOf, refreshReviewCaches } from '#services/reviews/review_cache'
import type { RecordOwner } from '#domain/resource_access'
import {
  MODERATION_FROM,
  MODERATION_RESULT,
  responseRefusal,
  type ModerationAction,
  type ModerationStatus,
  type ReviewTypeName,
} from '#domain/reviews'

export interface ReviewListQuery {
  page: number
  perPage: number
  sort: 'createdAt' | 'rating'
  order: 'asc' | 'desc'
  ids?: number[]
  filter: { reviewStatus?: ModerationStatus; reviewType?: ReviewTypeName; state?: 'open' | 'answered'; q?: string }
}

function withTargets(query: ModelQueryBuilderContract<typeof Review>) {
  return query.preload('reviewer').preload('event').preload('venue').preload('organizer')
}

async function page(query: ModelQueryBuilderContract<typeof Review>, input: ReviewListQuery) {
  if (input.ids) query.whereIn('id', input.ids)
  if (input.filter.reviewType) query.where('review_type', input.filter.reviewType)
  if (input.filter.q) query.where('comment', 'ilike', `%${input.filter.q.replace(/[\\%_]/g, '\\$&')}%`)
  const column = input.sort === 'rating' ? 'rating' : 'created_at'
  const result = await withTargets(query).orderBy(column, input.order).orderBy('id', input.order).paginate(input.page, input.perPage)
  return { rows: result.all(), total: result.total }
}

// ── Moderation (admins and sub-admins) ────────────────────────────────────────────────────────────────────────

/** GET /api/admin/review-moderation: pending first by default (the queue), any status on request. */
export async function listForModeration(input: ReviewListQuery) {
  const query = Review.query()
  query.where('review_status', input.filter.reviewStatus ?? 'pending')
  return page(query, input)
}

async function findReview(id: number | null, trx?: TransactionClientContract): Promise<Review> {
  const query = Review.query(trx ? { client: trx } : {})
  if (trx) query.forUpdate()
  const review = id === null ? null : await query.where('id', id).first()
  if (!review) throw new DomainError('REVIEW_NOT_FOUND')
  return review
}

async function withRelations(review: Review): Promise<Review> {
  return withTargets(Review.query().where('id', review.id)).firstOrFail()
}

export async function showForModeration(id: number | null): Promise<Review> {
  return withRelations(await findReview(id))
}

export interface Decision {
  action: ModerationAction
  reason?: string | null
}

/** PUT /api/admin/review-moderation/{id}: approve, reject or hide (a reason to reject or hide), audited. */
export async function moderateReview(
  id: number | null,
  decision: Decision,
  actor: { id: number; ipAddress?: string | null }
): Promise<Review> {
  const reason = decision.reason?.trim() || null
  if (decision.action !== 'approve' && !reason) {
    throw new DomainError('REVIEW_REASON_REQUIRED', { field: 'reason' })
  }
  const minRating = (await getPlatformSettings()).reviewDisplayMinRating ?? 1
  const review = await db.transaction(async (trx) => {
    const row = await findReview(id, trx)
    if (!MODERATION_FROM[decision.action].includes(row.reviewStatus)) throw new DomainError('REVIEW_MODERATION_INVALID')
    const before = { reviewStatus: row.reviewStatus, moderationReason: row.moderationReason }
    const now = DateTime.now()
    row.merge({
      reviewStatus: MODERATION_RESULT[decision.action],
      moderationReason: reason,
      moderatedAt: now,
      moderatedBy: actor.id,
      // The first answer of moderation (domain/reviews.ts: what sets respondedAt); a later decision keeps it.
      respondedAt: row.respondedAt ?? now,
    })
    await row.save()
    await recordChange(trx, {
      actorId: actor.id,
      entityType: 'review',
      entityId: row.id,
      action: decision.action,
      before,
      after: { reviewStatus: row.reviewStatus, moderationReason: row.moderationReason },
      reason,
      ipAddress: actor.ipAddress,
    })
    await refreshReviewCaches(trx, minRating, cacheTargetOf(row))
    return row
  })
  return withRelations(review)
}

// ── Responses (the reviewed organizer's team, the venue's operator; admins read) ─────────────────────────────

/** Whose a review is, as the access table sees it: the event's or reviewed organizer, or the venue's operator. */
async function ownerOf(review: Review): Promise<RecordOwner> {
  if (review.reviewType === 'organizer') return { organizerId: review.organizerId }
  if (review.reviewType === 'event') {
    const event = await db.from('events').where('id', review.eventId!).select('organizer_id').first()
    return { organizerId: event?.organizer_id ?? null }
  }
  const venue = await db.from('venues').where('id', review.venueId!).select('owner_id').first()
  return { venueOwnerId: venue?.owner_id ?? null }
}

/** Narrows a query to the reviews about the person's organizer (its events and itself) or venues. */
function aboutOwner(query: ModelQueryBuilderContract<typeof Review>, owner: RecordOwner) {
  if (owner.venueOwnerId !== undefined) {
    return query.where('review_type', 'venue').whereIn(
      'venue_id',
      db
        .from('venues')
        .where('owner_id', owner.venueOwnerId ?? -1)
        .select('id')
    )
  }
  const organizerId = owner.organizerId ?? -1
  return query.where((about) => {
    about
      .where((organizer) => organizer.where('review_type', 'organizer').where('organizer_id', organizerId))
      .orWhere((event) =>
        event.where('review_type', 'event').whereIn('event_id', db.from('events').where('organizer_id', organizerId).select('id'))
      )
  })
}

/**
 * GET /api/review-responses: the published reviews about the person (approved: what the public sees or saw after
 * a rating change), newest first; state 'open' = may still be answered, 'answered' = has a response.
 */
export async function listRespondable(viewer: User | undefined, input: ReviewListQuery, limitHours: number) {
  const scope = scopeOf(viewer, 'review-responses', 'list')
  const query = Review.query().where('review_status', 'approved').whereNotNull('responded_at')
  if (!scope.all) aboutOwner(query, scope.owner)
  if (input.filter.state === 'answered') query.whereNotNull('response_text')
  if (input.filter.state === 'open') {
    query.whereNull('response_text').where('responded_at', '>', DateTime.now().minus({ hours: limitHours }).toJSDate())
  }
  return page(query, input)
}

/** 404 for an unknown review, 403 unless the person may take the action on it (before any body is read). */
export async function authorizeReview(viewer: User | undefined, id: number | null, action: 'show' | 'edit'): Promise<Review> {
  const review = await findReview(id)
  authorize(viewer, 'review-responses', action, await ownerOf(review))
  return review
}

export async function showRespondable(viewer: User | undefined, id: number | null): Promise<Review> {
  return withRelations(await authorizeReview(viewer, id, 'show'))
}

/** The name shown with the response: the venue's, else the organizer's (whoever of their team wrote it). */
async function responderName(review: Review, owner: RecordOwner, trx: TransactionClientContract): Promise<string> {
  if (review.reviewType === 'venue') {
    const venue = await trx.from('venues').where('id', review.venueId!).select('name').first()
    return venue?.name ?? ''
  }
  const organizer = await trx.from('users').where('id', owner.organizerId!).select('organization_name', 'first_name', 'last_name').first()
  return organizer?.organization_name?.trim() || [organizer?.first_name, organizer?.last_name].filter(Boolean).join(' ')
}

/** PUT /api/review-responses/{id}: the one response, within reviewResponseTimeLimit hours of publication. */
export async function respondToReview(
  viewer: User | undefined,
  id: number | null,
  text: string,
  ipAddress: string | null
): Promise<Review> {
  const limitHours = (await getPlatformSettings()).reviewResponseTimeLimit ?? 168
  const review = await db.transaction(async (trx) => {
    const row = await findReview(id, trx)
    const owner = await ownerOf(row)
    authorize(viewer, 'review-responses', 'edit', owner)
    const refusal = responseRefusal(
      { reviewStatus: row.reviewStatus, respondedAt: row.respondedAt?.toJSDate() ?? null, hasResponse: row.responseText !== null },
      new Date(),
      limitHours
    )
    if (refusal) throw new DomainError(refusal)
    row.merge({
      responseText: text.trim(),
      responseCreatedAt: DateTime.now(),
      responseBy: viewer!.id,
      responseByName: await responderName(row, owner, trx),
    })
    await row.save()
    await recordChange(trx, {
      actorId: viewer!.id,
      entityType: 'review',
      entityId: row.id,
      action: 'respond',
      after: { responseText: row.responseText },
      ipAddress,
    })
    return row
  })
  return withRelations(review)
}
