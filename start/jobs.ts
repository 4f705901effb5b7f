/*
 * Background jobs (pg-boss) run inside the web server, on the app's own database; pg-boss
 * keeps its tables in its own 'pgboss' schema. Started once the app is ready, without blocking the HTTP server, and
 * stopped when the app terminates. JOBS_ENABLED=false turns it off.
 */
import { PgBoss } from 'pg-boss'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import { enqueuePendingGeocoding, registerGeocodeVenueQueue } from '../api/jobs/geocode_venue_job.js'
import { startExpireHoldsJob } from '../api/jobs/expire_holds_job.js'
import { startOutboxJobs, stopOutboxJobs } from '../api/jobs/outbox_job.js'
import { startTicketDeliveryJobs, stopTicketDeliveryJobs } from '../api/jobs/ticket_delivery_job.js'
import { startAccountRecoveryJobs, stopAccountRecoveryJobs } from '../api/jobs/account_recovery_job.js'

const connectionString = env.get('DATABASE_URL') || process.env.DATABASE_URL

if (app.getEnvironment() === 'web' && env.get('JOBS_ENABLED') !== false && connectionString) {
  const boss = new PgBoss({ connectionString, max: 3 })
  boss.on('error', (error) => logger.error({ err: error }, 'pg-boss error'))

  let started: Promise<void> = Promise.resolve()
  // After every preload (the database setup among them) has finished and the server listens.
  app.ready(() => {
    started = (async () => {
      await boss.start()
      await registerGeocodeVenueQueue(boss)
      await startOutboxJobs(boss)
      await startTicketDeliveryJobs(boss)
      await startAccountRecoveryJobs(boss)
      await startExpireHoldsJob(boss)
      const queued = await enqueuePendingGeocoding(boss)
      logger.info(
        { queued },
        'background jobs started; pending venues queued for geocoding; outbox sweep, ticket delivery sweep and hold expiry every minute'
      )
    })().catch((error) => {
      logger.error({ err: error }, 'background jobs could not start')
    })
  })

  app.terminating(async () => {
    await started
    stopOutboxJobs()
    stopTicketDeliveryJobs()
    stopAccountRecoveryJobs()
    await boss.stop({ graceful: true, timeout: 5000 }).catch(() => {})
  })
}
