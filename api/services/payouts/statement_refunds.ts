/*
 * The refunds part of the statement (docs/payouts.md), in one place: per event and channel, the ticket money paid
 * back to buyers in the period (and the buyer's fees returned with it), and the ticket money that must still be paid
 * back (held back from what is owed). A refund is a `refunds` row the provider (or the counter) said yes to, counted
 * when it completed; an order marked refunded by hand without such a row (order_actions_service.ts
 * markOrderRefunded) went back whole, its subtotal being the tickets and the rest the buyer's fees. Still to pay back:
 * refunds asked of the provider and not answered yet, orders with refund_required, and a cancelled event's paid orders
 * whose refund is not done.
 */
import {
  CHANNEL_SQL,
  ORGANIZER_MONEY_SQL,
  inPeriodSql,
  organizerBindings,
  periodBindings,
  type Period,
  type SqlClient,
} from '#services/payouts/statement_sql'
import type { StatementChannel } from '#domain/organizer_statement'

export interface RefundSums {
  organizerId: number
  eventId: number
  channel: StatementChannel
  /** Ticket money paid back in the period. */
  refunds: string
  /** The buyer's fees paid back with it. */
  refundedFees: string
  /** Ticket money of orders paid in the period that must still be paid back. */
  refundsDue: string
}

/**
 * A cancelled event's paid order its job refunds (api/services/events/cancellation_refunds.ts): its ticket money not yet
 * in a refund that succeeded or is pending (those count below) is still to pay back, also while its refund failed.
 */
const AWAITING_CANCELLATION_REFUND = `(e.cancelled_at IS NOT NULL AND o.status = 'paid' AND NOT o.refund_required)`

const BY_HAND = `o.status = 'refunded' AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = o.id AND r.status = 'succeeded')`

const REFUNDS_SQL = `
  SELECT organizer_id, event_id, channel,
         sum(refunds)::text AS refunds, sum(refunded_fees)::text AS refunded_fees, sum(refunds_due)::text AS refunds_due
  FROM (
    SELECT e.organizer_id, o.event_id, ${CHANNEL_SQL} AS channel,
           coalesce(sum(o.subtotal) FILTER (WHERE ${BY_HAND} AND ${inPeriodSql('o.refunded_at')}), 0) AS refunds,
           coalesce(sum(o.platform_fee + o.payment_fee + o.payment_fee_btw)
             FILTER (WHERE ${BY_HAND} AND ${inPeriodSql('o.refunded_at')}), 0) AS refunded_fees,
           coalesce(sum(CASE
             WHEN o.refund_required AND o.status <> 'refunded' THEN o.subtotal
             WHEN ${AWAITING_CANCELLATION_REFUND} THEN o.subtotal - (SELECT coalesce(sum(r.tickets_amount + r.retained_amount), 0) FROM refunds r
               WHERE r.order_id = o.id AND r.status IN ('succeeded', 'pending'))
             ELSE 0 END) FILTER (WHERE ${inPeriodSql('coalesce(o.paid_at, o.created_at)')}), 0) AS refunds_due
    FROM orders o
    JOIN events e ON e.id = o.event_id
    WHERE ${ORGANIZER_MONEY_SQL} AND (o.status = 'refunded' OR o.refund_required OR ${AWAITING_CANCELLATION_REFUND})
    GROUP BY 1, 2, 3
    UNION ALL
    SELECT e.organizer_id, o.event_id, ${CHANNEL_SQL} AS channel,
           coalesce(sum(r.tickets_amount) FILTER (WHERE r.status = 'succeeded' AND ${inPeriodSql('r.completed_at')}), 0),
           coalesce(sum(r.fee_amount) FILTER (WHERE r.status = 'succeeded' AND ${inPeriodSql('r.completed_at')}), 0),
           coalesce(sum(r.tickets_amount) FILTER (WHERE r.status = 'pending'
             AND ${inPeriodSql('coalesce(o.paid_at, o.created_at)')}), 0)
    FROM refunds r
    JOIN orders o ON o.id = r.order_id
    JOIN events e ON e.id = o.event_id
    WHERE ${ORGANIZER_MONEY_SQL} AND r.status IN ('succeeded', 'pending')
    GROUP BY 1, 2, 3
  ) parts
  GROUP BY 1, 2, 3
`

interface RefundRow {
  organizer_id: number
  event_id: number
  channel: StatementChannel
  refunds: string
  refunded_fees: string
  refunds_due: string
}

/** The refund sums of one organizer (or, with null, of every organizer) per event and channel. */
export async function statementRefunds(client: SqlClient, organizerId: number | null, period: Period): Promise<RefundSums[]> {
  const orderParts = [...periodBindings(period), ...periodBindings(period), ...periodBindings(period), ...organizerBindings(organizerId)]
  const refundParts = [...periodBindings(period), ...periodBindings(period), ...periodBindings(period), ...organizerBindings(organizerId)]
  const bindings = [...orderParts, ...refundParts]
  const result = await client.rawQuery(REFUNDS_SQL, bindings)
  return (result.rows as RefundRow[]).map((row) => ({
    organizerId: row.organizer_id,
    eventId: row.event_id,
    channel: row.channel,
    refunds: row.refunds,
    refundedFees: row.refunded_fees,
    refundsDue: row.refunds_due,
  }))
}
