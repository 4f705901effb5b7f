/*
 * The aggregates of SPEC §3, rebuilt from orders, tickets and the commission ledger: per Suriname day the daily stats
 * of every event, organizer, agent (and agent per event and per payment method) and the platform, and the running
 * totals (agent_totals, organizer_totals, event_performance_summaries). The definitions are the live dashboards' own
 * (sale_facts.ts), so the aggregates equal what they count:
 *
 * - Sold: status paid or free and not refundRequired; its day is coalesce(paid_at, created_at) in America/Paramaribo
 *   (domain/organizer_stats.ts, domain/agent_figures.ts). A refund of part of an order leaves it paid and counted
 *   whole, as the live figures do; a refund of all of it makes it 'refunded' and takes it out.
 * - Tickets: an order's tickets without those made by a transfer to a friend (transferred_from_ticket_id), as
 *   event_sales_days and the agent figures count them.
 * - Ticketswitch resales sell no new seat and are left out (organizer and admin figures). Channels: loket = 'loket',
 *   agent = 'agent', direct = 'online'.
 * - Revenue: for events, organizers and the per-event totals the organizer's net ticket revenue Σ subtotal (what the
 *   organizer dashboard shows per day, event and channel); for agents Σ total, what the buyers handed the agent (the
 *   agent dashboard); for the platform Σ total, the gross the admin dashboard shows. platform_fees = Σ platform_fee.
 * - Commission: the agent ledger's Σ commission_amount of the day's orders, reversals and refunds included, whatever
 *   the order's status now (so Σ over the days is the agent dashboard's commissionEarned); a day's row exists when
 *   something was sold or that commission is not zero.
 * - Checked in (per event): checked-in tickets of sold orders under the order's event, Ticketswitch included, as the
 *   organizer dashboard counts them (migration 0080). Capacity = Σ maxQuantity of the event's ticket types.
 *
 * Each run is an aggregation_jobs row, written apart from the figures: 'running' is committed first, 'completed' or
 * 'failed' after the figures' transaction ended, so a failed run stays visible. A day's rows are deleted and inserted
 * again in one transaction together with the totals; runs take one advisory lock, one after the other.
 *
 * Bindings are positional: knex reads ':name' inside PostgreSQL's '::type' casts as a named binding.
 */
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AggregationJob from '#models/aggregation_job'
import { DISPLAY_TIME_ZONE } from '#domain/format'
import { calendarDate, calendarDay, surinameDay, surinameMidnight } from '#domain/event_date_filter'
import { agentPaymentMethod, SOLD, SOLD_AT, SOLD_DAY, TICKETS } from '#services/aggregates/sale_facts'
import { historySplit, type HistorySplit } from '#services/aggregates/aggregate_history'

export const AGGREGATION_JOB_TYPES = ['day', 'nightly', 'backfill'] as const
export type AggregationJobType = (typeof AGGREGATION_JOB_TYPES)[number]

/** One lock for every run: two runs of overlapping days never interleave their deletes and inserts. */
const RUN_LOCK = 2_702_027
/** A run still 'running' after this long was cut off (the server died): marked failed by the next run. */
const CUT_OFF_AFTER_MINUTES = 60
const MAX_ERROR_LENGTH = 2000

const COMMISSION = `coalesce((SELECT sum(c.commission_amount) FROM agent_commissions c WHERE c.order_id = o.id), 0)`

/**
 * The orders of the sale channels sold in [start, end), sold or not (a cancelled agent sale still has its ledger
 * lines), with their Suriname day. Bindings: start, end, then the organizer's id with `oneOrganizer`.
 */
function dayOrders(oneOrganizer = false): string {
  return `
  WITH day_orders AS (
    SELECT o.event_id, e.organizer_id, o.channel, o.agent_id, o.payment_method, (${SOLD}) AS sold, o.total, o.subtotal, o.platform_fee,
           o.payment_fee + o.payment_fee_btw AS payment_fee, ${TICKETS} AS tickets, ${COMMISSION} AS commission, ${SOLD_DAY} AS day
    FROM orders o JOIN events e ON e.id = o.event_id
    WHERE ${SOLD_AT} >= ? AND ${SOLD_AT} < ? AND o.channel <> 'ticketswitch'${oneOrganizer ? ' AND e.organizer_id = ?' : ''}
  )`
}

const DAY_ORDERS = dayOrders()

const STAT_COLUMNS = `orders_count, tickets_sold, revenue, commission, platform_fees, loket_tickets_sold, loket_revenue,
  agent_tickets_sold, agent_revenue, direct_tickets_sold, direct_revenue, payment_fees, gross_revenue, loket_orders, agent_orders,
  direct_orders`

const sum = (expression: string, filter: string) => `coalesce(sum(${expression}) FILTER (WHERE ${filter}), 0)`

/** The stat columns over day_orders, named as STAT_COLUMNS, with revenue = Σ `revenue` (subtotal or total). */
function statValues(revenue: 'subtotal' | 'total'): string {
  const channel = (name: string) => `sold AND channel = '${name}'`
  return `count(*) FILTER (WHERE sold)::int AS orders_count, ${sum('tickets', 'sold')}::int AS tickets_sold,
    ${sum(revenue, 'sold')} AS revenue, coalesce(sum(commission), 0) AS commission,
    ${sum('platform_fee', 'sold')} AS platform_fees, ${sum('tickets', channel('loket'))}::int AS loket_tickets_sold,
    ${sum(revenue, channel('loket'))} AS loket_revenue, ${sum('tickets', channel('agent'))}::int AS agent_tickets_sold,
    ${sum(revenue, channel('agent'))} AS agent_revenue, ${sum('tickets', channel('online'))}::int AS direct_tickets_sold,
    ${sum(revenue, channel('online'))} AS direct_revenue, ${sum('payment_fee', 'sold')} AS payment_fees,
    ${sum('total', 'sold')} AS gross_revenue, count(*) FILTER (WHERE ${channel('loket')})::int AS loket_orders,
    count(*) FILTER (WHERE ${channel('agent')})::int AS agent_orders,
    count(*) FILTER (WHERE ${channel('online')})::int AS direct_orders`
}

const SOMETHING = 'count(*) FILTER (WHERE sold) > 0 OR coalesce(sum(commission), 0) <> 0'

/**
 * organizer_daily_stats' rows: per organizer and Suriname day of the orders sold in [start, end). Bindings: start,
 * end, then the organizer's id with `oneOrganizer` (the reconciliation's direct count, organizer_reconciliation.ts).
 */
export function organizerDaysSelect(oneOrganizer = false): string {
  return `${dayOrders(oneOrganizer)}
   SELECT organizer_id, day AS stat_date, ${statValues('subtotal')} FROM day_orders GROUP BY organizer_id, day HAVING ${SOMETHING}`
}

/** Each statement that writes one day's rows; bindings: its start and end, then the day. */
const DAY_STATEMENTS = [
  `INSERT INTO event_daily_stats (event_id, stat_date, ${STAT_COLUMNS})
   ${DAY_ORDERS}
   SELECT event_id, ?::date, ${statValues('subtotal')} FROM day_orders GROUP BY event_id HAVING ${SOMETHING}`,
  `INSERT INTO agent_daily_stats (agent_id, stat_date, ${STAT_COLUMNS})
   ${DAY_ORDERS}
   SELECT agent_id, ?::date, ${statValues('total')} FROM day_orders WHERE channel = 'agent' AND agent_id IS NOT NULL
   GROUP BY agent_id HAVING ${SOMETHING}`,
  `INSERT INTO agent_daily_summaries (agent_id, organizer_id, event_id, summary_date, orders_count, tickets_sold, revenue, commission)
   ${DAY_ORDERS}
   SELECT agent_id, organizer_id, event_id, ?::date, count(*) FILTER (WHERE sold)::int, ${sum('tickets', 'sold')}::int,
          ${sum('total', 'sold')}, coalesce(sum(commission), 0)
   FROM day_orders WHERE channel = 'agent' AND agent_id IS NOT NULL
   GROUP BY agent_id, organizer_id, event_id HAVING ${SOMETHING}`,
  `INSERT INTO agent_daily_payment_methods (agent_id, stat_date, payment_method, orders_count, tickets_sold, revenue)
   ${DAY_ORDERS}
   SELECT agent_id, ?::date, ${agentPaymentMethod('payment_method')}, count(*)::int, sum(tickets)::int, sum(total)
   FROM day_orders WHERE sold AND channel = 'agent' AND agent_id IS NOT NULL
   GROUP BY agent_id, ${agentPaymentMethod('payment_method')}`,
]

/**
 * The platform's row of the day, always written. new_users: accounts made that day. active_events: the admin
 * dashboard's active events (published, not cancelled, not ended) as of that day: published and not cancelled now
 * (no history of either is kept), made before the day ended and not ended before it began.
 * Bindings: start, end, the day, start, end, end, start.
 */
const PLATFORM_STATEMENT = `
  INSERT INTO platform_daily_stats (stat_date, ${STAT_COLUMNS}, new_users, active_events)
  ${DAY_ORDERS}
  SELECT ?::date, ${statValues('total')},
         (SELECT count(*) FROM users u WHERE u.created_at >= ? AND u.created_at < ?)::int,
         (SELECT count(*) FROM events e WHERE e.is_published AND e.cancelled_at IS NULL AND e.created_at < ? AND e.end_date >= ?)::int
  FROM day_orders`

/** Per order of the sale channels that is sold: its tickets and money (the totals' source). */
const SOLD_ORDERS = `
  sold_orders AS (
    SELECT o.id, o.event_id, e.organizer_id, o.channel, o.agent_id, o.total, o.subtotal, o.platform_fee,
           ${SOLD_AT} AS sold_at, ${TICKETS} AS tickets
    FROM orders o JOIN events e ON e.id = o.event_id
    WHERE ${SOLD} AND o.channel <> 'ticketswitch'
  )`

/**
 * organizer_totals' rows counted directly over every order (with `oneOrganizer`: binding the organizer's id, only
 * theirs): what support's reconciliation compares the stored totals with (the runs write them from the aggregates).
 */
export function organizerTotalsSelect(oneOrganizer = false): string {
  return `WITH ${SOLD_ORDERS},
   sales AS (SELECT organizer_id, count(*)::int AS orders, sum(tickets)::int AS tickets, sum(subtotal) AS revenue,
                    sum(platform_fee) AS platform_fees
             FROM sold_orders GROUP BY organizer_id),
   events_of AS (SELECT organizer_id, count(*)::int AS n FROM events GROUP BY organizer_id),
   earned AS (SELECT e.organizer_id, sum(c.commission_amount) AS commission
              FROM agent_commissions c JOIN orders o ON o.id = c.order_id JOIN events e ON e.id = o.event_id
              WHERE o.channel <> 'ticketswitch' GROUP BY e.organizer_id)
   SELECT u.id AS organizer_id, coalesce(ev.n, 0) AS total_events, coalesce(s.orders, 0) AS total_orders,
          coalesce(s.tickets, 0) AS total_tickets_sold, coalesce(s.revenue, 0) AS total_revenue,
          coalesce(s.platform_fees, 0) AS total_platform_fees, coalesce(c.commission, 0) AS total_agent_commission,
          now() AS last_calculated_at
   FROM users u
   LEFT JOIN sales s ON s.organizer_id = u.id
   LEFT JOIN events_of ev ON ev.organizer_id = u.id
   LEFT JOIN earned c ON c.organizer_id = u.id
   WHERE u.role = 'organizer'${oneOrganizer ? ' AND u.id = ?' : ''}`
}

/**
 * event_performance_summaries' rows counted directly over every order and ticket (with `oneOrganizer`: binding the
 * organizer's id, only their events): the reconciliation's other direct count.
 */
export function eventSummariesSelect(oneOrganizer = false): string {
  return `WITH ${SOLD_ORDERS},
   sales AS (SELECT event_id, sum(tickets)::int AS tickets, sum(subtotal) AS revenue,
                    ${sum('tickets', "channel = 'loket'")}::int AS loket, ${sum('tickets', "channel = 'agent'")}::int AS agent,
                    ${sum('tickets', "channel = 'online'")}::int AS direct
             FROM sold_orders GROUP BY event_id),
   capacity AS (SELECT event_id, sum(max_quantity)::int AS n FROM ticket_types GROUP BY event_id),
   checked_in AS (SELECT o.event_id, count(*)::int AS n FROM tickets t JOIN orders o ON o.id = t.order_id
                  WHERE t.is_checked_in AND ${SOLD} GROUP BY o.event_id)
   SELECT e.id AS event_id, coalesce(cap.n, 0) AS capacity, coalesce(s.tickets, 0) AS tickets_sold,
          coalesce(ci.n, 0) AS tickets_checked_in, coalesce(s.revenue, 0) AS revenue,
          CASE WHEN coalesce(cap.n, 0) > 0 THEN least(round(100.0 * coalesce(s.tickets, 0) / cap.n, 2), 999.99) ELSE 0 END
            AS sell_through_percentage,
          coalesce(s.loket, 0) AS loket_tickets_sold, coalesce(s.agent, 0) AS agent_tickets_sold,
          coalesce(s.direct, 0) AS direct_tickets_sold, now() AS last_calculated_at
   FROM events e
   LEFT JOIN sales s ON s.event_id = e.id
   LEFT JOIN capacity cap ON cap.event_id = e.id
   LEFT JOIN checked_in ci ON ci.event_id = e.id${oneOrganizer ? ' WHERE e.organizer_id = ?' : ''}`
}

/**
 * The totals' statements, each with its bindings. They read the daily aggregates for the past days that are up to
 * date and count the rest live (aggregate_history.ts), as the dashboards do: a run's totals sum some thousand daily
 * rows and today's orders instead of every order ever sold (a full count took 16-22 s with 440,000 orders). Per event
 * the check-ins come from event_check_in_counts (migration 0080), the organizer dashboard's count; the last sale and
 * the partnerships are read as they are. organizerTotalsSelect and eventSummariesSelect above stay the direct count
 * (from orders and tickets) that support's reconciliation compares these with.
 */
function totalStatements(split: HistorySplit): [string, unknown[]][] {
  const live = `live AS (
    SELECT o.event_id, e.organizer_id, o.channel, o.agent_id, o.total, o.subtotal, o.platform_fee, ${TICKETS} AS tickets
    FROM orders o JOIN events e ON e.id = o.event_id
    WHERE ${SOLD} AND o.channel <> 'ticketswitch' AND ${split.liveSql})`
  const days = (column: string) => split.aggregatedSql(column)
  const ticketsOf = (channel: string) => `CASE WHEN channel = '${channel}' THEN tickets ELSE 0 END`
  return [
    ['DELETE FROM agent_totals', []],
    [
      `INSERT INTO agent_totals (agent_id, total_orders, total_tickets_sold, total_revenue, total_commission, active_partnerships,
                                 last_sale_at, last_calculated_at)
       WITH ${live},
       sales AS (SELECT agent_id, sum(orders)::int AS orders, sum(tickets)::int AS tickets, sum(revenue) AS revenue
                 FROM (SELECT s.agent_id, s.orders_count AS orders, s.tickets_sold AS tickets, s.revenue
                       FROM agent_daily_stats s WHERE ${days('s.stat_date')}
                       UNION ALL
                       SELECT agent_id, 1, tickets, total FROM live WHERE channel = 'agent' AND agent_id IS NOT NULL) f
                 GROUP BY agent_id),
       last_sale AS (SELECT o.agent_id, max(${SOLD_AT}) AS at FROM orders o
                     WHERE o.agent_id IS NOT NULL AND o.channel = 'agent' AND ${SOLD} GROUP BY o.agent_id),
       earned AS (SELECT agent_id, sum(commission_amount) AS commission FROM agent_commissions GROUP BY agent_id),
       partnered AS (SELECT agent_id, count(DISTINCT organizer_id)::int AS n FROM agent_partnerships
                     WHERE status::text = 'approved' GROUP BY agent_id)
       SELECT u.id, coalesce(s.orders, 0), coalesce(s.tickets, 0), coalesce(s.revenue, 0), coalesce(c.commission, 0), coalesce(p.n, 0),
              l.at, now()
       FROM users u
       LEFT JOIN sales s ON s.agent_id = u.id
       LEFT JOIN last_sale l ON l.agent_id = u.id
       LEFT JOIN earned c ON c.agent_id = u.id
       LEFT JOIN partnered p ON p.agent_id = u.id
       WHERE u.role = 'agent'`,
      [...split.liveBindings, ...split.aggregatedBindings],
    ],
    ['DELETE FROM organizer_totals', []],
    [
      `INSERT INTO organizer_totals (organizer_id, total_events, total_orders, total_tickets_sold, total_revenue, total_platform_fees,
                                     total_agent_commission, last_calculated_at)
       WITH ${live},
       sales AS (SELECT organizer_id, sum(orders)::int AS orders, sum(tickets)::int AS tickets, sum(revenue) AS revenue,
                        sum(platform_fees) AS platform_fees, sum(commission) AS commission
                 FROM (SELECT s.organizer_id, s.orders_count AS orders, s.tickets_sold AS tickets, s.revenue, s.platform_fees, s.commission
                       FROM organizer_daily_stats s WHERE ${days('s.stat_date')}
                       UNION ALL
                       SELECT organizer_id, 1, tickets, subtotal, platform_fee, 0 FROM live
                       UNION ALL
                       SELECT e.organizer_id, 0, 0, 0, 0, c.commission_amount
                       FROM agent_commissions c JOIN orders o ON o.id = c.order_id JOIN events e ON e.id = o.event_id
                       WHERE o.channel <> 'ticketswitch' AND ${split.liveSql}) f
                 GROUP BY organizer_id),
       events_of AS (SELECT organizer_id, count(*)::int AS n FROM events GROUP BY organizer_id)
       SELECT u.id, coalesce(ev.n, 0), coalesce(s.orders, 0), coalesce(s.tickets, 0), coalesce(s.revenue, 0),
              coalesce(s.platform_fees, 0), coalesce(s.commission, 0), now()
       FROM users u
       LEFT JOIN sales s ON s.organizer_id = u.id
       LEFT JOIN events_of ev ON ev.organizer_id = u.id
       WHERE u.role = 'organizer'`,
      [...split.liveBindings, ...split.aggregatedBindings, ...split.liveBindings],
    ],
    ['DELETE FROM event_performance_summaries', []],
    [
      `INSERT INTO event_performance_summaries (event_id, capacity, tickets_sold, tickets_checked_in, revenue, sell_through_percentage,
                                                loket_tickets_sold, agent_tickets_sold, direct_tickets_sold, last_calculated_at)
       WITH ${live},
       sales AS (SELECT event_id, sum(tickets)::int AS tickets, sum(revenue) AS revenue, sum(loket)::int AS loket,
                        sum(agent)::int AS agent, sum(direct)::int AS direct
                 FROM (SELECT s.event_id, s.tickets_sold AS tickets, s.revenue, s.loket_tickets_sold AS loket,
                              s.agent_tickets_sold AS agent, s.direct_tickets_sold AS direct
                       FROM event_daily_stats s WHERE ${days('s.stat_date')}
                       UNION ALL
                       SELECT event_id, tickets, subtotal, ${ticketsOf('loket')}, ${ticketsOf('agent')}, ${ticketsOf('online')} FROM live) f
                 GROUP BY event_id),
       capacity AS (SELECT event_id, sum(max_quantity)::int AS n FROM ticket_types GROUP BY event_id),
       checked_in AS (SELECT event_id, sum(checked_in)::int AS n FROM event_check_in_counts GROUP BY event_id)
       SELECT e.id, coalesce(cap.n, 0), coalesce(s.tickets, 0), coalesce(ci.n, 0), coalesce(s.revenue, 0),
              CASE WHEN coalesce(cap.n, 0) > 0 THEN least(round(100.0 * coalesce(s.tickets, 0) / cap.n, 2), 999.99) ELSE 0 END,
              coalesce(s.loket, 0), coalesce(s.agent, 0), coalesce(s.direct, 0), now()
       FROM events e
       LEFT JOIN sales s ON s.event_id = e.id
       LEFT JOIN capacity cap ON cap.event_id = e.id
       LEFT JOIN checked_in ci ON ci.event_id = e.id`,
      [...split.liveBindings, ...split.aggregatedBindings],
    ],
  ]
}

const DAY_TABLES: [table: string, dateColumn: string][] = [
  ['event_daily_stats', 'stat_date'],
  ['organizer_daily_stats', 'stat_date'],
  ['agent_daily_stats', 'stat_date'],
  ['agent_daily_payment_methods', 'stat_date'],
  ['agent_daily_summaries', 'summary_date'],
  ['platform_daily_stats', 'stat_date'],
]

type Step = 'day-deleted' | 'day-written' | 'totals-deleted'
let interruption: Step | null = null

/** Test-only: make the figures' transaction fail at `step` (after its first writes), to prove it leaves nothing half done. */
export function interruptAggregationForTests(step: Step | null) {
  interruption = step
}

function reached(step: Step) {
  if (interruption === step) throw new Error(`aggregation interrupted at ${step} (test)`)
}

/** Days since 1970 of a 'YYYY-MM-DD', or an error naming it. */
function dayNumber(day: string): number {
  const number = calendarDay(day)
  if (number === null) throw new Error(`no calendar day: ${day}`)
  return number
}

const rowsOf = (result: { rowCount?: number | null }) => result.rowCount ?? 0

/** Replaces one Suriname day's rows of every daily table; returns the rows written. */
export async function rebuildDay(day: string, trx: TransactionClientContract): Promise<number> {
  const number = dayNumber(day)
  const start = surinameMidnight(number)
  const end = surinameMidnight(number + 1)
  // First: the changes noted so far are what this run's later statements see; later ones keep the day live
  // (migration 0103).
  await trx.from('aggregate_day_changes').where('day', day).delete()
  await trx.rawQuery(
    'INSERT INTO aggregate_days (day, rebuilt_at) VALUES (?::date, now()) ON CONFLICT (day) DO UPDATE SET rebuilt_at = excluded.rebuilt_at',
    [day]
  )
  for (const [table, column] of DAY_TABLES) await trx.from(table).where(column, day).delete()
  reached('day-deleted')
  let written = 0
  for (const statement of DAY_STATEMENTS) written += rowsOf(await trx.rawQuery(statement, [start, end, day]))
  written += rowsOf(
    await trx.rawQuery(`INSERT INTO organizer_daily_stats (organizer_id, stat_date, ${STAT_COLUMNS}) ${organizerDaysSelect()}`, [
      start,
      end,
    ])
  )
  written += rowsOf(await trx.rawQuery(PLATFORM_STATEMENT, [start, end, day, start, end, end, start]))
  reached('day-written')
  return written
}

/**
 * Replaces every row of the totals tables from the aggregates as this transaction sees them (the days it rebuilt
 * included) and the live rest; returns the rows written.
 */
export async function rebuildTotals(trx: TransactionClientContract): Promise<number> {
  let written = 0
  for (const [statement, bindings] of totalStatements(await historySplit(true, trx))) {
    const result = await trx.rawQuery(statement, bindings as never[])
    if (statement.startsWith('DELETE')) reached('totals-deleted')
    else written += rowsOf(result)
  }
  return written
}

async function lockedTransaction<T>(work: (trx: TransactionClientContract) => Promise<T>): Promise<T> {
  return db.transaction(async (trx) => {
    await trx.rawQuery('SELECT pg_advisory_xact_lock(?)', [RUN_LOCK])
    return work(trx)
  })
}

/** This process's runs carry it (parameters.instance): a 'running' row of another instance at start is a dead server's. */
export const INSTANCE = randomUUID()

/**
 * Server start (start/jobs.ts): the runs still 'running' that another process started are marked failed; the product
 * is one process per database, so that process was killed mid-run. Its figures are whole days (each day is one
 * transaction), and the days it did not finish are still stale, so the backfill that follows redoes them.
 */
export async function failAbandonedRuns(): Promise<number> {
  const result = await db.rawQuery(
    `UPDATE aggregation_jobs SET status = 'failed', error = ?, finished_at = now(), updated_at = now()
     WHERE status = 'running' AND parameters->>'instance' IS DISTINCT FROM ?`,
    ['cut off: the server stopped during the run', INSTANCE]
  )
  return result.rowCount ?? 0
}

/** Starts a run: its 'running' row committed on its own; a run left running by a dead server is marked failed. */
async function startJob(jobType: AggregationJobType, parameters: Record<string, unknown>): Promise<AggregationJob> {
  await AggregationJob.query()
    .where('status', 'running')
    .where('started_at', '<', DateTime.now().minus({ minutes: CUT_OFF_AFTER_MINUTES }).toJSDate())
    .update({ status: 'failed', error: 'cut off: the run never finished', finished_at: new Date(), updated_at: new Date() })
  return AggregationJob.create({
    jobType,
    status: 'running',
    parameters: { ...parameters, instance: INSTANCE },
    recordsProcessed: 0,
    startedAt: DateTime.now(),
  })
}

/** Runs `work` as one aggregation job: completed with the rows it wrote, or failed with the error (then rethrown). */
async function asJob(
  jobType: AggregationJobType,
  parameters: Record<string, unknown>,
  work: (job: AggregationJob) => Promise<number>
): Promise<AggregationJob> {
  const job = await startJob(jobType, parameters)
  try {
    const written = await work(job)
    job.merge({ status: 'completed', recordsProcessed: written, finishedAt: DateTime.now() })
    await job.save()
    return job
  } catch (error) {
    job.merge({
      status: 'failed',
      error: String((error as Error)?.message ?? error).slice(0, MAX_ERROR_LENGTH),
      finishedAt: DateTime.now(),
    })
    await job.save()
    logger.error({ err: error, aggregationJobId: job.id, jobType, parameters }, 'aggregation failed')
    throw error
  }
}

/** One Suriname day ('YYYY-MM-DD') and the totals, in one transaction. `jobType` 'nightly' for the nightly rebuild. */
export function aggregateDay(day: string, jobType: Exclude<AggregationJobType, 'backfill'> = 'day'): Promise<AggregationJob> {
  dayNumber(day)
  return asJob(jobType, { day, scope: 'day', timeZone: DISPLAY_TIME_ZONE }, () =>
    lockedTransaction(async (trx) => (await rebuildDay(day, trx)) + (await rebuildTotals(trx)))
  )
}

/** Yesterday in Suriname: what the nightly run rebuilds. */
export function previousSurinameDay(now = new Date()): string {
  return calendarDate(surinameDay(now) - 1)
}

/**
 * The days a full backfill covers, oldest first: every Suriname day from the first order's to yesterday (days
 * without orders too, so the dashboards find the history without gaps), and any later day with orders.
 */
export async function daysWithOrders(): Promise<string[]> {
  const result = await db.rawQuery(
    `WITH bounds AS (SELECT min((${SOLD_AT} AT TIME ZONE ?)::date) AS first, max((${SOLD_AT} AT TIME ZONE ?)::date) AS last FROM orders o)
     SELECT to_char(d, 'YYYY-MM-DD') AS day FROM bounds,
            generate_series(bounds.first, greatest(bounds.last, (now() AT TIME ZONE ?)::date - 1), interval '1 day') AS d
     WHERE bounds.first IS NOT NULL ORDER BY 1`,
    [DISPLAY_TIME_ZONE, DISPLAY_TIME_ZONE, DISPLAY_TIME_ZONE]
  )
  return (result.rows as { day: string }[]).map((row) => row.day)
}

/**
 * The past days (before today in Suriname, from the first order's) that are not up to date: never rebuilt, or changed
 * since their last rebuild (aggregate_days and aggregate_day_changes, migration 0103). Oldest first.
 */
export async function staleDays(): Promise<string[]> {
  const result = await db.rawQuery(
    `WITH bounds AS (SELECT min((${SOLD_AT} AT TIME ZONE ?)::date) AS first FROM orders o),
          past AS (SELECT d::date AS day FROM bounds, generate_series(bounds.first, (now() AT TIME ZONE ?)::date - 1, interval '1 day') AS d
                   WHERE bounds.first IS NOT NULL
                   UNION SELECT c.day FROM aggregate_day_changes c WHERE c.day < (now() AT TIME ZONE ?)::date)
     SELECT to_char(p.day, 'YYYY-MM-DD') AS day FROM past p
     WHERE NOT EXISTS (SELECT 1 FROM aggregate_days a WHERE a.day = p.day)
        OR EXISTS (SELECT 1 FROM aggregate_day_changes c WHERE c.day = p.day)
     ORDER BY 1`,
    [DISPLAY_TIME_ZONE, DISPLAY_TIME_ZONE, DISPLAY_TIME_ZONE]
  )
  return (result.rows as { day: string }[]).map((row) => row.day)
}

/**
 * Every day of `days` (default: daysWithOrders), each in its own transaction, then the totals: what the server does
 * at start for the days not up to date, and what support's rebuild of one organizer's days runs (`about` joins the
 * run's parameters, e.g. { organizerId }). A failure stops it (the days done so far stand, each complete) and marks
 * the run failed.
 */
export function backfillAggregates(days?: string[], about: Record<string, unknown> = {}): Promise<AggregationJob> {
  return (async () => {
    const todo = days ?? (await daysWithOrders())
    const parameters = { scope: 'backfill', from: todo[0] ?? null, to: todo.at(-1) ?? null, days: todo.length, ...about }
    return asJob('backfill', parameters, async () => {
      let written = 0
      for (const day of todo) written += await lockedTransaction((trx) => rebuildDay(day, trx))
      return written + (await lockedTransaction(rebuildTotals))
    })
  })()
}

/**
 * The backfill of the past days not up to date (a fresh install, aggregates from before migration 0103, a day whose
 * run was lost); null when every past day is. Server start and the nightly run call it.
 */
export async function backfillStaleDays(): Promise<AggregationJob | null> {
  const days = await staleDays()
  return days.length > 0 ? backfillAggregates(days) : null
}
