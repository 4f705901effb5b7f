import type { PgBoss } from 'pg-boss'
import { ensureQueue } from './ensure_queue.js'
import outbox from '#services/messaging/outbox_service'

/*
 * Two pg-boss queues carry the outbox (api/services/messaging/outbox_service.ts):
 * - 'outbox-deliver': one job per committed message, sent by outbox.deliver(id). No pg-boss
 *   retries: the outbox row keeps its own attempts, backoff and last error.
 * - 'outbox-sweep': scheduled every minute, outbox.deliverDue() sends retries that came due and
 *   any row whose job was lost. Policy 'exclusive': at most one sweep queued or running.
 */
export const OUTBOX_DELIVER_QUEUE = 'outbox-deliver'
export const OUTBOX_SWEEP_QUEUE = 'outbox-sweep'

export interface OutboxDeliverJobData {
  messageId: number
}

export async function createOutboxQueues(boss: PgBoss) {
  await ensureQueue(boss, OUTBOX_DELIVER_QUEUE, { policy: 'standard', retryLimit: 0 })
  await ensureQueue(boss, OUTBOX_SWEEP_QUEUE, { policy: 'exclusive', retryLimit: 0 })
}

export async function workOutboxQueues(boss: PgBoss, pollingIntervalSeconds = 1) {
  await boss.work<OutboxDeliverJobData>(OUTBOX_DELIVER_QUEUE, { pollingIntervalSeconds, batchSize: 5 }, async (jobs) => {
    for (const job of jobs) await outbox.deliver(job.data.messageId)
  })
  await boss.work(OUTBOX_SWEEP_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    await outbox.deliverDue()
  })
}

export function enqueueOutboxDelivery(boss: PgBoss, messageId: number) {
  return boss.send(OUTBOX_DELIVER_QUEUE, { messageId } satisfies OutboxDeliverJobData)
}

/** Server start: queues, workers, the minute sweep, and the outbox handing committed rows to pg-boss. */
export async function startOutboxJobs(boss: PgBoss, pollingIntervalSeconds = 1) {
  await createOutboxQueues(boss)
  await workOutboxQueues(boss, pollingIntervalSeconds)
  await boss.schedule(OUTBOX_SWEEP_QUEUE, '* * * * *')
  outbox.useDispatcher((messageId) => enqueueOutboxDelivery(boss, messageId))
}

/** Server stop: messages queued from now on wait for the next sweep. */
export function stopOutboxJobs() {
  outbox.useDispatcher(null)
}
