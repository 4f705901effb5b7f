/*
 * A buyer cancelling their own order within the event's policy (domain/buyer_cancellation.ts), over real HTTP with the
 * real database and the real Mollie client against the fake Mollie: a guest with the order's key from the mail and a
 * signed-in buyer; what comes back (the kept share, the fees per the platform's setting); refusals outside the policy
 * that change nothing; who may; a free registration; a ticket passed on stays its new holder's; a provider that
 * refuses (the same refund asked again, never a second one); what My tickets, the order page and the mail offer.
 */
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import Event from '#models/event'
import Order from '#models/order'
import OutboxMessage from '#models/outbox_message'
import Refund from '#models/refund'
import Ticket from '#models/ticket'
import { orderStatusKey } from '#services/orders/order_keys'
import { clearRateLimits, createAccount } from '#tests/helpers/accounts'
import { startFakeMollie, type FakeMollie } from '#tests/helpers/fake_mollie'
import { TEST_RATES, useRates } from '#tests/functional/payments/payment_fixtures'
import { availableNow, buyFreeOrder, organizerWithEvent, tokenOf } from '#tests/functional/orders/order_fixtures'
import { attachMolliePayment, paidInCash, paidWithMollie } from '#tests/functional/orders/refund_fixtures'
import { scan } from '#tests/functional/check_ins/check_in_fixtures'
import { resaleDoor } from '#tests/functional/ticketswitch/ticketswitch_fixtures'
import { friend, transfer } from '#tests/functional/tickets/transfer_fixtures'
import { deliverTicketsInline } from '#tests/helpers/ticket_delivery'

interface Policy {
  allowed?: boolean
  hoursBefore?: number
  keepPercent?: string
}

async function usePolicy(eventId: number, policy: Policy = {}) {
  await Event.query()
    .where('id', eventId)
    .update({
      buyer_cancellation_allowed: policy.allowed ?? true,
      buyer_cancellation_hours_before: policy.hoursBefore ?? 48,
      buyer_cancellation_keep_percent: policy.keepPercent ?? '0',
    })
}

function cancelRequest(client: ApiClient, orderNumber: string, auth: { key?: string; token?: string }, body: Record<string, unknown> = {}) {
  const request = client.post(`/api/orders/${orderNumber}/cancel-request`).json({ ...(auth.key ? { key: auth.key } : {}), ...body })
  return auth.token ? request.bearerToken(auth.token) : request
}

const keyOf = (order: Order) => orderStatusKey(order.orderNumber)
const refundsOf = (orderId: number) => Refund.query().where('order_id', orderId).orderBy('id')

async function setBuyerCancelFee(client: ApiClient, on: boolean) {
  const admin = await tokenOf(await createAccount({ role: 'admin' }))
  const saved = await client.put('/api/platform-settings').bearerToken(admin).json({ refundFeeOnBuyerCancel: on })
  saved.assertStatus(200)
}

test.group('Buyer cancellation', (group) => {
  let mollie: FakeMollie
  group.setup(async () => {
    await useRates(TEST_RATES)
    mollie = await startFakeMollie()
    return () => mollie.close()
  })
  group.each.setup(async () => {
    await clearRateLimits()
    mollie.failRefundsWith(null)
  })

  test('a guest with the mail link cancels within policy: the kept share stays, the fees stay, the rest goes back through Mollie', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    assert.isNull((await client.get(`/api/events/${org.event.id}`)).body().data.buyerCancellation)
    await usePolicy(org.event.id, { keepPercent: '10' })
    // The public event says the policy before anyone buys.
    assert.deepEqual((await client.get(`/api/events/${org.event.id}`)).body().data.buyerCancellation, {
      hoursBefore: 48,
      keepPercent: '10.00',
    })
    const { order, tickets } = await paidWithMollie(org, mollie, 2)
    assert.equal(await availableNow(client, org.event.id, org.paid.id), 18)

    // The order page the guest opens from the mail offers it, with what would come back.
    const page = await client.get('/api/payments/order-status').qs({ orderNumber: order.orderNumber, key: keyOf(order) })
    page.assertStatus(200)
    assert.containsSubset(page.body().data.cancellation, { keepPercent: '10.00', refundAmount: '270.00', feesReturned: false, free: false })
    assert.equal(
      Date.parse(page.body().data.cancellation.deadline),
      org.event.startDate.minus({ hours: 48 }).toMillis(),
      'the deadline is 48 hours before the start'
    )

    const response = await cancelRequest(client, order.orderNumber, { key: keyOf(order) }, { reason: 'Ik ben ziek' })
    response.assertStatus(201)
    assert.equal(response.body().message, 'Je bestelling is geannuleerd. SRD 270,- wordt teruggestort.')
    assert.deepEqual(response.body().meta, { orderNumber: order.orderNumber, orderStatus: 'refunded' })
    assert.containsSubset(response.body().data, {
      orderId: order.id,
      ticketIds: tickets.map((ticket) => ticket.id),
      ticketsAmount: '270.00',
      retainedAmount: '30.00',
      feeAmount: '0.00',
      amount: '270.00',
      status: 'succeeded',
      method: 'mollie',
      initiator: 'buyer',
      reason: 'Ik ben ziek',
      requestedBy: null,
    })
    // Mollie pays back the same share of the euro it took: 270.00 of 312.29 SRD of EUR 7.81.
    const made = mollie.refunds.filter((refund) => refund.paymentId === order.providerPaymentId)
    assert.lengthOf(made, 1)
    assert.equal(made[0].amount.value, '6.75')

    assert.equal((await Order.findOrFail(order.id)).status, 'refunded')
    for (const ticket of tickets) {
      await ticket.refresh()
      assert.isFalse(ticket.isValid)
      assert.isNotNull(ticket.refundedAt)
    }
    assert.equal(await availableNow(client, org.event.id, org.paid.id), 20, 'the seats are back on sale')
    const told = await OutboxMessage.query().where('recipient', order.buyerEmail!).where('kind', 'order_refunded')
    assert.lengthOf(told, 1)
    assert.include(told[0].bodyText, org.event.title)
    assert.include(told[0].bodyText, 'SRD 270,-')

    // Cancelling again: nothing left, nothing more paid back.
    const again = await cancelRequest(client, order.orderNumber, { key: keyOf(order) })
    again.assertStatus(409)
    assert.equal(again.body().code, 'CANCEL_NOTHING_LEFT')
    assert.lengthOf(
      mollie.refunds.filter((refund) => refund.paymentId === order.providerPaymentId),
      1
    )
    const after = await client.get('/api/payments/order-status').qs({ orderNumber: order.orderNumber, key: keyOf(order) })
    assert.isNull(after.body().data.cancellation)
    assert.equal(after.body().data.refundedAmount, '270.00')
  })

  test('the platform setting returns the fees on a buyer’s cancellation; nothing kept returns the whole order', async ({
    client,
    assert,
  }) => {
    await setBuyerCancelFee(client, true)
    try {
      const org = await organizerWithEvent()
      await usePolicy(org.event.id)
      const { order } = await paidWithMollie(org, mollie, 2)
      const response = await cancelRequest(client, order.orderNumber, { key: keyOf(order) })
      response.assertStatus(201)
      assert.containsSubset(response.body().data, { ticketsAmount: '300.00', retainedAmount: '0.00', feeAmount: '12.29', amount: '312.29' })
      assert.equal(response.body().data.reason, 'Geannuleerd door de koper')
    } finally {
      await setBuyerCancelFee(client, false)
    }
  })

  test('everything kept: the tickets are cancelled at once, no provider is asked for nothing', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    await usePolicy(org.event.id, { keepPercent: '100' })
    const { order } = await paidWithMollie(org, mollie, 1)
    const calls = mollie.refundCalls()
    const response = await cancelRequest(client, order.orderNumber, { key: keyOf(order) })
    response.assertStatus(201)
    assert.containsSubset(response.body().data, { amount: '0.00', retainedAmount: '150.00', status: 'succeeded', providerReference: null })
    assert.equal(
      response.body().message,
      'Je bestelling is geannuleerd. Volgens het annuleringsbeleid van de organisator wordt er niets teruggestort.'
    )
    assert.equal(mollie.refundCalls(), calls)
    assert.equal((await Order.findOrFail(order.id)).status, 'refunded')
    assert.equal(await availableNow(client, org.event.id, org.paid.id), 20)
  })

  test('outside the policy: not allowed, too late, a cancelled event; a clear 409 and nothing changes', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const { order } = await paidWithMollie(org, mollie, 1)
    const key = keyOf(order)

    const off = await cancelRequest(client, order.orderNumber, { key })
    off.assertStatus(409)
    assert.equal(off.body().code, 'CANCEL_NOT_ALLOWED')
    assert.equal(off.body().message, 'De organisator staat annuleren voor dit evenement niet toe.')

    // Ten hours before the start with a 48-hour deadline: 38 hours too late.
    const start = DateTime.now().plus({ hours: 10 }).startOf('minute')
    await usePolicy(org.event.id, { hoursBefore: 48 })
    await Event.query()
      .where('id', org.event.id)
      .update({ start_date: start.toJSDate(), end_date: start.plus({ hours: 4 }).toJSDate() })
    const late = await cancelRequest(client, order.orderNumber, { key })
    late.assertStatus(409)
    assert.equal(late.body().code, 'CANCEL_TOO_LATE')
    const deadline = start.minus({ hours: 48 }).setZone('America/Paramaribo')
    assert.equal(
      late.body().message,
      `Annuleren kon tot ${deadline.setLocale('nl').toFormat('ccc d LLL yyyy, HH:mm')}. Dat moment is voorbij; neem contact op met de organisator.`
    )
    assert.include(late.body().message, deadline.toFormat('HH:mm'), 'in Paramaribo time')
    // One hour more leeway and the same request is inside the policy (shown by the offer, not spent here).
    await usePolicy(org.event.id, { hoursBefore: 9 })
    const inside = await client.get('/api/payments/order-status').qs({ orderNumber: order.orderNumber, key })
    assert.isNotNull(inside.body().data.cancellation)

    await Event.query().where('id', org.event.id).update({ cancelled_at: new Date(), is_published: false })
    const cancelled = await cancelRequest(client, order.orderNumber, { key })
    cancelled.assertStatus(409)
    assert.equal(cancelled.body().code, 'CANCEL_EVENT_CANCELLED')

    assert.lengthOf(await refundsOf(order.id), 0)
    assert.equal((await Order.findOrFail(order.id)).status, 'paid')
    assert.lengthOf(
      mollie.refunds.filter((refund) => refund.paymentId === order.providerPaymentId),
      0
    )
    const tickets = await Ticket.query().where('order_id', order.id)
    assert.isTrue(tickets.every((ticket) => ticket.isValid && ticket.refundedAt === null))
  })

  test('who may: the key or the buyer’s own session; anyone else 404 (no key, a wrong key, another account); a malformed key 422', async ({
    client,
    assert,
  }) => {
    const door = await resaleDoor(1)
    await usePolicy(door.event.id)
    const order = await Order.findOrFail(door.tickets[0].orderId)
    await attachMolliePayment(order, mollie)
    const stranger = await tokenOf(await createAccount({}))

    for (const auth of [{}, { key: orderStatusKey('ORD-SOMETHING-ELSE') }, { token: stranger }, { token: door.token }]) {
      const response = await cancelRequest(client, order.orderNumber, auth)
      response.assertStatus(404)
      assert.equal(response.body().code, 'ORDER_NOT_FOUND')
    }
    const malformed = await cancelRequest(client, order.orderNumber, { key: 'not-a-key' })
    malformed.assertStatus(422)
    assert.equal(malformed.body().errors.key[0], 'Deze link klopt niet. Open de link uit je e-mail opnieuw.')
    assert.lengthOf(await refundsOf(order.id), 0)

    const own = await cancelRequest(client, order.orderNumber, { token: door.sellerToken })
    own.assertStatus(201)
    assert.containsSubset(own.body().data, { initiator: 'buyer', status: 'succeeded', requestedBy: { id: door.seller.id } })
  })

  test('My tickets offers it on the buyer’s own orders with what would come back, and no longer once cancelled', async ({
    client,
    assert,
  }) => {
    const door = await resaleDoor(2)
    await usePolicy(door.event.id, { keepPercent: '12.5' })
    const order = await Order.findOrFail(door.tickets[0].orderId)
    await attachMolliePayment(order, mollie)

    const mine = async () => {
      const response = await client.get('/api/users/me/tickets').bearerToken(door.sellerToken)
      response.assertStatus(200)
      return response.body().data as { id: number; cancellation: Record<string, unknown> | null; refundedAt: string | null }[]
    }
    const before = await mine()
    assert.lengthOf(before, 2)
    for (const ticket of before) {
      assert.containsSubset(ticket.cancellation, { keepPercent: '12.50', refundAmount: '262.50', currency: 'SRD', free: false })
    }
    const response = await cancelRequest(client, order.orderNumber, { token: door.sellerToken })
    response.assertStatus(201)
    assert.equal(response.body().data.amount, before[0].cancellation!.refundAmount, 'the offer said what the refund returned')

    const after = await mine()
    assert.isTrue(after.every((ticket) => ticket.cancellation === null && ticket.refundedAt !== null))
    // The scanner refuses the cancelled tickets as refunded.
    assert.equal((await scan(client, door, door.tickets[0].qrCode)).body().status, 'refunded')
  })

  test('a ticket passed on to a friend stays theirs: the buyer’s cancellation refunds only what they still hold', async ({
    client,
    assert,
  }) => {
    const door = await resaleDoor(2)
    await usePolicy(door.event.id)
    const order = await Order.findOrFail(door.tickets[0].orderId)
    await attachMolliePayment(order, mollie)
    const given = await transfer(client, door.tickets[0].id, { token: door.sellerToken }, friend())
    given.assertStatus(201)
    const successor = await Ticket.query().where('transferred_from_ticket_id', door.tickets[0].id).firstOrFail()

    const response = await cancelRequest(client, order.orderNumber, { token: door.sellerToken })
    response.assertStatus(201)
    assert.deepEqual(response.body().data.ticketIds, [door.tickets[1].id])
    assert.equal(response.body().data.ticketsAmount, '150.00')
    assert.equal(response.body().meta.orderStatus, 'paid', 'the friend’s ticket keeps the order alive')
    await successor.refresh()
    assert.isTrue(successor.isValid)
    assert.equal((await scan(client, door, successor.qrCode)).body().status, 'valid')

    const again = await cancelRequest(client, order.orderNumber, { token: door.sellerToken })
    again.assertStatus(409)
    assert.equal(again.body().code, 'CANCEL_NOTHING_LEFT')
  })

  test('paid in cash at a counter: not offered online, refused with where to go; nothing changes', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    await usePolicy(org.event.id)
    const { order, tickets } = await paidInCash(org, 1)
    const page = await client.get('/api/payments/order-status').qs({ orderNumber: order.orderNumber, key: keyOf(order) })
    assert.isNull(page.body().data.cancellation)
    const response = await cancelRequest(client, order.orderNumber, { key: keyOf(order) })
    response.assertStatus(409)
    assert.equal(response.body().code, 'CANCEL_AT_COUNTER')
    assert.lengthOf(await refundsOf(order.id), 0)
    await tickets[0].refresh()
    assert.isTrue(tickets[0].isValid)
  })

  test('a checked-in ticket: refused, nothing changes', async ({ client, assert }) => {
    const door = await resaleDoor(2)
    await usePolicy(door.event.id)
    const order = await Order.findOrFail(door.tickets[0].orderId)
    await attachMolliePayment(order, mollie)
    assert.equal((await scan(client, door, door.tickets[1].qrCode)).body().status, 'valid')
    const response = await cancelRequest(client, order.orderNumber, { token: door.sellerToken })
    response.assertStatus(409)
    assert.equal(response.body().code, 'CANCEL_TICKET_CHECKED_IN')
    assert.lengthOf(await refundsOf(order.id), 0)
    assert.isTrue((await Ticket.findOrFail(door.tickets[0].id)).isValid)
  })

  test('Mollie refuses: the cancellation is received, nothing voided; asking again retries the same refund, paid once', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    await usePolicy(org.event.id)
    const { order, tickets } = await paidWithMollie(org, mollie, 1)
    mollie.failRefundsWith(422)
    const first = await cancelRequest(client, order.orderNumber, { key: keyOf(order) })
    first.assertStatus(201)
    assert.equal(first.body().data.status, 'failed')
    assert.equal(
      first.body().message,
      'Je annulering is ontvangen. De terugbetaling van SRD 150,- is nog niet gelukt; de organisator zorgt ervoor dat je geld terugkomt.'
    )
    await tickets[0].refresh()
    assert.isTrue(tickets[0].isValid)
    assert.equal((await Order.findOrFail(order.id)).status, 'paid')

    mollie.failRefundsWith(null)
    const second = await cancelRequest(client, order.orderNumber, { key: keyOf(order) })
    second.assertStatus(201)
    assert.equal(second.body().data.id, first.body().data.id, 'the same refund, with its own idempotency key')
    assert.equal(second.body().data.status, 'succeeded')
    assert.lengthOf(await refundsOf(order.id), 1)
    assert.lengthOf(
      mollie.refunds.filter((refund) => refund.paymentId === order.providerPaymentId),
      1
    )
    assert.equal((await Order.findOrFail(order.id)).status, 'refunded')
  })

  test('a free registration: cancelled, its seats back, no money; the order page says it was called off', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    await usePolicy(org.event.id)
    const order = await buyFreeOrder(client, org, 2)
    assert.equal(await availableNow(client, org.event.id, org.free.id), 18)
    const page = await client.get('/api/payments/order-status').qs({ orderNumber: order.orderNumber, key: keyOf(order) })
    assert.containsSubset(page.body().data.cancellation, { free: true, refundAmount: '0.00' })

    const response = await cancelRequest(client, order.orderNumber, { key: keyOf(order) })
    response.assertStatus(201)
    assert.equal(response.body().message, 'Je aanmelding is geannuleerd. Je plaats is vrijgegeven voor iemand anders.')
    assert.isNull(response.body().data)
    assert.deepEqual(response.body().meta, { orderNumber: order.orderNumber, orderStatus: 'cancelled' })
    assert.equal(await availableNow(client, org.event.id, org.free.id), 20)
    assert.isTrue((await Ticket.query().where('order_id', order.id)).every((ticket) => !ticket.isValid))

    const after = await client.get('/api/payments/order-status').qs({ orderNumber: order.orderNumber, key: keyOf(order) })
    assert.containsSubset(after.body().data, { status: 'cancelled', cancelledAfterIssue: true, cancellation: null })
    const again = await cancelRequest(client, order.orderNumber, { key: keyOf(order) })
    again.assertStatus(409)
    assert.equal(again.body().code, 'CANCEL_ORDER_NOT_CANCELLABLE')
  })

  test('the ticket mail links the order page when the event allows cancelling, and not otherwise', async ({ client, assert }) => {
    const undo = deliverTicketsInline()
    try {
      const org = await organizerWithEvent()
      const plain = await buyFreeOrder(client, org, 1)
      await usePolicy(org.event.id)
      const cancellable = await buyFreeOrder(client, org, 1)
      const mailOf = async (order: Order) =>
        OutboxMessage.query().where('recipient', order.buyerEmail!).where('kind', 'tickets').orderBy('id', 'desc').firstOrFail()
      const mail = await mailOf(cancellable)
      const url = new URL(mail.bodyText.match(/Bestelling bekijken of annuleren: (\S+)/)![1])
      assert.equal(url.pathname, '/payment/success')
      assert.equal(url.searchParams.get('orderNumber'), cancellable.orderNumber)
      assert.equal(url.searchParams.get('key'), keyOf(cancellable))
      assert.include(mail.bodyHtml!, '>Bestelling bekijken of annuleren</a>')
      assert.notInclude((await mailOf(plain)).bodyText, 'Bestelling bekijken of annuleren')
    } finally {
      undo()
    }
  })

  test('the organizer sets the policy on the event; out-of-range values are refused with the field’s message', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const created = await client.post('/api/events').bearerToken(org.token).json({ title: 'Annuleeravond' })
    created.assertStatus(201)
    assert.containsSubset(created.body().data, {
      buyerCancellationAllowed: false,
      buyerCancellationHoursBefore: 48,
      buyerCancellationKeepPercent: '0.00',
    })
    const id = created.body().data.id
    const saved = await client
      .put(`/api/events/${id}`)
      .bearerToken(org.token)
      .json({ buyerCancellationAllowed: true, buyerCancellationHoursBefore: 72, buyerCancellationKeepPercent: 7.5 })
    saved.assertStatus(200)
    assert.containsSubset(saved.body().data, {
      buyerCancellationAllowed: true,
      buyerCancellationHoursBefore: 72,
      buyerCancellationKeepPercent: '7.50',
    })
    for (const [field, value, message] of [
      ['buyerCancellationKeepPercent', 101, 'Kies een percentage van 0 tot en met 100 (hooguit twee decimalen)'],
      ['buyerCancellationKeepPercent', 1.234, 'Kies een percentage van 0 tot en met 100 (hooguit twee decimalen)'],
      ['buyerCancellationHoursBefore', -1, 'Kies een aantal uren van 0 tot en met 8760'],
      ['buyerCancellationHoursBefore', 1.5, 'Kies een aantal uren van 0 tot en met 8760'],
    ] as const) {
      const refused = await client
        .put(`/api/events/${id}`)
        .bearerToken(org.token)
        .json({ [field]: value })
      refused.assertStatus(422)
      assert.equal(refused.body().errors[field][0], message)
    }
    const event = await Event.findOrFail(id)
    assert.equal(event.buyerCancellationKeepPercent, '7.50')
    assert.equal(event.buyerCancellationHoursBefore, 72)
  })
})
