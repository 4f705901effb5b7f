/*
 * Refunding an order, or some of its tickets, through the provider that took the money: the real Mollie client
 * against the fake Mollie and the real Uni5Pay+ adapter against the fake merchant API, over real HTTP with the real
 * database. The whole order and part of it, the amounts to the cent, a provider that refuses or hangs (failed,
 * nothing voided, retried once with the same key), the buyer's message, the door and My tickets, and who may.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { formatSrd } from '#domain/format'
import { RESUME_PENDING_AFTER_MS, resumeCutOffRefunds } from '#services/orders/refund_service'
import Order from '#models/order'
import OutboxMessage from '#models/outbox_message'
import Refund from '#models/refund'
import Ticket from '#models/ticket'
import TicketswitchListing from '#models/ticketswitch_listing'
import type { ApiClient } from '@japa/api-client'
import AgentCommission from '#models/agent_commission'
import type User from '#models/user'
import { clearRateLimits, createAccount } from '#tests/helpers/accounts'
import { freshToken } from '#tests/helpers/routes'
import { approvedAgent, loketStaff, openShift, organizerWithEvent as counterEvent } from '#tests/functional/counter_sales/counter_fixtures'
import { startFakeMollie, type FakeMollie } from '#tests/helpers/fake_mollie'
import { startFakeUni5pay, type FakeUni5pay } from '#tests/helpers/fake_uni5pay'
import { TEST_RATES, useConverter, useRates } from '#tests/functional/payments/payment_fixtures'
import { availableNow, buyFreeOrder, organizerWithEvent, soldOf, tokenOf, writeOrder } from '#tests/functional/orders/order_fixtures'
import { doorWithTickets, scan } from '#tests/functional/check_ins/check_in_fixtures'
import { listed, resaleDoor } from '#tests/functional/ticketswitch/ticketswitch_fixtures'
import { newSession, paymentBody } from '#tests/functional/tickets/ticket_fixtures'
import {
  attachMolliePayment,
  listRefunds,
  paidWithMollie,
  paidWithUni5pay,
  postRefund,
  retry,
} from '#tests/functional/orders/refund_fixtures'

const cents = (value: string) => Math.round(Number(value) * 100)
const refundMessages = (to: string) => OutboxMessage.query().where('recipient', to).where('kind', 'order_refunded').orderBy('id')

test.group('Refunds through Mollie', (group) => {
  let mollie: FakeMollie
  group.setup(async () => {
    await useRates(TEST_RATES)
    await useConverter({ enabled: true, markupPercentage: 0 })
    mollie = await startFakeMollie()
    return () => mollie.close()
  })
  group.each.setup(async () => {
    await clearRateLimits()
    mollie.failRefundsWith(null)
  })

  test('the whole order: every ticket void, the seats back on sale, the fees returned, the order refunded, the buyer told', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const { order, tickets } = await paidWithMollie(org, mollie, 2)
    assert.equal(await availableNow(client, org.event.id, org.paid.id), 18)

    const response = await postRefund(client, order.id, org.token, { reason: 'Dubbel besteld' })
    response.assertStatus(201)
    const refund = response.body().data
    assert.isTrue(response.body().success)
    assert.containsSubset(refund, {
      orderId: order.id,
      ticketIds: tickets.map((ticket) => ticket.id),
      ticketsAmount: '300.00',
      feeAmount: '12.29',
      amount: '312.29',
      currency: 'SRD',
      status: 'succeeded',
      method: 'mollie',
      reason: 'Dubbel besteld',
      failureReason: null,
      resell: true,
      initiator: 'organizer',
      requestedBy: { id: org.user.id },
    })
    assert.match(refund.providerReference, /^re_/)
    assert.isString(refund.completedAt)

    // Mollie refunded the payment in euro, exactly what it took.
    const made = mollie.refunds.filter((r) => r.paymentId === order.providerPaymentId)
    assert.lengthOf(made, 1)
    assert.deepEqual(made[0].amount, { currency: 'EUR', value: order.providerAmount! })
    assert.equal(made[0].id, refund.providerReference)

    for (const ticket of await Ticket.query().where('order_id', order.id)) {
      assert.isFalse(ticket.isValid)
      assert.isNotNull(ticket.refundedAt)
    }
    await order.refresh()
    assert.equal(order.status, 'refunded')
    assert.isNotNull(order.refundedAt)
    assert.equal(order.refundReference, refund.providerReference)
    assert.equal(await soldOf(org.paid), 0)
    assert.equal(await availableNow(client, org.event.id, org.paid.id), 20)
    const detail = (await client.get(`/api/orders/${order.id}`).bearerToken(org.token)).body().data
    assert.equal(detail.status, 'refunded')
    assert.deepEqual(
      detail.tickets.map((t: { refundedAt: string | null }) => t.refundedAt),
      [refund.completedAt, refund.completedAt]
    )

    const [mail] = await refundMessages(order.buyerEmail!)
    assert.equal(mail.subject, `Terugbetaling van je bestelling ${order.orderNumber}`)
    assert.include(mail.bodyText, '2 tickets')
    assert.include(mail.bodyText, 'SRD 312,29')
    assert.include(mail.bodyText, formatSrd(order.providerAmount, 'EUR'))
    assert.include(mail.bodyText, '5 tot 10 werkdagen')

    const list = await listRefunds(client, order.id, org.token)
    list.assertStatus(200)
    assert.deepEqual(
      list.body().data.map((r: { id: number }) => r.id),
      [refund.id]
    )
    assert.deepEqual(list.body().meta.refundableTickets, [])
    assert.equal(list.body().meta.refundedAmount, '312.29')

    // Nothing is left: a second refund of the order is refused and changes nothing.
    const again = await postRefund(client, order.id, org.token, { reason: 'Nog eens' })
    again.assertStatus(409)
    assert.equal(again.body().message, 'Alle tickets van deze bestelling zijn al terugbetaald.')
    assert.lengthOf(
      mollie.refunds.filter((r) => r.paymentId === order.providerPaymentId),
      1
    )
  })

  test('part of the order: its share of the fees, the rest later, together exactly what was paid; resell off keeps the seats', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const { order, tickets } = await paidWithMollie(org, mollie, 3, { language: 'en' })
    assert.equal(order.total, '462.29')

    const first = await postRefund(client, order.id, org.token, { ticketIds: [tickets[0].id], reason: 'Kan niet komen', resell: false })
    first.assertStatus(201)
    assert.containsSubset(first.body().data, {
      ticketIds: [tickets[0].id],
      ticketsAmount: '150.00',
      feeAmount: '4.10',
      amount: '154.10',
      status: 'succeeded',
      resell: false,
    })
    await order.refresh()
    assert.equal(order.status, 'paid', 'a partial refund keeps the order paid')
    assert.equal(await availableNow(client, org.event.id, org.paid.id), 17, 'not resold: the seat stays taken')
    assert.isFalse((await Ticket.findOrFail(tickets[0].id)).isValid)
    assert.isTrue((await Ticket.findOrFail(tickets[1].id)).isValid)

    const meta = (await listRefunds(client, order.id, org.token)).body().meta
    assert.deepEqual(
      meta.refundableTickets.map((t: { id: number }) => t.id),
      [tickets[1].id, tickets[2].id]
    )
    assert.containsSubset(meta.refundableTickets[0], {
      ticketTypeName: 'VIP',
      purchasePrice: '150.00',
      isCheckedIn: false,
      listedOnTicketswitch: false,
    })
    assert.deepEqual(meta.refundPolicy, { returnFeeOnOrganizerRefund: true })

    const rest = await postRefund(client, order.id, org.token, { reason: 'Evenement verplaatst' })
    rest.assertStatus(201)
    assert.containsSubset(rest.body().data, {
      ticketIds: [tickets[1].id, tickets[2].id],
      ticketsAmount: '300.00',
      feeAmount: '8.19',
      amount: '308.19',
      status: 'succeeded',
    })
    assert.equal(cents(first.body().data.amount) + cents(rest.body().data.amount), cents(order.total))
    const euro = mollie.refunds.filter((r) => r.paymentId === order.providerPaymentId).reduce((sum, r) => sum + cents(r.amount.value), 0)
    assert.equal(euro, cents(order.providerAmount!), 'Mollie paid back exactly what it took, no cent more')
    await order.refresh()
    assert.equal(order.status, 'refunded')
    assert.equal(await availableNow(client, org.event.id, org.paid.id), 19)

    const [partMail, restMail] = await refundMessages(order.buyerEmail!)
    assert.equal(partMail.subject, `Refund for your order ${order.orderNumber}`)
    assert.include(partMail.bodyText, '1 ticket of your order')
    assert.include(partMail.bodyText, 'SRD 154,10')
    assert.include(restMail.bodyText, '2 tickets')

    const list = (await listRefunds(client, order.id, org.token)).body().data
    assert.deepEqual(
      list.map((r: { id: number }) => r.id),
      [rest.body().data.id, first.body().data.id],
      'newest first'
    )
  })

  test('Mollie refuses: the refund is failed with the reason, nothing voided; a retry pays it once, with the same key', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const { order, tickets } = await paidWithMollie(org, mollie, 2)
    mollie.failRefundsWith(422)
    const callsBefore = mollie.refundCalls()
    const response = await postRefund(client, order.id, org.token, { ticketIds: [tickets[0].id], reason: 'Ziek' })
    response.assertStatus(201)
    const failed = response.body().data
    assert.equal(failed.status, 'failed')
    assert.include(failed.failureReason, 'De betaalprovider weigerde de terugbetaling of antwoordde niet')
    assert.isNull(failed.providerReference)
    assert.isTrue((await Ticket.findOrFail(tickets[0].id)).isValid, 'nothing is voided before the provider says yes')
    assert.equal((await Order.findOrFail(order.id)).status, 'paid')
    assert.equal(await availableNow(client, org.event.id, org.paid.id), 18)
    assert.lengthOf(await refundMessages(order.buyerEmail!), 0)
    // The ticket is free again: it is refundable and the door lets it in.
    const meta = (await listRefunds(client, order.id, org.token)).body().meta
    assert.include(
      meta.refundableTickets.map((t: { id: number }) => t.id),
      tickets[0].id
    )

    mollie.failRefundsWith(null)
    const retried = await retry(client, order.id, failed.id, org.token)
    retried.assertStatus(200)
    assert.containsSubset(retried.body().data, { id: failed.id, status: 'succeeded', failureReason: null, amount: failed.amount })
    assert.lengthOf(
      mollie.refunds.filter((r) => r.paymentId === order.providerPaymentId),
      1
    )
    assert.equal(mollie.refundCalls() - callsBefore, 2)
    assert.isFalse((await Ticket.findOrFail(tickets[0].id)).isValid)
    assert.lengthOf(await refundMessages(order.buyerEmail!), 1)

    const twice = await retry(client, order.id, failed.id, org.token)
    twice.assertStatus(409)
    assert.equal(twice.body().message, 'Alleen een mislukte terugbetaling kan opnieuw geprobeerd worden.')
    assert.equal(mollie.refundCalls() - callsBefore, 2)
    ;(await retry(client, order.id, 999999, org.token)).assertStatus(404)
  })

  test('the platform setting decides whether the fees go back: off, the buyer gets the ticket prices only', async ({ client, assert }) => {
    const admin = await tokenOf(await createAccount({ role: 'admin' }))
    const setFee = async (on: boolean) => {
      const saved = await client.put('/api/platform-settings').bearerToken(admin).json({ refundFeeOnOrganizerRefund: on })
      saved.assertStatus(200)
      assert.equal((await client.get('/api/platform-settings').bearerToken(admin)).body().data.refundFeeOnOrganizerRefund, on)
    }
    await setFee(false)
    try {
      const org = await organizerWithEvent()
      const { order } = await paidWithMollie(org, mollie, 2)
      assert.deepEqual((await listRefunds(client, order.id, org.token)).body().meta.refundPolicy, { returnFeeOnOrganizerRefund: false })
      const response = await postRefund(client, order.id, org.token, { reason: 'Afgelast' })
      assert.containsSubset(response.body().data, { ticketsAmount: '300.00', feeAmount: '0.00', amount: '300.00', status: 'succeeded' })
      const made = mollie.refunds.find((r) => r.id === response.body().data.providerReference)!
      assert.equal(made.amount.value, '7.50', 'the same share of the euro amount: 300.00 of 312.29')
      assert.equal((await Order.findOrFail(order.id)).status, 'refunded')
    } finally {
      await setFee(true)
    }
    const refused = await client.put('/api/platform-settings').bearerToken(admin).json({ refundFeeOnBuyerCancel: 'ja' })
    refused.assertStatus(422)
  })

  test('a refund left pending by a stopped process: a retry too soon is refused, the minute job resumes it once', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const { order, tickets } = await paidWithMollie(org, mollie, 1)
    // As step 1 leaves it when the process stops before asking Mollie.
    const refund = await Refund.create({
      orderId: order.id,
      ticketsAmount: '150.00',
      feeAmount: '12.29',
      amount: '162.29',
      currency: 'SRD',
      providerAmount: order.providerAmount,
      providerCurrency: 'EUR',
      status: 'pending',
      method: 'mollie',
      reason: 'Afgezegd',
      resell: true,
      initiator: 'organizer',
      requestedByUserId: org.user.id,
      idempotencyKey: `refund-${order.orderNumber}-cutoff`,
      attempts: 1,
    })
    await db.table('refund_tickets').insert({ refund_id: refund.id, ticket_id: tickets[0].id })
    const tooSoon = await retry(client, order.id, refund.id, org.token)
    tooSoon.assertStatus(409)
    assert.equal(await resumeCutOffRefunds(), 0, 'not cut off yet: it may still be on its way')

    await db
      .from('refunds')
      .where('id', refund.id)
      .update({ updated_at: new Date(Date.now() - RESUME_PENDING_AFTER_MS - 1_000) })
    assert.isAtLeast(await resumeCutOffRefunds(), 1)
    await refund.refresh()
    assert.equal(refund.status, 'succeeded')
    assert.equal(refund.attempts, 2)
    assert.isFalse((await Ticket.findOrFail(tickets[0].id)).isValid)
    assert.equal((await Order.findOrFail(order.id)).status, 'refunded')
    assert.equal(await resumeCutOffRefunds(), 0)
    assert.lengthOf(
      mollie.refunds.filter((r) => r.paymentId === order.providerPaymentId),
      1
    )
  })

  test('a real checkout: paid through the fake Mollie and its webhook, then refunded at that payment', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const created = await client.post('/api/payments/create').json(paymentBody(org.event.id, org.paid.id, 2, newSession(), 'mollie'))
    created.assertStatus(201)
    const order = await Order.findByOrFail('order_number', created.body().orderNumber)
    const payment = [...mollie.payments.values()].find((p) => (p.metadata as { orderNumber?: string }).orderNumber === order.orderNumber)!
    mollie.setStatus(payment.id, 'paid')
    assert.equal(await mollie.callWebhook(payment.id), 200)
    await order.refresh()
    assert.equal(order.status, 'paid')

    const response = await postRefund(client, order.id, org.token, { reason: 'Verkeerde datum gekozen' })
    response.assertStatus(201)
    assert.equal(response.body().data.status, 'succeeded')
    const made = mollie.refunds.find((r) => r.id === response.body().data.providerReference)!
    assert.equal(made.paymentId, payment.id)
    assert.deepEqual(made.amount, payment.amount)
    assert.equal((await Order.findOrFail(order.id)).status, 'refunded')
  })
})

test.group('Refunds through Uni5Pay+', (group) => {
  let fake: FakeUni5pay
  group.setup(async () => {
    fake = await startFakeUni5pay({ timeoutMs: 400 })
    return () => fake.close()
  })
  group.each.setup(async () => {
    await clearRateLimits()
    fake.failRefundsWith(null)
    fake.stallFor(0)
  })

  test('a ticket, then the rest: SRD as charged, the refund’s own idempotency key', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const { order, tickets } = await paidWithUni5pay(org, fake, 2)
    const first = await postRefund(client, order.id, org.token, { ticketIds: [tickets[1].id], reason: 'Dubbel' })
    first.assertStatus(201)
    assert.containsSubset(first.body().data, { method: 'uni5pay', status: 'succeeded', amount: '156.15', feeAmount: '6.15' })
    const stored = await Refund.findOrFail(first.body().data.id)
    const made = fake.refunds.at(-1)!
    assert.deepEqual(made.amount, { value: '156.15', currency: 'SRD' })
    assert.equal(made.id, first.body().data.providerReference)
    assert.equal(fake.refundKeys.at(-1), stored.idempotencyKey)

    const rest = await postRefund(client, order.id, org.token, { reason: 'Rest' })
    rest.assertStatus(201)
    assert.equal(rest.body().data.amount, '156.14')
    assert.equal((await Order.findOrFail(order.id)).status, 'refunded')
    const paidBack = fake.refunds.filter((r) => r.paymentId === order.providerPaymentId).reduce((sum, r) => sum + cents(r.amount.value), 0)
    assert.equal(paidBack, cents(order.total))
  })

  test('Uni5Pay+ does not answer in time: failed; the retry gets the refund it made meanwhile, never a second one', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const { order, tickets } = await paidWithUni5pay(org, fake, 1)
    fake.stallFor(1_000)
    const response = await postRefund(client, order.id, org.token, { reason: 'Afgezegd' })
    response.assertStatus(201)
    assert.equal(response.body().data.status, 'failed')
    assert.include(response.body().data.failureReason, 'geen antwoord binnen 400 ms')
    assert.isTrue((await Ticket.findOrFail(tickets[0].id)).isValid)
    const madeMeanwhile = fake.refunds.filter((r) => r.paymentId === order.providerPaymentId)
    assert.lengthOf(madeMeanwhile, 1, 'the provider did make it; only its answer was late')

    fake.stallFor(0)
    const retried = await retry(client, order.id, response.body().data.id, org.token)
    retried.assertStatus(200)
    assert.equal(retried.body().data.status, 'succeeded')
    assert.equal(retried.body().data.providerReference, madeMeanwhile[0].id)
    assert.lengthOf(
      fake.refunds.filter((r) => r.paymentId === order.providerPaymentId),
      1
    )
    const keys = fake.refundKeys.filter((key) => key === fake.refundKeys.at(-1))
    assert.lengthOf(keys, 2, 'both calls carried the same idempotency key')
  })

  test('Uni5Pay+ refuses: failed with its words, retryable', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const { order } = await paidWithUni5pay(org, fake, 1)
    fake.failRefundsWith(422)
    const response = await postRefund(client, order.id, org.token, { reason: 'Afgezegd' })
    assert.equal(response.body().data.status, 'failed')
    assert.include(response.body().data.failureReason, 'HTTP 422')
    assert.lengthOf(
      fake.refunds.filter((r) => r.paymentId === order.providerPaymentId),
      0
    )
  })
})

test.group('Refund rules: what may be refunded', (group) => {
  let mollie: FakeMollie
  group.setup(async () => {
    await useRates(TEST_RATES)
    mollie = await startFakeMollie()
    return () => mollie.close()
  })
  group.each.setup(() => clearRateLimits())

  test('422 for a missing reason or a ticket not of this order; 409 for a checked-in or refunded ticket; nothing changes', async ({
    client,
    assert,
  }) => {
    const door = await doorWithTickets(2)
    const { order, tickets } = await attachMolliePayment((await Order.findOrFail(door.tickets[0].orderId))!, mollie)
    const other = await paidWithMollie(door, mollie, 1)

    const noReason = await postRefund(client, order.id, door.token, { reason: '   ' })
    noReason.assertStatus(422)
    assert.deepEqual(noReason.body().errors.reason, ['Geef een reden voor de terugbetaling'])
    ;(await postRefund(client, order.id, door.token, { reason: 'x', ticketIds: [] })).assertStatus(422)
    ;(await postRefund(client, order.id, door.token, { reason: 'x', ticketIds: ['abc'] })).assertStatus(422)
    ;(await postRefund(client, order.id, door.token, { reason: 'x', resell: 'nee' })).assertStatus(422)

    const foreign = await postRefund(client, order.id, door.token, { reason: 'x', ticketIds: [other.tickets[0].id] })
    foreign.assertStatus(422)
    assert.equal(foreign.body().message, `Ticket ${other.tickets[0].id} hoort niet bij deze bestelling.`)
    ;(await postRefund(client, order.id, door.token, { reason: 'x', ticketIds: [999999] })).assertStatus(422)

    ;(await scan(client, door, tickets[0].qrCode)).assertStatus(200)
    const checkedIn = await postRefund(client, order.id, door.token, { reason: 'x', ticketIds: [tickets[0].id] })
    checkedIn.assertStatus(409)
    assert.equal(checkedIn.body().message, `Ticket ${tickets[0].id} is al ingecheckt en kan niet meer terugbetaald worden.`)
    // The whole order holds a checked-in ticket: refused, the organizer picks the others.
    ;(await postRefund(client, order.id, door.token, { reason: 'x' })).assertStatus(409)

    ;(await postRefund(client, order.id, door.token, { reason: 'x', ticketIds: [tickets[1].id] })).assertStatus(201)
    const again = await postRefund(client, order.id, door.token, { reason: 'x', ticketIds: [tickets[1].id] })
    again.assertStatus(409)
    assert.equal(again.body().message, `Ticket ${tickets[1].id} is al terugbetaald of wordt nu terugbetaald.`)
    assert.lengthOf(await Refund.query().where('order_id', order.id), 1)
    assert.lengthOf(
      mollie.refunds.filter((r) => r.paymentId === order.providerPaymentId),
      1
    )
  })

  test('free and unpaid orders are refused (they are cancelled instead), and one awaiting a refund by hand', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const free = await buyFreeOrder(client, org, 1)
    const refusedFree = await postRefund(client, free.id, org.token, { reason: 'x' })
    refusedFree.assertStatus(409)
    assert.equal(refusedFree.body().code, 'ORDER_NOT_REFUNDABLE')
    const pending = await writeOrder(org, { status: 'pending', quantity: 1 })
    ;(await postRefund(client, pending.id, org.token, { reason: 'x' })).assertStatus(409)
    const awaiting = await writeOrder(org, { status: 'paid', quantity: 1, refundRequired: true })
    const manual = await postRefund(client, awaiting.id, org.token, { reason: 'x' })
    manual.assertStatus(409)
    assert.include(manual.body().message, 'markeer haar als terugbetaald')
    assert.lengthOf(await Refund.query().whereIn('order_id', [free.id, pending.id, awaiting.id]), 0)
  })

  test('only the organizer’s team and admins: another organizer’s staff, loket, scanner and buyer get 403; unknown 404', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const { order, tickets } = await paidWithMollie(org, mollie, 3)
    const stranger = await organizerWithEvent()
    const strangerManager = await createAccount({ role: 'manager', managerForOrganizerId: stranger.user.id })
    const loket = await createAccount({ role: 'loket_medewerker', createdByOrganizerId: org.user.id })
    const scanner = await createAccount({ role: 'scanner', createdByOrganizerId: org.user.id })
    const buyer = await createAccount({ role: 'user' })
    for (const user of [strangerManager, loket, scanner, buyer]) {
      const token = await tokenOf(user)
      ;(await postRefund(client, order.id, token, { reason: 'x', ticketIds: [tickets[0].id] })).assertStatus(403)
      ;(await listRefunds(client, order.id, token)).assertStatus(403)
    }
    ;(await postRefund(client, order.id, stranger.token, { reason: 'x' })).assertStatus(403)
    ;(await listRefunds(client, order.id, stranger.token)).assertStatus(403)
    ;(await client.post(`/api/orders/${order.id}/refunds`).json({ reason: 'x' })).assertStatus(401)
    assert.lengthOf(await Refund.query().where('order_id', order.id), 0)

    const manager = await createAccount({ role: 'manager', managerForOrganizerId: org.user.id })
    const admin = await createAccount({ role: 'admin' })
    ;(await postRefund(client, order.id, await tokenOf(manager), { reason: 'x', ticketIds: [tickets[0].id] })).assertStatus(201)
    ;(await postRefund(client, order.id, await tokenOf(admin), { reason: 'x', ticketIds: [tickets[1].id] })).assertStatus(201)
    ;(await postRefund(client, 999999, org.token, { reason: 'x' })).assertStatus(404)
    const list = (await listRefunds(client, order.id, org.token)).body().data
    assert.lengthOf(list, 2)
    assert.equal(list[1].requestedBy.id, manager.id)
  })
})

test.group('Refunded tickets at the door, in My tickets and on Ticketswitch', (group) => {
  let mollie: FakeMollie
  group.setup(async () => {
    await useRates(TEST_RATES)
    mollie = await startFakeMollie()
    return () => mollie.close()
  })
  group.each.setup(() => clearRateLimits())

  test('the scanner answers refunded with the date; the offline list drops it; My tickets marks it refunded', async ({
    client,
    assert,
  }) => {
    const door = await resaleDoor(2)
    const { order, tickets } = await attachMolliePayment(await Order.findOrFail(door.tickets[0].orderId), mollie)
    const before = (await client.get(`/api/events/${door.event.id}/check-ins/offline-list`).bearerToken(door.scannerToken)).body()
    const refund = await postRefund(client, order.id, door.token, { ticketIds: [tickets[0].id], reason: 'Ziek' })
    refund.assertStatus(201)

    const refused = await scan(client, door, tickets[0].qrCode)
    refused.assertStatus(200)
    assert.equal(refused.body().status, 'refunded')
    assert.equal(refused.body().refundedAt, refund.body().data.completedAt)
    assert.equal(refused.body().ticket.id, tickets[0].id)
    assert.equal((await scan(client, door, tickets[1].qrCode)).body().status, 'valid')

    const after = (await client.get(`/api/events/${door.event.id}/check-ins/offline-list`).bearerToken(door.scannerToken)).body()
    assert.equal(after.codes.length, before.codes.length - 1)

    const mine = await client.get('/api/users/me/tickets').bearerToken(door.sellerToken)
    mine.assertStatus(200)
    const shown = mine.body().data as { id: number; refundedAt: string | null; qrImage: string | null }[]
    const refunded = shown.find((ticket) => ticket.id === tickets[0].id)!
    assert.equal(refunded.refundedAt, refund.body().data.completedAt)
    assert.isNull(refunded.qrImage)
    assert.isNull(shown.find((ticket) => ticket.id === tickets[1].id)!.refundedAt)
  })

  test('a ticket listed on Ticketswitch: the refund closes the listing, and a refunded ticket cannot be listed', async ({
    client,
    assert,
  }) => {
    const door = await resaleDoor(2)
    const { order, tickets } = await attachMolliePayment(await Order.findOrFail(door.tickets[0].orderId), mollie)
    const listing = await listed(client, door)
    const meta = (await listRefunds(client, order.id, door.token)).body().meta
    assert.isTrue(meta.refundableTickets.find((t: { id: number }) => t.id === tickets[0].id).listedOnTicketswitch)

    ;(await postRefund(client, order.id, door.token, { reason: 'Ziek' })).assertStatus(201)
    const closed = await TicketswitchListing.findOrFail(listing.id)
    assert.isFalse(closed.isActive)
    assert.isNotNull(closed.withdrawnAt)
    const relist = await client
      .post('/api/ticketswitch/listings')
      .bearerToken(door.sellerToken)
      .json({ ticketId: tickets[1].id, listingPrice: '150.00', payoutDetails: 'DSB 123456789' })
    relist.assertStatus(409)
    const { rows } = await db.rawQuery(
      'SELECT count(*)::int AS n FROM ticketswitch_listings WHERE original_ticket_id = ANY(?) AND is_active',
      [tickets.map((ticket) => ticket.id)]
    )
    assert.equal(rows[0].n, 0)
  })
})

test.group('Refunds of counter sales: cash or pin back at once, in the shift and the agent’s ledger', (group) => {
  group.each.setup(() => clearRateLimits())

  async function sell(
    client: ApiClient,
    channel: 'loket' | 'agent',
    seller: User,
    eventId: number,
    typeId: number,
    method: 'cash' | 'pin'
  ) {
    const response = await client
      .post(`/api/${channel}/sales`)
      .bearerToken(await freshToken(seller))
      .json({
        eventId,
        tickets: [{ ticketTypeId: typeId, quantity: 3 }],
        paymentMethod: method,
        amountTendered: method === 'cash' ? 200 : null,
      })
    response.assertStatus(201)
    const order = await Order.findByOrFail('order_number', response.body().orderNumber)
    return { order, tickets: await Ticket.query().where('order_id', order.id).orderBy('id') }
  }
  const totalsOf = async (client: ApiClient, shiftId: number, token: string) => {
    const response = await client.get(`/api/loket/shifts/${shiftId}`).bearerToken(token)
    response.assertStatus(200)
    return response.body().data.totals
  }

  test('a loket cash sale: refunded in cash, the open shift’s expected cash goes down by exactly that', async ({ client, assert }) => {
    const { organizer, event, staanplaats } = await counterEvent()
    const seller = await loketStaff(organizer.id, { canAccessAllEvents: true, allowedEventIds: [], allowedTicketTypeIds: [] })
    const shift = await openShift(seller, organizer.id)
    const { order, tickets } = await sell(client, 'loket', seller, event.id, staanplaats.id, 'cash')
    const token = await tokenOf(organizer)
    const sellerToken = await freshToken(seller)
    assert.containsSubset(await totalsOf(client, shift.id, sellerToken), {
      cashSales: '100.05',
      cashRefunds: '0.00',
      expectedCash: '200.05',
    })

    const part = await postRefund(client, order.id, token, { ticketIds: [tickets[0].id], reason: 'Verkeerd type' })
    part.assertStatus(201)
    assert.containsSubset(part.body().data, { method: 'cash', status: 'succeeded', amount: '33.35', providerReference: null })
    const totals = await totalsOf(client, shift.id, sellerToken)
    assert.containsSubset(totals, { cashSales: '100.05', cashRefunds: '33.35', expectedCash: '166.70', tickets: 2, amount: '66.70' })
    assert.equal((await Refund.findOrFail(part.body().data.id)).loketShiftId, shift.id)

    ;(await postRefund(client, order.id, token, { reason: 'Rest ook terug' })).assertStatus(201)
    assert.equal((await Order.findOrFail(order.id)).status, 'refunded')
    assert.containsSubset(await totalsOf(client, shift.id, sellerToken), {
      cashRefunds: '100.05',
      expectedCash: '100.00',
      orders: 0,
      tickets: 0,
    })
    const [mail] = order.buyerEmail ? await refundMessages(order.buyerEmail) : []
    if (mail) assert.include(mail.bodyText, 'contant')
  })

  test('an agent’s sale: the refund reverses what the agent owes and the commission on it, the whole order to the cent', async ({
    client,
    assert,
  }) => {
    const { organizer, event, staanplaats } = await counterEvent()
    const { agent } = await approvedAgent(organizer.id, {}, '10.00')
    const { order, tickets } = await sell(client, 'agent', agent, event.id, staanplaats.id, 'pin')
    const token = await tokenOf(organizer)
    const sale = await AgentCommission.query().where('order_id', order.id).firstOrFail()
    assert.equal(sale.commissionAmount, '10.01')

    const part = await postRefund(client, order.id, token, { ticketIds: [tickets[0].id], reason: 'Dubbel' })
    assert.containsSubset(part.body().data, { method: 'pin', status: 'succeeded', amount: '33.35' })
    const rest = await postRefund(client, order.id, token, { reason: 'Afgezegd' })
    rest.assertStatus(201)
    const entries = await AgentCommission.query().where('order_id', order.id).orderBy('id')
    assert.deepEqual(
      entries.map((entry) => [entry.entryType, entry.saleTotal, entry.commissionAmount, entry.refundId]),
      [
        ['sale', '100.05', '10.01', null],
        ['refund', '-33.35', '-3.34', part.body().data.id],
        ['refund', '-66.70', '-6.67', rest.body().data.id],
      ]
    )
    // The agent's own sales screen and staff cannot refund.
    ;(await postRefund(client, order.id, await freshToken(agent), { reason: 'x' })).assertStatus(403)
  })
})

test.group('Refunds through the Uni5Pay+ sandbox (development)', (group) => {
  group.each.setup(() => clearRateLimits())

  test('the sandbox keeps the refund beside the payment, shows it, and never pays back more than it took', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const created = await client
      .post('/api/payments/create')
      .json(paymentBody(org.event.id, org.paid.id, 2, newSession(), 'uni5pay', 'uni5pay'))
    created.assertStatus(201)
    const checkout = new URL(created.body().checkoutUrl)
    const paymentId = checkout.searchParams.get('paymentId')!
    const key = checkout.searchParams.get('key')!
    await client.post(`/api/payments/uni5pay/sandbox/${paymentId}/approve`).form({ key }).redirects(0)
    const order = await Order.findByOrFail('order_number', created.body().orderNumber)
    assert.equal(order.status, 'paid')
    const tickets = await Ticket.query().where('order_id', order.id).orderBy('id')

    const first = await postRefund(client, order.id, org.token, { ticketIds: [tickets[0].id], reason: 'Ziek' })
    first.assertStatus(201)
    assert.containsSubset(first.body().data, { method: 'uni5pay', status: 'succeeded', amount: '150.00' })
    assert.match(first.body().data.providerReference, /^u5r_/)
    ;(await postRefund(client, order.id, org.token, { reason: 'Rest' })).assertStatus(201)

    const shown = (await client.get(`/api/payments/uni5pay/sandbox/${paymentId}`).qs({ key })).body().data
    assert.deepEqual(
      shown.refunds.map((r: { amount: string; currency: string }) => [r.amount, r.currency]),
      [
        ['150.00', 'SRD'],
        ['150.00', 'SRD'],
      ]
    )
    assert.equal(shown.refunds[0].id, first.body().data.providerReference)
    assert.equal((await Order.findOrFail(order.id)).status, 'refunded')
  })
})
