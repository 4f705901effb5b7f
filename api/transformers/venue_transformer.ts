import type Venue from '#models/venue'
import type VenueFacility from '#models/venue_facility'
import type { VenueStatistics } from '#services/catalogue/catalogue_rows'
import type { MapData, VenueAmenities, VenueDetail, VenueFacility as VenueFacilityJson, VenueSummary } from '#domain/catalogue_types'
import { addressHash } from '#services/maps/venue_address'
import type { ManagedVenue } from '#domain/venue_management'
import { VENUE_AMENITY_FLAGS, venueApprovalStatus } from '#domain/venue_management'
import { iso, isoOrNull, personName, ratingOrNull } from '#transformers/catalogue_values'

/** SPEC §3: amenity flags read in lists as hasParking, hasWifi, ... */
export function venueAmenities(venue: Venue): VenueAmenities {
  return {
    hasParking: venue.parking,
    isAccessible: venue.accessible,
    hasWifi: venue.wifi,
    hasCatering: venue.catering,
    hasKitchen: venue.kitchen,
    hasAirConditioning: venue.airConditioning,
    hasAudioSystem: venue.audioSystem,
    hasLighting: venue.lighting,
  }
}

/** VenueSummary of domain/catalogue_types.ts. */
export function venueSummary(venue: Venue): VenueSummary {
  return {
    id: venue.id,
    name: venue.name,
    description: venue.description,
    streetName: venue.streetName,
    houseNumber: venue.houseNumber,
    neighborhood: venue.neighborhood,
    district: venue.district,
    maxCapacity: venue.maxCapacity,
    priceAmount: venue.priceAmount,
    pricePeriod: venue.pricePeriod,
    customAmenities: venue.customAmenities ?? [],
    images: venue.images ?? [],
    imageVariants: venue.imageVariants ?? {},
    averageRating: ratingOrNull(venue.cachedAverageRating),
    totalReviews: venue.cachedReviewCount,
    likeCount: venue.cachedLikeCount,
    ...venueAmenities(venue),
  }
}

/**
 * VenueDetail. The contact is the owner's business contact (else the owner's name) with the
 * business phone (else the owner's phone). `email` stays null: the owner's login address is
 * private, visitors reach the venue through the contact form.
 */
export function venueDetail(venue: Venue, statistics: VenueStatistics): VenueDetail {
  const owner = venue.owner
  const businessContact = [owner?.businessContactFirstName, owner?.businessContactLastName].filter((part) => part?.trim()).join(' ')
  return {
    ...venueSummary(venue),
    ownerId: venue.ownerId,
    website: venue.website,
    isApproved: venue.isApproved,
    isActive: venue.isActive,
    facilityIds: venue.facilityIds ?? [],
    adminFacilities: venue.customProperties?.adminFacilities ?? {},
    socialMediaLinks: venue.socialMediaLinks ?? {},
    contact: {
      name: businessContact || (owner ? personName({ firstName: owner.firstName, lastName: owner.lastName }) : '') || venue.name,
      phone: owner?.businessPhone || owner?.phone || null,
      email: null,
      avatarUrl: owner?.profileImage ?? null,
    },
    statistics,
  }
}

function coordinates(venue: Venue): MapData['coordinates'] {
  const lat = venue.lat === null ? Number.NaN : Number(venue.lat)
  const lng = venue.lng === null ? Number.NaN : Number(venue.lng)
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null
}

/** MapData of domain/catalogue_types.ts. */
export function venueMapData(venue: Venue): MapData {
  return {
    coordinates: coordinates(venue),
    placeId: venue.placeId,
    geocodeStatus: venue.geocodeStatus,
    geocodeError: venue.geocodeError,
    addressHash: addressHash(venue),
  }
}

export function publicFacility(facility: VenueFacility): VenueFacilityJson & { key: string } {
  return {
    id: facility.id,
    key: facility.key,
    name: facility.name,
    iconName: facility.iconName,
    colorCode: facility.colorCode,
    backgroundColor: facility.backgroundColor,
    sortOrder: facility.sortOrder,
  }
}

/** ManagedVenue of domain/venue_management.ts: the venue as its operator and admins edit it (owner preloaded). */
export function managedVenue(venue: Venue): ManagedVenue {
  const owner = venue.owner
  return {
    id: venue.id,
    ownerId: venue.ownerId,
    owner: owner ? { id: owner.id, name: personName(owner) || owner.email, email: owner.email } : null,
    name: venue.name,
    description: venue.description,
    website: venue.website,
    streetName: venue.streetName,
    houseNumber: venue.houseNumber,
    neighborhood: venue.neighborhood,
    district: venue.district,
    maxCapacity: venue.maxCapacity,
    ...(Object.fromEntries(VENUE_AMENITY_FLAGS.map((flag) => [flag, venue[flag]])) as Pick<
      ManagedVenue,
      (typeof VENUE_AMENITY_FLAGS)[number]
    >),
    priceAmount: venue.priceAmount,
    pricePeriod: venue.pricePeriod,
    customAmenities: venue.customAmenities ?? [],
    facilityIds: venue.facilityIds ?? [],
    adminFacilities: venue.customProperties?.adminFacilities ?? {},
    images: venue.images ?? [],
    imageVariants: venue.imageVariants ?? {},
    socialMediaLinks: venue.socialMediaLinks ?? {},
    approvalStatus: venueApprovalStatus(venue),
    isApproved: venue.isApproved,
    isActive: venue.isActive,
    isPublic: venue.isPublic,
    submittedAt: iso(venue.submittedAt),
    approvedAt: isoOrNull(venue.approvedAt),
    rejectedAt: isoOrNull(venue.rejectedAt),
    rejectionReason: venue.rejectionReason,
    deletedAt: isoOrNull(venue.deletedAt),
    geocodeStatus: venue.geocodeStatus,
    geocodeError: venue.geocodeError,
    coordinates: coordinates(venue),
    createdAt: iso(venue.createdAt),
    updatedAt: iso(venue.updatedAt),
  }
}
