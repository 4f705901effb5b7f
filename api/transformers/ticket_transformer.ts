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

/** A ticket as its owner sees it (download page, GET /api/users/me/tickets). */
export function ownTicket(ticket: TicketDetails) {
  return {
    id: ticket.id,
    qrCode: ticket.qrCode,
    orderNumber: ticket.orderNumber,
    event: ticketEvent(ticket),
    ticketType: { name: ticket.ticketTypeName },
    price: ticket.price,
    priceLabel: ticketPriceLabel(ticket.price),
    buyerName: ticket.buyerName,
    isCheckedIn: ticket.isCheckedIn,
    purchaseDate: ticket.purchaseDate.toISO(),
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
      download.tickets.map(async (ticket) => ({ ...ownTicket(ticket), qrDataUrl: await qrDataUrl(ticket.qrCode) }))
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
    qrImage: ticketIsUpcoming(own.event, now) ? await qrSvgDataUrl(ticket.qrCode) : null,
    pdfUrl: orderPdfPath(ticket.orderNumber),
    invoiceUrl: ticket.hasInvoice ? orderInvoicePath(ticket.orderNumber) : null,
    calendarUrl: eventCalendarPath(ticket.eventId),
    resendTo: { email: maskEmail(ticket.resendTo.email), whatsapp: maskPhone(ticket.resendTo.whatsapp) },
    ticketswitchListingId: ticket.ticketswitchListingId,
  }
}
