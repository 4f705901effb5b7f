import { test } from '@japa/runner'
import { organizerEventStatus, soldPercent } from '#domain/organizer_stats'

test.group('organizer dashboard rules', () => {
  const now = new Date('2026-11-24T12:00:00Z')

  test('an event is a draft until published, then published until its end has passed', ({ assert }) => {
    assert.equal(organizerEventStatus({ isPublished: false, endDate: new Date('2026-12-01T00:00:00Z') }, now), 'draft')
    assert.equal(organizerEventStatus({ isPublished: false, endDate: new Date('2026-11-01T00:00:00Z') }, now), 'draft')
    assert.equal(organizerEventStatus({ isPublished: true, endDate: new Date('2026-11-24T12:00:00Z') }, now), 'published')
    assert.equal(organizerEventStatus({ isPublished: true, endDate: new Date('2026-11-24T11:59:59Z') }, now), 'ended')
    assert.equal(organizerEventStatus({ isPublished: false, endDate: null }, now), 'draft', 'a draft without dates')
    const cancelled = { isPublished: false, endDate: new Date('2026-12-01T00:00:00Z'), cancelledAt: new Date('2026-11-20T00:00:00Z') }
    assert.equal(organizerEventStatus(cancelled, now), 'cancelled')
  })

  test('sold share: rounded, never above 100, 0 without capacity', ({ assert }) => {
    assert.equal(soldPercent(1, 3), 33)
    assert.equal(soldPercent(2, 3), 67)
    assert.equal(soldPercent(5, 4), 100)
    assert.equal(soldPercent(3, 0), 0)
  })
})
