import type { PgBoss } from 'pg-boss'
import { ensureQueue } from './ensure_queue.js'
import logger from '@adonisjs/core/services/logger'
import ticketDelivery from '#services/tickets/ticket_delivery_service'

/*
 * Two pg-boss queues deliver tickets (api/services/tickets/ticket_delivery_service.ts):
 * - 'tickets-deliver': one job per issued order; draws the QR codes and the PDF and queues the
 *   e-mail/WhatsApp in the outbox. pg-boss retries a failure (3 times, from 30 s, backing off);
 *   deliverOrder() is idempotent, so a retry after a success sends nothing twice.
 * - 'tickets-deliver-sweep': every minute, delivers issued orders whose job was lost.
 */
export const TICKETS_DELIVER_QUEUE = 'tickets-deliver'
export const TICKETS_DELIVER_SWEEP_QUEUE = 'tickets-deliver-sweep'

export interface TicketsDeliverJobData {
  orderId: number
}

export function enqueueTicketDelivery(boss: PgBoss, orderId: number) {
  return boss.send(TICKETS_DELIVER_QUEUE, { orderId } satisfies TicketsDeliverJobData)
}

/** Server start: queues, workers, the minute sweep, and the delivery service handing issued orders to pg-boss. */
export async function startTicketDeliveryJobs(boss: PgBoss) {
  await ensureQueue(boss, TICKETS_DELIVER_QUEUE, { policy: 'standard', retryLimit: 3, retryDelay: 30, retryBackoff: true })
  await ensureQueue(boss, TICKETS_DELIVER_SWEEP_QUEUE, { policy: 'exclusive', retryLimit: 0 })
  await boss.work<TicketsDeliverJobData>(TICKETS_DELIVER_QUEUE, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
    await ticketDelivery.deliverOrder(job.data.orderId)
  })
  await boss.work(TICKETS_DELIVER_SWEEP_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    const delivered = await ticketDelivery.deliverPending()
    if (delivered > 0) logger.info({ delivered }, 'ticket delivery sweep delivered orders whose job was lost')
  })
  await boss.schedule(TICKETS_DELIVER_SWEEP_QUEUE, '* * * * *')
  ticketDelivery.useDispatcher((orderId) => enqueueTicketDelivery(boss, orderId))
}

/** Server stop: orders issued from now on wait for the next sweep. */
export function stopTicketDeliveryJobs() {
  ticketDelivery.useDispatcher(null)
}
