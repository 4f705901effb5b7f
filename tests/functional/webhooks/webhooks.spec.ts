/*
 * Signed webhooks (docs/webhooks.md) against a local receiver: the endpoints API and who may use it, the signature
 * as the guide verifies it, retries after 500s, an order's events kept in order, nothing sent before commit and
 * nothing at all for a rolled-back sale, every event type from its real trigger, 'opnieuw versturen', the SSRF guard
 * and the switch-off of an endpoint that keeps failing.
 */
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import Order from '#models/order'
import Ticket from '#models/ticket'
import WebhookDelivery from '#models/webhook_delivery'
import WebhookEndpoint from '#models/webhook_endpoint'
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_SWITCH_OFF_AFTER_FAILURES } from '#domain/webhooks'
import { deliverDueWebhooks, deliverWebhook, setPrivateAddressRuleForTests } from '#services/webhooks/webhook_delivery_service'
import { useWebhookDispatcher } from '#services/webhooks/webhook_dispatch'
import { recordWebhookEvent } from '#services/webhooks/webhook_events'
import { createAccount } from '#tests/helpers/accounts'
import { makeVenue } from '#tests/functional/catalogue/catalogue_fixtures'
import { freshToken } from '#tests/helpers/routes'
import { outboxMessagesTo } from '#tests/helpers/outbox'
import { startFakeMollie, type FakeMollie } from '#tests/helpers/fake_mollie'
import { TEST_RATES, useConverter, useRates } from '#tests/functional/payments/payment_fixtures'
import { newSession, paymentBody } from '#tests/functional/tickets/ticket_fixtures'
import { buyFreeOrder, organizerWithEvent, tokenOf, type Organizer } from '#tests/functional/orders/order_fixtures'
import { paidWithMollie, postRefund } from '#tests/functional/orders/refund_fixtures'
import { scan } from '#tests/functional/check_ins/check_in_fixtures'
import { resaleDoor } from '#tests/functional/ticketswitch/ticketswitch_fixtures'
import { friend, transfer } from '#tests/functional/tickets/transfer_fixtures'
import {
  createEndpoint,
  deliverWebhooksInline,
  endpointAt,
  startReceiver,
  verifySignature,
  type Receiver,
} from '#tests/functional/webhooks/webhook_fixtures'

const HOUR = 3600_000

/** Pays a pending web order through the fake Mollie and its webhook (the real settlement path). */
async function payThroughMollie(client: ApiClient, mollie: FakeMollie, org: Organizer, quantity = 2): Promise<Order> {
  const created = await client
    .post('/api/payments/create')
    .json(paymentBody(org.event.id, org.paid.id, quantity, newSession(), 'mollie', 'ideal'))
  created.assertStatus(201)
  const order = await Order.findByOrFail('order_number', created.body().orderNumber)
  mollie.setStatus(order.providerPaymentId!, 'paid')
  await mollie.callWebhook(order.providerPaymentId!)
  await order.refresh()
  return order
}

test.group('Webhooks: the endpoints API', () => {
  test('register (201, secret once, stored encrypted), list, change, switch off, remove; bad input is a 422', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const created = await createEndpoint(client, org.token, {
      url: 'http://127.0.0.1:4999/hook',
      events: ['order.paid', 'event.cancelled'],
    })
    created.assertStatus(201)
    const { id, secret } = created.body().data
    assert.match(secret, /^whsec_[0-9a-f]{64}$/)
    assert.include(created.body().data, { url: 'http://127.0.0.1:4999/hook', isActive: true, organizerId: org.user.id })
    const stored = await WebhookEndpoint.findOrFail(id)
    assert.notInclude(stored.secretEncrypted, secret.slice(6))
    assert.equal(encryption.decrypt(stored.secretEncrypted), secret)

    const list = await client.get('/api/webhook-endpoints').bearerToken(org.token)
    list.assertStatus(200)
    assert.deepEqual(
      list.body().data.map((e: { id: number }) => e.id),
      [id]
    )
    assert.notProperty(list.body().data[0], 'secret')
    assert.notInclude(JSON.stringify(list.body()), secret)
    assert.notProperty((await client.get(`/api/webhook-endpoints/${id}`).bearerToken(org.token)).body().data, 'secret')

    const changed = await client
      .put(`/api/webhook-endpoints/${id}`)
      .bearerToken(org.token)
      .json({ events: ['order.refunded'], isActive: false })
    changed.assertStatus(200)
    assert.include(changed.body().data, { isActive: false, disabledReason: 'organizer' })
    assert.deepEqual(changed.body().data.events, ['order.refunded'])
    const on = await client.put(`/api/webhook-endpoints/${id}`).bearerToken(org.token).json({ isActive: true })
    assert.include(on.body().data, { isActive: true, disabledReason: null })

    const refusals: [Record<string, unknown>, string, string][] = [
      [
        { url: 'http://example.com/hook', events: ['order.paid'] },
        'url',
        'De URL moet met https:// beginnen (http alleen naar localhost, buiten productie).',
      ],
      [{ url: 'ftp://example.com/hook', events: ['order.paid'] }, 'url', 'Geef een geldige URL op (https://…).'],
      [{ url: 'niet een url', events: ['order.paid'] }, 'url', 'Geef een geldige URL op (https://…).'],
      [{ url: 'https://jan:geheim@example.com/hook', events: ['order.paid'] }, 'url', 'Zet geen gebruikersnaam of wachtwoord in de URL.'],
    ]
    for (const [body, field, message] of refusals) {
      const refused = await createEndpoint(client, org.token, body)
      refused.assertStatus(422)
      assert.deepEqual(refused.body().errors[field], [message], JSON.stringify(body))
    }
    ;(await createEndpoint(client, org.token, { url: 'https://example.com/hook', events: ['order.exploded'] })).assertStatus(422)
    ;(await createEndpoint(client, org.token, { url: 'https://example.com/hook', events: [] })).assertStatus(422)
    ;(await createEndpoint(client, org.token, { events: ['order.paid'] })).assertStatus(422)
    ;(await client.put(`/api/webhook-endpoints/${id}`).bearerToken(org.token).json({ url: 'http://10.0.0.1/x' })).assertStatus(422)
    ;(await createEndpoint(client, org.token, { url: 'https://hooks.example.com/a', events: ['order.paid'] })).assertStatus(201)

    ;(await client.delete(`/api/webhook-endpoints/${id}`).bearerToken(org.token)).assertStatus(200)
    ;(await client.get(`/api/webhook-endpoints/${id}`).bearerToken(org.token)).assertStatus(404)
    assert.isNull(await WebhookEndpoint.find(id))
  })

  test('owner isolation: another organizer is refused, a manager may not, an admin sees all but changes nothing', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const { id } = (await createEndpoint(client, org.token, { url: 'https://hooks.example.com/a', events: ['order.paid'] })).body().data
    const other = await organizerWithEvent()
    const otherOwn = (await createEndpoint(client, other.token, { url: 'https://hooks.example.com/b', events: ['order.paid'] })).body().data

    for (const request of [
      client.get(`/api/webhook-endpoints/${id}`),
      client.put(`/api/webhook-endpoints/${id}`).json({ isActive: false }),
      client.delete(`/api/webhook-endpoints/${id}`),
      client.get(`/api/webhook-endpoints/${id}/deliveries`),
      client.post(`/api/webhook-endpoints/${id}/deliveries/1/resend`),
    ]) {
      ;(await request.bearerToken(other.token)).assertStatus(403)
    }
    const othersList = await client.get('/api/webhook-endpoints').bearerToken(other.token)
    assert.deepEqual(
      othersList.body().data.map((e: { id: number }) => e.id),
      [otherOwn.id]
    )
    assert.isTrue((await WebhookEndpoint.findOrFail(id)).isActive)

    const manager = await createAccount({ role: 'manager', managerForOrganizerId: org.user.id })
    ;(await client.get('/api/webhook-endpoints').bearerToken(await tokenOf(manager))).assertStatus(403)
    ;(await createEndpoint(client, await tokenOf(manager), { url: 'https://hooks.example.com/c', events: ['order.paid'] })).assertStatus(
      403
    )

    const admin = await createAccount({ role: 'admin' })
    const adminToken = await freshToken(admin)
    const all = (await client.get('/api/webhook-endpoints').bearerToken(adminToken)).body().data.map((e: { id: number }) => e.id)
    assert.includeMembers(all, [id, otherOwn.id])
    ;(await client.get(`/api/webhook-endpoints/${id}/deliveries`).bearerToken(adminToken)).assertStatus(200)
    ;(await client.put(`/api/webhook-endpoints/${id}`).bearerToken(adminToken).json({ isActive: false })).assertStatus(403)
    ;(await client.get('/api/webhook-endpoints').bearerToken(await tokenOf(await createAccount({ role: 'user' })))).assertStatus(403)
    ;(await client.get('/api/webhook-endpoints')).assertStatus(401)
  })
})

test.group('Webhooks: deliveries', (group) => {
  let mollie: FakeMollie
  let receiver: Receiver
  let inline: () => void
  group.setup(async () => {
    await useRates(TEST_RATES)
    await useConverter({ enabled: true, markupPercentage: 0 })
    mollie = await startFakeMollie()
    receiver = await startReceiver()
    return async () => {
      await mollie.close()
      await receiver.close()
    }
  })
  group.each.setup(async () => {
    // Each test sees only its own deliveries: earlier tests' endpoints are switched off (their rows never claimed).
    await db.from('webhook_endpoints').update({ is_active: false })
    receiver.received.length = 0
    receiver.answers.length = 0
    inline = deliverWebhooksInline()
    return () => inline()
  })

  test('order.paid through the Mollie webhook: signed as documented, the order with its tickets, logged', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const endpoint = await endpointAt(client, org.token, receiver, ['order.paid'])
    const order = await payThroughMollie(client, mollie, org)
    assert.equal(order.status, 'paid')

    assert.lengthOf(receiver.received, 1)
    const [hook] = receiver.received
    assert.equal(hook.headers['content-type'], 'application/json')
    assert.isTrue(verifySignature(endpoint.secret, hook.headers['x-suritickets-signature'] as string, hook.rawBody))
    assert.isFalse(
      verifySignature(endpoint.secret, hook.headers['x-suritickets-signature'] as string, hook.rawBody.replace('paid', 'pa1d'))
    )
    assert.isFalse(verifySignature('whsec_other', hook.headers['x-suritickets-signature'] as string, hook.rawBody))
    assert.equal(hook.body.type, 'order.paid')
    assert.equal(hook.body.data.order.orderNumber, order.orderNumber)
    assert.equal(hook.body.data.order.status, 'paid')
    assert.lengthOf(hook.body.data.order.tickets, 2)
    assert.equal(hook.body.data.event.id, org.event.id)

    const log = await client.get(`/api/webhook-endpoints/${endpoint.id}/deliveries`).bearerToken(org.token)
    log.assertStatus(200)
    assert.equal(log.body().total, 1)
    assert.include(log.body().data[0], {
      deliveryId: hook.body.id,
      eventType: 'order.paid',
      status: 'succeeded',
      responseStatus: 200,
      attempts: 1,
    })
    assert.isNumber(log.body().data[0].responseTimeMs)
    assert.isNull(log.body().data[0].nextAttemptAt)

    // Another organizer's sale reaches nobody here; an endpoint not asking for order.paid gets nothing.
    const other = await organizerWithEvent()
    await endpointAt(client, other.token, receiver, ['order.refunded'])
    await payThroughMollie(client, mollie, other)
    assert.lengthOf(receiver.received, 1)
  })

  test('a free order is not order.paid; a counter sale with money is', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    await endpointAt(client, org.token, receiver, ['order.paid'])
    await buyFreeOrder(client, org, 1)
    assert.lengthOf(receiver.received, 0)
  })

  test('retried after 500s with backoff, then succeeded; the same id and body each time', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const endpoint = await endpointAt(client, org.token, receiver, ['order.paid'])
    receiver.answers.push(500, 503)
    await payThroughMollie(client, mollie, org)
    assert.lengthOf(receiver.received, 1)
    let delivery = await WebhookDelivery.query().where('endpoint_id', endpoint.id).firstOrFail()
    assert.include(delivery.toJSON(), { status: 'pending', attempts: 1, responseStatus: 500 })
    const firstWait = delivery.nextAttemptAt!.toMillis() - Date.now()
    assert.isAbove(firstWait, 30_000)

    // Not due yet: the sweep leaves it.
    await deliverDueWebhooks()
    assert.lengthOf(receiver.received, 1)
    await deliverDueWebhooks({ now: new Date(Date.now() + 2 * 60_000) })
    delivery = await WebhookDelivery.findOrFail(delivery.id)
    assert.include(delivery.toJSON(), { status: 'pending', attempts: 2, responseStatus: 503 })
    assert.isAbove(delivery.nextAttemptAt!.toMillis() - Date.now(), firstWait, 'each wait longer than the last')
    await deliverDueWebhooks({ now: new Date(Date.now() + HOUR) })
    delivery = await WebhookDelivery.findOrFail(delivery.id)
    assert.include(delivery.toJSON(), { status: 'succeeded', attempts: 3, responseStatus: 200 })
    assert.deepEqual(
      receiver.received.map((r) => r.answeredWith),
      [500, 503, 200]
    )
    assert.equal(new Set(receiver.received.map((r) => r.rawBody)).size, 1)
    assert.isTrue(
      receiver.received.every((r) => verifySignature(endpoint.secret, r.headers['x-suritickets-signature'] as string, r.rawBody))
    )
  })

  test('an order’s events keep their order: the refund waits until the payment’s delivery succeeded', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const endpoint = await endpointAt(client, org.token, receiver, ['order.paid', 'order.refunded'])
    receiver.answers.push(500)
    const order = await payThroughMollie(client, mollie, org)
    // The refund's event is recorded while the payment's is still waiting for its retry: it is not sent.
    ;(await postRefund(client, order.id, org.token, { reason: 'Dubbel besteld' })).assertStatus(201)
    assert.deepEqual(
      receiver.received.map((r) => r.body.type),
      ['order.paid']
    )
    const refunded = await WebhookDelivery.query().where('endpoint_id', endpoint.id).where('event_type', 'order.refunded').firstOrFail()
    assert.include(refunded.toJSON(), { status: 'pending', attempts: 0 })
    assert.equal(await deliverWebhook(refunded.id), 'skipped')

    await deliverDueWebhooks({ now: new Date(Date.now() + 2 * 60_000) })
    assert.deepEqual(
      receiver.received.map((r) => [r.body.type, r.answeredWith]),
      [
        ['order.paid', 500],
        ['order.paid', 200],
        ['order.refunded', 200],
      ]
    )
    const last = receiver.received[2].body.data
    assert.equal(last.order.status, 'refunded')
    assert.equal(last.refund.whole, true)

    // Control: without an order key the same refund event would not wait (the ordering comes from the key).
    receiver.answers.push(500)
    await db.transaction((trx) => recordWebhookEvent(trx, org.user.id, 'order.paid', async () => ({ probe: 1 }), order.id))
    await db.transaction((trx) => recordWebhookEvent(trx, org.user.id, 'order.refunded', async () => ({ probe: 2 }), null))
    assert.deepEqual(
      receiver.received.slice(3).map((r) => [r.body.data.probe, r.answeredWith]),
      [
        [1, 500],
        [2, 200],
      ]
    )
  })

  test('nothing is sent before commit, and a sale rolled back at commit sends nothing at all', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const endpoint = await endpointAt(client, org.token, receiver, ['order.paid'])
    // The dispatcher looks from another connection: a row it is handed must be committed already.
    const committed: boolean[] = []
    useWebhookDispatcher(async (id) => {
      committed.push((await db.from('webhook_deliveries').where('id', id).first()) !== null)
      return deliverWebhook(id)
    })
    await payThroughMollie(client, mollie, org, 1)
    assert.deepEqual(committed, [true])
    assert.lengthOf(receiver.received, 1)

    // The commit itself fails (a deferred check refuses the paid order): the sale, its tickets and its webhook go.
    await db.rawQuery(`CREATE OR REPLACE FUNCTION test_refuse_paid_commit() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'test: the commit of the sale fails'; END $$ LANGUAGE plpgsql`)
    await db.rawQuery(`CREATE CONSTRAINT TRIGGER test_refuse_paid_commit AFTER UPDATE ON orders DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW WHEN (NEW.status = 'paid' AND OLD.status <> 'paid') EXECUTE FUNCTION test_refuse_paid_commit()`)
    let order: Order
    try {
      order = await payThroughMollie(client, mollie, org, 1)
    } finally {
      await db.rawQuery('DROP TRIGGER test_refuse_paid_commit ON orders')
      await db.rawQuery('DROP FUNCTION test_refuse_paid_commit()')
    }
    assert.equal(order.status, 'pending', 'the sale was rolled back')
    assert.lengthOf(await Ticket.query().where('order_id', order.id), 0)
    assert.lengthOf(receiver.received, 1, 'nothing sent for the rolled-back sale')
    assert.equal(
      await WebhookDelivery.query()
        .where('endpoint_id', endpoint.id)
        .count('* as n')
        .first()
        .then((r) => Number(r!.$extras.n)),
      1
    )
    assert.deepEqual(committed, [true])

    // Mollie asks again: now it settles, and its webhook goes out once.
    await mollie.callWebhook(order.providerPaymentId!)
    assert.lengthOf(receiver.received, 2)
    assert.equal(receiver.received[1].body.data.order.orderNumber, order.orderNumber)
  })

  test('each event type fires from its real trigger', async ({ client, assert }) => {
    const types = [
      'order.paid',
      'order.refunded',
      'order.cancelled',
      'ticket.checked_in',
      'ticket.transferred',
      'event.published',
      'event.cancelled',
    ]
    const org = await organizerWithEvent()
    await endpointAt(client, org.token, receiver, types)
    const seen = () => receiver.received.map((r) => r.body.type)

    const paid = await paidWithMollie(org, mollie, 2)
    ;(await postRefund(client, paid.order.id, org.token, { reason: 'Klant ziek' })).assertStatus(201)
    assert.deepEqual(seen(), ['order.refunded'])
    assert.equal(receiver.received[0].body.data.order.id, paid.order.id)

    const free = await buyFreeOrder(client, org, 1)
    ;(await client.post(`/api/orders/${free.id}/cancel`).bearerToken(org.token)).assertStatus(200)
    assert.equal(seen().at(-1), 'order.cancelled')
    assert.equal(receiver.received.at(-1)!.body.data.order.status, 'cancelled')

    // Back to a draft at a venue the organizer runs themself (publishing needs one, and no booking to confirm).
    const venue = await makeVenue({ ownerId: org.user.id })
    await db.from('events').where('id', org.event.id).update({ is_published: false, venue_id: venue.id })
    ;(await client.post(`/api/events/${org.event.id}/publish`).bearerToken(org.token)).assertStatus(200)
    assert.equal(seen().at(-1), 'event.published')
    assert.include(receiver.received.at(-1)!.body.data.event, { id: org.event.id, isPublished: true })

    ;(await client.post(`/api/events/${org.event.id}/cancel`).bearerToken(org.token)).assertStatus(200)
    assert.equal(seen().at(-1), 'event.cancelled')
    assert.isNotNull(receiver.received.at(-1)!.body.data.event.cancelledAt)

    // The door and a friend's ticket: another organizer's event with its scanner and a holder.
    const door = await resaleDoor(2)
    await endpointAt(client, door.token, receiver, types)
    ;(await scan(client, door, door.tickets[0].qrCode)).assertStatus(200)
    assert.equal(seen().at(-1), 'ticket.checked_in')
    assert.include(receiver.received.at(-1)!.body.data.ticket, { id: door.tickets[0].id, isCheckedIn: true })
    // A second scan of the same ticket is no new check-in.
    const count = receiver.received.length
    await scan(client, door, door.tickets[0].qrCode)
    assert.lengthOf(receiver.received, count)

    ;(await transfer(client, door.tickets[1].id, { token: door.sellerToken }, friend())).assertStatus(201)
    assert.equal(seen().at(-1), 'ticket.transferred')
    const moved = receiver.received.at(-1)!.body.data
    assert.equal(moved.previousTicket.id, door.tickets[1].id)
    assert.equal(moved.via, 'transfer')
    assert.equal(moved.ticket.holderName, 'Anjali Vriendin')

    const sold = await payThroughMollie(client, mollie, door, 1)
    assert.equal(sold.status, 'paid')
    assert.equal(seen().at(-1), 'order.paid')
    assert.includeMembers(seen(), types)
  })

  test('opnieuw versturen: one more attempt now, logged; a delivery on its way is a 409', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const endpoint = await endpointAt(client, org.token, receiver, ['order.paid'])
    await payThroughMollie(client, mollie, org, 1)
    const delivery = await WebhookDelivery.query().where('endpoint_id', endpoint.id).firstOrFail()
    const resent = await client.post(`/api/webhook-endpoints/${endpoint.id}/deliveries/${delivery.id}/resend`).bearerToken(org.token)
    resent.assertStatus(200)
    assert.include(resent.body().data, { status: 'succeeded', attempts: 2, responseStatus: 200 })
    assert.lengthOf(receiver.received, 2)
    assert.equal(receiver.received[1].body.id, receiver.received[0].body.id)

    await WebhookDelivery.query().where('id', delivery.id).update({ status: 'sending' })
    ;(await client.post(`/api/webhook-endpoints/${endpoint.id}/deliveries/${delivery.id}/resend`).bearerToken(org.token)).assertStatus(409)
    const other = await organizerWithEvent()
    const otherEndpoint = await endpointAt(client, other.token, receiver, ['order.paid'])
    // A delivery of another endpoint is not found through this one.
    ;(
      await client.post(`/api/webhook-endpoints/${otherEndpoint.id}/deliveries/${delivery.id}/resend`).bearerToken(other.token)
    ).assertStatus(404)
  })

  test('in production a delivery never reaches a private address, whatever the URL says', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const endpoint = await endpointAt(client, org.token, receiver, ['order.paid'])
    // A name that resolves to loopback, as a rebinding attacker's would.
    await WebhookEndpoint.query()
      .where('id', endpoint.id)
      .update({ url: receiver.url.replace('127.0.0.1', 'localhost') })
    setPrivateAddressRuleForTests(true)
    try {
      await payThroughMollie(client, mollie, org, 1)
    } finally {
      setPrivateAddressRuleForTests(null)
    }
    assert.lengthOf(receiver.received, 0)
    const delivery = await WebhookDelivery.query().where('endpoint_id', endpoint.id).firstOrFail()
    assert.include(delivery.toJSON(), { status: 'pending', attempts: 1, responseStatus: null })
    assert.include(delivery.lastError!, 'private network')
  })

  test('an endpoint whose deliveries keep failing is switched off, its organizer told; switched on again it sends', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const endpoint = await endpointAt(client, org.token, receiver, ['event.published'])
    receiver.answers.push(...Array(WEBHOOK_SWITCH_OFF_AFTER_FAILURES * WEBHOOK_MAX_ATTEMPTS).fill(500))
    for (let n = 1; n <= WEBHOOK_SWITCH_OFF_AFTER_FAILURES; n++) {
      await db.transaction((trx) => recordWebhookEvent(trx, org.user.id, 'event.published', async () => ({ n })))
    }
    // A day of retries, a day at a time: every delivery uses its last attempt.
    for (let day = 1; day <= WEBHOOK_MAX_ATTEMPTS; day++) await deliverDueWebhooks({ now: new Date(Date.now() + day * 24 * HOUR) })
    const rows = await WebhookDelivery.query().where('endpoint_id', endpoint.id)
    assert.isTrue(rows.every((row) => row.status === 'failed' && row.attempts === WEBHOOK_MAX_ATTEMPTS))
    assert.lengthOf(receiver.received, WEBHOOK_SWITCH_OFF_AFTER_FAILURES * WEBHOOK_MAX_ATTEMPTS)

    const off = await WebhookEndpoint.findOrFail(endpoint.id)
    assert.include(off.toJSON(), { isActive: false, disabledReason: 'failing', consecutiveFailures: WEBHOOK_SWITCH_OFF_AFTER_FAILURES })
    const mails = (await outboxMessagesTo(org.user.email)).filter((m) => m.kind === 'webhook_disabled')
    assert.lengthOf(mails, 1)
    assert.equal(mails[0].subject, 'Je webhook is uitgeschakeld')
    assert.include(mails[0].bodyText, receiver.url)

    // Switched off: a new event is recorded for nobody.
    await db.transaction((trx) => recordWebhookEvent(trx, org.user.id, 'event.published', async () => ({ n: 99 })))
    assert.lengthOf(receiver.received, WEBHOOK_SWITCH_OFF_AFTER_FAILURES * WEBHOOK_MAX_ATTEMPTS)

    receiver.answers.length = 0
    ;(await client.put(`/api/webhook-endpoints/${endpoint.id}`).bearerToken(org.token).json({ isActive: true })).assertStatus(200)
    await db.transaction((trx) => recordWebhookEvent(trx, org.user.id, 'event.published', async () => ({ n: 100 })))
    assert.equal(receiver.received.at(-1)!.body.data.n, 100)
    assert.equal(receiver.received.at(-1)!.answeredWith, 200)
    const failed = rows[0]
    const resent = await client.post(`/api/webhook-endpoints/${endpoint.id}/deliveries/${failed.id}/resend`).bearerToken(org.token)
    assert.include(resent.body().data, { status: 'succeeded' })
  })
})
