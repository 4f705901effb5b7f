import { test } from '@japa/runner'
import { foreignIds, partnershipCoversEvent, storedAssignedEvents, storedLoketPermissions } from '#domain/team_rules'

test.group('domain/team_rules: loket permissions', () => {
  test('loket staff keep their chosen events and ticket types, each once and sorted', ({ assert }) => {
    assert.deepEqual(
      storedLoketPermissions('loket_medewerker', { canAccessAllEvents: false, allowedEventIds: [5, 2, 5], allowedTicketTypeIds: [9] }),
      { canAccessAllEvents: false, allowedEventIds: [2, 5], allowedTicketTypeIds: [9] }
    )
  })

  test('all events clears the lists; none given means all events', ({ assert }) => {
    const all = { canAccessAllEvents: true, allowedEventIds: [], allowedTicketTypeIds: [] }
    assert.deepEqual(storedLoketPermissions('loket_medewerker', { canAccessAllEvents: true, allowedEventIds: [3] }), all)
    assert.deepEqual(storedLoketPermissions('loket_medewerker', null), all)
  })

  test('managers and scanners carry no loket permissions', ({ assert }) => {
    const chosen = { canAccessAllEvents: false, allowedEventIds: [1] }
    assert.isNull(storedLoketPermissions('manager', chosen))
    assert.isNull(storedLoketPermissions('scanner', chosen))
  })

  test('foreignIds names the ids that are not the organizer’s own', ({ assert }) => {
    assert.deepEqual(foreignIds([1, 2, 3], [2]), [1, 3])
    assert.deepEqual(foreignIds([], [2]), [])
    assert.deepEqual(foreignIds([2], new Set([2])), [])
  })
})

test.group('domain/team_rules: an agent team’s assigned events', () => {
  test('assigned events are stored each once and sorted; none means every event the agent may sell', ({ assert }) => {
    assert.deepEqual(storedAssignedEvents([7, 3, 7]), [3, 7])
    assert.deepEqual(storedAssignedEvents(null), [])
  })

  test('a partnership covers an event when it allows all, names it, or names one of its ticket types', ({ assert }) => {
    assert.isTrue(partnershipCoversEvent({ canSellAllEvents: true, allowedEventIds: [] }, 4))
    assert.isTrue(partnershipCoversEvent({ canSellAllEvents: false, allowedEventIds: [4] }, 4))
    assert.isTrue(partnershipCoversEvent({ canSellAllEvents: false, allowedEventIds: [] }, 4, [4]))
    assert.isFalse(partnershipCoversEvent({ canSellAllEvents: false, allowedEventIds: [5] }, 4, [6]))
    assert.isFalse(partnershipCoversEvent(null, 4))
  })
})
