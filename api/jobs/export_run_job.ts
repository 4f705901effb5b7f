import type { PgBoss } from 'pg-boss'
import logger from '@adonisjs/core/services/logger'
import exportRuns, { expireExportFiles } from '#services/exports/export_runs'
import { ensureQueue } from './ensure_queue.js'

/*
 * 'export-runs': one job per large export run (api/services/exports/export_runs.ts), so the request answers at once
 * and the file's link goes out by e-mail. A retry of a run already made does nothing; one cut off mid-way (the
 * server killed) is made again. 'export-files-expire', every hour: files past their time drop their bytes.
 */
export const EXPORT_RUNS_QUEUE = 'export-runs'
export const EXPORT_FILES_EXPIRE_QUEUE = 'export-files-expire'

export async function startExportRunJobs(boss: PgBoss) {
  await ensureQueue(boss, EXPORT_RUNS_QUEUE, { policy: 'standard', retryLimit: 3, retryDelay: 10, retryBackoff: true })
  await boss.work<{ runId: number }>(EXPORT_RUNS_QUEUE, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
    await exportRuns.handle(job.data.runId)
  })
  exportRuns.useDispatcher((runId) => boss.send(EXPORT_RUNS_QUEUE, { runId }))

  await ensureQueue(boss, EXPORT_FILES_EXPIRE_QUEUE, { policy: 'exclusive', retryLimit: 0 })
  await boss.work(EXPORT_FILES_EXPIRE_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    const expired = await expireExportFiles()
    if (expired > 0) logger.info({ expired }, 'expired export files dropped')
  })
  await boss.schedule(EXPORT_FILES_EXPIRE_QUEUE, '23 * * * *')
}

/** Server stop: runs from now on are made in the process. */
export function stopExportRunJobs() {
  exportRuns.useDispatcher(null)
}
