/*
 * Counter sales: every rule of POST /api/loket/sales and POST /api/agent/sales with its Dutch
 * message, the commission ledger and its reversal, delivery through the outbox, GET /api/events/loket-accessible.
 */
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import Order from '#models/order'
import Ticket from '#models/ticket'
import TicketType from '#models/ticket_type'
import AgentCommission from '#models/agent_commission'
import OutboxMessage from '#models/outbox_message'
import type User from '#models/user'
import { createAccount } from '#tests/helpers/accounts'
import { freshToken } from '#tests/helpers/routes'
import { deliverTicketsInline } from '#tests/helpers/ticket_delivery'
import { makeEvent, makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'
import { cancelOrder, markOrderRefunded } from '#services/orders/order_actions_service'
import { COUNTER_SALE_MESSAGES as M } from '#exceptions/domain_texts'
import { approvedAgent, loketStaff, openShift, organizerWithEvent } from '#tests/functional/counter_sales/counter_fixtures'

async function post(client: ApiClient, channel: 'loket' | 'agent', seller: User, body: Record<string, unknown>) {
  return client
    .post(`/api/${channel}/sales`)
    .bearerToken(await freshToken(seller))
    .json(body)
}

const cash = (eventId: number, ticketTypeId: number, quantity: number, amountTendered: number | null) => ({
  eventId,
  tickets: [{ ticketTypeId, quantity }],
  paymentMethod: 'cash',
  amountTendered,
})

async function nothingSold(assert: any, ...types: TicketType[]) {
  for (const type of types) {
    await type.refresh()
    assert.equal(type.quantitySold, 0)
    assert.equal((await Ticket.query().where('ticket_type_id', type.id)).length, 0)
  }
}

test.group('Loket sales: POST /api/loket/sales', () => {
  test('a cash sale: 201, the order paid at the loket with seller, shift, tendered and change; seats taken; tickets issued', async ({
    client,
    assert,
  }) => {
    const { organizer, event, staanplaats } = await organizerWithEvent()
    const seller = await loketStaff(organizer.id, { canAccessAllEvents: true, allowedEventIds: [], allowedTicketTypeIds: [] })
    const shift = await openShift(seller, organizer.id)
    const response = await post(client, 'loket', seller, cash(event.id, staanplaats.id, 3, 200))
    response.assertStatus(201)
    const body = response.body()
    assert.equal(body.total, '100.05')
    assert.equal(body.change, '99.95')
    assert.lengthOf(body.tickets, 3)
    assert.match(body.tickets[0].qrCode, /^DEUR-/)
    assert.equal(body.tickets[0].ticketTypeName, 'Staanplaats')
    assert.equal(body.tickets[0].price, '33.35')
    const order = await Order.findByOrFail('order_number', body.orderNumber)
    assert.include(order.serialize(), {
      channel: 'loket',
      status: 'paid',
      paymentMethod: 'cash',
      paymentProvider: 'loket',
      soldByUserId: seller.id,
      loketShiftId: shift.id,
      agentId: null,
      subtotal: '100.05',
      platformFee: '0.00',
      paymentFee: '0.00',
      total: '100.05',
      amountTendered: '200.00',
      changeGiven: '99.95',
      buyerName: 'Loketverkoop',
    })
    // No contact: handed over on paper, nothing left for the delivery sweep.
    assert.isNotNull(order.ticketsDeliveredAt)
    await staanplaats.refresh()
    assert.equal(staanplaats.quantitySold, 3)
  })

  test('pin: no tendered amount, no change', async ({ client, assert }) => {
    const { organizer, event, vip } = await organizerWithEvent()
    await openShift(organizer, organizer.id)
    const response = await post(client, 'loket', organizer, {
      eventId: event.id,
      tickets: [{ ticketTypeId: vip.id, quantity: 2 }],
      paymentMethod: 'pin',
    })
    response.assertStatus(201)
    assert.equal(response.body().change, null)
    const order = await Order.findByOrFail('order_number', response.body().orderNumber)
    assert.equal(order.paymentMethod, 'pin')
    assert.isNull(order.amountTendered)
  })

  test('cash below the total: 422 with the Dutch message, nothing sold', async ({ client, assert }) => {
    const { organizer, event, staanplaats } = await organizerWithEvent()
    await openShift(organizer, organizer.id)
    const response = await post(client, 'loket', organizer, cash(event.id, staanplaats.id, 3, 100))
    response.assertStatus(422)
    assert.equal(response.body().message, M.tenderedTooLow)
    assert.deepEqual(response.body().errors, { amountTendered: [M.tenderedTooLow] })
    await nothingSold(assert, staanplaats)
    assert.equal((await Order.query().where('event_id', event.id)).length, 0)
  })

  test('cash without an amount tendered: 422', async ({ client, assert }) => {
    const { organizer, event, staanplaats } = await organizerWithEvent()
    await openShift(organizer, organizer.id)
    const response = await post(client, 'loket', organizer, cash(event.id, staanplaats.id, 1, null))
    response.assertStatus(422)
    assert.equal(response.body().message, M.tenderedRequired)
    await nothingSold(assert, staanplaats)
  })

  test('exactly the total in cash: change 0.00', async ({ client, assert }) => {
    const { organizer, event, staanplaats } = await organizerWithEvent()
    await openShift(organizer, organizer.id)
    const response = await post(client, 'loket', organizer, cash(event.id, staanplaats.id, 3, 100.05))
    response.assertStatus(201)
    assert.equal(response.body().change, '0.00')
  })

  test('without an open shift: 409 "Open eerst je kassadienst", nothing sold', async ({ client, assert }) => {
    const { organizer, event, staanplaats } = await organizerWithEvent()
    const seller = await loketStaff(organizer.id, { canAccessAllEvents: true, allowedEventIds: [], allowedTicketTypeIds: [] })
    const response = await post(client, 'loket', seller, cash(event.id, staanplaats.id, 1, 50))
    response.assertStatus(409)
    assert.equal(response.body().message, 'Open eerst je kassadienst voordat je verkoopt.')
    await nothingSold(assert, staanplaats)
  })

  test('loket staff outside their allowed events: 403 with the Dutch message, nothing sold', async ({ client, assert }) => {
    const { organizer, event, staanplaats } = await organizerWithEvent()
    const other = await makeEvent({ organizerId: organizer.id })
    const seller = await loketStaff(organizer.id, { canAccessAllEvents: false, allowedEventIds: [other.id], allowedTicketTypeIds: [] })
    await openShift(seller, organizer.id)
    const response = await post(client, 'loket', seller, cash(event.id, staanplaats.id, 1, 50))
    response.assertStatus(403)
    assert.equal(response.body().message, M.eventNotAllowed)
    await nothingSold(assert, staanplaats)
  })

  test('loket staff limited to one ticket type: that type sells, another of the event is 403', async ({ client, assert }) => {
    const { organizer, event, staanplaats, vip } = await organizerWithEvent()
    const seller = await loketStaff(organizer.id, {
      canAccessAllEvents: false,
      allowedEventIds: [event.id],
      allowedTicketTypeIds: [staanplaats.id],
    })
    await openShift(seller, organizer.id)
    const refused = await post(client, 'loket', seller, {
      eventId: event.id,
      tickets: [
        { ticketTypeId: staanplaats.id, quantity: 1 },
        { ticketTypeId: vip.id, quantity: 1 },
      ],
      paymentMethod: 'pin',
    })
    refused.assertStatus(403)
    assert.equal(refused.body().message, M.typeNotAllowed)
    await nothingSold(assert, staanplaats, vip)
    ;(await post(client, 'loket', seller, cash(event.id, staanplaats.id, 1, 50))).assertStatus(201)
  })

  test('a loket account without stored permissions sells nothing (fail closed)', async ({ client, assert }) => {
    const { organizer, event, staanplaats } = await organizerWithEvent()
    const seller = await loketStaff(organizer.id, null)
    await openShift(seller, organizer.id)
    const response = await post(client, 'loket', seller, cash(event.id, staanplaats.id, 1, 50))
    response.assertStatus(403)
    await nothingSold(assert, staanplaats)
  })

  test("another organizer's event: 403 for the organizer, the manager and loket staff alike", async ({ client, assert }) => {
    const { event, staanplaats } = await organizerWithEvent()
    const otherOrganizer = await createAccount({ role: 'organizer' })
    const manager = await createAccount({ role: 'manager', managerForOrganizerId: otherOrganizer.id })
    for (const seller of [otherOrganizer, manager]) {
      await openShift(seller, otherOrganizer.id)
      const response = await post(client, 'loket', seller, cash(event.id, staanplaats.id, 1, 50))
      response.assertStatus(403)
      assert.equal(response.body().message, M.eventNotAllowed)
    }
    await nothingSold(assert, staanplaats)
  })

  test('a type of another event in the cart: 404, nothing sold', async ({ client, assert }) => {
    const { organizer, event, staanplaats } = await organizerWithEvent()
    const other = await makeEvent({ organizerId: organizer.id })
    const foreign = await makeTicketType(other.id)
    await openShift(organizer, organizer.id)
    const response = await post(client, 'loket', organizer, {
      eventId: event.id,
      tickets: [
        { ticketTypeId: staanplaats.id, quantity: 1 },
        { ticketTypeId: foreign.id, quantity: 1 },
      ],
      paymentMethod: 'pin',
    })
    response.assertStatus(404)
    await nothingSold(assert, staanplaats, foreign)
  })

  test('more than the seats left: 409 with the SPEC §5 text, nothing sold', async ({ client, assert }) => {
    const { organizer, event, vip } = await organizerWithEvent()
    await openShift(organizer, organizer.id)
    const response = await post(client, 'loket', organizer, cash(event.id, vip.id, 6, 1000))
    response.assertStatus(409)
    assert.equal(response.body().message, `VIP (slechts 5 beschikbaar, 6 geselecteerd)`)
    await nothingSold(assert, vip)
  })

  test('an ended or unpublished event is not sold at the counter', async ({ client, assert }) => {
    const organizer = await createAccount({ role: 'organizer' })
    await openShift(organizer, organizer.id)
    const ended = await makeEvent({
      organizerId: organizer.id,
      startDate: DateTime.now().minus({ days: 2 }),
      endDate: DateTime.now().minus({ days: 1 }),
    })
    const draft = await makeEvent({ organizerId: organizer.id, isPublished: false })
    for (const event of [ended, draft]) {
      const type = await makeTicketType(event.id)
      const response = await post(client, 'loket', organizer, cash(event.id, type.id, 1, 500))
      response.assertStatus(409)
      assert.equal(response.body().message, M.eventNotOnSale)
      await nothingSold(assert, type)
    }
  })

  test('bad bodies: 422 in Dutch, never 500', async ({ client, assert }) => {
    const { organizer, event, staanplaats } = await organizerWithEvent()
    await openShift(organizer, organizer.id)
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'eventId'],
      [{ eventId: event.id, tickets: [], paymentMethod: 'cash', amountTendered: 10 }, 'tickets'],
      [{ eventId: event.id, tickets: [{ ticketTypeId: staanplaats.id, quantity: 1 }], paymentMethod: 'bitcoin' }, 'paymentMethod'],
      [{ eventId: event.id, tickets: [{ ticketTypeId: staanplaats.id, quantity: 0 }], paymentMethod: 'pin' }, 'tickets'],
      [{ ...cash(event.id, staanplaats.id, 1, 50.005) }, 'amountTendered'],
      [{ ...cash(event.id, staanplaats.id, 1, 50), buyerInfo: { email: 'geen-adres' } }, 'buyerInfo.email'],
      [{ ...cash(event.id, staanplaats.id, 1, 50), buyerInfo: { phone: '12' } }, 'buyerInfo.phone'],
    ]
    for (const [body, field] of cases) {
      const response = await post(client, 'loket', organizer, body)
      response.assertStatus(422)
      assert.include(Object.keys(response.body().errors ?? {}), field, JSON.stringify(response.body()))
    }
    await nothingSold(assert, staanplaats)
  })

  test('a buyer with an e-mail address: the tickets go out through the outbox', async ({ client, assert, cleanup }) => {
    cleanup(deliverTicketsInline())
    const { organizer, event, staanplaats } = await organizerWithEvent()
    await openShift(organizer, organizer.id)
    const response = await post(client, 'loket', organizer, {
      ...cash(event.id, staanplaats.id, 1, 50),
      buyerInfo: { name: 'Ravi Ramdin', email: 'Ravi@Example.sr' },
    })
    response.assertStatus(201)
    const order = await Order.findByOrFail('order_number', response.body().orderNumber)
    assert.equal(order.buyerName, 'Ravi Ramdin')
    assert.equal(order.buyerEmail, 'ravi@example.sr')
    assert.isNotNull(order.ticketsDeliveredAt)
    const mail = await OutboxMessage.query().where('recipient', 'ravi@example.sr').where('kind', 'tickets').first()
    assert.exists(mail)
    assert.equal(mail!.channel, 'email')
  })

  test('a buyer with only a WhatsApp number: contact method whatsapp, a WhatsApp message queued', async ({ client, assert, cleanup }) => {
    cleanup(deliverTicketsInline())
    const { organizer, event, staanplaats } = await organizerWithEvent()
    await openShift(organizer, organizer.id)
    const response = await post(client, 'loket', organizer, {
      ...cash(event.id, staanplaats.id, 1, 50),
      buyerInfo: { phone: '+597 812 3456' },
    })
    response.assertStatus(201)
    const order = await Order.findByOrFail('order_number', response.body().orderNumber)
    assert.equal(order.contactMethod, 'whatsapp')
    assert.equal(order.buyerPhone, '+5978123456')
    assert.exists(await OutboxMessage.query().where('recipient', '+5978123456').where('channel', 'whatsapp').first())
  })
})

test.group('Agent sales: POST /api/agent/sales', () => {
  test('an agent with an approved partnership sells: channel agent, the agent on the order, the commission in the ledger', async ({
    client,
    assert,
  }) => {
    const { organizer, event, staanplaats } = await organizerWithEvent()
    const { agent, partnership } = await approvedAgent(organizer.id, {}, '10.00')
    const response = await post(client, 'agent', agent, cash(event.id, staanplaats.id, 1, 40))
    response.assertStatus(201)
    assert.equal(response.body().change, '6.65')
    const order = await Order.findByOrFail('order_number', response.body().orderNumber)
    assert.include(order.serialize(), {
      channel: 'agent',
      agentId: agent.id,
      soldByUserId: agent.id,
      paymentProvider: 'agent',
      loketShiftId: null,
    })
    const rows = await AgentCommission.query().where('order_id', order.id)
    assert.lengthOf(rows, 1)
    assert.include(rows[0].serialize(), {
      entryType: 'sale',
      agentId: agent.id,
      organizerId: organizer.id,
      partnershipId: partnership.id,
      sellerId: agent.id,
      saleTotal: '33.35',
      commissionPercentage: '10.00',
      // 3.335 rounded half up.
      commissionAmount: '3.34',
    })
  })

  test('the rate is the one at the time of sale: a later change leaves the ledger row alone', async ({ client, assert }) => {
    const { organizer, event, staanplaats } = await organizerWithEvent()
    const { agent, partnership } = await approvedAgent(organizer.id, {}, '12.50')
    const response = await post(client, 'agent', agent, cash(event.id, staanplaats.id, 3, 200))
    response.assertStatus(201)
    partnership.commissionPercentage = '20.00'
    await partnership.save()
    const order = await Order.findByOrFail('order_number', response.body().orderNumber)
    const row = await AgentCommission.findByOrFail('order_id', order.id)
    // 100.05 × 12.5 % = 12.50625 → 12.51
    assert.equal(row.commissionPercentage, '12.50')
    assert.equal(row.commissionAmount, '12.51')
  })

  test('agent staff sell for their agent; assigned events limit them; agent_manager too', async ({ client, assert }) => {
    const { organizer, event, staanplaats } = await organizerWithEvent()
    const other = await makeEvent({ organizerId: organizer.id })
    const { agent } = await approvedAgent(organizer.id)
    const staff = await createAccount({ role: 'agent_loket_medewerker', createdByAgentId: agent.id, agentAssignedEvents: [other.id] })
    const limited = await post(client, 'agent', staff, cash(event.id, staanplaats.id, 1, 50))
    limited.assertStatus(403)
    assert.equal(limited.body().message, M.eventNotAllowed)
    const free = await createAccount({ role: 'agent_loket_medewerker', createdByAgentId: agent.id, agentAssignedEvents: [] })
    const sold = await post(client, 'agent', free, cash(event.id, staanplaats.id, 1, 50))
    sold.assertStatus(201)
    const order = await Order.findByOrFail('order_number', sold.body().orderNumber)
    assert.equal(order.agentId, agent.id)
    assert.equal(order.soldByUserId, free.id)
    assert.equal((await AgentCommission.findByOrFail('order_id', order.id)).sellerId, free.id)
    const manager = await createAccount({ role: 'agent_manager', managerForAgentId: agent.id })
    ;(await post(client, 'agent', manager, cash(event.id, staanplaats.id, 1, 50))).assertStatus(201)
  })

  test('without an approved partnership (none, pending, terminated): 403, nothing sold, no ledger row', async ({ client, assert }) => {
    const { organizer, event, staanplaats } = await organizerWithEvent()
    const lone = await createAccount({ role: 'agent' })
    const { agent: pendingAgent, partnership: pending } = await approvedAgent(organizer.id)
    pending.status = 'pending'
    await pending.save()
    const { agent: endedAgent, partnership: ended } = await approvedAgent(organizer.id)
    ended.status = 'terminated'
    await ended.save()
    for (const seller of [lone, pendingAgent, endedAgent]) {
      const response = await post(client, 'agent', seller, cash(event.id, staanplaats.id, 1, 50))
      response.assertStatus(403)
      assert.equal(response.body().message, M.noPartnership)
    }
    await nothingSold(assert, staanplaats)
    assert.equal((await AgentCommission.query().where('organizer_id', organizer.id)).length, 0)
  })

  test('partnership permissions: allowed events and types only', async ({ client, assert }) => {
    const { organizer, event, staanplaats, vip } = await organizerWithEvent()
    const { agent } = await approvedAgent(organizer.id, {
      canSellAllEvents: false,
      allowedEventIds: [event.id],
      allowedTicketTypeIds: [vip.id],
    })
    const refused = await post(client, 'agent', agent, cash(event.id, staanplaats.id, 1, 50))
    refused.assertStatus(403)
    assert.equal(refused.body().message, M.typeNotAllowed)
    await nothingSold(assert, staanplaats)
    ;(await post(client, 'agent', agent, cash(event.id, vip.id, 1, 150))).assertStatus(201)
    const other = await makeEvent({ organizerId: organizer.id })
    const otherType = await makeTicketType(other.id)
    const outside = await post(client, 'agent', agent, cash(other.id, otherType.id, 1, 500))
    outside.assertStatus(403)
    assert.equal(outside.body().message, M.eventNotAllowed)
  })

  test('a cancelled or refunded agent order gets its reversal row in that transaction; the balance drops it', async ({
    client,
    assert,
  }) => {
    const { organizer, event, staanplaats } = await organizerWithEvent()
    const { agent } = await approvedAgent(organizer.id, {}, '10.00')
    const response = await post(client, 'agent', agent, cash(event.id, staanplaats.id, 1, 50))
    const order = await Order.findByOrFail('order_number', response.body().orderNumber)
    // A paid order is refunded once its money must go back (refundRequired), as the existing order actions require.
    order.refundRequired = true
    await order.save()
    await markOrderRefunded(order.id, { reference: 'KAS-1' }, organizer)
    const rows = await AgentCommission.query().where('order_id', order.id).orderBy('id')
    assert.deepEqual(
      rows.map((r) => [r.entryType, r.saleTotal, r.commissionAmount]),
      [
        ['sale', '33.35', '3.34'],
        ['reversal', '-33.35', '-3.34'],
      ]
    )
    await staanplaats.refresh()
    assert.equal(staanplaats.quantitySold, 0)

    // A free agent order (total 0) cancelled: its reversal too.
    const free = await makeTicketType(event.id, { price: '0.00', name: 'Gratis' })
    const freeSale = await post(client, 'agent', agent, {
      eventId: event.id,
      tickets: [{ ticketTypeId: free.id, quantity: 1 }],
      paymentMethod: 'pin',
    })
    freeSale.assertStatus(201)
    const freeOrder = await Order.findByOrFail('order_number', freeSale.body().orderNumber)
    assert.equal(freeOrder.status, 'free')
    await cancelOrder(freeOrder.id, organizer)
    assert.equal((await AgentCommission.query().where('order_id', freeOrder.id).where('entry_type', 'reversal')).length, 1)
  })
})

test.group('What a seller may sell: GET /api/events/loket-accessible/:userId and GET /api/agent/sales-events', () => {
  test('loket staff: their allowed events and types with the seats left; organizer: all published, not ended', async ({
    client,
    assert,
  }) => {
    const { organizer, event, staanplaats, vip } = await organizerWithEvent()
    await makeEvent({ organizerId: organizer.id, isPublished: false })
    await makeEvent({ organizerId: organizer.id, startDate: DateTime.now().minus({ days: 3 }), endDate: DateTime.now().minus({ days: 2 }) })
    const second = await makeEvent({ organizerId: organizer.id })
    await makeTicketType(second.id)
    staanplaats.quantitySold = 4
    await staanplaats.save()
    const seller = await loketStaff(organizer.id, {
      canAccessAllEvents: false,
      allowedEventIds: [event.id],
      allowedTicketTypeIds: [staanplaats.id],
    })
    const mine = await client.get(`/api/events/loket-accessible/${seller.id}`).bearerToken(await freshToken(seller))
    mine.assertStatus(200)
    assert.deepEqual(
      mine.body().data.map((e: any) => [e.id, e.ticketTypes.map((t: any) => [t.id, t.remaining])]),
      [[event.id, [[staanplaats.id, 16]]]]
    )
    // The organizer looks at what this seller may sell, and at their own (everything on sale).
    const token = await freshToken(organizer)
    const asOrganizer = await client.get(`/api/events/loket-accessible/${seller.id}`).bearerToken(token)
    assert.deepEqual(asOrganizer.body().data, mine.body().data)
    const own = await client.get(`/api/events/loket-accessible/${organizer.id}`).bearerToken(token)
    assert.sameMembers(
      own.body().data.map((e: any) => e.id),
      [event.id, second.id]
    )
    assert.sameMembers(
      own
        .body()
        .data.find((e: any) => e.id === event.id)
        .ticketTypes.map((t: any) => t.id),
      [staanplaats.id, vip.id]
    )
  })

  test("another organizer's person: 404; a visitor: 401", async ({ client }) => {
    const { organizer } = await organizerWithEvent()
    const seller = await loketStaff(organizer.id, { canAccessAllEvents: true, allowedEventIds: [], allowedTicketTypeIds: [] })
    const stranger = await createAccount({ role: 'organizer' })
    ;(await client.get(`/api/events/loket-accessible/${seller.id}`).bearerToken(await freshToken(stranger))).assertStatus(404)
    ;(await client.get(`/api/events/loket-accessible/${seller.id}`)).assertStatus(401)
  })

  test('an agent sees the partnered organizers’ events within the permissions', async ({ client, assert }) => {
    const { organizer, event, vip } = await organizerWithEvent()
    const unpartnered = await organizerWithEvent()
    const { agent } = await approvedAgent(organizer.id, {
      canSellAllEvents: false,
      allowedEventIds: [event.id],
      allowedTicketTypeIds: [vip.id],
    })
    const response = await client.get('/api/agent/sales-events').bearerToken(await freshToken(agent))
    response.assertStatus(200)
    const ids = response.body().data.map((e: any) => e.id)
    assert.notInclude(ids, unpartnered.event.id)
    assert.deepEqual(
      response.body().data.map((e: any) => [e.id, e.ticketTypes.map((t: any) => t.id)]),
      [[event.id, [vip.id]]]
    )
  })
})

test.group('Sales lists and receipts', () => {
  test('loket staff see their own sales; the organizer all loket sales; a receipt carries the QR images', async ({ client, assert }) => {
    const { organizer, event, staanplaats } = await organizerWithEvent()
    const a = await loketStaff(organizer.id, { canAccessAllEvents: true, allowedEventIds: [], allowedTicketTypeIds: [] })
    const b = await loketStaff(organizer.id, { canAccessAllEvents: true, allowedEventIds: [], allowedTicketTypeIds: [] })
    await openShift(a, organizer.id)
    await openShift(b, organizer.id)
    const saleA = (await post(client, 'loket', a, cash(event.id, staanplaats.id, 2, 100))).body()
    const saleB = (await post(client, 'loket', b, cash(event.id, staanplaats.id, 1, 50))).body()
    const listA = await client.get('/api/loket/sales').bearerToken(await freshToken(a))
    assert.deepEqual(
      listA.body().data.map((r: any) => r.orderNumber),
      [saleA.orderNumber]
    )
    // The row's count is not called `tickets`: react-admin shows a row as the receipt (same id) until it arrives.
    assert.include(listA.body().data[0], { ticketCount: 2 })
    assert.notProperty(listA.body().data[0], 'tickets')
    const listOrganizer = await client.get('/api/loket/sales').bearerToken(await freshToken(organizer))
    assert.sameMembers(
      listOrganizer.body().data.map((r: any) => r.orderNumber),
      [saleA.orderNumber, saleB.orderNumber]
    )
    const receipt = await client.get(`/api/loket/sales/${saleA.orderNumber}/receipt`).bearerToken(await freshToken(a))
    receipt.assertStatus(200)
    const data = receipt.body().data
    assert.equal(data.total, '66.70')
    assert.equal(data.changeGiven, '33.30')
    assert.lengthOf(data.tickets, 2)
    assert.match(data.tickets[0].qrImage, /^data:image\/svg\+xml;base64,/)
    // Another seller's receipt is not theirs to see.
    ;(await client.get(`/api/loket/sales/${saleA.orderNumber}/receipt`).bearerToken(await freshToken(b))).assertStatus(404)
  })
})
