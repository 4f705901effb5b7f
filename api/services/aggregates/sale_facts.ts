/*
 * What counts as a sale, in SQL over orders `o`: one definition for the aggregation runs (aggregation_service.ts), the
 * dashboards' live part (aggregate_history.ts and the stats services) and the totals. The rules in words are at the
 * top of aggregation_service.ts.
 */
import { DISPLAY_TIME_ZONE } from '#domain/format'

/** Sold: paid or free, and no refund owed. */
export const SOLD = "o.status::text IN ('paid', 'free') AND NOT o.refund_required"
/** The moment of sale. */
export const SOLD_AT = 'coalesce(o.paid_at, o.created_at)'
/** The order's tickets, without those made by a transfer to a friend. */
export const TICKETS = `(SELECT count(*) FROM tickets t WHERE t.order_id = o.id AND t.transferred_from_ticket_id IS NULL)::int`

/** The Suriname day an order counts for, as a date (the day boundaries of surinameMidnight; daysWithOrders reads it too). */
export const SOLD_DAY = `(${SOLD_AT} AT TIME ZONE '${DISPLAY_TIME_ZONE}')::date`

/** An agent sale's payment method as the agent dashboard groups it (migration 0111): without one, 'onbekend'. */
export const agentPaymentMethod = (column: string) => `coalesce(${column}, 'onbekend')`
