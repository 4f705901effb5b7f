import { test } from '@japa/runner'
import { formatWeekdayDate } from '#domain/format'
import { answerRefusal, bookingDayInstant, holdsDay, surinameDay } from '#domain/venue_bookings'

test.group('Venue bookings: which answers a request may get', () => {
  test('a pending request is confirmed or rejected; the same answer twice and a withdrawn request are refused', ({ assert }) => {
    assert.isNull(answerRefusal('pending', 'confirmed'))
    assert.isNull(answerRefusal('pending', 'rejected'))
    // A confirmation may be withdrawn, a rejection reconsidered (the service checks the day is still free).
    assert.isNull(answerRefusal('confirmed', 'rejected'))
    assert.isNull(answerRefusal('rejected', 'confirmed'))
    assert.equal(answerRefusal('confirmed', 'confirmed'), 'alreadyAnswered')
    assert.equal(answerRefusal('rejected', 'rejected'), 'alreadyAnswered')
    assert.equal(answerRefusal('cancelled', 'confirmed'), 'withdrawn')
    assert.equal(answerRefusal('cancelled', 'rejected'), 'withdrawn')
  })

  test('only pending and confirmed requests hold their day', ({ assert }) => {
    assert.deepEqual((['pending', 'confirmed', 'rejected', 'cancelled'] as const).map(holdsDay), [true, true, false, false])
  })
})

test.group('Venue bookings: a booking day', () => {
  test('a calendar day is shown as that day in every language, never the day before (Suriname is UTC-3)', ({ assert }) => {
    assert.equal(formatWeekdayDate(bookingDayInstant('2026-11-28'), 'nl'), 'zaterdag 28 november 2026')
    assert.equal(formatWeekdayDate(bookingDayInstant('2026-01-01'), 'en'), 'Thursday, 1 January 2026')
  })

  test('today in Suriname: after 21:00 UTC it is still the previous day there', ({ assert }) => {
    assert.equal(surinameDay(new Date('2026-03-10T02:30:00Z')), '2026-03-09')
    assert.equal(surinameDay(new Date('2026-03-10T03:00:00Z')), '2026-03-10')
  })
})
