/*
 * Orders and attendees: an order, and an event's orders, belong to the event's organizer. Loads the
 * record, says whose it is and asks the access table (resource_policy.ts). An unknown record is a 404 for
 * whoever passed the route's gate; someone else's is a 403, and nothing of it is read before that.
 */
import type User from '#models/user'
import Event from '#models/event'
import Order from '#models/order'
import { DomainError } from '#exceptions/domain_error'
import type { ResourceAction } from '#domain/resource_access'
import { parseEntityId } from '#domain/entity_id'
import { authorize } from '#policies/resource_policy'

/** The event whose orders are asked for, once the person may take the action on them. */
export async function authorizeEventOrders(viewer: User | undefined, rawEventId: unknown, action: ResourceAction): Promise<Event> {
  const eventId = parseEntityId(rawEventId)
  const event = eventId === null ? null : await Event.find(eventId)
  if (!event) throw new DomainError('EVENT_NOT_FOUND')
  authorize(viewer, 'orders', action, { organizerId: event.organizerId })
  return event
}

/** The order, once the person may take the action on it (the order's event's organizer decides). */
export async function authorizeOrder(viewer: User | undefined, rawOrderId: unknown, action: ResourceAction): Promise<Order> {
  const orderId = parseEntityId(rawOrderId)
  const order = orderId === null ? null : await Order.query().where('id', orderId).preload('event').first()
  if (!order) throw new DomainError('ORDER_NOT_FOUND')
  authorize(viewer, 'orders', action, { organizerId: order.event.organizerId })
  return order
}
