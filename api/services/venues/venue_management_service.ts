/*
 * Managing venues: the admins' approval queue and moderation, and the operators' own venues.
 * Every change happens in one transaction with the venue row locked; an admin's change (and an operator's edit)
 * writes its audit trace in that transaction, and the operator's e-mail about an approval or rejection is queued
 * in it too (outbox). Saving the Venue model empties the public list caches at once (catalogue_cache.ts), so an
 * approved, active venue is public at the next request. Geocoding and file usage follow after commit.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import Venue from '#models/venue'
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { changedFields, recordChange } from '#services/audit/audit_service'
import { likePattern } from '#services/catalogue/catalogue_filters'
import { afterVenueSaved, applyVenueFields } from '#services/venues/venue_registration_service'
import { sendVenueApproved, sendVenueRejected } from '#services/venues/venue_messages'
import { authorizeVenue } from '#policies/venue_policy'
import { tableRoleOf } from '#domain/resource_access'
import { managedVenue } from '#transformers/venue_transformer'
import { VENUE_ADDRESS_FIELDS, operatorChangeNeedsApproval, venueApprovalStatus, type VenueStatusFilter } from '#domain/venue_management'
import type { VenueChanges } from '#validators/venues/venue_validator'

export interface VenueListQuery {
  page: number
  perPage: number
  sort: 'submittedAt' | 'createdAt' | 'name' | 'maxCapacity' | 'district' | 'id'
  order: 'asc' | 'desc'
  status?: VenueStatusFilter
  q?: string
  district?: string
  /** An operator's own venues (GET /api/venues/owner/{id}). */
  ownerId?: number
  ids?: number[]
  /** Admins may list soft-deleted venues (status 'deleted'); operators never see them. */
  includeDeleted: boolean
}

const SORT_COLUMNS: Record<VenueListQuery['sort'], string> = {
  submittedAt: 'venues.submitted_at',
  createdAt: 'venues.created_at',
  name: 'venues.name',
  maxCapacity: 'venues.max_capacity',
  district: 'venues.district',
  id: 'venues.id',
}

/** The admin list (the queue is status 'pending', newest request first) and an operator's own list. */
export async function listVenues(query: VenueListQuery): Promise<{ rows: Venue[]; total: number }> {
  const venues = Venue.query().preload('owner')
  if (query.status === 'deleted') {
    if (!query.includeDeleted) return { rows: [], total: 0 }
    venues.whereNotNull('venues.deleted_at')
  } else {
    venues.whereNull('venues.deleted_at')
    if (query.status === 'pending') venues.where('venues.is_approved', false).whereNull('venues.rejected_at')
    if (query.status === 'approved') venues.where('venues.is_approved', true)
    if (query.status === 'rejected') venues.whereNotNull('venues.rejected_at')
    if (query.status === 'inactive') venues.where('venues.is_active', false)
  }
  if (query.ownerId !== undefined) venues.where('venues.owner_id', query.ownerId)
  if (query.ids) venues.whereIn('venues.id', query.ids)
  if (query.district) venues.where('venues.district', query.district)
  if (query.q) {
    const pattern = likePattern(query.q)
    venues.where((q) =>
      q
        .whereILike('venues.name', pattern)
        .orWhereILike('venues.street_name', pattern)
        .orWhereILike('venues.neighborhood', pattern)
        .orWhereIn('venues.owner_id', (owners) =>
          owners
            .from('users')
            .select('id')
            .where((u) =>
              u
                .whereILike('email', pattern)
                .orWhereILike('first_name', pattern)
                .orWhereILike('last_name', pattern)
                .orWhereILike('organization_name', pattern)
            )
        )
    )
  }
  const page = await venues
    .orderBy(SORT_COLUMNS[query.sort], query.order)
    .orderBy('venues.id', query.order)
    .paginate(query.page, query.perPage)
  return { rows: page.all(), total: page.total }
}

/** One venue as its operator or an admin edits it, with its owner. */
export async function getManagedVenue(viewer: User | undefined, id: number | null): Promise<Venue> {
  const venue = await authorizeVenue(viewer, id, 'show', { includeDeleted: isPlatformStaff(viewer) })
  await venue.load('owner')
  return venue
}

function isPlatformStaff(viewer: User | undefined): boolean {
  const role = viewer ? tableRoleOf(viewer) : null
  return role === 'admin' || role === 'sub_admin'
}

/** Not compared by the audit trace: who and what the record is, and what follows from other fields or the jobs. */
const NOT_AUDITED = new Set([
  'id',
  'ownerId',
  'owner',
  'imageVariants',
  'isApproved',
  'isPublic',
  'submittedAt',
  'approvedAt',
  'rejectedAt',
  'geocodeStatus',
  'geocodeError',
  'coordinates',
  'createdAt',
  'updatedAt',
])

/** What the audit trace compares: every field a form changes and the venue's state, as the back office reads them. */
function auditSnapshot(venue: Venue): Record<string, unknown> {
  return Object.fromEntries(Object.entries(managedVenue(venue)).filter(([field]) => !NOT_AUDITED.has(field)))
}

interface Change {
  actor: User
  ipAddress?: string | null
}

/** Locks the venue, lets `change` alter it, saves it and writes the trace; refuses a deleted venue. */
async function changeVenue(
  { actor, ipAddress }: Change,
  id: number | null,
  action: 'update' | 'approve' | 'reject' | 'activate' | 'deactivate' | 'delete',
  change: (venue: Venue, trx: TransactionClientContract) => Promise<{ reason?: string } | void>
): Promise<Venue> {
  const venue = await db.transaction(async (trx) => {
    const locked = await authorizeVenue(actor, id, action === 'update' ? 'edit' : policyAction(action), {
      includeDeleted: isPlatformStaff(actor),
      trx,
    })
    if (locked.deletedAt) throw new DomainError('VENUE_DELETED')
    await locked.load('owner')
    const before = auditSnapshot(locked)
    const reason = (await change(locked, trx))?.reason ?? null
    await locked.save()
    await recordChange(trx, {
      actorId: actor.id,
      entityType: 'venue',
      entityId: locked.id,
      action,
      before,
      after: auditSnapshot(locked),
      reason,
      ipAddress,
    })
    return locked
  })
  return venue
}

function policyAction(action: 'approve' | 'reject' | 'activate' | 'deactivate' | 'delete') {
  if (action === 'reject') return 'approve'
  if (action === 'activate') return 'deactivate'
  return action
}

/**
 * An edit by the venue's operator or an admin (the fields the input carries). An operator's significant change of an
 * approved venue, or any change of a rejected one, sends it to the approval queue (domain/venue_management.ts); an
 * admin's edit never changes the approval. A new address clears the coordinates and queues geocoding.
 */
export async function updateVenue(who: Change, id: number | null, input: VenueChanges): Promise<Venue> {
  let addressChanged = false
  const venue = await changeVenue(who, id, 'update', async (venue, trx) => {
    const before = auditSnapshot(venue)
    await applyVenueFields(venue, input, trx)
    const changed = Object.keys(changedFields(before, auditSnapshot(venue)).after)
    addressChanged = changed.some((field) => (VENUE_ADDRESS_FIELDS as readonly string[]).includes(field))
    if (!isPlatformStaff(who.actor) && operatorChangeNeedsApproval(venueApprovalStatus(venue), changed)) {
      venue.merge({ isApproved: false, approvedAt: null, approvedBy: null, rejectedAt: null, rejectedBy: null, rejectionReason: null })
      venue.submittedAt = DateTime.now()
    }
    if (addressChanged)
      venue.merge({ geocodeStatus: 'pending', geocodeAttempts: 0, geocodeError: null, lat: null, lng: null, placeId: null })
  })
  await afterVenueSaved(venue, { images: input.images !== undefined, address: addressChanged })
  return venue
}

/** Approves a waiting (or rejected, or earlier withdrawn) venue: public at once when active; the operator is told. */
export function approveVenue(who: Change, id: number | null): Promise<Venue> {
  return changeVenue(who, id, 'approve', async (venue, trx) => {
    if (venue.isApproved) throw new DomainError('VENUE_ALREADY_APPROVED')
    venue.merge({
      isApproved: true,
      approvedAt: DateTime.now(),
      approvedBy: who.actor.id,
      rejectedAt: null,
      rejectedBy: null,
      rejectionReason: null,
    })
    await sendVenueApproved(venue.owner, venue, trx)
  })
}

/** Rejects a waiting venue (or withdraws an approval) with a reason the operator reads in the mail and their list. */
export function rejectVenue(who: Change, id: number | null, reason: string): Promise<Venue> {
  return changeVenue(who, id, 'reject', async (venue, trx) => {
    if (venueApprovalStatus(venue) === 'rejected') throw new DomainError('VENUE_ALREADY_REJECTED')
    venue.merge({
      isApproved: false,
      approvedAt: null,
      approvedBy: null,
      rejectedAt: DateTime.now(),
      rejectedBy: who.actor.id,
      rejectionReason: reason,
    })
    await sendVenueRejected(venue.owner, venue, reason, trx)
    return { reason }
  })
}

/** Activates or deactivates a venue; an inactive venue is off the public pages whatever its approval. */
export function setVenueActive(who: Change, id: number | null, active: boolean): Promise<Venue> {
  return changeVenue(who, id, active ? 'activate' : 'deactivate', async (venue) => {
    venue.isActive = active
  })
}

/** Soft delete: the row stays (events and reviews keep pointing at it), gone from every list but the admins' 'deleted'. */
export function deleteVenue(who: Change, id: number | null): Promise<Venue> {
  return changeVenue(who, id, 'delete', async (venue) => {
    venue.merge({ deletedAt: DateTime.now(), deletedBy: who.actor.id })
  })
}
