/*
 * Link tokens and 6-digit codes. Links carry 256 random bits and only their SHA-256 is stored; codes are
 * stored as a keyed HMAC (they are short, so a stolen table must not give them away) and compared in
 * constant time. Attempts on codes are capped at 3 by the services (SPEC §9).
 */
import { createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { appKey } from '#config/app_key'

const codeKey = Buffer.from(hkdfSync('sha256', appKey.release(), 'suritickets', 'verification-code-v1', 32))

export function newLinkToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Six digits from a CSPRNG, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** The code bound to what it verifies (an e-mail address or phone number), so a code is useless elsewhere. */
export function hashCode(code: string, subject: string): string {
  return createHmac('sha256', codeKey).update(`${subject}\n${code}`).digest('hex')
}

export function codeMatches(code: string, subject: string, stored: string | null): boolean {
  if (!stored) return false
  const given = Buffer.from(hashCode(code, subject), 'hex')
  const expected = Buffer.from(stored, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
