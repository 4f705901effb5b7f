import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Order from '#models/order'
import Ticket from '#models/ticket'
import TicketType from '#models/ticket_type'
import Uni5paySandboxPayment from '#models/uni5pay_sandbox_payment'
import { orderStatusKey, settleStalePendingOrders } from '#services/payments/payment_service'
import { startFakeMollie, type FakeMollie } from '#tests/helpers/fake_mollie'
import { makeEvent, makeTicketType } from '#tests/functional/catalogue_fixtures'
import { guest, newSession } from '#tests/functional/tickets/ticket_fixtures'
import { TEST_RATES, useConverter, useRates } from '#tests/functional/payment_fixtures'

async function paidType(maxQuantity = 10, price = '250.00') {
  const event = await makeEvent({ qrCodePrefix: 'KWAKOE' })
  const ticketType = await makeTicketType(event.id, { price, maxQuantity, name: 'Staanplaats' })
  return { event, ticketType }
}

const paymentBody = (eventId: number, ticketTypeId: number, quantity: number, sessionId: string, provider: 'mollie' | 'uni5pay', method: string | null = null) => ({
  eventId,
  tickets: [{ ticketTypeId, quantity, price: '0.01' }],
  buyerInfo: guest(),
  reservationId: sessionId,
  paymentProvider: provider,
  paymentMethod: method,
})

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
      assert.equal(response.body().message, 'Payment creation failed')
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
    await Order.query().where('order_number', created.body().orderNumber).update({ paymentExpiresAt: DateTime.now().minus({ minutes: 10 }).toJSDate() })
    assert.isAtLeast(await settleStalePendingOrders(), 1)
    assert.equal((await Order.findByOrFail('order_number', created.body().orderNumber)).status, 'expired')
    assert.equal((await TicketType.findOrFail(ticketType.id)).quantitySold, 0)
  })
})

test.group('Payments through the Uni5Pay+ sandbox', () => {
  test('approve on the sandbox calls the webhook and the order is paid; cancel gives up', async ({ client, assert }) => {
    const { event, ticketType } = await paidType()
    const created = await client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, 1, newSession(), 'uni5pay', 'uni5pay'))
    created.assertStatus(201)
    const paymentId = new URL(created.body().checkoutUrl).searchParams.get('paymentId')!
    const shown = await client.get(`/api/payments/uni5pay/sandbox/${paymentId}`)
    assert.equal(shown.body().data.currency, 'SRD')
    assert.equal(shown.body().data.amount, (await Order.findByOrFail('order_number', created.body().orderNumber)).total)

    const approved = await client.post(`/api/payments/uni5pay/sandbox/${paymentId}/approve`).redirects(0)
    approved.assertStatus(303)
    assert.include(approved.header('location'), '/payment/success?orderNumber=')
    const order = await Order.findByOrFail('order_number', created.body().orderNumber)
    assert.equal(order.status, 'paid')
    assert.lengthOf(await Ticket.query().where('order_id', order.id), 1)
    // Deciding again changes nothing.
    await client.post(`/api/payments/uni5pay/sandbox/${paymentId}/cancel`).redirects(0)
    assert.equal((await Uni5paySandboxPayment.findOrFail(paymentId)).status, 'paid')
    assert.equal((await Order.findOrFail(order.id)).status, 'paid')

    const other = await client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, 1, newSession(), 'uni5pay', 'uni5pay'))
    const otherId = new URL(other.body().checkoutUrl).searchParams.get('paymentId')!
    await client.post(`/api/payments/uni5pay/sandbox/${otherId}/cancel`).redirects(0)
    assert.equal((await Order.findByOrFail('order_number', other.body().orderNumber)).status, 'cancelled')
    assert.equal((await TicketType.findOrFail(ticketType.id)).quantitySold, 1)
  })

  test('bad input is 4xx', async ({ client }) => {
    ;(await client.post('/api/payments/create').json({ eventId: 1 })).assertStatus(422)
    ;(await client.post('/api/payments/uni5pay/sandbox/u5p_nope/approve').redirects(0)).assertStatus(422)
    ;(await client.get('/api/payments/uni5pay/sandbox/u5p_000000000000000000000000')).assertStatus(404)
  })
})
