/*
 * The reads of /api/v1 (docs/integrations.md): the organizer's events, an event's ticket types, orders and attendees,
 * each a cursor page in ascending id order, optionally only rows changed since an instant. Writes reuse the back
 * office's services (events) and the door's (check-ins). The viewer is the token's organizer; the same policies as
 * in the back office decide, and another organizer's event is a 404 here (the API never says it exists).
 */
import { DateTime } from 'luxon'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import type User from '#models/user'
import Event from '#models/event'
import Order from '#models/order'
import Ticket from '#models/ticket'
import TicketType from '#models/ticket_type'
import { DomainError } from '#exceptions/domain_error'
import { parseEntityId } from '#domain/entity_id'
import { API_PAGE_DEFAULT } from '#domain/api_tokens'
import { decodeCursor, pageOf } from '#domain/api_pagination'
import type { Resource, ResourceAction } from '#domain/resource_access'
import { authorize, organizerFilter } from '#policies/resource_policy'

export interface ListInput {
  limit?: number
  cursor?: string
  updatedSince?: string
}

/** One page of a query: ascending ids after the cursor, at most `limit` rows, and the cursor after the last one. */
async function page<M extends LucidModel>(
  query: ModelQueryBuilderContract<M, InstanceType<M>>,
  table: string,
  input: ListInput
): Promise<{ rows: InstanceType<M>[]; nextCursor: string | null }> {
  const limit = input.limit ?? API_PAGE_DEFAULT
  if (input.cursor !== undefined) {
    const after = decodeCursor(input.cursor)
    if (after === null) throw new DomainError('API_CURSOR_INVALID', { field: 'cursor' })
    query.where(`${table}.id`, '>', after)
  }
  if (input.updatedSince !== undefined) {
    const since = DateTime.fromISO(input.updatedSince, { setZone: true })
    if (!since.isValid) throw new DomainError('API_CURSOR_INVALID', { field: 'updatedSince' })
    query.where(`${table}.updated_at`, '>=', since.toJSDate())
  }
  const rows = (await query.orderBy(`${table}.id`, 'asc').limit(limit + 1)) as InstanceType<M>[]
  return pageOf(rows as (InstanceType<M> & { id: number })[], limit)
}

/** The event, once the organizer may take the action on this resource of it; anyone else's or unknown: 404. */
export async function ownEvent(viewer: User, rawId: unknown, resource: Resource, action: ResourceAction): Promise<Event> {
  const id = parseEntityId(rawId)
  const event = id === null ? null : await Event.find(id)
  if (!event) throw new DomainError('EVENT_NOT_FOUND')
  try {
    authorize(viewer, resource, action, { organizerId: event.organizerId })
  } catch (error) {
    if (error instanceof DomainError && error.key === 'FORBIDDEN') throw new DomainError('EVENT_NOT_FOUND')
    throw error
  }
  return event
}

/** GET /api/v1/events */
export async function listEvents(viewer: User, input: ListInput) {
  const organizerId = organizerFilter(viewer, 'events', 'list')
  const query = Event.query()
  if (organizerId !== null) query.where('organizer_id', organizerId)
  return page(query, 'events', input)
}

/** GET /api/v1/events/{id}/ticket-types */
export async function listTicketTypes(event: Event, input: ListInput) {
  return page(TicketType.query().where('event_id', event.id), 'ticket_types', input)
}

/** GET /api/v1/events/{id}/orders */
export async function listOrders(event: Event, input: ListInput) {
  return page(Order.query().where('event_id', event.id), 'orders', input)
}

/** GET /api/v1/events/{id}/attendees: the event's tickets. */
export async function listAttendees(event: Event, input: ListInput) {
  return page(Ticket.query().where('event_id', event.id), 'tickets', input)
}
