/*
 * The aggregation runs: a repeated run writes the same rows, a run whose transaction fails halfway leaves the previous
 * figures, every run is an aggregation_jobs row that ends completed or failed, a sale at 23:30 in Paramaribo belongs
 * to that day, and a changed day is queued only after its transaction commits, without a queueing failure failing it.
 */
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import AggregationJob from '#models/aggregation_job'
import { calendarDate, calendarDay, surinameDay, surinameMidnight } from '#domain/event_date_filter'
import {
  aggregateDay,
  backfillAggregates,
  interruptAggregationForTests,
  previousSurinameDay,
} from '#services/aggregates/aggregation_service'
import { aggregatesChanged, flushChangedDays, useAggregationDispatcher } from '#services/aggregates/aggregation_dispatch'
import { cancelOrder } from '#services/orders/order_actions_service'
import { makeEvent, makeTicketType, makeUser, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { sell } from '#tests/functional/orders/sales_fixtures'

const DAILY = ['event_daily_stats', 'organizer_daily_stats', 'agent_daily_stats', 'platform_daily_stats']
const TOTALS = ['agent_totals', 'organizer_totals', 'event_performance_summaries']

/** Every aggregate row as it would compare: without ids and timestamps. */
async function snapshot() {
  const tables: Record<string, unknown[]> = {}
  for (const table of [...DAILY, 'agent_daily_summaries', ...TOTALS]) {
    const result = await db.rawQuery(`SELECT * FROM ${table}`)
    tables[table] = result.rows
      .map((row: Record<string, unknown>) => {
        const { id: _id, created_at: _created, updated_at: _updated, last_calculated_at: _calculated, ...figures } = row
        return JSON.stringify(figures)
      })
      .sort()
  }
  return tables
}

async function someSales() {
  const organizer = await makeUser({ role: 'organizer' })
  const event = await makeEvent({ organizerId: organizer.id })
  const type = await makeTicketType(event.id, { price: '45.45', maxQuantity: 40 })
  const day = calendarDate(surinameDay(new Date()) - 1)
  const noon = DateTime.fromJSDate(surinameMidnight(calendarDay(day)!)).plus({ hours: 12 })
  await sell({ type, quantity: 2, paidAt: noon, fees: [300, 200, 16], checkedIn: 1 })
  await sell({ type, quantity: 3, channel: 'loket', paidAt: noon.plus({ hours: 1 }) })
  return { organizer, event, type, day, noon }
}

async function eventDay(eventId: number, day: string) {
  return db.from('event_daily_stats').where('event_id', eventId).where('stat_date', day).first()
}

test.group('aggregates: runs', (group) => {
  rollbackEachTest(group)
  group.each.teardown(() => interruptAggregationForTests(null))

  test('a day run twice writes the same rows; the backfill writes them too', async ({ assert }) => {
    const { day } = await someSales()
    await aggregateDay(day)
    const first = await snapshot()
    assert.isAbove(first.event_daily_stats.length, 0)
    await aggregateDay(day)
    assert.deepEqual(await snapshot(), first)
    await backfillAggregates([day])
    assert.deepEqual(await snapshot(), first)
  })

  test('a run failing halfway leaves the previous figures, whichever step it fails at', async ({ assert }) => {
    const { day, event, type, noon } = await someSales()
    await aggregateDay(day)
    const before = await snapshot()
    // A new sale that day: a run that completed would change the figures.
    await sell({ type, quantity: 4, paidAt: noon.plus({ hours: 2 }) })
    for (const step of ['day-deleted', 'day-written', 'totals-deleted'] as const) {
      interruptAggregationForTests(step)
      await assert.rejects(() => aggregateDay(day), /interrupted/)
      assert.deepEqual(await snapshot(), before, step)
    }
    interruptAggregationForTests(null)
    await aggregateDay(day)
    assert.equal((await eventDay(event.id, day)).tickets_sold, 9)
    assert.notDeepEqual(await snapshot(), before)
  })

  test('each run is an aggregation_jobs row: running, then completed with its rows, or failed with the error', async ({ assert }) => {
    const { day } = await someSales()
    const done = await aggregateDay(day)
    const completed = await AggregationJob.findOrFail(done.id)
    assert.equal(completed.status, 'completed')
    assert.equal(completed.jobType, 'day')
    assert.deepInclude(completed.parameters, { day, scope: 'day' })
    // One event, one organizer and the platform's row of the day, and the totals of every event, organizer and agent.
    const totals = await db.rawQuery(
      'SELECT (SELECT count(*) FROM agent_totals) + (SELECT count(*) FROM organizer_totals) + (SELECT count(*) FROM event_performance_summaries) AS n'
    )
    assert.equal(completed.recordsProcessed, 3 + Number(totals.rows[0].n))
    assert.isNotNull(completed.finishedAt)
    assert.isNull(completed.error)

    interruptAggregationForTests('day-written')
    await assert.rejects(() => aggregateDay(day, 'nightly'))
    const failed = await AggregationJob.query().where('job_type', 'nightly').orderBy('id', 'desc').firstOrFail()
    assert.equal(failed.status, 'failed')
    assert.match(failed.error!, /interrupted at day-written/)
    assert.isNotNull(failed.finishedAt)
    assert.equal(failed.recordsProcessed, 0)

    // A run left 'running' by a server that died is marked failed by the next one.
    interruptAggregationForTests(null)
    const stale = await AggregationJob.create({
      jobType: 'day',
      status: 'running',
      parameters: { day },
      recordsProcessed: 0,
      startedAt: DateTime.now().minus({ hours: 2 }),
    })
    await aggregateDay(day)
    await stale.refresh()
    assert.equal(stale.status, 'failed')
    assert.match(stale.error!, /cut off/)

    await assert.rejects(() => aggregateDay('2026-02-30'), /no calendar day/)
  })

  test('a sale at 23:30 in Paramaribo (02:30 UTC the next day) counts for the Paramaribo day', async ({ assert }) => {
    const organizer = await makeUser({ role: 'organizer' })
    const event = await makeEvent({ organizerId: organizer.id })
    const type = await makeTicketType(event.id, { price: '10.00' })
    const day = '2026-11-20'
    const lateEvening = DateTime.fromISO('2026-11-20T23:30:00', { zone: 'America/Paramaribo' })
    assert.equal(lateEvening.toUTC().toISODate(), '2026-11-21')
    await sell({ type, quantity: 2, paidAt: lateEvening })
    // And one at 00:00 the next day, which is that next day's.
    await sell({ type, quantity: 5, paidAt: DateTime.fromISO('2026-11-21T00:00:00', { zone: 'America/Paramaribo' }) })
    await aggregateDay(day)
    await aggregateDay('2026-11-21')
    assert.equal((await eventDay(event.id, day)).tickets_sold, 2)
    assert.equal((await eventDay(event.id, day)).revenue, '20.00')
    assert.equal((await eventDay(event.id, '2026-11-21')).tickets_sold, 5)
    assert.equal(previousSurinameDay(new Date('2026-11-21T02:30:00Z')), '2026-11-19')
    assert.equal(previousSurinameDay(new Date('2026-11-21T03:00:00Z')), '2026-11-20')
  })
})

test.group('aggregates: queued after commit', (group) => {
  rollbackEachTest(group)
  group.each.teardown(() => useAggregationDispatcher(null))

  test('a changed day is handed over once its transaction commits, never when it rolls back', async ({ assert }) => {
    const queued: string[] = []
    useAggregationDispatcher(async (day) => queued.push(day))
    await assert.rejects(() =>
      db.transaction(async (trx) => {
        aggregatesChanged(trx, ['2026-11-20'])
        throw new Error('the sale failed')
      })
    )
    await flushChangedDays()
    assert.deepEqual(queued, [])
    await db.transaction(async (trx) => {
      aggregatesChanged(trx, ['2026-11-21', '2026-11-21'])
      await flushChangedDays()
      assert.deepEqual(queued, [], 'nothing before the commit')
    })
    assert.deepEqual(queued, [], 'the sale does not wait for the queue')
    await flushChangedDays()
    assert.deepEqual(queued, ['2026-11-21'])
  })

  test('cancelling a free order queues its day; a queue that fails does not fail the cancellation', async ({ assert }) => {
    const organizer = await makeUser({ role: 'organizer' })
    const admin = await makeUser({ role: 'admin' })
    const event = await makeEvent({ organizerId: organizer.id })
    const type = await makeTicketType(event.id, { price: '0.00', quantitySold: 2 })
    const paidAt = DateTime.fromISO('2026-11-20T23:30:00', { zone: 'America/Paramaribo' })
    const first = await sell({ type, quantity: 1, status: 'free', paidAt })
    const second = await sell({ type, quantity: 1, status: 'free', paidAt })

    const queued: string[] = []
    useAggregationDispatcher(async (day) => queued.push(day))
    await cancelOrder(first.id, admin)
    await flushChangedDays()
    assert.deepEqual(queued, ['2026-11-20'])

    useAggregationDispatcher(async () => {
      throw new Error('pg-boss is down')
    })
    const cancelled = await cancelOrder(second.id, admin)
    await flushChangedDays()
    assert.equal(cancelled.status, 'cancelled')
    assert.equal((await db.from('orders').where('id', second.id).first()).status, 'cancelled')
  })
})
