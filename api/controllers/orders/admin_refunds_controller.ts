import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { listRefunds, type RefundSort } from '#services/orders/refund_queue_service'
import { markOrderRefunded } from '#services/orders/order_actions_service'
import { refundListItem } from '#transformers/refund_transformer'
import { organizerOrder } from '#transformers/organizer_order_transformer'
import { refundFilterValidator, refundListValidator, refundValidator } from '#validators/orders/order_validator'
import { DomainError } from '#exceptions/domain_error'

/** Orders needing a refund across the platform (access table 'refunds'). */
export default class AdminRefundsController {
  /** GET /api/admin/refunds: react-admin's getList ({ data, total }); the longest waiting first. */
  async index({ request }: HttpContext) {
    const input = await refundListValidator.validate(request.qs())
    const filter = await refundFilterValidator.validate(input.filter ?? {})
    const { rows, total } = await listRefunds({
      page: input.page ?? 1,
      perPage: input.perPage ?? 25,
      sort: (input.sort ?? 'refundRequiredAt') as RefundSort,
      order: (input.order ?? 'ASC').toLowerCase() as 'asc' | 'desc',
      filter,
    })
    return { data: rows.map(refundListItem), total }
  }

  /** POST /api/admin/refunds/:id/refund { reference, note? }: the organizer's refund path, called by an admin. */
  async refund({ params, request, viewer }: HttpContext) {
    const orderId = parseEntityId(params.id)
    if (orderId === null) throw new DomainError('ORDER_NOT_FOUND')
    const input = await request.validateUsing(refundValidator)
    const refunded = await markOrderRefunded(orderId, input, viewer!)
    return { success: true, data: organizerOrder(refunded, 0) }
  }
}
