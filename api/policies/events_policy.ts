/*
 * Whose an event or ticket type is: the organizer of its event. Loads the record and refuses
 * (403) unless the person may take the action on it (domain/resource_access.ts: the organizer and their
 * managers, admins). An unknown id is a 404 for everyone, asked before whose it is.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import Event from '#models/event'
import TicketType from '#models/ticket_type'
import { DomainError } from '#exceptions/domain_error'
import type { ResourceAction } from '#domain/resource_access'
import { authorize } from '#policies/resource_policy'

/** The event, locked (FOR NO KEY UPDATE: buyers' ticket inserts only need KEY SHARE on it) when a transaction is given. */
export async function authorizeEvent(
  viewer: User | undefined,
  id: number | null,
  action: ResourceAction,
  trx?: TransactionClientContract
): Promise<Event> {
  if (id === null) throw new DomainError('EVENT_NOT_FOUND')
  const query = Event.query(trx ? { client: trx } : {}).where('id', id)
  if (trx) query.knexQuery.forNoKeyUpdate('events')
  const event = await query.first()
  if (!event) throw new DomainError('EVENT_NOT_FOUND')
  authorize(viewer, 'events', action, { organizerId: event.organizerId })
  return event
}

/** The ticket type with its event's organizer checked; not locked (the service locks it in stock order). */
export async function authorizeTicketType(viewer: User | undefined, id: number | null, action: ResourceAction): Promise<TicketType> {
  if (id === null) throw new DomainError('TICKET_TYPE_NOT_FOUND')
  const ticketType = await TicketType.query().where('id', id).preload('event').first()
  if (!ticketType) throw new DomainError('TICKET_TYPE_NOT_FOUND')
  authorize(viewer, 'ticket-types', action, { organizerId: ticketType.event.organizerId })
  return ticketType
}
