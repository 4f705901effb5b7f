import type { HttpContext } from '@adonisjs/core/http'
import { paymentMethodsQueryValidator } from '#validators/payments/payment_validator'
import { validQuery } from '#http/json_body'
import { listPaymentMethods } from '#services/payments/payment_methods_service'
import { paymentMethodItem } from '#transformers/payment_transformer'
import { requestLanguage, varyByLanguage } from '#http/request_language'

export default class PaymentMethodsController {
  /** GET /api/payments/methods?amount=&currency=SRD[&lang=] (SPEC §7): available and methods; texts in the request's language. */
  async index({ request, response }: HttpContext) {
    const { amount, currency } = await validQuery(paymentMethodsQueryValidator, request.qs())
    const methods = await listPaymentMethods({ amount, currency })
    const lang = requestLanguage(request)
    response.header('Cache-Control', 'no-cache')
    varyByLanguage(response)
    return { success: true, available: true, methods: methods.map((method) => paymentMethodItem(method, lang)) }
  }
}
