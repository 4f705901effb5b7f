/*
 * Keys that go along in a link (the order status page, the Uni5Pay+ sandbox checkout): an HMAC of the id
 * with a key derived from APP_KEY per purpose, so whoever got the link may use it and a guessed or leaked
 * id alone is not enough. Compared in constant time.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import { appKey } from '#config/app_key'

export type LinkKeyPurpose = 'order-status-v1' | 'uni5pay-sandbox-v1' | 'event-preview-v1' | 'waiting-list-v1' | 'order-claim-v1'

const keys = new Map<LinkKeyPurpose, Buffer>()

function keyFor(purpose: LinkKeyPurpose): Buffer {
  let key = keys.get(purpose)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', appKey.release(), 'suritickets', purpose, 32))
    keys.set(purpose, key)
  }
  return key
}

/** 32 hex characters (128 bits). */
export function linkKey(purpose: LinkKeyPurpose, id: string): string {
  return createHmac('sha256', keyFor(purpose)).update(id).digest('hex').slice(0, 32)
}

/** Constant-time equality of two strings (a secret and what a request brought). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function linkKeyMatches(purpose: LinkKeyPurpose, id: string, given: string): boolean {
  return sameSecret(given, linkKey(purpose, id))
}
