/* POST /api/auth/verify-email for the /verify-email page, once per token and page. */
import { authApi } from './api/auth.js'

export type VerifyOutcome = 'success' | 'expired' | 'invalid'

const verifications = new Map<string, Promise<VerifyOutcome>>()

/**
 * The token is single-use: a second POST (an effect run twice under StrictMode, an island mounted again)
 * would answer 400 next to the success. Every caller on the page shares the first answer.
 */
export function verifyEmailOnce(token: string): Promise<VerifyOutcome> {
  let pending = verifications.get(token)
  if (!pending) {
    pending = authApi
      .verifyEmail(token)
      .then((result): VerifyOutcome => (result.ok ? 'success' : result.status === 410 ? 'expired' : 'invalid'))
    verifications.set(token, pending)
  }
  return pending
}
