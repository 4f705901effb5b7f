/*
 * The browser session (SPEC §3 "Session", §4 "Session"): a bearer token in local storage plus the stored
 * user record, whose token field is a fallback. A token counts only if it decodes as a three-part token
 * with a future expiry. Pure functions shared by the storefront and the back office (same origin, same
 * storage); the API alone decides whether a token is really valid.
 */

export const TOKEN_STORAGE_KEY = 'token'
export const USER_STORAGE_KEY = 'user'
/** When the storefront last had the session confirmed by GET /api/auth/validate-status (ms since the epoch). */
export const SESSION_VALIDATED_STORAGE_KEY = 'sessionValidatedAt'
/** Fired on window (and seen by other tabs through the storage event) on sign-in and sign-out. */
export const AUTH_CHANGE_EVENT = 'auth-change'

export interface TokenClaims {
  /** User id. */
  sub: number
  /** Server-side session id. */
  sid: string
  role: string
  /** Seconds since the epoch. */
  iat: number
  exp: number
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const binary = atob(padded)
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

/** The claims of a three-part token, without checking the signature (the API does that), else null. */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (typeof token !== 'string') return null
  const parts = token.split('.')
  if (parts.length !== 3 || parts.some((p) => p === '')) return null
  try {
    const claims = JSON.parse(decodeBase64Url(parts[1])) as Partial<TokenClaims>
    if (typeof claims !== 'object' || claims === null || typeof claims.exp !== 'number') return null
    return claims as TokenClaims
  } catch {
    return null
  }
}

/** SPEC §4: valid only if it decodes as a three-part token with a future expiry. */
export function isTokenUsable(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  const claims = decodeToken(token)
  return claims !== null && claims.exp * 1000 > nowMs
}

/** The token to send: the stored token, else the stored user's token field (SPEC §3 fallback). */
export function pickToken(storedToken: string | null, storedUserJson: string | null): string | null {
  if (isTokenUsable(storedToken)) return storedToken
  if (!storedUserJson) return null
  try {
    const user = JSON.parse(storedUserJson) as { token?: unknown }
    return typeof user.token === 'string' && isTokenUsable(user.token) ? user.token : null
  } catch {
    return null
  }
}

/**
 * The storefront's venue page is server-rendered, but the token lives in local storage. When the page
 * answers 'Toegang Geweigerd', a signed-in owner or admin hands the token over once in this short-lived
 * cookie, scoped to that one venue path, and reloads; the page passes it on to GET /api/venues/{id} as a
 * bearer token (SPEC §4 Visibility: an unapproved venue is viewable by its owner and admins).
 */
export const VENUE_VIEWER_COOKIE = 'venue_viewer'
export const VENUE_VIEWER_MAX_AGE_SECONDS = 120

/** The attributes of the hand-over cookie: the venue page's own path only, short-lived, strict. */
export function venueViewerCookieAttributes(path: string, secure: boolean): string {
  const safePath = /^\/[\w\-/]*$/.test(path) ? path : '/venues'
  return `; Path=${safePath}; Max-Age=${VENUE_VIEWER_MAX_AGE_SECONDS}; SameSite=Strict${secure ? '; Secure' : ''}`
}

/** The hand-over token from a Cookie request header, if it decodes as a usable token. */
export function venueViewerToken(cookieHeader: string | null | undefined, nowMs: number = Date.now()): string | null {
  return handedOverToken(cookieHeader, VENUE_VIEWER_COOKIE, nowMs)
}

/** A token handed over in the cookie `cookieName`, if it decodes as a usable token. */
export function handedOverToken(cookieHeader: string | null | undefined, cookieName: string, nowMs: number = Date.now()): string | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== cookieName) continue
    let token: string
    try {
      token = decodeURIComponent(rest.join('='))
    } catch {
      return null
    }
    return isTokenUsable(token, nowMs) ? token : null
  }
  return null
}

/**
 * My tickets (/user-dashboard) is server-rendered as well: the page's inline script hands the token over in
 * this cookie, scoped to that path, lasting as long as the token, and renews it whenever local storage
 * holds another token (a new sign-in) or none (signed out). Only the storefront's page reads it; the API
 * still takes bearer tokens only.
 */
export const TICKETS_VIEWER_COOKIE = 'tickets_viewer'
export const TICKETS_VIEWER_PATH = '/user-dashboard'

/** The attributes of the My tickets hand-over cookie (without its expiry, which is the token's). */
export function ticketsViewerCookieAttributes(secure: boolean): string {
  return `; Path=${TICKETS_VIEWER_PATH}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** Set-Cookie value that removes the My tickets hand-over cookie. */
export const CLEAR_TICKETS_VIEWER_COOKIE = `${TICKETS_VIEWER_COOKIE}=; Path=${TICKETS_VIEWER_PATH}; Max-Age=0; SameSite=Lax`
