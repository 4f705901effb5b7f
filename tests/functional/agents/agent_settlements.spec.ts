/*
 * Agents' settlements: the balance per agent and organizer equals an independent count of the ledger
 * written here (reversals and half-up rounding included) minus the payments, to the cent; the organizer's team
 * records payments only for its own partner agents, with clear Dutch messages; nobody sees another's pairs.
 */
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type User from '#models/user'
import { makeEvent, makeTicketType, makeUser, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { freshToken } from '#tests/helpers/routes'
import { srd } from '#tests/functional/orders/sales_fixtures'
import { agentSale, partner } from '#tests/functional/agents/agent_fixtures'
import { SETTLEMENT_MESSAGES } from '#validators/agents/agent_validator'
import type { AgentBalance } from '#domain/agent_figures'

async function balancesOf(client: any, viewer: User, query = '') {
  return client.get(`/api/agent-settlements/balances${query}`).bearerToken(await freshToken(viewer))
}

async function settle(client: any, viewer: User, body: Record<string, unknown>) {
  return client
    .post('/api/agent-settlements')
    .bearerToken(await freshToken(viewer))
    .json(body)
}

/** Agent with sales for two organizers, one rate with half cents (7.50 % of 33.33 = 2.49975 → 2.50). */
async function twoOrganizers() {
  const agent = await makeUser({ role: 'agent' })
  const cashier = await makeUser({ role: 'agent_loket_medewerker', createdByAgentId: agent.id })
  const [organizerA, organizerB] = [await makeUser({ role: 'organizer' }), await makeUser({ role: 'organizer' })]
  const withA = await partner(agent, organizerA, { commission: '7.50' })
  const withB = await partner(agent, organizerB, { commission: '10.00' })
  const typeA = await makeTicketType((await makeEvent({ organizerId: organizerA.id })).id, { price: '33.33' })
  const typeB = await makeTicketType((await makeEvent({ organizerId: organizerB.id })).id, { price: '125.10' })
  const salesA = [
    await agentSale({ type: typeA, quantity: 1, partnership: withA, seller: agent }),
    await agentSale({ type: typeA, quantity: 3, partnership: withA, seller: cashier, paymentMethod: 'pin' }),
    await agentSale({ type: typeA, quantity: 2, partnership: withA, seller: cashier, reversed: true }),
    await agentSale({ type: typeA, quantity: 1, partnership: withA, seller: cashier, pending: true }),
  ]
  const salesB = [await agentSale({ type: typeB, quantity: 2, partnership: withB, seller: agent })]
  return { agent, cashier, organizerA, organizerB, salesA, salesB }
}

const owed = (sales: { cents: number; commission: number; counted: boolean }[]) =>
  sales.filter((sale) => sale.counted).reduce((sum, sale) => sum + sale.cents - sale.commission, 0)

test.group('Agent settlements: balances', (group) => {
  rollbackEachTest(group)

  test('equal the ledger minus payments, to the cent, for the organizer and the agent', async ({ client, assert }) => {
    const { agent, organizerA, organizerB, salesA, salesB } = await twoOrganizers()
    // 33.33 at 7.50 % is 2.49975: half up to 2.50 in the ledger.
    assert.equal(salesA[0].commission, 250)
    const recorded = await settle(client, organizerA, { agentId: agent.id, amount: '50,25', settledOn: '2026-01-05', reference: 'Kas 12' })
    recorded.assertStatus(201)
    assert.equal(recorded.body().data.settlement.amount, '50.25')
    assert.equal(recorded.body().data.balance.balance, srd(owed(salesA) - 5025))

    const forOrganizer = (await balancesOf(client, organizerA)).body().data as AgentBalance[]
    assert.lengthOf(forOrganizer, 1)
    assert.deepInclude(forOrganizer[0], {
      agentId: agent.id,
      organizerId: organizerA.id,
      collected: srd(salesA.filter((s) => s.counted).reduce((sum, s) => sum + s.cents, 0)),
      commission: srd(salesA.filter((s) => s.counted).reduce((sum, s) => sum + s.commission, 0)),
      settled: '50.25',
      balance: srd(owed(salesA) - 5025),
      lastSettledOn: '2026-01-05',
    })
    assert.equal(forOrganizer[0].collected, '133.32') // 4 × 33.33 by hand; the reversed pair and the pending one do not count

    const forAgent = (await balancesOf(client, agent)).body().data as AgentBalance[]
    assert.deepEqual(
      forAgent.map((row) => [row.organizerId, row.balance]).sort(),
      [
        [organizerA.id, srd(owed(salesA) - 5025)],
        [organizerB.id, srd(owed(salesB))],
      ].sort()
    )
    const forB = (await balancesOf(client, organizerB)).body().data as AgentBalance[]
    assert.deepEqual(
      forB.map((row) => row.organizerId),
      [organizerB.id]
    )
  })

  test('an overpayment shows as a negative balance', async ({ client, assert }) => {
    const { agent, organizerB, salesB } = await twoOrganizers()
    ;(await settle(client, organizerB, { agentId: agent.id, amount: 300, settledOn: '2026-02-01' })).assertStatus(201)
    const [row] = (await balancesOf(client, organizerB)).body().data as AgentBalance[]
    assert.equal(row.balance, srd(owed(salesB) - 30000))
    assert.isTrue(row.balance.startsWith('-'))
  })

  test('a manager records for their organizer; the history shows who', async ({ client, assert }) => {
    const { agent, organizerA } = await twoOrganizers()
    const manager = await makeUser({ role: 'manager', managerForOrganizerId: organizerA.id })
    ;(await settle(client, manager, { agentId: agent.id, amount: '10.00', settledOn: '2026-03-01' })).assertStatus(201)
    const history = await client.get(`/api/agent-settlements?agentId=${agent.id}`).bearerToken(await freshToken(agent))
    history.assertStatus(200)
    assert.equal(history.body().total, 1)
    assert.deepInclude(history.body().data[0], {
      organizerId: organizerA.id,
      amount: '10.00',
      recordedBy: manager.id,
      settledOn: '2026-03-01',
    })
  })
})

test.group('Agent settlements: rules and refusals', (group) => {
  rollbackEachTest(group)

  test('amount, date and agent are checked with clear messages, nothing recorded', async ({ client, assert }) => {
    const { agent, organizerA } = await twoOrganizers()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: '10.00', settledOn: '2026-01-01' }, 'agentId', SETTLEMENT_MESSAGES.agentRequired],
      [{ agentId: agent.id, settledOn: '2026-01-01' }, 'amount', SETTLEMENT_MESSAGES.amountRequired],
      [{ agentId: agent.id, amount: 0, settledOn: '2026-01-01' }, 'amount', SETTLEMENT_MESSAGES.amountNotPositive],
      [{ agentId: agent.id, amount: '-5', settledOn: '2026-01-01' }, 'amount', SETTLEMENT_MESSAGES.amountNotPositive],
      [{ agentId: agent.id, amount: '12.345', settledOn: '2026-01-01' }, 'amount', SETTLEMENT_MESSAGES.amountDecimals],
      [{ agentId: agent.id, amount: 'tien', settledOn: '2026-01-01' }, 'amount', SETTLEMENT_MESSAGES.amountInvalid],
      [{ agentId: agent.id, amount: '1e3', settledOn: '2026-01-01' }, 'amount', SETTLEMENT_MESSAGES.amountInvalid],
      [{ agentId: agent.id, amount: '1000000.01', settledOn: '2026-01-01' }, 'amount', SETTLEMENT_MESSAGES.amountTooLarge],
      [{ agentId: agent.id, amount: '5' }, 'settledOn', SETTLEMENT_MESSAGES.dateRequired],
      [{ agentId: agent.id, amount: '5', settledOn: '2026-02-30' }, 'settledOn', SETTLEMENT_MESSAGES.dateInvalid],
      [
        { agentId: agent.id, amount: '5', settledOn: '2026-01-01', reference: 'x'.repeat(201) },
        'reference',
        SETTLEMENT_MESSAGES.referenceTooLong,
      ],
    ]
    for (const [body, field, message] of cases) {
      const response = await settle(client, organizerA, body)
      assert.equal(response.status(), 422, JSON.stringify(body))
      assert.deepEqual(response.body().errors[field], [message], JSON.stringify(body))
    }
    const tomorrow = DateTime.now().setZone('America/Paramaribo').plus({ days: 1 }).toISODate()
    const future = await settle(client, organizerA, { agentId: agent.id, amount: '5', settledOn: tomorrow })
    future.assertStatus(422)
    assert.equal(future.body().message, 'De datum van de betaling ligt in de toekomst.')
    const [row] = (await balancesOf(client, organizerA)).body().data as AgentBalance[]
    assert.equal(row.settled, '0.00')
  })

  test('only for partner agents: a pending request or a stranger is refused', async ({ client, assert }) => {
    const organizer = await makeUser({ role: 'organizer' })
    const requested = await makeUser({ role: 'agent' })
    await partner(requested, organizer, { status: 'pending' })
    const stranger = await makeUser({ role: 'agent' })
    for (const agent of [requested, stranger]) {
      const response = await settle(client, organizer, { agentId: agent.id, amount: '5', settledOn: '2026-01-01' })
      response.assertStatus(422)
      assert.equal(response.body().code, 'AGENT_NOT_PARTNERED')
    }
    // A terminated partner may still owe: recorded.
    const former = await makeUser({ role: 'agent' })
    await partner(former, organizer, { status: 'terminated' })
    ;(await settle(client, organizer, { agentId: former.id, amount: '5', settledOn: '2026-01-01' })).assertStatus(201)
  })

  test('agents and their staff never record; a cashier sees no balances; no list leaks another’s pairs', async ({ client, assert }) => {
    const { agent, cashier, organizerA, organizerB } = await twoOrganizers()
    ;(await settle(client, agent, { agentId: agent.id, amount: '5', settledOn: '2026-01-01' })).assertStatus(403)
    ;(await balancesOf(client, cashier)).assertStatus(403)
    ;(await client.get('/api/agent-settlements').bearerToken(await freshToken(cashier))).assertStatus(403)
    await settle(client, organizerA, { agentId: agent.id, amount: '5', settledOn: '2026-01-01' })
    // Organizer B asking for A's pairs or history gets nothing of A's.
    const asked = (await balancesOf(client, organizerB, `?organizerId=${organizerA.id}`)).body()
    assert.deepEqual(asked.data, [])
    const history = await client.get(`/api/agent-settlements?organizerId=${organizerA.id}`).bearerToken(await freshToken(organizerB))
    assert.equal(history.body().total, 0)
    // Another agent sees nothing of this agent's.
    const otherAgent = await makeUser({ role: 'agent' })
    assert.deepEqual((await balancesOf(client, otherAgent, `?agentId=${agent.id}`)).body().data, [])
  })
})
