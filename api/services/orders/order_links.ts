/*
 * Links a buyer gets next to their tickets (the success page, the ticket mail and My tickets): the order's PDF and
 * the seller's invoice, opened with the order's status key (the key of the success page's own address, so it grants
 * nothing that address does not), and the event's calendar file.
 */
import { orderStatusKey } from '#services/orders/order_keys'

export function orderPdfPath(orderNumber: string): string {
  return `/api/payments/order-status/pdf?${new URLSearchParams({ orderNumber, key: orderStatusKey(orderNumber) })}`
}

export function orderInvoicePath(orderNumber: string): string {
  return `/api/orders/${encodeURIComponent(orderNumber)}/invoice.pdf?${new URLSearchParams({ key: orderStatusKey(orderNumber) })}`
}

export function eventCalendarPath(eventId: number): string {
  return `/api/events/${eventId}/calendar.ics`
}
