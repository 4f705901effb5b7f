/*
 * The door, a ticket point and the web race for the last seats ("Done when"): web buyers, a loket and an
 * agent selling the last 5 seats at once sell exactly 5, because the counter takes its seats through the same
 * locked stock path as online buying. The control run switches the row lock off (test-only setting) with the
 * database's CHECK lifted, and must oversell: proof that this test would catch a counter path that skipped the lock.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import Ticket from '#models/ticket'
import Order from '#models/order'
import { setStockLockingForTests } from '#config/tickets'
import { freshToken } from '#tests/helpers/routes'
import { createAccount } from '#tests/helpers/accounts'
import { makeEvent, makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'
import { newSession, purchaseBody } from '#tests/functional/tickets/ticket_fixtures'
import { approvedAgent, openShift } from '#tests/functional/counter_sales/counter_fixtures'

const K = 5
const WEB = 16
const COUNTER = 8

const CHECK = 'ticket_types_quantity_sold_range'

/** One rush at a fresh free type of K seats: web purchases, loket sales and agent sales, all at once. */
async function rush(client: ApiClient) {
  const organizer = await createAccount({ role: 'organizer' })
  const event = await makeEvent({ organizerId: organizer.id })
  const type = await makeTicketType(event.id, { price: '0.00', maxQuantity: K, name: 'Laatste plaatsen' })
  await openShift(organizer, organizer.id)
  const { agent } = await approvedAgent(organizer.id)
  const [loketToken, agentToken] = [await freshToken(organizer), await freshToken(agent)]
  const sale = { eventId: event.id, tickets: [{ ticketTypeId: type.id, quantity: 1 }], paymentMethod: 'pin' }
  // Interleaved, the counters first in each round: the web's free path is one SQL call and would otherwise win every seat.
  const requests = Array.from({ length: WEB }, (_, i) => [
    ...(i < COUNTER
      ? [
          client.post('/api/loket/sales').bearerToken(loketToken).json(sale),
          client.post('/api/agent/sales').bearerToken(agentToken).json(sale),
        ]
      : []),
    client.post('/api/tickets/purchase').json(purchaseBody(event.id, type.id, 1, newSession())),
  ]).flat()
  const responses = await Promise.all(requests)
  await type.refresh()
  const tickets = (await Ticket.query().where('ticket_type_id', type.id)).length
  const orders = await Order.query().where('event_id', event.id)
  return {
    statuses: responses.map((r) => r.status()),
    odd: responses.filter((r) => ![201, 409].includes(r.status())).map((r) => `${r.status()} ${r.text()}`),
    sold: type.quantitySold,
    tickets,
    channels: new Set(orders.map((o) => o.channel)),
  }
}

test.group('Race: web, loket and agent for the last 5 seats', (group) => {
  group.setup(async () => {
    // Measure the row lock alone (the CHECK would also stop an oversell): restored NOT VALID afterwards.
    await db.rawQuery(`ALTER TABLE ticket_types DROP CONSTRAINT IF EXISTS ${CHECK}`)
    return async () => {
      await db.rawQuery(`ALTER TABLE ticket_types DROP CONSTRAINT IF EXISTS ${CHECK}`)
      await db.rawQuery(
        `ALTER TABLE ticket_types ADD CONSTRAINT ${CHECK} CHECK (quantity_sold >= 0 AND quantity_sold <= max_quantity) NOT VALID`
      )
    }
  })
  group.each.teardown(() => setStockLockingForTests(true))

  test('32 buyers at three channels sell exactly 5, three runs in a row; the rest get 409', async ({ client, assert }) => {
    const seenChannels = new Set<string>()
    for (let run = 0; run < 3; run++) {
      const { statuses, sold, tickets, channels, odd } = await rush(client)
      assert.deepEqual(odd, [])
      assert.equal(statuses.filter((s) => s === 201).length, K)
      assert.equal(statuses.filter((s) => s === 409).length, WEB + 2 * COUNTER - K)
      assert.equal(sold, K)
      assert.equal(tickets, K)
      for (const channel of channels) seenChannels.add(channel)
    }
    // The counters really took part: over three runs more than the web won a seat.
    assert.isAbove(seenChannels.size, 1)
  })

  test('control: without the row lock the same rush oversells (the test bites)', async ({ client, assert }) => {
    setStockLockingForTests(false)
    let worst = 0
    for (let run = 0; run < 5 && worst <= K; run++) worst = Math.max(worst, (await rush(client)).tickets)
    assert.isAbove(worst, K, 'without locking at least one run must sell more than K')
  })
})
