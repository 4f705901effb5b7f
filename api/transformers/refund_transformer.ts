import type { RefundRow } from '#services/orders/refund_queue_service'
import { REFUND_QUEUE_DATES, type RefundQueueItem } from '#domain/refund_reasons'

/** A line of the admin's refund queue: dates as ISO instants, money as the stored strings. */
export function refundListItem(row: RefundRow): RefundQueueItem {
  const dates = REFUND_QUEUE_DATES.map((field) => [field, row[field] ? row[field].toISOString() : null])
  return { ...row, ...Object.fromEntries(dates) }
}
