/*
 * Support's reconciliation of one organizer's aggregates (/test-organizer-totals): the stored organizer_totals row,
 * organizer_daily_stats rows and event_performance_summaries rows beside what the aggregation would write for that
 * organizer now. The direct figures come from the aggregation service's own SELECTs narrowed to the organizer
 * (organizerTotalsSelect, organizerDaysSelect, eventSummariesSelect): one definition, never a second copy. It only
 * reads; rebuildOrganizerDays runs the aggregation itself over the organizer's days and the totals.
 */
import db from '@adonisjs/lucid/services/db'
import AggregationJob from '#models/aggregation_job'
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { calendarDate, calendarDay, surinameDay, surinameMidnight } from '#domain/event_date_filter'
import {
  backfillAggregates,
  eventSummariesSelect,
  organizerDaysSelect,
  organizerTotalsSelect,
} from '#services/aggregates/aggregation_service'

/** The daily rows shown when no period is asked for: the last 90 Suriname days, today included. */
export const DEFAULT_DAYS = 90

export const TOTAL_FIGURES = [
  'total_events',
  'total_orders',
  'total_tickets_sold',
  'total_revenue',
  'total_platform_fees',
  'total_agent_commission',
] as const
export const DAY_FIGURES = [
  'orders_count',
  'tickets_sold',
  'revenue',
  'commission',
  'platform_fees',
  'loket_tickets_sold',
  'loket_revenue',
  'agent_tickets_sold',
  'agent_revenue',
  'direct_tickets_sold',
  'direct_revenue',
] as const
export const EVENT_FIGURES = [
  'capacity',
  'tickets_sold',
  'tickets_checked_in',
  'revenue',
  'sell_through_percentage',
  'loket_tickets_sold',
  'agent_tickets_sold',
  'direct_tickets_sold',
] as const

/** Money and percentages as the table holds them ('12.50'); counts as numbers. */
type Value = number | string
type Row = Record<string, unknown>

export interface Figure {
  name: string
  stored: Value
  direct: Value
  equal: boolean
  /** stored − direct, as a decimal string when the figure is money or a percentage; 0 when equal. */
  difference: Value
}

export interface ComparedRow {
  /** false: no stored row (compared as zeros); the aggregation would write one. */
  stored: boolean
  /** false: the aggregation would write no row (compared as zeros); a stored one is left over. */
  direct: boolean
  figures: Figure[]
  differences: number
}

export interface Reconciliation {
  organizer: { id: number; name: string; organizationName: string | null }
  period: { from: string; to: string }
  totals: ComparedRow & { lastCalculatedAt: string | null }
  events: (ComparedRow & { eventId: number; title: string; lastCalculatedAt: string | null })[]
  days: (ComparedRow & { day: string })[]
  differences: number
  runs: {
    id: number
    jobType: string
    status: string
    parameters: Record<string, unknown>
    startedAt: string | null
    finishedAt: string | null
    recordsProcessed: number
    error: string | null
  }[]
}

/** '12.5', 12.5 or '12.50' → 1250 (hundredths, from the digits: no float sum on the way). */
function hundredths(value: unknown): bigint {
  const text = String(value ?? 0)
  const negative = text.startsWith('-')
  const [whole, fraction = ''] = text.replace('-', '').split('.')
  const amount = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2))
  return negative ? -amount : amount
}

function decimal(amount: bigint): string {
  const negative = amount < 0n
  const absolute = negative ? -amount : amount
  return `${negative ? '-' : ''}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`
}

/** A count stays a number; money and percentages (numeric columns: strings from pg) stay two-decimal strings. */
function compare(name: string, stored: unknown, direct: unknown): Figure {
  if (typeof stored === 'string' || typeof direct === 'string') {
    const [a, b] = [hundredths(stored), hundredths(direct)]
    return { name, stored: decimal(a), direct: decimal(b), equal: a === b, difference: decimal(a - b) }
  }
  const [a, b] = [Number(stored ?? 0), Number(direct ?? 0)]
  return { name, stored: a, direct: b, equal: a === b, difference: a - b }
}

function compareRow(figures: readonly string[], stored: Row | undefined, direct: Row | undefined, money: Set<string>): ComparedRow {
  const zero = (name: string) => (money.has(name) ? '0.00' : 0)
  const compared = figures.map((name) => compare(name, stored?.[name] ?? zero(name), direct?.[name] ?? zero(name)))
  const differing = compared.filter((figure) => !figure.equal).length
  // A row on one side only whose figures are all zero still differs: it is there, or missing.
  const differences = differing || (!!stored !== !!direct ? 1 : 0)
  return { stored: !!stored, direct: !!direct, figures: compared, differences }
}

const MONEY_TOTALS = new Set(['total_revenue', 'total_platform_fees', 'total_agent_commission'])
const MONEY_DAYS = new Set(['revenue', 'commission', 'platform_fees', 'loket_revenue', 'agent_revenue', 'direct_revenue'])
const MONEY_EVENTS = new Set(['revenue', 'sell_through_percentage'])

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value ? String(value) : null)

/** The organizer (role organizer), else 404 ORGANIZER_NOT_FOUND: an unknown id and another role alike. */
async function organizerOf(organizerId: number): Promise<User> {
  const organizer = await User.find(organizerId)
  if (!organizer || organizer.role !== 'organizer') throw new DomainError('ORGANIZER_NOT_FOUND')
  return organizer
}

/** The period of the daily rows: both days given and checked by the validator, else the last DEFAULT_DAYS days. */
export function periodOf(from?: string, to?: string, now = new Date()): { from: string; to: string } {
  const last = to ?? calendarDate(surinameDay(now))
  const first = from ?? calendarDate(calendarDay(last)! - (DEFAULT_DAYS - 1))
  return { from: first, to: last }
}

/** The organizer's aggregates beside the direct count, figure by figure, and the last aggregation runs. */
export async function reconcileOrganizer(organizerId: number, period: { from: string; to: string }): Promise<Reconciliation> {
  const organizer = await organizerOf(organizerId)
  const start = surinameMidnight(calendarDay(period.from)!)
  const end = surinameMidnight(calendarDay(period.to)! + 1)
  const dayText = (select: string) => `SELECT to_char(stat_date, 'YYYY-MM-DD') AS day, x.* FROM (${select}) x`

  // One after the other: in a transaction (the tests') they share one connection.
  const storedTotals = await db.from('organizer_totals').where('organizer_id', organizerId).first()
  const directTotals = (await db.rawQuery(organizerTotalsSelect(true), [organizerId])).rows[0] as Row | undefined
  const storedEvents: Row[] = await db
    .from('event_performance_summaries as s')
    .join('events as e', 'e.id', 's.event_id')
    .where('e.organizer_id', organizerId)
    .select('s.*')
  const directEvents = (await db.rawQuery(eventSummariesSelect(true), [organizerId])).rows as Row[]
  const storedDays = (
    await db.rawQuery(
      `${dayText('SELECT * FROM organizer_daily_stats')} WHERE organizer_id = ? AND stat_date BETWEEN ?::date AND ?::date`,
      [organizerId, period.from, period.to]
    )
  ).rows as Row[]
  const directDays = (await db.rawQuery(dayText(organizerDaysSelect(true)), [start, end, organizerId])).rows as Row[]
  const runs = await AggregationJob.query().orderBy('started_at', 'desc').orderBy('id', 'desc').limit(10)

  const titles = new Map<number, string>(
    (await db.from('events').where('organizer_id', organizerId).select('id', 'title')).map((row) => [row.id, row.title])
  )
  const eventIds = [...new Set([...storedEvents, ...directEvents].map((row) => Number(row.event_id)))].sort((a, b) => a - b)
  const events = eventIds.map((eventId) => {
    const stored = storedEvents.find((row) => Number(row.event_id) === eventId)
    return {
      eventId,
      title: titles.get(eventId) ?? `#${eventId}`,
      lastCalculatedAt: iso(stored?.last_calculated_at),
      ...compareRow(
        EVENT_FIGURES,
        stored,
        directEvents.find((row) => Number(row.event_id) === eventId),
        MONEY_EVENTS
      ),
    }
  })
  const dayKeys = [...new Set([...storedDays, ...directDays].map((row) => String(row.day)))].sort().reverse()
  const days = dayKeys.map((day) => ({
    day,
    ...compareRow(
      DAY_FIGURES,
      storedDays.find((row) => row.day === day),
      directDays.find((row) => row.day === day),
      MONEY_DAYS
    ),
  }))
  const totals = {
    lastCalculatedAt: iso(storedTotals?.last_calculated_at),
    ...compareRow(TOTAL_FIGURES, storedTotals, directTotals, MONEY_TOTALS),
  }
  const differences = [totals, ...events, ...days].reduce((count, row) => count + row.differences, 0)

  return {
    organizer: { id: organizer.id, name: organizer.displayName, organizationName: organizer.organizationName },
    period,
    totals,
    events,
    days,
    differences,
    runs: runs.map((job) => ({
      id: job.id,
      jobType: job.jobType,
      status: job.status,
      parameters: job.parameters,
      startedAt: job.startedAt?.toISO() ?? null,
      finishedAt: job.finishedAt?.toISO() ?? null,
      recordsProcessed: job.recordsProcessed,
      error: job.error,
    })),
  }
}

/**
 * Rebuilds the organizer's days of the period (those with a stored row or with sales) and all totals, through the
 * aggregation service as one run (an aggregation_jobs row naming the organizer); returns the run and the new
 * reconciliation. The days are rebuilt whole, for every organizer, as every run does.
 */
export async function rebuildOrganizerDays(organizerId: number, period: { from: string; to: string }) {
  const before = await reconcileOrganizer(organizerId, period)
  const days = before.days.map((row) => row.day).sort()
  const job = await backfillAggregates(days, { organizerId, reason: 'reconciliation' })
  return { job, reconciliation: await reconcileOrganizer(organizerId, period) }
}
