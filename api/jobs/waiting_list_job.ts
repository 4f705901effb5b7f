import type { PgBoss } from 'pg-boss'
import logger from '@adonisjs/core/services/logger'
import { ensureQueue } from './ensure_queue.js'
import { makeOffers } from '#services/waiting_list/offer_service'
import { useOfferDispatcher } from '#services/waiting_list/offer_trigger'

/*
 * 'waiting-list-offers' (docs/buying.md#waiting-list): every minute over every type with people waiting or offers
 * open (offers that ran out move to the next person, expired holds are offered), and at once for the types whose
 * seats came back (a refund, a cancellation, a failed payment, a raised quantity, a left offer). Each type is decided
 * under its own lock, so two runs side by side never offer the same seat.
 */
export const WAITING_LIST_QUEUE = 'waiting-list-offers'

export async function startWaitingListJobs(boss: PgBoss) {
  await ensureQueue(boss, WAITING_LIST_QUEUE, { retryLimit: 2, retryDelay: 30 })
  await boss.work<{ ticketTypeIds?: number[] | null }>(WAITING_LIST_QUEUE, { pollingIntervalSeconds: 2, batchSize: 1 }, async ([job]) => {
    const report = await makeOffers(job?.data?.ticketTypeIds ?? null)
    if (report.offered > 0 || report.expired > 0 || report.bought > 0) logger.info(report, 'waiting list: offers made, run out or used')
  })
  useOfferDispatcher((ticketTypeIds) => boss.send(WAITING_LIST_QUEUE, { ticketTypeIds }))
  await boss.schedule(WAITING_LIST_QUEUE, '* * * * *', { ticketTypeIds: null })
}

export function stopWaitingListJobs() {
  useOfferDispatcher(null)
}
