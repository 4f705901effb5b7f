/*
 * The rules a route's access declaration is made of, and who each admits. Routes declare theirs where they are
 * declared (`.access(…)` in start/routes/<area>.ts, api/http/route_access.ts); the gate
 * (api/middleware/route_access_middleware.ts) decides with decideAccess. Pure: tests read it without a server.
 */
import { normalizeRole } from './access.js'
import { rolesFor, type Resource, type ResourceAction, type TableRole } from './resource_access.js'
import type { ApiScope } from './api_tokens.js'

export type { Resource, ResourceAction, TableRole }

/**
 * - 'public': anyone, signed in or not (a controller may still read an optional token, see optionalViewer)
 * - 'signedIn': any active account
 * - { roles }: an active account with one of these roles
 * - { resource, action }: the roles of that action in RESOURCE_ACCESS
 * - { apiScope }: an organizer's API token (Authorization: Bearer sut_…) carrying that scope; /api/v1 only. A
 *   session token is never one (401), and an API token never opens any other route (it is not a session: 401).
 */
export type Access =
  | 'public'
  | 'signedIn'
  | { readonly roles: readonly TableRole[] }
  | { readonly resource: Resource; readonly action: ResourceAction }
  | { readonly apiScope: ApiScope }

/** Whether a rule is an API token's (the gate then reads the token, not a session). */
export function isApiScopeAccess(access: Access): access is { readonly apiScope: ApiScope } {
  return typeof access === 'object' && 'apiScope' in access
}

export interface RouteRule {
  readonly access: Access
  /** One line: why this audience. */
  readonly reason: string
  /**
   * For a route about one organizer's records: which path parameter names the record and what it is, so the
   * access matrix test (tests/functional/security/) fills it with organizer A's record and checks that a second
   * organizer's staff are refused. Required for every { resource, action } route with a path parameter.
   */
  readonly owner?: { readonly param: string; readonly kind: OwnedKind }
}

/**
 * The kinds of record an owned route's parameter can name. The organizer's kinds belong to organizer A of the
 * access matrix; 'venueOperator' (a venue operator's id), 'venue' and 'venueBooking' (a booking request of
 * organizer A's event at the venue) to venue operator A.
 */
export type OwnedKind =
  | 'organizer'
  | 'event'
  | 'ticketType'
  /** A discount or access code of one of organizer A's events. */
  | 'discountCode'
  | 'order'
  | 'teamMember'
  | 'venueOperator'
  | 'venue'
  | 'venueBooking'
  /** An agent's user id: agent A of the access matrix, with their staff; a second agent B calls too. */
  | 'agent'
  // A loket shift of one of organizer A's sellers.
  | 'loketShift'
  // Agent A's id, a partnership of agent A with organizer A, a notification of agent A.
  | 'partnership'
  | 'agentNotification'
  // An agent_loket_medewerker of agent A.
  | 'agentTeamMember'
  // A published review of organizer A (reviewType organizer).
  | 'review'
  // A checkout question of one of organizer A's events.
  | 'question'
  // An API token of organizer A.
  | 'apiToken'
  // A webhook endpoint of organizer A.
  | 'webhookEndpoint'

/** The roles an access admits; null = everyone signed in; 'public' = anyone at all. */
export function admittedRoles(access: Access): readonly TableRole[] | null | 'public' {
  if (access === 'public') return 'public'
  if (access === 'signedIn') return null
  if ('roles' in access) return access.roles
  // Whose tokens: an organizer's (the token acts for them).
  if ('apiScope' in access) return ['organizer']
  return rolesFor(access.resource, access.action)
}

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden'

/**
 * The gate for one caller: role = their table role (tableRoleOf: 'sub_admin' for a sub-admin), null = nobody
 * signed in. A { roles } rule naming 'admin' admits sub-admins too: their limits are written in the resource table.
 */
export function decideAccess(access: Access, role: string | null): AccessDecision {
  const admitted = admittedRoles(access)
  if (admitted === 'public') return 'allow'
  if (role === null) return 'unauthenticated'
  // A signed-in person's session is not an API token, whatever their role.
  if (isApiScopeAccess(access)) return 'unauthenticated'
  if (admitted === null) return 'allow'
  const normalized = normalizeRole(role) ?? ''
  const byRole = typeof access === 'object' && 'roles' in access && normalized === 'sub_admin' ? 'admin' : normalized
  return (admitted as readonly string[]).includes(byRole) ? 'allow' : 'forbidden'
}
