/*
 * GET /api/admin/organizer-totals/{id}/reconcile and POST …/rebuild (/test-organizer-totals): after a fresh
 * aggregation every stored figure equals the direct count; a stored total, day or event figure changed by hand shows
 * as exactly that difference (stored − direct); the rebuild puts it right through an aggregation run that names the
 * organizer; unknown ids, other roles and bad days are refused; only admins may call either.
 */
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { calendarDate, calendarDay, surinameDay, surinameMidnight } from '#domain/event_date_filter'
import { aggregateDay } from '#services/aggregates/aggregation_service'
import { makeEvent, makeTicketType, makeUser, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { sell } from '#tests/functional/orders/sales_fixtures'
import { freshToken } from '#tests/helpers/routes'

const url = (id: number | string, action = 'reconcile') => `/api/admin/organizer-totals/${id}/${action}`

/** Two days of sales of one organizer, aggregated. */
async function aggregatedSales() {
  const organizer = await makeUser({ role: 'organizer' })
  const event = await makeEvent({ organizerId: organizer.id })
  const type = await makeTicketType(event.id, { price: '45.45', maxQuantity: 40 })
  const today = surinameDay(new Date())
  const days = [calendarDate(today - 2), calendarDate(today - 1)]
  for (const [index, day] of days.entries()) {
    const noon = DateTime.fromJSDate(surinameMidnight(calendarDay(day)!)).plus({ hours: 12 })
    await sell({ type, quantity: 2 + index, paidAt: noon, checkedIn: 1 })
    await sell({ type, quantity: 3, channel: 'loket', paidAt: noon.plus({ hours: 1 }) })
  }
  for (const day of days) await aggregateDay(day)
  const admin = await makeUser({ role: 'admin' })
  return { organizer, event, days, admin }
}

async function reconcile(client: any, viewer: User, id: number | string, query = '') {
  return client.get(`${url(id)}${query}`).bearerToken(await freshToken(viewer))
}

const figure = (row: { figures: { name: string }[] }, name: string) => row.figures.find((entry) => entry.name === name) as any

test.group('organizer totals reconciliation', (group) => {
  rollbackEachTest(group)

  test('after a fresh aggregation every figure is equal', async ({ client, assert }) => {
    const { organizer, event, days, admin } = await aggregatedSales()
    const response = await reconcile(client, admin, organizer.id)
    response.assertStatus(200)
    const data = response.body().data
    assert.equal(data.differences, 0)
    assert.equal(data.organizer.id, organizer.id)
    // 2+3 and 3+3 tickets; the direct count is not just zero on both sides.
    assert.deepInclude(figure(data.totals, 'total_tickets_sold'), { stored: 11, direct: 11, equal: true, difference: 0 })
    assert.deepInclude(figure(data.totals, 'total_revenue'), { stored: '499.95', direct: '499.95', equal: true })
    assert.deepEqual(
      data.days.map((row: any) => row.day),
      [...days].reverse()
    )
    assert.isTrue(data.days.every((row: any) => row.stored && row.direct && row.differences === 0))
    assert.lengthOf(data.events, 1)
    assert.equal(data.events[0].eventId, event.id)
    assert.deepInclude(figure(data.events[0], 'tickets_checked_in'), { stored: 2, direct: 2, equal: true })
    assert.equal(data.runs[0].status, 'completed')
    assert.equal(data.runs[0].jobType, 'day')
  })

  test('figures changed by hand show as differences with their numbers; the rebuild puts them right', async ({ client, assert }) => {
    const { organizer, event, days, admin } = await aggregatedSales()
    await db.from('organizer_totals').where('organizer_id', organizer.id).update({ total_tickets_sold: 15, total_revenue: '500.00' })
    await db.from('organizer_daily_stats').where('organizer_id', organizer.id).where('stat_date', days[0]).update({ orders_count: 7 })
    await db.from('event_performance_summaries').where('event_id', event.id).update({ tickets_checked_in: 0 })

    const data = (await reconcile(client, admin, organizer.id)).body().data
    assert.equal(data.differences, 4)
    assert.deepInclude(figure(data.totals, 'total_tickets_sold'), { stored: 15, direct: 11, equal: false, difference: 4 })
    assert.deepInclude(figure(data.totals, 'total_revenue'), { stored: '500.00', direct: '499.95', equal: false, difference: '0.05' })
    const changedDay = data.days.find((row: any) => row.day === days[0])
    assert.deepInclude(figure(changedDay, 'orders_count'), { stored: 7, direct: 2, equal: false, difference: 5 })
    assert.equal(changedDay.differences, 1)
    assert.deepInclude(figure(data.events[0], 'tickets_checked_in'), { stored: 0, direct: 2, difference: -2 })

    const rebuilt = await client.post(url(organizer.id, 'rebuild')).bearerToken(await freshToken(admin))
    rebuilt.assertStatus(200)
    assert.equal(rebuilt.body().data.differences, 0)
    assert.equal(rebuilt.body().job.status, 'completed')
    assert.deepInclude(rebuilt.body().job.parameters, { organizerId: organizer.id, from: days[0], to: days[1], days: 2 })
    const again = (await reconcile(client, admin, organizer.id)).body().data
    assert.equal(again.differences, 0)
    assert.equal(again.runs[0].parameters.organizerId, organizer.id)
  })

  test('a stored day without sales and a missing stored row both count as differences', async ({ client, assert }) => {
    const { organizer, days, admin } = await aggregatedSales()
    const stale = calendarDate(calendarDay(days[0])! - 3)
    await db.table('organizer_daily_stats').insert({ organizer_id: organizer.id, stat_date: stale, orders_count: 1, revenue: '10.00' })
    await db.from('organizer_daily_stats').where('organizer_id', organizer.id).where('stat_date', days[1]).delete()
    const data = (await reconcile(client, admin, organizer.id)).body().data
    const staleRow = data.days.find((row: any) => row.day === stale)
    assert.include(staleRow, { stored: true, direct: false })
    assert.deepInclude(figure(staleRow, 'revenue'), { stored: '10.00', direct: '0.00', difference: '10.00' })
    const missing = data.days.find((row: any) => row.day === days[1])
    assert.include(missing, { stored: false, direct: true })
    assert.isAbove(missing.differences, 0)

    await client.post(url(organizer.id, 'rebuild')).bearerToken(await freshToken(admin))
    const after = (await reconcile(client, admin, organizer.id)).body().data
    assert.equal(after.differences, 0)
    assert.deepEqual(
      after.days.map((row: any) => row.day),
      [days[1], days[0]]
    )
  })

  test('the period limits the daily rows; bad days are a 422', async ({ client, assert }) => {
    const { organizer, days, admin } = await aggregatedSales()
    const one = (await reconcile(client, admin, organizer.id, `?from=${days[1]}&to=${days[1]}`)).body().data
    assert.deepEqual(one.period, { from: days[1], to: days[1] })
    assert.deepEqual(
      one.days.map((row: any) => row.day),
      [days[1]]
    )
    for (const query of [
      '?from=2026-02-30&to=2026-03-01',
      '?from=2026-03-02&to=2026-03-01',
      '?from=2024-01-01&to=2026-01-01',
      '?from=gisteren&to=2026-01-01',
      `?from=${days[0]}`,
    ]) {
      const response = await reconcile(client, admin, organizer.id, query)
      response.assertStatus(422)
      assert.equal(response.body().code, 'VALIDATION_ERROR', query)
    }
  })

  test('an unknown id, an id that is no number and an account that is no organizer: 404', async ({ client }) => {
    const { admin } = await aggregatedSales()
    const buyer = await makeUser({ role: 'user' })
    for (const id of [999_999_999, 'abc', buyer.id, admin.id]) {
      ;(await reconcile(client, admin, id)).assertStatus(404)
      ;(await client.post(url(id, 'rebuild')).bearerToken(await freshToken(admin))).assertStatus(404)
    }
  })

  test('only admins: organizer, agent and buyer 403, signed out 401, nothing rebuilt', async ({ client, assert }) => {
    const { organizer } = await aggregatedSales()
    const runs = async () => Number((await db.from('aggregation_jobs').count('* as n'))[0].n)
    const before = await runs()
    for (const role of ['organizer', 'agent', 'user'] as const) {
      const viewer = role === 'organizer' ? organizer : await makeUser({ role })
      ;(await reconcile(client, viewer, organizer.id)).assertStatus(403)
      ;(await client.post(url(organizer.id, 'rebuild')).bearerToken(await freshToken(viewer))).assertStatus(403)
    }
    ;(await client.get(url(organizer.id))).assertStatus(401)
    ;(await client.post(url(organizer.id, 'rebuild'))).assertStatus(401)
    assert.equal(await runs(), before)
  })
})
