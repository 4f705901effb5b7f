/*
 * maxPerUser: counted per account, per normalized e-mail address and per phone number,
 * with pending (unpaid, unexpired) paid orders included, in the free purchase's SQL fast path and in the
 * paid path alike. Before, it counted issued tickets by the address as typed: a '+tag' or another
 * address got round it, and two pending orders of one person for a max-1 type were both paid.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import Ticket from '#models/ticket'
import TicketType from '#models/ticket_type'
import { setStockLockingForTests } from '#config/tickets'
import { issueSession } from '#services/accounts/session_service'
import { createAccount } from '#tests/helpers/accounts'
import { makeEvent, makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'
import { buyersFromManyNetworks, guest, newClientAddress, newSession, purchaseBody } from '#tests/functional/tickets/ticket_fixtures'

const emailBuyer = (email: string) => guest({ email, confirmEmail: email })

/** A published event with one ticket type of at most one per person. */
async function maxOneType(price = '0.00') {
  const event = await makeEvent({ qrCodePrefix: 'MAX1' })
  const ticketType = await makeTicketType(event.id, { price, maxQuantity: 100, hasUserLimit: true, maxPerUser: 1, name: 'Eén per persoon' })
  return { event, ticketType }
}

const paymentBody = (eventId: number, ticketTypeId: number, buyerInfo: Record<string, unknown>) => ({
  eventId,
  tickets: [{ ticketTypeId, quantity: 1 }],
  buyerInfo,
  reservationId: newSession(),
  paymentProvider: 'mollie',
  paymentMethod: 'ideal',
})

test.group('maxPerUser: one person, however they spell themselves', (group) => {
  const { mollie } = buyersFromManyNetworks(group)

  test('a +tag, Gmail dots or capitals are the same address', async ({ client, assert }) => {
    const { event, ticketType } = await maxOneType()
    const first = await client
      .post('/api/tickets/purchase')
      .json(purchaseBody(event.id, ticketType.id, 1, newSession(), emailBuyer('ana.kross@gmail.com')))
    first.assertStatus(201)
    for (const variant of ['ana.kross+2@gmail.com', 'AnaKross@Gmail.com', 'a.n.a.kross@googlemail.com']) {
      const again = await client
        .post('/api/tickets/purchase')
        .json(purchaseBody(event.id, ticketType.id, 1, newSession(), emailBuyer(variant)))
      again.assertStatus(422)
      assert.equal(again.body().message, 'Eén per persoon: maximaal 1 per persoon', variant)
    }
    await ticketType.refresh()
    assert.equal(ticketType.quantitySold, 1)
  })

  test('signed in, another typed address is still the same account, and so is the account’s own address as a guest', async ({
    client,
    assert,
  }) => {
    const { event, ticketType } = await maxOneType()
    const account = await createAccount({ role: 'user' })
    const token = (await issueSession(account)).token
    const signedIn = await client
      .post('/api/tickets/purchase')
      .bearerToken(token)
      .json(purchaseBody(event.id, ticketType.id, 1, newSession(), emailBuyer('werk@example.sr')))
    signedIn.assertStatus(201)
    const otherAddress = await client
      .post('/api/tickets/purchase')
      .bearerToken(token)
      .json(purchaseBody(event.id, ticketType.id, 1, newSession(), emailBuyer('prive@example.sr')))
    otherAddress.assertStatus(422)

    // The other way round: a guest order with the account's address, then signed in with yet another one.
    const { event: event2, ticketType: type2 } = await maxOneType()
    ;(
      await client.post('/api/tickets/purchase').json(purchaseBody(event2.id, type2.id, 1, newSession(), emailBuyer(account.email)))
    ).assertStatus(201)
    const later = await client
      .post('/api/tickets/purchase')
      .bearerToken(token)
      .json(purchaseBody(event2.id, type2.id, 1, newSession(), emailBuyer('nog-een@example.sr')))
    later.assertStatus(422)
    assert.lengthOf(await Order.query().where('event_id', event2.id), 1)
  })

  test('the same WhatsApp number is the same person, whatever address comes with it and however it is written', async ({ client }) => {
    const settings = await db.from('platform_settings').where('id', 1).first()
    await db
      .from('platform_settings')
      .where('id', 1)
      .update({ whatsapp_features: JSON.stringify({ ...settings.whatsapp_features, checkoutEnabled: true, bothOptionEnabled: true }) })
    try {
      const { event, ticketType } = await maxOneType()
      const both = guest({ contactMethod: 'both', phone: '+5978123456', confirmPhone: '+5978123456' })
      ;(await client.post('/api/tickets/purchase').json(purchaseBody(event.id, ticketType.id, 1, newSession(), both))).assertStatus(201)
      const byPhone = guest({
        contactMethod: 'whatsapp',
        email: '',
        confirmEmail: '',
        phone: '+597 812-3456',
        confirmPhone: '+597 812-3456',
      })
      ;(await client.post('/api/tickets/purchase').json(purchaseBody(event.id, ticketType.id, 1, newSession(), byPhone))).assertStatus(422)
      const otherAddress = guest({ contactMethod: 'both', phone: '+597 8123456', confirmPhone: '+597 8123456' })
      ;(await client.post('/api/tickets/purchase').json(purchaseBody(event.id, ticketType.id, 1, newSession(), otherAddress))).assertStatus(
        422
      )
    } finally {
      await db
        .from('platform_settings')
        .where('id', 1)
        .update({ whatsapp_features: JSON.stringify(settings.whatsapp_features) })
    }
  })

  test('a pending payment counts: a second order for a max-1 type is refused until the first is given up', async ({ client, assert }) => {
    const { event, ticketType } = await maxOneType('100.00')
    const first = await client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, emailBuyer('sita@example.sr')))
    first.assertStatus(201)
    const second = await client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, emailBuyer('sita+2@example.sr')))
    second.assertStatus(422)
    assert.equal(second.body().maxPerUser, 1)

    // The first payment is cancelled at the provider: its seat and the person's turn come back.
    const order = await Order.findByOrFail('order_number', first.body().orderNumber)
    mollie().setStatus(order.providerPaymentId!, 'canceled')
    assert.equal(await mollie().callWebhook(order.providerPaymentId!), 200)
    ;(await client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, emailBuyer('sita+3@example.sr')))).assertStatus(
      201
    )
  })
})

/** `attempts` orders at once by one person (address variants, sessions and networks of their own) for a max-1 type. */
async function rushOnePerson(client: any, price: '0.00' | '100.00', attempts = 10) {
  const { event, ticketType } = await maxOneType(price)
  const responses = await Promise.all(
    Array.from({ length: attempts }, (_, i) => {
      const buyer = emailBuyer(`rushy+${i}@example.sr`)
      const request =
        price === '0.00'
          ? client.post('/api/tickets/purchase').json(purchaseBody(event.id, ticketType.id, 1, newSession(), buyer))
          : client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, buyer))
      return request.header('x-forwarded-for', newClientAddress())
    })
  )
  const orders = await Order.query().where('event_id', event.id).whereIn('status', ['free', 'pending'])
  await TicketType.findOrFail(ticketType.id)
  return {
    accepted: responses.filter((r: any) => r.status() === 201).length,
    refused: responses.filter((r: any) => r.status() === 422).length,
    orders: orders.length,
    tickets: (await Ticket.query().where('ticket_type_id', ticketType.id)).length,
  }
}

test.group('maxPerUser under a rush', (group) => {
  buyersFromManyNetworks(group)
  group.each.teardown(() => setStockLockingForTests(true))

  test('ten free orders at once by one person for a max-1 type: exactly one, three runs', async ({ client, assert }) => {
    for (let run = 0; run < 3; run++) {
      const { accepted, refused, orders, tickets } = await rushOnePerson(client, '0.00')
      assert.deepEqual({ accepted, refused, orders, tickets }, { accepted: 1, refused: 9, orders: 1, tickets: 1 })
    }
  })

  test('ten paid orders at once by one person for a max-1 type: exactly one pending, three runs', async ({ client, assert }) => {
    for (let run = 0; run < 3; run++) {
      const { accepted, refused, orders } = await rushOnePerson(client, '100.00')
      assert.deepEqual({ accepted, refused, orders }, { accepted: 1, refused: 9, orders: 1 })
    }
  })

  test('control: without the row lock the same rush lets one person through more than once (the test bites)', async ({
    client,
    assert,
  }) => {
    setStockLockingForTests(false)
    let worst = 0
    for (let run = 0; run < 5 && worst <= 1; run++) worst = Math.max(worst, (await rushOnePerson(client, '0.00')).orders)
    assert.isAbove(worst, 1, 'without locking at least one run must give one person more than one order')
  })
})
