import type { PgBoss } from 'pg-boss'
import lostTickets, { type LostTicketsRequest } from '#services/tickets/ticket_resend_service'

/*
 * 'tickets-resend': one job per "send my tickets again" request (api/services/tickets/ticket_resend_service.ts), so
 * the request answers before anyone looks for orders. pg-boss retries a failure (3 times, from 10 s); a retry sends
 * the tickets again with a fresh link, which does no harm.
 */
export const TICKETS_RESEND_QUEUE = 'tickets-resend'

export async function startTicketResendJobs(boss: PgBoss) {
  await boss.createQueue(TICKETS_RESEND_QUEUE, { policy: 'standard', retryLimit: 3, retryDelay: 10, retryBackoff: true })
  await boss.work<LostTicketsRequest>(TICKETS_RESEND_QUEUE, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
    await lostTickets.handle(job.data)
  })
  lostTickets.useDispatcher((request) => boss.send(TICKETS_RESEND_QUEUE, request))
}

/** Server stop: requests from now on are handled in the process. */
export function stopTicketResendJobs() {
  lostTickets.useDispatcher(null)
}
