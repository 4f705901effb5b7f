import type { HttpContext } from '@adonisjs/core/http'
import { authorizeEventOrders, authorizeOrder } from '#policies/orders_policy'
import { listEventOrders, orderDetail } from '#services/orders/event_orders_service'
import { cancelOrder, markOrderRefunded, resendOrder } from '#services/orders/order_actions_service'
import { attendeesCsv, ordersCsv } from '#services/orders/order_export_service'
import { orderAnswersView } from '#services/questions/answer_service'
import { resendTargetsOf } from '#services/tickets/my_tickets_service'
import { listedOrder, organizerOrder, organizerOrderDetail } from '#transformers/organizer_order_transformer'
import { orderFilterValidator, orderListValidator, refundValidator, resendValidator } from '#validators/orders/order_validator'
import { csvFileName, csvFormatFor } from '#domain/csv'
import { requestLanguage } from '#http/request_language'
import { clientInfo } from '#http/client_info'
import { streamCsv } from '#http/csv_download'
import { recordActivity } from '#services/accounts/activity_service'
import { maskEmail, maskPhone } from '#domain/contact_mask'

/** The organizer's orders and attendees; who may do what: domain/resource_access.ts 'orders'. */
export default class OrganizerOrdersController {
  /** GET /api/events/:id/orders: react-admin's getList ({ data, total }). */
  async index({ viewer, params, request }: HttpContext) {
    const event = await authorizeEventOrders(viewer, params.id, 'list')
    const input = await orderListValidator.validate(request.qs())
    const filter = await orderFilterValidator.validate(input.filter ?? {})
    const { rows, total } = await listEventOrders(event.id, {
      page: input.page ?? 1,
      perPage: input.perPage ?? 25,
      sort: input.sort ?? 'createdAt',
      order: (input.order ?? 'DESC').toLowerCase() as 'asc' | 'desc',
      filter,
    })
    return { data: rows.map(listedOrder), total }
  }

  /** GET /api/orders/:id: one order with its tickets. */
  async show({ viewer, params, response }: HttpContext) {
    const order = await authorizeOrder(viewer, params.id, 'show')
    response.header('Cache-Control', 'no-store')
    return {
      data: {
        ...(await organizerOrderDetail(await orderDetail(order), await resendTargetsOf(order))),
        ...(await orderAnswersView(order.id)),
      },
    }
  }

  /** POST /api/orders/:id/resend { channels: ['email' | 'whatsapp', ...] } */
  async resend({ viewer, params, request }: HttpContext) {
    const order = await authorizeOrder(viewer, params.id, 'resend')
    const { channels } = await request.validateUsing(resendValidator)
    const sent = await resendOrder(order, channels)
    return {
      success: true,
      sent: sent.map(({ channel, sentTo }) => ({ channel, sentTo: channel === 'email' ? maskEmail(sentTo) : maskPhone(sentTo) })),
    }
  }

  /** POST /api/orders/:id/cancel: an unpaid or free order; its seats return to stock. */
  async cancel({ viewer, params }: HttpContext) {
    const order = await authorizeOrder(viewer, params.id, 'cancel')
    const cancelled = await cancelOrder(order.id, viewer!)
    return { success: true, data: organizerOrder(cancelled, 0) }
  }

  /** POST /api/orders/:id/refund { reference, note? }: a refundRequired order marked refunded. */
  async refund({ viewer, params, request }: HttpContext) {
    const order = await authorizeOrder(viewer, params.id, 'refund')
    const input = await request.validateUsing(refundValidator)
    const refunded = await markOrderRefunded(order.id, input, viewer!)
    return { success: true, data: organizerOrder(refunded, 0) }
  }

  /** GET /api/events/:id/attendees.csv?lang=: one row per valid ticket, streamed; Dutch (the default) with ';' and decimal commas. */
  async attendeesCsv({ viewer, params, request, response }: HttpContext) {
    const event = await authorizeEventOrders(viewer, params.id, 'export')
    await recordExport(viewer!.id, event.id, 'attendees_csv', request)
    streamCsv(response, csvFileName('deelnemers', event.title, event.id), attendeesCsv(event.id, csvFormatFor(requestLanguage(request))))
  }

  /** GET /api/events/:id/orders.csv?filter=…&lang=: the event's orders (the list's filter applies), streamed, in the reader's format. */
  async ordersCsv({ viewer, params, request, response }: HttpContext) {
    const event = await authorizeEventOrders(viewer, params.id, 'export')
    const input = await orderListValidator.validate(request.qs())
    const filter = await orderFilterValidator.validate(input.filter ?? {})
    await recordExport(viewer!.id, event.id, 'orders_csv', request)
    streamCsv(
      response,
      csvFileName('bestellingen', event.title, event.id),
      ordersCsv(event.id, filter, csvFormatFor(requestLanguage(request)))
    )
  }
}

/** The downloader's activity line (SPEC §3 user_activity_logs): an export of the event's buyers. */
function recordExport(userId: number, eventId: number, kind: 'orders_csv' | 'attendees_csv', request: HttpContext['request']) {
  return recordActivity({
    userId,
    action: 'export_downloaded',
    client: clientInfo(request),
    entity: { type: 'event', id: eventId },
    metadata: { export: kind },
  })
}
