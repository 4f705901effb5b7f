/*
 * domain/user_admin_rules.ts: who may change which account (docs/administration.md, "Admins and sub-admins"), the employer fields a
 * staff role needs, and when a change takes away a full admin.
 */
import { test } from '@japa/runner'
import {
  ASSIGNABLE_ROLES,
  accountChangeRefusal,
  currentEmployerId,
  employerFieldsFor,
  employerKindOf,
  isActiveFullAdmin,
  removesFullAdmin,
} from '#domain/user_admin_rules'

const admin = { id: 1, role: 'admin', isSubAdmin: false }
const subAdmin = { id: 2, role: 'admin', isSubAdmin: true }
const person = { id: 3, role: 'user' }

test.group('user_admin_rules: who may change which account', () => {
  test('a sub-admin changes no admin account, full or sub, and never grants the admin role', ({ assert }) => {
    for (const kind of ['edit', 'role', 'deactivate', 'reactivate', 'verify'] as const) {
      assert.equal(accountChangeRefusal(subAdmin, admin, { kind }), 'subAdminOnAdmin', kind)
      assert.equal(accountChangeRefusal(subAdmin, { id: 4, role: 'admin' }, { kind }), 'subAdminOnAdmin', kind)
    }
    assert.equal(accountChangeRefusal(subAdmin, person, { kind: 'role', newRole: 'admin' }), 'subAdminGrantsAdmin')
    assert.equal(accountChangeRefusal(subAdmin, null, { kind: 'role', newRole: 'admin' }), 'subAdminGrantsAdmin')
    assert.isNull(accountChangeRefusal(subAdmin, person, { kind: 'role', newRole: 'organizer' }))
    assert.isNull(accountChangeRefusal(subAdmin, person, { kind: 'deactivate' }))
  })

  test('a full admin changes anyone but their own role and activation', ({ assert }) => {
    assert.isNull(accountChangeRefusal(admin, subAdmin, { kind: 'role', newRole: 'user' }))
    assert.isNull(accountChangeRefusal(admin, { id: 5, role: 'admin' }, { kind: 'deactivate' }))
    assert.isNull(accountChangeRefusal(admin, person, { kind: 'role', newRole: 'admin' }))
    assert.equal(accountChangeRefusal(admin, admin, { kind: 'deactivate' }), 'ownAccount')
    assert.equal(accountChangeRefusal(admin, admin, { kind: 'role', newRole: 'user' }), 'ownAccount')
    assert.isNull(accountChangeRefusal(admin, admin, { kind: 'edit' }))
  })

  test('taking away a full admin: deactivated, another role or made sub-admin; a sub-admin or inactive admin is none', ({ assert }) => {
    const full = { id: 9, role: 'admin', isSubAdmin: false, deactivatedAt: null }
    assert.isTrue(isActiveFullAdmin(full))
    assert.isTrue(removesFullAdmin(full, { ...full, deactivatedAt: new Date() }))
    assert.isTrue(removesFullAdmin(full, { ...full, role: 'user' }))
    assert.isTrue(removesFullAdmin(full, { ...full, isSubAdmin: true }))
    assert.isFalse(removesFullAdmin(full, { ...full }))
    assert.isFalse(removesFullAdmin({ ...full, isSubAdmin: true }, { ...full, role: 'user' }))
    assert.isFalse(removesFullAdmin({ ...full, deactivatedAt: new Date() }, { ...full, role: 'user', deactivatedAt: new Date() }))
  })
})

test.group('user_admin_rules: employers', () => {
  test('staff roles name an organizer or an agent; managers also manage for them', ({ assert }) => {
    assert.equal(employerKindOf('Manager'), 'organizer')
    assert.equal(employerKindOf('scanner'), 'organizer')
    assert.equal(employerKindOf('agent_loket_medewerker'), 'agent')
    assert.isNull(employerKindOf('organizer'))
    assert.deepEqual(employerFieldsFor('manager', 7), {
      createdByOrganizerId: 7,
      managerForOrganizerId: 7,
      createdByAgentId: null,
      managerForAgentId: null,
    })
    assert.deepEqual(employerFieldsFor('loket_medewerker', 7), {
      createdByOrganizerId: 7,
      managerForOrganizerId: null,
      createdByAgentId: null,
      managerForAgentId: null,
    })
    assert.deepEqual(employerFieldsFor('agent_manager', 8), {
      createdByOrganizerId: null,
      managerForOrganizerId: null,
      createdByAgentId: 8,
      managerForAgentId: 8,
    })
    assert.deepEqual(employerFieldsFor('user', 8), {
      createdByOrganizerId: null,
      managerForOrganizerId: null,
      createdByAgentId: null,
      managerForAgentId: null,
    })
    assert.equal(currentEmployerId({ role: 'manager', managerForOrganizerId: 4, createdByOrganizerId: null }), 4)
    assert.isNull(currentEmployerId({ role: 'user', createdByOrganizerId: 4 }))
  })

  test('one spelling per role to choose from', ({ assert }) => {
    assert.notInclude(ASSIGNABLE_ROLES as readonly string[], 'Manager')
    assert.include(ASSIGNABLE_ROLES as readonly string[], 'manager')
  })
})
