/*
 * Venue booking requests and managed reviews as the back office reads them (domain/venue_bookings.ts). The operator
 * sees how to reach the organizer who asked; an organizer's team sees only the count of other requests for their day.
 */
import type User from '#models/user'
import type Review from '#models/review'
import type VenueBooking from '#models/venue_booking'
import type { BookingConflict, BookingPerson, ManagedReview, VenueBookingRecord } from '#domain/venue_bookings'
import type { VenueBookingView } from '#services/bookings/venue_booking_service'
import { iso, isoOrNull, personName } from '#transformers/catalogue_values'
import { publicReview } from '#transformers/review_transformer'

function person(user: User | null | undefined): BookingPerson | null {
  if (!user) return null
  return { id: user.id, name: personName(user) || user.email, email: user.email, phone: user.businessPhone || user.phone || null }
}

/** Whose request it is: the event's organizer, else whoever asked. */
function organizerOf(booking: VenueBooking): User | null {
  return booking.event?.organizer ?? booking.requester ?? null
}

function conflict(other: VenueBooking): BookingConflict {
  const organizer = organizerOf(other)
  return {
    id: other.id,
    status: other.status,
    eventTitle: other.event?.title ?? null,
    organizerName: organizer ? personName(organizer) : null,
  }
}

export function venueBookingRecord({ booking, conflicts, namesConflicts }: VenueBookingView): VenueBookingRecord {
  const event = booking.event
  return {
    id: booking.id,
    venueId: booking.venueId,
    venueName: booking.venue.name,
    ownerId: booking.venue.ownerId,
    organizerId: event?.organizerId ?? null,
    bookingDate: booking.bookingDate.toISODate()!,
    status: booking.status,
    notes: booking.notes,
    answerMessage: booking.answerMessage,
    answeredAt: isoOrNull(booking.answeredAt),
    createdAt: iso(booking.createdAt),
    event: event
      ? {
          id: event.id,
          title: event.title,
          startDate: isoOrNull(event.startDate),
          endDate: isoOrNull(event.endDate),
          isPublished: event.isPublished,
        }
      : null,
    organizer: person(organizerOf(booking)),
    requestedBy: person(booking.requester),
    conflictCount: conflicts.length,
    conflicts: namesConflicts ? conflicts.map(conflict) : [],
  }
}

export function managedReview(review: Review, venueName: string, isShown: boolean): ManagedReview {
  return {
    id: review.id,
    venueId: review.venueId!,
    venueName,
    rating: review.rating,
    comment: review.comment,
    reviewerName: publicReview(review).reviewer.displayName,
    isVerified: review.isVerified,
    isAnonymous: review.isAnonymous,
    isGuest: review.isGuest,
    reviewStatus: review.reviewStatus,
    respondedAt: isoOrNull(review.respondedAt),
    createdAt: iso(review.createdAt),
    isShown,
  }
}
