import type Event from '#models/event'
import type User from '#models/user'
import type Venue from '#models/venue'
import type TicketType from '#models/ticket_type'
import { availableNow } from '#domain/sale_status'
import type { PublicEventRow } from '#services/catalogue/catalogue_rows'
import type { EventDetail, EventSummary, OrganizerRef, PublicTicketType, VenueRef } from '#domain/catalogue_types'
import { iso, isoOrNull, personName, ratingOrNull } from '#transformers/catalogue_values'
import { venueAmenities } from '#transformers/venue_transformer'

/** OrganizerRef: never the organizer's email, phone or documents. */
export function organizerRef(organizer: User): OrganizerRef {
  return {
    id: organizer.id,
    name: personName(organizer),
    organizationName: organizer.organizationName,
    firstName: organizer.firstName,
    lastName: organizer.lastName,
    profileImage: organizer.profileImage,
    isVerified: organizer.isVerified,
    averageRating: ratingOrNull(organizer.cachedRating),
    totalReviews: organizer.cachedReviewCount ?? 0,
  }
}

/** VenueRef: the storefront links it only when isApproved. */
export function venueRef(venue: Venue): VenueRef {
  return {
    id: venue.id,
    name: venue.name,
    district: venue.district,
    streetName: venue.streetName,
    houseNumber: venue.houseNumber,
    neighborhood: venue.neighborhood,
    isApproved: venue.isApproved,
  }
}

/** EventSummary (min/maxPrice come from the query's price-range columns). */
export function eventSummary(event: Event): EventSummary {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    category: event.category,
    startDate: iso(event.startDate),
    endDate: iso(event.endDate),
    images: event.images ?? [],
    imageVariants: event.imageVariants ?? {},
    cachedLikeCount: event.cachedLikeCount ?? 0,
    cachedAverageRating: ratingOrNull(event.cachedAverageRating),
    minPrice: (event.$extras.min_price as string | null | undefined) ?? null,
    maxPrice: (event.$extras.max_price as string | null | undefined) ?? null,
    organizer: organizerRef(event.organizer),
    venue: event.venue ? venueRef(event.venue) : null,
  }
}

/** EventSummary from a list row (same fields as eventSummary, without model hydration). */
export function eventSummaryFromRow(row: PublicEventRow): EventSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    startDate: row.start_date.toISOString(),
    endDate: row.end_date.toISOString(),
    images: row.images ?? [],
    imageVariants: row.image_variants ?? {},
    cachedLikeCount: row.cached_like_count ?? 0,
    cachedAverageRating: ratingOrNull(row.cached_average_rating),
    minPrice: row.min_price,
    maxPrice: row.max_price,
    organizer: {
      id: row.organizer_id,
      name: personName({
        organizationName: row.organizer_organization_name,
        firstName: row.organizer_first_name,
        lastName: row.organizer_last_name,
      }),
      organizationName: row.organizer_organization_name,
      firstName: row.organizer_first_name,
      lastName: row.organizer_last_name,
      profileImage: row.organizer_profile_image,
      isVerified: row.organizer_is_verified,
      averageRating: ratingOrNull(row.organizer_cached_rating),
      totalReviews: row.organizer_cached_review_count ?? 0,
    },
    venue:
      row.venue_id === null
        ? null
        : {
            id: row.venue_id,
            name: row.venue_name ?? '',
            district: row.venue_district,
            streetName: row.venue_street_name,
            houseNumber: row.venue_house_number,
            neighborhood: row.venue_neighborhood,
            isApproved: row.venue_is_approved === true,
          },
  }
}

export function eventDetail(event: Event): EventDetail {
  const venue = event.venue
  return {
    ...eventSummary(event),
    venue: venue
      ? {
          ...venueRef(venue),
          amenities: venueAmenities(venue),
          customAmenities: venue.customAmenities ?? [],
          averageRating: ratingOrNull(venue.cachedAverageRating),
          totalReviews: venue.cachedReviewCount ?? 0,
          maxCapacity: venue.maxCapacity,
          images: venue.images ?? [],
        }
      : null,
    qrCodePrefix: event.qrCodePrefix,
    isPublished: event.isPublished,
    buyerCancellation: event.buyerCancellationAllowed
      ? { hoursBefore: event.buyerCancellationHoursBefore, keepPercent: event.buyerCancellationKeepPercent }
      : null,
  }
}

/** PublicTicketType: availableNow = max(0, maxQuantity − quantitySold − reserved). */
export function publicTicketType(ticketType: TicketType, reservedQuantity: number): PublicTicketType {
  return {
    id: ticketType.id,
    eventId: ticketType.eventId,
    name: ticketType.name,
    description: ticketType.description,
    price: ticketType.price,
    maxQuantity: ticketType.maxQuantity,
    quantitySold: ticketType.quantitySold,
    reservedQuantity,
    availableNow: availableNow({ maxQuantity: ticketType.maxQuantity, quantitySold: ticketType.quantitySold, reservedQuantity }),
    saleStartDate: isoOrNull(ticketType.saleStartDate),
    saleEndDate: isoOrNull(ticketType.saleEndDate),
    isActive: ticketType.isActive,
    isHidden: ticketType.isHidden === true,
    sortOrder: ticketType.sortOrder,
    hasUserLimit: ticketType.hasUserLimit,
    maxPerUser: ticketType.maxPerUser,
  }
}
