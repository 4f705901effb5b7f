/*
 * GET /api/admin/stats: the platform's figures equal a bookkeeper's count (every order, ticket,
 * user, event and venue read back and counted here in integer cents with luxon's Suriname days, not through
 * event_sales_days), and the sales written here move them by what was worked out by hand: a free order, orders
 * that are not sales, a sale at 23:30 yesterday against one at 00:30 today (Paramaribo time), and fee cents
 * that a float sum would get wrong. Who may read them: admins and sub-admins.
 */
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type { AdminStats } from '#domain/admin_stats'
import { makeEvent, makeTicketType, makeUser, makeVenue, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { sell, srd } from '#tests/functional/orders/sales_fixtures'
import { freshToken } from '#tests/helpers/routes'

const ZONE = 'America/Paramaribo'

async function statsAs(client: any, viewer: User): Promise<AdminStats> {
  const response = await client.get('/api/admin/stats').bearerToken(await freshToken(viewer))
  response.assertStatus(200)
  return response.body().data as AdminStats
}

/** '1250.5' / '1250.50' → 125050, from the digits (no float on the way). */
function cents(value: string | number): number {
  const [whole, fraction = ''] = String(value).split('.')
  const sign = whole.startsWith('-') ? -1 : 1
  return sign * (Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)))
}

const surinameDay = (instant: Date) => DateTime.fromJSDate(instant).setZone(ZONE).toISODate()!

/** The dashboard's figures counted straight from the tables, as a bookkeeper would. */
async function bookkeeper() {
  const today = DateTime.now().setZone(ZONE).startOf('day')
  const daysAgo = (day: string) => today.diff(DateTime.fromISO(day, { zone: ZONE }), 'days').days
  const orders = await db
    .from('orders')
    .select(
      'id',
      'status',
      'channel',
      'refund_required',
      'refunded_at',
      'paid_at',
      'created_at',
      'total',
      'platform_fee',
      'payment_fee',
      'payment_fee_btw'
    )
  const ticketCounts = new Map<number, number>(
    // A ticket passed on to a friend lives on as a new ticket of the same order: one seat sold, counted once.
    (await db.from('tickets').whereNull('transferred_from_ticket_id').select('order_id').count('* as n').groupBy('order_id')).map((row) => [
      row.order_id,
      Number(row.n),
    ])
  )
  const sold = orders
    // A Ticketswitch resale sells no new seat: it is not a sale of the platform's (the admin's Ticketswitch page has it).
    .filter((o) => ['paid', 'free'].includes(o.status) && !o.refund_required && o.channel !== 'ticketswitch')
    .map((o) => ({ ...o, day: surinameDay(o.paid_at ?? o.created_at), tickets: ticketCounts.get(o.id) ?? 0 }))
  const period = (maxDaysAgo: number) => {
    const rows = sold.filter((o) => daysAgo(o.day) >= 0 && daysAgo(o.day) <= maxDaysAgo)
    return {
      orders: rows.length,
      tickets: rows.reduce((sum, o) => sum + o.tickets, 0),
      gross: srd(rows.reduce((sum, o) => sum + cents(o.total), 0)),
    }
  }
  const fees = (rows: typeof sold) => ({
    platform: srd(rows.reduce((sum, o) => sum + cents(o.platform_fee), 0)),
    payment: srd(rows.reduce((sum, o) => sum + cents(o.payment_fee) + cents(o.payment_fee_btw), 0)),
  })
  const last30 = sold.filter((o) => daysAgo(o.day) >= 0 && daysAgo(o.day) <= 29)
  const refunds = orders.filter((o) => o.refund_required && !o.refunded_at)

  const now = Date.now()
  const events = await db.from('events').select('is_published', 'cancelled_at', 'start_date', 'end_date')
  const onSale = events.filter((e) => e.is_published && !e.cancelled_at && e.end_date.getTime() >= now)

  const users = await db.from('users').select('role', 'created_at')
  /** Accounts of a role (null: any role) created since Suriname's midnight maxDaysAgo days back. */
  const newUsers = (role: string | null, maxDaysAgo: number) =>
    users.filter(
      (u) =>
        (role === null || u.role === role || (role === 'manager' && u.role === 'Manager')) &&
        u.created_at >= today.minus({ days: maxDaysAgo }).toJSDate()
    ).length

  const venues = await db.from('venues').select('is_approved', 'rejected_at', 'deleted_at')
  return {
    today: today.toISODate()!,
    sales: { today: period(0), last7Days: period(6), last30Days: period(29) },
    fees30: fees(last30),
    feesTotal: fees(sold),
    events: { active: onSale.length, upcoming: onSale.filter((e) => e.start_date.getTime() > now).length },
    newUsers,
    venuesAwaitingApproval: venues.filter((v) => !v.is_approved && !v.rejected_at && !v.deleted_at).length,
    refunds: { orders: refunds.length, amount: srd(refunds.reduce((sum, o) => sum + cents(o.total), 0)) },
    perDay: (day: string) => {
      const rows = sold.filter((o) => o.day === day)
      return { tickets: rows.reduce((sum, o) => sum + o.tickets, 0), gross: srd(rows.reduce((sum, o) => sum + cents(o.total), 0)) }
    },
    // Newest sale first; the same moment: the later order first.
    recentIds: [...sold]
      .sort((a, b) => (b.paid_at ?? b.created_at).getTime() - (a.paid_at ?? a.created_at).getTime() || b.id - a.id)
      .slice(0, 10)
      .map((o) => o.id),
  }
}

/** Every figure against the bookkeeper's count. */
function assertEqualsBookkeeper(assert: any, stats: AdminStats, book: Awaited<ReturnType<typeof bookkeeper>>) {
  assert.equal(stats.today, book.today)
  assert.deepEqual(stats.sales, book.sales)
  assert.deepEqual(stats.platformFees, { last30Days: book.fees30.platform, total: book.feesTotal.platform })
  assert.deepEqual(stats.paymentFees, { last30Days: book.fees30.payment, total: book.feesTotal.payment })
  assert.deepEqual(stats.events, book.events)
  for (const row of stats.newUsers) {
    assert.deepEqual(row, { role: row.role, last7Days: book.newUsers(row.role, 6), last30Days: book.newUsers(row.role, 29) }, row.role)
  }
  assert.deepEqual(stats.newUsersTotal, { last7Days: book.newUsers(null, 6), last30Days: book.newUsers(null, 29) })
  assert.equal(stats.venuesAwaitingApproval, book.venuesAwaitingApproval)
  assert.deepEqual(stats.refunds, book.refunds)
  assert.lengthOf(stats.salesByDay, 30)
  for (const day of stats.salesByDay) assert.deepEqual(day, { date: day.date, ...book.perDay(day.date) }, day.date)
  assert.deepEqual(
    stats.recentOrders.map((order) => order.id),
    book.recentIds
  )
}

test.group('GET /api/admin/stats: figures', (group) => {
  rollbackEachTest(group)

  test('equal a direct count of orders, tickets, users, events and venues, to the cent, on Suriname days', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'admin' })
    const before = await statsAs(client, admin)
    assertEqualsBookkeeper(assert, before, await bookkeeper())

    const today = DateTime.now().setZone(ZONE).startOf('day')
    const organizer = await makeUser({ role: 'organizer' })
    const concert = await makeEvent({ organizerId: organizer.id, title: 'Kawina Nacht' })
    const running = await makeEvent({
      organizerId: organizer.id,
      startDate: DateTime.now().minus({ hours: 1 }),
      endDate: DateTime.now().plus({ hours: 2 }),
    })
    await makeEvent({ organizerId: organizer.id, startDate: DateTime.now().minus({ days: 3 }), endDate: DateTime.now().minus({ days: 2 }) })
    await makeEvent({ organizerId: organizer.id, isPublished: false })
    await makeEvent({ organizerId: organizer.id, isPublished: false, cancelledAt: DateTime.now() })
    const vip = await makeTicketType(concert.id, { price: '333.33' })
    const dime = await makeTicketType(concert.id, { price: '0.10' })
    const free = await makeTicketType(running.id, { price: '0.00' })

    // Fee cents chosen so that summing them as floats drifts (0.1 + 0.2, 0.29 × 100 = 28.999…).
    const sales = {
      now: await sell({
        type: vip,
        quantity: 3,
        fees: [1013, 29, 7],
        paidAt: DateTime.now().minus({ seconds: 2 }),
        buyerName: 'Anita Pinas',
      }),
      freeNow: await sell({
        type: free,
        quantity: 2,
        status: 'free',
        paidAt: DateTime.now().minus({ seconds: 1 }),
        buyerName: 'Ravi Ramdin',
      }),
      halfPastMidnight: await sell({ type: dime, quantity: 1, fees: [10, 20, 0], paidAt: today.plus({ minutes: 30 }) }),
      lastNight: await sell({ type: dime, quantity: 2, fees: [435, 113, 57], paidAt: today.minus({ minutes: 30 }) }),
      loket: await sell({
        type: vip,
        quantity: 1,
        channel: 'loket',
        fees: [29, 0, 0],
        paidAt: today.minus({ days: 5 }).plus({ hours: 12 }),
      }),
      agent: await sell({ type: dime, quantity: 4, channel: 'agent', fees: [1, 2, 0], paidAt: today.minus({ days: 20 }) }),
      longAgo: await sell({ type: vip, quantity: 1, fees: [2000, 1000, 80], paidAt: DateTime.now().minus({ days: 45 }) }),
    }
    // Not sales: unpaid, given up, refunded, and paid orders that must be paid back.
    await sell({ type: vip, quantity: 2, status: 'pending' })
    await sell({ type: vip, quantity: 2, status: 'cancelled' })
    await sell({ type: vip, quantity: 2, status: 'expired' })
    const refunded = await sell({ type: vip, quantity: 1, status: 'refunded', fees: [100, 0, 0] })
    await db.from('orders').where('id', refunded.id).update({ refunded_at: new Date() })
    const owed = [
      await sell({ type: vip, quantity: 1, refundRequired: true, fees: [100, 100, 8] }),
      await sell({ type: dime, quantity: 3, refundRequired: true, status: 'expired', fees: [1, 1, 0] }),
    ]

    const pendingVenue = await makeVenue({ isApproved: false })
    const venues = [
      pendingVenue,
      await makeVenue({ isApproved: true }),
      await makeVenue({ isApproved: false, deletedAt: DateTime.now() }),
      // Rejected: waiting for the operator, not for an admin.
      await makeVenue({
        ownerId: pendingVenue.ownerId,
        isApproved: false,
        rejectedAt: DateTime.now(),
        rejectionReason: 'Adres onvolledig',
      }),
    ]
    assert.lengthOf(venues, 4)
    await makeUser({ role: 'venue_operator' })
    await makeUser({ role: 'Manager' as User['role'] })
    const weekEdge = await makeUser({ role: 'user' })
    const beforeWeek = await makeUser({ role: 'user' })
    const monthAgo = await makeUser({ role: 'user' })
    // Suriname's midnight six days back is still in the last 7 days; a minute earlier is not.
    await db
      .from('users')
      .where('id', weekEdge.id)
      .update({ created_at: today.minus({ days: 6 }).toJSDate() })
    await db
      .from('users')
      .where('id', beforeWeek.id)
      .update({ created_at: today.minus({ days: 6, minutes: 1 }).toJSDate() })
    await db
      .from('users')
      .where('id', monthAgo.id)
      .update({ created_at: today.minus({ days: 30 }).toJSDate() })

    const after = await statsAs(client, admin)
    assertEqualsBookkeeper(assert, after, await bookkeeper())

    // And moved by exactly what was written here, worked out by hand.
    const moved = (pick: (s: AdminStats) => string) => srd(cents(pick(after)) - cents(pick(before)))
    const ticketsMoved = (pick: (s: AdminStats) => number) => pick(after) - pick(before)
    const { now, freeNow, halfPastMidnight, lastNight, loket, agent, longAgo } = sales
    assert.equal(
      ticketsMoved((s) => s.sales.today.tickets),
      3 + 2 + 1
    )
    assert.equal(
      ticketsMoved((s) => s.sales.today.orders),
      3
    )
    assert.equal(
      moved((s) => s.sales.today.gross),
      srd(now.gross + halfPastMidnight.gross)
    )
    assert.equal(
      moved((s) => s.sales.today.gross),
      '1010.88'
    ) // 999.99 + 10.49 fees, 0.10 + 0.30 fees, a free order
    assert.equal(
      ticketsMoved((s) => s.sales.last7Days.tickets),
      3 + 2 + 1 + 2 + 1
    )
    assert.equal(
      moved((s) => s.sales.last7Days.gross),
      srd(now.gross + halfPastMidnight.gross + lastNight.gross + loket.gross)
    )
    assert.equal(
      ticketsMoved((s) => s.sales.last30Days.tickets),
      3 + 2 + 1 + 2 + 1 + 4
    )
    assert.equal(
      moved((s) => s.platformFees.last30Days),
      '14.88'
    ) // 10.13 + 0.10 + 4.35 + 0.29 + 0.01
    assert.equal(
      moved((s) => s.paymentFees.last30Days),
      '2.28'
    ) // 0.29 + 0.07 + 0.20 + 1.13 + 0.57 + 0.02
    assert.equal(
      moved((s) => s.platformFees.total),
      srd([now, freeNow, halfPastMidnight, lastNight, loket, agent, longAgo].reduce((sum, s) => sum + s.platform, 0))
    )
    assert.equal(
      moved((s) => s.platformFees.total),
      '34.88'
    )
    assert.equal(
      moved((s) => s.paymentFees.total),
      '13.08'
    )

    const day = (stats: AdminStats, offset: number) => stats.salesByDay.find((d) => d.date === today.minus({ days: offset }).toISODate())!
    assert.equal(after.salesByDay[29].date, today.toISODate())
    assert.equal(day(after, 0).tickets - day(before, 0).tickets, 6)
    assert.equal(day(after, 1).tickets - day(before, 1).tickets, 2, 'the sale at 23:30 yesterday counts for yesterday')
    assert.equal(srd(cents(day(after, 1).gross) - cents(day(before, 1).gross)), '6.25')

    assert.deepEqual(
      { active: after.events.active - before.events.active, upcoming: after.events.upcoming - before.events.upcoming },
      { active: 2, upcoming: 1 }
    )
    assert.equal(after.venuesAwaitingApproval - before.venuesAwaitingApproval, 1)
    assert.equal(after.refunds.orders - before.refunds.orders, 2)
    assert.equal(
      moved((s) => s.refunds.amount),
      srd(owed[0].gross + owed[1].gross)
    )

    const newUsers = (stats: AdminStats, role: string) => stats.newUsers.find((row) => row.role === role)!
    const usersMoved = (role: string) => ({
      last7Days: newUsers(after, role).last7Days - newUsers(before, role).last7Days,
      last30Days: newUsers(after, role).last30Days - newUsers(before, role).last30Days,
    })
    // The admin was made before the first read; every event here names its organizer.
    assert.deepEqual(usersMoved('organizer'), { last7Days: 1, last30Days: 1 })
    assert.deepEqual(usersMoved('manager'), { last7Days: 1, last30Days: 1 })
    // The operator made here and the owner makeVenue makes for each of the three venues.
    assert.deepEqual(usersMoved('venue_operator'), { last7Days: 4, last30Days: 4 })
    assert.deepEqual(usersMoved('user'), { last7Days: 1, last30Days: 2 })
    assert.deepEqual(
      {
        last7Days: after.newUsersTotal.last7Days - before.newUsersTotal.last7Days,
        last30Days: after.newUsersTotal.last30Days - before.newUsersTotal.last30Days,
      },
      { last7Days: 1 + 1 + 4 + 1, last30Days: 1 + 1 + 4 + 2 }
    )
    assert.notInclude(
      after.newUsers.map((row) => row.role),
      'Manager'
    )

    // The latest sales, newest first (the bookkeeper checked which); what the rows say.
    const recent = (id: number) => after.recentOrders.find((order) => order.id === id)
    assert.deepInclude(recent(freeNow.id), {
      eventTitle: running.title,
      buyerName: 'Ravi Ramdin',
      total: '0.00',
      channel: 'online',
      status: 'free',
    })
    assert.deepInclude(recent(now.id), { eventTitle: 'Kawina Nacht', buyerName: 'Anita Pinas', total: '1010.48', status: 'paid' })
  })
})

test.group('GET /api/admin/stats: who may read them', (group) => {
  rollbackEachTest(group)

  test('admins and sub-admins; an organizer is refused, anonymous must sign in', async ({ client, assert }) => {
    await statsAs(client, await makeUser({ role: 'admin' }))
    const subAdmin = await makeUser({ role: 'admin', isSubAdmin: true })
    assert.lengthOf((await statsAs(client, subAdmin)).salesByDay, 30)

    const organizer = await makeUser({ role: 'organizer' })
    const refused = await client.get('/api/admin/stats').bearerToken(await freshToken(organizer))
    refused.assertStatus(403)
    assert.equal(refused.body().message, 'Je hebt geen toegang tot deze actie.')
    ;(await client.get('/api/admin/stats')).assertStatus(401)
  })
})
