import type { TicketDetails } from '#services/tickets/ticket_details'
import { ticketPriceLabel } from '#services/tickets/ticket_details'
import type { OpenedDownload } from '#services/tickets/ticket_download_service'
import { qrDataUrl } from '#services/tickets/ticket_qr'

/** A ticket as its owner sees it (download page, GET /api/users/me/tickets). */
export function ownTicket(ticket: TicketDetails) {
  return {
    id: ticket.id,
    qrCode: ticket.qrCode,
    orderNumber: ticket.orderNumber,
    event: {
      id: ticket.eventId,
      title: ticket.eventTitle,
      startDate: ticket.startDate.toISO(),
      endDate: ticket.endDate.toISO(),
      venueName: ticket.venueName,
      venueAddress: ticket.venueAddress,
    },
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
