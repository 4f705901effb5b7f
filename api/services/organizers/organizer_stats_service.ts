/*
 * GET /api/organizers/{id}/stats: the organizer dashboard's figures, computed in SQL from orders
 * and tickets so they are exact to the cent and equal to a direct count. What counts as sold and how gross
 * and net revenue are defined: domain/organizer_stats.ts. The sums come from event_sales_days, which triggers
 * on orders and tickets keep in the sale's own transaction (migration 0063): summing 100,000 orders on every
 * refresh took ~0.7 s. Check-ins are counted apart (CHECKED_IN_SQL, migration 0080).
 *
 * Bindings are positional: knex reads ':name' inside PostgreSQL's '::type' casts as a named binding.
 * Four small statements: the totals grouped by GROUPING SETS (all, per event, per channel, per Suriname
 * day), the check-ins, the events with their capacity, and the chart's days. No cache: the dashboard refreshes after a sale (SPEC §7 refresh path).
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

interface SalesRow {
  event_id: number | null
  channel: SaleChannel | null
  day: string | null
  by_event: boolean
  by_channel: boolean
  by_day: boolean
  orders: number
  tickets: number
  gross: string
  platform: string
  payment: string
  net: string
}

const money = (column: string) => `coalesce(sum(s.${column}), 0)::numeric(14, 2)`

// The running totals per event, channel and Suriname day (kept by the triggers of migration 0063), summed once
// per grouping: everything, per event, per channel, per day.
const SALES_SQL = `
  SELECT s.event_id, s.channel, to_char(s.day, 'YYYY-MM-DD') AS day,
         GROUPING(s.event_id) = 0 AS by_event, GROUPING(s.channel) = 0 AS by_channel, GROUPING(s.day) = 0 AS by_day,
         coalesce(sum(s.orders), 0)::int AS orders, coalesce(sum(s.tickets), 0)::int AS tickets,
         ${money('gross')} AS gross, ${money('platform_fees')} AS platform, ${money('payment_fees')} AS payment, ${money('net')} AS net
  FROM event_sales_days s
  JOIN events e ON e.id = s.event_id AND e.organizer_id = ?
  WHERE s.channel <> 'ticketswitch'
  GROUP BY GROUPING SETS ((), (s.event_id), (s.channel), (s.day))
`

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
  const [sales, checkIns, events, days] = await Promise.all([
    db.rawQuery(SALES_SQL, [organizerId]),
    db.rawQuery(CHECKED_IN_SQL, [organizerId]),
    db.rawQuery(EVENTS_SQL, [organizerId]),
    db.rawQuery(DAYS_SQL, [zone, STATS_DAYS - 1, zone]),
  ])
  const rows = sales.rows as SalesRow[]
  const total = rows.find((row) => !row.by_event && !row.by_channel && !row.by_day)
  const perDay = new Map(rows.filter((row) => row.by_day).map((row) => [row.day!, row]))
  const perEvent = new Map(rows.filter((row) => row.by_event).map((row) => [row.event_id!, row]))
  const checkedIn = new Map(
    (checkIns.rows as { event_id: number | null; checked_in: number }[]).map((row) => [row.event_id, row.checked_in])
  )
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
      orders: perChannel.get(channel)?.orders ?? 0,
      tickets: perChannel.get(channel)?.tickets ?? 0,
      revenue: perChannel.get(channel)?.net ?? '0.00',
    })),
  }
}
