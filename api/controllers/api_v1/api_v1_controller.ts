import type { HttpContext } from '@adonisjs/core/http'
import { createEvent, updateEvent } from '#services/events/organizer_event_service'
import { validateTicket } from '#services/check_ins/check_in_service'
import { listAttendees, listEvents, listOrders, listTicketTypes, ownEvent } from '#services/api_v1/api_v1_service'
import { openApiDocument } from '#services/api_v1/openapi_document'
import { v1ListValidator } from '#validators/api_v1/api_v1_validator'
import { createEventValidator, updateEventValidator } from '#validators/events/organizer_event_validator'
import { validateTicketValidator } from '#validators/check_ins/check_in_validator'
import { v1Attendee, v1Event, v1Order, v1TicketType } from '#transformers/api_v1_transformer'

/**
 * The organizer API (docs/integrations.md): the route's gate has read the token, its scope and rate limit, and
 * made the token's organizer the viewer. Lists answer { success, data, nextCursor }; one record { success, data }.
 */
export default class ApiV1Controller {
  /** GET /api/v1/openapi.json: generated from the routes and validators. */
  async openapi({ response }: HttpContext) {
    response.header('Cache-Control', 'public, max-age=300')
    return openApiDocument()
  }

  /** GET /api/v1/events */
  async events({ viewer, request }: HttpContext) {
    const input = await v1ListValidator.validate(request.qs())
    const { rows, nextCursor } = await listEvents(viewer!, input)
    return { success: true, data: rows.map(v1Event), nextCursor }
  }

  /** GET /api/v1/events/:id */
  async event({ viewer, params }: HttpContext) {
    return { success: true, data: v1Event(await ownEvent(viewer!, params.id, 'events', 'show')) }
  }

  /** POST /api/v1/events: a draft, as the back office's wizard makes one (same validator and service). */
  async createEvent({ viewer, request, response }: HttpContext) {
    const input = await request.validateUsing(createEventValidator)
    const view = await createEvent(viewer!, input)
    return response.created({ success: true, data: v1Event(view.event) })
  }

  /** PUT /api/v1/events/:id: only the fields sent change (same validator and service as the back office). */
  async updateEvent({ viewer, params, request }: HttpContext) {
    const event = await ownEvent(viewer!, params.id, 'events', 'edit')
    const input = await request.validateUsing(updateEventValidator)
    const view = await updateEvent(viewer!, event.id, input)
    return { success: true, data: v1Event(view.event) }
  }

  /** GET /api/v1/events/:id/ticket-types */
  async ticketTypes({ viewer, params, request }: HttpContext) {
    const event = await ownEvent(viewer!, params.id, 'events', 'show')
    const input = await v1ListValidator.validate(request.qs())
    const { rows, nextCursor } = await listTicketTypes(event, input)
    return { success: true, data: rows.map(v1TicketType), nextCursor }
  }

  /** GET /api/v1/events/:id/orders */
  async orders({ viewer, params, request }: HttpContext) {
    const event = await ownEvent(viewer!, params.id, 'orders', 'list')
    const input = await v1ListValidator.validate(request.qs())
    const { rows, nextCursor } = await listOrders(event, input)
    return { success: true, data: rows.map(v1Order), nextCursor }
  }

  /** GET /api/v1/events/:id/attendees */
  async attendees({ viewer, params, request }: HttpContext) {
    const event = await ownEvent(viewer!, params.id, 'orders', 'list')
    const input = await v1ListValidator.validate(request.qs())
    const { rows, nextCursor } = await listAttendees(event, input)
    return { success: true, data: rows.map(v1Attendee), nextCursor }
  }

  /** POST /api/v1/check-ins { eventId, qrCode, nonce, gate? }: exactly the door's check (a retried nonce: its first answer). */
  async checkIn({ viewer, request, response }: HttpContext) {
    const input = await request.validateUsing(validateTicketValidator)
    const event = await ownEvent(viewer!, input.eventId, 'check-ins', 'create')
    response.header('Cache-Control', 'no-store')
    return { success: true, data: await validateTicket(event, input, viewer!) }
  }
}
