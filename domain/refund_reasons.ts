/*
 * Why an order needs its money sent back by hand (orders.refund_reason, migration 0068; the admin's refund list).
 * Pure and shared: the API stores and filters by these values, the back office words them in the reader's language.
 */
export const REFUND_REASONS = [
  /** The organizer cancelled the event (api/services/events/event_cancellation.ts). */
  'event_cancelled',
  /** The payment arrived after the organizer cancelled the unpaid order. */
  'order_cancelled',
  /** The payment arrived after the order was given up and its seats were sold to others. */
  'late_payment',
  /** The provider reports another amount or currency than the order's. */
  'amount_mismatch',
  /** A Ticketswitch resale was paid after its listing was withdrawn or sold to another buyer. */
  'resale_unavailable',
] as const

export type RefundReason = (typeof REFUND_REASONS)[number]

/** A line of the admin's refund queue as GET /api/admin/refunds answers (dates as ISO instants, money as strings). */
export interface RefundQueueItem {
  id: number
  orderNumber: string
  status: string
  eventId: number
  eventTitle: string
  eventCancelledAt: string | null
  organizerId: number
  organizerName: string
  buyerName: string
  buyerEmail: string | null
  buyerPhone: string | null
  total: string
  currency: string
  /** What the provider charged, when in another currency (Mollie has no SRD). */
  providerAmount: string | null
  providerCurrency: string | null
  paymentProvider: string
  paymentMethod: string | null
  providerPaymentId: string | null
  paidAt: string | null
  createdAt: string | null
  refundReason: RefundReason | null
  refundRequiredAt: string | null
  refundedAt: string | null
  refundedByName: string | null
  refundReference: string | null
  refundNote: string | null
}

/** The instants of a queue line (Date in the database row, an ISO string in the answer). */
export const REFUND_QUEUE_DATES = ['eventCancelledAt', 'paidAt', 'createdAt', 'refundRequiredAt', 'refundedAt'] as const
