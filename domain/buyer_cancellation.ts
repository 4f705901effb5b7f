/*
 * A buyer cancelling their own order within the organizer's policy: the contract between the API
 * (api/services/orders/buyer_cancellation_service.ts), the storefront (My tickets, the order page a guest reaches from
 * the ticket mail) and the back office (the organizer's event form). Pure: no I/O.
 *
 * The rules:
 * - Per event the organizer chooses whether buyers may cancel (off by default), until how many hours before the start
 *   (default 48), and what share of the ticket prices they keep (0-100 %, default 0). Whether the buyer's fees go back
 *   is the platform's setting for buyer cancellations (default: kept).
 * - The buyer (signed in, or a guest with the order's status key from their mail) cancels the whole order: every
 *   ticket they still hold. Tickets passed on to someone else, resold or refunded already stay as they are; a checked-in
 *   ticket, a cancelled event (its refund comes by itself) or an order that is not paid or free is refused.
 * - Only what was paid online (Mollie, Uni5Pay+) goes back this way: cash or pin at a counter is paid back there.
 * - A paid order is refunded through the refund of domain/refunds.ts (initiator `buyer`), its seats back on sale; a
 *   free registration is cancelled and its seats go back on sale.
 * - Outside the policy: a clear refusal, nothing changed.
 *
 * Endpoints:
 * - POST /api/orders/{orderNumber}/cancel-request { key?, reason? } → 201 { message, data: RefundView | null,
 *   meta: { orderNumber, orderStatus } } (data is null for a free order: nothing goes back).
 * - GET /api/users/me/tickets and GET /api/payments/order-status carry `cancellation: CancellationOffer | null`.
 * - Organizer: events carry buyerCancellationAllowed, buyerCancellationHoursBefore, buyerCancellationKeepPercent.
 */

export const DEFAULT_BUYER_CANCELLATION_HOURS = 48
/** A year: the furthest ahead a deadline may be set (the database checks it too). */
export const MAX_BUYER_CANCELLATION_HOURS = 8760

export interface BuyerCancellationPolicy {
  allowed: boolean
  hoursBefore: number
  /** Share of the ticket prices the organizer keeps, as a decimal string ('0.00'-'100.00'). */
  keepPercent: string
}

/** Why a buyer may not cancel (now); the API's table gives each its status and text. */
export const CANCELLATION_REFUSALS = [
  'CANCEL_NOT_ALLOWED',
  'CANCEL_TOO_LATE',
  'CANCEL_EVENT_CANCELLED',
  'CANCEL_ORDER_NOT_CANCELLABLE',
  'CANCEL_NOTHING_LEFT',
  'CANCEL_AT_COUNTER',
  'CANCEL_TICKET_CHECKED_IN',
] as const
export type CancellationRefusal = (typeof CANCELLATION_REFUSALS)[number]

/** POST /api/orders/{orderNumber}/cancel-request */
export interface CancelRequest {
  /** The order's status key (the link in the buyer's mail); signed-in buyers need none. */
  key?: string | null
  /** Why, in the buyer's words (optional). */
  reason?: string | null
}

export const CANCEL_REASON_MAX_LENGTH = 500

/** What a buyer is offered: until when, and what would come back if they cancelled now. */
export interface CancellationOffer {
  /** The last moment to cancel (ISO instant). */
  deadline: string
  keepPercent: string
  /** What goes back for the tickets still held plus, per the platform's setting, their fees (decimal string). */
  refundAmount: string
  currency: string
  /** Whether the buyer's fees come back too (the platform's setting for buyer cancellations). */
  feesReturned: boolean
  /** Whether the order is free: cancelling releases the seats, no money moves. */
  free: boolean
}

/** The last moment a buyer may cancel: `hoursBefore` hours before the event starts. */
export function cancellationDeadline(startDate: Date, hoursBefore: number): Date {
  return new Date(startDate.getTime() - hoursBefore * 3_600_000)
}

/** Whether the policy lets a buyer cancel now; the refusal otherwise. */
export function policyRefusal(
  policy: BuyerCancellationPolicy,
  event: { startDate: Date; cancelled: boolean },
  now: Date
): CancellationRefusal | null {
  if (event.cancelled) return 'CANCEL_EVENT_CANCELLED'
  if (!policy.allowed) return 'CANCEL_NOT_ALLOWED'
  if (now.getTime() > cancellationDeadline(event.startDate, policy.hoursBefore).getTime()) return 'CANCEL_TOO_LATE'
  return null
}
