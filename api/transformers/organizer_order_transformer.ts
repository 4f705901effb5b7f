import { invoiceNumberLabel } from '#domain/invoices'
import type Order from '#models/order'
import type User from '#models/user'
import type { ListedOrder, OrderDetail } from '#services/orders/event_orders_service'
import type { ResendTargets } from '#services/tickets/my_tickets_service'
import { qrSvgDataUrl } from '#services/tickets/ticket_qr'

/*
 * An order as the organizer's team sees it, with SPEC's field names. The buyer's contact details
 * are shown in full: the team needs them to reach the buyer, and only the event's own organizer gets here.
 */
/** ticketCount: every ticket the order was issued (cancelled and refunded ones too); validTicketCount: those still valid. */
export function organizerOrder(order: Order, ticketCount: number, validTicketCount = ticketCount) {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    eventId: order.eventId,
    buyerName: order.buyerName,
    buyerEmail: order.buyerEmail,
    buyerPhone: order.buyerPhone,
    contactMethod: order.contactMethod,
    channel: order.channel,
    status: order.status,
    paymentProvider: order.paymentProvider,
    paymentMethod: order.paymentMethod,
    subtotal: order.subtotal,
    discountCode: order.discountCode,
    discountAmount: order.discountAmount,
    platformFee: order.platformFee,
    paymentFee: order.paymentFee,
    paymentFeeBtw: order.paymentFeeBtw,
    total: order.total,
    currency: order.currency,
    refundRequired: order.refundRequired,
    /** The seller's invoice number ('F-000042'), once the order has one; its PDF: GET /api/orders/{orderNumber}/invoice.pdf. */
    invoiceNumber: order.invoiceNumber !== null ? invoiceNumberLabel(order.invoiceNumber) : null,
    ticketCount,
    validTicketCount,
    createdAt: order.createdAt.toISO(),
    paidAt: order.paidAt?.toISO() ?? null,
    cancelledAt: order.cancelledAt?.toISO() ?? null,
    refundedAt: order.refundedAt?.toISO() ?? null,
  }
}

export function listedOrder({ order, ticketCount, validTicketCount }: ListedOrder) {
  return organizerOrder(order, ticketCount, validTicketCount)
}

function personName(user: User | null): string | null {
  return user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : null
}

/** One order with its tickets (QR code and image, type, price, valid, checked in), who cancelled or refunded it, where a resend can go. */
export async function organizerOrderDetail(detail: OrderDetail, resendTo: ResendTargets) {
  const { order, tickets } = detail
  return {
    ...organizerOrder(order, tickets.length, tickets.filter((ticket) => ticket.isValid).length),
    event: order.event
      ? {
          id: order.event.id,
          title: order.event.title,
          startDate: order.event.startDate.toISO(),
          cancelledAt: order.event.cancelledAt?.toISO() ?? null,
        }
      : null,
    cancelledBy: personName(detail.cancelledBy),
    refundedBy: personName(detail.refundedBy),
    refundReference: order.refundReference,
    refundNote: order.refundNote,
    resendTo: { email: resendTo.email !== null, whatsapp: resendTo.whatsapp !== null },
    tickets: await Promise.all(
      tickets.map(async (ticket) => ({
        id: ticket.id,
        qrCode: ticket.qrCode,
        qrImage: ticket.isValid ? await qrSvgDataUrl(ticket.qrCode) : null,
        ticketTypeId: ticket.ticketTypeId,
        ticketTypeName: ticket.ticketType.name,
        purchasePrice: ticket.purchasePrice,
        buyerName: ticket.buyerName ?? order.buyerName,
        isValid: ticket.isValid,
        isCheckedIn: ticket.isCheckedIn,
        checkedInAt: ticket.checkedInAt?.toISO() ?? null,
        /** Set once the ticket was refunded (GET /api/orders/{id}/refunds has the refund itself). */
        refundedAt: ticket.refundedAt?.toUTC().toISO() ?? null,
      }))
    ),
  }
}
