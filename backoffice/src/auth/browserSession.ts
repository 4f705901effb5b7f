/*
 * The session the storefront's sign-in left in this origin's storage (SPEC §4), read and ended here.
 * Token rules live in domain/session.ts; this file only touches the browser.
 */
import type { AuthUser } from '#domain/auth_types'
import { AUTH_CHANGE_EVENT, TOKEN_STORAGE_KEY, USER_STORAGE_KEY, pickToken } from '#domain/session'

/** Set by the storefront so its server-rendered header can tell a signed-in visitor; ends with the session. */
const SESSION_HINT_COOKIE = 'session_hint'

/** The usable bearer token (stored token, else the stored user's token field), else null. */
export function currentToken(): string | null {
  return pickToken(localStorage.getItem(TOKEN_STORAGE_KEY), localStorage.getItem(USER_STORAGE_KEY))
}

export function storedUser(): AuthUser | null {
  try {
    const user = JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null') as AuthUser | null
    return user && typeof user === 'object' && typeof user.role === 'string' ? user : null
  } catch {
    return null
  }
}

/** Keeps the stored record (and any token field the storefront put in it) up to date with the server's. */
export function rememberUser(user: AuthUser) {
  const previous = localStorage.getItem(USER_STORAGE_KEY)
  let merged: Record<string, unknown> = { ...user }
  try {
    merged = { ...(JSON.parse(previous ?? '{}') as object), ...user }
  } catch {
    // an unreadable record is simply replaced
  }
  const next = JSON.stringify(merged)
  // Writing only on change spares the other tabs a storage event.
  if (next !== previous) localStorage.setItem(USER_STORAGE_KEY, next)
}

/** Signs this browser out: token, stored user and the hint cookie go, and every listener hears of it. */
export function clearSession() {
  localStorage.removeItem(TOKEN_STORAGE_KEY)
  localStorage.removeItem(USER_STORAGE_KEY)
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
  window.dispatchEvent(new Event(AUTH_CHANGE_EVENT))
}

export function authorizationHeader(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` }
}
