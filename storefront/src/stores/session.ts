/*
 * The browser session (SPEC §3 "Session", §4 "Session"): token + user in localStorage as
 * domain/session.ts defines them, mirrored into the display-only `session_hint` cookie so the
 * server-rendered header shows the account menu. Islands read $session with useStore; the actions
 * below are the only writers. The API decides what a token may do; this only keeps the browser in step.
 */
import { atom } from 'nanostores'
import type { AuthUser, SessionGrant } from '#domain/auth_types'
import {
  AUTH_CHANGE_EVENT,
  SESSION_VALIDATED_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
  decodeToken,
  isTokenUsable,
  pickToken,
} from '#domain/session'
import { SESSION_RECHECK_MS } from '#domain/auth_rules'
import { CLEAR_SESSION_HINT_COOKIE, sessionHintCookie } from '../lib/session_hint'
import { authApi } from '../lib/api/auth'
import { showAccountInHeader } from '../lib/header_account'

export interface Session {
  token: string
  user: AuthUser
}

/** undefined until the browser storage has been read (first render on the server and at hydration). */
export const $session = atom<Session | null | undefined>(undefined)

function readStoredUser(): AuthUser | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null') as AuthUser | null
    return parsed && typeof parsed === 'object' && typeof parsed.role === 'string' ? parsed : null
  } catch {
    return null
  }
}

function writeHint(token: string, user: AuthUser) {
  const claims = decodeToken(token)
  const expiresAtMs = claims ? claims.exp * 1000 : Date.now() + 60 * 60 * 1000
  document.cookie = sessionHintCookie(
    { firstName: user.firstName ?? '', lastName: user.lastName ?? '', role: user.role },
    expiresAtMs,
    location.protocol === 'https:'
  )
}

function announce() {
  window.dispatchEvent(new Event(AUTH_CHANGE_EVENT))
}

function store(token: string, user: AuthUser) {
  localStorage.setItem(TOKEN_STORAGE_KEY, token)
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user))
  writeHint(token, user)
  $session.set({ token, user })
}

/** SPEC §4: login success stores user and token and fires auth-change. */
export function signIn(grant: Pick<SessionGrant, 'token' | 'user'>) {
  store(grant.token, grant.user)
  showAccountInHeader(grant.user)
  announce()
}

/** A fresh user record for the same session (validate-status, profile edits). */
export function refreshUser(user: AuthUser) {
  const current = $session.get()
  if (current) store(current.token, user)
}

/** A new token for the same person (password change revokes the old one). */
export function replaceToken(token: string, user: AuthUser) {
  store(token, user)
}

/** SPEC §4: sign-out removes token and stored user and broadcasts auth-change. Local only; see logout(). */
export function signOut() {
  localStorage.removeItem(TOKEN_STORAGE_KEY)
  localStorage.removeItem(USER_STORAGE_KEY)
  localStorage.removeItem(SESSION_VALIDATED_STORAGE_KEY)
  document.cookie = CLEAR_SESSION_HINT_COOKIE
  $session.set(null)
  announce()
}

/** /logout: revoke the server session (best effort), then sign out here. */
export async function logout() {
  const token = $session.get()?.token ?? pickToken(localStorage.getItem(TOKEN_STORAGE_KEY), localStorage.getItem(USER_STORAGE_KEY))
  if (token) await authApi.logout(token)
  signOut()
}

/** SPEC §4: 401/403 signs out, 200 refreshes the stored user; network errors leave the session alone. */
export async function validateSession(): Promise<'valid' | 'refused' | 'unreachable' | 'none'> {
  const session = $session.get()
  if (!session) return 'none'
  if (!isTokenUsable(session.token)) {
    signOut()
    return 'refused'
  }
  const result = await authApi.validateStatus(session.token)
  if (result.ok) {
    if ($session.get()?.token === session.token) {
      refreshUser(result.data.user)
      // Shown on /test-auth: when the API last confirmed this session.
      localStorage.setItem(SESSION_VALIDATED_STORAGE_KEY, String(Date.now()))
    }
    return 'valid'
  }
  if (result.status === 401 || result.status === 403) {
    if ($session.get()?.token === session.token) signOut()
    return 'refused'
  }
  return 'unreachable'
}

/** Reads storage into $session; a missing or expired token signs out (clearing a stale hint cookie). */
export function loadFromStorage() {
  const token = pickToken(localStorage.getItem(TOKEN_STORAGE_KEY), localStorage.getItem(USER_STORAGE_KEY))
  const user = readStoredUser()
  if (token && user) {
    $session.set({ token, user })
  } else {
    if (localStorage.getItem(TOKEN_STORAGE_KEY) || localStorage.getItem(USER_STORAGE_KEY) || document.cookie.includes('session_hint=')) {
      localStorage.removeItem(TOKEN_STORAGE_KEY)
      localStorage.removeItem(USER_STORAGE_KEY)
      document.cookie = CLEAR_SESSION_HINT_COOKIE
    }
    $session.set(null)
  }
}

let started = false

/** Once per page, from any island: load, validate, re-check every 10 minutes, follow other tabs. */
export function startSession() {
  if (started || typeof window === 'undefined') return
  started = true
  loadFromStorage()
  void validateSession()
  window.setInterval(() => void validateSession(), SESSION_RECHECK_MS)
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === USER_STORAGE_KEY) {
      const before = $session.get()?.token ?? null
      loadFromStorage()
      if (($session.get()?.token ?? null) !== before) announce()
    }
  })
}
