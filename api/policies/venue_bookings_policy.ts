/*
 * Whose a venue booking request is: its venue's operator's, and the organizer's whose event it is for.
 * Loads the record and refuses (403) unless the person may take the action on it (domain/resource_access.ts
 * 'venue-bookings': the operator answers, the organizer's team reads, admins read). An unknown id is a 404 for everyone.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import VenueBooking from '#models/venue_booking'
import { DomainError } from '#exceptions/domain_error'
import type { RecordOwner, ResourceAction } from '#domain/resource_access'
import { authorize } from '#policies/resource_policy'

export function bookingOwner(booking: VenueBooking): RecordOwner {
  return { venueOwnerId: booking.venue.ownerId, organizerId: booking.event?.organizerId ?? null }
}

/** The booking with its venue and event; locked (FOR UPDATE) when a transaction is given. */
export async function authorizeVenueBooking(
  viewer: User | undefined,
  id: number | null,
  action: ResourceAction,
  trx?: TransactionClientContract
): Promise<VenueBooking> {
  if (id === null) throw new DomainError('VENUE_BOOKING_NOT_FOUND')
  const query = VenueBooking.query(trx ? { client: trx } : {})
    .where('id', id)
    .preload('venue')
    .preload('event')
  if (trx) query.forUpdate()
  const booking = await query.first()
  if (!booking) throw new DomainError('VENUE_BOOKING_NOT_FOUND')
  authorize(viewer, 'venue-bookings', action, bookingOwner(booking))
  return booking
}
