/*
 * Payments that never got their webhook: the buyer paid at the provider, the provider's call to us was lost. The
 * minute job's reconcilePendingPayments asks the provider about pending orders older than a few minutes and settles
 * a paid one through the webhook's own path: the order is paid, its tickets exist once and are delivered once, also
 * when the job runs twice or together with the webhook arriving late after all (with a control run that switches
 * the order's lock off and must then issue the tickets twice). An open payment, an order too young to ask about,
 * and a provider that cannot be reached leave the order as it was. Through the fake Mollie and the fake Uni5Pay+.
 */
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import Order from '#models/order'
import Ticket from '#models/ticket'
import TicketType from '#models/ticket_type'
import OutboxMessage from '#models/outbox_message'
import { reconcilePendingPayments } from '#services/payments/payment_settlement'
import { setSettlementLockingForTests } from '#services/payments/settlement_locking'
import { deliverTicketsInline } from '#tests/helpers/ticket_delivery'
import { startFakeUni5pay, type FakeUni5pay } from '#tests/helpers/fake_uni5pay'
import { buyersFromManyNetworks, newClientAddress, newSession, paidType, paymentBody } from '#tests/functional/tickets/ticket_fixtures'

/** Just past the few minutes the job waits for a webhook before asking. */
const aFewMinutesLater = () => DateTime.now().plus({ minutes: 4 })

const ticketsOf = async (order: Order) => (await Ticket.query().where('order_id', order.id)).length
const seatsSold = async (typeId: number) => (await TicketType.findOrFail(typeId)).quantitySold
const messagesTo = async (order: Order) => (await OutboxMessage.query().where('recipient', order.buyerEmail!)).length

async function pendingOrder(client: ApiClient, provider: 'mollie' | 'uni5pay', quantity = 2) {
  const { event, ticketType } = await paidType()
  const created = await client
    .post('/api/payments/create')
    .header('x-forwarded-for', newClientAddress())
    .json(paymentBody(event.id, ticketType.id, quantity, newSession(), provider, provider === 'mollie' ? 'ideal' : 'uni5pay'))
  created.assertStatus(201)
  const order = await Order.findByOrFail('order_number', created.body().orderNumber)
  return { order, ticketType }
}

test.group('Reconciling payments whose webhook never came: Mollie', (group) => {
  const { mollie } = buyersFromManyNetworks(group)
  group.each.setup(() => {
    const undo = deliverTicketsInline()
    return () => {
      undo()
      mollie().failReadsWith(null)
      setSettlementLockingForTests(true)
    }
  })

  test('paid at Mollie, no webhook: the job pays the order, issues its tickets once and delivers them once', async ({ client, assert }) => {
    const { order } = await pendingOrder(client, 'mollie')
    mollie().setStatus(order.providerPaymentId!, 'paid')

    assert.equal(await reconcilePendingPayments(DateTime.now()), 0, 'too young: the webhook may still come')
    await order.refresh()
    assert.equal(order.status, 'pending')

    assert.isAtLeast(await reconcilePendingPayments(aFewMinutesLater()), 1)
    await order.refresh()
    assert.equal(order.status, 'paid')
    assert.isNotNull(order.paidAt)
    assert.isNotNull(order.invoiceNumber, 'paid through the same path: the invoice is numbered')
    assert.equal(await ticketsOf(order), 2)
    await order.refresh()
    assert.isNotNull(order.ticketsDeliveredAt, 'delivered as after a webhook')
    const messages = await messagesTo(order)
    assert.isAtLeast(messages, 1)

    // Again, and the late webhook after all: nothing more.
    await reconcilePendingPayments(aFewMinutesLater())
    assert.equal(await mollie().callWebhook(order.providerPaymentId!), 200)
    assert.equal(await ticketsOf(order), 2)
    assert.equal(await messagesTo(order), messages)
  })

  test('still open at Mollie: the order keeps waiting with its seats (not given up before its window ends)', async ({ client, assert }) => {
    const { order, ticketType } = await pendingOrder(client, 'mollie')
    assert.equal(await reconcilePendingPayments(aFewMinutesLater()), 0)
    await order.refresh()
    assert.equal(order.status, 'pending')
    assert.equal(await seatsSold(ticketType.id), 2)
    assert.equal(await ticketsOf(order), 0)
  })

  test('a payment that failed at Mollie gives the seats back', async ({ client, assert }) => {
    const { order, ticketType } = await pendingOrder(client, 'mollie')
    mollie().setStatus(order.providerPaymentId!, 'failed')
    await reconcilePendingPayments(aFewMinutesLater())
    await order.refresh()
    assert.equal(order.status, 'cancelled')
    assert.equal(await seatsSold(ticketType.id), 0)
  })

  test('Mollie cannot be reached: the order is left as it was, and settled once Mollie answers again', async ({ client, assert }) => {
    const { order, ticketType } = await pendingOrder(client, 'mollie')
    mollie().setStatus(order.providerPaymentId!, 'paid')
    mollie().failReadsWith(503)
    // Only the newest pending order (this one): the client retries each 503 itself, so asking about every order other
    // suites left pending would take minutes.
    await reconcilePendingPayments(aFewMinutesLater(), 1)
    const untouched = await Order.findOrFail(order.id)
    assert.equal(untouched.status, 'pending')
    assert.equal(untouched.updatedAt.toMillis(), order.updatedAt.toMillis(), 'not written to at all')
    assert.equal(await seatsSold(ticketType.id), 2)
    assert.equal(await ticketsOf(order), 0)

    mollie().failReadsWith(null)
    await reconcilePendingPayments(aFewMinutesLater())
    await order.refresh()
    assert.equal(order.status, 'paid')
    assert.equal(await ticketsOf(order), 2)
  })

  /**
   * Eight paid orders settled at once by three runs of the job and their late webhooks. Mollie answers each question
   * after the same 200 ms, so the newest order's webhook and the three runs (newest first) reach the database together;
   * issuing tickets takes 100 ms longer there (a test trigger), as on a busy server, so their transactions overlap.
   */
  async function rush(client: ApiClient) {
    const orders = []
    for (let i = 0; i < 8; i++) orders.push((await pendingOrder(client, 'mollie', 2)).order)
    for (const order of orders) mollie().setStatus(order.providerPaymentId!, 'paid')
    mollie().delayWith(200)
    await db.rawQuery(`CREATE OR REPLACE FUNCTION test_slow_ticket_issue() RETURNS trigger AS $$
      BEGIN PERFORM pg_sleep(0.1); RETURN NULL; END $$ LANGUAGE plpgsql`)
    await db.rawQuery(
      'CREATE TRIGGER test_slow_ticket_issue BEFORE INSERT ON tickets FOR EACH STATEMENT EXECUTE FUNCTION test_slow_ticket_issue()'
    )
    try {
      await Promise.all([
        // Each run asks about these eight only (the newest pending orders), not about what other suites left pending.
        reconcilePendingPayments(aFewMinutesLater(), orders.length),
        reconcilePendingPayments(aFewMinutesLater(), orders.length),
        reconcilePendingPayments(aFewMinutesLater(), orders.length),
        ...orders.map((order) => mollie().callWebhook(order.providerPaymentId!)),
      ])
    } finally {
      mollie().delayWith(null)
      await db.rawQuery('DROP TRIGGER test_slow_ticket_issue ON tickets')
      await db.rawQuery('DROP FUNCTION test_slow_ticket_issue()')
    }
    return Promise.all(orders.map(ticketsOf))
  }

  test('the job three times and the late webhook at the same moment: each order’s tickets issued once', async ({ client, assert }) => {
    assert.deepEqual(await rush(client), Array(8).fill(2))
  })

  test('control: without the order’s row lock the same race issues tickets twice', async ({ client, assert }) => {
    setSettlementLockingForTests(false)
    const counts = await rush(client)
    assert.isTrue(
      counts.some((count) => count > 2),
      `tickets per order without the lock: ${counts.join(',')}`
    )
  })
})

test.group('Reconciling payments whose webhook never came: Uni5Pay+', (group) => {
  let fake: FakeUni5pay
  group.setup(async () => {
    fake = await startFakeUni5pay({ timeoutMs: 500 })
    return () => fake.close()
  })
  group.each.setup(() => deliverTicketsInline())

  test('paid at Uni5Pay+, no webhook: the job pays the order once; unreachable leaves it pending', async ({ client, assert }) => {
    const { order } = await pendingOrder(client, 'uni5pay')
    assert.isNotNull(order.providerPaymentId)
    fake.setStatus(order.providerPaymentId!, 'paid')
    fake.failReadsWith(500)
    await reconcilePendingPayments(aFewMinutesLater())
    await order.refresh()
    assert.equal(order.status, 'pending')

    fake.failReadsWith(null)
    await Promise.all([reconcilePendingPayments(aFewMinutesLater()), reconcilePendingPayments(aFewMinutesLater())])
    await order.refresh()
    assert.equal(order.status, 'paid')
    assert.equal(await ticketsOf(order), 2)
    assert.isNotNull(order.ticketsDeliveredAt)
  })
})
