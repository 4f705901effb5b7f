/*
 * Which fields each self-registering role must give (SPEC §7 POST /api/auth/register "user fields, role
 * default user"; SPEC §3 users fields). One rule for the API's register service (missing → 422 per field, in its
 * own words) and the storefront's registration forms (which fields are marked required and checked before sending).
 */
import type { SelfRegistrationRole } from './access.js'
import type { RegistrationMethod } from './auth_types.js'

export const REQUIRED_REGISTRATION_FIELDS = ['firstName', 'lastName', 'email', 'password', 'phone', 'organizationName', 'district'] as const
export type RequiredRegistrationField = (typeof REQUIRED_REGISTRATION_FIELDS)[number]

/** Every account: a name, an e-mail address and a password. */
const ACCOUNT: readonly RequiredRegistrationField[] = ['firstName', 'lastName', 'email', 'password']

/**
 * What each role adds: those who sell or rent out register with the name of their organisation; agents
 * (ticket points) and venue operators are reached by phone, and an agent's point is in a district.
 */
const BY_ROLE: Record<SelfRegistrationRole, readonly RequiredRegistrationField[]> = {
  user: [],
  organizer: ['organizationName'],
  agent: ['phone', 'organizationName', 'district'],
  venue_operator: ['phone', 'organizationName'],
}

export function requiredRegistrationFields(
  role: SelfRegistrationRole = 'user',
  method: RegistrationMethod = 'email'
): RequiredRegistrationField[] {
  const fields = new Set([...ACCOUNT, ...BY_ROLE[role]])
  // Registering by WhatsApp needs the number the code goes to.
  if (method === 'whatsapp') fields.add('phone')
  return REQUIRED_REGISTRATION_FIELDS.filter((field) => fields.has(field))
}

/** Left out, null, blank, or a phone field holding only the '+' the field starts with. */
function isBlank(field: RequiredRegistrationField, value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value !== 'string') return false
  const text = value.trim()
  return text === '' || (field === 'phone' && text === '+')
}

/** The required fields this input leaves blank, in form order. */
export function missingRegistrationFields(
  input: Partial<Record<RequiredRegistrationField, unknown>>,
  role: SelfRegistrationRole = 'user',
  method: RegistrationMethod = 'email'
): RequiredRegistrationField[] {
  return requiredRegistrationFields(role, method).filter((field) => isBlank(field, input[field]))
}
