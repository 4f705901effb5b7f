import { test } from '@japa/runner'
import {
  backofficeRouteOf,
  dashboardPath,
  deniedRedirectPath,
  guardDecision,
  guardedRouteOf,
  loginPathFor,
  loginRedirectPath,
  mayBuyTickets,
  roleMayOpen,
} from '#domain/access'

/* Expectations copied from SPEC §2, §4 and §6, not from the code. */

test.group('domain/access: SPEC tables', () => {
  test('login redirect by role (SPEC §4)', ({ assert }) => {
    const expected: Record<string, string> = {
      admin: '/dashboard',
      organizer: '/organizer-dashboard',
      agent: '/agent-dashboard',
      agent_manager: '/agent-dashboard',
      Manager: '/organizer-dashboard',
      manager: '/organizer-dashboard',
      loket_medewerker: '/loket-dashboard',
      agent_loket_medewerker: '/agent-dashboard',
      scanner: '/ticket-validation',
      venue_operator: '/venue-dashboard',
      user: '/',
      venue_owner: '/',
    }
    for (const [role, path] of Object.entries(expected)) assert.equal(loginRedirectPath(role), path, role)
  })

  test('menu dashboard target (SPEC §6)', ({ assert }) => {
    const expected: Record<string, string> = {
      admin: '/dashboard',
      organizer: '/organizer-dashboard',
      manager: '/organizer-dashboard',
      agent: '/agent-dashboard',
      agent_loket_medewerker: '/agent-dashboard',
      loket_medewerker: '/loket-dashboard',
      venue_operator: '/venue-dashboard',
      scanner: '/user-dashboard',
      user: '/user-dashboard',
    }
    for (const [role, path] of Object.entries(expected)) assert.equal(dashboardPath(role), path, role)
  })

  test('guard: signed out → login page by path; wrong role → own dashboard; unknown role → home', ({ assert }) => {
    assert.equal(loginPathFor('/agent-dashboard'), '/agent-login')
    assert.equal(loginPathFor('/venue-dashboard'), '/venue-login')
    assert.equal(loginPathFor('/organizer-dashboard'), '/organizer-auth')
    assert.equal(loginPathFor('/loket-dashboard'), '/organizer-auth')
    assert.equal(loginPathFor('/user-dashboard'), '/user-login')
    assert.equal(loginPathFor('/dashboard'), '/login')
    assert.deepEqual(guardDecision('/dashboard', null), { allow: false, redirect: '/login', reason: 'signed_out' })
    assert.deepEqual(guardDecision('/dashboard', 'scanner'), { allow: false, redirect: '/organizer-dashboard', reason: 'role' })
    assert.deepEqual(guardDecision('/venue-dashboard', 'user'), { allow: false, redirect: '/user-dashboard', reason: 'role' })
    assert.deepEqual(guardDecision('/user-dashboard', 'venue_owner'), { allow: false, redirect: '/', reason: 'role' })
    assert.deepEqual(guardDecision('/ticket-validation', 'Manager'), { allow: true })
    assert.equal(deniedRedirectPath('agent_manager'), '/agent-dashboard')
    assert.isTrue(roleMayOpen('/loket-dashboard', 'organizer'))
    assert.isFalse(roleMayOpen('/loket-dashboard', 'scanner'))
    assert.equal(guardedRouteOf('/organizer-dashboard/events/3'), '/organizer-dashboard')
    assert.isNull(guardedRouteOf('/dashboards'))
  })

  test('My tickets is the storefront’s; every other guarded route and its sub-paths the back office’s', ({ assert }) => {
    assert.isNull(backofficeRouteOf('/user-dashboard'))
    assert.isNull(backofficeRouteOf('/user-dashboard/'))
    assert.equal(backofficeRouteOf('/organizer-dashboard/events/3'), '/organizer-dashboard')
    assert.equal(backofficeRouteOf('/dashboard'), '/dashboard')
    assert.isNull(backofficeRouteOf('/events'))
    // Still guarded, by the same table: the storefront page applies it itself.
    assert.equal(guardedRouteOf('/user-dashboard'), '/user-dashboard')
  })

  test('only guests and role user may buy (SPEC §6)', ({ assert }) => {
    assert.isTrue(mayBuyTickets(null))
    assert.isTrue(mayBuyTickets('user'))
    for (const role of ['admin', 'organizer', 'scanner', 'agent', 'venue_operator']) assert.isFalse(mayBuyTickets(role), role)
  })
})
