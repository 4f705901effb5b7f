/*
 * The dashboards read the past days a run rebuilt from the aggregates, and count live what no run covers
 * (api/services/aggregates/aggregate_history.ts): a change that bypasses the triggers is not seen until the day runs
 * again (so the figures really come from the aggregates), a change through the tables makes its day live at once, a
 * run that fails leaves its day live, and the backfill finds the days not up to date.
 */
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import AggregationJob from '#models/aggregation_job'
import { calendarDate, calendarDay, surinameDay, surinameMidnight } from '#domain/event_date_filter'
import {
  aggregateDay,
  backfillAggregates,
  backfillStaleDays,
  eventSummariesSelect,
  failAbandonedRuns,
  organizerTotalsSelect,
  interruptAggregationForTests,
  staleDays,
} from '#services/aggregates/aggregation_service'
import { historySplit } from '#services/aggregates/aggregate_history'
import { EVENT_FIGURES, TOTAL_FIGURES } from '#services/aggregates/organizer_reconciliation'
import { organizerStats } from '#services/organizers/organizer_stats_service'
import { adminStats } from '#services/platform/admin_stats_service'
import { makeEvent, makeTicketType, makeUser, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { sell } from '#tests/functional/orders/sales_fixtures'

const noonOf = (day: string) => DateTime.fromJSDate(surinameMidnight(calendarDay(day)!)).plus({ hours: 12 })

/** An organizer with sales three days ago (2 tickets online), yesterday (3 at the loket) and today (1). */
async function sales() {
  const organizer = await makeUser({ role: 'organizer' })
  const event = await makeEvent({ organizerId: organizer.id })
  const type = await makeTicketType(event.id, { price: '45.45', maxQuantity: 40 })
  const today = surinameDay(new Date())
  const days = [calendarDate(today - 3), calendarDate(today - 2), calendarDate(today - 1)]
  const old = await sell({ type, quantity: 2, paidAt: noonOf(days[0]), fees: [300, 200, 16] })
  await sell({ type, quantity: 3, channel: 'loket', paidAt: noonOf(days[2]) })
  await sell({ type, quantity: 1 })
  return { organizer, days, old }
}

const FIGURES: string[] = ['organizer_id', ...TOTAL_FIGURES, 'event_id', ...EVENT_FIGURES]

/** The organizer's stored totals and event summaries, and what a direct count over orders and tickets says. */
async function totalsBothWays(organizerId: number) {
  // The direct count's columns, amounts as numbers ('0' and '0.00' are the same money).
  const figures = (rows: Record<string, unknown>[]) =>
    rows.map((row) =>
      Object.fromEntries(
        FIGURES.filter((name) => name in row).map((name) => [name, typeof row[name] === 'string' ? Number(row[name]) : row[name]])
      )
    )
  return {
    stored: figures([
      ...(await db.from('organizer_totals').where('organizer_id', organizerId)),
      ...(await db
        .from('event_performance_summaries')
        .whereIn('event_id', db.from('events').where('organizer_id', organizerId).select('id'))
        .orderBy('event_id')),
    ]),
    direct: figures([
      ...(await db.rawQuery(organizerTotalsSelect(true), [organizerId])).rows,
      ...(await db.rawQuery(`${eventSummariesSelect(true)} ORDER BY e.id`, [organizerId])).rows,
    ]),
  }
}

async function bothWays(organizerId: number) {
  return { read: await organizerStats(organizerId), live: await organizerStats(organizerId, { useAggregates: false }) }
}

test.group('dashboards: history from the aggregates', (group) => {
  rollbackEachTest(group)
  group.each.teardown(() => interruptAggregationForTests(null))

  test('a change the triggers never saw stays unseen until its day runs again; then both agree', async ({ assert }) => {
    const { organizer, days, old } = await sales()
    await backfillAggregates(days)
    let { read, live } = await bothWays(organizer.id)
    assert.deepEqual(read, live)
    assert.equal(read.kpis.ticketsSoldTotal, 6)
    assert.includeMembers((await historySplit()).aggregated, days)

    // Behind the triggers' back (what no code path of the product does): the aggregates still hold the old figures.
    await db.rawQuery('SET session_replication_role = replica')
    try {
      await db.from('orders').where('id', old.id).update({ refund_required: true })
    } finally {
      await db.rawQuery('RESET session_replication_role')
    }
    ;({ read, live } = await bothWays(organizer.id))
    assert.equal(live.kpis.ticketsSoldTotal, 4)
    assert.equal(read.kpis.ticketsSoldTotal, 6, 'the past day comes from the aggregates')
    assert.equal(read.salesByDay.find((day) => day.date === days[0])?.tickets, 2)
    assert.equal(read.kpis.netRevenue, '272.70')
    assert.equal(live.kpis.netRevenue, '181.80')
    const admin = await adminStats()
    const adminLive = await adminStats({ useAggregates: false })
    assert.notDeepEqual(admin.salesByDay, adminLive.salesByDay, 'the admin dashboard reads the same history')

    await aggregateDay(days[0])
    ;({ read, live } = await bothWays(organizer.id))
    assert.deepEqual(read, live)
    assert.equal(read.kpis.ticketsSoldTotal, 4)
    assert.deepEqual(await adminStats(), await adminStats({ useAggregates: false }))
  })

  test('a change through the tables makes its day live at once; its run makes it aggregated again', async ({ assert }) => {
    const { organizer, days, old } = await sales()
    await backfillAggregates(days)
    await db.from('orders').where('id', old.id).update({ refund_required: true })
    assert.notInclude((await historySplit()).aggregated, days[0])
    assert.includeMembers((await historySplit()).aggregated, days.slice(1))
    assert.include(await staleDays(), days[0])
    let { read, live } = await bothWays(organizer.id)
    assert.deepEqual(read, live)
    assert.equal(read.kpis.ticketsSoldTotal, 4)

    // A ticket added to an old order, and the commission ledger, mark their order's day too.
    await backfillAggregates([days[0]])
    assert.include((await historySplit()).aggregated, days[0])
    const type = await db.from('ticket_types').where('event_id', read.events[0].id).firstOrFail()
    await db.table('tickets').insert({
      order_id: old.id,
      event_id: type.event_id,
      ticket_type_id: type.id,
      qr_code: `QR-history-${old.id}`,
      purchase_price: '45.45',
    })
    assert.notInclude((await historySplit()).aggregated, days[0])
    ;({ read, live } = await bothWays(organizer.id))
    assert.deepEqual(read, live)

    const run = await backfillStaleDays()
    assert.isNotNull(run)
    assert.equal(run!.status, 'completed')
    assert.notInclude(await staleDays(), days[0])
    assert.include((await historySplit()).aggregated, days[0])
    ;({ read, live } = await bothWays(organizer.id))
    assert.deepEqual(read, live)
  })

  test('the totals a run writes sum the aggregated days and count the rest live, equal to the direct count', async ({ assert }) => {
    const { organizer, days, old } = await sales()
    await db.from('tickets').where('order_id', old.id).update({ is_checked_in: true })
    await backfillAggregates(days)
    let { stored, direct } = await totalsBothWays(organizer.id)
    assert.deepEqual(stored, direct)
    assert.equal(stored[0].total_tickets_sold, 6)
    assert.equal(stored[1].tickets_checked_in, 2)

    // Behind the triggers' back: today's run still takes the old day from its aggregates.
    await db.rawQuery('SET session_replication_role = replica')
    try {
      await db.from('orders').where('id', old.id).update({ platform_fee: '9.00' })
    } finally {
      await db.rawQuery('RESET session_replication_role')
    }
    const today = calendarDate(surinameDay(new Date()))
    await aggregateDay(today)
    ;({ stored, direct } = await totalsBothWays(organizer.id))
    assert.equal(stored[0].total_platform_fees, 3, 'the past day comes from the aggregates')
    assert.equal(direct[0].total_platform_fees, 9)

    // A change through the tables makes the old day stale: the next run counts it live and agrees with the count.
    await db.from('orders').where('id', old.id).update({ refund_required: true })
    assert.include(await staleDays(), days[0])
    await aggregateDay(today)
    ;({ stored, direct } = await totalsBothWays(organizer.id))
    assert.deepEqual(stored, direct)
    assert.equal(stored[0].total_tickets_sold, 4)
    assert.equal(stored[1].tickets_checked_in, 0)
  })

  test('a run that fails leaves its day live; today is always live', async ({ assert }) => {
    const { organizer, days } = await sales()
    interruptAggregationForTests('day-written')
    await assert.rejects(() => aggregateDay(days[2]))
    interruptAggregationForTests(null)
    assert.notInclude((await historySplit()).aggregated, days[2])
    const { read, live } = await bothWays(organizer.id)
    assert.deepEqual(read, live)
    assert.equal(read.kpis.ticketsSoldToday, 1)
    assert.equal(read.kpis.ticketsSoldTotal, 6)

    await aggregateDay(calendarDate(surinameDay(new Date())))
    assert.notInclude((await historySplit()).aggregated, read.today, 'today is never read from the aggregates')
  })

  test("at start, runs another process left 'running' are marked failed; finished ones are left alone", async ({ assert }) => {
    const dead = await AggregationJob.create({
      jobType: 'backfill',
      status: 'running',
      parameters: { scope: 'backfill', instance: 'a killed server' },
      recordsProcessed: 0,
      startedAt: DateTime.now(),
    })
    const done = await AggregationJob.create({
      jobType: 'day',
      status: 'completed',
      parameters: { scope: 'day', instance: 'a killed server' },
      recordsProcessed: 3,
      startedAt: DateTime.now(),
      finishedAt: DateTime.now(),
    })
    assert.isAtLeast(await failAbandonedRuns(), 1)
    await dead.refresh()
    await done.refresh()
    assert.equal(dead.status, 'failed')
    assert.match(dead.error ?? '', /server stopped/)
    assert.isNotNull(dead.finishedAt)
    assert.equal(done.status, 'completed')
  })
})
