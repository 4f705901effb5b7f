/* Messages to attendees belong to the event's organizer: an unknown event is a 404, someone else's a 403. */
import type User from '#models/user'
import Event from '#models/event'
import { DomainError } from '#exceptions/domain_error'
import type { ResourceAction } from '#domain/resource_access'
import { parseEntityId } from '#domain/entity_id'
import { authorize } from '#policies/resource_policy'

export async function authorizeEventMessages(viewer: User | undefined, rawEventId: unknown, action: ResourceAction): Promise<Event> {
  const eventId = parseEntityId(rawEventId)
  const event = eventId === null ? null : await Event.find(eventId)
  if (!event) throw new DomainError('EVENT_NOT_FOUND')
  authorize(viewer, 'attendee-messages', action, { organizerId: event.organizerId })
  return event
}
