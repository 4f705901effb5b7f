import type { PgBoss } from 'pg-boss'
import { ensureQueue } from './ensure_queue.js'
import logger from '@adonisjs/core/services/logger'
import { deactivateExpiredHolds } from '#services/tickets/reservation_service'
import { reconcilePendingPayments, settleStalePendingOrders } from '#services/payments/payment_settlement'
import { resumeCutOffRefunds } from '#services/orders/refund_service'
import { requestOffers } from '#services/waiting_list/offer_trigger'

/*
 * 'ticket-holds-expire', every minute: marks expired ticket holds inactive (stock never waits for it: an
 * expired hold already counts as free) and settles pending orders whose payment window has passed
 * (asks the provider once more; a payment still not made gives the seats back), asks about pending orders a few
 * minutes old whose webhook never came (settled like a webhook; still open ones are left alone), and resumes refunds a
 * stopped process left pending (asked of the provider again with their own idempotency key).
 */
export const EXPIRE_HOLDS_QUEUE = 'ticket-holds-expire'

export async function startExpireHoldsJob(boss: PgBoss) {
  await ensureQueue(boss, EXPIRE_HOLDS_QUEUE, { policy: 'exclusive', retryLimit: 0 })
  await boss.work(EXPIRE_HOLDS_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    const expired = await deactivateExpiredHolds()
    // Seats of holds that ran out go to the waiting list first.
    if (expired > 0) requestOffers(null)
    const settled = await settleStalePendingOrders()
    const reconciled = await reconcilePendingPayments()
    const refunds = await resumeCutOffRefunds()
    if (expired > 0 || settled > 0 || reconciled > 0 || refunds > 0) {
      logger.info(
        { expired, settled, reconciled, refunds },
        'expired ticket holds released, stale pending orders settled, unannounced payments reconciled, cut-off refunds resumed'
      )
    }
  })
  await boss.schedule(EXPIRE_HOLDS_QUEUE, '* * * * *')
}
