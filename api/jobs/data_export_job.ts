import type { PgBoss } from 'pg-boss'
import logger from '@adonisjs/core/services/logger'
import { ensureQueue } from './ensure_queue.js'
import dataExports, { expireDataExports, type DataExportRequest } from '#services/privacy/data_export_service'

/*
 * 'data-export': one job per 'Mijn gegevens downloaden' request (api/services/privacy/data_export_service.ts), so the
 * request answers before the ZIP is built. A job finds its export still pending or does nothing, so a repeat is
 * harmless. 'data-exports-expire', every hour: downloads past their time drop their bytes.
 */
export const DATA_EXPORT_QUEUE = 'data-export'
export const DATA_EXPORTS_EXPIRE_QUEUE = 'data-exports-expire'

export async function startDataExportJobs(boss: PgBoss) {
  await ensureQueue(boss, DATA_EXPORT_QUEUE, { policy: 'standard', retryLimit: 3, retryDelay: 10, retryBackoff: true })
  await boss.work<DataExportRequest>(DATA_EXPORT_QUEUE, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
    await dataExports.handle(job.data)
  })
  dataExports.useDispatcher((request) => boss.send(DATA_EXPORT_QUEUE, request))

  await ensureQueue(boss, DATA_EXPORTS_EXPIRE_QUEUE, { policy: 'exclusive', retryLimit: 0 })
  await boss.work(DATA_EXPORTS_EXPIRE_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    const expired = await expireDataExports()
    if (expired > 0) logger.info({ expired }, 'expired personal data downloads dropped')
  })
  await boss.schedule(DATA_EXPORTS_EXPIRE_QUEUE, '17 * * * *')
}

/** Server stop: requests from now on are built in the process. */
export function stopDataExportJobs() {
  dataExports.useDispatcher(null)
}
