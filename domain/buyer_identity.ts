/*
 * Who a buyer is for a per-person limit (maxPerUser, SPEC §3/§5): the same person must not get round it
 * by typing another spelling of their address. The rule, applied to every address before it is stored
 * on an order or compared:
 *
 * - trimmed and lower-cased (addresses are case-insensitive in practice);
 * - a '+tag' in the local part is dropped for every domain ('ana+1@x.sr' is 'ana@x.sr'): Gmail, Outlook,
 *   iCloud, Proton, Fastmail and most company servers deliver tagged mail to the untagged mailbox, and
 *   a real mailbox whose name contains '+' is rare enough that sharing a limit with it is acceptable;
 * - dots in the local part are dropped only for gmail.com (and its alias googlemail.com), the provider
 *   known to ignore them; elsewhere 'j.smit' and 'jsmit' may well be two people.
 *
 * A phone number counts by its E.164 form without spaces or punctuation. A signed-in buyer also counts
 * by account, and by the account's own address and number, whatever they type into the form.
 */
import { normalizePhone } from './auth_rules.js'

/** Providers that deliver 'a.b@' and 'ab@' to the same mailbox; the alias maps to the main domain. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' }

/** The key an e-mail address counts under for per-person limits (see the rule above). */
export function emailIdentityKey(raw: string): string {
  const email = raw.trim().toLowerCase()
  const at = email.lastIndexOf('@')
  if (at <= 0) return email
  let local = email.slice(0, at)
  let domain = email.slice(at + 1).replace(/\.+$/, '')
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  if (DOTLESS_DOMAINS[domain]) {
    domain = DOTLESS_DOMAINS[domain]
    local = local.replaceAll('.', '')
  }
  return `${local}@${domain}`
}

/** The key a phone number counts under: '+597 812-3456' → '+5978123456'. */
export function phoneIdentityKey(raw: string): string {
  return normalizePhone(raw.trim())
}

export interface BuyerIdentityInput {
  /** The signed-in account, if any. */
  account?: { id: number; email?: string | null; phone?: string | null } | null
  /** What the buyer typed into the form (null when the contact method does not use it). */
  email?: string | null
  phone?: string | null
}

/** Everything a buyer's earlier orders may be found by, for per-person limits. */
export interface BuyerIdentity {
  userId: number | null
  emailKeys: string[]
  phoneKeys: string[]
}

const distinct = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))]

export function buyerIdentity({ account, email, phone }: BuyerIdentityInput): BuyerIdentity {
  return {
    userId: account?.id ?? null,
    emailKeys: distinct([email, account?.email].map((e) => (e ? emailIdentityKey(e) : null))),
    phoneKeys: distinct([phone, account?.phone].map((p) => (p ? phoneIdentityKey(p) : null))),
  }
}
