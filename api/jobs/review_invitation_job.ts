import type { PgBoss } from 'pg-boss'
import { ensureQueue } from './ensure_queue.js'
import logger from '@adonisjs/core/services/logger'
import { sendDueInvitations, syncInvitationDelivery } from '#services/reviews/review_invitation_service'

/*
 * 'review-invitations', every 5 minutes: invites the buyers of events that ended reviewInvitationDelay
 * hours ago (once each: review_invitation_service.ts) and copies the outbox's delivery state back to the invitations.
 */
export const REVIEW_INVITATIONS_QUEUE = 'review-invitations'

export async function startReviewInvitationJob(boss: PgBoss) {
  await ensureQueue(boss, REVIEW_INVITATIONS_QUEUE, { policy: 'exclusive', retryLimit: 0 })
  await boss.work(REVIEW_INVITATIONS_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    const invited = await sendDueInvitations()
    const synced = await syncInvitationDelivery()
    if (invited > 0 || synced > 0) logger.info({ invited, synced }, 'review invitations sent, delivery state copied back')
  })
  await boss.schedule(REVIEW_INVITATIONS_QUEUE, '*/5 * * * *')
}
