/*
 * GET /api/admin/stats: the admin dashboard's platform figures, computed in SQL so money is exact
 * to the cent (numeric, returned as strings) and equal to a direct count. The definitions: domain/admin_stats.ts.
 *
 * Sales and fees of the up-to-date past Suriname days come from platform_daily_stats; today and any day not up to
 * date are counted live from orders and tickets (aggregate_history.ts): summing every order on each refresh would
 * grow with the platform. The events, new accounts, venues, refunds and latest orders are current counts, read live.
 * Bindings are positional: knex reads ':name' inside PostgreSQL's '::type' casts as a named binding.
 * No cache: the dashboard is refreshed to see what just happened.
 */
import db from '@adonisjs/lucid/services/db'
import { DISPLAY_TIME_ZONE } from '#domain/format'
import { normalizeRole } from '#domain/access'
import type { SaleChannel } from '#domain/sale_channel'
import { SOLD, SOLD_DAY, TICKETS } from '#services/aggregates/sale_facts'
import { historySplit } from '#services/aggregates/aggregate_history'
import {
  RECENT_ORDERS,
  STATS_DAYS,
  STATS_ROLES,
  type AdminDaySales,
  type AdminStats,
  type PeriodSales,
  type RecentOrder,
} from '#domain/admin_stats'

const TODAY = '(now() AT TIME ZONE ?)::date'
const LAST_DAY = STATS_DAYS - 1

function total(expression: string, filter?: string) {
  return `coalesce(sum(${expression})${filter ? ` FILTER (WHERE ${filter})` : ''}, 0)`
}
const money = (expression: string, filter?: string) => `${total(expression, filter)}::numeric(14, 2)`
const whole = (expression: string, filter?: string) => `${total(expression, filter)}::int`
/** Local midnight of a Suriname date as an instant: a date alone would be read in the session's time zone. */
const midnight = (date: string) => `((${date})::timestamp AT TIME ZONE ?)`

/** The Suriname days a period covers, ending today (the numbers are constants, never input). */
const PERIODS = {
  today: 's.day = t.today',
  last7Days: 's.day BETWEEN t.today - 6 AND t.today',
  last30Days: `s.day BETWEEN t.today - ${LAST_DAY} AND t.today`,
}

const periodColumns = Object.entries(PERIODS).map(
  ([name, days]) =>
    `${whole('s.orders', days)} AS "${name}_orders", ${whole('s.tickets', days)} AS "${name}_tickets", ${money('s.gross', days)} AS "${name}_gross"`
)

/** The chart: every one of the last STATS_DAYS Suriname days, oldest first, days without sales as 0. */
/** Ticketswitch resales sell no new seat: the sales figures leave them out (the admin's Ticketswitch page has them). */
const RESALE = 'ticketswitch'

/**
 * The platform's sales as (day, orders, tickets, gross, platform_fees, payment_fees) rows: its up-to-date past days
 * from platform_daily_stats, the rest counted live (aggregate_history.ts). Bindings: the aggregated days, then the live
 * ranges.
 */
function salesSql(liveSql: string, aggregatedSql: (column: string) => string): string {
  return `
  SELECT p.stat_date AS day, p.orders_count AS orders, p.tickets_sold AS tickets, p.revenue AS gross, p.platform_fees,
         p.payment_fees
  FROM platform_daily_stats p WHERE ${aggregatedSql('p.stat_date')}
  UNION ALL
  SELECT ${SOLD_DAY}, 1, ${TICKETS}, o.total, o.platform_fee, o.payment_fee + o.payment_fee_btw
  FROM orders o WHERE ${SOLD} AND o.channel <> '${RESALE}' AND ${liveSql}`
}

function daysSql(sales: string): string {
  return `
  SELECT to_char(d.day, 'YYYY-MM-DD') AS day, ${whole('s.tickets')} AS tickets, ${money('s.gross')} AS gross
  FROM (SELECT ?::date - ${LAST_DAY} + n AS day FROM generate_series(0, ${LAST_DAY}) AS n) d
  LEFT JOIN (${sales}) s ON s.day = d.day
  GROUP BY d.day
  ORDER BY d.day
`
}

/**
 * A venue in the approval queue: not approved and not deleted. The venues table has no rejection marker on this
 * commit, so a rejected venue would still count; the approvals work adds one, and this is the
 * one place to exclude it.
 */
// The admin queue's 'pending' (api/services/venues/venue_management_service.ts): not approved, not rejected, not deleted.
const VENUE_AWAITING_APPROVAL = 'NOT v.is_approved AND v.rejected_at IS NULL AND v.deleted_at IS NULL'

const REFUND_OWED = 'o.refund_required AND o.refunded_at IS NULL'

/**
 * Events on the storefront (published, not ended, not cancelled: organizerEventStatus 'published'), those not yet
 * started, the approval queue, and the orders to pay back (refundRequired; marking one refunded clears the flag).
 * Each a small count (the orders ones on migration 0064's partial index).
 */
const COUNT_COLUMNS = `
  (SELECT count(*) FROM events e WHERE e.is_published AND e.cancelled_at IS NULL AND e.end_date >= now())::int AS active_events,
  (SELECT count(*) FROM events e WHERE e.is_published AND e.cancelled_at IS NULL AND e.start_date > now())::int AS upcoming_events,
  (SELECT count(*) FROM venues v WHERE ${VENUE_AWAITING_APPROVAL})::int AS venues_awaiting,
  (SELECT count(*) FROM orders o WHERE ${REFUND_OWED})::int AS refund_orders,
  (SELECT ${money('o.total')} FROM orders o WHERE ${REFUND_OWED}) AS refund_amount
`

/** Sales per period and the fees of 30 days and of all time in one pass over the sales, with the counts. */
function totalsSql(sales: string): string {
  return `
  SELECT ${periodColumns.join(',\n')},
         ${money('s.platform_fees', PERIODS.last30Days)} AS platform_30, ${money('s.platform_fees')} AS platform_total,
         ${money('s.payment_fees', PERIODS.last30Days)} AS payment_30, ${money('s.payment_fees')} AS payment_total,
         ${COUNT_COLUMNS}
  FROM (SELECT ?::date AS today) t
  LEFT JOIN (${sales}) s ON true
`
}

/** Accounts created in the last 7 and 30 Suriname days (from local midnight), per stored role and (role null) in all. */
const NEW_USERS_SQL = `
  SELECT u.role, (count(*) FILTER (WHERE u.created_at >= ${midnight(`${TODAY} - 6`)}))::int AS last7, count(*)::int AS last30
  FROM users u
  WHERE u.created_at >= ${midnight(`${TODAY} - ${LAST_DAY}`)}
  GROUP BY ROLLUP (u.role)
`

/** The latest sold orders (what event_sales_days counts), by moment of sale. */
const RECENT_SQL = `
  SELECT o.id, o.order_number, o.event_id, e.title, o.buyer_name, o.total, o.channel, o.status::text AS status,
         coalesce(o.paid_at, o.created_at) AS sold_at
  FROM orders o
  JOIN events e ON e.id = o.event_id
  WHERE o.status IN ('paid', 'free') AND NOT o.refund_required AND o.channel <> '${RESALE}'
  ORDER BY coalesce(o.paid_at, o.created_at) DESC, o.id DESC
  LIMIT ${RECENT_ORDERS}
`

type TotalsRow = Record<string, string | number>

function period(row: TotalsRow, name: keyof typeof PERIODS): PeriodSales {
  return { orders: Number(row[`${name}_orders`]), tickets: Number(row[`${name}_tickets`]), gross: String(row[`${name}_gross`]) }
}

interface RecentRow {
  id: number
  order_number: string
  event_id: number
  title: string
  buyer_name: string
  total: string
  channel: SaleChannel
  status: string
  sold_at: Date
}

export async function adminStats({ useAggregates = true } = {}): Promise<AdminStats> {
  const zone = DISPLAY_TIME_ZONE
  const split = await historySplit(useAggregates)
  const sales = salesSql(split.liveSql, split.aggregatedSql)
  const salesBindings = [...split.aggregatedBindings, ...split.liveBindings]
  const [totals, days, users, recent] = await Promise.all([
    db.rawQuery(totalsSql(sales), [split.today, ...salesBindings]),
    db.rawQuery(daysSql(sales), [split.today, ...salesBindings]),
    db.rawQuery(NEW_USERS_SQL, [zone, zone, zone, zone]),
    db.rawQuery(RECENT_SQL, []),
  ])
  const row = totals.rows[0] as TotalsRow
  const salesByDay: AdminDaySales[] = (days.rows as { day: string; tickets: number; gross: string }[]).map((day) => ({
    date: day.day,
    tickets: day.tickets,
    gross: day.gross,
  }))

  const newUsers = new Map(STATS_ROLES.map((role) => [role as string, { role, last7Days: 0, last30Days: 0 }]))
  const newUsersTotal = { last7Days: 0, last30Days: 0 }
  for (const { role, last7, last30 } of users.rows as { role: string | null; last7: number; last30: number }[]) {
    // The rollup's row (role null) is everyone; 'Manager' joins 'manager'.
    const entry = role === null ? newUsersTotal : newUsers.get(normalizeRole(role) ?? role)
    if (!entry) continue
    entry.last7Days += last7
    entry.last30Days += last30
  }

  return {
    timeZone: zone,
    today: salesByDay[salesByDay.length - 1].date,
    sales: { today: period(row, 'today'), last7Days: period(row, 'last7Days'), last30Days: period(row, 'last30Days') },
    platformFees: { last30Days: String(row.platform_30), total: String(row.platform_total) },
    paymentFees: { last30Days: String(row.payment_30), total: String(row.payment_total) },
    events: { active: Number(row.active_events), upcoming: Number(row.upcoming_events) },
    newUsers: [...newUsers.values()],
    newUsersTotal,
    venuesAwaitingApproval: Number(row.venues_awaiting),
    refunds: { orders: Number(row.refund_orders), amount: String(row.refund_amount) },
    salesByDay,
    recentOrders: (recent.rows as RecentRow[]).map((order): RecentOrder => ({
      id: order.id,
      orderNumber: order.order_number,
      eventId: order.event_id,
      eventTitle: order.title,
      buyerName: order.buyer_name,
      total: order.total,
      channel: order.channel,
      status: order.status,
      soldAt: order.sold_at.toISOString(),
    })),
  }
}
