/*
 * The gate reads each route's own `.access(…)` declaration; a route that declares none is refused for everyone, so a
 * forgotten declaration is never an open door. Routes here are built like the router builds them, not registered.
 */
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import { Route } from '@adonisjs/core/http'
import RouteAccessMiddleware from '#middleware/route_access_middleware'
import { routeRuleOf } from '#http/route_access'
import { DomainError } from '#exceptions/domain_error'

function probeRoute(pattern: string) {
  return new Route(app, [], { pattern, methods: ['GET'], handler: () => 'reached', globalMatchers: {} })
}

async function passesGate(route: Route): Promise<boolean | string> {
  const ctx = await testUtils.createHttpContext()
  ctx.route = route.toJSON()
  let reached = false
  try {
    await new RouteAccessMiddleware().handle(ctx, async () => {
      reached = true
    })
  } catch (error) {
    return error instanceof DomainError ? error.code : String(error)
  }
  return reached
}

test.group('Route access gate', () => {
  test('a route without .access(…) is refused, even for a visitor with nothing to show', async ({ assert }) => {
    const undeclared = probeRoute('/api/__undeclared')
    assert.isUndefined(routeRuleOf(undeclared.toJSON()))
    assert.equal(await passesGate(undeclared), 'FORBIDDEN')
  })

  test('the declaration travels with the route: public passes, signed-in asks for a session', async ({ assert }) => {
    const open = probeRoute('/api/__open').access('public', 'probe')
    assert.deepEqual(routeRuleOf(open.toJSON()), { access: 'public', reason: 'probe' })
    assert.isTrue(await passesGate(open))

    const closed = probeRoute('/api/__closed').access('signedIn', 'probe')
    assert.equal(await passesGate(closed), 'UNAUTHENTICATED')
  })

  test('each route keeps its own declaration', async ({ assert }) => {
    const a = probeRoute('/api/__a').access({ resource: 'orders', action: 'list' }, 'a', { param: 'id', kind: 'event' })
    const b = probeRoute('/api/__b').access({ roles: ['admin'] }, 'b')
    assert.deepEqual(routeRuleOf(a.toJSON())?.owner, { param: 'id', kind: 'event' })
    assert.deepEqual(routeRuleOf(b.toJSON())?.access, { roles: ['admin'] })
  })
})
