/*
 * What a ticket shows wherever it is shown (the delivery e-mail, the PDF, the download page and
 * GET /api/users/me/tickets): one plain record per ticket, read with its event, venue, type and order.
 */
import type { DateTime } from 'luxon'
import Ticket from '#models/ticket'
import type Venue from '#models/venue'
import { formatAddress, formatSrd } from '#domain/format'
import { DEFAULT_LANGUAGE, type Language } from '#domain/languages'
import { messageTranslator } from '#services/messaging/message_texts'

export interface TicketDetails {
  id: number
  qrCode: string
  orderId: number
  orderNumber: string
  eventId: number
  eventTitle: string
  startDate: DateTime
  endDate: DateTime
  venueName: string | null
  /** SPEC §9 address display ('Locatie niet beschikbaar' without a venue). */
  venueAddress: string
  ticketTypeName: string
  /** decimal string, e.g. '150.00'. */
  price: string
  buyerName: string
  /** The order's language (issue 11 §5): the PDF of a download is written in it. */
  language: Language
  isValid: boolean
  isCheckedIn: boolean
  purchaseDate: DateTime
}

/** 'Gratis' (in the reader's language) for 0, else SPEC §9 currency ('SRD 150,-'). */
export function ticketPriceLabel(price: string | number, lang: Language = DEFAULT_LANGUAGE): string {
  return Number(price) === 0 ? messageTranslator(lang)('tickets.free') : formatSrd(price)
}

export function venueAddress(venue: Venue | null): string {
  return venue ? formatAddress(venue) : formatAddress(null)
}

function loadedQuery() {
  return Ticket.query()
    .preload('event', (event) => event.preload('venue'))
    .preload('ticketType')
    .preload('order')
}

function toDetails(ticket: Ticket): TicketDetails {
  const venue = ticket.event.venue ?? null
  return {
    id: ticket.id,
    qrCode: ticket.qrCode,
    orderId: ticket.orderId,
    orderNumber: ticket.order.orderNumber,
    eventId: ticket.eventId,
    eventTitle: ticket.event.title,
    startDate: ticket.event.startDate,
    endDate: ticket.event.endDate,
    venueName: venue?.name ?? null,
    venueAddress: venueAddress(venue),
    ticketTypeName: ticket.ticketType.name,
    price: ticket.purchasePrice,
    buyerName: ticket.buyerName ?? ticket.order.buyerName,
    language: ticket.order.language,
    isValid: ticket.isValid,
    isCheckedIn: ticket.isCheckedIn,
    purchaseDate: ticket.purchaseDate,
  }
}

/** The tickets with these ids, in id order (the order in which they were issued). */
export async function ticketDetailsByIds(ids: number[]): Promise<TicketDetails[]> {
  if (ids.length === 0) return []
  const tickets = await loadedQuery().whereIn('id', ids).orderBy('id', 'asc')
  return tickets.map(toDetails)
}

/** An order's tickets, in the order they were issued. */
export async function ticketDetailsOfOrder(orderId: number): Promise<TicketDetails[]> {
  const tickets = await loadedQuery().where('order_id', orderId).orderBy('id', 'asc')
  return tickets.map(toDetails)
}

/**
 * A signed-in buyer's tickets, newest first: bought while signed in (orders.buyer_user_id), or bought
 * as a guest with the account's e-mail address once that address is verified.
 */
export async function ticketDetailsOfBuyer(user: { id: number; email: string; isEmailVerified: boolean }): Promise<TicketDetails[]> {
  const tickets = await loadedQuery()
    .whereIn('order_id', (orders) => {
      orders.from('orders').select('id').where('buyer_user_id', user.id)
      // Purchases store the address lowercased (purchase_service), so the index on buyer_email serves this.
      if (user.isEmailVerified) orders.orWhere('buyer_email', user.email.trim().toLowerCase())
    })
    .orderBy('purchase_date', 'desc')
    .orderBy('id', 'desc')
  return tickets.map(toDetails)
}
