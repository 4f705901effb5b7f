/*
 * Three-part signed tokens (header.claims.signature, HMAC-SHA256, the JWT compact form) so the browser can
 * read the expiry as SPEC §4 wants. The signature only proves we issued it; whether it still works is
 * decided by its server-side session record (session_service.ts).
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import { appKey } from '#config/app_key'
import type { TokenClaims } from '#domain/session'

/** 256-bit key derived from APP_KEY for this one purpose. */
const signingKey = Buffer.from(hkdfSync('sha256', appKey.release(), 'suritickets', 'auth-token-v1', 32))

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url')
}

function sign(data: string): Buffer {
  return createHmac('sha256', signingKey).update(data).digest()
}

export function signToken(claims: TokenClaims): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`
  return `${body}.${base64url(sign(body))}`
}

/** The claims when the signature is ours and the expiry is in the future, else null. */
export function verifyToken(token: string, nowMs: number = Date.now()): TokenClaims | null {
  const parts = token.split('.')
  if (parts.length !== 3 || parts[0] !== HEADER) return null
  const expected = sign(`${parts[0]}.${parts[1]}`)
  const given = Buffer.from(parts[2], 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as TokenClaims
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) return null
    if (typeof claims.sid !== 'string' || typeof claims.sub !== 'number') return null
    return claims
  } catch {
    return null
  }
}
