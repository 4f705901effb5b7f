/* How a review's author is named under it (SPEC §8 reviewer fallbacks). */
import type { PublicReview } from '#domain/catalogue_types'

/** The reviewer's name as shown: anonymous → 'Anonieme reviewer'; none → 'Onbekende reviewer' (SPEC §8). */
export function reviewerName(review: PublicReview): string | null {
  if (review.isAnonymous) return null
  const r = review.reviewer
  if (!r) return null
  const name =
    r.displayName?.trim() ||
    r.organizationName?.trim() ||
    r.companyName?.trim() ||
    [r.firstName, r.lastName]
      .filter((part) => part && part.trim())
      .join(' ')
      .trim()
  return name || null
}
