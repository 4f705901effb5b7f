/*
 * The key of a waiting-list entry's links (the place and leave page, the offer): the entry id with an HMAC of it
 * (link_keys.ts), so whoever got the message may use them and a guessed id alone is not enough.
 */
import { linkKey, linkKeyMatches } from '#services/payments/link_keys'

const PURPOSE = 'waiting-list-v1'
const TOKEN_PATTERN = /^([1-9]\d{0,9})-([0-9a-f]{32})$/

export function waitingListToken(entryId: number): string {
  return `${entryId}-${linkKey(PURPOSE, String(entryId))}`
}

/** The entry id a token opens, or null when the token is not one of ours. */
export function entryIdOf(token: string): number | null {
  const match = TOKEN_PATTERN.exec(token)
  if (!match || !linkKeyMatches(PURPOSE, match[1], match[2])) return null
  return Number(match[1])
}
