/*
 * The event funnel (docs/analytics.md): POST /api/analytics/collect (a sendBeacon's text/plain body, the allow-list,
 * the batch cap, the rate limit, nothing but a visit id, a domain and a tag stored), the server's own 'paid' step,
 * the daily aggregate against an independent count of raw rows, and who may read GET /api/analytics/events[/{id}]
 * and /summary.
 */
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { DEFAULT_LIMITS, setAbuseLimitsForTests } from '#config/limits'
import { prepareRateLimiters } from '#services/accounts/rate_limits'
import { rebuildAnalyticsDays, REBUILD_DAYS } from '#services/aggregates/analytics_daily_service'
import { calendarDate, surinameDay } from '#domain/event_date_filter'
import { MAX_BATCH } from '#domain/analytics'
import { makeEvent, makeTicketType, makeUser, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { freshToken, send } from '#tests/helpers/routes'
import { clearRateLimits } from '#tests/helpers/accounts'
import { sell } from '#tests/functional/orders/sales_fixtures'

const visit = () => randomUUID()

/** A beacon as navigator.sendBeacon sends a string: text/plain with the JSON inside. */
function beacon(body: unknown, token?: string) {
  return send('/api/analytics/collect', {
    method: 'POST',
    raw: JSON.stringify(body),
    contentType: 'text/plain;charset=UTF-8',
    token,
  })
}

const stored = () => db.from('analytics_events').orderBy('id')

test.group('POST /api/analytics/collect', (group) => {
  group.each.setup(() => clearRateLimits())
  rollbackEachTest(group)

  test('stores a text/plain beacon: the steps, the visit id, a page view’s referrer domain and utm_source', async ({ assert }) => {
    const event = await makeEvent()
    const visitId = visit()
    const response = await beacon({
      visitId,
      events: [
        { name: 'page_view', eventId: event.id, referrer: 'Facebook.com', utmSource: 'WhatsApp' },
        { name: 'ticket_dialog_opened', eventId: event.id, referrer: 'ignored.example', utmSource: 'ignored' },
        { name: 'checkout_started', eventId: event.id },
      ],
    })
    assert.equal(response.status, 202, response.text)
    assert.deepEqual(JSON.parse(response.text), { success: true, data: { stored: 3 } })
    const rows = await stored()
    assert.deepEqual(
      rows.map((row) => [row.name, row.session_id, row.event_id, row.user_id, row.properties]),
      [
        ['page_view', visitId, event.id, null, { referrer: 'facebook.com', utmSource: 'whatsapp' }],
        ['ticket_dialog_opened', visitId, event.id, null, {}],
        ['checkout_started', visitId, event.id, null, {}],
      ]
    )
  })

  test('stores no IP address and no account, also for a signed-in visitor behind a proxy', async ({ assert }) => {
    const event = await makeEvent()
    const user = await makeUser({ role: 'user' })
    const response = await send('/api/analytics/collect', {
      method: 'POST',
      json: { visitId: visit(), events: [{ name: 'page_view', eventId: event.id, referrer: 'google.com' }] },
      token: await freshToken(user),
      headers: { 'x-forwarded-for': '203.0.113.77', 'x-real-ip': '203.0.113.77' },
    })
    assert.equal(response.status, 202, response.text)
    const [row] = await stored()
    assert.isNull(row.user_id)
    const everything = JSON.stringify(row)
    for (const ip of ['127.0.0.1', '::1', '203.0.113.77', '::ffff:127.0.0.1']) assert.notInclude(everything, ip)
    assert.notMatch(everything, /"ip|address/i)
    // The table has no column for it either.
    const columns = await db.from('information_schema.columns').where('table_name', 'analytics_events').select('column_name')
    assert.notInclude(
      columns.map((c) => c.column_name),
      'ip_address'
    )
  })

  test('refuses unknown names, the server’s own paid step, too many steps, full addresses and bad visit ids, storing nothing', async ({
    assert,
  }) => {
    const event = await makeEvent()
    const bad = [
      { visitId: visit(), events: [{ name: 'purchase', eventId: event.id }] },
      { visitId: visit(), events: [{ name: 'paid', eventId: event.id }] },
      { visitId: visit(), events: Array.from({ length: MAX_BATCH + 1 }, () => ({ name: 'page_view', eventId: event.id })) },
      { visitId: visit(), events: [] },
      { visitId: visit(), events: [{ name: 'page_view', eventId: event.id, referrer: 'https://facebook.com/groups/x?fbclid=1' }] },
      { visitId: visit(), events: [{ name: 'page_view', eventId: event.id, utmSource: 'a b <script>' }] },
      { visitId: 'x', events: [{ name: 'page_view', eventId: event.id }] },
      { events: [{ name: 'page_view', eventId: event.id }] },
    ]
    for (const body of bad) {
      const response = await beacon(body)
      assert.equal(response.status, 422, JSON.stringify(body))
      const answer = JSON.parse(response.text)
      assert.equal(answer.success, false)
      assert.isString(answer.message)
    }
    const notJson = await send('/api/analytics/collect', { method: 'POST', raw: 'hello', contentType: 'text/plain' })
    assert.isAtLeast(notJson.status, 400)
    assert.isBelow(notJson.status, 500)
    assert.lengthOf(await stored(), 0)
  })

  test('drops steps of events that do not exist or are not published', async ({ assert }) => {
    const event = await makeEvent()
    const draft = await makeEvent({ isPublished: false })
    const response = await beacon({
      visitId: visit(),
      events: [
        { name: 'page_view', eventId: event.id },
        { name: 'page_view', eventId: draft.id },
        { name: 'page_view', eventId: 999_999_999 },
      ],
    })
    assert.equal(response.status, 202)
    assert.equal(JSON.parse(response.text).data.stored, 1)
    assert.deepEqual(
      (await stored()).map((row) => row.event_id),
      [event.id]
    )
  })
})

test.group('POST /api/analytics/collect: rate limit per network', (group) => {
  group.setup(() => {
    setAbuseLimitsForTests({ ...DEFAULT_LIMITS, analyticsBatchesPer10Minutes: 3 })
    prepareRateLimiters()
    return () => setAbuseLimitsForTests(null)
  })
  group.each.setup(() => clearRateLimits())
  rollbackEachTest(group)

  test('after the limit 429 with Retry-After, and the refused beacon stores nothing', async ({ assert }) => {
    const event = await makeEvent()
    const body = { visitId: visit(), events: [{ name: 'page_view', eventId: event.id }] }
    for (let i = 0; i < 3; i++) assert.equal((await beacon(body)).status, 202)
    const refused = await send('/api/analytics/collect', { method: 'POST', raw: JSON.stringify(body), contentType: 'text/plain' })
    assert.equal(refused.status, 429)
    assert.equal(JSON.parse(refused.text).code, 'TOO_MANY_ATTEMPTS')
    assert.lengthOf(await stored(), 3)
  })
})

test.group('the paid step, recorded by the server', (group) => {
  group.each.setup(() => clearRateLimits())
  rollbackEachTest(group)

  test('an online order that becomes paid writes one paid step with its visit id; counter sales and repeats none', async ({ assert }) => {
    const event = await makeEvent()
    const type = await makeTicketType(event.id, { price: '50.00' })
    const visitId = visit()
    const order = await sell({ type, quantity: 1, status: 'pending' })
    await db.from('orders').where('id', order.id).update({ visit_id: visitId })
    assert.lengthOf(await stored(), 0)
    await db.from('orders').where('id', order.id).update({ status: 'paid', paid_at: new Date() })
    await db.from('orders').where('id', order.id).update({ status: 'paid' })
    await sell({ type, quantity: 2, channel: 'loket' })
    const rows = await stored()
    assert.deepEqual(
      rows.map((row) => [row.name, row.session_id, row.event_id, row.properties]),
      [['paid', visitId, event.id, { orderId: order.id }]]
    )
  })

  test('a free purchase through the API carries the visit id to its paid step', async ({ assert }) => {
    const event = await makeEvent()
    const type = await makeTicketType(event.id, { price: '0.00' })
    const visitId = visit()
    const response = await send('/api/tickets/purchase', {
      method: 'POST',
      json: {
        eventId: event.id,
        tickets: [{ ticketTypeId: type.id, quantity: 1 }],
        buyerInfo: {
          contactMethod: 'email',
          firstName: 'Ana',
          lastName: 'Lie',
          email: 'ana.lie@example.sr',
          confirmEmail: 'ana.lie@example.sr',
        },
        reservationId: `cs_${randomUUID()}`,
        visitId,
      },
    })
    assert.equal(response.status, 201, response.text)
    const rows = await stored()
    assert.deepEqual(
      rows.map((row) => [row.name, row.session_id, row.event_id]),
      [['paid', visitId, event.id]]
    )
  })
})

/** A raw step at an instant, written as the collector would. */
function step(name: string, eventId: number, visitId: string, at: DateTime, properties: Record<string, string> = {}) {
  return {
    name,
    event_id: eventId,
    session_id: visitId,
    properties: JSON.stringify(properties),
    occurred_at: at.toJSDate(),
    created_at: at.toJSDate(),
  }
}

test.group('the daily funnel aggregate', (group) => {
  group.each.setup(() => clearRateLimits())
  rollbackEachTest(group)

  test('equals an independent count of the raw rows per Suriname day, and outlives them', async ({ assert }) => {
    const organizer = await makeUser({ role: 'organizer' })
    const event = await makeEvent({ organizerId: organizer.id })
    const other = await makeEvent({ organizerId: organizer.id })
    const today = surinameDay(new Date())
    // 21:30 in Paramaribo (00:30 UTC the next day) belongs to the Suriname day before.
    const evening = (daysAgo: number) =>
      DateTime.fromISO(calendarDate(today - daysAgo), { zone: 'America/Paramaribo' }).set({ hour: 21, minute: 30 })
    const noon = (daysAgo: number) => evening(daysAgo).set({ hour: 12 })
    const [a, b, c] = [visit(), visit(), visit()]
    const rows = [
      step('page_view', event.id, a, evening(10), { referrer: 'facebook.com', utmSource: 'whatsapp' }),
      step('page_view', event.id, a, evening(10), { utmSource: 'whatsapp' }),
      step('page_view', event.id, b, noon(10), { referrer: 'google.com' }),
      step('ticket_dialog_opened', event.id, a, evening(10)),
      step('checkout_started', event.id, a, evening(10)),
      step('hold_placed', event.id, a, evening(10)),
      step('payment_started', event.id, a, evening(10)),
      step('paid', event.id, a, evening(10)),
      step('page_view', event.id, c, noon(9), { referrer: 'facebook.com' }),
      step('ticket_dialog_opened', event.id, c, noon(9)),
      step('page_view', other.id, c, noon(9)),
    ]
    await db.table('analytics_events').multiInsert(rows)
    await rebuildAnalyticsDays(calendarDate(today - 8))

    const stats = await db
      .from('analytics_daily_stats')
      .whereIn('event_id', [event.id, other.id])
      .orderBy('day')
      .orderBy('event_id')
      .select('*', db.raw(`to_char(day, 'YYYY-MM-DD') AS day_text`))
    const pick = (s: any) => [
      s.event_id,
      s.day_text,
      s.views,
      s.visits,
      s.dialog_opens,
      s.checkouts_started,
      s.holds,
      s.payments_started,
      s.paid,
      s.whatsapp_visits,
      s.referrers,
    ]
    assert.deepEqual(stats.map(pick), [
      [event.id, calendarDate(today - 10), 3, 2, 1, 1, 1, 1, 1, 1, { 'facebook.com': 1, 'google.com': 1 }],
      [event.id, calendarDate(today - 9), 1, 1, 1, 0, 0, 0, 0, 0, { 'facebook.com': 1 }],
      [other.id, calendarDate(today - 9), 1, 1, 0, 0, 0, 0, 0, 0, {}],
    ])

    // Today's steps are counted live; then the raw rows older than a week go (as the retention job will do).
    await db
      .table('analytics_events')
      .multiInsert([
        step('page_view', event.id, visit(), DateTime.now(), { referrer: 'instagram.com' }),
        step('ticket_dialog_opened', event.id, visit(), DateTime.now()),
      ])
    await db
      .from('analytics_events')
      .where('occurred_at', '<', DateTime.now().minus({ days: 7 }).toJSDate())
      .delete()
    // A later rebuild never touches days beyond its own window, so the deleted rows cannot zero a stored day.
    await rebuildAnalyticsDays(calendarDate(today - 1))
    assert.isAbove(9, REBUILD_DAYS)

    const from = calendarDate(today - 20)
    const to = calendarDate(today)
    const response = await send(`/api/analytics/events/${event.id}`, {
      method: 'GET',
      query: `from=${from}&to=${to}`,
      token: await freshToken(organizer),
    })
    assert.equal(response.status, 200, response.text)
    const report = JSON.parse(response.text).data
    assert.include(report, { views: 5, visits: 4, dialogOpens: 3, checkoutsStarted: 1, paid: 1, whatsappVisits: 1 })
    assert.deepEqual(
      report.days.map((d: any) => [d.day, d.views, d.dialogOpens, d.checkoutsStarted, d.paid]),
      [
        [calendarDate(today - 10), 3, 1, 1, 1],
        [calendarDate(today - 9), 1, 1, 0, 0],
        [calendarDate(today), 1, 1, 0, 0],
      ]
    )
    assert.deepEqual(report.referrers, [
      { domain: 'facebook.com', views: 2 },
      { domain: 'google.com', views: 1 },
      { domain: 'instagram.com', views: 1 },
    ])
    assert.deepEqual(report.rates, {
      dialogPerView: 0.6,
      checkoutPerDialog: 0.3333,
      paidPerCheckout: 1,
      paidPerVisit: 0.25,
      whatsappShare: 0.25,
    })
  })
})

test.group('GET /api/analytics/events, /events/{id} and /summary: who sees what', (group) => {
  group.each.setup(() => clearRateLimits())
  rollbackEachTest(group)

  async function world() {
    const organizerA = await makeUser({ role: 'organizer' })
    const organizerB = await makeUser({ role: 'organizer' })
    const managerA = await makeUser({ role: 'manager', managerForOrganizerId: organizerA.id })
    const admin = await makeUser({ role: 'admin' })
    const user = await makeUser({ role: 'user' })
    const eventA = await makeEvent({ organizerId: organizerA.id, title: 'Feest van A' })
    const eventB = await makeEvent({ organizerId: organizerB.id, title: 'Feest van B' })
    const now = DateTime.now()
    await db
      .table('analytics_events')
      .multiInsert([
        step('page_view', eventA.id, visit(), now),
        step('page_view', eventA.id, visit(), now),
        step('page_view', eventB.id, visit(), now),
      ])
    // Each sale is an online order that becomes paid: the server records its paid step (migration 0104's trigger).
    await sell({ type: await makeTicketType(eventA.id, { price: '75.50' }), quantity: 2 })
    await sell({ type: await makeTicketType(eventB.id, { price: '10.00' }), quantity: 1 })
    return { organizerA, organizerB, managerA, admin, user, eventA, eventB }
  }

  const get = async (path: string, viewer?: User, query?: string) => {
    const response = await send(path, { method: 'GET', token: viewer ? await freshToken(viewer) : null, query })
    return { status: response.status, body: JSON.parse(response.text) }
  }

  test('an organizer and their manager see their own events only; admins every one, or one organizer’s', async ({ assert }) => {
    const w = await world()
    for (const viewer of [w.organizerA, w.managerA]) {
      const { status, body } = await get('/api/analytics/events', viewer)
      assert.equal(status, 200)
      assert.deepEqual(
        body.data.events.map((e: any) => [e.eventId, e.views, e.visits, e.paid, e.conversion, e.revenue]),
        [[w.eventA.id, 2, 2, 1, 0.5, '151.00']]
      )
      const summary = await get('/api/analytics/summary', viewer)
      assert.equal(summary.status, 200)
      assert.include(summary.body.data, { organizerId: w.organizerA.id, events: 1, views: 2, paid: 1, revenue: '151.00' })
    }
    const all = await get('/api/analytics/events', w.admin)
    assert.equal(all.status, 200)
    const ids = all.body.data.events.map((e: any) => e.eventId)
    assert.includeMembers(ids, [w.eventA.id, w.eventB.id])
    const onlyB = await get('/api/analytics/events', w.admin, `organizerId=${w.organizerB.id}`)
    assert.deepEqual(
      onlyB.body.data.events.map((e: any) => e.eventId),
      [w.eventB.id]
    )
    const summaryB = await get('/api/analytics/summary', w.admin, `organizerId=${w.organizerB.id}`)
    assert.include(summaryB.body.data, { organizerId: w.organizerB.id, views: 1, paid: 1, revenue: '10.00' })
  })

  test('another organizer’s event or organizer is refused; users 403, visitors 401; bad periods 422', async ({ assert }) => {
    const w = await world()
    assert.equal((await get(`/api/analytics/events/${w.eventB.id}`, w.organizerA)).status, 403)
    assert.equal((await get(`/api/analytics/events/${w.eventB.id}`, w.managerA)).status, 403)
    assert.equal((await get(`/api/analytics/events/${w.eventA.id}`, w.organizerA)).status, 200)
    assert.equal((await get(`/api/analytics/events/${w.eventB.id}`, w.admin)).status, 200)
    assert.equal((await get('/api/analytics/events/999999999', w.admin)).status, 404)
    assert.equal((await get('/api/analytics/events', w.organizerA, `organizerId=${w.organizerB.id}`)).status, 403)
    assert.equal((await get('/api/analytics/summary', w.managerA, `organizerId=${w.organizerB.id}`)).status, 403)
    for (const path of ['/api/analytics/events', '/api/analytics/summary', `/api/analytics/events/${w.eventA.id}`]) {
      const refused = await get(path, w.user)
      assert.equal(refused.status, 403, path)
      assert.equal(refused.body.success, false)
      assert.equal((await get(path)).status, 401, path)
    }
    for (const query of [
      'from=2026-13-01&to=2026-12-01',
      'from=2026-05-01',
      'from=2026-05-02&to=2026-05-01',
      'from=2020-01-01&to=2026-01-01',
    ]) {
      const bad = await get('/api/analytics/summary', w.admin, query)
      assert.equal(bad.status, 422, query)
      assert.equal(bad.body.success, false)
    }
  })
})
