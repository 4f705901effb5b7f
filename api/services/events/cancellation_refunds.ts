/*
 * A cancelled event's paid orders refunded through the refunds path (api/services/orders/refund_service.ts), batch by
 * batch, by the 'event-cancellation-refunds' job (api/jobs/cancellation_refunds_job.ts) queued when the event is
 * cancelled. Resumable: what is left to do is read from the orders and their refunds each time, never from a counter,
 * so a run cut off halfway is continued by the next (the minute job sweeps every cancellation not done yet). Idempotent:
 * each order is refunded under its row lock, once (refundForCancelledEvent), whoever runs it and how often.
 * The event is done once every such order has a refund that ended; failed ones stay retryable by hand.
 */
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import {
  refundForCancelledEvent,
  resumeCutOffRefund,
  RESUME_PENDING_AFTER_MS,
  type CancellationRefundOutcome,
} from '#services/orders/refund_service'
import type { CancellationRefunds } from '#domain/cancellation_refunds'

export const CANCELLATION_REFUND_BATCH = 20

/** The event's paid orders whose cancellation refund has not been started (still to do). */
function ordersToStart(eventId: number, client: TransactionClientContract | typeof db = db) {
  return client
    .from('orders')
    .where('event_id', eventId)
    .where('status', 'paid')
    .where('refund_required', false)
    .whereNotExists((query) =>
      query.from('refunds').whereColumn('refunds.order_id', 'orders.id').where('refunds.initiator', 'event_cancelled')
    )
}

export interface CancellationRun {
  /** Orders handled in this run, by outcome. */
  refunded: number
  failed: number
  manual: number
  /** Whether the event's refunds are all done (none left to start, none pending). */
  done: boolean
}

/**
 * Refunds the cancelled event's orders not started yet, `batchSize` at a time (in order id), at most `maxBatches`
 * batches; then resumes its refunds a crash left pending and marks the event done once nothing is left.
 */
export async function runCancellationRefunds(
  eventId: number,
  options: { batchSize?: number; maxBatches?: number } = {}
): Promise<CancellationRun> {
  const batchSize = options.batchSize ?? CANCELLATION_REFUND_BATCH
  const maxBatches = options.maxBatches ?? Number.POSITIVE_INFINITY
  const run: CancellationRun = { refunded: 0, failed: 0, manual: 0, done: false }
  const event = await db.from('events').where('id', eventId).select('cancelled_at', 'cancelled_by').first()
  if (!event?.cancelled_at) return run
  let after = 0
  for (let batch = 0; batch < maxBatches; batch++) {
    const rows: { id: number }[] = await ordersToStart(eventId).where('id', '>', after).orderBy('id').limit(batchSize).select('id')
    for (const { id } of rows) {
      let outcome: CancellationRefundOutcome
      try {
        outcome = await refundForCancelledEvent(id, event.cancelled_by ?? null)
      } catch (error) {
        // Busy (another refund of the order at this moment) or the database away: the order stays to do, for the next run.
        logger.warn({ err: error, eventId, orderId: id }, 'cancelled event: order not refunded in this run')
        continue
      }
      if (outcome === 'refunded') run.refunded++
      else if (outcome === 'failed') run.failed++
      else if (outcome === 'manual') run.manual++
    }
    if (rows.length < batchSize) break
    after = rows[rows.length - 1].id
  }
  const cutOff: { id: number }[] = await pendingRefunds(eventId)
    .where('refunds.updated_at', '<', new Date(Date.now() - RESUME_PENDING_AFTER_MS))
    .select('refunds.id')
  for (const { id } of cutOff) await resumeCutOffRefund(id)

  const [left, pending] = await Promise.all([
    ordersToStart(eventId).count('* as n').first(),
    pendingRefunds(eventId).count('* as n').first(),
  ])
  run.done = Number(left?.n ?? 0) === 0 && Number(pending?.n ?? 0) === 0
  if (run.done) {
    await db
      .from('events')
      .where('id', eventId)
      .whereNull('cancellation_refunds_done_at')
      .update({ cancellation_refunds_done_at: new Date() })
  }
  logger.info({ eventId, ...run }, 'cancelled event: refunds run')
  return run
}

function pendingRefunds(eventId: number) {
  return db
    .from('refunds')
    .join('orders', 'orders.id', 'refunds.order_id')
    .where('orders.event_id', eventId)
    .where('refunds.initiator', 'event_cancelled')
    .where('refunds.status', 'pending')
}

/** The minute job's sweep: every cancellation whose refunds are not done yet is run again. */
export async function sweepCancellationRefunds(): Promise<number> {
  const events: { id: number }[] = await db
    .from('events')
    .whereNotNull('cancelled_at')
    .whereNull('cancellation_refunds_done_at')
    .orderBy('id')
    .select('id')
  for (const { id } of events) await runCancellationRefunds(id)
  return events.length
}

/**
 * How the cancelled event's refunds stand, per order: each paid order that goes back automatically counts once, by its
 * latest refund of the cancellation (none yet: pending); `manual` counts those left to the admins' refund queue.
 */
export async function cancellationRefundsOf(eventId: number): Promise<CancellationRefunds> {
  const result = await db.rawQuery(
    `WITH latest AS (
       SELECT DISTINCT ON (r.order_id) r.order_id, r.status
       FROM refunds r JOIN orders o ON o.id = r.order_id
       WHERE o.event_id = ? AND r.initiator = 'event_cancelled'
       ORDER BY r.order_id, r.id DESC
     )
     SELECT
       (SELECT count(*) FROM latest WHERE status = 'succeeded')::int AS succeeded,
       (SELECT count(*) FROM latest WHERE status = 'failed')::int AS failed,
       (SELECT count(*) FROM latest WHERE status = 'pending')::int AS started,
       (SELECT count(*) FROM orders o WHERE o.event_id = ? AND o.status = 'paid' AND NOT o.refund_required
          AND NOT EXISTS (SELECT 1 FROM latest l WHERE l.order_id = o.id))::int AS waiting,
       (SELECT count(*) FROM orders o WHERE o.event_id = ? AND o.refund_required AND o.refund_reason = 'event_cancelled'
          AND o.status = 'paid')::int AS manual`,
    [eventId, eventId, eventId]
  )
  const row = result.rows[0]
  const pending = row.started + row.waiting
  return { total: row.succeeded + row.failed + pending, succeeded: row.succeeded, failed: row.failed, pending, manual: row.manual }
}

type CancellationDispatcher = (eventId: number) => Promise<unknown>
let dispatcher: CancellationDispatcher | null = null

/** start/jobs.ts hands cancellations to the pg-boss job; none (tests, jobs off): they wait for the minute sweep. */
export function useCancellationRefundDispatcher(next: CancellationDispatcher | null) {
  dispatcher = next
}

/** After the cancellation commits: its refunds queued; a job not queued is picked up by the sweep. */
export async function queueCancellationRefunds(eventId: number) {
  if (!dispatcher) return
  try {
    await dispatcher(eventId)
  } catch (error) {
    logger.warn({ err: error, eventId }, 'cancelled event: refunds job not queued; the minute sweep picks it up')
  }
}
