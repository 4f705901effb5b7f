/*
 * 'Kopiëren' on an event card: a new draft of the same organizer with the source's texts, images, venue, settings
 * and ticket types, and nothing that belongs to the source's own date or sales: no dates (sale windows included),
 * no venue booking (one is asked for once the copy has a date), nothing sold or held, a fresh version. Images are
 * shared, not duplicated: file_usage counts the copy as a second user, so removing them from one event never
 * deletes what the other still shows.
 */
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import Event from '#models/event'
import Venue from '#models/venue'
import TicketType from '#models/ticket_type'
import { DomainError } from '#exceptions/domain_error'
import { mayActOn } from '#domain/resource_access'
import { getOrganizerEvent, type OrganizerEventView } from '#services/events/organizer_event_service'
import { recordImageUsage } from '#services/uploads/upload_service'
import { recordChange } from '#services/audit/audit_service'

/** POST /api/events/{id}/copy. Another organizer's event is a 404, as if it did not exist. */
export async function copyEvent(viewer: User, id: number | null): Promise<OrganizerEventView> {
  if (id === null) throw new DomainError('EVENT_NOT_FOUND')
  const source = await Event.find(id)
  if (!source || !mayActOn(viewer, 'events', 'create', { organizerId: source.organizerId })) throw new DomainError('EVENT_NOT_FOUND')
  const copyId = await db.transaction(async (trx) => {
    const venue = source.venueId ? await Venue.query({ client: trx }).where('id', source.venueId).first() : null
    const copy = await Event.create(
      {
        organizerId: source.organizerId,
        title: source.title,
        description: source.description,
        category: source.category,
        venueId: venue?.isPublic ? venue.id : null,
        images: [...source.images],
        imageVariants: { ...source.imageVariants },
        isPublished: false,
        // Step 1 (the texts) is done; the wizard resumes at the dates.
        wizardStep: 1,
        ticketswitchEnabled: source.ticketswitchEnabled,
        maxTransfersPerTicket: source.maxTransfersPerTicket,
        buyerCancellationAllowed: source.buyerCancellationAllowed,
        buyerCancellationHoursBefore: source.buyerCancellationHoursBefore,
        buyerCancellationKeepPercent: source.buyerCancellationKeepPercent,
        reminderEnabled: source.reminderEnabled,
        reminderHoursBefore: source.reminderHoursBefore,
      },
      { client: trx }
    )
    const types = await TicketType.query({ client: trx }).where('event_id', source.id).orderBy('sort_order').orderBy('id')
    for (const type of types) {
      await TicketType.create(
        {
          eventId: copy.id,
          name: type.name,
          description: type.description,
          price: type.price,
          maxQuantity: type.maxQuantity,
          quantitySold: 0,
          version: 0,
          saleStartDate: null,
          saleEndDate: null,
          isActive: type.isActive,
          sortOrder: type.sortOrder,
          hasUserLimit: type.hasUserLimit,
          maxPerUser: type.maxPerUser,
        },
        { client: trx }
      )
    }
    await recordChange(trx, {
      actorId: viewer.id,
      entityType: 'event',
      entityId: copy.id,
      action: 'copy',
      after: { copiedFromEventId: source.id, ticketTypes: types.length },
    })
    return copy.id
  })
  if (source.images.length > 0) await recordImageUsage('event', copyId, 'images', source.images)
  return getOrganizerEvent(viewer, copyId)
}
