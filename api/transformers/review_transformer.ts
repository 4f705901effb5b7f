import type Review from '#models/review'
import type { PublicReview } from '#domain/catalogue_types'
import type { ReviewResponse } from '#domain/reviews'
import { iso, isoOrNull } from '#transformers/catalogue_values'

export const ANONYMOUS_REVIEWER = 'Anonieme reviewer'
export const UNKNOWN_REVIEWER = 'Onbekende reviewer'

/** SPEC §8 fallbacks: anonymous reviews reveal nobody; guests show their own given name. */
function reviewerOf(review: Review) {
  const none = { role: null, organizationName: null, companyName: null, firstName: null, lastName: null }
  if (review.isAnonymous) return { displayName: ANONYMOUS_REVIEWER, ...none }
  if (review.isGuest || !review.reviewer) return { displayName: review.guestName?.trim() || UNKNOWN_REVIEWER, ...none }
  const user = review.reviewer
  const companyName = user.companyName ?? user.userCompanyName ?? null
  const fullName = [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ')
  return {
    displayName: user.organizationName?.trim() || companyName?.trim() || fullName || UNKNOWN_REVIEWER,
    role: user.role,
    organizationName: user.organizationName,
    companyName,
    firstName: user.firstName,
    lastName: user.lastName,
  }
}

/** The reviewed party's answer, shown under the review (null until they answer). */
export function reviewResponse(review: Review): ReviewResponse | null {
  if (!review.responseText || !review.responseCreatedAt) return null
  return { text: review.responseText, createdAt: iso(review.responseCreatedAt), byName: review.responseByName ?? '' }
}

/** PublicReview: never the guest's email or the invite token. */
export function publicReview(review: Review): PublicReview {
  return {
    id: review.id,
    reviewType: review.reviewType,
    rating: review.rating,
    comment: review.comment,
    isVerified: review.isVerified,
    isAnonymous: review.isAnonymous,
    createdAt: iso(review.createdAt),
    respondedAt: isoOrNull(review.respondedAt) ?? '',
    response: reviewResponse(review),
    reviewer: reviewerOf(review),
  }
}
