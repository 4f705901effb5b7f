/*
 * Telling the aggregation job which Suriname day changed (api/jobs/aggregation_job.ts). A sale, refund, check-in or
 * counter sale calls `aggregatesChanged` inside its transaction; the day is handed to the dispatcher only after that
 * transaction commits, and a failure to queue is only logged: the sale stands, and the nightly rebuild and the next
 * change of that day catch up. No dispatcher (japa, JOBS_ENABLED=false): nothing is queued.
 */
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { calendarDate, surinameDay } from '#domain/event_date_filter'
import { isDatabaseUnavailable, reportDatabaseUnavailable } from '#services/server/database_availability'

/** Queues one day ('YYYY-MM-DD', Suriname) for aggregation; repeated calls within a short window make one run. */
export type AggregationDispatcher = (day: string) => Promise<unknown>

let dispatcher: AggregationDispatcher | null = null

/** start/jobs.ts sets the pg-boss dispatcher; null stops queueing (server stop). */
export function useAggregationDispatcher(next: AggregationDispatcher | null) {
  dispatcher = next
}

/** The Suriname day an order counts for: the moment of sale coalesce(paid_at, created_at), as the live figures have it. */
export function saleDayOf(order: { paidAt: { toJSDate(): Date } | null; createdAt: { toJSDate(): Date } }): string {
  return calendarDate(surinameDay((order.paidAt ?? order.createdAt).toJSDate()))
}

/** Today in Suriname: the day a check-in, which changes no day's sales, is queued for (every run refreshes the totals). */
export function surinameToday(now = new Date()): string {
  return calendarDate(surinameDay(now))
}

/** How long changed days are collected before they are queued together. */
export const FLUSH_MS = 2_000

const noted = new Set<string>()
let flushTimer: ReturnType<typeof setTimeout> | null = null

function note(days: Iterable<string>) {
  if (!dispatcher) return
  for (const day of days) noted.add(day)
  if (flushTimer) return
  flushTimer = setTimeout(() => void flushChangedDays(), FLUSH_MS)
  flushTimer.unref?.()
}

/** Hands the noted days to the dispatcher now (the timer does this by itself; tests call it to not wait). */
export async function flushChangedDays() {
  if (flushTimer) clearTimeout(flushTimer)
  flushTimer = null
  const days = [...noted]
  noted.clear()
  if (!dispatcher) return
  for (const day of days) {
    try {
      await dispatcher(day)
    } catch (error) {
      // One line without a stack: while PostgreSQL or pg-boss is down every day fails the same way.
      if (isDatabaseUnavailable(error)) reportDatabaseUnavailable('aggregates', error)
      else
        logger.warn(
          { day, reason: (error as Error)?.message ?? String(error) },
          'aggregates: day not queued; the nightly rebuild or its next change catches up'
        )
    }
  }
}

/**
 * After `trx` commits, note these days for queueing. Never throws, never waits, and never notes a transaction rolled
 * back; without a transaction the change is committed already and the days are noted at once.
 */
export function aggregatesChanged(trx: TransactionClientContract | null, days: string[]): void {
  if (!trx) return note(days)
  trx.after('commit', () => note(days))
}
