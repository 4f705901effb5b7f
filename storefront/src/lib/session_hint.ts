/*
 * The `session_hint` cookie: a display-only copy of who is signed in ({firstName, lastName, role},
 * never the token), so the server-rendered header can show the account menu without JavaScript.
 * The API ignores it; the token in localStorage is what counts. Pure: read on the server (SiteHeader)
 * and written in the browser (stores/session.ts).
 */
export const SESSION_HINT_COOKIE = 'session_hint'

export interface SessionHint {
  firstName: string
  lastName: string
  role: string
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(value: string): string {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
}

export function encodeSessionHint(hint: SessionHint): string {
  return toBase64Url(JSON.stringify({ firstName: hint.firstName, lastName: hint.lastName, role: hint.role }))
}

/** The hint in a cookie value, else null (absent, tampered or malformed values are ignored). */
export function decodeSessionHint(value: string | null | undefined): SessionHint | null {
  if (!value || value.length > 1024) return null
  try {
    const parsed = JSON.parse(fromBase64Url(value)) as Partial<SessionHint>
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.role !== 'string' || parsed.role === '') return null
    return {
      firstName: typeof parsed.firstName === 'string' ? parsed.firstName.slice(0, 80) : '',
      lastName: typeof parsed.lastName === 'string' ? parsed.lastName.slice(0, 80) : '',
      role: parsed.role.slice(0, 40),
    }
  } catch {
    return null
  }
}

/** The document.cookie value the browser writes: expires with the token; Secure on https. */
export function sessionHintCookie(hint: SessionHint, expiresAtMs: number, secure = false): string {
  return `${SESSION_HINT_COOKIE}=${encodeSessionHint(hint)}; Path=/; SameSite=Lax; Expires=${new Date(expiresAtMs).toUTCString()}${secure ? '; Secure' : ''}`
}

export const CLEAR_SESSION_HINT_COOKIE = `${SESSION_HINT_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`

/** The name shown in the header menu. */
export function hintDisplayName(hint: SessionHint): string {
  return [hint.firstName, hint.lastName].filter(Boolean).join(' ').trim()
}

/** The avatar's letters: the first of each name part, at most two ('Anika Sewdien' → 'AS'). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase()
}
