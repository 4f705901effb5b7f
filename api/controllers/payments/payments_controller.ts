import type { HttpContext } from '@adonisjs/core/http'
import {
  createPaymentValidator,
  orderStatusValidator,
  sandboxDecisionValidator,
  sandboxPaymentValidator,
  webhookValidator,
} from '#validators/payments/checkout_payment_validator'
import { createPayment, orderStatus } from '#services/payments/payment_service'
import { webhookTrusted } from '#services/payments/provider_checkout'
import { applyProviderStatus } from '#services/payments/payment_settlement'
import { createResalePayment } from '#services/ticketswitch/resale_checkout'
import { decideSandboxPayment, sandboxPayment, sandboxRefundsOf } from '#services/payments/uni5pay_sandbox_provider'
import { optionalViewer } from '#middleware/route_access_middleware'
import { orderStatusView } from '#transformers/order_transformer'
import { cancellationOffers, refundedAmountOf } from '#services/orders/buyer_cancellation_service'
import { validTicketsOfIssuedOrder } from '#services/tickets/ticket_details'
import { privateAnswer, sendTicketsPdf } from '#http/tickets_pdf_response'
import { DomainError } from '#exceptions/domain_error'
import type { ProviderName } from '#services/payments/payment_provider'
import { clientNetworkKey } from '#domain/client_network'
import { assertCheckoutAdmitted } from '#services/waiting_room/admission'
import { observedPurchase } from '#services/waiting_room/sale_metrics'

/** SPEC §7 "Purchase and payment": creating a payment, the providers' webhooks, the order's status. */
export default class PaymentsController {
  async create(ctx: HttpContext) {
    const { reservationId, sessionId, paymentProvider, paymentMethod, tickets, ...rest } =
      await ctx.request.validateUsing(createPaymentValidator)
    const viewer = await optionalViewer(ctx)
    const request = {
      ...rest,
      tickets: tickets ?? [],
      sessionId: (sessionId ?? reservationId)!,
      paymentProvider,
      paymentMethod: paymentMethod ?? null,
      clientKey: clientNetworkKey(ctx.request.ip()),
    }
    // A Ticketswitch listing is the resale's own checkout; a cart of new tickets the web's.
    const { listingId } = request
    // While the event's waiting room is on, only a session bound to an admission checks out new tickets.
    if (!listingId) {
      await assertCheckoutAdmitted(request.eventId, {
        sessionId: request.sessionId,
        email: request.buyerInfo.email,
        phone: request.buyerInfo.phone,
        contactMethod: request.buyerInfo.contactMethod,
      })
    }
    const { order, checkoutUrl } = listingId
      ? await createResalePayment({ ...request, listingId }, viewer)
      : await observedPurchase(request.eventId, 'paid', 0, () => createPayment(request, viewer))
    return ctx.response.created({
      success: true,
      checkoutUrl,
      orderNumber: order.orderNumber,
      total: order.total,
      expiresAt: order.paymentExpiresAt?.toISO(),
    })
  }

  /** POST /api/payments/webhook/{mollie|uni5pay}: only an id; the status is fetched from the provider. */
  async webhook({ params, request, response }: HttpContext) {
    const provider = params.provider as ProviderName
    if (!webhookTrusted(provider, request.raw() ?? '', request.header('x-uni5pay-signature'))) {
      throw new DomainError('WEBHOOK_SIGNATURE_INVALID')
    }
    const { id } = await webhookValidator.validate({ id: request.input('id') })
    const { outcome } = await applyProviderStatus(provider, id)
    // Not a 2xx only when the provider could not be asked, so that it delivers the webhook again.
    if (outcome === 'unreachable') return response.serviceUnavailable({ success: false, received: false })
    // Mollie only needs a 200; an unknown id is answered the same, so the webhook tells an attacker nothing.
    return response.ok({ success: true, received: outcome !== 'unknown' })
  }

  /** GET /api/payments/order-status?orderNumber=&key= for the success page. */
  async status({ request, response }: HttpContext) {
    const { orderNumber, key } = await orderStatusValidator.validate(request.qs())
    const order = await orderStatus(orderNumber, key)
    response.header('Cache-Control', 'no-store')
    const [issued, offers, refunded] = await Promise.all([
      validTicketsOfIssuedOrder(order),
      cancellationOffers([order]),
      refundedAmountOf(order.id),
    ])
    return { success: true, data: await orderStatusView(order, issued, { cancellation: offers.get(order.id) ?? null, refunded }) }
  }

  /** GET /api/payments/order-status/pdf?orderNumber=&key=: the issued order's tickets as a PDF (the success page's and My tickets' download). */
  async pdf({ request, response }: HttpContext) {
    privateAnswer(response)
    const { orderNumber, key } = await orderStatusValidator.validate(request.qs())
    const tickets = await validTicketsOfIssuedOrder(await orderStatus(orderNumber, key))
    if (tickets.length === 0) throw new DomainError('ORDER_WITHOUT_TICKETS')
    return sendTicketsPdf(response, tickets)
  }

  /** GET /api/payments/uni5pay/sandbox/{paymentId}?key=: what the sandbox checkout page shows (sandbox mode only). */
  async sandbox({ params, request }: HttpContext) {
    const { paymentId, key } = await sandboxPaymentValidator.validate({ paymentId: params.paymentId, key: request.input('key') })
    const payment = await sandboxPayment(paymentId, key)
    return {
      success: true,
      data: {
        id: payment.id,
        amount: payment.amount,
        currency: payment.currency,
        description: payment.description,
        status: payment.status,
        expiresAt: payment.expiresAt.toISO(),
        refunds: await sandboxRefundsOf(payment.id),
      },
    }
  }

  /** POST /api/payments/uni5pay/sandbox/{paymentId}/{approve|cancel} (form field key): a plain form post; back to the shop. */
  async sandboxDecision({ params, request, response }: HttpContext) {
    const { paymentId, key, decision } = await sandboxDecisionValidator.validate({ ...params, key: request.input('key') })
    return response
      .redirect()
      .status(303)
      .toPath(await decideSandboxPayment(paymentId, key, decision === 'approve'))
  }
}
