/*
 * The route × caller × owner matrix with API tokens: every /api/v1 route (an `{ apiScope }` declaration, found by
 * walking the router) is called with no token, a session token, a token without the route's scope, an expired and
 * a revoked token, another organizer's token with every scope (on a route about organizer A's record), and
 * organizer A's token with exactly the route's scope, which passes the gate. A route added later is probed here
 * without an edit. The session callers of these routes are in route_table.spec.ts (all 401).
 */
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type User from '#models/user'
import ApiToken from '#models/api_token'
import { API_SCOPES, type ApiScope } from '#domain/api_tokens'
import { isApiScopeAccess } from '#domain/route_access'
import { createApiToken } from '#services/api_tokens/api_token_service'
import { clearRateLimits, createAccount } from '#tests/helpers/accounts'
import { freshToken, registeredRoutes, samplePath, send, type RegisteredRoute } from '#tests/helpers/routes'
import { ownedParams, ownedRoute, type RecordOwners } from '#tests/helpers/owned_records'

const PASSES = 'passes the gate (not 401/403/429, below 500)'
const REFUSED = 'refused on the record (404)'

type Caller = 'none' | 'session' | 'wrongScope' | 'expired' | 'revoked' | 'otherOrganizer' | 'rightScope'

const ROUTES = registeredRoutes().filter((route) => route.rule && isApiScopeAccess(route.rule.access))

function scopeOf(route: RegisteredRoute): ApiScope {
  return (route.rule!.access as { apiScope: ApiScope }).apiScope
}

async function tokenFor(organizer: User, scopes: ApiScope[]): Promise<string> {
  return (await createApiToken(organizer, { name: 'Matrix', scopes })).token
}

test.group('API token matrix: every /api/v1 route × no token, session, wrong scope, expired, revoked, another organizer', (group) => {
  let organizerA: User
  let organizerB: User
  let owners: RecordOwners
  group.setup(async () => {
    organizerA = await createAccount({ role: 'organizer', isEmailVerified: true })
    organizerB = await createAccount({ role: 'organizer', isEmailVerified: true })
    owners = {
      organizer: organizerA,
      venueOperator: await createAccount({ role: 'venue_operator' }),
      agent: await createAccount({ role: 'agent' }),
    }
  })
  group.each.setup(() => clearRateLimits())

  test('there are /api/v1 routes for each scope', ({ assert }) => {
    assert.includeMembers([...new Set(ROUTES.map(scopeOf))], [...API_SCOPES])
  })

  for (const route of ROUTES) {
    test(route.key, async ({ assert }) => {
      const scope = scopeOf(route)
      const owned = ownedRoute(route)
      const path = samplePath(route, owned ? await ownedParams(owned, owners) : {})
      const expired = await createApiToken(organizerA, { name: 'Verlopen', scopes: [...API_SCOPES] })
      await ApiToken.query()
        .where('id', expired.row.id)
        .update({ expiresAt: DateTime.now().minus({ minutes: 1 }).toJSDate() })
      const revoked = await createApiToken(organizerA, { name: 'Ingetrokken', scopes: [...API_SCOPES] })
      await ApiToken.query().where('id', revoked.row.id).update({ revokedAt: new Date() })

      const callers: [Caller, string | null, number | string][] = [
        ['none', null, 401],
        ['session', await freshToken(organizerA), 401],
        [
          'wrongScope',
          await tokenFor(
            organizerA,
            API_SCOPES.filter((other) => other !== scope)
          ),
          403,
        ],
        ['expired', expired.token, 401],
        ['revoked', revoked.token, 401],
      ]
      if (owned) callers.push(['otherOrganizer', await tokenFor(organizerB, [...API_SCOPES]), REFUSED])
      callers.push(['rightScope', await tokenFor(organizerA, [scope]), PASSES])

      const seen: Record<string, number | string> = {}
      const wanted: Record<string, number | string> = {}
      for (const [who, token, want] of callers) {
        const json = route.method === 'GET' ? undefined : {}
        const { status } = await send(path, { method: route.method, token, json })
        wanted[who] = want
        seen[who] =
          want === PASSES && ![401, 403, 429].includes(status) && status < 500
            ? PASSES
            : want === REFUSED && status === 404
              ? REFUSED
              : status
      }
      assert.deepEqual(seen, wanted)
    })
  }
})
