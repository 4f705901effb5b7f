/*
 * Executes the retention policies (data_retention_policies; the kinds and their rules in domain/data_retention.ts).
 * Each kind is worked off in batches, each batch its own short statement or transaction, so a big table is never
 * locked for long and a run killed halfway has only left work for the next run: every batch is complete or absent,
 * and the rules select what is left. Each run writes its report (retention_runs) as it goes.
 */
import db from '@adonisjs/lucid/services/db'
import DataRetentionPolicy from '#models/data_retention_policy'
import RetentionRun, { type RetentionRunTrigger } from '#models/retention_run'
import { DomainError } from '#exceptions/domain_error'
import { isRetentionKind, retentionCutoff, type RetentionKindName } from '#domain/data_retention'
import { anonymiseOrderBuyers } from '#services/privacy/anonymise_order'

/** Rows per delete statement; orders per anonymising transaction (each touches several tables). */
export const DELETE_BATCH = 1000
export const ANONYMISE_BATCH = 200

/** A 'running' run whose heartbeat is older than this was lost with its process. */
const LOST_AFTER_MINUTES = 15

/** Deletes by id the rows of `table` matching `where`, whose `?` placeholders all take the cutoff. */
function deleteById(table: string, where: string) {
  const cutoffs = where.match(/\?/g)?.length ?? 0
  return (cutoff: Date, limit: number) =>
    db.rawQuery(`DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} WHERE ${where} ORDER BY id LIMIT ? FOR UPDATE SKIP LOCKED)`, [
      ...Array<Date>(cutoffs).fill(cutoff),
      limit,
    ])
}

/** One batch of a delete kind: removes at most `limit` rows past `cutoff` and answers how many it removed. */
type DeleteBatch = (cutoff: Date, limit: number) => Promise<{ rowCount?: number | null }>

const DELETES: Record<Exclude<RetentionKindName, 'guest_buyers'>, DeleteBatch> = {
  // expires_at in the past is no longer a live hold; the period adds the margin.
  ticket_reservations: deleteById('ticket_reservations', 'expires_at < ?'),
  payment_states: deleteById('payment_states', 'expires_at < ? AND updated_at < ?'),
  analytics_events: deleteById('analytics_events', 'occurred_at < ?'),
  user_activity_logs: deleteById('user_activity_logs', 'created_at < ?'),
  // A message whose mail still waits in the outbox stays until it is sent or given up.
  contact_messages: deleteById(
    'contact_messages',
    `created_at < ? AND NOT EXISTS (SELECT 1 FROM outbox_messages m
       WHERE m.id = contact_messages.outbox_message_id AND m.status IN ('pending', 'sending'))`
  ),
  // Only rows the outbox is done with: sent, or failed after its last attempt. pending and sending stay.
  outbox_messages: deleteById('outbox_messages', "status IN ('sent', 'failed') AND updated_at < ?"),
  // The limiter's own table: keyed by text, expire in epoch milliseconds (NULL: never expires, kept).
  rate_limits: (cutoff, limit) =>
    db.rawQuery(
      `DELETE FROM rate_limits WHERE key IN (SELECT key FROM rate_limits WHERE expire < ? ORDER BY key LIMIT ? FOR UPDATE SKIP LOCKED)`,
      [cutoff.getTime(), limit]
    ),
}

/**
 * Guest buyers (orders without an account) of events that ended before the cutoff, not yet anonymised, with no
 * refund still to pay (its buyer must be reachable): one batch anonymised in one transaction.
 */
async function anonymiseGuestBatch(cutoff: Date, limit: number): Promise<number> {
  return db.transaction(async (trx) => {
    const { rows } = await trx.rawQuery<{ rows: { id: number }[] }>(
      `SELECT o.id FROM orders o JOIN events e ON e.id = o.event_id
       WHERE o.buyer_user_id IS NULL AND o.anonymised_at IS NULL AND e.end_date < ?
         AND NOT (o.refund_required AND o.refunded_at IS NULL)
         AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = o.id AND r.status = 'pending')
       ORDER BY o.id LIMIT ? FOR UPDATE OF o SKIP LOCKED`,
      [cutoff, limit]
    )
    return anonymiseOrderBuyers(
      trx,
      rows.map((row) => row.id)
    )
  })
}

/** Applies one kind's policy until nothing past its period is left; `onBatch` hears the running total. */
export async function applyPolicy(
  kind: RetentionKindName,
  retentionDays: number,
  now: Date,
  onBatch: (total: number) => Promise<void> = async () => {}
): Promise<number> {
  const cutoff = retentionCutoff(now, retentionDays)
  const limit = kind === 'guest_buyers' ? ANONYMISE_BATCH : DELETE_BATCH
  let total = 0
  for (;;) {
    const done = kind === 'guest_buyers' ? await anonymiseGuestBatch(cutoff, limit) : ((await DELETES[kind](cutoff, limit)).rowCount ?? 0)
    total += done
    if (done > 0) await onBatch(total)
    if (done < limit) return total
  }
}

export interface RetentionReport {
  runId: number
  status: 'succeeded' | 'failed'
  counts: Record<string, number>
  errors: Record<string, string>
}

/** Marks runs lost with their process as interrupted, then opens this run; a run still going refuses (409). */
async function openRun(trigger: RetentionRunTrigger, actorId: number | null): Promise<RetentionRun> {
  await db.rawQuery(
    `UPDATE retention_runs SET status = 'interrupted', finished_at = now(), error = 'Onderbroken: het proces stopte tijdens de run'
     WHERE status = 'running' AND heartbeat_at < now() - make_interval(mins => ?)`,
    [LOST_AFTER_MINUTES]
  )
  try {
    return await RetentionRun.create({ trigger, triggeredByUserId: actorId, status: 'running', counts: {} })
  } catch (error) {
    if ((error as { constraint?: string }).constraint === 'retention_runs_one_running') throw new DomainError('RETENTION_RUN_BUSY')
    throw error
  }
}

/**
 * Runs every active policy once (the nightly job, or an admin's "run now") and reports per kind how many rows it
 * removed or anonymised. A kind that fails is reported and the others still run. Policies of kinds this code does
 * not know are skipped.
 */
export async function runRetention(
  options: { trigger: RetentionRunTrigger; actorId?: number | null; now?: Date } = { trigger: 'nightly' }
): Promise<RetentionReport> {
  const run = await openRun(options.trigger, options.actorId ?? null)
  const now = options.now ?? new Date()
  const counts: Record<string, number> = {}
  const errors: Record<string, string> = {}
  const policies = await DataRetentionPolicy.query().where('is_active', true).orderBy('id', 'asc')
  const report = (extra: Record<string, unknown> = {}) =>
    db
      .from('retention_runs')
      .where('id', run.id)
      .update({ counts: JSON.stringify(counts), heartbeat_at: new Date(), ...extra })

  for (const policy of policies) {
    const kind = policy.entityType
    if (!isRetentionKind(kind)) continue
    try {
      counts[kind] = await applyPolicy(kind, policy.retentionDays, now, async (total) => {
        counts[kind] = total
        await report()
      })
      await db.from('data_retention_policies').where('id', policy.id).update({ last_applied_at: now })
    } catch (error) {
      errors[kind] = error instanceof Error ? error.message : String(error)
    }
    await report()
  }

  const failed = Object.keys(errors).length > 0
  await report({
    status: failed ? 'failed' : 'succeeded',
    finished_at: new Date(),
    error: failed
      ? Object.entries(errors)
          .map(([kind, message]) => `${kind}: ${message}`)
          .join('; ')
      : null,
  })
  return { runId: run.id, status: failed ? 'failed' : 'succeeded', counts, errors }
}
