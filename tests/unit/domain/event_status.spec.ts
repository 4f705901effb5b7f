import { test } from '@japa/runner'
import { backofficeRouteOf, guardDecision, loginPathFor } from '#domain/access'
import {
  capacityProblems,
  eventDateProblems,
  eventStatus,
  paramariboIso,
  paramariboParts,
  publishProblems,
  resumeStep,
  ticketTypeProblems,
} from '#domain/event_status'

test.group('domain/event_status: the event wizard’s rules', () => {
  test('status: cancelled wins, else published or draft', ({ assert }) => {
    assert.equal(eventStatus({ isPublished: false }), 'draft')
    assert.equal(eventStatus({ isPublished: true, cancelledAt: null }), 'published')
    assert.equal(eventStatus({ isPublished: false, cancelledAt: '2026-01-01T00:00:00Z' }), 'cancelled')
  })

  test('a draft resumes after its last saved step', ({ assert }) => {
    assert.deepEqual([0, 1, 2, 3, 4, 9].map(resumeStep), [1, 2, 3, 4, 4, 4])
  })

  test('Paramaribo local time is UTC−3 all year, both ways', ({ assert }) => {
    assert.equal(paramariboIso('2026-12-31', '20:30'), '2026-12-31T20:30:00-03:00')
    assert.equal(new Date(paramariboIso('2026-12-31', '22:00')!).toISOString(), '2027-01-01T01:00:00.000Z')
    assert.deepEqual(paramariboParts('2027-01-01T01:00:00.000Z'), { date: '2026-12-31', time: '22:00' })
    assert.deepEqual(paramariboParts('2026-07-01T12:00:00-03:00'), { date: '2026-07-01', time: '12:00' })
    assert.isNull(paramariboIso('31-12-2026', '20:30'))
    assert.isNull(paramariboParts('geen datum'))
  })

  test('end after start; equal is refused too', ({ assert }) => {
    assert.deepEqual(eventDateProblems('2026-05-01T20:00:00-03:00', '2026-05-01T23:00:00-03:00'), [])
    assert.deepEqual(eventDateProblems('2026-05-01T20:00:00-03:00', '2026-05-01T20:00:00-03:00')[0].code, 'endBeforeStart')
    assert.deepEqual(eventDateProblems(null, '2026-05-01T20:00:00-03:00'), [])
  })

  test('sale end: after the sale start and not after the event end; a limit needs its number', ({ assert }) => {
    const end = '2026-05-01T23:00:00-03:00'
    assert.deepEqual(ticketTypeProblems({ saleEndDate: '2026-05-01T23:00:00-03:00' }, end), [])
    assert.deepEqual(
      ticketTypeProblems({ saleEndDate: '2026-05-01T23:01:00-03:00' }, end).map((p) => p.code),
      ['saleEndAfterEvent']
    )
    assert.deepEqual(
      ticketTypeProblems({ saleStartDate: '2026-04-02T00:00:00Z', saleEndDate: '2026-04-01T00:00:00Z' }, end).map((p) => p.code),
      ['saleEndBeforeStart']
    )
    assert.deepEqual(
      ticketTypeProblems({ hasUserLimit: true, maxPerUser: null }, end).map((p) => p.code),
      ['maxPerUserRequired']
    )
    assert.deepEqual(ticketTypeProblems({ hasUserLimit: null, maxPerUser: null }, end), [])
  })

  test('venue capacity caps the sum of all ticket types; an unknown capacity caps nothing', ({ assert }) => {
    const venue = { name: 'Zaal', maxCapacity: 150 }
    assert.deepEqual(capacityProblems(150, venue), [])
    assert.deepEqual(capacityProblems(151, venue)[0].params, { total: 151, capacity: 150, venue: 'Zaal' })
    assert.deepEqual(capacityProblems(10_000, { name: 'Open veld', maxCapacity: null }), [])
    assert.deepEqual(capacityProblems(10_000, null), [])
  })

  test('publishing needs title, category, dates, venue and an active ticket type', ({ assert }) => {
    const complete = { title: 'X', category: 'Muziek', startDate: 1, endDate: 2, venueId: 3, activeTicketTypes: 1 }
    assert.deepEqual(publishProblems(complete), [])
    assert.deepEqual(
      publishProblems({ title: ' ', category: null, startDate: null, endDate: 2, venueId: null, activeTicketTypes: 0 }).map((p) => p.code),
      ['titleRequired', 'categoryRequired', 'datesRequired', 'venueRequired', 'ticketTypeRequired']
    )
  })

  test('/create-event and its steps are the back office’s, for organizers and managers; signed out → organizer sign-in', ({ assert }) => {
    assert.equal(backofficeRouteOf('/create-event/step2'), '/create-event')
    assert.equal(loginPathFor('/create-event/step1'), '/organizer-auth')
    assert.deepEqual(guardDecision('/create-event', null), { allow: false, redirect: '/organizer-auth', reason: 'signed_out' })
    assert.deepEqual(guardDecision('/create-event', 'manager'), { allow: true })
    assert.deepEqual(guardDecision('/create-event', 'user'), { allow: false, redirect: '/user-dashboard', reason: 'role' })
  })
})
