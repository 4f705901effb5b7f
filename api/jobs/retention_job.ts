import type { PgBoss } from 'pg-boss'
import { ensureQueue } from './ensure_queue.js'
import logger from '@adonisjs/core/services/logger'
import { DISPLAY_TIME_ZONE } from '#domain/format'
import { runRetention, type RetentionReport } from '#services/privacy/retention_service'

/*
 * 'data-retention', nightly at 03:30 Suriname time (after the 00:15 aggregates, before the day starts): every active
 * retention policy applied (api/services/privacy/retention_service.ts). The run's report is in retention_runs (the
 * back office's Bewaartermijnen) and one log line. A run the process lost is repeated the next night from where it
 * stopped; a retry of a failed run does no harm either.
 */
export const RETENTION_QUEUE = 'data-retention'

/** What the worker does: one run, one log line. */
export async function runNightlyRetention(): Promise<RetentionReport> {
  const report = await runRetention({ trigger: 'nightly' })
  const line = { retentionRunId: report.runId, status: report.status, counts: report.counts, errors: report.errors }
  if (report.status === 'succeeded') logger.info(line, 'retention policies applied')
  else logger.error(line, 'retention policies applied with errors')
  return report
}

export async function startRetentionJob(boss: PgBoss) {
  await ensureQueue(boss, RETENTION_QUEUE, { policy: 'exclusive', retryLimit: 1, retryDelay: 600 })
  await boss.work(RETENTION_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    await runNightlyRetention()
  })
  await boss.schedule(RETENTION_QUEUE, '30 3 * * *', null, { tz: DISPLAY_TIME_ZONE })
}
