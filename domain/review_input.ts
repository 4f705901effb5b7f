/*
 * POST /api/reviews input (SPEC §5): reviewType event|organizer|venue, rating an integer 1-5, comment optional,
 * the id matching the reviewType required ('eventId is required when reviewType is event'). Pure, so the rules
 * are tested without a server; a refusal names the field, the error code and the rule, and the service words it.
 */
import { REVIEW_LIMITS, REVIEW_TYPES, TARGET_FIELD, type ReviewErrorCode, type ReviewTypeName } from './reviews.js'

export interface ParsedSubmission {
  reviewType: ReviewTypeName
  /** The id named by reviewType; null only when an invite token names the target. */
  targetId: number | null
  rating: number
  comment: string | null
  isAnonymous: boolean
  inviteToken: string | null
  guestName: string | null
}

/** The rule a submission breaks; `targetRequired` names the field and reviewType, the two limits their maximum. */
export type ReviewInputProblem =
  | { problem: 'reviewTypeInvalid' | 'ratingRequired' | 'commentNotText' | 'isAnonymousInvalid' }
  | { problem: 'targetRequired'; params: { field: string; reviewType: ReviewTypeName } }
  | { problem: 'commentTooLong' | 'guestNameTooLong'; params: { max: number } }

export type InputRefusal = { ok: false; code: ReviewErrorCode | 'VALIDATION_ERROR'; field: string } & ReviewInputProblem
export type ParsedInput = { ok: true; value: ParsedSubmission } | InputRefusal

function refuse(code: ReviewErrorCode | 'VALIDATION_ERROR', field: string, problem: ReviewInputProblem): InputRefusal {
  return { ok: false, code, field, ...problem }
}

function positiveId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null
}

function optionalText(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed
}

export function parseReviewSubmission(body: unknown): ParsedInput {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const inviteToken = typeof input.inviteToken === 'string' && input.inviteToken.trim() !== '' ? input.inviteToken.trim() : null

  const reviewType = input.reviewType
  if (!REVIEW_TYPES.includes(reviewType as ReviewTypeName)) {
    return refuse('VALIDATION_ERROR', 'reviewType', { problem: 'reviewTypeInvalid' })
  }
  const type = reviewType as ReviewTypeName

  const rating = input.rating
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < REVIEW_LIMITS.minRating || rating > REVIEW_LIMITS.maxRating) {
    return refuse('REVIEW_RATING_REQUIRED', 'rating', { problem: 'ratingRequired' })
  }

  const field = TARGET_FIELD[type]
  const rawId = input[field]
  const targetId = positiveId(rawId)
  // Without a token the id is required; with one it may be left out (the token names the target), but a given id must be valid.
  if (targetId === null && (inviteToken === null || (rawId !== undefined && rawId !== null))) {
    return refuse('REVIEW_TARGET_REQUIRED', field, { problem: 'targetRequired', params: { field, reviewType: type } })
  }

  const comment = optionalText(input.comment)
  if (comment === undefined) return refuse('VALIDATION_ERROR', 'comment', { problem: 'commentNotText' })
  if (comment !== null && comment.length > REVIEW_LIMITS.commentMax) {
    return refuse('VALIDATION_ERROR', 'comment', { problem: 'commentTooLong', params: { max: REVIEW_LIMITS.commentMax } })
  }

  const guestName = optionalText(input.guestName)
  if (guestName === undefined || (guestName !== null && guestName.length > REVIEW_LIMITS.guestNameMax)) {
    return refuse('VALIDATION_ERROR', 'guestName', { problem: 'guestNameTooLong', params: { max: REVIEW_LIMITS.guestNameMax } })
  }

  if (input.isAnonymous !== undefined && input.isAnonymous !== null && typeof input.isAnonymous !== 'boolean') {
    return refuse('VALIDATION_ERROR', 'isAnonymous', { problem: 'isAnonymousInvalid' })
  }

  return {
    ok: true,
    value: { reviewType: type, targetId, rating, comment, isAnonymous: input.isAnonymous === true, inviteToken, guestName },
  }
}
