/*
 * GET /api/organizers/{id}/stats: the organizer dashboard's figures, computed in SQL so they are exact to the cent
 * and equal to a direct count. What counts as sold and how gross and net revenue are defined:
 * domain/organizer_stats.ts. The past Suriname days that are up to date come from the daily aggregates
 * (organizer_daily_stats for the totals, channels and days, event_daily_stats per event); today and any day not up
 * to date are counted live from orders and tickets (aggregate_history.ts), so three years of sales sum about a
 * thousand rows instead of every order. Check-ins (event_check_in_counts, migration 0080) and capacity are current
 * counts, read live.
 *
 * Bindings are positional: knex reads ':name' inside PostgreSQL's '::type' casts as a named binding.
 * Four statements after the split, side by side: the sales grouped by GROUPING SETS (all, per channel, per Suriname
 * day of the last 30), the sales per event, the check-ins, the events with their capacity. No cache: the dashboard
 * refreshes after a sale (SPEC §7 refresh path).
 */
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { DISPLAY_TIME_ZONE } from '#domain/format'
import { SALE_CHANNELS, type SaleChannel } from '#domain/sale_channel'
import { calendarDate, calendarDay } from '#domain/event_date_filter'
import { SOLD, SOLD_DAY, TICKETS } from '#services/aggregates/sale_facts'
import { historySplit } from '#services/aggregates/aggregate_history'
import {
  STATS_DAYS,
  organizerEventStatus,
  type ChannelSales,
  type DaySales,
  type EventSales,
  type OrganizerStats,
} from '#domain/organizer_stats'

interface SalesRow {
  channel: SaleChannel | null
  day: string | null
  by_channel: boolean
  by_day: boolean
  orders: number
  tickets: number
  gross: string
  platform: string
  payment: string
  net: string
  channel_orders: number
  channel_tickets: number
  channel_net: string
}

interface EventSalesRow {
  event_id: number
  tickets: number
  net: string
}

const money = (expression: string) => `coalesce(${expression}, 0)::numeric(14, 2)`
const within = (kinds: string) => `FILTER (WHERE f.kind IN (${kinds}))`
const TOTALS = within("'day', 'live'")
const CHANNELS = within("'channel', 'live'")

/** The organizer's orders counted live (aggregate_history.ts). Bindings: the organizer, the live ranges. */
function liveSales(liveSql: string): string {
  return `live AS (
    SELECT o.event_id, o.channel, ${SOLD_DAY} AS day, o.total, o.subtotal, o.platform_fee, o.payment_fee + o.payment_fee_btw AS payment,
           ${TICKETS} AS tickets
    FROM orders o JOIN events e ON e.id = o.event_id
    WHERE e.organizer_id = ? AND ${SOLD} AND o.channel <> 'ticketswitch' AND ${liveSql}
  )`
}

/**
 * The sales in all, per channel and per Suriname day of the last STATS_DAYS, grouped once per grouping from facts of
 * three kinds: the organizer's aggregated days ('day': its totals; 'channel': its channel split) and the orders counted
 * live ('live'). Each grouping sums the kinds that hold it without counting anything twice. Bindings: the organizer,
 * the live ranges, then (organizer, the aggregated days' runs) ×2, then the first day shown.
 */
function salesSql(liveSql: string, aggregatedSql: (column: string) => string): string {
  return `
  WITH ${liveSales(liveSql)},
  facts AS (
    SELECT 'day' AS kind, NULL::text AS channel, s.stat_date AS day, s.orders_count AS orders,
           s.tickets_sold AS tickets, s.gross_revenue AS gross, s.platform_fees AS platform, s.payment_fees AS payment, s.revenue AS net
    FROM organizer_daily_stats s WHERE s.organizer_id = ? AND ${aggregatedSql('s.stat_date')}
    UNION ALL
    SELECT 'channel', c.channel, s.stat_date, c.orders, c.tickets, 0, 0, 0, c.net
    FROM organizer_daily_stats s
    CROSS JOIN LATERAL (VALUES ('online', s.direct_orders, s.direct_tickets_sold, s.direct_revenue),
                               ('loket', s.loket_orders, s.loket_tickets_sold, s.loket_revenue),
                               ('agent', s.agent_orders, s.agent_tickets_sold, s.agent_revenue)) AS c(channel, orders, tickets, net)
    WHERE s.organizer_id = ? AND ${aggregatedSql('s.stat_date')}
    UNION ALL
    SELECT 'live', channel, day, 1, tickets, total, platform_fee, payment, subtotal FROM live
  )
  SELECT f.channel, to_char(f.day, 'YYYY-MM-DD') AS day, GROUPING(f.channel) = 0 AS by_channel, GROUPING(f.day) = 0 AS by_day,
         coalesce(sum(f.orders) ${TOTALS}, 0)::int AS orders, coalesce(sum(f.tickets) ${TOTALS}, 0)::int AS tickets,
         ${money(`sum(f.gross) ${TOTALS}`)} AS gross, ${money(`sum(f.platform) ${TOTALS}`)} AS platform,
         ${money(`sum(f.payment) ${TOTALS}`)} AS payment, ${money(`sum(f.net) ${TOTALS}`)} AS net,
         coalesce(sum(f.orders) ${CHANNELS}, 0)::int AS channel_orders, coalesce(sum(f.tickets) ${CHANNELS}, 0)::int AS channel_tickets,
         ${money(`sum(f.net) ${CHANNELS}`)} AS channel_net
  FROM facts f
  GROUP BY GROUPING SETS ((), (f.channel), (f.day))
  HAVING GROUPING(f.day) = 1 OR f.day >= ?::date
`
}

/**
 * Per event: the aggregated days of its event_daily_stats and its orders counted live. Apart from the totals, and run
 * beside them: three years of a thousand events are some 60,000 daily rows, which a plain grouping sums in a
 * fraction of the time the totals' grouping sets took over them. Bindings: the organizer, the live ranges, the
 * organizer, the aggregated days' runs.
 */
function eventSalesSql(liveSql: string, aggregatedSql: (column: string) => string): string {
  return `
  WITH ${liveSales(liveSql)}
  SELECT f.event_id, sum(f.tickets)::int AS tickets, ${money('sum(f.net)')} AS net
  FROM (SELECT s.event_id, s.tickets_sold AS tickets, s.revenue AS net
        FROM event_daily_stats s JOIN events e ON e.id = s.event_id AND e.organizer_id = ? WHERE ${aggregatedSql('s.stat_date')}
        UNION ALL
        SELECT event_id, tickets, subtotal FROM live) f
  GROUP BY f.event_id
`
}

/**
 * Checked-in tickets of sold orders (the rule of event_sales_days: paid or free, not refundRequired), per event (the
 * order's; a ticket's event is its order's) and in all. Triggers keep them in the check-in's own transaction, spread
 * over 16 rows per event (migration 0080): one running total would be a row every gate of an event updates and queues
 * on; counting the tickets when read grew with the check-ins (p99 415 ms with 83,000 of them).
 */
const CHECKED_IN_SQL = `
  SELECT c.event_id, coalesce(sum(c.checked_in), 0)::int AS checked_in
  FROM event_check_in_counts c
  JOIN events e ON e.id = c.event_id
  WHERE e.organizer_id = ?
  GROUP BY ROLLUP (c.event_id)
`

function statusOf(row: EventRow, now: Date) {
  return organizerEventStatus({ isPublished: row.is_published, endDate: row.end_date, cancelledAt: row.cancelled_at }, now)
}

interface EventRow {
  id: number
  title: string
  start_date: Date | null
  end_date: Date | null
  is_published: boolean
  cancelled_at: Date | null
  capacity: number
}

const EVENTS_SQL = `
  SELECT e.id, e.title, e.start_date, e.end_date, e.is_published, e.cancelled_at,
         coalesce((SELECT sum(tt.max_quantity) FROM ticket_types tt WHERE tt.event_id = e.id), 0)::int AS capacity
  FROM events e
  WHERE e.organizer_id = ?
  ORDER BY e.start_date NULLS LAST, e.id
`

/** The figures of one organizer; 404 when the id is no organizer (the caller has already been authorized). */
export async function organizerStats(organizerId: number, { useAggregates = true } = {}): Promise<OrganizerStats> {
  const organizer = await User.query().where('id', organizerId).where('role', 'organizer').select('id').first()
  if (!organizer) throw new DomainError('ORGANIZER_NOT_FOUND')

  const zone = DISPLAY_TIME_ZONE
  const split = await historySplit(useAggregates)
  const todayNumber = calendarDay(split.today)!
  const days = Array.from({ length: STATS_DAYS }, (_, n) => calendarDate(todayNumber - STATS_DAYS + 1 + n))
  const live = [organizerId, ...split.liveBindings]
  const aggregated = [organizerId, ...split.aggregatedBindings]
  const [sales, eventSales, checkIns, events] = await Promise.all([
    db.rawQuery(salesSql(split.liveSql, split.aggregatedSql), [...live, ...aggregated, ...aggregated, days[0]]),
    db.rawQuery(eventSalesSql(split.liveSql, split.aggregatedSql), [...live, ...aggregated]),
    db.rawQuery(CHECKED_IN_SQL, [organizerId]),
    db.rawQuery(EVENTS_SQL, [organizerId]),
  ])
  const rows = sales.rows as SalesRow[]
  const total = rows.find((row) => !row.by_channel && !row.by_day)
  const perDay = new Map(rows.filter((row) => row.by_day).map((row) => [row.day!, row]))
  const perEvent = new Map((eventSales.rows as EventSalesRow[]).map((row) => [row.event_id, row]))
  const checkedIn = new Map(
    (checkIns.rows as { event_id: number | null; checked_in: number }[]).map((row) => [row.event_id, row.checked_in])
  )
  const perChannel = new Map(rows.filter((row) => row.by_channel).map((row) => [row.channel!, row]))

  const salesByDay: DaySales[] = days.map((day) => ({
    date: day,
    tickets: perDay.get(day)?.tickets ?? 0,
    revenue: perDay.get(day)?.net ?? '0.00',
  }))
  const today = salesByDay[salesByDay.length - 1].date
  const now = new Date()
  const eventRows = events.rows as EventRow[]

  return {
    organizerId,
    timeZone: zone,
    today,
    kpis: {
      ticketsSoldToday: salesByDay[salesByDay.length - 1].tickets,
      ticketsSoldLast7Days: salesByDay.slice(-7).reduce((sum, day) => sum + day.tickets, 0),
      ticketsSoldTotal: total?.tickets ?? 0,
      ordersTotal: total?.orders ?? 0,
      grossRevenue: total?.gross ?? '0.00',
      platformFees: total?.platform ?? '0.00',
      paymentFees: total?.payment ?? '0.00',
      netRevenue: total?.net ?? '0.00',
      checkedIn: checkedIn.get(null) ?? 0,
      upcomingEvents: eventRows.filter((row) => statusOf(row, now) === 'published').length,
    },
    salesByDay,
    events: eventRows.map((row): EventSales => ({
      id: row.id,
      title: row.title,
      startDate: row.start_date?.toISOString() ?? null,
      endDate: row.end_date?.toISOString() ?? null,
      status: statusOf(row, now),
      sold: perEvent.get(row.id)?.tickets ?? 0,
      capacity: row.capacity,
      checkedIn: checkedIn.get(row.id) ?? 0,
      revenue: perEvent.get(row.id)?.net ?? '0.00',
    })),
    channels: SALE_CHANNELS.map((channel): ChannelSales => ({
      channel,
      orders: perChannel.get(channel)?.channel_orders ?? 0,
      tickets: perChannel.get(channel)?.channel_tickets ?? 0,
      revenue: perChannel.get(channel)?.channel_net ?? '0.00',
    })),
  }
}
