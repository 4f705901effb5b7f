import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import PaymentReference from '#models/payment_reference'
import Ticket from '#models/ticket'
import TicketType from '#models/ticket_type'
import Uni5paySandboxPayment from '#models/uni5pay_sandbox_payment'
import { orderStatusKey } from '#services/orders/order_keys'
import { settleStalePendingOrders } from '#services/payments/payment_settlement'
import { startFakeMollie, type FakeMollie } from '#tests/helpers/fake_mollie'
import { newSession, paidType, paymentBody, withProviderIdNotStored, endPaymentWindow } from '#tests/functional/tickets/ticket_fixtures'
import { TEST_RATES, useConverter, useRates } from '#tests/functional/payments/payment_fixtures'

/** The fake Mollie's payment for an order, found the way only the provider can: by its metadata. */
function molliePaymentOf(mollie: FakeMollie, orderNumber: string) {
  return [...mollie.payments.values()].find((p) => (p.metadata as { orderNumber?: string } | null)?.orderNumber === orderNumber)!
}

test.group('Payments through the fake Mollie', (group) => {
  let mollie: FakeMollie
  group.setup(async () => {
    // Mollie has no SRD: totals are charged in euro at the stored rate (1 EUR = 40 SRD here).
    await useRates(TEST_RATES)
    await useConverter({ enabled: true, markupPercentage: 0 })
    mollie = await startFakeMollie()
    return () => mollie.close()
  })

  test('create → checkout URL; seats taken while paying; the webhook (id only) issues tickets once', async ({ client, assert }) => {
    const { event, ticketType } = await paidType()
    const session = newSession()
    const created = await client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, 2, session, 'mollie', 'ideal'))
    created.assertStatus(201)
    const { checkoutUrl, orderNumber } = created.body()
    assert.match(checkoutUrl, /\/checkout\/tr_/)
    const order = await Order.findByOrFail('order_number', orderNumber)
    assert.equal(order.status, 'pending')
    assert.equal(order.subtotal, '500.00', 'prices come from the database, not the client')
    const payment = mollie.payments.get(order.providerPaymentId!)!
    assert.equal(payment.amount.currency, 'EUR')
    assert.equal(payment.amount.value, order.providerAmount)
    assert.equal(order.providerAmount, (Number(order.total) / 40).toFixed(2))
    assert.include(payment.redirectUrl, `orderNumber=${orderNumber}`)
    await ticketType.refresh()
    assert.equal(ticketType.quantitySold, 2)
    assert.lengthOf(await Ticket.query().where('order_id', order.id), 0, 'no ticket before payment')

    // A webhook before payment changes nothing.
    assert.equal(await mollie.callWebhook(payment.id), 200)
    await order.refresh()
    assert.equal(order.status, 'pending')

    mollie.setStatus(payment.id, 'paid')
    const hooks = await Promise.all([mollie.callWebhook(payment.id), mollie.callWebhook(payment.id), mollie.callWebhook(payment.id)])
    assert.deepEqual(hooks, [200, 200, 200])
    await order.refresh()
    assert.equal(order.status, 'paid')
    const tickets = await Ticket.query().where('order_id', order.id)
    assert.lengthOf(tickets, 2)
    for (const t of tickets) assert.match(t.qrCode, /^KWAKOE-/)
    // A late 'canceled' report (out of order) cannot undo a paid order.
    mollie.setStatus(payment.id, 'canceled')
    await mollie.callWebhook(payment.id)
    await order.refresh()
    assert.equal(order.status, 'paid')
    assert.lengthOf(await Ticket.query().where('order_id', order.id), 2)

    const status = await client.get('/api/payments/order-status').qs({ orderNumber, key: orderStatusKey(orderNumber) })
    status.assertStatus(200)
    assert.equal(status.body().data.status, 'paid')
    assert.lengthOf(status.body().data.tickets, 2)
    ;(await client.get('/api/payments/order-status').qs({ orderNumber, key: '0'.repeat(32) })).assertStatus(404)
  })

  test('a cancelled payment gives the seats back and issues nothing', async ({ client, assert }) => {
    const { event, ticketType } = await paidType()
    const created = await client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, 3, newSession(), 'mollie'))
    const order = await Order.findByOrFail('order_number', created.body().orderNumber)
    mollie.setStatus(order.providerPaymentId!, 'canceled')
    await mollie.callWebhook(order.providerPaymentId!)
    await order.refresh()
    assert.equal(order.status, 'cancelled')
    await ticketType.refresh()
    assert.equal(ticketType.quantitySold, 0)
    assert.lengthOf(await Ticket.query().where('order_id', order.id), 0)
  })

  test('a provider outage: 502, nothing charged, the seats are free again', async ({ client, assert }) => {
    const { event, ticketType } = await paidType()
    mollie.failWith(500)
    try {
      const response = await client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, 1, newSession(), 'mollie'))
      response.assertStatus(502)
      assert.equal(response.body().error, 'Payment creation failed')
      assert.equal(response.body().fallbackToDirectPurchase, false)
    } finally {
      mollie.failWith(null)
    }
    await ticketType.refresh()
    assert.equal(ticketType.quantitySold, 0)
  })

  test('a free cart is never paid: fallbackToDirectPurchase only then', async ({ client, assert }) => {
    const { event, ticketType } = await paidType(10, '0.00')
    const response = await client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, 1, newSession(), 'mollie'))
    response.assertStatus(422)
    assert.equal(response.body().fallbackToDirectPurchase, true)
  })

  test('forged or unknown webhook ids change nothing and never fail', async ({ client, assert }) => {
    const unknown = await client.post('/api/payments/webhook/mollie').form({ id: 'tr_doesnotexist' })
    unknown.assertStatus(200)
    assert.equal(unknown.body().received, false)
    ;(await client.post('/api/payments/webhook/mollie').form({ id: "'; drop table orders" })).assertStatus(422)
    ;(await client.post('/api/payments/webhook/paypal').form({ id: 'tr_x' })).assertStatus(404)
    // An id Mollie would never issue (found by the fuzz test: its client refused it, read as 'unreachable', 503).
    for (const id of ['true', 'abc', 'ord_123']) {
      const forged = await client.post('/api/payments/webhook/mollie').form({ id })
      forged.assertStatus(200)
      assert.equal(forged.body().received, false)
    }
  })

  test('the provider cannot be asked: the webhook answers 503 so it is delivered again, and then settles', async ({ client, assert }) => {
    const { event, ticketType } = await paidType()
    const created = await client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, 1, newSession(), 'mollie'))
    const order = await Order.findByOrFail('order_number', created.body().orderNumber)
    mollie.setStatus(order.providerPaymentId!, 'paid')
    mollie.failReadsWith(429)
    try {
      assert.equal(await mollie.callWebhook(order.providerPaymentId!), 503)
    } finally {
      mollie.failReadsWith(null)
    }
    assert.equal((await Order.findOrFail(order.id)).status, 'pending')
    assert.equal(await mollie.callWebhook(order.providerPaymentId!), 200)
    assert.equal((await Order.findOrFail(order.id)).status, 'paid')
    assert.lengthOf(await Ticket.query().where('order_id', order.id), 1)
  })

  test('a retried checkout gives up its earlier pending order', async ({ client, assert }) => {
    const { event, ticketType } = await paidType(3)
    const session = newSession()
    const first = await client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, 3, session, 'mollie'))
    const second = await client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, 3, session, 'mollie'))
    second.assertStatus(201)
    assert.equal((await Order.findByOrFail('order_number', first.body().orderNumber)).status, 'cancelled')
    await ticketType.refresh()
    assert.equal(ticketType.quantitySold, 3)
  })

  test('a pending order past its payment window is settled: still unpaid → seats back', async ({ client, assert }) => {
    const { event, ticketType } = await paidType()
    const created = await client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, 2, newSession(), 'mollie'))
    await endPaymentWindow(created.body().orderNumber)
    assert.isAtLeast(await settleStalePendingOrders(), 1)
    assert.equal((await Order.findByOrFail('order_number', created.body().orderNumber)).status, 'expired')
    assert.equal((await TicketType.findOrFail(ticketType.id)).quantitySold, 0)
  })

  test('the provider created the payment but its id was not stored: the id-only webhook finds the order by metadata, tickets once', async ({
    client,
    assert,
  }) => {
    const { event, ticketType } = await paidType()
    const created = await withProviderIdNotStored(() =>
      client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, 2, newSession(), 'mollie', 'ideal'))
    )
    // The buyer still goes to the checkout: the order and its attempt were recorded before Mollie was called.
    created.assertStatus(201)
    const { orderNumber, checkoutUrl } = created.body()
    const order = await Order.findByOrFail('order_number', orderNumber)
    assert.equal(order.status, 'pending')
    assert.isNull(order.providerPaymentId)
    assert.equal((await TicketType.findOrFail(ticketType.id)).quantitySold, 2, 'the seats stay held while the buyer pays')
    const attempt = await PaymentReference.findByOrFail('order_id', order.id)
    assert.isNull(attempt.paymentId)
    const payment = molliePaymentOf(mollie, orderNumber)
    assert.include(checkoutUrl, payment.id)
    assert.deepEqual(payment.metadata, { orderNumber, reference: attempt.reference })

    mollie.setStatus(payment.id, 'paid')
    assert.equal(await mollie.callWebhook(payment.id), 200)
    assert.equal(await mollie.callWebhook(payment.id), 200)
    await order.refresh()
    assert.equal(order.status, 'paid')
    assert.equal(order.providerPaymentId, payment.id, 'the id is attached to the order')
    assert.equal((await PaymentReference.findOrFail(attempt.id)).paymentId, payment.id)
    assert.lengthOf(await Ticket.query().where('order_id', order.id), 2)
    assert.equal((await TicketType.findOrFail(ticketType.id)).quantitySold, 2)
  })

  test('webhook replays, three at once and out of order, leave one paid order with its tickets once', async ({ client, assert }) => {
    const { event, ticketType } = await paidType()
    const created = await withProviderIdNotStored(() =>
      client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, 3, newSession(), 'mollie'))
    )
    const order = await Order.findByOrFail('order_number', created.body().orderNumber)
    const payment = molliePaymentOf(mollie, order.orderNumber)
    mollie.setStatus(payment.id, 'paid')
    assert.deepEqual(
      await Promise.all([mollie.callWebhook(payment.id), mollie.callWebhook(payment.id), mollie.callWebhook(payment.id)]),
      [200, 200, 200]
    )
    // Late reports of earlier or other states (as delivered out of order) and another replay change nothing.
    for (const status of ['open', 'canceled', 'expired', 'paid'] as const) {
      mollie.setStatus(payment.id, status)
      assert.equal(await mollie.callWebhook(payment.id), 200)
    }
    await order.refresh()
    assert.equal(order.status, 'paid')
    assert.equal(order.providerPaymentId, payment.id)
    assert.lengthOf(await Ticket.query().where('order_id', order.id), 3)
    assert.equal((await TicketType.findOrFail(ticketType.id)).quantitySold, 3)
    assert.lengthOf(await Order.query().where('event_id', event.id), 1)
  })

  test('an unknown payment id whose metadata matches no order attempt: 200, ignored, nothing changes', async ({ client, assert }) => {
    const { event, ticketType } = await paidType()
    const created = await withProviderIdNotStored(() =>
      client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, 1, newSession(), 'mollie'))
    )
    const { orderNumber } = created.body()
    const real = molliePaymentOf(mollie, orderNumber)
    const strangers = [
      null,
      { orderNumber: 'ST-AAAAAAAAAA', reference: 'ST-AAAAAAAAAA-0' },
      { orderNumber },
      { orderNumber, reference: `${orderNumber}-forged` },
      'ST-text',
    ]
    for (const [i, metadata] of strangers.entries()) {
      const id = `tr_stranger${i}${Date.now()}`
      mollie.payments.set(id, { ...real, id, metadata, status: 'paid' })
      const response = await client.post('/api/payments/webhook/mollie').form({ id })
      response.assertStatus(200)
      assert.equal(response.body().received, false)
    }
    const order = await Order.findByOrFail('order_number', orderNumber)
    assert.equal(order.status, 'pending')
    assert.isNull(order.providerPaymentId)
    assert.isNull((await PaymentReference.findByOrFail('order_id', order.id)).paymentId)
    assert.lengthOf(await Ticket.query().where('order_id', order.id), 0)
  })

  test('the minute job finds a payment whose id was never stored by its reference, and settles it', async ({ client, assert }) => {
    const { event, ticketType } = await paidType()
    const created = await withProviderIdNotStored(() =>
      client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, 2, newSession(), 'mollie'))
    )
    const { orderNumber } = created.body()
    // Newer payments are listed before it (the job pages through Mollie's list).
    for (let i = 0; i < 3; i++)
      (await client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, 1, newSession(), 'mollie'))).assertStatus(201)
    const payment = molliePaymentOf(mollie, orderNumber)
    mollie.setStatus(payment.id, 'paid')
    // Its webhook never arrived; the payment window has passed.
    await endPaymentWindow(orderNumber)
    assert.isAtLeast(await settleStalePendingOrders(), 1)
    const order = await Order.findByOrFail('order_number', orderNumber)
    assert.equal(order.status, 'paid')
    assert.equal(order.providerPaymentId, payment.id)
    assert.lengthOf(await Ticket.query().where('order_id', order.id), 2)
  })

  test('paid after the order expired: tickets when the seats are still there, else refundRequired and never tickets', async ({
    client,
    assert,
  }) => {
    const { event, ticketType } = await paidType(2)
    const expire = async (orderNumber: string) => {
      await endPaymentWindow(orderNumber)
      await settleStalePendingOrders()
      assert.equal((await Order.findByOrFail('order_number', orderNumber)).status, 'expired')
    }
    // Still open when the window passed: expired, seats back; paid later: seats taken again, tickets.
    const first = await withProviderIdNotStored(() =>
      client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, 2, newSession(), 'mollie'))
    )
    await expire(first.body().orderNumber)
    assert.equal((await TicketType.findOrFail(ticketType.id)).quantitySold, 0)
    const firstPayment = molliePaymentOf(mollie, first.body().orderNumber)
    mollie.setStatus(firstPayment.id, 'paid')
    assert.equal(await mollie.callWebhook(firstPayment.id), 200)
    const firstOrder = await Order.findByOrFail('order_number', first.body().orderNumber)
    assert.equal(firstOrder.status, 'paid')
    assert.lengthOf(await Ticket.query().where('order_id', firstOrder.id), 2)
    assert.equal((await TicketType.findOrFail(ticketType.id)).quantitySold, 2)

    // Sold out meanwhile: the late payment is recorded for a refund; replays change nothing.
    const other = await paidType(1)
    const late = await withProviderIdNotStored(() =>
      client.post('/api/payments/create').json(paymentBody(other.event.id, other.ticketType.id, 1, newSession(), 'mollie'))
    )
    await expire(late.body().orderNumber)
    const taker = await client
      .post('/api/payments/create')
      .json(paymentBody(other.event.id, other.ticketType.id, 1, newSession(), 'mollie'))
    taker.assertStatus(201)
    const latePayment = molliePaymentOf(mollie, late.body().orderNumber)
    mollie.setStatus(latePayment.id, 'paid')
    for (let i = 0; i < 2; i++) assert.equal(await mollie.callWebhook(latePayment.id), 200)
    let secondOrder = await Order.findByOrFail('order_number', late.body().orderNumber)
    assert.equal(secondOrder.status, 'expired')
    assert.isTrue(secondOrder.refundRequired)
    assert.equal((await TicketType.findOrFail(other.ticketType.id)).quantitySold, 1, 'the other buyer keeps the seat')
    // The seat frees up later (the other buyer cancels): a replay still issues nothing, the refund stands.
    const takerPayment = molliePaymentOf(mollie, taker.body().orderNumber)
    mollie.setStatus(takerPayment.id, 'canceled')
    await mollie.callWebhook(takerPayment.id)
    assert.equal((await TicketType.findOrFail(other.ticketType.id)).quantitySold, 0)
    assert.equal(await mollie.callWebhook(latePayment.id), 200)
    secondOrder = await Order.findByOrFail('order_number', late.body().orderNumber)
    assert.equal(secondOrder.status, 'expired')
    assert.isTrue(secondOrder.refundRequired)
    assert.lengthOf(await Ticket.query().where('order_id', secondOrder.id), 0)
    const status = await client
      .get('/api/payments/order-status')
      .qs({ orderNumber: secondOrder.orderNumber, key: orderStatusKey(secondOrder.orderNumber) })
    assert.isTrue(status.body().data.refundRequired)
  })
})

/** The payment id and key of a sandbox checkout link. */
function sandboxLink(checkoutUrl: string) {
  const url = new URL(checkoutUrl)
  if (url.pathname !== '/mock-uni5pay-checkout') throw new Error(`not a sandbox checkout: ${checkoutUrl}`)
  return { paymentId: url.searchParams.get('paymentId')!, key: url.searchParams.get('key')! }
}

test.group('Payments through the Uni5Pay+ sandbox', () => {
  test('approve on the sandbox calls the webhook and the order is paid; cancel gives up', async ({ client, assert }) => {
    const { event, ticketType } = await paidType()
    const created = await client
      .post('/api/payments/create')
      .json(paymentBody(event.id, ticketType.id, 1, newSession(), 'uni5pay', 'uni5pay'))
    created.assertStatus(201)
    const { paymentId, key } = sandboxLink(created.body().checkoutUrl)
    const shown = await client.get(`/api/payments/uni5pay/sandbox/${paymentId}`).qs({ key })
    assert.equal(shown.body().data.currency, 'SRD')
    assert.equal(shown.body().data.amount, (await Order.findByOrFail('order_number', created.body().orderNumber)).total)

    const approved = await client.post(`/api/payments/uni5pay/sandbox/${paymentId}/approve`).form({ key }).redirects(0)
    approved.assertStatus(303)
    assert.include(approved.header('location'), '/payment/success?orderNumber=')
    const order = await Order.findByOrFail('order_number', created.body().orderNumber)
    assert.equal(order.status, 'paid')
    assert.lengthOf(await Ticket.query().where('order_id', order.id), 1)
    // Deciding again changes nothing.
    await client.post(`/api/payments/uni5pay/sandbox/${paymentId}/cancel`).form({ key }).redirects(0)
    assert.equal((await Uni5paySandboxPayment.findOrFail(paymentId)).status, 'paid')
    assert.equal((await Order.findOrFail(order.id)).status, 'paid')

    const other = await client
      .post('/api/payments/create')
      .json(paymentBody(event.id, ticketType.id, 1, newSession(), 'uni5pay', 'uni5pay'))
    const otherLink = sandboxLink(other.body().checkoutUrl)
    await client.post(`/api/payments/uni5pay/sandbox/${otherLink.paymentId}/cancel`).form({ key: otherLink.key }).redirects(0)
    assert.equal((await Order.findByOrFail('order_number', other.body().orderNumber)).status, 'cancelled')
    assert.equal((await TicketType.findOrFail(ticketType.id)).quantitySold, 1)
  })

  test('the payment id alone (seen in a log or a webhook) cannot read or approve a sandbox payment', async ({ client, assert }) => {
    const { event, ticketType } = await paidType()
    const created = await client
      .post('/api/payments/create')
      .json(paymentBody(event.id, ticketType.id, 1, newSession(), 'uni5pay', 'uni5pay'))
    const { paymentId, key } = sandboxLink(created.body().checkoutUrl)
    const otherKey = key.replace(/^./, key[0] === '0' ? '1' : '0')
    ;(await client.get(`/api/payments/uni5pay/sandbox/${paymentId}`)).assertStatus(422)
    ;(await client.get(`/api/payments/uni5pay/sandbox/${paymentId}`).qs({ key: otherKey })).assertStatus(404)
    ;(await client.post(`/api/payments/uni5pay/sandbox/${paymentId}/approve`).redirects(0)).assertStatus(422)
    ;(await client.post(`/api/payments/uni5pay/sandbox/${paymentId}/approve`).form({ key: otherKey }).redirects(0)).assertStatus(404)
    assert.equal((await Uni5paySandboxPayment.findOrFail(paymentId)).status, 'open')
    const order = await Order.findByOrFail('order_number', created.body().orderNumber)
    assert.equal(order.status, 'pending')
    assert.lengthOf(await Ticket.query().where('order_id', order.id), 0)
  })

  test('approved but the id was never stored: the webhook and the minute job both find the order by reference', async ({
    client,
    assert,
  }) => {
    const { event, ticketType } = await paidType()
    const created = await withProviderIdNotStored(() =>
      client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, 1, newSession(), 'uni5pay', 'uni5pay'))
    )
    created.assertStatus(201)
    const { paymentId, key } = sandboxLink(created.body().checkoutUrl)
    const attempt = await PaymentReference.query()
      .whereHas('order', (q) => q.where('order_number', created.body().orderNumber))
      .firstOrFail()
    assert.equal((await Uni5paySandboxPayment.findOrFail(paymentId)).reference, attempt.reference)
    await client.post(`/api/payments/uni5pay/sandbox/${paymentId}/approve`).form({ key }).redirects(0)
    const order = await Order.findByOrFail('order_number', created.body().orderNumber)
    assert.equal(order.status, 'paid')
    assert.equal(order.providerPaymentId, paymentId)
    assert.lengthOf(await Ticket.query().where('order_id', order.id), 1)

    // Approved, but the webhook was lost: the minute job asks the sandbox by reference.
    const quiet = await withProviderIdNotStored(() =>
      client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, 1, newSession(), 'uni5pay', 'uni5pay'))
    )
    const quietId = sandboxLink(quiet.body().checkoutUrl).paymentId
    await Uni5paySandboxPayment.query().where('id', quietId).update({ status: 'paid' })
    await endPaymentWindow(quiet.body().orderNumber)
    assert.isAtLeast(await settleStalePendingOrders(), 1)
    const quietOrder = await Order.findByOrFail('order_number', quiet.body().orderNumber)
    assert.equal(quietOrder.status, 'paid')
    assert.lengthOf(await Ticket.query().where('order_id', quietOrder.id), 1)
  })

  test('a price changed while the checkout waited for the stock lock refuses with 409: no order kept, no seat taken', async ({
    client,
    assert,
  }) => {
    const { event, ticketType } = await paidType(10, '100.00')
    const session = newSession()
    // The organizer's edit holds the type's row while the checkout arrives (its order is priced at 100 already).
    const editor = await db.transaction()
    await editor.rawQuery('SELECT id FROM ticket_types WHERE id = ? FOR UPDATE', [ticketType.id])
    const checkout = client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, 2, session, 'uni5pay', 'uni5pay'))
    const pending = checkout.then((response) => response)
    // Until the checkout waits on the lock (take_paid_seats(), or the full path with its pending order written).
    for (let i = 0; i < 200; i++) {
      const waiting = await db.rawQuery(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE wait_event_type = 'Lock' AND (query ILIKE '%ticket_types%FOR NO KEY UPDATE%' OR query ILIKE '%take_paid_seats(%')`
      )
      if (waiting.rows[0].n > 0) break
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    await editor.rawQuery('UPDATE ticket_types SET price = ? WHERE id = ?', ['120.00', ticketType.id])
    await editor.commit()
    const response = await pending
    response.assertStatus(409)
    assert.equal(response.body().message, 'De prijs van deze tickets is zojuist gewijzigd. Bekijk de nieuwe prijs en probeer het opnieuw.')
    assert.lengthOf(await Order.query().where('session_id', session), 0, 'the order priced at the old price is not kept')
    await ticketType.refresh()
    assert.equal(ticketType.quantitySold, 0)

    // Tried again, at the new price.
    const again = await client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, 2, session, 'uni5pay', 'uni5pay'))
    again.assertStatus(201)
    assert.equal((await Order.findByOrFail('order_number', again.body().orderNumber)).subtotal, '240.00')
  })

  test('bad input is 4xx', async ({ client }) => {
    ;(await client.post('/api/payments/create').json({ eventId: 1 })).assertStatus(422)
    ;(
      await client
        .post('/api/payments/uni5pay/sandbox/u5p_nope/approve')
        .form({ key: '0'.repeat(32) })
        .redirects(0)
    ).assertStatus(422)
    ;(await client.get('/api/payments/uni5pay/sandbox/u5p_000000000000000000000000').qs({ key: '0'.repeat(32) })).assertStatus(404)
  })
})
