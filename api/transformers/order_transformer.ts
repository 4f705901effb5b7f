import type Order from '#models/order'
import type { PurchasedOrder } from '#services/orders/order_placement'
import type { TicketDetails } from '#services/tickets/ticket_details'
import { qrSvgDataUrl } from '#services/tickets/ticket_qr'
import { eventCalendarPath, orderInvoicePath, orderPdfPath } from '#services/orders/order_links'
import type { CancellationOffer } from '#domain/buyer_cancellation'
import { ticketEvent } from '#transformers/ticket_transformer'
import { needsEmail, needsPhone } from '#domain/buyer_info'
import { maskEmail, maskPhone } from '#domain/contact_mask'

/** What a buyer sees of their order (SPEC §7: tickets with orderNumber). */
export function orderWithTickets(order: PurchasedOrder) {
  return {
    orderNumber: order.orderNumber,
    orderId: order.id,
    eventId: order.eventId,
    status: order.status,
    total: order.total,
    currency: order.currency,
    discountCode: order.discountCode ?? null,
    discountAmount: order.discountAmount ?? '0.00',
    tickets: order.tickets.map((ticket) => ({
      id: ticket.id,
      ticketTypeId: ticket.ticketTypeId,
      qrCode: ticket.qrCode,
      purchasePrice: ticket.purchasePrice,
      buyerName: ticket.buyerName,
    })),
  }
}

/**
 * GET /api/payments/order-status (the success page): the order, and once its tickets are issued
 * the event, each ticket's type with its QR (SVG), where they were sent (masked: the page's address may be
 * passed on), the PDF and calendar links, and whether the order belongs to an account (then My tickets has
 * it). `issued` are the order's valid tickets (ticket_details.ts); none while the payment is open.
 */
export async function orderStatusView(
  order: Order,
  issued: TicketDetails[],
  extra: { cancellation: CancellationOffer | null; refunded: string | null } = { cancellation: null, refunded: null }
) {
  const base = orderWithTickets(order)
  const details = new Map(issued.map((ticket) => [ticket.id, ticket]))
  const first = issued[0]
  return {
    ...base,
    refundRequired: order.refundRequired,
    tickets: await Promise.all(
      base.tickets.map(async (ticket) => {
        const detail = details.get(ticket.id)
        return { ...ticket, ticketTypeName: detail?.ticketTypeName ?? null, qrImage: detail ? await qrSvgDataUrl(ticket.qrCode) : null }
      })
    ),
    event: first ? ticketEvent(first) : null,
    sentTo: first
      ? {
          contactMethod: order.contactMethod,
          email: needsEmail(order.contactMethod) ? maskEmail(order.buyerEmail) : null,
          phone: needsPhone(order.contactMethod) ? maskPhone(order.buyerPhone) : null,
        }
      : null,
    pdfUrl: first ? orderPdfPath(order.orderNumber) : null,
    /** The seller's invoice (with its credit notes), once the order has one. */
    invoiceUrl: order.invoiceNumber !== null ? orderInvoicePath(order.orderNumber) : null,
    calendarUrl: eventCalendarPath(order.eventId),
    hasAccount: order.buyerUserId !== null,
    /** What the buyer may still cancel, and what would come back (domain/buyer_cancellation.ts); null when not offered. */
    cancellation: extra.cancellation,
    /** What its refunds paid back so far (decimal string); null when nothing was. */
    refundedAmount: extra.refunded,
    /** Cancelled after its tickets were issued (a free registration called off), not a payment that never completed. */
    cancelledAfterIssue: order.status === 'cancelled' && order.tickets.length > 0,
  }
}
