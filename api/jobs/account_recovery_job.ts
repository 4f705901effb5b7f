import type { PgBoss } from 'pg-boss'
import recoveryRequests, { type RecoveryRequest } from '#services/accounts/recovery_requests'

/*
 * 'account-recovery': one job per forgot-password or send-phone-code request
 * (api/services/accounts/recovery_requests.ts), so the request answers before anyone looks the account up.
 * pg-boss retries a failure (3 times, from 10 s); a retry issues a fresh link or code, which replaces the
 * earlier one.
 */
export const ACCOUNT_RECOVERY_QUEUE = 'account-recovery'

export async function startAccountRecoveryJobs(boss: PgBoss) {
  await boss.createQueue(ACCOUNT_RECOVERY_QUEUE, { policy: 'standard', retryLimit: 3, retryDelay: 10, retryBackoff: true })
  await boss.work<RecoveryRequest>(ACCOUNT_RECOVERY_QUEUE, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
    await recoveryRequests.handle(job.data)
  })
  recoveryRequests.useDispatcher((request) => boss.send(ACCOUNT_RECOVERY_QUEUE, request))
}

/** Server stop: requests from now on are handled in the process. */
export function stopAccountRecoveryJobs() {
  recoveryRequests.useDispatcher(null)
}
