import { test } from '@japa/runner'
import { startingEvent, type EventChoice } from '../../../backoffice/src/resources/orders/startingEvent.js'

const NOW = new Date('2026-11-29T18:00:00Z')
const event = (id: number, startDate: string | null, orderCount: number, endDate: string | null = null): EventChoice => ({
  id,
  title: `Event ${id}`,
  startDate,
  endDate,
  orderCount,
})

test.group('Orders page: the event it opens on', () => {
  test('the soonest upcoming event with orders, not a newer past one without', ({ assert }) => {
    const events = [
      event(1, '2026-11-20T20:00:00Z', 0),
      event(2, '2026-12-20T20:00:00Z', 4),
      event(3, '2026-12-05T20:00:00Z', 0),
      event(4, '2026-12-10T20:00:00Z', 2),
      event(5, null, 0),
    ]
    assert.equal(startingEvent(events, NOW)?.id, 4)
  })

  test('a running event (started, not ended) counts as upcoming', ({ assert }) => {
    const events = [event(1, '2026-12-10T20:00:00Z', 3), event(2, '2026-11-29T16:00:00Z', 5, '2026-11-29T23:00:00Z')]
    assert.equal(startingEvent(events, NOW)?.id, 2)
  })

  test('no upcoming event with orders: the most recent past one with orders', ({ assert }) => {
    const events = [
      event(1, '2026-10-01T20:00:00Z', 7),
      event(2, '2026-11-01T20:00:00Z', 2),
      event(3, '2026-11-28T20:00:00Z', 0),
      event(4, '2026-12-28T20:00:00Z', 0),
    ]
    assert.equal(startingEvent(events, NOW)?.id, 2)
  })

  test('no orders anywhere: the next event, else the first; none without events', ({ assert }) => {
    assert.equal(startingEvent([event(1, '2026-11-01T20:00:00Z', 0), event(2, '2026-12-28T20:00:00Z', 0)], NOW)?.id, 2)
    assert.equal(startingEvent([event(7, '2026-11-01T20:00:00Z', 0), event(8, null, 0)], NOW)?.id, 7)
    assert.isNull(startingEvent([], NOW))
  })
})
