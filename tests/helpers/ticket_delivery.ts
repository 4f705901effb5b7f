/*
 * In japa tests no pg-boss runs: an issued order waits for the delivery sweep. deliverTicketsInline()
 * delivers each order as soon as its purchase commits (together with deliverOutboxInline() from
 * tests/helpers/outbox.ts the mail is in the SMTP sink when the purchase answers); returns a function
 * that turns this off.
 */
import ticketDelivery from '#services/tickets/ticket_delivery_service'

export function deliverTicketsInline(): () => void {
  ticketDelivery.useDispatcher((orderId) => ticketDelivery.deliverOrder(orderId))
  return () => ticketDelivery.useDispatcher(null)
}
