import { test } from '@japa/runner'
import { VENUE_SIGNIFICANT_FIELDS, operatorChangeNeedsApproval, venueApprovalStatus } from '#domain/venue_management'

test.group('venue management rules', () => {
  test('approval status: approved, else rejected when a rejection is recorded, else waiting', ({ assert }) => {
    assert.equal(venueApprovalStatus({ isApproved: true, rejectedAt: null }), 'approved')
    assert.equal(venueApprovalStatus({ isApproved: false, rejectedAt: '2026-11-20T10:00:00Z' }), 'rejected')
    assert.equal(venueApprovalStatus({ isApproved: false, rejectedAt: null }), 'pending')
  })

  test('name, the address parts and the capacity are the significant fields', ({ assert }) => {
    assert.sameMembers([...VENUE_SIGNIFICANT_FIELDS], ['name', 'streetName', 'houseNumber', 'neighborhood', 'district', 'maxCapacity'])
  })

  test('an approved venue goes back for approval only on a significant change; a rejected one on any change; nothing changed, nothing happens', ({
    assert,
  }) => {
    for (const field of VENUE_SIGNIFICANT_FIELDS) assert.isTrue(operatorChangeNeedsApproval('approved', [field]), field)
    assert.isFalse(operatorChangeNeedsApproval('approved', ['description', 'priceAmount', 'images', 'socialMediaLinks', 'wifi']))
    assert.isTrue(operatorChangeNeedsApproval('approved', ['description', 'maxCapacity']))
    assert.isTrue(operatorChangeNeedsApproval('rejected', ['images']))
    assert.isFalse(operatorChangeNeedsApproval('rejected', []))
    assert.isFalse(operatorChangeNeedsApproval('approved', []))
    // Already waiting: it stays in the queue as it is.
    assert.isFalse(operatorChangeNeedsApproval('pending', ['name']))
  })
})
