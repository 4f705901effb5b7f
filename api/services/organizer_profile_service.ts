import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { countPublishedEvents } from '#services/event_catalogue_service'
import { countFollowers } from '#services/venue_catalogue_service'
import { reviewSummary, type ReviewSummaryResult } from '#services/public_review_service'

export interface OrganizerProfile {
  organizer: User
  reviews: ReviewSummaryResult
  statistics: { totalEvents: number; upcomingEvents: number; totalReviews: number; followers: number }
}

/** GET /api/users/{id}: only organizers have a public profile; anyone else is 'Organisator niet gevonden'. */
export async function getOrganizerProfile(id: number | null): Promise<OrganizerProfile> {
  const organizer = id === null ? null : await User.query().where('id', id).where('role', 'organizer').whereNull('deactivated_at').first()
  if (!organizer) throw new DomainError('ORGANIZER_NOT_FOUND')
  const events = await countPublishedEvents('organizer_id', organizer.id)
  const reviews = await reviewSummary({ organizerId: organizer.id })
  const followers = await countFollowers('organizer', organizer.id)
  return { organizer, reviews, statistics: { ...events, totalReviews: reviews.totalReviews, followers } }
}
