import type Order from '#models/order'
import type Ticket from '#models/ticket'

/** An order with its tickets as the buyer sees it: an Order with its tickets loaded, or what a free purchase returns. */
export type PurchasedOrder = Pick<Order, 'id' | 'orderNumber' | 'eventId' | 'status' | 'total' | 'currency'> & {
  tickets: Pick<Ticket, 'id' | 'ticketTypeId' | 'qrCode' | 'purchasePrice' | 'buyerName'>[]
}

/** What a buyer sees of their order (SPEC §7: tickets with orderNumber). */
export function orderWithTickets(order: PurchasedOrder) {
  return {
    orderNumber: order.orderNumber,
    orderId: order.id,
    eventId: order.eventId,
    status: order.status,
    total: order.total,
    currency: order.currency,
    tickets: order.tickets.map((ticket) => ({
      id: ticket.id,
      ticketTypeId: ticket.ticketTypeId,
      qrCode: ticket.qrCode,
      purchasePrice: ticket.purchasePrice,
      buyerName: ticket.buyerName,
    })),
  }
}
