import type { HttpContext } from '@adonisjs/core/http'
import { cancelRequestValidator } from '#validators/orders/order_validator'
import { cancelRequest } from '#services/orders/buyer_cancellation_service'
import { optionalViewer } from '#middleware/route_access_middleware'

/** A buyer cancelling their own order within the event's policy (domain/buyer_cancellation.ts). */
export default class BuyerCancellationsController {
  /** POST /api/orders/{orderNumber}/cancel-request { key?, reason? }: the order's status key, or the buyer's session. */
  async store(ctx: HttpContext) {
    const { request, response } = ctx
    const input = await cancelRequestValidator.validate({
      ...request.body(),
      orderNumber: request.param('orderNumber'),
      key: request.input('key') ?? request.qs().key,
    })
    const answer = await cancelRequest(input.orderNumber, input, await optionalViewer(ctx))
    response.header('Cache-Control', 'no-store')
    return response.created({ success: true, ...answer })
  }
}
