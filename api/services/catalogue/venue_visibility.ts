/*
 * Who sees a venue (SPEC §4 Visibility): the public sees approved, active, not deleted venues; an unapproved venue's
 * page is 'Toegang Geweigerd' for everyone but its owner and admins. The venue page, its reviews and its contact form
 * share this one rule.
 */
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Venue from '#models/venue'
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { mayManageVenue } from '#domain/venue_access'

/** Who is looking at a venue page; absent for visitors. */
export type VenueViewer = Pick<User, 'id' | 'role'>

export function publicVenues(): ModelQueryBuilderContract<typeof Venue> {
  return Venue.query().where('venues.is_approved', true).where('venues.is_active', true).whereNull('venues.deleted_at')
}

function mayViewUnpublished(venue: Venue, viewer?: VenueViewer | null): boolean {
  return mayManageVenue(viewer, venue.ownerId)
}

/**
 * A venue as its page shows it to this viewer: missing, deleted or inactive → 404; not approved → 403;
 * its owner and admins see it in every state but deleted. Its reviews follow the same rule.
 */
export async function venueVisibleTo(
  id: number | null,
  viewer?: VenueViewer | null,
  extend: (query: ModelQueryBuilderContract<typeof Venue>) => unknown = () => undefined
): Promise<Venue> {
  const query = Venue.query().whereNull('deleted_at')
  extend(query)
  const venue = id === null ? null : await query.where('id', id).first()
  if (!venue) throw new DomainError('VENUE_NOT_FOUND')
  if (!mayViewUnpublished(venue, viewer)) {
    if (!venue.isActive) throw new DomainError('VENUE_NOT_FOUND')
    if (!venue.isApproved) throw new DomainError('VENUE_NOT_APPROVED')
  }
  return venue
}
