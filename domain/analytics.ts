/*
 * The event funnel (docs/analytics.md): the steps the storefront and the server record, the limits of one
 * beacon batch, and the rates the back office's 'Conversie' card shows. Shared by the API, the storefront and
 * the back office.
 */

/** Steps a browser may send, in funnel order. 'paid' is not among them: the server records it (migration 0104). */
export const CLIENT_STEPS = ['page_view', 'ticket_dialog_opened', 'checkout_started', 'hold_placed', 'payment_started'] as const
export type ClientStep = (typeof CLIENT_STEPS)[number]
export type FunnelStep = ClientStep | 'paid'

/** At most this many steps in one beacon. */
export const MAX_BATCH = 20

/** The storefront's random per-visit id (sessionStorage): letters, digits and dashes, e.g. a UUID. */
export const VISIT_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/

/** A host name as a referrer is stored: lower case, no scheme, port, path or query. */
export const REFERRER_DOMAIN_PATTERN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/

/** utm_source as it is stored: a short tag such as 'whatsapp' or 'facebook'. */
export const UTM_SOURCE_PATTERN = /^[a-z0-9_-]{1,40}$/

/** The share buttons' own tag per network (ShareButtons.astro adds ?utm_source=… to the links they share). */
export const WHATSAPP_SOURCE = 'whatsapp'

/** The counts of one day (or of a period) of an event's funnel. */
export interface FunnelCounts {
  views: number
  visits: number
  dialogOpens: number
  checkoutsStarted: number
  holds: number
  paymentsStarted: number
  paid: number
  whatsappVisits: number
}

export const EMPTY_FUNNEL: FunnelCounts = {
  views: 0,
  visits: 0,
  dialogOpens: 0,
  checkoutsStarted: 0,
  holds: 0,
  paymentsStarted: 0,
  paid: 0,
  whatsappVisits: 0,
}

export function addFunnels(a: FunnelCounts, b: FunnelCounts): FunnelCounts {
  return {
    views: a.views + b.views,
    visits: a.visits + b.visits,
    dialogOpens: a.dialogOpens + b.dialogOpens,
    checkoutsStarted: a.checkoutsStarted + b.checkoutsStarted,
    holds: a.holds + b.holds,
    paymentsStarted: a.paymentsStarted + b.paymentsStarted,
    paid: a.paid + b.paid,
    whatsappVisits: a.whatsappVisits + b.whatsappVisits,
  }
}

/** part / whole as a fraction rounded to 4 decimals; null when there is no whole to divide by. */
export function rate(part: number, whole: number): number | null {
  if (whole <= 0) return null
  return Math.round((part / whole) * 10000) / 10000
}

/** The rates the card shows: each step against the one before it, and paid orders per visit. */
export function funnelRates(counts: FunnelCounts) {
  return {
    dialogPerView: rate(counts.dialogOpens, counts.views),
    checkoutPerDialog: rate(counts.checkoutsStarted, counts.dialogOpens),
    paidPerCheckout: rate(counts.paid, counts.checkoutsStarted),
    paidPerVisit: rate(counts.paid, counts.visits),
    whatsappShare: rate(counts.whatsappVisits, counts.visits),
  }
}

/** The referrer domain of a full referrer address, or null (none, unreadable, or this site itself). */
export function referrerDomain(referrer: string | null | undefined, ownHost: string | null): string | null {
  if (!referrer) return null
  try {
    const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '')
    if (!host || host === ownHost?.toLowerCase().replace(/^www\./, '')) return null
    return REFERRER_DOMAIN_PATTERN.test(host) ? host : null
  } catch {
    return null
  }
}
