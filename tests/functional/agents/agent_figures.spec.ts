/*
 * The agent dashboard's figures: equal to an independent count of the sales written here (cents in
 * whole numbers, the ledger's half-up commission, reversals), per period in Suriname days and per payment method;
 * the sales list's filters; the cashier's own view; the sellable events within the permissions; no other agent's.
 */
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type User from '#models/user'
import { makeEvent, makeTicketType, makeUser, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { freshToken } from '#tests/helpers/routes'
import { srd } from '#tests/functional/orders/sales_fixtures'
import { agentSale, partner } from '#tests/functional/agents/agent_fixtures'
import type { AgentStats } from '#domain/agent_figures'

const ZONE = 'America/Paramaribo'

async function get(client: any, viewer: User, path: string) {
  return client.get(path).bearerToken(await freshToken(viewer))
}

async function scene() {
  const agent = await makeUser({ role: 'agent' })
  const cashier = await makeUser({ role: 'agent_loket_medewerker', createdByAgentId: agent.id })
  const organizer = await makeUser({ role: 'organizer' })
  const withOrganizer = await partner(agent, organizer, { commission: '7.50' })
  const concert = await makeEvent({ organizerId: organizer.id, category: 'Muziek', title: 'Concert' })
  const play = await makeEvent({ organizerId: organizer.id, category: 'Theater', title: 'Toneel' })
  const vip = await makeTicketType(concert.id, { price: '33.33', maxQuantity: 20 })
  const seat = await makeTicketType(play.id, { price: '125.10' })
  const today = DateTime.now().setZone(ZONE).startOf('day')
  // 00:30 UTC is 21:30 the evening before in Paramaribo.
  const fourDaysAgoEvening = today.minus({ days: 4 }).minus({ minutes: 30 })
  const sales = [
    {
      ...(await agentSale({ type: vip, quantity: 2, partnership: withOrganizer, seller: agent })),
      day: 0,
      method: 'cash',
      event: concert.id,
      seller: agent.id,
    },
    {
      ...(await agentSale({
        type: seat,
        quantity: 1,
        partnership: withOrganizer,
        seller: cashier,
        paymentMethod: 'pin',
        paidAt: fourDaysAgoEvening,
      })),
      day: 5,
      method: 'pin',
      event: play.id,
      seller: cashier.id,
    },
    {
      ...(await agentSale({
        type: vip,
        quantity: 3,
        partnership: withOrganizer,
        seller: cashier,
        paidAt: DateTime.now().minus({ days: 20 }),
      })),
      day: 20,
      method: 'cash',
      event: concert.id,
      seller: cashier.id,
    },
    {
      ...(await agentSale({
        type: seat,
        quantity: 1,
        partnership: withOrganizer,
        seller: agent,
        paidAt: DateTime.now().minus({ days: 60 }),
      })),
      day: 60,
      method: 'cash',
      event: play.id,
      seller: agent.id,
    },
    {
      ...(await agentSale({ type: vip, quantity: 4, partnership: withOrganizer, seller: agent, reversed: true })),
      day: 0,
      method: 'cash',
      event: concert.id,
      seller: agent.id,
    },
  ]
  // Another agent's sale for the same organizer never counts.
  const otherAgent = await makeUser({ role: 'agent' })
  await agentSale({ type: vip, quantity: 1, partnership: await partner(otherAgent, organizer), seller: otherAgent })
  return { agent, cashier, organizer, concert, play, vip, seat, sales, otherAgent }
}

type SceneSale = Awaited<ReturnType<typeof scene>>['sales'][number]
const figures = (rows: SceneSale[]) => {
  const counted = rows.filter((row) => row.counted)
  return {
    orders: counted.length,
    tickets: counted.reduce((n, row) => n + row.tickets, 0),
    revenue: srd(counted.reduce((n, row) => n + row.cents, 0)),
  }
}

test.group('Agent figures: stats', (group) => {
  rollbackEachTest(group)

  test('equal an independent count per period, payment method and day; commission and owed from the ledger', async ({ client, assert }) => {
    const { agent, organizer, sales } = await scene()
    const response = await get(client, agent, `/api/agent/${agent.id}/stats`)
    response.assertStatus(200)
    const stats = response.body().data as AgentStats
    // The evening sale four days ago (Suriname) is inside the last 7 days, not today.
    assert.deepEqual(stats.periods, {
      today: figures(sales.filter((s) => s.day === 0)),
      last7Days: figures(sales.filter((s) => s.day < 7)),
      last30Days: figures(sales.filter((s) => s.day < 30)),
      total: figures(sales),
    })
    assert.equal(stats.periods.total.revenue, '416.85') // 5 × 33.33 + 2 × 125.10 by hand
    assert.deepEqual(stats.byPaymentMethod, [
      { paymentMethod: 'cash', ...figures(sales.filter((s) => s.method === 'cash')) },
      { paymentMethod: 'pin', ...figures(sales.filter((s) => s.method === 'pin')) },
    ])
    const commission = sales.filter((s) => s.counted).reduce((n, s) => n + s.commission, 0)
    assert.equal(stats.commissionEarned, srd(commission))
    assert.equal(stats.owedBalance, srd(sales.filter((s) => s.counted).reduce((n, s) => n + s.cents - s.commission, 0)))
    assert.equal(stats.partneredOrganizers, 1)
    assert.deepEqual(
      stats.balances!.map((row) => [row.organizerId, row.balance]),
      [[organizer.id, stats.owedBalance]]
    )
    assert.lengthOf(stats.salesByDay, 30)
    assert.equal(stats.salesByDay[29].date, DateTime.now().setZone(ZONE).toISODate())
    assert.equal(
      stats.salesByDay.reduce((n, day) => n + day.tickets, 0),
      stats.periods.last30Days.tickets
    )
    assert.equal(stats.salesByDay[24].tickets, 1) // the evening five Suriname days before today
  })

  test('a cashier sees the figures of their own sales, without commission or balances', async ({ client, assert }) => {
    const { agent, cashier, sales } = await scene()
    const stats = (await get(client, cashier, `/api/agent/${agent.id}/stats`)).body().data as AgentStats
    assert.deepEqual(stats.periods.total, figures(sales.filter((s) => s.seller === cashier.id)))
    assert.isNull(stats.commissionEarned)
    assert.isNull(stats.owedBalance)
    assert.isNull(stats.balances)
  })

  test('nobody reaches another agent’s figures', async ({ client }) => {
    const { agent, otherAgent, organizer } = await scene()
    const strangerManager = await makeUser({ role: 'agent_manager', managerForAgentId: otherAgent.id })
    for (const viewer of [otherAgent, strangerManager, organizer]) {
      for (const path of [
        `/api/agent/${agent.id}/stats`,
        `/api/agent/${agent.id}/events`,
        `/api/analytics/transactions/agent/${agent.id}`,
        `/api/analytics/transactions/agent/${agent.id}/filter-options`,
        `/api/analytics/categorized-sales/agent/${agent.id}`,
      ])
        (await get(client, viewer, path)).assertStatus(403)
    }
    const manager = await makeUser({ role: 'agent_manager', managerForAgentId: agent.id })
    ;(await get(client, manager, `/api/agent/${agent.id}/stats`)).assertStatus(200)
    ;(await get(client, await makeUser({ role: 'admin' }), `/api/agent/${organizer.id}/stats`)).assertStatus(404)
  })
})

test.group('Agent figures: sales list, categories, events', (group) => {
  rollbackEachTest(group)

  test('the sales list filters by event, Suriname days, seller and payment method, paginated', async ({ client, assert }) => {
    const { agent, cashier, concert, sales } = await scene()
    const list = async (query: string, viewer: User = agent) => {
      const response = await get(client, viewer, `/api/analytics/transactions/agent/${agent.id}?${query}`)
      response.assertStatus(200)
      return response.body()
    }
    const all = await list('perPage=2')
    assert.equal(all.total, sales.length)
    assert.lengthOf(all.data, 2)
    assert.equal((await list('perPage=2&page=3')).data.length, 1)
    assert.equal((await list(`eventId=${concert.id}`)).total, sales.filter((s) => s.event === concert.id).length)
    assert.equal((await list('paymentMethod=pin')).total, 1)
    assert.equal((await list(`sellerId=${cashier.id}`)).total, 2)
    // The evening sale four days ago falls on that Suriname day, not the next UTC one.
    const day = DateTime.now().setZone(ZONE).minus({ days: 5 }).toISODate()
    const onDay = await list(`from=${day}&to=${day}`)
    assert.equal(onDay.total, 1)
    assert.equal(onDay.data[0].paymentMethod, 'pin')
    const reversed = (await list('perPage=100')).data.find((row: any) => row.status === 'cancelled')
    assert.equal(reversed.commission, '0.00')
    // A cashier's own list, whatever seller they ask for.
    const own = await list(`sellerId=${agent.id}`, cashier)
    assert.equal(own.total, 2)
    assert.isNull(own.data[0].commission)
    const bad = await get(client, agent, `/api/analytics/transactions/agent/${agent.id}?from=2026-02-30&paymentMethod=cheque`)
    bad.assertStatus(422)
    const options = (await get(client, agent, `/api/analytics/transactions/agent/${agent.id}/filter-options`)).body().data
    assert.deepEqual(options.paymentMethods, ['cash', 'pin'])
    assert.lengthOf(options.events, 2)
    assert.sameMembers(
      options.sellers.map((s: any) => s.id),
      [agent.id, cashier.id]
    )
  })

  test('sales per category equal the count; the net commission includes reversals', async ({ client, assert }) => {
    const { agent, sales, concert } = await scene()
    const rows = (await get(client, agent, `/api/analytics/categorized-sales/agent/${agent.id}`)).body().data
    const music = rows.find((row: any) => row.categoryName === 'Muziek')
    const onConcert = sales.filter((s) => s.event === concert.id)
    assert.deepInclude(music, {
      ...figures(onConcert),
      commission: srd(onConcert.filter((s) => s.counted).reduce((n, s) => n + s.commission, 0)),
    })
    assert.equal(rows.length, 2)
  })

  test('events: approved partnerships within their permissions, with what is left', async ({ client, assert }) => {
    const { agent, organizer, concert, play, vip } = await scene()
    await makeEvent({ organizerId: organizer.id, isPublished: false })
    const other = await makeUser({ role: 'organizer' })
    const allowed = await makeEvent({ organizerId: other.id, title: 'Toegestaan' })
    const allowedType = await makeTicketType(allowed.id)
    await makeTicketType(allowed.id)
    await makeEvent({ organizerId: other.id, title: 'Niet toegestaan' })
    await partner(agent, other, {
      permissions: { canSellAllEvents: false, allowedEventIds: [allowed.id], allowedTicketTypeIds: [allowedType.id] },
    })
    const pending = await makeUser({ role: 'organizer' })
    await makeEvent({ organizerId: pending.id })
    await partner(agent, pending, { status: 'pending' })
    await vip.merge({ quantitySold: 7 }).save()

    const events = (await get(client, agent, `/api/agent/${agent.id}/events`)).body().data
    const byId = new Map(events.map((event: any) => [event.id, event]))
    assert.sameMembers([...byId.keys()], [concert.id, play.id, allowed.id])
    assert.deepEqual(
      (byId.get(allowed.id) as any).ticketTypes.map((t: any) => t.id),
      [allowedType.id]
    )
    assert.equal((byId.get(concert.id) as any).ticketTypes[0].remaining, 13)
    assert.isFalse(events.some((event: any) => event.organizerId === pending.id))
  })
})
