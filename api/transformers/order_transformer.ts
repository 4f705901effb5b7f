import type Order from '#models/order'

/** What a buyer sees of their order (SPEC §7: tickets with orderNumber). */
export function orderWithTickets(order: Order) {
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
