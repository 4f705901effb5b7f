import type { HttpContext } from '@adonisjs/core/http'
import { createPaymentStateValidator, paymentStateTokenValidator } from '#validators/payments/payment_state_validator'
import { clearPaymentState, createPaymentState, paymentStateView, resumePaymentState } from '#services/payments/payment_state_service'

/** SPEC §7: POST /api/payment-state/create, POST /resume, DELETE /clear. */
export default class PaymentStatesController {
  async create({ request, response }: HttpContext) {
    const input = await request.validateUsing(createPaymentStateValidator)
    const state = await createPaymentState({
      ...input,
      checkoutData: input.checkoutData ?? {},
      selections: input.selections ?? [],
      reservationIds: input.reservationIds ?? [],
    })
    return response.created({ success: true, token: state.token, expiresAt: state.expiresAt.toISO() })
  }

  async resume({ request }: HttpContext) {
    const { token } = await request.validateUsing(paymentStateTokenValidator)
    return { success: true, data: paymentStateView(await resumePaymentState(token)) }
  }

  async clear({ request }: HttpContext) {
    const { token } = await request.validateUsing(paymentStateTokenValidator, { data: { ...request.qs(), ...request.body() } })
    return { success: true, cleared: await clearPaymentState(token) }
  }
}
