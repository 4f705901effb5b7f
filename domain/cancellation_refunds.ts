/*
 * A cancelled event's refunds as its organizer and the admins see them (the event's `cancellationRefunds`): counted per
 * order. total = succeeded + failed + pending: the paid orders whose money goes back automatically (provider or
 * counter); manual: paid orders left to the admins' refund queue (no provider to ask), outside total.
 */
export interface CancellationRefunds {
  total: number
  succeeded: number
  /** The latest refund failed: retryable through POST /api/orders/{id}/refunds/{refundId}/retry. */
  failed: number
  /** Not started yet or waiting for the provider's answer. */
  pending: number
  manual: number
}
