import { test } from '@japa/runner'
import { EXPORT_TEMPLATE_KEYS, isLongPeriod, mayRunTemplate } from '#domain/exports'

test.group('Exports: who may run which template', () => {
  test('admins and sub-admins all four; an organizer’s team sales and attendees; an agent its commissions; others none', ({ assert }) => {
    const runnable = (actor: { id: number; role: string; isSubAdmin?: boolean }) =>
      EXPORT_TEMPLATE_KEYS.filter((key) => mayRunTemplate(actor, key))
    assert.deepEqual(runnable({ id: 1, role: 'admin' }), [...EXPORT_TEMPLATE_KEYS])
    assert.deepEqual(runnable({ id: 1, role: 'admin', isSubAdmin: true }), [...EXPORT_TEMPLATE_KEYS])
    assert.deepEqual(runnable({ id: 2, role: 'organizer' }), ['sales_per_organizer', 'event_attendees'])
    assert.deepEqual(runnable({ id: 3, role: 'Manager' }), ['sales_per_organizer', 'event_attendees'])
    assert.deepEqual(runnable({ id: 4, role: 'agent' }), ['agent_commissions'])
    for (const role of ['user', 'agent_manager', 'agent_loket_medewerker', 'loket_medewerker', 'scanner', 'venue_operator']) {
      assert.deepEqual(runnable({ id: 5, role }), [], role)
    }
  })
})

test.group('Exports: a long period goes to the background', () => {
  test('up to 12 calendar months is made at once; longer, or an open start, is not', ({ assert }) => {
    const today = '2026-11-29'
    assert.isFalse(isLongPeriod({ from: '2026-01-01', to: '2026-12-31' }, today))
    assert.isFalse(isLongPeriod({ from: '2025-12-01', to: '2026-11-30' }, today))
    assert.isTrue(isLongPeriod({ from: '2025-11-30', to: '2026-11-01' }, today))
    assert.isFalse(isLongPeriod({ from: '2026-03-01' }, today), 'open end: up to today')
    assert.isTrue(isLongPeriod({ from: '2025-01-01' }, today))
    assert.isTrue(isLongPeriod({ to: '2026-03-01' }, today), 'no start: everything before')
    assert.isTrue(isLongPeriod({}, today))
  })
})
