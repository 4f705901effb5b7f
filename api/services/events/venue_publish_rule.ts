/*
 * Publishing waits for the venue (SPEC §4 organizers; the rule is domain/venue_bookings.ts publishBlockedReason):
 * at a venue run on the platform by someone else, an event goes public only once that operator has confirmed its
 * day. Publishing is refused (409) until then, the organizer's event data says why beforehand, and a rejection
 * of the day takes a public event back to draft (the organizer hears it in the rejection mail).
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Event from '#models/event'
import VenueBooking from '#models/venue_booking'
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { text } from '#exceptions/messages'
import { recordChange } from '#services/audit/audit_service'
import { publishBlockedReason, venueNeedsConfirmation, type PublishBlockedReason } from '#domain/venue_bookings'

interface VenueOwner {
  ownerId: number | null
  role: string | null
}

/** Who runs each venue (its owner and their role), in one query. */
async function venueOwners(venueIds: number[], trx?: TransactionClientContract): Promise<Map<number, VenueOwner>> {
  const ids = [...new Set(venueIds)]
  if (ids.length === 0) return new Map()
  const rows: { id: number; owner_id: number | null; role: string | null }[] = await (trx ?? db)
    .from('venues')
    .leftJoin('users', 'users.id', 'venues.owner_id')
    .whereIn('venues.id', ids)
    .select('venues.id', 'venues.owner_id', 'users.role')
  return new Map(rows.map((row) => [row.id, { ownerId: row.owner_id, role: row.role }]))
}

type PublishEvent = Pick<Event, 'id' | 'organizerId' | 'venueId' | 'cancelledAt'>

/** Why each event's venue keeps it from going public (null: nothing), given each event's newest booking request. */
export async function publishBlocksOf(
  events: PublishEvent[],
  bookings: Map<number, VenueBooking>,
  trx?: TransactionClientContract
): Promise<Map<number, PublishBlockedReason | null>> {
  const owners = await venueOwners(
    events.flatMap((event) => (event.venueId ? [event.venueId] : [])),
    trx
  )
  return new Map(
    events.map((event) => {
      const owner = event.venueId ? owners.get(event.venueId) : undefined
      const booking = bookings.get(event.id)
      const reason = event.cancelledAt
        ? null
        : publishBlockedReason({
            organizerId: event.organizerId,
            venueId: event.venueId ?? null,
            venueOwnerId: owner?.ownerId ?? null,
            venueOwnerRole: owner?.role ?? null,
            booking: booking ? { venueId: booking.venueId, status: booking.status } : null,
          })
      return [event.id, reason]
    })
  )
}

/**
 * 409 while the venue's operator has not confirmed the event's day. The event's booking requests are locked (after
 * the event row, the house order) so an answer given at the same moment is seen: a rejection waits for this
 * publish and then takes the event back to draft, or this publish waits and sees the rejection.
 */
export async function assertVenueLetsPublish(event: Event, trx: TransactionClientContract): Promise<void> {
  const newest = await VenueBooking.query({ client: trx })
    .where('event_id', event.id)
    .whereNot('status', 'cancelled')
    .orderBy('id', 'desc')
    .forUpdate()
  const bookings = new Map(newest.length ? [[event.id, newest[0]]] : [])
  const reason = (await publishBlocksOf([event], bookings, trx)).get(event.id)
  if (reason === 'venueBookingRejected')
    throw new DomainError('EVENT_VENUE_BOOKING_REJECTED', { details: { publishBlockedReason: reason } })
  if (reason) throw new DomainError('EVENT_AWAITS_VENUE_CONFIRMATION', { details: { publishBlockedReason: reason } })
}

/**
 * A rejected day takes the event back to draft when it was public at that venue on that day and the venue is run by
 * someone else; returns whether it did. The caller holds the day's booking locks; the event is locked here.
 */
export async function withdrawEventAfterRejection(booking: VenueBooking, by: User, trx: TransactionClientContract): Promise<Event | null> {
  if (!booking.eventId) return null
  const query = Event.query({ client: trx }).where('id', booking.eventId)
  query.knexQuery.forNoKeyUpdate('events')
  const event = await query.first()
  if (!event || !event.isPublished || event.cancelledAt || event.venueId !== booking.venueId) return null
  const owner = (await venueOwners([booking.venueId], trx)).get(booking.venueId)
  if (
    !venueNeedsConfirmation({ organizerId: event.organizerId, venueOwnerId: owner?.ownerId ?? null, venueOwnerRole: owner?.role ?? null })
  ) {
    return null
  }
  event.useTransaction(trx)
  await takeOffSite(event, by.id, trx, { reason: text('EVENT_WITHDRAWN_VENUE_REJECTED'), reasonShown: null })
  return event
}

/**
 * An event goes back to draft (no longer public), with who did it and why in its history: an organizer's or the
 * platform's unpublish, and a venue operator's rejection of its day. `reasonShown` is kept on the event (the
 * platform's reason the organizer reads); `reason` goes into the history.
 */
export async function takeOffSite(
  event: Event,
  actorId: number,
  trx: TransactionClientContract,
  { reason, reasonShown }: { reason: string | null; reasonShown: string | null }
): Promise<void> {
  event.merge({ isPublished: false, unpublishedAt: DateTime.now(), unpublishedBy: actorId, unpublishReason: reasonShown })
  await event.save()
  await recordChange(trx, {
    actorId,
    entityType: 'event',
    entityId: event.id,
    action: 'unpublish',
    before: { isPublished: true },
    after: { isPublished: false },
    reason,
  })
}
