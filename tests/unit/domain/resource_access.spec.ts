import { test } from '@japa/runner'
import { USER_ROLES } from '#domain/access'
import { employerAgentId, employerOrganizerId, listScope, mayActOn, scopeReaches, tableRoleOf, type Actor } from '#domain/resource_access'
import { decideAccess } from '#domain/route_access'

/* The access table's rules: whom each role works for, which records a scope reaches, what a list shows. */

const ORGANIZER = 10
const OTHER_ORGANIZER = 20
const AGENT = 30

const person = (role: string, fields: Partial<Actor> = {}): Actor => ({ id: 99, role, ...fields })

test.group('domain/resource_access: whom a person acts for', () => {
  test('employerOrganizerId for every SPEC §6 role', ({ assert }) => {
    const staff = { managerForOrganizerId: ORGANIZER, createdByOrganizerId: ORGANIZER }
    const expected: Record<string, number | null> = {
      user: null,
      admin: null,
      organizer: 99,
      agent: null,
      agent_manager: null,
      manager: ORGANIZER,
      Manager: ORGANIZER,
      loket_medewerker: ORGANIZER,
      agent_loket_medewerker: null,
      scanner: ORGANIZER,
      venue_operator: null,
      venue_owner: null,
    }
    assert.deepEqual(Object.fromEntries(USER_ROLES.map((role) => [role, employerOrganizerId(person(role, staff))])), expected)
  })

  test('a manager works for managerForOrganizerId first, then createdByOrganizerId; loket and scanner only for their creator', ({
    assert,
  }) => {
    assert.equal(
      employerOrganizerId(person('manager', { managerForOrganizerId: ORGANIZER, createdByOrganizerId: OTHER_ORGANIZER })),
      ORGANIZER
    )
    assert.equal(employerOrganizerId(person('manager', { createdByOrganizerId: OTHER_ORGANIZER })), OTHER_ORGANIZER)
    assert.isNull(employerOrganizerId(person('scanner', { managerForOrganizerId: ORGANIZER })))
    assert.isNull(employerOrganizerId(person('loket_medewerker')))
  })

  test('employerAgentId: the agent, their manager and their loket staff', ({ assert }) => {
    assert.equal(employerAgentId(person('agent')), 99)
    assert.equal(employerAgentId(person('agent_manager', { managerForAgentId: AGENT })), AGENT)
    assert.equal(employerAgentId(person('agent_loket_medewerker', { createdByAgentId: AGENT })), AGENT)
    assert.isNull(employerAgentId(person('organizer', { createdByAgentId: AGENT })))
  })
})

test.group('domain/resource_access: scopes and decisions', () => {
  test('each scope reaches exactly its records; a missing owner never matches', ({ assert }) => {
    const manager = person('manager', { managerForOrganizerId: ORGANIZER })
    assert.isTrue(scopeReaches('all', manager, {}))
    assert.isTrue(scopeReaches('own', manager, { userId: 99 }))
    assert.isFalse(scopeReaches('own', manager, { userId: 98 }))
    assert.isTrue(scopeReaches('organizer', manager, { organizerId: ORGANIZER }))
    assert.isFalse(scopeReaches('organizer', manager, { organizerId: OTHER_ORGANIZER }))
    assert.isFalse(scopeReaches('organizer', manager, {}))
    assert.isFalse(scopeReaches('organizer', person('scanner'), { organizerId: null }))
    assert.isTrue(scopeReaches('venue', person('venue_operator'), { venueOwnerId: 99 }))
    assert.isFalse(scopeReaches('agent', person('agent'), { agentId: AGENT }))
  })

  test('mayActOn: own organizer’s records only, per the role’s actions; admins everything; nobody signed in nothing', ({ assert }) => {
    const organizer = person('organizer', { id: ORGANIZER })
    const manager = person('Manager', { managerForOrganizerId: ORGANIZER })
    const scanner = person('scanner', { createdByOrganizerId: ORGANIZER })
    const mine = { organizerId: ORGANIZER }
    const theirs = { organizerId: OTHER_ORGANIZER }
    assert.isTrue(mayActOn(organizer, 'events', 'publish', mine))
    assert.isFalse(mayActOn(organizer, 'events', 'publish', theirs))
    assert.isTrue(mayActOn(manager, 'team-members', 'list', mine))
    assert.isFalse(mayActOn(manager, 'team-members', 'create', mine))
    assert.isTrue(mayActOn(organizer, 'team-members', 'deactivate', mine))
    assert.isTrue(mayActOn(scanner, 'events', 'show', mine))
    assert.isFalse(mayActOn(scanner, 'events', 'edit', mine))
    assert.isFalse(mayActOn(scanner, 'orders', 'list', mine))
    assert.isTrue(mayActOn(person('admin'), 'orders', 'refund', theirs))
    assert.isFalse(mayActOn(person('user'), 'events', 'show', mine))
    assert.isFalse(mayActOn(null, 'events', 'show', mine))
    assert.isFalse(mayActOn(organizer, 'no-such-resource', 'list', mine))
    assert.isTrue(mayActOn(organizer, 'uploads', 'create', { userId: ORGANIZER }))
    assert.isFalse(mayActOn(organizer, 'uploads', 'create', { userId: 1 }))
  })

  test('listScope: all for admins, the employer for staff, nothing for a role without the action or without an employer', ({ assert }) => {
    assert.deepEqual(listScope(person('admin'), 'orders'), { all: true })
    assert.deepEqual(listScope(person('organizer', { id: ORGANIZER }), 'orders'), { all: false, owner: { organizerId: ORGANIZER } })
    assert.deepEqual(listScope(person('manager', { managerForOrganizerId: ORGANIZER }), 'team-members'), {
      all: false,
      owner: { organizerId: ORGANIZER },
    })
    assert.deepEqual(listScope(person('organizer', { id: ORGANIZER }), 'uploads', 'create'), { all: false, owner: { userId: ORGANIZER } })
    assert.isNull(listScope(person('manager'), 'team-members'))
    assert.isNull(listScope(person('scanner', { createdByOrganizerId: ORGANIZER }), 'team-members'))
    assert.isNull(listScope(person('user'), 'events'))
    assert.isNull(listScope(person('organizer'), 'team-members', 'export'))
  })

  test('a sub-admin reads the sub_admin row: no platform settings, no new admins; everything else as an admin', ({ assert }) => {
    const subAdmin = person('admin', { isSubAdmin: true })
    assert.equal(tableRoleOf(subAdmin), 'sub_admin')
    assert.equal(tableRoleOf(person('admin')), 'admin')
    assert.equal(tableRoleOf(person('organizer', { isSubAdmin: true })), 'organizer')
    assert.isFalse(mayActOn(subAdmin, 'platform-settings', 'show', {}))
    assert.isTrue(mayActOn(person('admin'), 'platform-settings', 'edit', {}))
    assert.isFalse(mayActOn(subAdmin, 'users', 'create', {}))
    assert.isTrue(mayActOn(subAdmin, 'users', 'deactivate', {}))
    assert.isTrue(mayActOn(subAdmin, 'venues', 'approve', { venueOwnerId: 5 }))
    assert.equal(decideAccess({ resource: 'platform-settings', action: 'edit' }, 'sub_admin'), 'forbidden')
    assert.equal(decideAccess({ roles: ['admin'] }, 'sub_admin'), 'allow')
  })

  test('a venue operator reaches only their own venues and the bookings for them', ({ assert }) => {
    const operator = person('venue_operator', { id: 41 })
    assert.isTrue(mayActOn(operator, 'venues', 'edit', { venueOwnerId: 41 }))
    assert.isFalse(mayActOn(operator, 'venues', 'edit', { venueOwnerId: 42 }))
    assert.isFalse(mayActOn(operator, 'venues', 'approve', { venueOwnerId: 41 }))
    assert.isTrue(mayActOn(operator, 'venue-bookings', 'edit', { organizerId: 7, venueOwnerId: 41 }))
    assert.isFalse(mayActOn(person('organizer', { id: 7 }), 'venue-bookings', 'edit', { organizerId: 7, venueOwnerId: 41 }))
    assert.deepEqual(listScope(operator, 'venues'), { all: false, owner: { venueOwnerId: 41 } })
  })
})
