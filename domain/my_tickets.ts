/*
 * My tickets (/user-dashboard): a buyer's tickets as the page lists them, one card per
 * order. Upcoming orders come first, the soonest on top (an event still running counts as upcoming: its
 * QR code is needed at the door); past ones below, the latest first. Pure and shared by the API (which
 * draws QR images only for upcoming tickets) and the storefront page.
 */
import { isUpcoming } from './format.js'

export interface OwnedTicketLike {
  id: number
  orderNumber: string
  event: { startDate: string | null; endDate: string | null }
}

export interface TicketOrder<T extends OwnedTicketLike> {
  orderNumber: string
  event: T['event']
  /** In the order they were issued. */
  tickets: T[]
}

export interface GroupedTickets<T extends OwnedTicketLike> {
  upcoming: TicketOrder<T>[]
  past: TicketOrder<T>[]
}

const startOf = (order: TicketOrder<OwnedTicketLike>) => new Date(order.event.startDate ?? 0).getTime() || 0

/** An event is past once its end is; without an end, once its start is. */
export function ticketIsUpcoming(event: OwnedTicketLike['event'], now: number = Date.now()): boolean {
  return isUpcoming(event.endDate ?? event.startDate, now)
}

export function groupTicketsByOrder<T extends OwnedTicketLike>(tickets: readonly T[], now: number = Date.now()): GroupedTickets<T> {
  const orders = new Map<string, TicketOrder<T>>()
  for (const ticket of tickets) {
    const order = orders.get(ticket.orderNumber)
    if (order) order.tickets.push(ticket)
    else orders.set(ticket.orderNumber, { orderNumber: ticket.orderNumber, event: ticket.event, tickets: [ticket] })
  }
  const all = [...orders.values()]
  for (const order of all) order.tickets.sort((a, b) => a.id - b.id)
  const byOrderNumber = (a: TicketOrder<T>, b: TicketOrder<T>) => a.orderNumber.localeCompare(b.orderNumber)
  return {
    upcoming: all.filter((order) => ticketIsUpcoming(order.event, now)).sort((a, b) => startOf(a) - startOf(b) || byOrderNumber(a, b)),
    past: all.filter((order) => !ticketIsUpcoming(order.event, now)).sort((a, b) => startOf(b) - startOf(a) || byOrderNumber(a, b)),
  }
}
