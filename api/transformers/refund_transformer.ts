import type { RefundRow } from '#services/orders/refund_queue_service'

const iso = (value: Date | null) => (value ? value.toISOString() : null)

/** A line of the admin's refund queue (issue 13 §2): dates as ISO instants, money as the stored strings. */
export function refundListItem(row: RefundRow) {
  return {
    ...row,
    eventCancelledAt: iso(row.eventCancelledAt),
    paidAt: iso(row.paidAt),
    createdAt: iso(row.createdAt),
    refundRequiredAt: iso(row.refundRequiredAt),
    refundedAt: iso(row.refundedAt),
  }
}
