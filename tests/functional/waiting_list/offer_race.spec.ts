/*
 * Nobody is offered seats that are not there, and two offers never hold the same seat: many offer runs at once (the
 * minute run and the runs a refund, a cancellation and a left offer ask for) and buyers holding seats at the same
 * time never hold more than the type has. The control run switches the type's row lock off (a test-only setting)
 * and must then offer more seats than are free, which proves that the test would catch it.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import WaitingListEntry from '#models/waiting_list_entry'
import { setStockLockingForTests } from '#config/tickets'
import { makeOffers } from '#services/waiting_list/offer_service'
import { makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'
import { organizerWithEvent } from '#tests/functional/orders/order_fixtures'
import { newSession } from '#tests/functional/tickets/ticket_fixtures'
import { clearRateLimits } from '#tests/helpers/accounts'
import { activeHoldsOf } from '#tests/functional/waiting_list/waiting_list_fixtures'

const FREE = 3
const WAITING = 12
const RUNS = 8

/** A type with FREE seats and WAITING people wanting one each (written straight in: the list, not joining, is measured). */
async function listWithFreeSeats() {
  const org = await organizerWithEvent()
  const type = await makeTicketType(org.event.id, { price: '0.00', maxQuantity: FREE, hasUserLimit: false })
  await WaitingListEntry.createMany(
    Array.from({ length: WAITING }, (_, i) => ({
      ticketTypeId: type.id,
      quantity: 1,
      contactMethod: 'email' as const,
      email: `race-${type.id}-${i}@example.sr`,
      firstName: 'Race',
      lastName: String(i),
      language: 'nl' as const,
      status: 'waiting' as const,
    }))
  )
  return { org, type }
}

async function offerRush() {
  const { type } = await listWithFreeSeats()
  await Promise.all(Array.from({ length: RUNS }, () => makeOffers([type.id])))
  const holds = await activeHoldsOf(type.id)
  const offered = await WaitingListEntry.query().where('ticket_type_id', type.id).where('status', 'offered')
  return { held: holds.reduce((sum, hold) => sum + hold.quantity, 0), holds: holds.length, offered: offered.length }
}

test.group('Race: offers from the waiting list', (group) => {
  group.each.setup(() => clearRateLimits())
  group.each.teardown(() => setStockLockingForTests(true))

  test('8 offer runs at once for 3 free seats offer exactly 3, to 3 people, three times in a row', async ({ assert }) => {
    for (let run = 0; run < 3; run++) {
      const { held, holds, offered } = await offerRush()
      assert.equal(held, FREE)
      assert.equal(holds, FREE)
      assert.equal(offered, FREE)
    }
  })

  test('offer runs and buyers at once: never more held than the type has', async ({ client, assert }) => {
    const { type } = await listWithFreeSeats()
    const buyers = Array.from({ length: 10 }, () =>
      client
        .post('/api/tickets/reserve')
        .json({ ticketTypeId: type.id, quantity: 1, sessionId: newSession(), buyerEmail: 'rush@example.sr' })
    )
    const runs = Array.from({ length: RUNS }, () => makeOffers([type.id]))
    const responses = await Promise.all(buyers)
    await Promise.all(runs)
    const holds = await activeHoldsOf(type.id)
    assert.equal(
      holds.reduce((sum, hold) => sum + hold.quantity, 0),
      FREE
    )
    const buyersHolding = responses.filter((r) => r.status() === 201).length
    const offered = await WaitingListEntry.query().where('ticket_type_id', type.id).where('status', 'offered')
    assert.equal(buyersHolding + offered.length, FREE)
  })

  test('control: without the row lock the same runs offer more seats than are free (the test bites)', async ({ assert }) => {
    setStockLockingForTests(false)
    let worst = 0
    for (let run = 0; run < 5 && worst <= FREE; run++) worst = Math.max(worst, (await offerRush()).held)
    assert.isAbove(worst, FREE, 'without locking at least one rush must offer more than the free seats')
    await db.from('ticket_reservations').where('session_id', 'like', 'wl_%').update({ is_active: false })
  })
})
