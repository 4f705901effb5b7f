/*
 * The double tap at the counter: the sale screen sends one idempotency key per sale attempt; a repeat of
 * that key, one after the other or at the same moment, answers the first sale and sells nothing more (one order, the
 * seats taken once, one commission row). The control: the same sale twice without a key sells twice.
 */
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import Order from '#models/order'
import AgentCommission from '#models/agent_commission'
import type User from '#models/user'
import { freshToken } from '#tests/helpers/routes'
import { approvedAgent, loketStaff, openShift, organizerWithEvent } from '#tests/functional/counter_sales/counter_fixtures'

async function post(client: ApiClient, channel: 'loket' | 'agent', seller: User, body: Record<string, unknown>) {
  return client
    .post(`/api/${channel}/sales`)
    .bearerToken(await freshToken(seller))
    .json(body)
}

/** A loket seller of the event's organizer who may sell everything, with an open shift. */
async function sellerOnShift(organizerId: number) {
  const seller = await loketStaff(organizerId, { canAccessAllEvents: true, allowedEventIds: [], allowedTicketTypeIds: [] })
  await openShift(seller, organizerId)
  return seller
}

const pinSale = (eventId: number, ticketTypeId: number, idempotencyKey?: string) => ({
  eventId,
  tickets: [{ ticketTypeId, quantity: 1 }],
  paymentMethod: 'pin',
  ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
})

test.group('Counter sales: idempotency key', () => {
  test('a repeat of the same key answers the first sale (same order, same change) and sells nothing more', async ({ client, assert }) => {
    const { organizer, event, staanplaats } = await organizerWithEvent()
    const seller = await sellerOnShift(organizer.id)
    const body = {
      eventId: event.id,
      tickets: [{ ticketTypeId: staanplaats.id, quantity: 2 }],
      paymentMethod: 'cash',
      amountTendered: 100,
      idempotencyKey: 'tap-0001-abcdef',
    }
    const first = await post(client, 'loket', seller, body)
    first.assertStatus(201)
    const again = await post(client, 'loket', seller, body)
    again.assertStatus(201)
    assert.equal(again.body().orderNumber, first.body().orderNumber)
    assert.equal(again.body().change, '33.30')
    assert.deepEqual(
      again.body().tickets.map((t: { qrCode: string }) => t.qrCode),
      first.body().tickets.map((t: { qrCode: string }) => t.qrCode)
    )
    await staanplaats.refresh()
    assert.equal(staanplaats.quantitySold, 2)
    assert.lengthOf(await Order.query().where('event_id', event.id), 1)
  })

  test('taps at the same moment make one agent sale and one commission row', async ({ client, assert }) => {
    const { organizer, event, vip } = await organizerWithEvent()
    const { agent } = await approvedAgent(organizer.id)
    const body = pinSale(event.id, vip.id, 'tap-same-moment')
    const token = await freshToken(agent)
    const answers = await Promise.all(Array.from({ length: 5 }, () => client.post('/api/agent/sales').bearerToken(token).json(body)))
    for (const answer of answers) answer.assertStatus(201)
    assert.lengthOf(new Set(answers.map((a) => a.body().orderNumber)), 1)
    const orders = await Order.query().where('event_id', event.id)
    assert.lengthOf(orders, 1)
    await vip.refresh()
    assert.equal(vip.quantitySold, 1)
    assert.lengthOf(await AgentCommission.query().where('order_id', orders[0].id), 1)
  })

  test("a key is the seller's own: another seller's identical key is a sale of its own", async ({ client, assert }) => {
    const { organizer, event, staanplaats } = await organizerWithEvent()
    const one = await sellerOnShift(organizer.id)
    const two = await sellerOnShift(organizer.id)
    const body = pinSale(event.id, staanplaats.id, 'shared-key-123')
    const a = await post(client, 'loket', one, body)
    const b = await post(client, 'loket', two, body)
    a.assertStatus(201)
    b.assertStatus(201)
    assert.notEqual(a.body().orderNumber, b.body().orderNumber)
  })

  test('control: without a key the same sale twice sells twice', async ({ client, assert }) => {
    const { organizer, event, staanplaats } = await organizerWithEvent()
    const seller = await sellerOnShift(organizer.id)
    const body = pinSale(event.id, staanplaats.id)
    ;(await post(client, 'loket', seller, body)).assertStatus(201)
    ;(await post(client, 'loket', seller, body)).assertStatus(201)
    assert.lengthOf(await Order.query().where('event_id', event.id), 2)
  })

  test('a malformed key is refused with a field message, nothing sold', async ({ client, assert }) => {
    const { organizer, event, staanplaats } = await organizerWithEvent()
    const seller = await sellerOnShift(organizer.id)
    const answer = await post(client, 'loket', seller, pinSale(event.id, staanplaats.id, 'x y'))
    answer.assertStatus(422)
    assert.lengthOf(await Order.query().where('event_id', event.id), 0)
  })
})
