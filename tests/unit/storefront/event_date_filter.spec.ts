import { test } from '@japa/runner'
import { calendarDay, calendarDate, eventDateWindow, isEmptyWindow, runsWithin, surinameDay } from '#domain/event_date_filter'
import { activeFilterCount, filterQuery, normalizeFilters } from '../../../storefront/src/components/events/filter_query.js'

/** Wednesday 25 November 2026, 11:00 in Suriname (14:00 UTC). */
const WEDNESDAY = new Date('2026-11-25T14:00:00Z')
const iso = (window: ReturnType<typeof eventDateWindow>) =>
  window && { start: window.start?.toISOString() ?? null, end: window.end?.toISOString() ?? null }

test.group('event date filter: windows in Suriname time, UTC-3', () => {
  test('no preset and no dates: no window', ({ assert }) => {
    assert.isNull(eventDateWindow({}, WEDNESDAY))
    assert.isNull(eventDateWindow({ when: null, from: '', to: '' }, WEDNESDAY))
  })

  test('today runs from 00:00 to 00:00 Suriname time (03:00 UTC)', ({ assert }) => {
    assert.deepEqual(iso(eventDateWindow({ when: 'today' }, WEDNESDAY)), {
      start: '2026-11-25T03:00:00.000Z',
      end: '2026-11-26T03:00:00.000Z',
    })
    // 23:30 in Paramaribo is already the next day in UTC, but still today here.
    assert.deepEqual(iso(eventDateWindow({ when: 'today' }, new Date('2026-11-26T02:30:00Z'))), {
      start: '2026-11-25T03:00:00.000Z',
      end: '2026-11-26T03:00:00.000Z',
    })
    assert.deepEqual(iso(eventDateWindow({ when: 'today' }, new Date('2026-11-26T03:00:00Z')))!.start, '2026-11-26T03:00:00.000Z')
  })

  test('the weekend is Saturday and Sunday of this Monday-to-Sunday week', ({ assert }) => {
    const weekend = { start: '2026-11-28T03:00:00.000Z', end: '2026-11-30T03:00:00.000Z' }
    assert.deepEqual(iso(eventDateWindow({ when: 'weekend' }, WEDNESDAY)), weekend)
    // Friday evening is not the weekend yet; on Saturday and Sunday it is the current one.
    assert.deepEqual(iso(eventDateWindow({ when: 'weekend' }, new Date('2026-11-27T23:00:00Z'))), weekend)
    assert.deepEqual(iso(eventDateWindow({ when: 'weekend' }, new Date('2026-11-28T12:00:00Z'))), weekend)
    assert.deepEqual(iso(eventDateWindow({ when: 'weekend' }, new Date('2026-11-30T02:59:00Z'))), weekend)
    // From Monday 00:00 on it is the next one.
    assert.deepEqual(iso(eventDateWindow({ when: 'weekend' }, new Date('2026-11-30T03:00:00Z'))), {
      start: '2026-12-05T03:00:00.000Z',
      end: '2026-12-07T03:00:00.000Z',
    })
  })

  test('this week runs from Monday 00:00 to the next Monday 00:00', ({ assert }) => {
    const week = { start: '2026-11-23T03:00:00.000Z', end: '2026-11-30T03:00:00.000Z' }
    assert.deepEqual(iso(eventDateWindow({ when: 'week' }, WEDNESDAY)), week)
    assert.deepEqual(iso(eventDateWindow({ when: 'week' }, new Date('2026-11-23T03:00:00Z'))), week)
    assert.deepEqual(iso(eventDateWindow({ when: 'week' }, new Date('2026-11-30T02:00:00Z'))), week)
    // Across a year end.
    assert.deepEqual(iso(eventDateWindow({ when: 'week' }, new Date('2027-01-01T12:00:00Z'))), {
      start: '2026-12-28T03:00:00.000Z',
      end: '2027-01-04T03:00:00.000Z',
    })
  })

  test('a date range includes both days; either side may be open', ({ assert }) => {
    assert.deepEqual(iso(eventDateWindow({ from: '2026-12-01', to: '2026-12-03' }, WEDNESDAY)), {
      start: '2026-12-01T03:00:00.000Z',
      end: '2026-12-04T03:00:00.000Z',
    })
    assert.deepEqual(iso(eventDateWindow({ from: '2026-12-01', to: '2026-12-01' }, WEDNESDAY)), {
      start: '2026-12-01T03:00:00.000Z',
      end: '2026-12-02T03:00:00.000Z',
    })
    assert.deepEqual(iso(eventDateWindow({ from: '2026-12-01' }, WEDNESDAY)), { start: '2026-12-01T03:00:00.000Z', end: null })
    assert.deepEqual(iso(eventDateWindow({ to: '2026-12-01' }, WEDNESDAY)), { start: null, end: '2026-12-02T03:00:00.000Z' })
  })

  test('a preset and a range together: both apply; when they do not meet, nothing matches', ({ assert }) => {
    assert.deepEqual(iso(eventDateWindow({ when: 'week', from: '2026-11-27' }, WEDNESDAY)), {
      start: '2026-11-27T03:00:00.000Z',
      end: '2026-11-30T03:00:00.000Z',
    })
    const apart = eventDateWindow({ when: 'today', from: '2026-12-01' }, WEDNESDAY)!
    assert.isTrue(isEmptyWindow(apart))
    // Not even an event spanning both days matches an empty window.
    assert.isFalse(runsWithin(new Date('2026-11-20T12:00:00Z'), new Date('2026-12-10T12:00:00Z'), apart))
  })

  test('an event matches when any moment of it is inside the window (multi-day, overnight)', ({ assert }) => {
    const saturday = eventDateWindow({ from: '2026-11-28', to: '2026-11-28' }, WEDNESDAY)
    const at = (text: string) => new Date(text)
    // A festival from Thursday to Monday matches its Saturday.
    assert.isTrue(runsWithin(at('2026-11-26T20:00:00Z'), at('2026-11-30T04:00:00Z'), saturday))
    // Friday 22:00 until Saturday 02:00 (Suriname): its last hours are on Saturday.
    assert.isTrue(runsWithin(at('2026-11-28T01:00:00Z'), at('2026-11-28T05:00:00Z'), saturday))
    // Ending at Saturday 00:00 exactly is not on Saturday; starting at Sunday 00:00 neither.
    assert.isFalse(runsWithin(at('2026-11-27T22:00:00Z'), at('2026-11-28T03:00:00Z'), saturday))
    assert.isFalse(runsWithin(at('2026-11-29T03:00:00Z'), at('2026-11-29T06:00:00Z'), saturday))
    assert.isTrue(runsWithin(at('2026-01-01T00:00:00Z'), at('2026-01-01T01:00:00Z'), null))
  })

  test('calendar dates: YYYY-MM-DD that exist', ({ assert }) => {
    assert.equal(calendarDate(calendarDay('2026-02-28')!), '2026-02-28')
    assert.equal(calendarDate(surinameDay(new Date('2026-11-26T02:30:00Z'))), '2026-11-25')
    for (const bad of ['2026-02-30', '2026-13-01', '26-11-25', '2026-1-5', 'morgen', '', ' 2026-11-25', '1969-12-31', null, 20261125]) {
      assert.isNull(calendarDay(bad), String(bad))
    }
  })
})

test.group('/events filter address (storefront filter_query.ts)', () => {
  test('keeps what narrows or orders the list, drops empty, all and the default sort', ({ assert }) => {
    const query = (entries: [string, string][]) => filterQuery(entries)
    assert.equal(query([]), '')
    assert.equal(
      query([
        ['search', '  kaseko '],
        ['category', 'all'],
        ['district', ''],
        ['when', ''],
        ['from', ''],
        ['to', ''],
        ['sort', 'date_asc'],
      ]),
      '?search=kaseko'
    )
    assert.equal(
      query([
        ['search', 'jazz & blues'],
        ['category', 'Muziek'],
        ['when', 'weekend'],
        ['sort', 'price_desc'],
      ]),
      '?search=jazz+%26+blues&category=Muziek&when=weekend&sort=price_desc'
    )
    assert.equal(
      query([
        ['from', '2026-12-01'],
        ['to', '2026-12-03'],
      ]),
      '?from=2026-12-01&to=2026-12-03'
    )
  })
})

test.group('/events filters read from the address (storefront filter_query.ts)', () => {
  test('invalid dates, periods and sorts are dropped; a backwards range is turned round', ({ assert }) => {
    const read = (search: string) => normalizeFilters(new URLSearchParams(search))
    assert.deepInclude(read('when=weekend&from=2026-12-01&to=2026-12-03&sort=price_asc'), {
      when: 'weekend',
      from: '2026-12-01',
      to: '2026-12-03',
      sort: 'price_asc',
    })
    assert.deepInclude(read('when=morgen&from=2026-02-30&to=gisteren&sort=cheap'), { when: '', from: '', to: '', sort: 'date_asc' })
    assert.deepInclude(read('from=2026-12-09&to=2026-12-01'), { from: '2026-12-01', to: '2026-12-09' })
    assert.equal(activeFilterCount(read('when=today&from=2026-12-01&to=2026-12-02&sort=price_desc&category=all')), 2)
  })
})
