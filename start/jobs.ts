/*
 * Background jobs (pg-boss) run inside the web server, on the app's own database; pg-boss
 * keeps its tables in its own 'pgboss' schema. Started once the app is ready, without blocking the HTTP server, and
 * stopped when the app terminates. JOBS_ENABLED=false turns it off.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { PgBoss } from 'pg-boss'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import { enqueuePendingGeocoding, registerGeocodeVenueQueue } from '../api/jobs/geocode_venue_job.js'
import { startExpireHoldsJob } from '../api/jobs/expire_holds_job.js'
import { startOutboxJobs, stopOutboxJobs } from '../api/jobs/outbox_job.js'
import { startTicketDeliveryJobs, stopTicketDeliveryJobs } from '../api/jobs/ticket_delivery_job.js'
import { startAccountRecoveryJobs, stopAccountRecoveryJobs } from '../api/jobs/account_recovery_job.js'
import { startReviewInvitationJob } from '../api/jobs/review_invitation_job.js'
import { startTicketResendJobs, stopTicketResendJobs } from '../api/jobs/ticket_resend_job.js'
import { startCancellationRefundJobs, stopCancellationRefundJobs } from '../api/jobs/cancellation_refunds_job.js'
import { startAggregationJobs, stopAggregationJobs } from '../api/jobs/aggregation_job.js'
import { startRetentionJob } from '../api/jobs/retention_job.js'
import { startDataExportJobs, stopDataExportJobs } from '../api/jobs/data_export_job.js'
import { startExportRunJobs, stopExportRunJobs } from '../api/jobs/export_run_job.js'
import { startReminderJob } from '../api/jobs/reminder_job.js'
import { startWaitingListJobs, stopWaitingListJobs } from '../api/jobs/waiting_list_job.js'
import { startWebhookJobs, stopWebhookJobs } from '../api/jobs/webhook_job.js'
import { isDatabaseUnavailable, reportDatabaseUnavailable } from '#services/server/database_availability'

// pg-boss keeps session state (LISTEN, advisory locks): behind a transaction-pooling PgBouncer it needs the direct URL.
const connectionString = env.get('DATABASE_DIRECT_URL') || env.get('DATABASE_URL') || process.env.DATABASE_URL

if (app.getEnvironment() === 'web' && env.get('JOBS_ENABLED') !== false && connectionString) {
  const boss = new PgBoss({ connectionString, max: 3 })
  // While PostgreSQL is down every worker's poll fails: one short line per 10 s, and pg-boss polls on.
  boss.on('error', (error) => {
    if (isDatabaseUnavailable(error)) reportDatabaseUnavailable('pg-boss', error)
    else logger.error({ err: error }, 'pg-boss error')
  })

  /** Every dispatcher and timer the start set: rows committed meanwhile wait for the sweeps. */
  const stopJobs = () => {
    stopOutboxJobs()
    stopTicketDeliveryJobs()
    stopAccountRecoveryJobs()
    stopTicketResendJobs()
    stopCancellationRefundJobs()
    stopAggregationJobs()
    stopDataExportJobs()
    stopExportRunJobs()
    stopWaitingListJobs()
    stopWebhookJobs()
  }

  let started: Promise<void> = Promise.resolve()
  const giveUp = new AbortController()
  const startJobs = async () => {
    await boss.start()
    await registerGeocodeVenueQueue(boss)
    await startOutboxJobs(boss)
    await startTicketDeliveryJobs(boss)
    await startAccountRecoveryJobs(boss)
    await startTicketResendJobs(boss)
    await startExpireHoldsJob(boss)
    await startReviewInvitationJob(boss)
    await startCancellationRefundJobs(boss)
    await startAggregationJobs(boss)
    await startRetentionJob(boss)
    await startDataExportJobs(boss)
    await startExportRunJobs(boss)
    await startReminderJob(boss)
    await startWaitingListJobs(boss)
    await startWebhookJobs(boss)
    // Under the supervisor (bin/supervisor.ts) every worker runs pg-boss (pg-boss hands each job to one of them, and
    // schedule() is an upsert), but the start's one-off catch-up is done by the first worker only.
    const queued = (process.env.WORKER_SLOT ?? '0') === '0' ? await enqueuePendingGeocoding(boss) : 0
    logger.info(
      { queued },
      'background jobs started; pending venues queued for geocoding; outbox sweep, ticket delivery sweep, hold expiry and cancelled events’ refunds every minute; aggregates and data retention nightly'
    )
  }
  // After every preload (the database setup among them) has finished and the server listens. PostgreSQL
  // going away meanwhile (a restart) delays the jobs, it does not leave the server without them.
  app.ready(() => {
    started = (async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await startJobs()
        } catch (error) {
          if (!isDatabaseUnavailable(error) || giveUp.signal.aborted) throw error
          reportDatabaseUnavailable('pg-boss', error)
          // A start cut short may have set some dispatchers already: they must not hand work to a stopped pg-boss
          // (each send would fail); until the next start the minute sweeps pick the rows up.
          stopJobs()
          await boss.stop({ graceful: false }).catch(() => {})
          await sleep(Math.min(30, 2 ** attempt) * 1000, undefined, { signal: giveUp.signal })
        }
      }
    })().catch((error) => {
      if (!giveUp.signal.aborted) logger.error({ err: error }, 'background jobs could not start')
    })
  })

  app.terminating(async () => {
    giveUp.abort()
    await started
    stopJobs()
    await boss.stop({ graceful: true, timeout: 5000 }).catch(() => {})
  })
}
