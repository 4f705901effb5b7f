import { test } from '@japa/runner'
import { foreignIds, storedLoketPermissions } from '#domain/team_rules'

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
