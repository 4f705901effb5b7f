/*
 * In japa tests no pg-boss runs: forgot-password and send-phone-code hand their work to
 * api/services/accounts/recovery_requests.ts, which then does it in the process right after answering.
 * handleRecoveryInline() does it before the call answers instead (for tests that read the message at
 * once); holdRecoveryRequests() keeps the requests so a test can see that nothing happened on the request
 * path and run them later. Each returns a function that turns this off.
 */
import recoveryRequests, { type RecoveryRequest } from '#services/accounts/recovery_requests'

export function handleRecoveryInline(): () => void {
  recoveryRequests.useDispatcher((request) => recoveryRequests.handle(request))
  return () => recoveryRequests.useDispatcher(null)
}

export function holdRecoveryRequests() {
  const held: RecoveryRequest[] = []
  recoveryRequests.useDispatcher(async (request) => {
    held.push(request)
  })
  return {
    held,
    /** What the 'account-recovery' job does with each of them. */
    async runAll() {
      for (const request of held.splice(0)) await recoveryRequests.handle(request)
    },
    restore: () => recoveryRequests.useDispatcher(null),
  }
}
