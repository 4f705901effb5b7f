/*
 * Data retention (data_retention_policies): per kind of data, how long it is kept and what happens after. The
 * kinds, their defaults (migration 0106 seeds them) and the bounds an admin may set are here; what "expired" means
 * for each kind is its rule below, executed in SQL by api/services/privacy/retention_service.ts. Pure and shared.
 */

export const DAY_MS = 24 * 60 * 60 * 1000

/** Seven years in days (with the two leap days those years hold): Surinamese bookkeeping keeps records 7 years. */
export const SEVEN_YEARS_DAYS = 7 * 365 + 2

export interface RetentionKind {
  action: 'delete' | 'anonymize'
  defaultDays: number
  /** The shortest and longest period an admin may set, in days. */
  minDays: number
  maxDays: number
  /** What "past its period" means for a row of this kind: the rule the service executes. */
  rule: string
}

/**
 * Each kind by its entity_type. The shortest periods protect what still reads the data: an outbox row tells the
 * review invitations whether their message went out (a week is plenty), the activity log is the security trail of
 * the last month at least, a guest's data stays at least a year after the event (refunds, disputes, invoices).
 */
export const RETENTION_KINDS = {
  ticket_reservations: {
    action: 'delete',
    defaultDays: 30,
    minDays: 1,
    maxDays: 3650,
    rule: 'a hold whose expiry lies more than the period ago (a live hold has not expired)',
  },
  payment_states: {
    action: 'delete',
    defaultDays: 30,
    minDays: 1,
    maxDays: 3650,
    rule: 'a saved checkout that expired and was not touched for the period',
  },
  analytics_events: {
    action: 'delete',
    defaultDays: 90,
    minDays: 1,
    maxDays: 3650,
    rule: 'a raw analytics event older than the period',
  },
  user_activity_logs: {
    action: 'delete',
    defaultDays: 365,
    minDays: 30,
    maxDays: 3650,
    rule: 'an activity log line older than the period',
  },
  contact_messages: {
    action: 'delete',
    defaultDays: 730,
    minDays: 30,
    maxDays: 3650,
    rule: 'a contact form message older than the period whose mail is no longer waiting to be sent',
  },
  rate_limits: {
    action: 'delete',
    defaultDays: 2,
    minDays: 1,
    maxDays: 365,
    rule: 'a rate-limit counter that expired more than the period ago',
  },
  outbox_messages: {
    action: 'delete',
    defaultDays: 30,
    minDays: 7,
    maxDays: 3650,
    rule: 'a sent message, or one that failed for good, last changed more than the period ago (pending ones stay)',
  },
  guest_buyers: {
    action: 'anonymize',
    defaultDays: SEVEN_YEARS_DAYS,
    minDays: 365,
    maxDays: 20 * 365 + 5,
    rule: 'the buyer of an order without an account, once the event ended more than the period ago; the money stays',
  },
} as const satisfies Record<string, RetentionKind>

export type RetentionKindName = keyof typeof RETENTION_KINDS

export const RETENTION_KIND_NAMES = Object.keys(RETENTION_KINDS) as RetentionKindName[]

export function isRetentionKind(value: string): value is RetentionKindName {
  return Object.hasOwn(RETENTION_KINDS, value)
}

/** The moment before which a row of a policy with this period is past it. */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS)
}

/** Why a period cannot be set for a kind, or null when it can (an unknown kind takes any whole positive number). */
export function retentionDaysProblem(kind: string, days: number): { code: 'RETENTION_DAYS_OUT_OF_RANGE'; min: number; max: number } | null {
  const bounds = isRetentionKind(kind) ? RETENTION_KINDS[kind] : { minDays: 1, maxDays: 36500 }
  if (!Number.isInteger(days) || days < bounds.minDays || days > bounds.maxDays) {
    return { code: 'RETENTION_DAYS_OUT_OF_RANGE', min: bounds.minDays, max: bounds.maxDays }
  }
  return null
}

/** What a guest's personal fields become: a fixed marker (names), nothing (e-mail, phone). */
export const ANONYMOUS_NAME = 'Geanonimiseerd'

/**
 * Where a column must hold an address (a CHECK wants e-mail or phone): a reserved, never deliverable domain
 * (RFC 2606 .invalid).
 */
export const ANONYMOUS_EMAIL = 'geanonimiseerd@anoniem.invalid'
