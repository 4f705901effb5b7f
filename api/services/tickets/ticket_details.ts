/*
 * What a ticket shows wherever it is shown (the delivery e-mail, the PDF, the download page and
 * GET /api/users/me/tickets): one plain record per ticket, read with its event, venue, type and order.
 */
import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import Ticket from '#models/ticket'
import Order from '#models/order'
import type Venue from '#models/venue'
import type { ContactMethod, OrderStatus } from '#enums/statuses'
import { addressLine, formatSrd } from '#domain/format'
import { DEFAULT_LANGUAGE, type Language } from '#domain/languages'
import { messageTranslator } from '#services/messaging/message_texts'

/** Orders whose tickets are valid: delivered once they reach one of these. */
export const ISSUED_ORDER_STATUSES: readonly OrderStatus[] = ['free', 'paid']

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
  /** null when the venue has no usable address (each view says so in its reader's language). */
  venueAddress: string | null
  ticketTypeName: string
  /** decimal string, e.g. '150.00'. */
  price: string
  buyerName: string
  /** The order's language: the PDF of a download is written in it. */
  language: Language
  /** Where the order's tickets go (SPEC §3 contactMethod with the buyer's e-mail and phone). */
  contactMethod: ContactMethod
  buyerEmail: string | null
  buyerPhone: string | null
  isValid: boolean
  isCheckedIn: boolean
  /** When the ticket was refunded (void since); null otherwise. */
  refundedAt: DateTime | null
  purchaseDate: DateTime
  /** Passed on to a friend at this time (then invalid; `transferredTo` names the new holder). */
  transferredAt: DateTime | null
  transferredTo: string | null
  /** Set on a ticket made by a transfer: it belongs to its holder, not to the order's buyer. */
  transferredFromTicketId: number | null
  /** Whether the order has the seller's invoice (every paid or free order but a Ticketswitch resale). */
  hasInvoice: boolean
}

/** 'Gratis' (in the reader's language) for 0, else SPEC §9 currency ('SRD 150,-'). */
export function ticketPriceLabel(price: string | number, lang: Language = DEFAULT_LANGUAGE): string {
  return Number(price) === 0 ? messageTranslator(lang)('tickets.free') : formatSrd(price)
}

export function venueAddress(venue: Venue | null): string | null {
  return addressLine(venue)
}

function loadedQuery(client?: QueryClientContract) {
  return Ticket.query({ client })
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
    contactMethod: ticket.order.contactMethod,
    buyerEmail: ticket.order.buyerEmail,
    buyerPhone: ticket.order.buyerPhone,
    hasInvoice: ticket.order.invoiceNumber !== null,
    isValid: ticket.isValid,
    isCheckedIn: ticket.isCheckedIn,
    refundedAt: ticket.refundedAt,
    purchaseDate: ticket.purchaseDate,
    transferredAt: ticket.transferredAt,
    transferredTo: null,
    transferredFromTicketId: ticket.transferredFromTicketId,
  }
}

/** The new holders' names of the tickets that were passed on. */
async function withTransferredTo(details: TicketDetails[], client?: QueryClientContract): Promise<TicketDetails[]> {
  const passedOn = details.filter((ticket) => ticket.transferredAt).map((ticket) => ticket.id)
  if (passedOn.length === 0) return details
  const rows = await (client ?? db)
    .from('ticket_transfers')
    .whereIn('from_ticket_id', passedOn)
    .select('from_ticket_id', 'to_first_name', 'to_last_name')
  const names = new Map(rows.map((row) => [row.from_ticket_id as number, `${row.to_first_name} ${row.to_last_name}`]))
  return details.map((ticket) => (ticket.transferredAt ? { ...ticket, transferredTo: names.get(ticket.id) ?? null } : ticket))
}

/**
 * The tickets an order's buyer holds: valid, and not made by a transfer (those went to someone else; they travel with
 * their own download link). What delivery, resends and the order's PDF send to the buyer.
 */
export function buyersValidTickets(tickets: TicketDetails[]): TicketDetails[] {
  return tickets.filter((ticket) => ticket.isValid && ticket.transferredFromTicketId === null)
}

/** The tickets with these ids, in id order (the order in which they were issued); `client`: read inside a transaction. */
export async function ticketDetailsByIds(ids: number[], client?: QueryClientContract): Promise<TicketDetails[]> {
  if (ids.length === 0) return []
  const tickets = await loadedQuery(client).whereIn('id', ids).orderBy('id', 'asc')
  return withTransferredTo(tickets.map(toDetails), client)
}

/** An order's tickets, in the order they were issued. */
export async function ticketDetailsOfOrder(orderId: number): Promise<TicketDetails[]> {
  const tickets = await loadedQuery().where('order_id', orderId).orderBy('id', 'asc')
  return withTransferredTo(tickets.map(toDetails))
}

/** The valid tickets of a paid or free order; none for an order still waiting for (or without) its payment. */
export async function validTicketsOfIssuedOrder(order: Pick<Order, 'id' | 'status'>): Promise<TicketDetails[]> {
  if (!ISSUED_ORDER_STATUSES.includes(order.status)) return []
  return buyersValidTickets(await ticketDetailsOfOrder(order.id))
}

export interface TicketOwner {
  id: number
  email: string
  isEmailVerified: boolean
}

/**
 * Which orders are a signed-in buyer's: orders.buyer_user_id, set when bought while signed in or when a guest order
 * was claimed with the ticket mail's link by the account of its address (order_claim.ts). A guest order that merely
 * carries the account's address is not: anyone can type an address. Applied to a query on orders.
 */
export function whereOrderOfBuyer<Q extends ChainableContract>(orders: Q, user: Pick<TicketOwner, 'id'>): Q {
  return orders.where('buyer_user_id', user.id)
}

/**
 * A signed-in buyer's tickets, newest first: those of their orders (as whereOrderOfBuyer says) except the ones a
 * transfer made for someone else, and the tickets passed on to them (their verified e-mail address as the new holder).
 */
export async function ticketDetailsOfBuyer(user: TicketOwner): Promise<TicketDetails[]> {
  const tickets = await loadedQuery()
    .where((mine) => {
      mine
        .whereIn('order_id', (orders) => whereOrderOfBuyer(orders.from('orders').select('id'), user))
        .whereNull('transferred_from_ticket_id')
      if (user.isEmailVerified) {
        mine.orWhere((given) => given.whereNotNull('transferred_from_ticket_id').where('buyer_email', user.email.trim().toLowerCase()))
      }
    })
    .orderBy('purchase_date', 'desc')
    .orderBy('id', 'desc')
  return withTransferredTo(tickets.map(toDetails))
}

/** One of the buyer's own orders by its number, else null (someone else's order is not told apart from none). */
export function orderOfBuyer(user: TicketOwner, orderNumber: string): Promise<Order | null> {
  return whereOrderOfBuyer(Order.query(), user).where('order_number', orderNumber).first()
}
