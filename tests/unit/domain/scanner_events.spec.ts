import { test } from '@japa/runner'
import { scannerEventGroups, type ScannableEvent } from '#domain/check_in'

// 29 November 2026, 19:00 in Paramaribo (UTC−3).
const NOW = new Date('2026-11-29T22:00:00Z')

const event = (id: number, startDate: string | null, extra: Partial<ScannableEvent> = {}): ScannableEvent => ({
  id,
  title: `Event ${id}`,
  startDate,
  endDate: null,
  isPublished: true,
  ...extra,
})

test.group('domain/check_in: the scanner’s event list', () => {
  test('tonight and running events first, then upcoming soonest first, past and cancelled apart, drafts not at all', ({ assert }) => {
    const groups = scannerEventGroups(
      [
        event(1, '2026-10-01T20:00:00-03:00'),
        event(2, '2026-12-20T20:00:00-03:00'),
        event(3, '2026-11-29T21:00:00-03:00'),
        event(4, '2026-12-01T20:00:00-03:00'),
        event(5, '2026-11-28T12:00:00-03:00', { endDate: '2026-12-02T23:00:00-03:00' }),
        event(6, '2026-11-29T21:00:00-03:00', { isPublished: false }),
        event(7, '2026-12-05T21:00:00-03:00', { cancelledAt: '2026-11-01T10:00:00Z', isPublished: false }),
        event(8, '2026-11-29T09:00:00-03:00', { endDate: '2026-11-29T12:00:00-03:00' }),
        event(9, null),
        event(10, '2026-11-20T20:00:00-03:00', { isPublished: false, unpublishedAt: '2026-11-21T10:00:00Z' }),
      ],
      NOW
    )
    assert.deepEqual(
      groups.today.map((e) => e.id),
      [5, 8, 3]
    )
    assert.deepEqual(
      groups.upcoming.map((e) => e.id),
      [4, 2, 9]
    )
    assert.deepEqual(
      groups.past.map((e) => e.id),
      [7, 10, 1]
    )
  })

  test('"today" is Suriname’s day: 23:30 in Paramaribo is still the same evening', ({ assert }) => {
    const lateEvening = new Date('2026-11-30T02:30:00Z')
    const groups = scannerEventGroups([event(1, '2026-11-29T20:00:00-03:00', { endDate: '2026-11-29T23:00:00-03:00' })], lateEvening)
    assert.deepEqual(
      groups.today.map((e) => e.id),
      [1]
    )
  })
})
