/*
 * Rate limits on the sign-in, registration, recovery and code endpoints (accounts issue), counted in
 * PostgreSQL through @adonisjs/limiter's database store. Over the limit → 429 with a Dutch message and
 * Retry-After. Sign-in counts failed attempts only, so a person who knows their password is never locked out.
 */
import { isIP } from 'node:net'
import limiter from '@adonisjs/limiter/services/main'
import { errors } from '@adonisjs/limiter'
import { DomainError } from '#exceptions/domain_error'
import { retryInText } from '#exceptions/messages'
import { clientNetworkKey } from '#domain/client_network'
import { abuseLimits } from '#config/limits'
import { uploadLimits } from '#config/uploads'

interface Policy {
  requests: number
  /** Seconds. */
  duration: number
}

export const RATE_LIMITS = {
  /** Failed sign-ins per account identifier (e-mail or phone) and IP address. */
  loginFailures: { requests: 5, duration: 15 * 60 },
  /** Every sign-in attempt from one IP address, whatever the account. */
  loginPerIp: { requests: 60, duration: 10 * 60 },
  registerPerIp: {
    get requests() {
      return abuseLimits().registrationsPerHour
    },
    duration: 60 * 60,
  },
  recoveryPerIp: { requests: 10, duration: 15 * 60 },
  recoveryPerAccount: { requests: 3, duration: 60 * 60 },
  codeSendPerTarget: { requests: 3, duration: 15 * 60 },
  codeCheckPerIp: { requests: 20, duration: 15 * 60 },
  /** My tickets' 'send again': per order and channel, and per account over all its orders. */
  ticketResendPerOrder: { requests: 3, duration: 60 * 60 },
  ticketResendPerAccount: { requests: 10, duration: 60 * 60 },
  /** A team invitation sent again (POST …/{id}/resend-invitation): per member, and per employer over their team. */
  teamInvitationResendPerMember: { requests: 3, duration: 60 * 60 },
  /** A new team member invited (POST /api/team-members/{id}, /api/agent-team-members/{id}): per acting account an hour, per employer a day. */
  teamInvitationsPerAccount: { requests: 10, duration: 60 * 60 },
  teamInvitationsPerEmployerDay: { requests: 30, duration: 24 * 60 * 60 },
  teamInvitationResendPerEmployer: { requests: 20, duration: 60 * 60 },
  /** "Send my tickets again" (POST /api/tickets/resend): per network, and per address or number asked about. */
  lostTicketsPerNetwork: { requests: 10, duration: 60 * 60 },
  lostTicketsPerAddress: { requests: 3, duration: 60 * 60 },
  /** Joining a waiting list sends a message: at most this many joins per network an hour. */
  waitingListJoinsPerNetwork: { requests: 10, duration: 60 * 60 },
  /*
   * Answers that tell whether an address has an account: e-mail checks (SPEC §5's checkout hint) and
   * registrations refused because the address or number is taken. Set with the other abuse limits in
   * config/limits.ts (0 = off).
   */
  emailCheckPerIp: {
    get requests() {
      return abuseLimits().emailChecksPer10Minutes
    },
    duration: 10 * 60,
  },
  emailCheckPerIpDaily: {
    get requests() {
      return abuseLimits().emailChecksPerDay
    },
    duration: 24 * 60 * 60,
  },
  takenRegistrationPerIp: {
    get requests() {
      return abuseLimits().takenRegistrationsPerDay
    },
    duration: 24 * 60 * 60,
  },
  /** Contact form messages per IP address (its network), venue and organizer forms together. */
  contactPerIp: { requests: 5, duration: 60 * 60 },
  /** POST /api/reviews per IP address: stops a flood of guest attempts; a real reviewer writes a few. */
  reviewsPerIp: { requests: 20, duration: 60 * 60 },
  /** POST /api/analytics/collect per network (config/limits.ts). */
  analyticsPerNetwork: {
    get requests() {
      return abuseLimits().analyticsBatchesPer10Minutes
    },
    duration: 10 * 60,
  },
  /** Places taken in waiting rooms per network (config/limits.ts). */
  queueJoinsPerNetwork: {
    get requests() {
      return abuseLimits().queueJoinsPer10Minutes
    },
    duration: 10 * 60,
  },
  /** The checkout's live check of a discount code, per network: enough for typos, too few to guess codes. */
  discountCodeChecksPerNetwork: { requests: 30, duration: 10 * 60 },
  /** 'Mijn gegevens downloaden': one ZIP an hour per account. */
  dataExportPerAccount: { requests: 1, duration: 60 * 60 },
  /** POST /api/uploads per account (config/uploads.ts, UPLOADS_PER_HOUR). */
  uploadsPerAccount: {
    get requests() {
      return uploadLimits().perHour
    },
    duration: 60 * 60,
  },
} as const satisfies Record<string, Policy>

export type RateLimitName = keyof typeof RATE_LIMITS

function use(name: RateLimitName) {
  const policy: Policy = RATE_LIMITS[name]
  return limiter.use('database', { requests: policy.requests, duration: policy.duration })
}

/**
 * Makes every limiter now. @adonisjs/limiter keeps a limiter per store and options and binds it to the database
 * client it sees when first made: one first made inside a test's global transaction would keep that transaction's
 * client after its rollback ("Client was closed", a 503). Tests call this before they open one.
 */
export function prepareRateLimiters(): void {
  for (const name of Object.keys(RATE_LIMITS) as RateLimitName[]) use(name)
}

/** A limit set to 0 is off. */
const isOff = (name: RateLimitName) => RATE_LIMITS[name].requests === 0

function tooMany(availableInSeconds: number): DomainError {
  return new DomainError('TOO_MANY_ATTEMPTS_RETRY_IN', {
    params: { retryIn: retryInText(availableInSeconds) },
    details: { retryAfterSeconds: availableInSeconds },
    headers: { 'Retry-After': String(Math.max(1, availableInSeconds)) },
  })
}

/** An IP address in a key counts as its network (an IPv6 /64 is one client: domain/client_network.ts). */
function keyFor(name: RateLimitName, parts: (string | number | null | undefined)[]): string {
  const part = (p: string | number | null | undefined) =>
    typeof p === 'string' && isIP(p) ? clientNetworkKey(p) : String(p ?? '-').toLowerCase()
  return `${name}:${parts.map(part).join(':')}`
}

/** Counts one request; throws 429 when the limit was already used up. */
export async function hit(name: RateLimitName, ...parts: (string | number | null | undefined)[]): Promise<void> {
  if (isOff(name)) return
  try {
    await use(name).consume(keyFor(name, parts))
  } catch (error) {
    if (error instanceof errors.E_TOO_MANY_REQUESTS) throw tooMany(error.response.availableIn)
    throw error
  }
}

/** For counters of failures: 429 if used up, without counting this request. */
export async function ensureNotLimited(name: RateLimitName, ...parts: (string | number | null | undefined)[]): Promise<void> {
  if (isOff(name)) return
  const state = await use(name).get(keyFor(name, parts))
  if (state && state.remaining <= 0 && state.availableIn > 0) throw tooMany(state.availableIn)
}

export async function recordFailure(name: RateLimitName, ...parts: (string | number | null | undefined)[]): Promise<void> {
  if (isOff(name)) return
  await use(name).increment(keyFor(name, parts))
}

export async function resetLimit(name: RateLimitName, ...parts: (string | number | null | undefined)[]): Promise<void> {
  await use(name).delete(keyFor(name, parts))
}

/** Whether the limit is used up now, without counting (for answers that quietly say less instead of a 429). */
export async function limitReached(name: RateLimitName, ...parts: (string | number | null | undefined)[]): Promise<boolean> {
  if (isOff(name)) return false
  const state = await use(name).get(keyFor(name, parts))
  return Boolean(state && state.remaining <= 0 && state.availableIn > 0)
}

/** Counts one request, never refusing it (the caller answers less once limitReached says so). */
export async function countQuietly(name: RateLimitName, ...parts: (string | number | null | undefined)[]): Promise<void> {
  if (isOff(name)) return
  try {
    await use(name).consume(keyFor(name, parts))
  } catch (error) {
    if (!(error instanceof errors.E_TOO_MANY_REQUESTS)) throw error
  }
}
