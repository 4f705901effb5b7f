import type { TicketDetails } from '#services/tickets/ticket_details'
import { ticketPriceLabel } from '#services/tickets/ticket_details'
import type { OpenedDownload } from '#services/tickets/ticket_download_service'
import { qrDataUrl, qrSvgDataUrl } from '#services/tickets/ticket_qr'
import type { MyTicket } from '#services/tickets/my_tickets_service'
import { eventCalendarPath, orderInvoicePath, orderPdfPath } from '#services/orders/order_links'
import { ticketIsUpcoming } from '#domain/my_tickets'
import { maskEmail, maskPhone } from '#domain/contact_mask'

/** The event as a ticket shows it. */
export function ticketEvent(ticket: TicketDetails) {
  return {
    id: ticket.eventId,
    title: ticket.eventTitle,
    startDate: ticket.startDate.toISO(),
    endDate: ticket.endDate.toISO(),
    venueName: ticket.venueName,
    venueAddress: ticket.venueAddress,
  }
}

/** A ticket as its owner sees it (download page, GET /api/users/me/tickets); one passed on shows no code. */
export function ownTicket(ticket: TicketDetails) {
  const passedOn = ticket.transferredAt !== null
  return {
    id: ticket.id,
    qrCode: passedOn ? null : ticket.qrCode,
    orderNumber: ticket.orderNumber,
    event: ticketEvent(ticket),
    ticketType: { name: ticket.ticketTypeName },
    price: ticket.price,
    priceLabel: ticketPriceLabel(ticket.price),
    buyerName: ticket.buyerName,
    isCheckedIn: ticket.isCheckedIn,
    purchaseDate: ticket.purchaseDate.toISO(),
    /** Passed on to a friend (domain/ticket_transfer.ts): when, and to whom. */
    transferredAt: ticket.transferredAt?.toISO() ?? null,
    transferredTo: ticket.transferredTo,
  }
}

/** The download page: every ticket with its QR as a PNG data URL, and where the PDF is. */
export async function downloadedTickets(download: OpenedDownload, token: string) {
  return {
    orderNumber: download.tickets[0].orderNumber,
    expiresAt: download.expiresAt.toISO(),
    accessCount: download.accessCount,
    pdfUrl: `/api/tickets/download/${token.toLowerCase()}/pdf`,
    tickets: await Promise.all(
      download.tickets.map(async (ticket) => ({
        ...ownTicket(ticket),
        qrDataUrl: ticket.transferredAt ? null : await qrDataUrl(ticket.qrCode),
      }))
    ),
  }
}

/**
 * GET /api/users/me/tickets (My tickets): the ticket, its QR as SVG while the event is upcoming (past tickets
 * are listed without one), the order's PDF, the seller's invoice (null for an order without one) and the event's
 * calendar file, and where a resend would go (masked).
 */
export async function myTicket(ticket: MyTicket, now: number = Date.now()) {
  const own = ownTicket(ticket)
  return {
    ...own,
    qrCode: ticket.resale ? null : own.qrCode,
    // A refunded or passed-on ticket is void: no entry code to show.
    qrImage:
      ticketIsUpcoming(own.event, now) && !ticket.refundedAt && !ticket.transferredAt && !ticket.resale
        ? await qrSvgDataUrl(ticket.qrCode)
        : null,
    pdfUrl: orderPdfPath(ticket.orderNumber),
    invoiceUrl: ticket.hasInvoice ? orderInvoicePath(ticket.orderNumber) : null,
    calendarUrl: eventCalendarPath(ticket.eventId),
    resendTo: { email: maskEmail(ticket.resendTo.email), whatsapp: maskPhone(ticket.resendTo.whatsapp) },
    ticketswitchListingId: ticket.ticketswitchListingId,
    /** Set when the ticket was refunded (ISO instant): My tickets shows it as refunded. */
    refundedAt: ticket.refundedAt?.toUTC().toISO() ?? null,
    /** Passed on to this person by someone else: it travels with its own link, not with the order's resend or PDF. */
    receivedByTransfer: ticket.transferredFromTicketId !== null,
    /** Sold on Ticketswitch: when, the payout and when it is paid; My tickets shows it as sold. */
    resale: ticket.resale,
  }
}
