/*
 * The funnel reports (docs/analytics.md): an organizer's events with views, conversion and online revenue, the
 * totals of a period, and one event's days for the back office's 'Conversie' card. Counts come from the daily
 * funnel (api/services/aggregates/analytics_daily_service.ts), revenue from the web channel's sales per day
 * (event_sales_days, migration 0063). Who sees what: the access table's 'event-analytics' row.
 */
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { authorize, organizerFilter } from '#policies/resource_policy'
import { calendarDate, calendarDay, surinameDay, surinameMidnight } from '#domain/event_date_filter'
import { addFunnels, EMPTY_FUNNEL, funnelRates, rate, type FunnelCounts } from '#domain/analytics'
import { centsToAmount } from '#domain/cart_total'
import { dailyFunnel, LIVE_DAYS, type DailyFunnel } from '#services/aggregates/analytics_daily_service'

/** The default period: the last DEFAULT_DAYS Suriname days, today included. */
export const DEFAULT_DAYS = 30
/** Referrer domains listed for one event. */
export const TOP_REFERRERS = 10

export interface ReportQuery {
  from?: string
  to?: string
  organizerId?: number
}

interface Period {
  fromDay: number
  toDay: number
}

function periodOf(query: ReportQuery, now: Date): Period {
  const [fromDay, toDay] = [calendarDay(query.from), calendarDay(query.to)]
  if (fromDay !== null && toDay !== null) return { fromDay, toDay }
  const today = surinameDay(now)
  return { fromDay: today - DEFAULT_DAYS + 1, toDay: today }
}

/** The organizer the report covers: the viewer's own, or for admins the one asked for (null: all). */
function organizerOf(viewer: User | undefined, query: ReportQuery, action: 'list' | 'show'): number | null {
  const own = organizerFilter(viewer, 'event-analytics', action)
  if (own === null) return query.organizerId ?? null
  if (query.organizerId !== undefined && query.organizerId !== own) throw new DomainError('FORBIDDEN')
  return own
}

interface EventRow {
  id: number
  title: string
  start_date: Date | null
  organizer_id: number
}

/**
 * The events a report covers: every event of one organizer; for all organizers only those with a step or an online
 * sale in the period, so the platform's list stays as long as what happened.
 */
async function eventsOf(organizerId: number | null, period: Period): Promise<EventRow[]> {
  const query = db.from('events').select('id', 'title', 'start_date', 'organizer_id').orderBy('start_date', 'desc').orderBy('id', 'desc')
  if (organizerId !== null) return query.where('organizer_id', organizerId)
  const from = calendarDate(period.fromDay)
  const to = calendarDate(period.toDay)
  return query.where((active) =>
    active
      .whereExists((q) => q.from('analytics_daily_stats as s').whereRaw('s.event_id = events.id').whereBetween('s.day', [from, to]))
      .orWhereExists((q) =>
        q.from('event_sales_days as d').whereRaw('d.event_id = events.id').where('d.channel', 'online').whereBetween('d.day', [from, to])
      )
      .orWhereExists((q) =>
        q
          .from('analytics_events as a')
          .whereRaw('a.event_id = events.id')
          .where('a.occurred_at', '>=', surinameMidnight(period.toDay - LIVE_DAYS + 1))
          .where('a.occurred_at', '<', surinameMidnight(period.toDay + 1))
      )
  )
}

/** Online revenue (the buyers' gross, SRD) per event over the period, in cents. */
async function revenueCents(eventIds: number[], period: Period): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map()
  const rows: { event_id: number; cents: string }[] = await db
    .from('event_sales_days')
    .whereIn('event_id', eventIds)
    .where('channel', 'online')
    .whereBetween('day', [calendarDate(period.fromDay), calendarDate(period.toDay)])
    .groupBy('event_id')
    .select('event_id', db.raw('round(sum(gross) * 100)::bigint AS cents'))
  return new Map(rows.map((row) => [row.event_id, Number(row.cents)]))
}

const countsOf = (day: DailyFunnel): FunnelCounts => ({
  views: day.views,
  visits: day.visits,
  dialogOpens: day.dialogOpens,
  checkoutsStarted: day.checkoutsStarted,
  holds: day.holds,
  paymentsStarted: day.paymentsStarted,
  paid: day.paid,
  whatsappVisits: day.whatsappVisits,
})

function totalsPerEvent(days: DailyFunnel[]): Map<number, FunnelCounts> {
  const totals = new Map<number, FunnelCounts>()
  for (const day of days) totals.set(day.eventId, addFunnels(totals.get(day.eventId) ?? EMPTY_FUNNEL, countsOf(day)))
  return totals
}

const periodFields = (period: Period) => ({ from: calendarDate(period.fromDay), to: calendarDate(period.toDay) })

/** GET /api/analytics/events: the events with their funnel totals, conversion (paid per visit) and online revenue. */
export async function eventsReport(viewer: User | undefined, query: ReportQuery, now = new Date()) {
  const organizerId = organizerOf(viewer, query, 'list')
  const period = periodOf(query, now)
  const events = await eventsOf(organizerId, period)
  const ids = events.map((event) => event.id)
  const [totals, revenue] = await Promise.all([
    dailyFunnel(ids, period.fromDay, period.toDay, now).then(totalsPerEvent),
    revenueCents(ids, period),
  ])
  return {
    ...periodFields(period),
    organizerId,
    events: events.map((event) => {
      const counts = totals.get(event.id) ?? EMPTY_FUNNEL
      return {
        eventId: event.id,
        title: event.title,
        startDate: event.start_date ? new Date(event.start_date).toISOString() : null,
        organizerId: event.organizer_id,
        ...counts,
        conversion: rate(counts.paid, counts.visits),
        revenue: centsToAmount(revenue.get(event.id) ?? 0),
      }
    }),
  }
}

/** GET /api/analytics/summary: the funnel totals, rates and online revenue of the organizer's (or every) event. */
export async function summaryReport(viewer: User | undefined, query: ReportQuery, now = new Date()) {
  const organizerId = organizerOf(viewer, query, 'list')
  const period = periodOf(query, now)
  const events = await eventsOf(organizerId, period)
  const ids = events.map((event) => event.id)
  const [days, revenue] = await Promise.all([dailyFunnel(ids, period.fromDay, period.toDay, now), revenueCents(ids, period)])
  const totals = days.reduce((sum, day) => addFunnels(sum, countsOf(day)), EMPTY_FUNNEL)
  return {
    ...periodFields(period),
    organizerId,
    events: ids.length,
    ...totals,
    rates: funnelRates(totals),
    revenue: centsToAmount([...revenue.values()].reduce((a, b) => a + b, 0)),
  }
}

/** GET /api/analytics/events/{id}: one event's funnel per day, its rates and its top referrer domains. */
export async function eventReport(viewer: User | undefined, eventId: number | null, query: ReportQuery, now = new Date()) {
  const event: EventRow | null =
    eventId === null ? null : await db.from('events').where('id', eventId).select('id', 'title', 'start_date', 'organizer_id').first()
  if (!event) throw new DomainError('EVENT_NOT_FOUND')
  authorize(viewer, 'event-analytics', 'show', { organizerId: event.organizer_id })
  const period = periodOf(query, now)
  const [days, revenue] = await Promise.all([dailyFunnel([event.id], period.fromDay, period.toDay, now), revenueCents([event.id], period)])
  const totals = days.reduce((sum, day) => addFunnels(sum, countsOf(day)), EMPTY_FUNNEL)
  const referrers = new Map<string, number>()
  for (const day of days)
    for (const [domain, views] of Object.entries(day.referrers)) referrers.set(domain, (referrers.get(domain) ?? 0) + views)
  return {
    ...periodFields(period),
    eventId: event.id,
    title: event.title,
    ...totals,
    rates: funnelRates(totals),
    revenue: centsToAmount(revenue.get(event.id) ?? 0),
    days: days.map(({ eventId: _event, referrers: _refs, ...day }) => day),
    referrers: [...referrers]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, TOP_REFERRERS)
      .map(([domain, views]) => ({ domain, views })),
  }
}
