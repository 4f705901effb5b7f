/*
 * Whose a venue is: its operator (owner_id). Loads the venue and refuses (403) unless the person
 * may take the action on it (domain/resource_access.ts: the operator on their own venues, admins on every venue).
 * An unknown id, or a soft-deleted venue for anyone but admins, is a 404 for everyone, asked before whose it is.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import Venue from '#models/venue'
import { DomainError } from '#exceptions/domain_error'
import type { ResourceAction } from '#domain/resource_access'
import { authorize } from '#policies/resource_policy'

interface VenueLookup {
  /** Admins also reach soft-deleted venues (to see them; the service refuses changes). */
  includeDeleted?: boolean
  /** Locks the row FOR UPDATE in this transaction. */
  trx?: TransactionClientContract
}

export async function authorizeVenue(
  viewer: User | undefined,
  id: number | null,
  action: ResourceAction,
  { includeDeleted = false, trx }: VenueLookup = {}
): Promise<Venue> {
  if (id === null) throw new DomainError('VENUE_NOT_FOUND')
  const query = Venue.query(trx ? { client: trx } : {}).where('id', id)
  if (!includeDeleted) query.whereNull('deleted_at')
  if (trx) query.forUpdate()
  const venue = await query.first()
  if (!venue) throw new DomainError('VENUE_NOT_FOUND')
  authorize(viewer, 'venues', action, { venueOwnerId: venue.ownerId })
  return venue
}

/** An operator's venue list (GET /api/venues/owner/{id}): that operator themself, or an admin. */
export function authorizeOperatorVenues(viewer: User | undefined, operatorId: number | null): number {
  if (operatorId === null) throw new DomainError('NOT_FOUND')
  authorize(viewer, 'venues', 'list', { venueOwnerId: operatorId })
  return operatorId
}
