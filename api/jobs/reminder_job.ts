import type { PgBoss } from 'pg-boss'
import { ensureQueue } from './ensure_queue.js'
import logger from '@adonisjs/core/services/logger'
import { sendDueReminders } from '#services/attendee_messages/reminder_service'

/*
 * 'event-reminders', every 15 minutes: the reminder to the buyers of events starting within their
 * reminder_hours_before (once per order: api/services/attendee_messages/reminder_service.ts). Policy 'exclusive':
 * at most one run queued or running; the once-per-order claim holds even if two servers run it.
 */
export const EVENT_REMINDERS_QUEUE = 'event-reminders'

export async function startReminderJob(boss: PgBoss) {
  await ensureQueue(boss, EVENT_REMINDERS_QUEUE, { policy: 'exclusive', retryLimit: 0 })
  await boss.work(EVENT_REMINDERS_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    const reminded = await sendDueReminders()
    if (reminded > 0) logger.info({ reminded }, 'event reminders queued')
  })
  await boss.schedule(EVENT_REMINDERS_QUEUE, '*/15 * * * *')
}
