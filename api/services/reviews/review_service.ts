/*
 * Writing a review (POST /api/reviews), the invitation lookup of /review?token= and the form's eligibility check
 * (the contract and rules: domain/reviews.ts). A review is stored, auto-moderated and the cached
 * ratings of its target recomputed in one transaction, so the summary the answer carries is already the new one.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import Review from '#models/review'
import ReviewInviteToken from '#models/review_invite_token'
import { DomainError } from '#exceptions/domain_error'
import { text } from '#exceptions/messages'
import { isUniqueViolation } from '#services/accounts/auth_service'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { reviewSummary } from '#services/reviews/public_review_service'
import { cacheTargetOf, refreshReviewCaches } from '#services/reviews/review_cache'
import { eligibility, orderCheckedIn, resolveTarget, type ResolvedTarget, type ReviewTarget } from '#services/reviews/review_eligibility'
import { parseReviewSubmission, type InputRefusal, type ParsedSubmission } from '#domain/review_input'
import {
  INELIGIBLE_CODE,
  holdReason,
  isInviteTokenShape,
  targetPath,
  type ReviewEligibility,
  type ReviewInvite,
  type ReviewSubmissionAnswer,
  type ReviewTypeName,
  type SubmittedReview,
} from '#domain/reviews'
import { iso, isoOrNull } from '#transformers/catalogue_values'

const TARGET_COLUMN = { event: 'eventId', venue: 'venueId', organizer: 'organizerId' } as const

/** The invitation behind a token, or the 404/410 the /review page shows. Locks the row inside a transaction. */
async function usableInvite(token: string, trx?: TransactionClientContract): Promise<ReviewInviteToken> {
  if (!isInviteTokenShape(token)) throw new DomainError('REVIEW_INVITE_NOT_FOUND')
  const query = ReviewInviteToken.query(trx ? { client: trx } : {}).where('token', token)
  if (trx) query.forUpdate()
  const invite = await query.first()
  if (!invite) throw new DomainError('REVIEW_INVITE_NOT_FOUND')
  if (invite.isUsed) throw new DomainError('REVIEW_INVITE_USED')
  if (invite.expiresAt <= DateTime.now()) throw new DomainError('REVIEW_INVITE_EXPIRED')
  return invite
}

function inviteTarget(invite: ReviewInviteToken): ReviewTarget {
  const targetId = invite[TARGET_COLUMN[invite.reviewType]]
  return { reviewType: invite.reviewType, targetId: targetId! }
}

/** GET /api/reviews/invite/{token}: what the invitation lets its holder review. */
export async function lookupInvite(token: string): Promise<ReviewInvite> {
  const invite = await usableInvite(token)
  const target = await resolveTarget(inviteTarget(invite))
  if (!target) throw new DomainError('REVIEW_TARGET_NOT_FOUND')
  return {
    reviewType: target.reviewType,
    targetId: target.targetId,
    targetName: target.name,
    targetPath: targetPath(target.reviewType, target.targetId),
    startDate: isoOrNull(target.startDate),
    inviteeName: invite.inviteeName,
    expiresAt: iso(invite.expiresAt),
  }
}

/** GET /api/reviews/eligibility: whether the form may be shown, and why not. */
export async function reviewEligibility(viewer: User | null, reviewType: ReviewTypeName, targetId: number): Promise<ReviewEligibility> {
  const target = await resolveTarget({ reviewType, targetId })
  if (!target) return { mayReview: false, reason: 'not_found', wouldBeVerified: false }
  if (!viewer) return { mayReview: false, reason: 'sign_in_required', wouldBeVerified: false }
  const decision = await eligibility(viewer, target)
  return decision.mayReview
    ? { mayReview: true, reason: null, wouldBeVerified: decision.isVerified }
    : { mayReview: false, reason: decision.reason, wouldBeVerified: false }
}

interface Author {
  reviewerId: number | null
  isGuest: boolean
  guestName: string | null
  guestEmail: string | null
  inviteToken: string | null
  isVerified: boolean
}

/** Who writes the review and whether it is verified; throws the refusal the form shows. */
async function authorOf(
  viewer: User | null,
  input: ParsedSubmission,
  trx: TransactionClientContract
): Promise<{ author: Author; target: ResolvedTarget }> {
  if (input.inviteToken !== null) {
    const invite = await usableInvite(input.inviteToken, trx)
    const named = inviteTarget(invite)
    if (named.reviewType !== input.reviewType || (input.targetId !== null && input.targetId !== named.targetId)) {
      throw new DomainError('REVIEW_INVITE_MISMATCH')
    }
    const target = await resolveTarget(named, trx)
    if (!target) throw new DomainError('REVIEW_TARGET_NOT_FOUND')
    // Single use: marked in the same transaction as the review it let in.
    invite.useTransaction(trx)
    invite.merge({ isUsed: true, usedAt: DateTime.now() })
    await invite.save()
    const isVerified = await orderCheckedIn(invite.orderId, trx)
    const author: Author = viewer
      ? { reviewerId: viewer.id, isGuest: false, guestName: null, guestEmail: null, inviteToken: invite.token, isVerified }
      : {
          reviewerId: null,
          isGuest: true,
          guestName: input.guestName ?? invite.inviteeName,
          guestEmail: invite.inviteeEmail,
          inviteToken: invite.token,
          isVerified,
        }
    return { author, target }
  }
  if (!viewer) throw new DomainError('REVIEW_SIGN_IN_REQUIRED')
  const target = await resolveTarget({ reviewType: input.reviewType, targetId: input.targetId! }, trx)
  if (!target) throw new DomainError('REVIEW_TARGET_NOT_FOUND')
  const decision = await eligibility(viewer, target, DateTime.now(), trx)
  if (!decision.mayReview) throw new DomainError(INELIGIBLE_CODE[decision.reason])
  return {
    author: {
      reviewerId: viewer.id,
      isGuest: false,
      guestName: null,
      guestEmail: null,
      inviteToken: null,
      isVerified: decision.isVerified,
    },
    target,
  }
}

function submittedReview(review: Review, minRating: number): SubmittedReview {
  const targetId = review[TARGET_COLUMN[review.reviewType]]!
  return {
    id: review.id,
    reviewType: review.reviewType,
    targetId,
    rating: review.rating,
    comment: review.comment,
    isAnonymous: review.isAnonymous,
    isVerified: review.isVerified,
    isGuest: review.isGuest,
    reviewStatus: review.reviewStatus,
    isPublished: review.reviewStatus === 'approved' && review.respondedAt !== null && review.rating >= minRating,
    createdAt: iso(review.createdAt),
  }
}

/** A malformed submission's 422 on its field (SPEC §5's own texts where it gives them). */
function inputRefused(refusal: InputRefusal): DomainError {
  const field = refusal.field
  switch (refusal.problem) {
    case 'reviewTypeInvalid':
      return new DomainError('REVIEW_TYPE_INVALID', { field })
    case 'ratingRequired':
      return new DomainError('REVIEW_RATING_REQUIRED', { field })
    case 'targetRequired':
      return new DomainError('REVIEW_TARGET_ID_REQUIRED', { field, params: refusal.params })
    case 'commentNotText':
      return new DomainError('REVIEW_COMMENT_NOT_TEXT', { field })
    case 'commentTooLong':
      return new DomainError('REVIEW_COMMENT_TOO_LONG', { field, params: refusal.params })
    case 'guestNameTooLong':
      return new DomainError('REVIEW_GUEST_NAME_TOO_LONG', { field, params: refusal.params })
    case 'isAnonymousInvalid':
      return new DomainError('REVIEW_ANONYMOUS_NOT_BOOLEAN', { field })
  }
}

/** POST /api/reviews */
export async function submitReview(viewer: User | null, body: unknown): Promise<ReviewSubmissionAnswer['data'] & { message: string }> {
  const parsed = parseReviewSubmission(body)
  if (!parsed.ok) throw inputRefused(parsed)
  const input = parsed.value
  const settings = await getPlatformSettings()
  const minRating = settings.reviewDisplayMinRating ?? 1
  try {
    const review = await db.transaction(async (trx) => {
      const { author, target } = await authorOf(viewer, input, trx)
      const held = holdReason(input, settings)
      const now = DateTime.now()
      const created = await Review.create(
        {
          reviewType: target.reviewType,
          [TARGET_COLUMN[target.reviewType]]: target.targetId,
          rating: input.rating,
          comment: input.comment,
          isAnonymous: input.isAnonymous,
          ...author,
          reviewStatus: held === null ? 'approved' : 'pending',
          // Auto-approved: moderation answered it at once (respondedAt, domain/reviews.ts).
          respondedAt: held === null ? now : null,
          moderatedAt: held === null ? now : null,
          heldFor: held,
        },
        { client: trx }
      )
      await refreshReviewCaches(trx, minRating, cacheTargetOf(created))
      return created
    })
    const summary = await reviewSummary(
      { event: { eventId: review.eventId! }, venue: { venueId: review.venueId! }, organizer: { organizerId: review.organizerId! } }[
        review.reviewType
      ]
    )
    return { message: text('REVIEW_SUBMITTED'), review: submittedReview(review, minRating), summary }
  } catch (error) {
    // Two submissions at once: the unique index keeps one (migration 0084).
    if (isUniqueViolation(error)) throw new DomainError('REVIEW_ALREADY_EXISTS')
    throw error
  }
}
