import type { HttpContext } from '@adonisjs/core/http'
import { authorizeOrder } from '#policies/orders_policy'
import { orderRefunds, requestRefund, retryRefund } from '#services/orders/refund_service'
import { createRefundValidator } from '#validators/orders/refund_validator'
import { parseEntityId } from '#domain/entity_id'

/** Refunds of an order through the provider that took the money; who may: domain/resource_access.ts 'orders'. */
export default class OrderRefundsController {
  /** GET /api/orders/:id/refunds: newest first, with what the refund form needs (meta). */
  async index({ viewer, params, response }: HttpContext) {
    const order = await authorizeOrder(viewer, params.id, 'show')
    response.header('Cache-Control', 'no-store')
    return { success: true, ...(await orderRefunds(order)) }
  }

  /** POST /api/orders/:id/refunds { ticketIds?, reason, resell? }: 201 with the refund, also when the provider refused. */
  async store({ viewer, params, request, response }: HttpContext) {
    const order = await authorizeOrder(viewer, params.id, 'refund')
    const input = await request.validateUsing(createRefundValidator)
    response.status(201)
    return { success: true, data: await requestRefund(order.id, input, viewer!) }
  }

  /** POST /api/orders/:id/refunds/:refundId/retry: a failed refund asked again, with the same idempotency key. */
  async retry({ viewer, params }: HttpContext) {
    const order = await authorizeOrder(viewer, params.id, 'refund')
    return { success: true, data: await retryRefund(order.id, parseEntityId(params.refundId), viewer!) }
  }
}
