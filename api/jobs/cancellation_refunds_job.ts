import type { PgBoss } from 'pg-boss'
import { ensureQueue } from './ensure_queue.js'
import logger from '@adonisjs/core/services/logger'
import { runCancellationRefunds, sweepCancellationRefunds, useCancellationRefundDispatcher } from '#services/events/cancellation_refunds'

/*
 * A cancelled event's paid orders refunded (api/services/events/cancellation_refunds.ts):
 * - 'event-cancellation-refunds': one job per cancellation, queued once it commits; pg-boss retries a failure (3 times,
 *   from 30 s). A run continues where the last stopped, and refunds every order once, so a retry does no harm.
 * - 'event-cancellation-refunds-sweep': every minute, runs every cancellation not done yet (a job lost or cut off by a
 *   crash, refunds left pending by one), and once at server start.
 */
export const CANCELLATION_REFUNDS_QUEUE = 'event-cancellation-refunds'
export const CANCELLATION_REFUNDS_SWEEP_QUEUE = 'event-cancellation-refunds-sweep'

export async function startCancellationRefundJobs(boss: PgBoss) {
  await ensureQueue(boss, CANCELLATION_REFUNDS_QUEUE, { policy: 'standard', retryLimit: 3, retryDelay: 30, retryBackoff: true })
  await ensureQueue(boss, CANCELLATION_REFUNDS_SWEEP_QUEUE, { policy: 'exclusive', retryLimit: 0 })
  await boss.work<{ eventId: number }>(CANCELLATION_REFUNDS_QUEUE, { pollingIntervalSeconds: 2, batchSize: 1 }, async ([job]) => {
    await runCancellationRefunds(job.data.eventId)
  })
  await boss.work(CANCELLATION_REFUNDS_SWEEP_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    const events = await sweepCancellationRefunds()
    if (events > 0) logger.info({ events }, 'cancelled events whose refunds were not done: run again')
  })
  await boss.schedule(CANCELLATION_REFUNDS_SWEEP_QUEUE, '* * * * *')
  await boss.send(CANCELLATION_REFUNDS_SWEEP_QUEUE, {})
  useCancellationRefundDispatcher((eventId) => boss.send(CANCELLATION_REFUNDS_QUEUE, { eventId }))
}

/** Server stop: cancellations from now on wait for the next sweep. */
export function stopCancellationRefundJobs() {
  useCancellationRefundDispatcher(null)
}
