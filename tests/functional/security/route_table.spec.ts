/*
 * The route table drives the authorization tests: every route the router registered must declare its access
 * (`.access(…)` where it is declared, api/http/route_access.ts), and every route is called by a visitor, every
 * SPEC §6 role and a deactivated account, each getting what its declaration allows. A route added later is probed
 * here without any edit.
 *
 * Routes about one organizer's records (an `owner` in their declaration) are the access matrix: the
 * parameter carries a fresh record of organizer A (tests/helpers/owned_records.ts), the staff roles are A's
 * staff, and a second organizer B and B's manager call too; for a venue operator's records the
 * record is venue operator A's and a second operator B calls too. Who gets through follows the access table
 * (mayActOn of domain/resource_access.ts): allowed → passes the gate; everyone else 403 (or 404).
 */
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type User from '#models/user'
import { USER_ROLES } from '#domain/access'
import { admittedRoles, decideAccess, isApiScopeAccess } from '#domain/route_access'
import { RESOURCE_ACCESS, mayActOn, tableRoleOf, type Grant } from '#domain/resource_access'
import { createAccount } from '#tests/helpers/accounts'
import { freshToken, registeredRoutes, samplePath, send, withProvidersConfigured, type RegisteredRoute } from '#tests/helpers/routes'
import { ownedParams, ownedRoute, recordOwner, type OwnedRoute, type RecordOwners } from '#tests/helpers/owned_records'

/**
 * sub_admin: an admin with isSubAdmin. organizerB and managerB: a second organizer and their manager;
 * operatorB: a second venue operator; these three are called on owned routes only.
 */
type Who =
  | (typeof USER_ROLES)[number]
  | 'sub_admin'
  | 'anonymous'
  | 'deactivated'
  | 'organizerB'
  | 'managerB'
  | 'operatorB'
  | 'agentB'
  | 'agentManagerB'

interface Probe {
  /** Query string or body where the sample request needs one. */
  query?: string
  json?: Record<string, unknown>
  /** The exact status of a caller that passes the gate (else: anything but 401/403, below 500). */
  okStatus?: number
}

/** Exact answers where they are known; other routes are only required to let the right callers through. */
/** Keyed as the route table's messages name a route ('METHOD /pattern'). */
const PROBES: Partial<Record<string, Probe>> = {
  'GET /api/admin/event-categories': { okStatus: 200 },
  'GET /api/auth/validate-status': { okStatus: 200 },
  'GET /api/users/me/profile': { okStatus: 200 },
  'PUT /api/users/me/profile': { json: { firstName: 'Tabel' }, okStatus: 200 },
  'GET /api/users/me/email-change': { okStatus: 200 },
  'GET /api/users/me/phone-change': { okStatus: 200 },
  'GET /api/users/me/tickets': { okStatus: 200 },
  // Verified accounts: answered without sending anything.
  'POST /api/auth/resend-verification-email': { okStatus: 200 },
  // Allowed roles reach validation (422 on an empty body); others never get that far.
  'POST /api/venues': { json: {}, okStatus: 422 },
  'GET /api/events/public': { okStatus: 200 },
  'GET /api/venues/public': { okStatus: 200 },
  'GET /api/health': { okStatus: 200 },
  // SPEC §7's refresh paths: each admitted caller gets their own list (an empty one is still a 200).
  'GET /api/venues': { okStatus: 200 },
  'GET /api/events': { okStatus: 200 },
  'GET /api/users': { okStatus: 200 },
  'GET /api/organizers': { okStatus: 200 },
  'GET /api/currency-rates/usage': { okStatus: 200 },
  // A currency to itself needs no stored rate.
  'GET /api/currency-rates/convert-raw-batch/live': { query: 'from=SRD&to=SRD&amounts=1,2.50', okStatus: 200 },
  // The sample id is nobody's: a 404 for admins and for everyone else alike (another's account looks the same).
  'GET /api/users/:id/details': { okStatus: 404 },
  // The download link's token is the only key: no sign-in, and an unknown token is a 404 for everyone.
  'GET /api/tickets/download': { query: `token=${'0'.repeat(64)}`, okStatus: 404 },
  'GET /api/tickets/download/:token/pdf': { okStatus: 404 },
  // Ticketswitch: a holder is signed in or brings their download token; with an unknown token everyone gets the 404.
  'GET /api/ticketswitch/my-tickets': { query: `downloadToken=${'0'.repeat(64)}`, okStatus: 404 },
  'DELETE /api/ticketswitch/listings/:id': { query: `downloadToken=${'0'.repeat(64)}`, okStatus: 404 },
}

const PASSES = 'passes the gate (not 401/403, below 500)'
/** Refused on the record: the owner check's 403, or a 404 that does not say whether the record exists. */
const REFUSED = 'refused (403 or 404)'

function expected(route: RegisteredRoute, who: Who, user: User | null, owners: RecordOwners): number | string {
  const rule = route.rule!
  const admitted = admittedRoles(rule.access)
  const pass = PROBES[route.key]?.okStatus ?? PASSES
  if (admitted === 'public') return pass
  if (who === 'anonymous') return 401
  // /api/v1 takes an organizer's API token, never a session (the token matrix: api_token_matrix.spec.ts).
  if (isApiScopeAccess(rule.access)) return 401
  if (who === 'deactivated') return 403
  if (admitted === null) return pass
  if (decideAccess(rule.access, tableRoleOf(user!)) !== 'allow') return 403
  if (!rule.owner || typeof rule.access !== 'object' || !('resource' in rule.access)) return pass
  // Every owned record here is organizer A's or venue operator A's: the table decides whether this person may act on it.
  return mayActOn(user, rule.access.resource, rule.access.action, recordOwner(rule.owner.kind, owners)) ? pass : REFUSED
}

/** The status as seen, or PASSES / REFUSED when that is what was wanted and the status fits it. */
function observed(status: number, wanted: number | string): number | string {
  if (wanted === PASSES && status !== 401 && status !== 403 && status < 500) return PASSES
  if (wanted === REFUSED && (status === 403 || status === 404)) return REFUSED
  return status
}

const ROUTES = registeredRoutes()

/** Whether any role reaches a resource's records through its organizer or venue (so its records have an owner). */
function organizerScoped(resource: keyof typeof RESOURCE_ACCESS): boolean {
  return (Object.values(RESOURCE_ACCESS[resource]) as Grant[]).some((grant) => grant.scope === 'organizer' || grant.scope === 'venue')
}

test.group('Route table: every registered route declares its access', () => {
  test('no route is without an .access(…) declaration', ({ assert }) => {
    const missing = ROUTES.filter((route) => !route.rule).map((route) => route.key)
    assert.deepEqual(missing, [], `routes without .access(…): ${missing.join(', ')}`)
  })

  test('every declaration gives its reason', ({ assert }) => {
    const unexplained = ROUTES.filter((route) => route.rule && !route.rule.reason.trim()).map((route) => route.key)
    assert.deepEqual(unexplained, [])
  })

  test('every route of an organizer’s or venue’s resource with a path parameter says which parameter names the record', ({ assert }) => {
    const missing = ROUTES.filter((route) => {
      const rule = route.rule
      if (!rule || typeof rule.access !== 'object' || !('resource' in rule.access)) return false
      return organizerScoped(rule.access.resource) && route.params.length > 0 && !rule.owner
    }).map((route) => route.key)
    assert.deepEqual(missing, [], `give these routes an owner { param, kind } in their .access(…): ${missing.join(', ')}`)
  })

  test('every owner names one of its route’s parameters', ({ assert }) => {
    const wrong = ROUTES.flatMap((route) => {
      const owned = ownedRoute(route)
      return owned && !route.params.includes(owned.rule.owner.param) ? [`${route.key} (${owned.rule.owner.param})`] : []
    })
    assert.deepEqual(wrong, [])
  })
})

/** The employer fields of A's staff: the organizer account of the group is organizer A, the agent account agent A. */
function staffOf(organizer: User, role: string, agent?: User): Partial<User> {
  if (role === 'manager' || role === 'Manager') return { managerForOrganizerId: organizer.id, createdByOrganizerId: organizer.id }
  if (role === 'loket_medewerker' || role === 'scanner') return { createdByOrganizerId: organizer.id }
  if (role === 'agent_manager' && agent) return { managerForAgentId: agent.id, createdByAgentId: agent.id }
  if (role === 'agent_loket_medewerker' && agent) return { createdByAgentId: agent.id }
  return {}
}

test.group(
  'Route table: every route × visitor, every SPEC §6 role, a sub-admin, a deactivated account, a second organizer and venue operator',
  (group) => {
    const accounts = new Map<Who, User | null>([['anonymous', null]])
    /** Callers of owned routes only. */
    const otherOwners = new Map<Who, User>()
    let organizerA: User
    let owners: RecordOwners
    group.setup(async () => {
      // Verified, so resend-verification-email answers without sending anything.
      organizerA = await createAccount({ role: 'organizer', isEmailVerified: true })
      const agentA = await createAccount({ role: 'agent', isEmailVerified: true })
      for (const role of USER_ROLES) {
        const own = role === 'organizer' ? organizerA : role === 'agent' ? agentA : null
        accounts.set(role, own ?? (await createAccount({ role, isEmailVerified: true, ...staffOf(organizerA, role, agentA) })))
      }
      accounts.set('sub_admin', await createAccount({ role: 'admin', isSubAdmin: true, isEmailVerified: true }))
      accounts.set('deactivated', await createAccount({ role: 'admin', deactivatedAt: DateTime.now() }))
      owners = { organizer: organizerA, venueOperator: accounts.get('venue_operator')!, agent: agentA }
      const organizerB = await createAccount({ role: 'organizer' })
      otherOwners.set('organizerB', organizerB)
      otherOwners.set('managerB', await createAccount({ role: 'manager', ...staffOf(organizerB, 'manager') }))
      otherOwners.set('operatorB', await createAccount({ role: 'venue_operator' }))
      const agentB = await createAccount({ role: 'agent' })
      otherOwners.set('agentB', agentB)
      otherOwners.set('agentManagerB', await createAccount({ role: 'agent_manager', ...staffOf(organizerB, 'agent_manager', agentB) }))
      return withProvidersConfigured()
    })

    /** Callers in order: those to be refused first, so a change by an allowed caller (a cancel) cannot hide a leak. */
    function callers(route: RegisteredRoute, owned: OwnedRoute | null): [Who, User | null][] {
      const all = [...accounts, ...(owned ? otherOwners : [])] as [Who, User | null][]
      const passes = ([who, user]: [Who, User | null]) => expected(route, who, user, owners) === PASSES
      return [...all.filter((caller) => !passes(caller)), ...all.filter(passes)]
    }

    for (const route of ROUTES) {
      test(route.key, async ({ assert }) => {
        assert.exists(route.rule, `${route.key} declares no access`)
        const probe = PROBES[route.key] ?? {}
        const owned = ownedRoute(route)
        const path = samplePath(route, owned ? await ownedParams(owned, owners) : {})
        const seen: Record<string, number | string> = {}
        const wanted: Record<string, number | string> = {}
        for (const [who, user] of callers(route, owned)) {
          const token = user ? await freshToken(user) : null
          const json = probe.json ?? (route.method === 'GET' ? undefined : {})
          const { status } = await send(path, { method: route.method, token, json, query: probe.query })
          wanted[who] = expected(route, who, user, owners)
          seen[who] = observed(status, wanted[who])
        }
        assert.deepEqual(seen, wanted)
      })
    }
  }
)
