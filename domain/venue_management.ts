/*
 * Managing venues: a venue's approval status, the admin list's status filters, which fields
 * send an approved venue back for approval and which queue geocoding again, and the record the back office edits.
 * Pure and shared by the API (api/services/venues/venue_management_service.ts) and the back office.
 */
import type { ImageVariants, MapData, SocialMediaLinks } from './catalogue_types.js'

export const VENUE_APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const
export type VenueApprovalStatus = (typeof VENUE_APPROVAL_STATUSES)[number]

/** Waiting for an admin unless approved or rejected (a rejected venue is never approved: migration 0065). */
export function venueApprovalStatus(venue: { isApproved: boolean; rejectedAt: unknown }): VenueApprovalStatus {
  if (venue.isApproved) return 'approved'
  return venue.rejectedAt ? 'rejected' : 'pending'
}

/**
 * The admin list's `status` filter. pending, approved and rejected are the approval status of venues not deleted;
 * inactive: deactivated and not deleted (in any approval status); deleted: soft-deleted ones only.
 */
export const VENUE_STATUS_FILTERS = ['pending', 'approved', 'rejected', 'inactive', 'deleted'] as const
export type VenueStatusFilter = (typeof VENUE_STATUS_FILTERS)[number]

/** The address parts: a change queues geocoding again. */
export const VENUE_ADDRESS_FIELDS = ['streetName', 'houseNumber', 'neighborhood', 'district'] as const

/**
 * What visitors and organizers rely on when they pick a venue: its name, where it is and how many people fit.
 * An operator's change of any of these sends an approved venue back for approval (docs/venues.md, "When a
 * venue is public"); descriptions, prices, amenities, pictures and links do not.
 */
export const VENUE_SIGNIFICANT_FIELDS = ['name', ...VENUE_ADDRESS_FIELDS, 'maxCapacity'] as const

/**
 * Whether an operator's change sends the venue (back) to the approval queue: an approved venue when a significant
 * field changed; a rejected one at any change (the operator answers the rejection by changing it).
 */
export function operatorChangeNeedsApproval(status: VenueApprovalStatus, changedFields: readonly string[]): boolean {
  if (changedFields.length === 0) return false
  if (status === 'rejected') return true
  if (status === 'pending') return false
  return changedFields.some((field) => (VENUE_SIGNIFICANT_FIELDS as readonly string[]).includes(field))
}

/** The eight amenity flags of SPEC §3 as the venue stores (and the forms send) them. */
export const VENUE_AMENITY_FLAGS = [
  'parking',
  'accessible',
  'wifi',
  'catering',
  'kitchen',
  'airConditioning',
  'audioSystem',
  'lighting',
] as const
export type VenueAmenityFlag = (typeof VENUE_AMENITY_FLAGS)[number]

/**
 * A venue as its operator and admins edit it (GET /api/venues/{id}/manage, /api/admin/venues[/{id}],
 * /api/venues/owner/{id}): every field of SPEC §3 with its approval, activity and geocoding state.
 */
export interface ManagedVenue extends Record<VenueAmenityFlag, boolean> {
  id: number
  ownerId: number
  owner: { id: number; name: string; email: string } | null
  name: string
  description: string | null
  website: string | null
  streetName: string | null
  houseNumber: string | null
  neighborhood: string | null
  district: string | null
  maxCapacity: number | null
  /** decimal string; null: 'Prijs op aanvraag'. */
  priceAmount: string | null
  pricePeriod: 'dag' | 'uur' | 'week' | 'maand'
  customAmenities: string[]
  facilityIds: number[]
  adminFacilities: Record<string, boolean>
  images: string[]
  imageVariants: ImageVariants
  socialMediaLinks: SocialMediaLinks
  approvalStatus: VenueApprovalStatus
  isApproved: boolean
  isActive: boolean
  /** Approved, active and not deleted (SPEC §4): on the public lists and page. */
  isPublic: boolean
  submittedAt: string
  approvedAt: string | null
  rejectedAt: string | null
  rejectionReason: string | null
  deletedAt: string | null
  geocodeStatus: MapData['geocodeStatus']
  geocodeError: string | null
  coordinates: { lat: number; lng: number } | null
  createdAt: string
  updatedAt: string
}
