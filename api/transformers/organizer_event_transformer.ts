/*
 * The organizer's view of their events and ticket types, SPEC §3 field names plus what editing
 * needs: status, wizardStep, sold/held, version, the venue booking's status. Never another organizer's data.
 */
import type Venue from '#models/venue'
import type VenueBooking from '#models/venue_booking'
import type { OrganizerEventRow, OrganizerEventView } from '#services/events/organizer_event_service'
import type { TicketTypeView } from '#services/events/ticket_type_service'
import type Event from '#models/event'
import { isoOrNull } from '#transformers/catalogue_values'
import { publicTicketType } from '#transformers/event_transformer'

function venueSummary(venue: Venue | null | undefined) {
  if (!venue) return null
  return {
    id: venue.id,
    name: venue.name,
    district: venue.district,
    maxCapacity: venue.maxCapacity,
    isApproved: venue.isApproved,
    isActive: venue.isActive,
  }
}

function bookingSummary(booking: VenueBooking | null) {
  return booking ? { id: booking.id, venueId: booking.venueId, bookingDate: booking.bookingDate.toISODate(), status: booking.status } : null
}

function eventFields(event: Event) {
  return {
    id: event.id,
    organizerId: event.organizerId,
    venueId: event.venueId,
    title: event.title,
    description: event.description,
    category: event.category,
    startDate: isoOrNull(event.startDate),
    endDate: isoOrNull(event.endDate),
    images: event.images ?? [],
    imageVariants: event.imageVariants ?? {},
    isPublished: event.isPublished,
    cancelledAt: isoOrNull(event.cancelledAt),
    wizardStep: event.wizardStep,
    ticketswitchEnabled: event.ticketswitchEnabled,
    maxTransfersPerTicket: event.maxTransfersPerTicket,
    buyerCancellationAllowed: event.buyerCancellationAllowed,
    buyerCancellationHoursBefore: event.buyerCancellationHoursBefore,
    buyerCancellationKeepPercent: event.buyerCancellationKeepPercent,
    reminderEnabled: event.reminderEnabled,
    reminderHoursBefore: event.reminderHoursBefore,
    waitingListOfferMinutes: event.waitingListOfferMinutes,
    unpublishedAt: isoOrNull(event.unpublishedAt),
    unpublishReason: event.unpublishReason,
    venue: venueSummary(event.venue),
    createdAt: isoOrNull(event.createdAt),
    updatedAt: isoOrNull(event.updatedAt),
  }
}

/** The public shape plus what editing needs: the version a save must carry (the edit version: sales never move it). */
export function organizerTicketType({ ticketType, held }: TicketTypeView) {
  return { ...publicTicketType(ticketType, held), version: ticketType.editVersion }
}

export function organizerEventDetail(view: OrganizerEventView) {
  return {
    ...eventFields(view.event),
    status: view.status,
    booking: bookingSummary(view.booking),
    publishBlockedReason: view.publishBlockedReason,
    ticketTypes: view.ticketTypes.map(organizerTicketType),
    cancellationRefunds: view.cancellationRefunds,
  }
}

export function organizerEventListItem(row: OrganizerEventRow) {
  return {
    ...eventFields(row.event),
    status: row.status,
    sold: row.sold,
    capacity: row.capacity,
    orderCount: row.orderCount,
    booking: bookingSummary(row.booking),
    publishBlockedReason: row.publishBlockedReason,
    ...(row.organizerName !== undefined && { organizerName: row.organizerName }),
  }
}
