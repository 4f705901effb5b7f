/*
 * Why an order needs its money sent back by hand (orders.refund_reason, migration 0068; issue 13 §2's refund list).
 * Pure and shared: the API stores and filters by these values, the back office words them in the reader's language.
 */
export const REFUND_REASONS = [
  /** The organizer cancelled the event (api/services/organizer_events/event_cancellation.ts). */
  'event_cancelled',
  /** The payment arrived after the organizer cancelled the unpaid order. */
  'order_cancelled',
  /** The payment arrived after the order was given up and its seats were sold to others. */
  'late_payment',
  /** The provider reports another amount or currency than the order's. */
  'amount_mismatch',
] as const

export type RefundReason = (typeof REFUND_REASONS)[number]
