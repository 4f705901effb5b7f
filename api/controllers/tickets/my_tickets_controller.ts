import type { HttpContext } from '@adonisjs/core/http'
import { myTickets, resendMyOrder } from '#services/tickets/my_tickets_service'
import { myTicket } from '#transformers/ticket_transformer'
import { resendOrderValidator } from '#validators/payments/checkout_payment_validator'
import { maskEmail, maskPhone } from '#domain/contact_mask'
import Order from '#models/order'
import { cancellationOffers } from '#services/orders/buyer_cancellation_service'
import { whereOrderOfBuyer } from '#services/tickets/ticket_details'
import { claimGuestOrder } from '#services/tickets/order_claim'
import { claimOrderValidator } from '#validators/orders/order_validator'

/** My tickets (/user-dashboard): the signed-in buyer's own tickets and sending an order again. */
export default class MyTicketsController {
  /** GET /api/users/me/tickets (SPEC §7 refresh paths): the signed-in buyer's tickets, newest first. */
  async index({ viewer, response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    const tickets = await myTickets(viewer!)
    const now = Date.now()
    // What the buyer may cancel: their own orders (not a ticket a friend passed on to them).
    const orderIds = [...new Set(tickets.map((ticket) => ticket.orderId))]
    const orders = orderIds.length ? await whereOrderOfBuyer(Order.query().whereIn('id', orderIds), viewer!) : []
    const offers = await cancellationOffers(orders, new Date(now))
    return {
      success: true,
      data: await Promise.all(
        tickets.map(async (ticket) => ({
          ...(await myTicket(ticket, now)),
          cancellation: ticket.transferredFromTicketId === null ? (offers.get(ticket.orderId) ?? null) : null,
        }))
      ),
    }
  }

  /** POST /api/users/me/orders/{orderNumber}/claim { key }: a guest order of this account's address joins it. */
  async claim({ viewer, params, request }: HttpContext) {
    const input = await claimOrderValidator.validate({ ...request.body(), orderNumber: params.orderNumber })
    return { success: true, data: { orderNumber: input.orderNumber, outcome: await claimGuestOrder(viewer!, input) } }
  }

  /** POST /api/users/me/orders/{orderNumber}/resend { channel: email | whatsapp }: own orders only (else 404). */
  async resend({ viewer, params, request }: HttpContext) {
    const { orderNumber, channel } = await resendOrderValidator.validate({ ...request.body(), orderNumber: params.orderNumber })
    const { sentTo } = await resendMyOrder(viewer!, orderNumber, channel)
    return { success: true, channel, sentTo: channel === 'email' ? maskEmail(sentTo) : maskPhone(sentTo) }
  }
}
