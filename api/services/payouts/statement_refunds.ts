/*
 * The refunds part of the statement (docs/payouts.md), in one place: per event and channel, the ticket money paid
 * back to buyers in the period (and the buyer's fees returned with it), and the ticket money of orders that must
 * still be paid back (held back from what is owed). Today a refund is an order marked refunded by hand
 * (order_actions_service.ts markOrderRefunded: status 'refunded', refunded_at) and a refund still to make is an order
 * with refund_required; the whole order goes back, its subtotal being the tickets and the rest the buyer's fees.
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

const REFUNDS_SQL = `
  SELECT e.organizer_id, o.event_id, ${CHANNEL_SQL} AS channel,
         coalesce(sum(o.subtotal) FILTER (WHERE o.status = 'refunded' AND ${inPeriodSql('o.refunded_at')}), 0)::text AS refunds,
         coalesce(sum(o.platform_fee + o.payment_fee + o.payment_fee_btw)
           FILTER (WHERE o.status = 'refunded' AND ${inPeriodSql('o.refunded_at')}), 0)::text AS refunded_fees,
         coalesce(sum(o.subtotal) FILTER (WHERE o.refund_required AND o.status <> 'refunded'
           AND ${inPeriodSql('coalesce(o.paid_at, o.created_at)')}), 0)::text AS refunds_due
  FROM orders o
  JOIN events e ON e.id = o.event_id
  WHERE ${ORGANIZER_MONEY_SQL} AND (o.status = 'refunded' OR o.refund_required)
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
  const bindings = [...periodBindings(period), ...periodBindings(period), ...periodBindings(period), ...organizerBindings(organizerId)]
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
