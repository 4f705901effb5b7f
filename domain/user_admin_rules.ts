/*
 * What an admin may do to an account (docs/administration.md, "Admins and sub-admins"). Pure and shared: the API's
 * users service enforces it (api/services/accounts/admin_users_service.ts), the back office hides what it would refuse.
 *
 * - Staff roles work for someone: a manager, loket medewerker or scanner for an organizer, an agent manager or
 *   agent loket medewerker for an agent (SPEC §3 employer fields). Giving such a role names the employer.
 * - A sub-admin (an admin with isSubAdmin) changes no admin account (full or sub: role, name, deactivation,
 *   anything), never grants the admin role, and creates no admins (the access table leaves 'create' out).
 * - Nobody changes their own role or deactivates themself here, and the last active full admin stays one.
 */
import { USER_ROLES, normalizeRole } from './access.js'

/** The roles an admin may give (one spelling per role: 'Manager' is stored as 'manager'). */
export const ASSIGNABLE_ROLES = USER_ROLES.filter((role) => role !== 'Manager')
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number]

/** Whom a staff role works for. */
export type EmployerKind = 'organizer' | 'agent'

const EMPLOYER_OF_ROLE: Partial<Record<string, EmployerKind>> = {
  manager: 'organizer',
  loket_medewerker: 'organizer',
  scanner: 'organizer',
  agent_manager: 'agent',
  agent_loket_medewerker: 'agent',
}

/** The employer a role needs, or null for roles that work for themselves. */
export function employerKindOf(role: string | null | undefined): EmployerKind | null {
  return EMPLOYER_OF_ROLE[normalizeRole(role) ?? ''] ?? null
}

export interface EmployerFields {
  managerForOrganizerId: number | null
  createdByOrganizerId: number | null
  managerForAgentId: number | null
  createdByAgentId: number | null
}

/**
 * The SPEC §3 employer fields of a role working for `employerId`: staff are 'created by' their employer, managers
 * also 'manager for' it (as the organizer's own team screen stores them); every other role has none.
 */
export function employerFieldsFor(role: string, employerId: number | null): EmployerFields {
  const kind = employerKindOf(role)
  const normalized = normalizeRole(role)
  const manages = normalized === 'manager' || normalized === 'agent_manager'
  return {
    createdByOrganizerId: kind === 'organizer' ? employerId : null,
    managerForOrganizerId: kind === 'organizer' && manages ? employerId : null,
    createdByAgentId: kind === 'agent' ? employerId : null,
    managerForAgentId: kind === 'agent' && manages ? employerId : null,
  }
}

/** The employer a person works for now (either field), for the form and to keep it across an edit. */
export function currentEmployerId(person: Partial<EmployerFields> & { role: string }): number | null {
  const kind = employerKindOf(person.role)
  if (kind === 'organizer') return person.managerForOrganizerId ?? person.createdByOrganizerId ?? null
  if (kind === 'agent') return person.managerForAgentId ?? person.createdByAgentId ?? null
  return null
}

export interface AccountState {
  id: number
  role: string
  isSubAdmin: boolean
  deactivatedAt?: unknown
}

export function isAdminAccount(person: Pick<AccountState, 'role'>): boolean {
  return normalizeRole(person.role) === 'admin'
}

/** An active admin with every right (not a sub-admin): the platform needs at least one. */
export function isActiveFullAdmin(person: AccountState): boolean {
  return isAdminAccount(person) && !person.isSubAdmin && !person.deactivatedAt
}

/** What an admin does to an account; 'edit' is any change of name or contact. */
export type AccountChangeKind = 'edit' | 'role' | 'deactivate' | 'reactivate' | 'verify'

/** Why a change is refused, as a code; the API words it (api/exceptions/messages.ts), the back office hides the button. */
export type AccountRefusal = 'subAdminOnAdmin' | 'subAdminGrantsAdmin' | 'ownAccount'

/**
 * The rule for one change by one actor, before any database read: null when allowed. `newRole` is the role the
 * change gives (a role change or a new account). The last-admin rule needs the database (the service checks it).
 */
export function accountChangeRefusal(
  actor: Pick<AccountState, 'id' | 'role' | 'isSubAdmin'>,
  target: Pick<AccountState, 'id' | 'role'> | null,
  change: { kind: AccountChangeKind; newRole?: string | null }
): AccountRefusal | null {
  const subAdmin = isAdminAccount(actor) && actor.isSubAdmin
  if (subAdmin && target && isAdminAccount(target)) return 'subAdminOnAdmin'
  if (subAdmin && change.newRole && normalizeRole(change.newRole) === 'admin') return 'subAdminGrantsAdmin'
  if (target && target.id === actor.id && (change.kind === 'role' || change.kind === 'deactivate')) return 'ownAccount'
  return null
}

/** Whether a change takes away an active full admin (deactivated, another role, or made a sub-admin). */
export function removesFullAdmin(before: AccountState, after: AccountState): boolean {
  return isActiveFullAdmin(before) && !isActiveFullAdmin(after)
}
