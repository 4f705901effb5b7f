/*
 * Links a buyer gets next to their tickets (the success page, the ticket mail and My tickets): the order's PDF and
 * the seller's invoice, opened with the order's status key (the key of the success page's own address, so it grants
 * nothing that address does not), and the event's calendar file.
 */
import { orderStatusKey } from '#services/orders/order_keys'
import { successPagePath } from '#domain/payment_return'

export function orderPdfPath(orderNumber: string): string {
  return `/api/payments/order-status/pdf?${new URLSearchParams({ orderNumber, key: orderStatusKey(orderNumber) })}`
}

export function orderInvoicePath(orderNumber: string): string {
  return `/api/orders/${encodeURIComponent(orderNumber)}/invoice.pdf?${new URLSearchParams({ key: orderStatusKey(orderNumber) })}`
}

/** The order's own page (the success page with its status key): its tickets, invoice and, within policy, 'Annuleren'. */
export function orderPagePath(order: { orderNumber: string; eventId: number; status: string }): string {
  return successPagePath({
    orderNumber: order.orderNumber,
    eventId: order.eventId,
    key: orderStatusKey(order.orderNumber),
    free: order.status === 'free',
  })
}

export function eventCalendarPath(eventId: number): string {
  return `/api/events/${eventId}/calendar.ics`
}
