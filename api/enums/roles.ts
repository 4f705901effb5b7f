/*
 * User roles (SPEC §6). Both 'manager' and 'Manager' occur in the product and are accepted.
 * Stored as a string column with a CHECK of these values (users.role, default 'user').
 */
export const USER_ROLES = [
  'user',
  'admin',
  'organizer',
  'agent',
  'agent_manager',
  'manager',
  'Manager',
  'loket_medewerker',
  'agent_loket_medewerker',
  'scanner',
  'venue_operator',
  'venue_owner',
] as const

export type UserRole = (typeof USER_ROLES)[number]

export const DEFAULT_ROLE: UserRole = 'user'

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value)
}
