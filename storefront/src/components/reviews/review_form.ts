/*
 * The review form's rules (SPEC §5): the stars start at 1, tapping the chosen star again clears them
 * to 0, and 0 never reaches the server ('Beoordeling Vereist'). Pure, shared by the island and its unit test.
 */
import {
  INELIGIBLE_CODE,
  REVIEW_LIMITS,
  TARGET_FIELD,
  type IneligibleReason,
  type ReviewSubmission,
  type ReviewTypeName,
} from '#domain/reviews'

/** SPEC §5: the form starts at 1 star. */
export const INITIAL_RATING = REVIEW_LIMITS.minRating

export const STARS = Array.from({ length: REVIEW_LIMITS.maxRating }, (_, i) => i + 1)

/** The rating after a tap on `star`: that star, or 0 when it was already the chosen one. */
export function nextRating(current: number, star: number): number {
  return star === current ? 0 : star
}

/** True when the rating may be sent (an integer 1..5); otherwise the form shows 'Beoordeling Vereist'. */
export function isRatingChosen(rating: number): boolean {
  return Number.isInteger(rating) && rating >= REVIEW_LIMITS.minRating && rating <= REVIEW_LIMITS.maxRating
}

export interface ReviewTargetRef {
  reviewType: ReviewTypeName
  targetId: number
}

export interface ReviewFormValues {
  rating: number
  comment: string
  isAnonymous: boolean
  /** A guest's name (the /review page); ignored by the API for signed-in reviewers. */
  guestName?: string
}

/** POST /api/reviews body: the id under the reviewType's field (SPEC §5), a blank comment as null. */
export function reviewSubmission(target: ReviewTargetRef, values: ReviewFormValues, inviteToken?: string | null): ReviewSubmission {
  const submission: ReviewSubmission = {
    reviewType: target.reviewType,
    [TARGET_FIELD[target.reviewType]]: target.targetId,
    rating: values.rating,
    comment: values.comment.trim() || null,
    isAnonymous: values.isAnonymous,
  }
  if (inviteToken) submission.inviteToken = inviteToken
  const guestName = values.guestName?.trim()
  if (inviteToken && guestName) submission.guestName = guestName
  return submission
}

/** The reason behind an error code of the API, when it is one of the eligibility reasons (translated on the page). */
export function reasonOfCode(code: string | undefined): IneligibleReason | null {
  if (!code) return null
  const found = (Object.entries(INELIGIBLE_CODE) as [IneligibleReason, string][]).find(([, reasonCode]) => reasonCode === code)
  return found ? found[0] : null
}
