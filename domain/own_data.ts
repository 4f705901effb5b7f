/*
 * A person's own data (GDPR access and erasure): the download of everything the account holds, and deleting the
 * account. Codes and values only; the storefront words them in its reader's language.
 */

/** How long a ready download stays available (its e-mailed link works as long). */
export const DATA_EXPORT_TTL_DAYS = 7

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number]

/** The files of the ZIP, each a JSON document (contact messages and team only when there are any). */
export const DATA_EXPORT_FILES = [
  'account.json',
  'orders.json',
  'tickets.json',
  'likes.json',
  'reviews.json',
  'activity.json',
  'contact_messages.json',
  'ticketswitch.json',
  'team.json',
] as const

/** The latest download the person asked for, as /account-settings shows it; null when none. */
export interface DataExportView {
  status: DataExportStatus
  createdAt: string
  readyAt: string | null
  expiresAt: string | null
}

/** The name a deleted account and its orders carry from then on (reviews are shown under it). */
export const ERASED_NAME = 'Verwijderd account'

/**
 * What deleting the account does: 'erase' (a buyer: personal fields replaced, orders anonymised), 'deactivate' (staff,
 * who own audit history: no sign-in, nothing erased) or 'refuse' (the owner of an organizer, agent or venue business,
 * or someone with a Ticketswitch sale still open: support decides).
 */
export type DeletionOutcome = 'erase' | 'deactivate' | 'refuse'

/** Why deletion is refused. */
export type DeletionBlocker = 'owns_business' | 'ticketswitch_open'

export interface DeletionCheck {
  outcome: DeletionOutcome
  /** Valid tickets for events that have not ended: they stay valid at the door, under the anonymised name. */
  futureTickets: number
  isStaff: boolean
  blockers: DeletionBlocker[]
}

/** Roles employed by someone else (an organizer, agent or the platform): their accounts carry audit history. */
export const STAFF_ROLES = [
  'admin',
  'manager',
  'Manager',
  'loket_medewerker',
  'scanner',
  'agent_manager',
  'agent_loket_medewerker',
] as const

/** Roles that own a business on the platform: events, sales, venues, a team. */
export const OWNER_ROLES = ['organizer', 'agent', 'venue_operator', 'venue_owner'] as const

export function isStaffRole(role: string): boolean {
  return (STAFF_ROLES as readonly string[]).includes(role)
}

export function isOwnerRole(role: string): boolean {
  return (OWNER_ROLES as readonly string[]).includes(role)
}

/** The outcome from the role and what blocks erasure. */
export function deletionOutcome(role: string, blockers: readonly DeletionBlocker[]): DeletionOutcome {
  if (isStaffRole(role)) return 'deactivate'
  return blockers.length > 0 ? 'refuse' : 'erase'
}
