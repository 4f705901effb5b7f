import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { countPublishedEvents } from '#services/events/event_catalogue_service'
import { countFollowers } from '#services/venues/venue_catalogue_service'
import { reviewSummary, type ReviewSummaryResult } from '#services/reviews/public_review_service'
import type { Infer } from '@vinejs/vine/types'
import type { organizerProfileValidator } from '#validators/organizers/organizer_profile_validator'
import { authorizeOrganizer } from '#policies/organizer_policy'
import { fieldError } from '#services/accounts/auth_service'
import { recordImageUsage, variantsForUrls } from '#services/uploads/upload_service'

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

/* ---------- the organizer's own side: what the back office edits ---------- */

export type OrganizerProfileChanges = Infer<typeof organizerProfileValidator>

/**
 * The organizer named in the path, for a person allowed this action on their profile. An unknown id is a 404
 * for everyone: which ids are organizers is public anyway (/organizer/{id}).
 */
async function organizerFor(viewer: User | undefined, id: number | null, action: 'show' | 'edit'): Promise<User> {
  const organizer = id === null ? null : await User.query().where('id', id).where('role', 'organizer').first()
  if (!organizer) throw new DomainError('ORGANIZER_NOT_FOUND')
  authorizeOrganizer(viewer, 'organizer-profile', action, organizer.id)
  return organizer
}

export function getEditableProfile(viewer: User | undefined, id: number | null): Promise<User> {
  return organizerFor(viewer, id, 'show')
}

/**
 * Saves the changes; the public page (GET /api/users/{id}, read without caching) shows them at once, and
 * saving the user empties the catalogue list caches (catalogue_cache.ts hooks on User), which carry the name.
 * A profile image must be one of our uploads (POST /api/uploads) or the one it already has.
 */
export async function updateOrganizerProfile(viewer: User | undefined, id: number | null, changes: OrganizerProfileChanges): Promise<User> {
  const organizer = await organizerFor(viewer, id, 'edit')
  const { socialMediaLinks, profileImage, organizationName, ...fields } = changes
  // The page's title: it may change, never go empty.
  if (organizationName === null) throw fieldError('organizationName', 'ORGANIZATION_NAME_REQUIRED')
  organizer.merge(organizationName === undefined ? fields : { ...fields, organizationName })
  if (socialMediaLinks !== undefined) {
    // Only non-empty links are kept: a cleared input removes the network from the page.
    const merged = { ...organizer.socialMediaLinks, ...socialMediaLinks }
    organizer.socialMediaLinks = Object.fromEntries(
      Object.entries(merged).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    )
  }
  if (profileImage !== undefined && profileImage !== organizer.profileImage) {
    const variants = profileImage === null ? {} : await variantsForUrls([profileImage])
    if (profileImage !== null && !variants[profileImage]) throw fieldError('profileImage', 'PROFILE_IMAGE_NOT_UPLOADED')
    organizer.profileImage = profileImage
    organizer.imageVariants = variants
  }
  await organizer.save()
  await recordImageUsage('user', organizer.id, 'profileImage', organizer.profileImage ? [organizer.profileImage] : [])
  return organizer
}
