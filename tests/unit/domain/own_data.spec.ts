import { test } from '@japa/runner'
import { USER_ROLES } from '#domain/access'
import { deletionOutcome, isOwnerRole, isStaffRole } from '#domain/own_data'

test.group('Own data: what deleting an account does', () => {
  test('staff are deactivated whatever else holds; others are erased unless something blocks it', ({ assert }) => {
    assert.equal(deletionOutcome('scanner', []), 'deactivate')
    assert.equal(deletionOutcome('admin', ['owns_business']), 'deactivate')
    assert.equal(deletionOutcome('user', []), 'erase')
    assert.equal(deletionOutcome('user', ['ticketswitch_open']), 'refuse')
    assert.equal(deletionOutcome('organizer', []), 'erase')
    assert.equal(deletionOutcome('organizer', ['owns_business']), 'refuse')
  })

  test('every role is a buyer, staff or a business owner, never two of them', ({ assert }) => {
    for (const role of USER_ROLES) {
      assert.isFalse(isStaffRole(role) && isOwnerRole(role), role)
    }
    assert.sameMembers(
      USER_ROLES.filter((role) => !isStaffRole(role) && !isOwnerRole(role)),
      ['user']
    )
  })
})
