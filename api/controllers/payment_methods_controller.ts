import type { HttpContext } from '@adonisjs/core/http'
import { paymentMethodsQueryValidator } from '#validators/payment_validator'
import { validQuery } from '#controllers/json_body'
import { listPaymentMethods } from '#services/payment_methods_service'
import { paymentMethodItem } from '#transformers/payment_transformer'

export default class PaymentMethodsController {
  /** GET /api/payments/methods?amount=&currency=SRD (SPEC §7): available and methods. */
  async index({ request, response }: HttpContext) {
    const { amount, currency } = await validQuery(paymentMethodsQueryValidator, request.qs())
    const methods = await listPaymentMethods({ amount, currency })
    response.header('Cache-Control', 'no-cache')
    return { success: true, available: true, methods: methods.map(paymentMethodItem) }
  }
}
