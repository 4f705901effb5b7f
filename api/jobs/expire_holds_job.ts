import type { PgBoss } from 'pg-boss'
import logger from '@adonisjs/core/services/logger'
import { deactivateExpiredHolds } from '#services/tickets/reservation_service'

/*
 * 'ticket-holds-expire', every minute: marks expired ticket holds inactive. Stock never waits for it
 * (an expired hold already counts as free in every availability check); it keeps the active set small.
 */
export const EXPIRE_HOLDS_QUEUE = 'ticket-holds-expire'

export async function startExpireHoldsJob(boss: PgBoss) {
  await boss.createQueue(EXPIRE_HOLDS_QUEUE, { policy: 'exclusive', retryLimit: 0 })
  await boss.work(EXPIRE_HOLDS_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    const expired = await deactivateExpiredHolds()
    if (expired > 0) logger.info({ expired }, 'expired ticket holds released')
  })
  await boss.schedule(EXPIRE_HOLDS_QUEUE, '* * * * *')
}
