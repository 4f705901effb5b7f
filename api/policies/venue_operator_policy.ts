/*
 * Routes of the venue operator's workspace that name an operator or a venue in their path:
 * /api/venues/owner/{id}/stats and /api/venues/{id}/reviews/manage. The venue's owner (scope 'venue' of
 * domain/resource_access.ts) and admins pass; another operator gets 403. A venue that does not exist (or was
 * deleted) is a 404 for everyone, asked before whose it is.
 */
import User from '#models/user'
import Venue from '#models/venue'
import { DomainError } from '#exceptions/domain_error'
import type { ResourceAction } from '#domain/resource_access'
import { authorize } from '#policies/resource_policy'

const OPERATOR_ROLES = ['venue_operator', 'venue_owner']

/**
 * The operator named in the path, once the person may take the action on their venues (403 before 404: an id
 * that is no number or no operator reaches nobody's venues; an admin gets the 404).
 */
export async function authorizeVenueOperator(viewer: User | undefined, action: ResourceAction, operatorId: number | null): Promise<User> {
  authorize(viewer, 'venues', action, { venueOwnerId: operatorId })
  const operator = operatorId === null ? null : await User.query().where('id', operatorId).whereIn('role', OPERATOR_ROLES).first()
  if (!operator) throw new DomainError('NOT_FOUND')
  return operator
}

export async function authorizeOwnedVenue(viewer: User | undefined, id: number | null, action: ResourceAction): Promise<Venue> {
  const venue = id === null ? null : await Venue.query().where('id', id).whereNull('deleted_at').first()
  if (!venue) throw new DomainError('VENUE_NOT_FOUND')
  authorize(viewer, 'venues', action, { venueOwnerId: venue.ownerId })
  return venue
}
