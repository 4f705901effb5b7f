import type { PgBoss } from 'pg-boss'
import { ensureQueue } from './ensure_queue.js'
import logger from '@adonisjs/core/services/logger'
import { DISPLAY_TIME_ZONE } from '#domain/format'
import { aggregateDay, backfillStaleDays, failAbandonedRuns, INSTANCE, previousSurinameDay } from '#services/aggregates/aggregation_service'
import { useAggregationDispatcher } from '#services/aggregates/aggregation_dispatch'
import { rebuildAnalyticsDays } from '#services/aggregates/analytics_daily_service'

/*
 * The aggregates of SPEC §3 (api/services/aggregates/aggregation_service.ts), kept by three pg-boss queues:
 * - 'aggregates-day': one Suriname day rebuilt with the totals, queued after a sale, refund, check-in or counter sale
 *   commits. Debounced per day: the first change runs at once, further changes within DEBOUNCE_SECONDS become one
 *   job in the next window, so a busy door makes one run per window, not one per scan. A run replaces the day whole,
 *   so a retry does no harm.
 * - 'aggregates-nightly': at 00:15 Suriname time, yesterday rebuilt in full, then every past day still not up to
 *   date (what a lost job left behind), and the event funnel's last days (analytics_daily_service.ts).
 * - 'aggregates-backfill': at server start, every past day not up to date (all of them on a fresh install); the
 *   dashboards count such days live meanwhile. Runs a killed server left 'running' are marked failed first.
 */
export const AGGREGATES_DAY_QUEUE = 'aggregates-day'
export const AGGREGATES_NIGHTLY_QUEUE = 'aggregates-nightly'
export const AGGREGATES_BACKFILL_QUEUE = 'aggregates-backfill'
export const DEBOUNCE_SECONDS = 15

export interface AggregatesDayJobData {
  day: string
}

export function enqueueAggregatesDay(boss: PgBoss, day: string) {
  return boss.sendDebounced(AGGREGATES_DAY_QUEUE, { day } satisfies AggregatesDayJobData, null, DEBOUNCE_SECONDS, `day-${day}`)
}

/** Server start: the queues, their workers, the nightly schedule, the backfill when empty, and the dispatcher. */
export async function startAggregationJobs(boss: PgBoss) {
  await failAbandonedRuns()
  await ensureQueue(boss, AGGREGATES_DAY_QUEUE, { policy: 'standard', retryLimit: 2, retryDelay: 30, retryBackoff: true })
  await ensureQueue(boss, AGGREGATES_NIGHTLY_QUEUE, { policy: 'exclusive', retryLimit: 2, retryDelay: 300 })
  await ensureQueue(boss, AGGREGATES_BACKFILL_QUEUE, { policy: 'exclusive', retryLimit: 2, retryDelay: 60 })
  await boss.work<AggregatesDayJobData>(AGGREGATES_DAY_QUEUE, { pollingIntervalSeconds: 2, batchSize: 1 }, async ([job]) => {
    await aggregateDay(job.data.day)
  })
  await boss.work(AGGREGATES_NIGHTLY_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    await aggregateDay(previousSurinameDay(), 'nightly')
    await backfillStaleDays()
    await rebuildAnalyticsDays(previousSurinameDay())
  })
  await boss.work(AGGREGATES_BACKFILL_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    const run = await backfillStaleDays()
    if (run) logger.info({ aggregationJobId: run.id, rows: run.recordsProcessed }, 'aggregates backfilled')
  })
  await boss.schedule(AGGREGATES_NIGHTLY_QUEUE, '15 0 * * *', null, { tz: DISPLAY_TIME_ZONE })
  // Keyed per process: the backfill a killed server had in hand stays 'active' on this exclusive queue until pg-boss
  // takes it back, and must not hold up this start's catch-up (two backfills only redo days, one at a time).
  await boss.send(AGGREGATES_BACKFILL_QUEUE, {}, { singletonKey: `start-${INSTANCE}` })
  useAggregationDispatcher((day) => enqueueAggregatesDay(boss, day))
}

/** Server stop: changes from now on wait for the nightly rebuild. */
export function stopAggregationJobs() {
  useAggregationDispatcher(null)
}
