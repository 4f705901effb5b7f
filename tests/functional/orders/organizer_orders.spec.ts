/*
 * The organizer's orders: the event's order list (search, filters, pages), an order with its
 * tickets, resending through the outbox, cancelling an unpaid or free order (seats back at once, exactly once
 * under concurrency), marking a refundRequired order refunded, and a second organizer's staff refused.
 */
import { test } from '@japa/runner'
import Order from '#models/order'
import OutboxMessage from '#models/outbox_message'
import Ticket from '#models/ticket'
import { clearRateLimits, createAccount, uniquePhone } from '#tests/helpers/accounts'
import {
  availableNow,
  buyFreeOrder,
  organizerWithEvent,
  soldOf,
  tokenOf,
  writeOrder,
  type Organizer,
} from '#tests/functional/orders/order_fixtures'
import type { ApiClient } from '@japa/api-client'
import { startFakeMollie, type FakeMollie } from '#tests/helpers/fake_mollie'
import { TEST_RATES, useConverter, useRates } from '#tests/functional/payments/payment_fixtures'
import { newSession, paymentBody } from '#tests/functional/tickets/ticket_fixtures'

function listOrders(client: ApiClient, org: Organizer, query: Record<string, unknown> = {}, token = org.token) {
  const { filter, ...rest } = query
  return client
    .get(`/api/events/${org.event.id}/orders`)
    .qs({ ...rest, filter: JSON.stringify(filter ?? {}) })
    .bearerToken(token)
}

const numbers = (body: { data: { orderNumber: string }[] }) => body.data.map((order) => order.orderNumber)

test.group('GET /api/events/:id/orders: the event’s orders', (group) => {
  group.each.setup(() => clearRateLimits())

  test('react-admin’s {data,total}, newest first, SPEC field names, pages', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const first = await buyFreeOrder(client, org, 2)
    const second = await writeOrder(org, { status: 'paid', quantity: 1 })
    const third = await writeOrder(org, { status: 'pending', quantity: 1 })
    // Another event's order is never in this list.
    await writeOrder(await organizerWithEvent(), { status: 'paid', quantity: 1 })

    const response = await listOrders(client, org)
    response.assertStatus(200)
    assert.equal(response.body().total, 3)
    assert.deepEqual(numbers(response.body()), [third.orderNumber, second.orderNumber, first.orderNumber])
    const paid = response.body().data[1]
    assert.containsSubset(paid, {
      id: second.id,
      orderNumber: second.orderNumber,
      buyerName: 'Ravi Ramdin',
      buyerEmail: second.buyerEmail,
      buyerPhone: second.buyerPhone,
      contactMethod: 'email',
      channel: 'online',
      status: 'paid',
      total: '162.29',
      platformFee: '7.50',
      paymentFee: '4.35',
      paymentFeeBtw: '0.44',
      refundRequired: false,
      ticketCount: 1,
    })
    assert.isString(paid.createdAt)
    assert.equal(response.body().data[2].ticketCount, 2)

    const page2 = await listOrders(client, org, { page: 2, perPage: 2, sort: 'createdAt', order: 'ASC' })
    assert.equal(page2.body().total, 3)
    assert.deepEqual(numbers(page2.body()), [third.orderNumber])
  })

  test('search by name, e-mail, phone (as typed), order number and ticket code', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const phone = uniquePhone()
    const zoe = await writeOrder(org, {
      status: 'paid',
      quantity: 1,
      buyerName: 'Zoë Pinas',
      buyerPhone: phone,
      buyerEmail: 'zoe@pinas.sr',
    })
    const other = await buyFreeOrder(client, org, 1, { firstName: 'Glenn', lastName: 'Kromodimedjo' })
    const ticket = await Ticket.query().where('order_id', other.id).firstOrFail()

    const search = async (q: string) => numbers((await listOrders(client, org, { filter: { q } })).body())
    assert.deepEqual(await search('zoë pin'), [zoe.orderNumber])
    assert.deepEqual(await search('PINAS.SR'), [zoe.orderNumber])
    assert.deepEqual(await search(`${phone.slice(0, 4)} ${phone.slice(4, 7)}-${phone.slice(7)}`), [zoe.orderNumber])
    assert.deepEqual(await search(zoe.orderNumber.slice(4, 10).toLowerCase()), [zoe.orderNumber])
    assert.deepEqual(await search(ticket.qrCode), [other.orderNumber])
    assert.deepEqual(await search('kromo'), [other.orderNumber])
    // LIKE's own characters are searched as text.
    assert.deepEqual(await search('%'), [])
  })

  test('filters: status, ticket type, channel, refundRequired', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const free = await buyFreeOrder(client, org, 1)
    const paid = await writeOrder(org, { status: 'paid', quantity: 2 })
    const pending = await writeOrder(org, { status: 'pending', quantity: 1 })
    const loket = await writeOrder(org, { status: 'paid', quantity: 1, channel: 'loket' })
    const refund = await writeOrder(org, { status: 'cancelled', quantity: 1, refundRequired: true, holdsSeats: false })

    const only = async (filter: Record<string, unknown>) => numbers((await listOrders(client, org, { filter })).body()).sort()
    assert.deepEqual(await only({ status: 'free' }), [free.orderNumber])
    assert.deepEqual(await only({ status: 'pending' }), [pending.orderNumber])
    assert.deepEqual(await only({ ticketTypeId: org.free.id }), [free.orderNumber])
    // The cart names the type of an order still waiting for its payment (no tickets yet).
    assert.deepEqual(await only({ ticketTypeId: org.paid.id }), [paid, pending, loket, refund].map((o) => o.orderNumber).sort())
    assert.deepEqual(await only({ channel: 'loket' }), [loket.orderNumber])
    assert.deepEqual(await only({ refundRequired: true }), [refund.orderNumber])
    assert.deepEqual(await only({ status: 'paid', channel: 'online' }), [paid.orderNumber])
  })

  test('bad query values are a 422 with a Dutch message, never a 500', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const badStatus = await listOrders(client, org, { filter: { status: 'gestolen' } })
    badStatus.assertStatus(422)
    assert.equal(badStatus.body().message, 'Kies een geldige waarde')
    ;(await listOrders(client, org, { sort: 'password' })).assertStatus(422)
    ;(await listOrders(client, org, { filter: { ticketTypeId: 'abc' } })).assertStatus(422)
    ;(await listOrders(client, org, { perPage: 100000 })).assertStatus(422)
  })
})

test.group('Orders: who may see and act', (group) => {
  group.each.setup(() => clearRateLimits())

  test('the organizer’s manager sees them; another organizer and its manager get 403 and nothing of the order', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const order = await writeOrder(org, { status: 'paid', quantity: 1, refundRequired: true })
    const manager = await createAccount({ role: 'manager', managerForOrganizerId: org.user.id })
    const managerToken = await tokenOf(manager)
    ;(await listOrders(client, org, {}, managerToken)).assertStatus(200)
    ;(await client.get(`/api/orders/${order.id}`).bearerToken(managerToken)).assertStatus(200)

    const rival = await organizerWithEvent()
    const rivalManager = await createAccount({ role: 'manager', managerForOrganizerId: rival.user.id })
    for (const token of [rival.token, await tokenOf(rivalManager)]) {
      const calls = [
        listOrders(client, org, {}, token),
        client.get(`/api/orders/${order.id}`).bearerToken(token),
        client.get(`/api/events/${org.event.id}/attendees.csv`).bearerToken(token),
        client.get(`/api/events/${org.event.id}/orders.csv`).bearerToken(token),
        client
          .post(`/api/orders/${order.id}/resend`)
          .json({ channels: ['email'] })
          .bearerToken(token),
        client.post(`/api/orders/${order.id}/cancel`).bearerToken(token),
        client.post(`/api/orders/${order.id}/refund`).json({ reference: 'tr_x' }).bearerToken(token),
      ]
      for (const response of await Promise.all(calls)) {
        assert.equal(response.status(), 403)
        assert.notInclude(response.text(), order.buyerEmail!)
        assert.notInclude(response.text(), order.orderNumber)
      }
    }
    // Nothing changed on the way.
    await order.refresh()
    assert.equal(order.status, 'paid')
    assert.isTrue(order.refundRequired)
    assert.lengthOf(await OutboxMessage.query().where('recipient', order.buyerEmail!), 0)

    // Admins see every organizer's orders.
    const admin = await createAccount({ role: 'admin' })
    const seenByAdmin = await listOrders(client, org, {}, await tokenOf(admin))
    seenByAdmin.assertStatus(200)
    assert.deepEqual(numbers(seenByAdmin.body()), [order.orderNumber])

    // A scanner of the organizer may not see orders (the access table gives scanners none); visitors sign in first.
    const scanner = await createAccount({ role: 'scanner', createdByOrganizerId: org.user.id })
    ;(await listOrders(client, org, {}, await tokenOf(scanner))).assertStatus(403)
    ;(await client.get(`/api/events/${org.event.id}/orders`)).assertStatus(401)
  })

  test('unknown event or order: 404 with a Dutch message', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const event = await client.get('/api/events/999999/orders').bearerToken(org.token)
    event.assertStatus(404)
    assert.equal(event.body().message, 'Event niet gevonden')
    const order = await client.get('/api/orders/999999').bearerToken(org.token)
    order.assertStatus(404)
    assert.equal(order.body().message, 'Bestelling niet gevonden')
    ;(await client.get('/api/orders/abc').bearerToken(org.token)).assertStatus(404)
  })
})

test.group('GET /api/orders/:id: an order with its tickets', (group) => {
  group.each.setup(() => clearRateLimits())

  test('each ticket with QR code and image, type, price, checked in or not', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const order = await buyFreeOrder(client, org, 2)
    const tickets = await Ticket.query().where('order_id', order.id).orderBy('id')
    await Ticket.query().where('id', tickets[0].id).update({ isCheckedIn: true, checkedInAt: new Date() })

    const response = await client.get(`/api/orders/${order.id}`).bearerToken(org.token)
    response.assertStatus(200)
    const data = response.body().data
    assert.equal(data.orderNumber, order.orderNumber)
    assert.equal(data.status, 'free')
    assert.equal(data.event.title, org.event.title)
    assert.deepEqual(data.resendTo, { email: true, whatsapp: false })
    assert.lengthOf(data.tickets, 2)
    assert.containsSubset(data.tickets[0], {
      qrCode: tickets[0].qrCode,
      ticketTypeName: 'Staanplaats',
      purchasePrice: '0.00',
      isValid: true,
      isCheckedIn: true,
    })
    assert.isString(data.tickets[0].checkedInAt)
    assert.isFalse(data.tickets[1].isCheckedIn)
    assert.match(data.tickets[1].qrImage, /^data:image\/svg\+xml;base64,/)
  })
})

test.group('POST /api/orders/:id/resend', (group) => {
  group.each.setup(() => clearRateLimits())

  test('e-mail and WhatsApp: one outbox row per channel, to the order’s own address and number', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const order = await writeOrder(org, { status: 'paid', quantity: 2 })
    const response = await client
      .post(`/api/orders/${order.id}/resend`)
      .json({ channels: ['email', 'whatsapp'] })
      .bearerToken(org.token)
    response.assertStatus(200)
    assert.deepEqual(
      response.body().sent.map((s: { channel: string }) => s.channel),
      ['email', 'whatsapp']
    )
    const email = await OutboxMessage.query().where('recipient', order.buyerEmail!)
    const whatsapp = await OutboxMessage.query().where('recipient', order.buyerPhone!)
    assert.lengthOf(email, 1)
    assert.equal(email[0].channel, 'email')
    assert.include(email[0].subject ?? '', order.orderNumber)
    assert.equal(email[0].kind, 'tickets')
    assert.lengthOf(whatsapp, 1)
    assert.equal(whatsapp[0].channel, 'whatsapp')
  })

  test('an order without valid tickets is a 409; no channel is a 422; the buyer’s inbox is limited', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const pending = await writeOrder(org, { status: 'pending', quantity: 1 })
    const refused = await client
      .post(`/api/orders/${pending.id}/resend`)
      .json({ channels: ['email'] })
      .bearerToken(org.token)
    refused.assertStatus(409)
    assert.equal(refused.body().message, 'Deze bestelling heeft (nog) geen geldige tickets.')
    const paid = await writeOrder(org, { status: 'paid', quantity: 1 })
    const empty = await client.post(`/api/orders/${paid.id}/resend`).json({ channels: [] }).bearerToken(org.token)
    empty.assertStatus(422)
    assert.equal(empty.body().message, 'Kies e-mail, WhatsApp of beide')
    const statuses = []
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await client
            .post(`/api/orders/${paid.id}/resend`)
            .json({ channels: ['email'] })
            .bearerToken(org.token)
        ).status()
      )
    }
    assert.deepEqual(statuses, [200, 200, 200, 429])
    assert.lengthOf(await OutboxMessage.query().where('recipient', paid.buyerEmail!), 3)
  })

  test('a cancelled event’s order and an order whose tickets are all refunded: 409, nothing sent; the list counts every ticket and the valid ones', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const refunded = await writeOrder(org, { status: 'paid', quantity: 2 })
    await Ticket.query().where('order_id', refunded.id).update({ is_valid: false })
    const allRefunded = await client
      .post(`/api/orders/${refunded.id}/resend`)
      .json({ channels: ['email'] })
      .bearerToken(org.token)
    allRefunded.assertStatus(409)
    assert.equal(allRefunded.body().message, 'Deze bestelling heeft (nog) geen geldige tickets.')

    const paid = await writeOrder(org, { status: 'paid', quantity: 2 })
    ;(await client.post(`/api/events/${org.event.id}/cancel`).bearerToken(org.token)).assertStatus(200)
    const cancelled = await client
      .post(`/api/orders/${paid.id}/resend`)
      .json({ channels: ['email'] })
      .bearerToken(org.token)
    cancelled.assertStatus(409)
    assert.equal(
      cancelled.body().message,
      'Dit evenement is geannuleerd: de tickets zijn niet meer geldig en worden niet opnieuw verstuurd.'
    )
    assert.lengthOf(await OutboxMessage.query().where('recipient', paid.buyerEmail!).where('kind', 'tickets'), 0)

    const listed = (await listOrders(client, org)).body().data.find((order: { id: number }) => order.id === paid.id)
    assert.containsSubset(listed, { ticketCount: 2, validTicketCount: 0 })
    const detail = (await client.get(`/api/orders/${paid.id}`).bearerToken(org.token)).body().data
    assert.containsSubset(detail, { ticketCount: 2, validTicketCount: 0 })
    assert.lengthOf(detail.tickets, 2)
    assert.isString(detail.event.cancelledAt)
  })
})

test.group('POST /api/orders/:id/cancel', (group) => {
  group.each.setup(() => clearRateLimits())

  test('a free order: its seats are on sale again at once and its tickets stop being valid', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const order = await buyFreeOrder(client, org, 3)
    assert.equal(await availableNow(client, org.event.id, org.free.id), 17)

    const response = await client.post(`/api/orders/${order.id}/cancel`).bearerToken(org.token)
    response.assertStatus(200)
    assert.equal(response.body().data.status, 'cancelled')
    assert.equal(await availableNow(client, org.event.id, org.free.id), 20)
    assert.equal(await soldOf(org.free), 0)
    const tickets = await Ticket.query().where('order_id', order.id)
    assert.isTrue(tickets.every((ticket) => !ticket.isValid))
    await order.refresh()
    assert.equal(order.cancelledByUserId, org.user.id)
    assert.isNotNull(order.cancelledAt)

    const again = await client.post(`/api/orders/${order.id}/cancel`).bearerToken(org.token)
    again.assertStatus(409)
    assert.equal(again.body().message, 'Deze bestelling is al geannuleerd of verlopen.')
    assert.equal(await soldOf(org.free), 0)
  })

  test('an unpaid (pending) order gives its cart’s seats back', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const order = await writeOrder(org, { status: 'pending', quantity: 4 })
    assert.equal(await soldOf(org.paid), 4)
    ;(await client.post(`/api/orders/${order.id}/cancel`).bearerToken(org.token)).assertStatus(200)
    assert.equal(await soldOf(org.paid), 0)
    assert.equal(await availableNow(client, org.event.id, org.paid.id), 20)
  })

  test('a paid order is refused with 409 and keeps its seats and tickets', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const order = await writeOrder(org, { status: 'paid', quantity: 2 })
    const response = await client.post(`/api/orders/${order.id}/cancel`).bearerToken(org.token)
    response.assertStatus(409)
    assert.equal(response.body().message, 'Een betaalde bestelling kan hier niet geannuleerd worden; het geld moet terug naar de koper.')
    assert.equal(await soldOf(org.paid), 2)
    assert.lengthOf(await Ticket.query().where('order_id', order.id).where('is_valid', true), 2)
  })

  test('a free order with a scanned ticket is refused', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const order = await buyFreeOrder(client, org, 2)
    await Ticket.query().where('order_id', order.id).limit(1).update({ isCheckedIn: true })
    const response = await client.post(`/api/orders/${order.id}/cancel`).bearerToken(org.token)
    response.assertStatus(409)
    assert.equal(response.body().message, 'Een ticket van deze bestelling is al ingecheckt.')
    assert.equal(await soldOf(org.free), 2)
  })

  test('ten cancels of one order at once: one succeeds, the seats come back exactly once', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const order = await buyFreeOrder(client, org, 3)
    await buyFreeOrder(client, org, 2)
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () => (await client.post(`/api/orders/${order.id}/cancel`).bearerToken(org.token)).status())
    )
    assert.equal(statuses.filter((s) => s === 200).length, 1)
    assert.equal(statuses.filter((s) => s === 409).length, 9)
    assert.equal(await soldOf(org.free), 2)
  })
})

test.group('POST /api/orders/:id/refund', (group) => {
  group.each.setup(() => clearRateLimits())

  test('a refundRequired order is marked refunded with the reference, note, who and when', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    // Paid after it was given up and the seats were gone: no tickets, no seats (payment_service.ts).
    const order = await writeOrder(org, { status: 'expired', quantity: 1, refundRequired: true, holdsSeats: false })
    const missing = await client.post(`/api/orders/${order.id}/refund`).json({ note: 'x' }).bearerToken(org.token)
    missing.assertStatus(422)
    assert.equal(missing.body().message, 'Vul de referentie van de terugbetaling in')
    assert.deepEqual(missing.body().errors, { reference: ['Vul de referentie van de terugbetaling in'] })

    const response = await client
      .post(`/api/orders/${order.id}/refund`)
      .json({ reference: 're_4Kq2', note: 'Teruggestort via Mollie' })
      .bearerToken(org.token)
    response.assertStatus(200)
    assert.containsSubset(response.body().data, { status: 'refunded', refundRequired: false })
    await order.refresh()
    assert.equal(order.refundReference, 're_4Kq2')
    assert.equal(order.refundNote, 'Teruggestort via Mollie')
    assert.equal(order.refundedByUserId, org.user.id)
    assert.isNotNull(order.refundedAt)
    assert.equal(await soldOf(org.paid), 0)

    const detail = (await client.get(`/api/orders/${order.id}`).bearerToken(org.token)).body().data
    assert.containsSubset(detail, { refundReference: 're_4Kq2', refundedBy: 'Test Persoon' })

    const again = await client.post(`/api/orders/${order.id}/refund`).json({ reference: 're_2' }).bearerToken(org.token)
    again.assertStatus(409)
    assert.equal(again.body().message, 'Deze bestelling is al als terugbetaald gemarkeerd.')
  })

  test('a paid order of a cancelled event: its tickets stop being valid and its seats return', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const order = await writeOrder(org, { status: 'paid', quantity: 2, refundRequired: true })
    ;(await client.post(`/api/orders/${order.id}/refund`).json({ reference: 'tr_77' }).bearerToken(org.token)).assertStatus(200)
    assert.equal(await soldOf(org.paid), 0)
    assert.lengthOf(await Ticket.query().where('order_id', order.id).where('is_valid', true), 0)
  })

  test('an order that needs no refund is refused with 409', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const order = await writeOrder(org, { status: 'paid', quantity: 1 })
    const response = await client.post(`/api/orders/${order.id}/refund`).json({ reference: 'tr_1' }).bearerToken(org.token)
    response.assertStatus(409)
    assert.equal(response.body().message, 'Deze bestelling hoeft niet terugbetaald te worden.')
    assert.equal((await Order.findOrFail(order.id)).status, 'paid')
  })
})

test.group('A payment that arrives after the organizer cancelled', (group) => {
  let mollie: FakeMollie
  group.setup(async () => {
    await useRates(TEST_RATES)
    await useConverter({ enabled: true, markupPercentage: 0 })
    mollie = await startFakeMollie()
    return () => mollie.close()
  })

  test('is not turned into tickets although seats are free: the order is marked refundRequired', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const created = await client.post('/api/payments/create').json(paymentBody(org.event.id, org.paid.id, 2, newSession(), 'mollie'))
    created.assertStatus(201)
    const order = await Order.findByOrFail('order_number', created.body().orderNumber)
    assert.equal(await soldOf(org.paid), 2)
    ;(await client.post(`/api/orders/${order.id}/cancel`).bearerToken(org.token)).assertStatus(200)
    assert.equal(await soldOf(org.paid), 0)

    const payment = [...mollie.payments.values()].find((p) => (p.metadata as { orderNumber?: string }).orderNumber === order.orderNumber)!
    mollie.setStatus(payment.id, 'paid')
    assert.equal(await mollie.callWebhook(payment.id), 200)
    await order.refresh()
    assert.equal(order.status, 'cancelled')
    assert.isTrue(order.refundRequired)
    assert.lengthOf(await Ticket.query().where('order_id', order.id), 0)
    assert.equal(await soldOf(org.paid), 0)
  })
})
