import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import PaymentState from '#models/payment_state'
import { freeTicketType, guest, newSession } from '#tests/functional/tickets/ticket_fixtures'

test.group('/api/payment-state: create, resume, clear', () => {
  test('a saved checkout resumes with its buyer, tickets and remaining time, until cleared', async ({ client, assert }) => {
    const { event, ticketType } = await freeTicketType()
    const buyerInfo = guest()
    const created = await client.post('/api/payment-state/create').json({
      eventId: event.id,
      sessionId: newSession(),
      checkoutData: { buyerInfo, paymentMethod: 'uni5pay' },
      selections: [{ ticketTypeId: ticketType.id, quantity: 2, price: '0.00', name: ticketType.name }],
      reservationIds: [1, 2],
      timeLeftSeconds: 900,
    })
    created.assertStatus(201)
    const token = created.body().token
    assert.match(token, /^[0-9a-f]{64}$/)

    const resumed = await client.post('/api/payment-state/resume').json({ token })
    resumed.assertStatus(200)
    const data = resumed.body().data
    assert.equal(data.eventId, event.id)
    assert.deepEqual(data.buyerInfo, buyerInfo)
    assert.equal(data.tickets[0].quantity, 2)
    assert.closeTo(data.timeLeftSeconds, 900, 5)

    ;(await client.delete('/api/payment-state/clear').json({ token })).assertStatus(200)
    ;(await client.post('/api/payment-state/resume').json({ token })).assertStatus(404)
  })

  test('an expired state is cleared with 410; the client cannot stretch the time past an hour', async ({ client, assert }) => {
    const { event } = await freeTicketType()
    const long = await client.post('/api/payment-state/create').json({ eventId: event.id, sessionId: newSession(), timeLeftSeconds: 86400 })
    const stored = await PaymentState.findByOrFail('token', long.body().token)
    assert.isBelow(stored.expiresAt.toMillis(), DateTime.now().plus({ minutes: 61 }).toMillis())

    const short = await client.post('/api/payment-state/create').json({ eventId: event.id, sessionId: newSession(), timeLeftSeconds: 60 })
    await PaymentState.query()
      .where('token', short.body().token)
      .update({ expiresAt: DateTime.now().minus({ seconds: 1 }).toJSDate() })
    const expired = await client.post('/api/payment-state/resume').json({ token: short.body().token })
    expired.assertStatus(410)
    assert.equal((await PaymentState.findByOrFail('token', short.body().token)).status, 'expired')
  })

  test("a free checkout's own payload (paymentMethod null, untouched fields null) is stored", async ({ client, assert }) => {
    const { event, ticketType } = await freeTicketType()
    // As storefront Checkout.tsx savePaymentState sends it for a free cart.
    const buyerInfo = { ...guest(), phone: null, confirmPhone: '' }
    const created = await client.post('/api/payment-state/create').json({
      eventId: event.id,
      sessionId: newSession(),
      checkoutData: { buyerInfo, paymentMethod: null },
      selections: [{ ticketTypeId: ticketType.id, quantity: 1, price: '0.00', name: ticketType.name }],
      reservationIds: [7],
      timeLeftSeconds: 1190,
      expiresAt: new Date(Date.now() + 1_190_000).toISOString(),
    })
    created.assertStatus(201)
    const stored = await PaymentState.findByOrFail('token', created.body().token)
    // The API reads an empty field as null (convertEmptyStringsToNull).
    assert.deepEqual(stored.checkoutData, { buyerInfo: { ...buyerInfo, confirmPhone: null }, paymentMethod: null })
    assert.equal(stored.buyerInfo.email, buyerInfo.email)
  })

  test('checkout data that is not what the checkout sends is refused', async ({ client }) => {
    const { event } = await freeTicketType()
    const base = { eventId: event.id, sessionId: newSession(), timeLeftSeconds: 60 }
    for (const checkoutData of [
      'junk',
      [1, 2],
      { paymentMethod: { $gt: '' } },
      { paymentMethod: 'x'.repeat(65) },
      { buyerInfo: 'x' },
      { buyerInfo: { contactMethod: 'pigeon' } },
      { buyerInfo: { email: 'x'.repeat(255) } },
    ]) {
      const response = await client.post('/api/payment-state/create').json({ ...base, checkoutData })
      response.assertStatus(422)
    }
  })

  test('bad tokens and bodies are 4xx, never 500', async ({ client }) => {
    ;(await client.post('/api/payment-state/resume').json({ token: 'abc' })).assertStatus(422)
    ;(await client.post('/api/payment-state/resume').json({ token: 'f'.repeat(64) })).assertStatus(404)
    ;(await client.post('/api/payment-state/create').json({ eventId: 'x', sessionId: 'y' })).assertStatus(422)
    ;(await client.delete('/api/payment-state/clear').json({})).assertStatus(422)
  })
})
