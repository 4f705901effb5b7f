/*
 * The route table drives the authorization tests: every route the router registered must have an entry in
 * domain/route_access.ts, and every route is called by a visitor, every SPEC §6 role and a deactivated
 * account, each getting what its entry allows. A route added later is probed here without any edit.
 */
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type User from '#models/user'
import { USER_ROLES } from '#domain/access'
import { ROUTE_ACCESS, admittedRoles, routeRule, type RouteKey } from '#domain/route_access'
import { grantFor } from '#domain/resource_access'
import { createAccount } from '#tests/helpers/accounts'
import { freshToken, registeredRoutes, samplePath, send, withProvidersConfigured, type RegisteredRoute } from '#tests/helpers/routes'

type Who = (typeof USER_ROLES)[number] | 'anonymous' | 'deactivated'

interface Probe {
  /** Query string or body where the sample request needs one. */
  query?: string
  json?: Record<string, unknown>
  /** The exact status of a caller that passes the gate (else: anything but 401/403, below 500). */
  okStatus?: number
}

/** Exact answers where they are known; other routes are only required to let the right callers through. */
const PROBES: Partial<Record<RouteKey, Probe>> = {
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
  // The download link's token is the only key: no sign-in, and an unknown token is a 404 for everyone.
  'GET /api/tickets/download': { query: `token=${'0'.repeat(64)}`, okStatus: 404 },
  'GET /api/tickets/download/:token/pdf': { okStatus: 404 },
}

const PASSES = 'passes the gate (not 401/403, below 500)'

function expected(route: RegisteredRoute, who: Who): number | string {
  const admitted = admittedRoles(routeRule(route.method, route.pattern)!.access)
  const pass = PROBES[route.key as RouteKey]?.okStatus ?? PASSES
  if (admitted === 'public') return pass
  if (who === 'anonymous') return 401
  if (who === 'deactivated') return 403
  if (admitted === null) return pass
  const role = who === 'Manager' ? 'manager' : who
  if (!(admitted as readonly string[]).includes(role)) return 403
  // A route about one organizer's record: the sample id is nobody's, so only a role that reaches every record
  // gets past the owner check (the owner matrix probes real records).
  const access = routeRule(route.method, route.pattern)!
  if (access.owner && typeof access.access === 'object' && 'resource' in access.access)
    return grantFor(access.access.resource, role)?.scope === 'all' ? pass : 403
  return pass
}

/** The status as seen, or PASSES when that is what was wanted and the status fits it. */
function observed(status: number, wanted: number | string): number | string {
  return wanted === PASSES && status !== 401 && status !== 403 && status < 500 ? PASSES : status
}

const ROUTES = registeredRoutes()

test.group('Route table: every registered route has an access entry', () => {
  test('no route is missing from domain/route_access.ts', ({ assert }) => {
    const missing = ROUTES.filter((route) => !routeRule(route.method, route.pattern)).map((route) => route.key)
    assert.deepEqual(missing, [], `routes without an entry in domain/route_access.ts: ${missing.join(', ')}`)
  })

  test('every entry names a registered route (or says when it is registered)', ({ assert }) => {
    const registered = new Set(ROUTES.map((route) => route.key))
    const stale = Object.entries(ROUTE_ACCESS)
      .filter(([key, rule]) => !registered.has(key) && !('onlyWhen' in rule))
      .map(([key]) => key)
    assert.deepEqual(stale, [])
  })
})

test.group('Route table: every route × visitor, every SPEC §6 role and a deactivated account', (group) => {
  const accounts = new Map<Who, User | null>([['anonymous', null]])
  group.setup(async () => {
    for (const role of USER_ROLES) {
      // Verified, so resend-verification-email answers without sending anything.
      accounts.set(role, await createAccount({ role, isEmailVerified: true }))
    }
    accounts.set('deactivated', await createAccount({ role: 'admin', deactivatedAt: DateTime.now() }))
    return withProvidersConfigured()
  })

  for (const route of ROUTES) {
    test(route.key, async ({ assert }) => {
      assert.exists(routeRule(route.method, route.pattern), `${route.key} has no entry in domain/route_access.ts`)
      const probe = PROBES[route.key as RouteKey] ?? {}
      const path = samplePath(route)
      const seen: Record<string, number | string> = {}
      const wanted: Record<string, number | string> = {}
      for (const [who, user] of accounts) {
        const token = user ? await freshToken(user) : null
        const json = probe.json ?? (route.method === 'GET' ? undefined : {})
        const { status } = await send(path, { method: route.method, token, json, query: probe.query })
        wanted[who] = expected(route, who)
        seen[who] = observed(status, wanted[who])
      }
      assert.deepEqual(seen, wanted)
    })
  }
})
