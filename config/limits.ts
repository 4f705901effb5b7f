/*
 * Abuse limits on buying and on the e-mail check, all in one place. A "network" is one client address as
 * domain/client_network.ts groups them (an IPv4 address, or an IPv6 /64); a "session" is the checkout
 * session id the storefront sends with every hold and purchase. Session limits keep one checkout within a
 * family's order; network limits are what stops a script, which can pick a new session id per request.
 *
 * Defaults are for a real on-sale: a family buys up to ~10 tickets, a hot event has ~2,000 buyers within
 * minutes, and several buyers may share one public address (a household, an office, a mobile operator's
 * carrier-grade NAT), so the network limits are a few families' worth, not one.
 *
 * ABUSE_LIMITS overrides any of them: comma-separated name=value pairs, e.g.
 * 'networkSeatsHeld=200,networkHoldsPerWindow=600'; 0 switches a limit off. Read when first used
 * (start/env.ts validates the value at start-up with the same parser, and imports this file).
 */
import app from '@adonisjs/core/services/app'

export const DEFAULT_LIMITS = {
  /** Tickets in one paid order (one checkout). */
  ticketsPerOrder: 20,
  /** Tickets in one free order; also what one checkout session may get free in total. */
  ticketsPerFreeOrder: 10,
  /** Seats one checkout session holds at once (holds of all its ticket types together). */
  sessionSeatsHeld: 20,
  /** Seats held at once from one network. */
  networkSeatsHeld: 100,
  /** The window (seconds) the two hold counts below are taken over. */
  holdWindowSeconds: 600,
  /** Holds placed by one checkout session per window (each change of a selection is a new hold). */
  sessionHoldsPerWindow: 30,
  /** Holds placed from one network per window. */
  networkHoldsPerWindow: 300,
  /** Paid orders waiting for their payment from one network at once (a session has at most one: a new one gives the old one up). */
  networkPendingPayments: 20,
  /** The window (seconds) for free tickets per network. */
  freeWindowSeconds: 3600,
  /** Free tickets to one network per window. */
  networkFreeTicketsPerWindow: 50,
  /** POST /api/auth/email-check per network (api/services/accounts/rate_limits.ts): checkout needs one or two per buyer. */
  emailChecksPer10Minutes: 10,
  emailChecksPerDay: 40,
  /** Registrations refused for a taken address or number per network per day; once spent, every registration waits. */
  takenRegistrationsPerDay: 20,
  /** Registrations per network per hour (POST /api/auth/register). */
  registrationsPerHour: 10,
  /**
   * Analytics beacons per network per 10 minutes (POST /api/analytics/collect). A visit sends a few; a mobile
   * operator's shared address carries many visitors, so this is generous and only stops a script's flood.
   */
  analyticsBatchesPer10Minutes: 600,
  /**
   * Waiting-room places taken from one network per 10 minutes (POST /api/events/{id}/queue; one per device), and
   * waiting-room polls per network per minute (counted in each process's memory: a poll must not cost a database
   * write). A mobile operator's shared address carries many phones, so both are generous.
   */
  queueJoinsPer10Minutes: 600,
  queuePollsPerMinute: 6000,
}

export type AbuseLimits = typeof DEFAULT_LIMITS
export type AbuseLimitName = keyof AbuseLimits

/** The limits with ABUSE_LIMITS applied; throws one line naming the bad part. */
export function parseAbuseLimits(text: string | undefined): AbuseLimits {
  const limits = { ...DEFAULT_LIMITS }
  for (const pair of (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, value, extra] = pair.split('=').map((p) => p.trim())
    if (!(name in DEFAULT_LIMITS)) {
      throw new Error(`ABUSE_LIMITS: unknown limit '${name}' (known: ${Object.keys(DEFAULT_LIMITS).join(', ')})`)
    }
    if (extra !== undefined || !/^\d{1,9}$/.test(value ?? '')) {
      throw new Error(`ABUSE_LIMITS: '${pair}' needs a whole number, e.g. ${name}=${DEFAULT_LIMITS[name as AbuseLimitName]}`)
    }
    limits[name as AbuseLimitName] = Number(value)
  }
  if (limits.holdWindowSeconds === 0 || limits.freeWindowSeconds === 0) throw new Error('ABUSE_LIMITS: a window cannot be 0 seconds')
  return limits
}

let current: AbuseLimits | null = null

/** The limits in force. A limit of 0 is off. */
export function abuseLimits(): AbuseLimits {
  current ??= parseAbuseLimits(process.env.ABUSE_LIMITS)
  return current
}

/** Tests set limits for a while; null goes back to ABUSE_LIMITS. */
export function setAbuseLimitsForTests(overrides: Partial<AbuseLimits> | null) {
  if (!app.inTest) throw new Error('Abuse limits can only be changed in tests')
  current = overrides === null ? null : { ...parseAbuseLimits(process.env.ABUSE_LIMITS), ...overrides }
}
