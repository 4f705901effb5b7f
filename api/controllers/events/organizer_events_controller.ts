import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import {
  cancelEvent,
  createEvent,
  getOrganizerEvent,
  listOrganizerEvents,
  listVisibleEvents,
  publishEvent,
  unpublishEvent,
  updateEvent,
} from '#services/events/organizer_event_service'
import { createTicketType, updateTicketType } from '#services/events/ticket_type_service'
import { copyEvent } from '#services/events/event_copy_service'
import { issuePreviewLink } from '#services/events/event_preview_service'
import { authorizeEvent, authorizeTicketType } from '#policies/events_policy'
import { organizerEventDetail, organizerEventListItem, organizerTicketType } from '#transformers/organizer_event_transformer'
import {
  adminEventsFilterValidator,
  adminEventsListValidator,
  createEventValidator,
  createTicketTypeValidator,
  organizerEventsQueryValidator,
  updateEventValidator,
  unpublishEventValidator,
  updateTicketTypeValidator,
} from '#validators/events/organizer_event_validator'

/** The organizer's events and ticket types; who may act on which is api/policies/events_policy.ts. */
export default class OrganizerEventsController {
  /** GET /api/events/organizer/:organizerId (react-admin list: { data, total }) */
  async index({ viewer, params, request }: HttpContext) {
    const { status } = await organizerEventsQueryValidator.validate(request.qs())
    const rows = await listOrganizerEvents(viewer!, parseEntityId(params.organizerId), status)
    return { success: true, data: rows.map(organizerEventListItem), total: rows.length }
  }

  /** GET /api/admin/events: the back office's list for whoever acts for no single organizer (admins). */
  async adminIndex({ viewer, request }: HttpContext) {
    const input = await adminEventsListValidator.validate(request.qs())
    const filter = await adminEventsFilterValidator.validate(input.filter ?? {})
    const { rows, total } = await listVisibleEvents(viewer!, {
      page: input.page ?? 1,
      perPage: input.perPage ?? 25,
      sort: input.sort ?? 'createdAt',
      order: (input.order ?? 'DESC').toLowerCase() as 'asc' | 'desc',
      filter,
    })
    return { success: true, data: rows.map(organizerEventListItem), total }
  }

  /** GET /api/events/:id/manage */
  async show({ viewer, params }: HttpContext) {
    return { success: true, data: organizerEventDetail(await getOrganizerEvent(viewer!, parseEntityId(params.id))) }
  }

  /** POST /api/events */
  async store({ viewer, request, response }: HttpContext) {
    const input = await request.validateUsing(createEventValidator)
    return response.created({ success: true, data: organizerEventDetail(await createEvent(viewer!, input)) })
  }

  /** PUT /api/events/:id */
  async update({ viewer, params, request }: HttpContext) {
    await authorizeEvent(viewer, parseEntityId(params.id), 'edit')
    const input = await request.validateUsing(updateEventValidator)
    return { success: true, data: organizerEventDetail(await updateEvent(viewer!, parseEntityId(params.id), input)) }
  }

  /** POST /api/events/:id/copy: a new draft from the event (api/services/events/event_copy_service.ts). */
  async copy({ viewer, params, response }: HttpContext) {
    return response.created({ success: true, data: organizerEventDetail(await copyEvent(viewer!, parseEntityId(params.id))) })
  }

  /** POST /api/events/:id/preview: a short-lived link to the storefront page before publishing. */
  async preview({ viewer, params, response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return { success: true, data: await issuePreviewLink(viewer!, parseEntityId(params.id)) }
  }

  async publish({ viewer, params }: HttpContext) {
    return { success: true, data: organizerEventDetail(await publishEvent(viewer!, parseEntityId(params.id))) }
  }

  /** { reason? }: required from admins, who take an organizer's event offline; the organizer is told why. */
  async unpublish({ viewer, params, request }: HttpContext) {
    await authorizeEvent(viewer, parseEntityId(params.id), 'unpublish')
    const { reason } = await request.validateUsing(unpublishEventValidator)
    return { success: true, data: organizerEventDetail(await unpublishEvent(viewer!, parseEntityId(params.id), reason || null)) }
  }

  async cancel({ viewer, params }: HttpContext) {
    const { ordersToRefund, ...view } = await cancelEvent(viewer!, parseEntityId(params.id))
    return { success: true, data: organizerEventDetail(view), ordersToRefund }
  }

  /** POST /api/events/:id/ticket-types */
  async storeTicketType({ viewer, params, request, response }: HttpContext) {
    // Whose event first: another organizer's staff get 403 whatever they send, never a 422 about the body.
    await authorizeEvent(viewer, parseEntityId(params.id), 'edit')
    const input = await request.validateUsing(createTicketTypeValidator)
    return response.created({ success: true, data: organizerTicketType(await createTicketType(viewer!, parseEntityId(params.id), input)) })
  }

  /** PUT /api/ticket-types/:id */
  async updateTicketType({ viewer, params, request }: HttpContext) {
    await authorizeTicketType(viewer, parseEntityId(params.id), 'edit')
    const input = await request.validateUsing(updateTicketTypeValidator)
    return { success: true, data: organizerTicketType(await updateTicketType(viewer!, parseEntityId(params.id), input)) }
  }
}
