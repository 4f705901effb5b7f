/*
 * Who is signed in, as the API says (GET /api/auth/validate-status). One answer per token is shared by
 * every check of a page load; the periodic re-check (SESSION_RECHECK_MS) asks again.
 */
import type { AuthUser } from '#domain/auth_types'
import { authorizationHeader, currentToken, rememberUser, storedUser } from './browserSession'

let pending: { token: string; user: Promise<AuthUser | null> } | null = null

async function validate(token: string): Promise<AuthUser | null> {
  let response: Response
  try {
    response = await fetch('/api/auth/validate-status', { headers: authorizationHeader(token), credentials: 'include' })
  } catch {
    return storedUser() // offline: the API stays the authority on the next request
  }
  // SPEC §4: 401 or 403 signs out (the guard ends the session); any other failure keeps the stored
  // user until the next check.
  if (response.status === 401 || response.status === 403) return null
  if (!response.ok) return storedUser()
  const body = (await response.json().catch(() => ({}))) as { user?: AuthUser; twoFactorSetupRequired?: boolean }
  // An admin without two-factor: the API allows only its setup, which is in the storefront's account settings.
  if (body.twoFactorSetupRequired) {
    window.location.assign('/account-settings?twoFactor=setup')
    return new Promise<never>(() => undefined)
  }
  if (!body.user) return storedUser()
  rememberUser(body.user)
  return body.user
}

/** The signed-in person, or null when signed out. `fresh` asks the server again even for a known token. */
export function sessionUser({ fresh = false } = {}): Promise<AuthUser | null> {
  const token = currentToken()
  if (!token) {
    pending = null
    return Promise.resolve(null)
  }
  if (fresh || pending?.token !== token) pending = { token, user: validate(token) }
  return pending.user
}

/** The token the last check was made for: another tab signing in or out changes what is stored. */
export function checkedToken(): string | null {
  return pending?.token ?? null
}
