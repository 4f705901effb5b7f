/*
 * GET /api/organizers/{id}/stats: the organizer dashboard's figures (issue 12 §3), computed in SQL from orders
 * and tickets so they are exact to the cent and equal to a direct count. What counts as sold and how gross
 * and net revenue are defined: domain/organizer_stats.ts.
 *
 * Bindings are positional: knex reads ':name' inside PostgreSQL's '::type' casts as a named binding.
 * Two statements: one pass over the organizer's sold orders (with their ticket counts) grouped by
 * GROUPING SETS (all, per event, per channel, per Suriname day), and one over the events with their
 * capacity. No cache: the dashboard refreshes after a sale (SPEC §7 refresh path).
 */
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { DISPLAY_TIME_ZONE } from '#domain/format'
import { SALE_CHANNELS, type SaleChannel } from '#domain/sale_channel'
import {
  STATS_DAYS,
  organizerEventStatus,
  type ChannelSales,
  type DaySales,
  type EventSales,
  type OrganizerStats,
} from '#domain/organizer_stats'

/** paid or free (tickets issued) and not to be paid back: see domain/organizer_stats.ts. */
const SOLD = `o.status IN ('paid', 'free') AND NOT o.refund_required`

interface SalesRow {
  event_id: number | null
  channel: SaleChannel | null
  day: string | null
  by_event: number
  by_channel: number
  by_day: number
  orders: number
  tickets: number
  checked_in: number
  gross: string
  platform: string
  payment: string
  net: string
}

const money = (column: string) => `coalesce(sum(${column}), 0)::numeric(14, 2)`

// The ticket counts come from the tickets table (one row per seat), joined per order.
const SALES_SQL = `
  WITH sold AS (
    SELECT o.event_id, o.channel,
           (coalesce(o.paid_at, o.created_at) AT TIME ZONE ?)::date AS day,
           o.total, o.platform_fee, o.payment_fee + o.payment_fee_btw AS payment, o.subtotal,
           coalesce(t.tickets, 0) AS tickets, coalesce(t.checked_in, 0) AS checked_in
    FROM orders o
    JOIN events e ON e.id = o.event_id AND e.organizer_id = ?
    LEFT JOIN (
      SELECT tk.order_id, count(*) AS tickets, count(*) FILTER (WHERE tk.is_checked_in) AS checked_in
      FROM tickets tk JOIN events te ON te.id = tk.event_id AND te.organizer_id = ?
      GROUP BY tk.order_id
    ) t ON t.order_id = o.id
    WHERE ${SOLD}
  )
  SELECT event_id, channel, to_char(day, 'YYYY-MM-DD') AS day,
         GROUPING(event_id) = 0 AS by_event, GROUPING(channel) = 0 AS by_channel, GROUPING(day) = 0 AS by_day,
         count(*)::int AS orders, coalesce(sum(tickets), 0)::int AS tickets, coalesce(sum(checked_in), 0)::int AS checked_in,
         ${money('total')} AS gross, ${money('platform_fee')} AS platform, ${money('payment')} AS payment,
         ${money('subtotal')} AS net
  FROM sold
  GROUP BY GROUPING SETS ((), (event_id), (channel), (day))
`

interface EventRow {
  id: number
  title: string
  start_date: Date
  end_date: Date
  is_published: boolean
  capacity: number
}

const EVENTS_SQL = `
  SELECT e.id, e.title, e.start_date, e.end_date, e.is_published,
         coalesce((SELECT sum(tt.max_quantity) FROM ticket_types tt WHERE tt.event_id = e.id), 0)::int AS capacity
  FROM events e
  WHERE e.organizer_id = ?
  ORDER BY e.start_date, e.id
`

/** The days of the chart, oldest first, ending with Suriname's today. */
const DAYS_SQL = `
  SELECT to_char(d, 'YYYY-MM-DD') AS day
  FROM generate_series((now() AT TIME ZONE ?)::date - ?::int, (now() AT TIME ZONE ?)::date, interval '1 day') AS d
`

/** The figures of one organizer; 404 when the id is no organizer (the caller has already been authorized). */
export async function organizerStats(organizerId: number): Promise<OrganizerStats> {
  const organizer = await User.query().where('id', organizerId).where('role', 'organizer').select('id').first()
  if (!organizer) throw new DomainError('ORGANIZER_NOT_FOUND')

  const zone = DISPLAY_TIME_ZONE
  const [sales, events, days] = await Promise.all([
    db.rawQuery(SALES_SQL, [zone, organizerId, organizerId]),
    db.rawQuery(EVENTS_SQL, [organizerId]),
    db.rawQuery(DAYS_SQL, [zone, STATS_DAYS - 1, zone]),
  ])
  const rows = sales.rows as SalesRow[]
  const total = rows.find((row) => !row.by_event && !row.by_channel && !row.by_day)
  const perDay = new Map(rows.filter((row) => row.by_day).map((row) => [row.day!, row]))
  const perEvent = new Map(rows.filter((row) => row.by_event).map((row) => [row.event_id!, row]))
  const perChannel = new Map(rows.filter((row) => row.by_channel).map((row) => [row.channel!, row]))

  const salesByDay: DaySales[] = (days.rows as { day: string }[]).map(({ day }) => ({
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
      checkedIn: total?.checked_in ?? 0,
      upcomingEvents: eventRows.filter((row) => organizerEventStatus(row.is_published, row.end_date, now) === 'published').length,
    },
    salesByDay,
    events: eventRows.map((row): EventSales => ({
      id: row.id,
      title: row.title,
      startDate: row.start_date.toISOString(),
      endDate: row.end_date.toISOString(),
      status: organizerEventStatus(row.is_published, row.end_date, now),
      sold: perEvent.get(row.id)?.tickets ?? 0,
      capacity: row.capacity,
      checkedIn: perEvent.get(row.id)?.checked_in ?? 0,
      revenue: perEvent.get(row.id)?.net ?? '0.00',
    })),
    channels: SALE_CHANNELS.map((channel): ChannelSales => ({
      channel,
      orders: perChannel.get(channel)?.orders ?? 0,
      tickets: perChannel.get(channel)?.tickets ?? 0,
      revenue: perChannel.get(channel)?.net ?? '0.00',
    })),
  }
}
