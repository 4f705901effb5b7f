/*
 * Invoice numbers under a rush, with a control run: twenty orders of one organizer are confirmed by their payment
 * webhooks at the same moment. With the counter row's lock (migration 0096's next_invoice_number) they take 1..20,
 * no gap and no number twice. The control swaps in a counter that reads and writes without the lock: the same rush
 * must then go wrong (numbers handed out twice, refused by the unique index, or orders left unpaid), which shows the
 * test would see the bug. Each order is of its own event, so nothing else (the per-event sales totals) makes the
 * webhooks wait for each other by accident.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import Order from '#models/order'
import { createAccount } from '#tests/helpers/accounts'
import { makeEvent, makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'
import { buyersFromManyNetworks, newClientAddress, newSession, paymentBody } from '#tests/functional/tickets/ticket_fixtures'

const ORDERS = 20

/** Twenty pending orders of one organizer, each paid at the fake Mollie, then all their webhooks at once. */
async function rush(client: ApiClient, mollie: ReturnType<ReturnType<typeof buyersFromManyNetworks>['mollie']>) {
  const organizer = await createAccount({ role: 'organizer', organizationName: 'Rush Events' })
  const orders: Order[] = []
  for (let i = 0; i < ORDERS; i++) {
    const event = await makeEvent({ organizerId: organizer.id, title: `Rush ${i}` })
    const type = await makeTicketType(event.id, { price: '100.00', maxQuantity: 10, name: 'Staanplaats' })
    const created = await client
      .post('/api/payments/create')
      .header('x-forwarded-for', newClientAddress())
      .json(paymentBody(event.id, type.id, 1, newSession(), 'mollie', 'ideal'))
    created.assertStatus(201)
    orders.push(await Order.findByOrFail('order_number', created.body().orderNumber))
  }
  for (const order of orders) mollie.setStatus(order.providerPaymentId!, 'paid')
  await Promise.all(orders.map((order) => mollie.callWebhook(order.providerPaymentId!)))
  const rows = await Order.query().whereIn(
    'id',
    orders.map((order) => order.id)
  )
  return {
    paid: rows.filter((order) => order.status === 'paid').length,
    numbers: rows
      .map((order) => order.invoiceNumber)
      .filter((n): n is number => n !== null)
      .sort((a, b) => a - b),
  }
}

/** The counter without its lock: read, wait a moment (as a busy server would), write what was read plus one. */
const UNLOCKED_COUNTER = `
  CREATE OR REPLACE FUNCTION next_invoice_number(p_organizer_id integer)
  RETURNS integer LANGUAGE plpgsql AS $$
  DECLARE last integer;
  BEGIN
    INSERT INTO organizer_invoice_counters (organizer_id) VALUES (p_organizer_id) ON CONFLICT DO NOTHING;
    SELECT last_invoice_number INTO last FROM organizer_invoice_counters WHERE organizer_id = p_organizer_id;
    PERFORM pg_sleep(0.05);
    UPDATE organizer_invoice_counters SET last_invoice_number = last + 1 WHERE organizer_id = p_organizer_id;
    RETURN last + 1;
  END
  $$`

test.group('Invoice numbers under a rush', (group) => {
  const { mollie } = buyersFromManyNetworks(group)

  test('twenty orders of one organizer paid at once take 1..20: no gap, no number twice', async ({ client, assert }) => {
    const { paid, numbers } = await rush(client, mollie())
    assert.equal(paid, ORDERS)
    assert.deepEqual(
      numbers,
      Array.from({ length: ORDERS }, (_, i) => i + 1)
    )
  })

  test('control: without the counter’s lock the same rush goes wrong', async ({ client, assert }) => {
    const [{ definition }] = (await db.rawQuery("SELECT pg_get_functiondef('next_invoice_number(integer)'::regprocedure) AS definition"))
      .rows
    await db.rawQuery(UNLOCKED_COUNTER)
    try {
      const { paid, numbers } = await rush(client, mollie())
      const clean = paid === ORDERS && numbers.join() === Array.from({ length: ORDERS }, (_, i) => i + 1).join()
      assert.isFalse(clean, `without the lock: ${paid} paid, numbers ${numbers.join(',')}`)
    } finally {
      await db.rawQuery(definition)
    }
  })
})
