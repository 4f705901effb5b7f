import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import TicketReservation from '#models/ticket_reservation'
import { makeEvent, makeTicketType, makeUser, makeVenue, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { eventDateWindow, runsWithin } from '#domain/event_date_filter'

type Item = { id: number; title: string; minPrice: string | null; maxPrice: string | null; startDate: string; venue: { id: number } | null }
const ids = (body: { data: Item[] }) => body.data.map((e) => e.id)

test.group('GET /api/events/public', (group) => {
  rollbackEachTest(group)

  test('lists published upcoming events only, oldest start first, with the price range', async ({ client, assert }) => {
    const venue = await makeVenue()
    const later = await makeEvent({
      venueId: venue.id,
      startDate: DateTime.now().plus({ days: 20 }),
      endDate: DateTime.now().plus({ days: 20, hours: 3 }),
    })
    const sooner = await makeEvent({ venueId: venue.id })
    const draft = await makeEvent({ isPublished: false })
    const past = await makeEvent({
      startDate: DateTime.now().minus({ days: 5 }),
      endDate: DateTime.now().minus({ days: 5 }).plus({ hours: 3 }),
    })
    // Started yesterday, ends tomorrow: still upcoming (SPEC §4 uses the end date).
    const running = await makeEvent({ startDate: DateTime.now().minus({ days: 1 }), endDate: DateTime.now().plus({ days: 1 }) })
    await makeTicketType(sooner.id, { price: '250.00' })
    await makeTicketType(sooner.id, { price: '75.50' })
    await makeTicketType(sooner.id, { price: '5.00', isActive: false })

    const response = await client.get('/api/events/public')
    response.assertStatus(200)
    assert.isTrue(response.body().success)
    const list = ids(response.body())
    assert.includeMembers(list, [later.id, sooner.id, running.id])
    assert.notInclude(list, draft.id)
    assert.notInclude(list, past.id)
    assert.isBelow(list.indexOf(running.id), list.indexOf(sooner.id))
    assert.isBelow(list.indexOf(sooner.id), list.indexOf(later.id))

    const item = response.body().data.find((e: Item) => e.id === sooner.id)
    assert.equal(item.minPrice, '75.50')
    assert.equal(item.maxPrice, '250.00')
    assert.equal(item.venue.id, venue.id)
    assert.properties(item.organizer, ['id', 'name', 'isVerified', 'averageRating', 'totalReviews'])
    assert.notProperty(item.organizer, 'email')
    assert.notProperty(item.organizer, 'password')
    const noTickets = response.body().data.find((e: Item) => e.id === later.id)
    assert.isNull(noTickets.minPrice)
    assert.isNull(noTickets.maxPrice)
  })

  test('includePast=true adds ended events', async ({ client, assert }) => {
    const past = await makeEvent({
      startDate: DateTime.now().minus({ days: 5 }),
      endDate: DateTime.now().minus({ days: 5 }).plus({ hours: 3 }),
    })
    assert.include(ids((await client.get('/api/events/public?includePast=true')).body()), past.id)
    assert.notInclude(ids((await client.get('/api/events/public?includePast=false')).body()), past.id)
  })

  test('hides events whose venue is deleted', async ({ client, assert }) => {
    const venue = await makeVenue({ deletedAt: DateTime.now() })
    const event = await makeEvent({ venueId: venue.id })
    assert.notInclude(ids((await client.get('/api/events/public')).body()), event.id)
    await client.get(`/api/events/${event.id}`).then((r) => r.assertStatus(404))
  })

  test('search is case-insensitive over title, description and venue name', async ({ client, assert }) => {
    const venue = await makeVenue({ name: 'Zaal Flamboyant' })
    const byTitle = await makeEvent({ title: 'Kaseko Avond Zomerzon' })
    const byDescription = await makeEvent({ description: 'Met live ZOMERZON band' })
    const byVenue = await makeEvent({ venueId: venue.id, title: 'Iets anders' })
    const other = await makeEvent({ title: 'Schaaktoernooi' })

    const found = ids((await client.get('/api/events/public').qs({ search: 'zomerzon' })).body())
    assert.sameMembers(found, [byTitle.id, byDescription.id])
    assert.deepEqual(ids((await client.get('/api/events/public').qs({ search: 'FLAMBOYANT' })).body()), [byVenue.id])
    assert.include(ids((await client.get('/api/events/public').qs({ search: '' })).body()), other.id)
    // '%' is a literal character, not a wildcard.
    assert.deepEqual(ids((await client.get('/api/events/public').qs({ search: '%' })).body()), [])
  })

  test('category is exact ignoring case; all or empty means no filter', async ({ client, assert }) => {
    const music = await makeEvent({ category: 'Muziek' })
    const sport = await makeEvent({ category: 'Sport' })
    const musicOnly = ids((await client.get('/api/events/public').qs({ category: 'muziek' })).body())
    assert.include(musicOnly, music.id)
    assert.notInclude(musicOnly, sport.id)
    assert.notInclude(ids((await client.get('/api/events/public').qs({ category: 'muz' })).body()), music.id)
    for (const category of ['all', '']) {
      assert.includeMembers(ids((await client.get('/api/events/public').qs({ category })).body()), [music.id, sport.id])
    }
  })

  test('filters by venue district, venueId and organizerId', async ({ client, assert }) => {
    const nickerie = await makeVenue({ district: 'nickerie' })
    const paramaribo = await makeVenue({ district: 'paramaribo' })
    const organizer = await makeUser()
    const inNickerie = await makeEvent({ venueId: nickerie.id, organizerId: organizer.id })
    const inParamaribo = await makeEvent({ venueId: paramaribo.id })

    const byDistrict = ids((await client.get('/api/events/public').qs({ district: 'Nickerie' })).body())
    assert.include(byDistrict, inNickerie.id)
    assert.notInclude(byDistrict, inParamaribo.id)
    assert.deepEqual(ids((await client.get('/api/events/public').qs({ venueId: paramaribo.id })).body()), [inParamaribo.id])
    assert.deepEqual(ids((await client.get('/api/events/public').qs({ organizerId: organizer.id })).body()), [inNickerie.id])
  })

  test('a cache-busting _cb parameter answers no-cache', async ({ client, assert }) => {
    const response = await client.get('/api/events/public').qs({ _cb: Date.now() })
    response.assertStatus(200)
    assert.equal(response.header('cache-control'), 'no-cache')
  })

  test('bad query values are a 422, never a 500', async ({ client, assert }) => {
    for (const qs of [
      { venueId: 'abc' },
      { organizerId: '-1' },
      { includePast: 'misschien' },
      { search: 'x'.repeat(500) },
      { venueId: '1.5' },
    ]) {
      const response = await client.get('/api/events/public').qs(qs)
      response.assertStatus(422)
      assert.equal(response.body().code, 'VALIDATION_ERROR', JSON.stringify(qs))
    }
  })
})

test.group('GET /api/events/{id}', (group) => {
  rollbackEachTest(group)

  test('returns a published event with venue details, ignoring ?t=', async ({ client, assert }) => {
    const venue = await makeVenue({ wifi: true, customAmenities: ['Podium'] })
    const event = await makeEvent({ venueId: venue.id })
    await makeTicketType(event.id, { price: '40.00' })
    const response = await client.get(`/api/events/${event.id}`).qs({ t: Date.now() })
    response.assertStatus(200)
    const data = response.body().data
    assert.equal(data.id, event.id)
    assert.isTrue(data.isPublished)
    assert.equal(data.minPrice, '40.00')
    assert.isTrue(data.venue.amenities.hasWifi)
    assert.isFalse(data.venue.amenities.hasParking)
    assert.deepEqual(data.venue.customAmenities, ['Podium'])
    assert.isTrue(data.venue.isApproved)
  })

  test('unpublished, unknown and malformed ids are 404 Event niet gevonden', async ({ client, assert }) => {
    const draft = await makeEvent({ isPublished: false })
    for (const id of [String(draft.id), '999999', 'abc', '1.5', '-1', '99999999999999999999']) {
      const response = await client.get(`/api/events/${id}`)
      response.assertStatus(404)
      assert.equal(response.body().message, 'Event niet gevonden', id)
      assert.equal(response.body().code, 'EVENT_NOT_FOUND')
    }
  })
})

test.group('GET /api/events/{id}/ticket-types', (group) => {
  rollbackEachTest(group)

  test('counts only active, unexpired reservations into reservedQuantity and availableNow', async ({ client, assert }) => {
    const event = await makeEvent()
    const vip = await makeTicketType(event.id, { name: 'VIP', maxQuantity: 50, quantitySold: 30, sortOrder: 2 })
    const regular = await makeTicketType(event.id, { name: 'Regulier', maxQuantity: 10, quantitySold: 8, sortOrder: 1, isActive: false })
    const now = DateTime.now()
    const reserve = (ticketTypeId: number, quantity: number, extra: Partial<TicketReservation>) =>
      TicketReservation.create({
        ticketTypeId,
        quantity,
        sessionId: `s-${Math.random()}`,
        reservedAt: now,
        expiresAt: now.plus({ minutes: 20 }),
        isActive: true,
        ...extra,
      })
    await reserve(vip.id, 5, {})
    await reserve(vip.id, 2, {})
    await reserve(vip.id, 7, { isActive: false })
    await reserve(vip.id, 9, { expiresAt: now.minus({ minutes: 1 }) })
    await reserve(regular.id, 6, {})

    const response = await client.get(`/api/events/${event.id}/ticket-types`).qs({ t: 1 })
    response.assertStatus(200)
    const data = response.body().data
    assert.deepEqual(
      data.map((t: { name: string }) => t.name),
      ['Regulier', 'VIP']
    )
    const [first, second] = data
    assert.equal(second.reservedQuantity, 7)
    assert.equal(second.availableNow, 13)
    assert.equal(first.reservedQuantity, 6)
    assert.equal(first.availableNow, 0)
    assert.isFalse(first.isActive)
    assert.equal(second.price, '100.00')
  })

  test('an unpublished or unknown event is 404', async ({ client }) => {
    const draft = await makeEvent({ isPublished: false })
    await client.get(`/api/events/${draft.id}/ticket-types`).then((r) => r.assertStatus(404))
    await client.get('/api/events/nope/ticket-types').then((r) => r.assertStatus(404))
  })
})

test.group('GET /api/events/public: date filter and sort', (group) => {
  rollbackEachTest(group)

  /** Events carrying one token in their title, so a search keeps each test to its own rows. */
  const tagged =
    (token: string) =>
    (start: DateTime, end: DateTime, title = '') =>
      makeEvent({ title: `${token} ${title}`, startDate: start, endDate: end })
  const at = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })
  const lister = (client: ApiClient) => async (qs: Record<string, string>) => {
    const response = await client.get('/api/events/public').qs(qs)
    response.assertStatus(200)
    return ids(response.body())
  }

  test('today, this weekend and this week in Suriname time; multi-day events match any of their days', async ({ client, assert }) => {
    const list = lister(client)
    // includePast: the windows are checked whatever the hour the suite runs at.
    const make = tagged('Vensterproef')
    const now = new Date()
    const today = eventDateWindow({ when: 'today' }, now)!
    const weekend = eventDateWindow({ when: 'weekend' }, now)!
    const dt = (d: Date) => DateTime.fromJSDate(d)
    const inToday = await make(dt(today.start!).plus({ minutes: 1 }), dt(today.end!).minus({ minutes: 1 }))
    const tomorrow = await make(dt(today.end!), dt(today.end!).plus({ hours: 2 }))
    const spanning = await make(dt(today.start!).minus({ days: 2 }), dt(today.end!).plus({ days: 2 }))
    // Friday 21:00-23:00 is not the weekend; Friday 22:00 to Saturday 02:00 is; Sunday 20:00-23:00 is.
    const friday = await make(dt(weekend.start!).minus({ hours: 3 }), dt(weekend.start!).minus({ hours: 1 }))
    const overnight = await make(dt(weekend.start!).minus({ hours: 2 }), dt(weekend.start!).plus({ hours: 2 }))
    const sunday = await make(dt(weekend.end!).minus({ hours: 4 }), dt(weekend.end!).minus({ hours: 1 }))
    const nextMonday = await make(dt(weekend.end!), dt(weekend.end!).plus({ hours: 3 }))

    const base = { search: 'Vensterproef', includePast: 'true' }
    const expectedToday = [inToday, spanning, friday, overnight, sunday, tomorrow, nextMonday]
      .filter((e) => runsWithin(e.startDate.toJSDate(), e.endDate.toJSDate(), today))
      .map((e) => e.id)
    assert.includeMembers(expectedToday, [inToday.id, spanning.id])
    assert.notInclude(expectedToday, tomorrow.id)
    assert.sameMembers(await list({ ...base, when: 'today' }), expectedToday)

    const onWeekend = await list({ ...base, when: 'weekend' })
    assert.includeMembers(onWeekend, [overnight.id, sunday.id])
    assert.notIncludeMembers(onWeekend, [friday.id, nextMonday.id])

    const thisWeek = await list({ ...base, when: 'week' })
    assert.includeMembers(thisWeek, [inToday.id, spanning.id, friday.id, overnight.id, sunday.id])
    assert.notInclude(thisWeek, nextMonday.id)
    assert.sameMembers(
      await list(base),
      [inToday, tomorrow, spanning, friday, overnight, sunday, nextMonday].map((e) => e.id)
    )
  })

  test('a date range includes both days (Suriname midnight = 03:00 UTC); from or to alone; with a preset both apply', async ({
    client,
    assert,
  }) => {
    const list = lister(client)
    const make = tagged('Bereikproef')
    // 9 June 23:00 → 10 June 02:00 UTC is still 9 June in Paramaribo (ends 23:30 there).
    const ninth = await make(at('2030-06-10T02:00:00Z'), at('2030-06-10T02:30:00Z'))
    const tenth = await make(at('2030-06-10T03:00:00Z'), at('2030-06-10T05:00:00Z'))
    // 12 June 23:00 in Paramaribo.
    const twelfthLate = await make(at('2030-06-13T02:00:00Z'), at('2030-06-13T04:00:00Z'))
    const thirteenth = await make(at('2030-06-13T03:00:00Z'), at('2030-06-13T06:00:00Z'))
    const festival = await make(at('2030-06-01T12:00:00Z'), at('2030-06-30T12:00:00Z'))

    const base = { search: 'Bereikproef' }
    assert.sameMembers(await list({ ...base, from: '2030-06-10', to: '2030-06-12' }), [tenth.id, twelfthLate.id, festival.id])
    assert.sameMembers(await list({ ...base, from: '2030-06-13' }), [twelfthLate.id, thirteenth.id, festival.id])
    assert.sameMembers(await list({ ...base, to: '2030-06-09' }), [ninth.id, festival.id])
    assert.sameMembers(await list({ ...base, from: '2030-06-10', to: '2030-06-10' }), [tenth.id, festival.id])
    // Empty fields (a form sent without JavaScript) are no filter.
    assert.lengthOf(await list({ ...base, from: '', to: '', when: '', sort: '' }), 5)
    // 'today' and a June 2030 range do not meet: nothing, not everything.
    assert.deepEqual(await list({ ...base, when: 'today', from: '2030-06-10' }), [])
  })

  test('sort by date or by the lowest price, either way; no ticket types last', async ({ client, assert }) => {
    const list = lister(client)
    const make = tagged('Sorteerproef')
    const first = await make(at('2030-07-01T20:00:00Z'), at('2030-07-01T23:00:00Z'))
    const second = await make(at('2030-07-02T20:00:00Z'), at('2030-07-02T23:00:00Z'))
    const third = await make(at('2030-07-03T20:00:00Z'), at('2030-07-03T23:00:00Z'))
    const fourth = await make(at('2030-07-04T20:00:00Z'), at('2030-07-04T23:00:00Z'))
    await makeTicketType(first.id, { price: '25.00' })
    await makeTicketType(first.id, { price: '900.00' })
    await makeTicketType(second.id, { price: '100.00' })
    await makeTicketType(second.id, { price: '5.00', isActive: false })
    await makeTicketType(third.id, { price: '0.00' })
    // fourth has no ticket types.

    const base = { search: 'Sorteerproef' }
    const order = [first, second, third, fourth].map((e) => e.id)
    assert.deepEqual(await list(base), order)
    assert.deepEqual(await list({ ...base, sort: 'date_asc' }), order)
    assert.deepEqual(await list({ ...base, sort: 'date_desc' }), [...order].reverse())
    // 100 > 25 numerically (as text '100.00' < '25.00').
    assert.deepEqual(await list({ ...base, sort: 'price_asc' }), [third.id, first.id, second.id, fourth.id])
    assert.deepEqual(await list({ ...base, sort: 'price_desc' }), [second.id, first.id, third.id, fourth.id])
  })

  test('bad dates, periods and sorts are a 422 with a clear message, never a 500', async ({ client, assert }) => {
    const cases: [Record<string, string>, string, string][] = [
      [{ when: 'morgen' }, 'when', 'Ongeldige periode: kies today, weekend, week'],
      [{ from: '2026-02-30' }, 'from', 'Ongeldige datum: gebruik JJJJ-MM-DD'],
      [{ to: '28-11-2026' }, 'to', 'Ongeldige datum: gebruik JJJJ-MM-DD'],
      [{ from: 'x'.repeat(300) }, 'from', 'Ongeldige datum: gebruik JJJJ-MM-DD'],
      [{ from: '2026-12-02', to: '2026-12-01' }, 'to', 'De einddatum ligt voor de begindatum'],
      [{ sort: 'cheapest' }, 'sort', 'Ongeldige sortering: kies date_asc, date_desc, price_asc, price_desc'],
    ]
    for (const [qs, field, message] of cases) {
      const response = await client.get('/api/events/public').qs(qs)
      response.assertStatus(422)
      assert.equal(response.body().code, 'VALIDATION_ERROR', JSON.stringify(qs))
      assert.equal(response.body().message, message, JSON.stringify(qs))
      assert.deepEqual(response.body().errors[field], [message], JSON.stringify(qs))
    }
  })
})
