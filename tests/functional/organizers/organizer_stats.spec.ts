/*
 * GET /api/organizers/{id}/stats: who may read an organizer's figures, and that the figures equal
 * an independent count of the orders and tickets written here (kept in JS while writing them), to the cent,
 * with Suriname's day boundaries.
 */
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type Event from '#models/event'
import type { OrganizerStats } from '#domain/organizer_stats'
import { makeEvent, makeTicketType, makeUser, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { freshToken } from '#tests/helpers/routes'
import { sell, srd } from '#tests/functional/orders/sales_fixtures'

const ZONE = 'America/Paramaribo'

async function statsOf(client: any, organizerId: number | string, viewer: User) {
  return client.get(`/api/organizers/${organizerId}/stats`).bearerToken(await freshToken(viewer))
}

test.group('GET /api/organizers/{id}/stats: figures', (group) => {
  rollbackEachTest(group)

  test('equal an independent count of sold orders and tickets, to the cent, per day, event and channel', async ({ client, assert }) => {
    const organizer = await makeUser({ role: 'organizer' })
    const concert = await makeEvent({ organizerId: organizer.id, title: 'Concert' })
    const past = await makeEvent({
      organizerId: organizer.id,
      title: 'Voorbij',
      startDate: DateTime.now().minus({ days: 20 }),
      endDate: DateTime.now().minus({ days: 20 }).plus({ hours: 3 }),
    })
    const draft = await makeEvent({ organizerId: organizer.id, title: 'Concept', isPublished: false })
    const vip = await makeTicketType(concert.id, { price: '333.33', maxQuantity: 50 })
    const regular = await makeTicketType(concert.id, { price: '125.10', maxQuantity: 200 })
    const free = await makeTicketType(past.id, { price: '0.00', maxQuantity: 80 })
    await makeTicketType(draft.id, { price: '10.00', maxQuantity: 30 })

    const surinameToday = DateTime.now().setZone(ZONE).startOf('day')
    // 00:30 UTC of a day is 21:30 the evening before in Paramaribo: it counts for the earlier day.
    const lateEvening = surinameToday.minus({ days: 4 }).minus({ minutes: 30 })
    const sold = [
      await sell({ type: vip, quantity: 3, fees: [1000, 1500, 120], checkedIn: 2 }),
      await sell({ type: regular, quantity: 2, channel: 'loket', paidAt: DateTime.now().minus({ days: 3 }), fees: [751, 0, 0] }),
      await sell({ type: regular, quantity: 1, channel: 'agent', paidAt: lateEvening, fees: [376, 313, 25] }),
      await sell({ type: free, quantity: 4, status: 'free', paidAt: DateTime.now().minus({ days: 21 }), checkedIn: 4 }),
      await sell({ type: vip, quantity: 1, paidAt: DateTime.now().minus({ days: 45 }), fees: [2000, 1000, 80] }),
    ]
    // Not sold: unpaid, given up, refunded, and a paid order that must be paid back.
    await sell({ type: vip, quantity: 2, status: 'pending' })
    await sell({ type: vip, quantity: 2, status: 'cancelled' })
    await sell({ type: vip, quantity: 2, status: 'expired' })
    await sell({ type: regular, quantity: 1, status: 'refunded' })
    await sell({ type: regular, quantity: 5, refundRequired: true, fees: [100, 100, 8] })
    // Another organizer's sale never counts.
    const other = await makeEvent()
    await sell({ type: await makeTicketType(other.id, { price: '999.99' }), quantity: 7 })

    const response = await statsOf(client, organizer.id, organizer)
    response.assertStatus(200)
    const stats = response.body().data as OrganizerStats
    const sum = (pick: (s: (typeof sold)[number]) => number, rows = sold) => rows.reduce((total, row) => total + pick(row), 0)

    assert.equal(stats.today, surinameToday.toISODate())
    assert.deepEqual(stats.kpis, {
      ticketsSoldToday: 3,
      ticketsSoldLast7Days: 3 + 2 + 1,
      ticketsSoldTotal: 3 + 2 + 1 + 4 + 1,
      ordersTotal: 5,
      grossRevenue: srd(sum((s) => s.gross)),
      platformFees: srd(sum((s) => s.platform)),
      paymentFees: srd(sum((s) => s.payment)),
      netRevenue: srd(sum((s) => s.subtotal)),
      checkedIn: 6,
      upcomingEvents: 1,
    })
    assert.equal(stats.kpis.netRevenue, '1708.62') // 4 × 333.33 + 3 × 125.10, worked out by hand
    assert.equal(
      Math.round(Number(stats.kpis.grossRevenue) * 100) -
        Math.round(Number(stats.kpis.platformFees) * 100) -
        Math.round(Number(stats.kpis.paymentFees) * 100),
      Math.round(Number(stats.kpis.netRevenue) * 100)
    )

    assert.lengthOf(stats.salesByDay, 30)
    assert.equal(stats.salesByDay[29].date, surinameToday.toISODate())
    assert.equal(stats.salesByDay[0].date, surinameToday.minus({ days: 29 }).toISODate())
    const day = (offset: number) => stats.salesByDay.find((d) => d.date === surinameToday.minus({ days: offset }).toISODate())
    assert.deepEqual(day(0), { date: surinameToday.toISODate()!, tickets: 3, revenue: '999.99' })
    assert.deepEqual(day(5), { date: surinameToday.minus({ days: 5 }).toISODate()!, tickets: 1, revenue: '125.10' })
    assert.equal(day(4)!.tickets, 0)
    assert.equal(
      stats.salesByDay.reduce((total, d) => total + d.tickets, 0),
      3 + 2 + 1 + 4
    )

    const row = (event: Event) => stats.events.find((e) => e.id === event.id)!
    assert.deepInclude(row(concert), { status: 'published', sold: 7, capacity: 250, checkedIn: 2, revenue: '1708.62' })
    assert.deepInclude(row(past), { status: 'ended', sold: 4, capacity: 80, checkedIn: 4, revenue: '0.00' })
    assert.deepInclude(row(draft), { status: 'draft', sold: 0, capacity: 30, revenue: '0.00' })
    assert.lengthOf(stats.events, 3)

    assert.deepEqual(stats.channels, [
      { channel: 'online', orders: 3, tickets: 8, revenue: srd(4 * 33333) },
      { channel: 'loket', orders: 1, tickets: 2, revenue: '250.20' },
      { channel: 'agent', orders: 1, tickets: 1, revenue: '125.10' },
    ])

    // And the same as counting the tickets table directly.
    const direct = await db
      .from('tickets as t')
      .join('orders as o', 'o.id', 't.order_id')
      .join('events as e', 'e.id', 't.event_id')
      .where('e.organizer_id', organizer.id)
      .whereIn('o.status', ['paid', 'free'])
      .where('o.refund_required', false)
      .count('* as n')
      .first()
    assert.equal(Number(direct.n), stats.kpis.ticketsSoldTotal)
  })

  test('a new organizer gets zeros, thirty empty days and no events', async ({ client, assert }) => {
    const organizer = await makeUser({ role: 'organizer' })
    const response = await statsOf(client, organizer.id, organizer)
    response.assertStatus(200)
    const stats = response.body().data as OrganizerStats
    assert.deepEqual(stats.kpis, {
      ticketsSoldToday: 0,
      ticketsSoldLast7Days: 0,
      ticketsSoldTotal: 0,
      ordersTotal: 0,
      grossRevenue: '0.00',
      platformFees: '0.00',
      paymentFees: '0.00',
      netRevenue: '0.00',
      checkedIn: 0,
      upcomingEvents: 0,
    })
    assert.lengthOf(stats.salesByDay, 30)
    assert.isTrue(stats.salesByDay.every((d) => d.tickets === 0 && d.revenue === '0.00'))
    assert.deepEqual(stats.events, [])
    assert.deepEqual(
      stats.channels.map((c) => [c.channel, c.orders]),
      [
        ['online', 0],
        ['loket', 0],
        ['agent', 0],
      ]
    )
  })
})

/** The totals counted straight from orders and tickets, as a bookkeeper would. */
async function directTotals(organizerId: number) {
  const sold = (query: any) =>
    query
      .join('events as e', 'e.id', 'o.event_id')
      .where('e.organizer_id', organizerId)
      .whereIn('o.status', ['paid', 'free'])
      .where('o.refund_required', false)
  const money = await sold(db.from('orders as o'))
    .select(
      db.raw(
        'count(*)::int as orders, coalesce(sum(o.total), 0)::numeric(14, 2) as gross, coalesce(sum(o.subtotal), 0)::numeric(14, 2) as net'
      )
    )
    .first()
  const tickets = await sold(db.from('tickets as t').join('orders as o', 'o.id', 't.order_id'))
    .select(db.raw('count(*)::int as tickets, (count(*) filter (where t.is_checked_in))::int as checked_in'))
    .first()
  return { ...money, ...tickets }
}

test.group('GET /api/organizers/{id}/stats: follow every change of an order', (group) => {
  rollbackEachTest(group)

  test('payment, check-in, a moved sale, refund and deletion keep the figures equal to a direct count', async ({ client, assert }) => {
    const organizer = await makeUser({ role: 'organizer' })
    const event = await makeEvent({ organizerId: organizer.id })
    const type = await makeTicketType(event.id, { price: '45.45' })
    await sell({ type, quantity: 2, fees: [300, 200, 16] })
    // As the checkout does it: the tickets are issued while the order is still pending, then it is marked paid.
    await sell({ type, quantity: 3, status: 'pending', fees: [400, 300, 24] })
    const [pending] = await db.from('orders').where('event_id', event.id).where('status', 'pending').select('id')
    for (const n of [0, 1, 2]) {
      await db.table('tickets').insert({
        order_id: pending.id,
        event_id: event.id,
        ticket_type_id: type.id,
        qr_code: `QR-${randomUUID()}-${n}`,
        purchase_price: '45.45',
      })
    }

    const check = async (step: string, expected: { orders: number; tickets: number; checkedIn: number }) => {
      const stats = (await statsOf(client, organizer.id, organizer)).body().data as OrganizerStats
      const direct = await directTotals(organizer.id)
      const seen = stats.kpis
      assert.deepEqual(
        {
          orders: seen.ordersTotal,
          tickets: seen.ticketsSoldTotal,
          checkedIn: seen.checkedIn,
          gross: seen.grossRevenue,
          net: seen.netRevenue,
        },
        { orders: direct.orders, tickets: direct.tickets, checkedIn: direct.checked_in, gross: direct.gross, net: direct.net },
        step
      )
      assert.deepEqual({ orders: direct.orders, tickets: direct.tickets, checkedIn: direct.checked_in }, expected, step)
      return stats
    }

    await check('one paid order, one pending', { orders: 1, tickets: 2, checkedIn: 0 })
    await db.from('orders').where('id', pending.id).update({ status: 'paid', paid_at: new Date() })
    await check('the pending order paid', { orders: 2, tickets: 5, checkedIn: 0 })
    const ticket = await db.from('tickets').where('order_id', pending.id).first()
    await db.from('tickets').where('id', ticket.id).update({ is_checked_in: true, checked_in_at: new Date() })
    await check('a ticket checked in', { orders: 2, tickets: 5, checkedIn: 1 })
    await db
      .from('orders')
      .where('id', pending.id)
      .update({ channel: 'loket', paid_at: DateTime.now().minus({ days: 2 }).toJSDate() })
    const moved = await check('the sale moved to the loket, two days back', { orders: 2, tickets: 5, checkedIn: 1 })
    assert.equal(moved.channels.find((c) => c.channel === 'loket')!.tickets, 3)
    assert.equal(moved.salesByDay[27].tickets, 3)
    await db.from('orders').where('id', pending.id).update({ status: 'refunded' })
    await check('that order refunded', { orders: 1, tickets: 2, checkedIn: 0 })
    const other = await db.from('tickets').whereNot('order_id', pending.id).where('event_id', event.id).first()
    await db.from('tickets').where('id', other.id).delete()
    await check('one ticket of the paid order deleted', { orders: 1, tickets: 1, checkedIn: 0 })
    await db.from('orders').where('event_id', event.id).delete()
    await check('every order deleted', { orders: 0, tickets: 0, checkedIn: 0 })
  })
})

test.group('GET /api/organizers/{id}/stats: who may read them', (group) => {
  rollbackEachTest(group)

  test('the organizer, their manager and admins; not their loket staff, scanners or another organizer', async ({ client, assert }) => {
    const organizer = await makeUser({ role: 'organizer' })
    const second = await makeUser({ role: 'organizer' })
    const allowed = [organizer, await makeUser({ role: 'manager', managerForOrganizerId: organizer.id }), await makeUser({ role: 'admin' })]
    const refused = [
      second,
      await makeUser({ role: 'manager', managerForOrganizerId: second.id }),
      await makeUser({ role: 'loket_medewerker', createdByOrganizerId: organizer.id }),
      await makeUser({ role: 'scanner', createdByOrganizerId: organizer.id }),
      await makeUser({ role: 'user' }),
    ]
    for (const viewer of allowed) {
      const response = await statsOf(client, organizer.id, viewer)
      assert.equal(response.status(), 200, viewer.role)
      assert.equal(response.body().data.organizerId, organizer.id)
    }
    for (const viewer of refused) {
      const response = await statsOf(client, organizer.id, viewer)
      assert.equal(response.status(), 403, viewer.role)
      assert.equal(response.body().message, 'Je hebt geen toegang tot deze actie.')
    }
    const anonymous = await client.get(`/api/organizers/${organizer.id}/stats`)
    anonymous.assertStatus(401)
  })

  test('an id that is no organizer: 404 for an admin, 403 for an organizer', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'admin' })
    const organizer = await makeUser({ role: 'organizer' })
    const buyer = await makeUser({ role: 'user' })
    for (const id of [buyer.id, 99_999_999, 'abc']) {
      assert.equal((await statsOf(client, id, admin)).status(), 404, `admin, ${id}`)
      assert.equal((await statsOf(client, id, organizer)).status(), 403, `organizer, ${id}`)
    }
  })
})
