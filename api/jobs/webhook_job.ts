import type { PgBoss } from 'pg-boss'
import { ensureQueue } from './ensure_queue.js'
import { deliverDueWebhooks, deliverWebhook } from '#services/webhooks/webhook_delivery_service'
import { useWebhookDispatcher } from '#services/webhooks/webhook_dispatch'

/*
 * Two pg-boss queues carry the webhook deliveries (api/services/webhooks/):
 * - 'webhook-deliver': one job per committed delivery (and per order's next one). No pg-boss retries: the row
 *   keeps its own attempts and backoff.
 * - 'webhook-sweep': every minute, retries that came due and any delivery whose job was lost. 'exclusive'.
 */
export const WEBHOOK_DELIVER_QUEUE = 'webhook-deliver'
export const WEBHOOK_SWEEP_QUEUE = 'webhook-sweep'

export async function startWebhookJobs(boss: PgBoss, pollingIntervalSeconds = 1) {
  await ensureQueue(boss, WEBHOOK_DELIVER_QUEUE, { policy: 'standard', retryLimit: 0 })
  await ensureQueue(boss, WEBHOOK_SWEEP_QUEUE, { policy: 'exclusive', retryLimit: 0 })
  await boss.work<{ deliveryId: number }>(WEBHOOK_DELIVER_QUEUE, { pollingIntervalSeconds, batchSize: 5 }, async (jobs) => {
    for (const job of jobs) await deliverWebhook(job.data.deliveryId)
  })
  await boss.work(WEBHOOK_SWEEP_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    await deliverDueWebhooks()
  })
  await boss.schedule(WEBHOOK_SWEEP_QUEUE, '* * * * *')
  useWebhookDispatcher((deliveryId) => boss.send(WEBHOOK_DELIVER_QUEUE, { deliveryId }))
}

/** Server stop: deliveries committed from now on wait for the next sweep. */
export function stopWebhookJobs() {
  useWebhookDispatcher(null)
}
