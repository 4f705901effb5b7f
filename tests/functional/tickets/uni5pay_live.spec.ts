import { test } from '@japa/runner'
import Order from '#models/order'
import PaymentReference from '#models/payment_reference'
import Ticket from '#models/ticket'
import TicketType from '#models/ticket_type'
import TicketReservation from '#models/ticket_reservation'
import { settleStalePendingOrders } from '#services/payments/payment_settlement'
import { startFakeUni5pay, type FakeUni5pay, type FakeUni5payStatus } from '#tests/helpers/fake_uni5pay'
import { newSession, paidType, paymentBody, withProviderIdNotStored, endPaymentWindow } from '#tests/functional/tickets/ticket_fixtures'
import { withMollieKey } from '#tests/functional/payments/payment_fixtures'

/*
 * UNI5PAY_MODE=live: the real adapter (api/services/payments/uni5pay_provider.ts) against a local fake of
 * the assumed merchant API (UNI5PAY_CONTRACT.md), over real HTTP, with the real database.
 */

const uni5payBody = (eventId: number, ticketTypeId: number, quantity: number, session = newSession()) =>
  paymentBody(eventId, ticketTypeId, quantity, session, 'uni5pay', 'uni5pay')

function fakePaymentOf(fake: FakeUni5pay, orderNumber: string) {
  return [...fake.payments.values()].find((p) => p.orderNumber === orderNumber)!
}

const seatsSold = async (id: number) => (await TicketType.findOrFail(id)).quantitySold
const ticketsOf = async (order: Order) => (await Ticket.query().where('order_id', order.id)).length
const heldBySession = async (sessionId: string) =>
  Number(
    (
      await TicketReservation.query()
        .where('session_id', sessionId)
        .where('is_active', true)
        .where('expires_at', '>', new Date())
        .sum('quantity as held')
    )[0].$extras.held ?? 0
  )
const PROVIDER_FAILED =
  'Betalen met deze methode lukt nu niet. Je tickets blijven gereserveerd: kies een andere betaalmethode of probeer het opnieuw.'

test.group('Uni5Pay+ live adapter against the fake merchant API', (group) => {
  let fake: FakeUni5pay
  group.setup(async () => {
    fake = await startFakeUni5pay({ timeoutMs: 500 })
    return () => fake.close()
  })
  group.each.setup(() => {
    fake.failWith(null)
    fake.answerCreatesWith(null)
    fake.failReadsWith(null)
    fake.stallFor(0)
  })

  test('create → the provider checkout URL; the webhook (id only) is read back from Uni5Pay+ and issues tickets once', async ({
    client,
    assert,
  }) => {
    const { event, ticketType } = await paidType()
    const created = await client.post('/api/payments/create').json(uni5payBody(event.id, ticketType.id, 2))
    created.assertStatus(201)
    const { orderNumber, checkoutUrl } = created.body()
    const order = await Order.findByOrFail('order_number', orderNumber)
    const payment = fake.payments.get(order.providerPaymentId!)!
    assert.equal(checkoutUrl, `${new URL(fake.apiUrl).origin}/checkout/${payment.id}`)
    assert.equal(order.status, 'pending')
    assert.deepEqual(payment.amount, { value: order.total, currency: 'SRD' })
    const attempt = await PaymentReference.findByOrFail('order_id', order.id)
    assert.equal(payment.merchantReference, attempt.reference)
    assert.equal(payment.orderNumber, orderNumber)
    assert.include(fake.idempotencyKeys, attempt.reference, 'one attempt creates at most one payment')
    assert.equal(payment.webhookUrl.replace(/^https?:\/\/[^/]+/, ''), '/api/payments/webhook/uni5pay')
    assert.equal(await seatsSold(ticketType.id), 2, 'the seats are taken while the buyer pays')

    // A webhook before payment changes nothing; so does a forged status in the body.
    assert.equal(await fake.callWebhook(payment.id), 200)
    ;(await client.post('/api/payments/webhook/uni5pay').json({ id: payment.id, status: 'paid' })).assertStatus(200)
    assert.equal((await Order.findOrFail(order.id)).status, 'pending')
    assert.equal(await ticketsOf(order), 0)

    fake.setStatus(payment.id, 'paid')
    assert.deepEqual(
      await Promise.all([fake.callWebhook(payment.id), fake.callWebhook(payment.id), fake.callWebhook(payment.id)]),
      [200, 200, 200]
    )
    await order.refresh()
    assert.equal(order.status, 'paid')
    assert.equal(await ticketsOf(order), 2)
    assert.equal(await seatsSold(ticketType.id), 2)
  })

  for (const [status, expected] of [
    ['failed', 'cancelled'],
    ['cancelled', 'cancelled'],
    ['expired', 'expired'],
  ] as const) {
    test(`a ${status} payment gives the seats back and issues nothing`, async ({ client, assert }) => {
      const { event, ticketType } = await paidType()
      const created = await client.post('/api/payments/create').json(uni5payBody(event.id, ticketType.id, 3))
      const order = await Order.findByOrFail('order_number', created.body().orderNumber)
      fake.setStatus(order.providerPaymentId!, status as FakeUni5payStatus)
      assert.equal(await fake.callWebhook(order.providerPaymentId!), 200)
      await order.refresh()
      assert.equal(order.status, expected)
      assert.equal(await seatsSold(ticketType.id), 0)
      assert.equal(await ticketsOf(order), 0)
    })
  }

  test('the buyer pays on the provider checkout page: the webhook it sends settles the order', async ({ client, assert }) => {
    const { event, ticketType } = await paidType()
    const created = await client.post('/api/payments/create').json(uni5payBody(event.id, ticketType.id, 1))
    const paid = await fetch(`${created.body().checkoutUrl}/paid`, { method: 'POST', redirect: 'manual' })
    assert.equal(paid.status, 303)
    assert.include(paid.headers.get('location'), `/payment/success?orderNumber=${created.body().orderNumber}`)
    const order = await Order.findByOrFail('order_number', created.body().orderNumber)
    assert.equal(order.status, 'paid')
    assert.equal(await ticketsOf(order), 1)
  })

  test('the provider answers 500: Payment creation failed, the seats are free, the order and its attempt are kept', async ({
    client,
    assert,
  }) => {
    const { event, ticketType } = await paidType()
    fake.failWith(500)
    const response = await client.post('/api/payments/create').json(uni5payBody(event.id, ticketType.id, 1))
    response.assertStatus(502)
    assert.equal(response.body().error, 'Payment creation failed')
    assert.equal(response.body().fallbackToDirectPurchase, false)
    assert.equal(await seatsSold(ticketType.id), 0)
    const order = await Order.query().where('event_id', event.id).firstOrFail()
    assert.equal(order.status, 'cancelled')
    assert.isNull(order.providerPaymentId)
    assert.lengthOf(await PaymentReference.query().where('order_id', order.id), 1)
    assert.equal(await ticketsOf(order), 0)
  })

  test('the provider times out after creating the payment: Payment creation failed, the tickets stay held, and when it is paid anyway the order still gets its tickets', async ({
    client,
    assert,
  }) => {
    const { event, ticketType } = await paidType()
    const session = newSession()
    ;(
      await client.post('/api/tickets/reserve').json({ ticketTypeId: ticketType.id, quantity: 2, sessionId: session, buyerEmail: 'a@b.sr' })
    ).assertStatus(201)
    fake.stallFor(2_000) // longer than UNI5PAY_TIMEOUT_MS (500)
    const started = Date.now()
    const response = await client.post('/api/payments/create').json(uni5payBody(event.id, ticketType.id, 2, session))
    fake.stallFor(0)
    response.assertStatus(502)
    assert.equal(response.body().error, 'Payment creation failed')
    assert.equal(response.body().message, PROVIDER_FAILED)
    assert.isBelow(Date.now() - started, 2_000, 'the call is given up after the timeout, not when the provider answers')
    const order = await Order.query().where('event_id', event.id).firstOrFail()
    assert.equal(order.status, 'cancelled')
    assert.equal(await seatsSold(ticketType.id), 0)
    assert.equal(await heldBySession(session), 2, 'the buyer keeps the tickets held to choose another method')
    const types = (await client.get(`/api/events/${event.id}/ticket-types`)).body().data as { id: number; availableNow: number }[]
    assert.equal(types.find((t) => t.id === ticketType.id)!.availableNow, 8)

    // Uni5Pay+ made the payment before the answer was lost, and the buyer somehow paid it: nothing is lost.
    const payment = fakePaymentOf(fake, order.orderNumber)
    fake.setStatus(payment.id, 'paid')
    assert.equal(await fake.callWebhook(payment.id), 200)
    await order.refresh()
    assert.equal(order.status, 'paid')
    assert.equal(order.providerPaymentId, payment.id)
    assert.equal(await ticketsOf(order), 2)
    assert.equal(await seatsSold(ticketType.id), 2)
    assert.equal(await heldBySession(session), 0, 'the held seats became the paid ones (not counted twice)')
  })

  test('answers that are not a usable payment fail creation cleanly', async ({ client, assert }) => {
    const { event, ticketType } = await paidType(10)
    const payment = { id: 'u5p_x', status: 'open', amount: { value: '250.00', currency: 'SRD' } }
    for (const body of [
      { ok: true },
      payment,
      { ...payment, checkoutUrl: 'javascript:alert(1)' },
      { ...payment, amount: { value: 250 } },
    ]) {
      fake.answerCreatesWith(body)
      const response = await client.post('/api/payments/create').json(uni5payBody(event.id, ticketType.id, 1))
      response.assertStatus(502)
      assert.equal(response.body().error, 'Payment creation failed')
    }
    fake.answerCreatesWith(null)
    assert.equal(await seatsSold(ticketType.id), 0)
  })

  test('unknown ids change nothing; a provider that cannot be read makes the webhook ask to be sent again', async ({ client, assert }) => {
    const unknown = await client.post('/api/payments/webhook/uni5pay').json({ id: 'u5p_000000000000000000000000' })
    unknown.assertStatus(200)
    assert.equal(unknown.body().received, false)

    const { event, ticketType } = await paidType()
    const created = await client.post('/api/payments/create').json(uni5payBody(event.id, ticketType.id, 1))
    const order = await Order.findByOrFail('order_number', created.body().orderNumber)
    fake.setStatus(order.providerPaymentId!, 'paid')
    fake.failReadsWith(500)
    assert.equal(await fake.callWebhook(order.providerPaymentId!), 503)
    assert.equal((await Order.findOrFail(order.id)).status, 'pending')
    fake.failReadsWith(null)
    assert.equal(await fake.callWebhook(order.providerPaymentId!), 200)
    assert.equal((await Order.findOrFail(order.id)).status, 'paid')
  })

  test('the id was never stored and the webhook was lost: the minute job finds the payment by our reference', async ({
    client,
    assert,
  }) => {
    const { event, ticketType } = await paidType()
    const created = await withProviderIdNotStored(() => client.post('/api/payments/create').json(uni5payBody(event.id, ticketType.id, 2)))
    created.assertStatus(201)
    const { orderNumber } = created.body()
    assert.isNull((await Order.findByOrFail('order_number', orderNumber)).providerPaymentId)
    const payment = fakePaymentOf(fake, orderNumber)
    fake.setStatus(payment.id, 'paid')
    await endPaymentWindow(orderNumber)
    assert.isAtLeast(await settleStalePendingOrders(), 1)
    const order = await Order.findByOrFail('order_number', orderNumber)
    assert.equal(order.status, 'paid')
    assert.equal(order.providerPaymentId, payment.id)
    assert.equal(await ticketsOf(order), 2)
  })

  test('the sandbox is not used in live mode: the checkout goes to the provider, never to /mock-uni5pay-checkout', async ({
    client,
    assert,
  }) => {
    const { event, ticketType } = await paidType()
    const created = await client.post('/api/payments/create').json(uni5payBody(event.id, ticketType.id, 1))
    assert.notInclude(created.body().checkoutUrl, 'mock-uni5pay-checkout')
    const settings = await client.get('/api/platform-settings/public')
    assert.isFalse(settings.body().data.uni5paySandbox)
  })
})

test.group('Uni5Pay+ live webhooks with a webhook secret', (group) => {
  let fake: FakeUni5pay
  group.setup(async () => {
    fake = await startFakeUni5pay({ webhookSecret: 'whsec-test-0123456789' })
    return () => fake.close()
  })

  test('an unsigned or wrongly signed webhook is refused with 401 and changes nothing; a signed one settles', async ({
    client,
    assert,
  }) => {
    const { event, ticketType } = await paidType()
    const created = await client.post('/api/payments/create').json(uni5payBody(event.id, ticketType.id, 1))
    const order = await Order.findByOrFail('order_number', created.body().orderNumber)
    fake.setStatus(order.providerPaymentId!, 'paid')
    assert.equal(await fake.callWebhook(order.providerPaymentId!, { signature: null }), 401)
    assert.equal(await fake.callWebhook(order.providerPaymentId!, { signature: `sha256=${'0'.repeat(64)}` }), 401)
    assert.equal((await Order.findOrFail(order.id)).status, 'pending')
    assert.equal(await fake.callWebhook(order.providerPaymentId!), 200)
    assert.equal((await Order.findOrFail(order.id)).status, 'paid')
  })
})

test.group('Uni5Pay+ off', (group) => {
  withMollieKey(group)
  group.each.setup(() => {
    const previous = process.env.UNI5PAY_MODE
    process.env.UNI5PAY_MODE = 'off'
    return () => {
      if (previous === undefined) delete process.env.UNI5PAY_MODE
      else process.env.UNI5PAY_MODE = previous
    }
  })

  test('is not offered: GET /api/payments/methods leaves it out, with and without an amount', async ({ client, assert }) => {
    for (const query of [{}, { amount: '250.00', currency: 'SRD' }]) {
      const response = await client.get('/api/payments/methods').qs(query)
      response.assertStatus(200)
      const ids = response.body().methods.map((m: { id: string }) => m.id)
      assert.notInclude(ids, 'uni5pay')
      assert.include(ids, 'ideal')
    }
    assert.isFalse((await client.get('/api/platform-settings/public')).body().data.uni5paySandbox)
  })

  test('POST /api/payments/create refuses it with a clear 422, and no order or seat is taken', async ({ client, assert }) => {
    const { event, ticketType } = await paidType()
    const response = await client.post('/api/payments/create').json(uni5payBody(event.id, ticketType.id, 1))
    response.assertStatus(422)
    assert.equal(response.body().message, 'Deze betaalmethode is niet beschikbaar.')
    assert.equal(response.body().fallbackToDirectPurchase, false)
    assert.lengthOf(await Order.query().where('event_id', event.id), 0)
    assert.equal(await seatsSold(ticketType.id), 0)
  })

  test('a Uni5Pay+ webhook is answered and ignored', async ({ client, assert }) => {
    const response = await client.post('/api/payments/webhook/uni5pay').json({ id: 'u5p_000000000000000000000000' })
    response.assertStatus(200)
    assert.equal(response.body().received, false)
  })
})
