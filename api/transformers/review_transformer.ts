import type Review from '#models/review'
import type { PublicReview } from '#domain/catalogue_types'
import { responseDeadline, responseRefusal, type ModeratedReview, type RespondableReview, type ReviewResponse } from '#domain/reviews'
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

/** The reviewed event's title, venue's name or organizer's name (relations preloaded by the back-office lists). */
export function reviewTargetName(review: Review): string {
  if (review.reviewType === 'event') return review.event?.title ?? `#${review.eventId}`
  if (review.reviewType === 'venue') return review.venue?.name ?? `#${review.venueId}`
  return review.organizer?.displayName ?? `#${review.organizerId}`
}

export function reviewTargetId(review: Review): number {
  return (review.reviewType === 'event' ? review.eventId : review.reviewType === 'venue' ? review.venueId : review.organizerId)!
}

/** What both back-office views show of a review: what it is about, the stars and text, when, the response. */
function backOfficeReview(review: Review) {
  return {
    id: review.id,
    reviewType: review.reviewType,
    targetId: reviewTargetId(review),
    targetName: reviewTargetName(review),
    rating: review.rating,
    comment: review.comment,
    isVerified: review.isVerified,
    createdAt: iso(review.createdAt),
    respondedAt: isoOrNull(review.respondedAt),
    response: reviewResponse(review),
  }
}

/** A review in the admin's moderation queue: the real reviewer behind an anonymous or guest name too. */
export function moderatedReview(review: Review): ModeratedReview {
  return {
    ...backOfficeReview(review),
    reviewerName: review.reviewer ? review.reviewer.displayName : reviewerOf(review).displayName,
    reviewerEmail: review.reviewer?.email ?? review.guestEmail,
    isAnonymous: review.isAnonymous,
    isGuest: review.isGuest,
    reviewStatus: review.reviewStatus,
    heldFor: review.heldFor,
    moderationReason: review.moderationReason,
    moderatedAt: isoOrNull(review.moderatedAt),
  }
}

/** A review about the organizer or venue operator, as their respond view shows it (the public's reviewer name). */
export function respondableReview(review: Review, limitHours: number, now: Date = new Date()): RespondableReview {
  const respondedAt = review.respondedAt?.toJSDate() ?? null
  const refusal = responseRefusal(
    { reviewStatus: review.reviewStatus, respondedAt, hasResponse: review.responseText !== null },
    now,
    limitHours
  )
  const deadline = responseDeadline(respondedAt, limitHours)
  return {
    ...backOfficeReview(review),
    reviewerName: reviewerOf(review).displayName,
    mayRespond: refusal === null,
    respondUntil: deadline ? deadline.toISOString() : null,
  }
}
