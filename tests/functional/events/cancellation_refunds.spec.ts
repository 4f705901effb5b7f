/*
 * Cancelling an event refunds its paid orders through the refunds path, in the job queued by the cancellation (run here
 * by hand: japa runs no pg-boss): the real Mollie client against the fake Mollie, the Uni5Pay+ adapter against the
 * fake merchant API, a loket cash sale at once. Each paid order refunded once, whole, the seats not put back on sale;
 * the buyer told once (the cancellation's message); the progress on the event's detail; a refusal failed, visible and
 * retryable; two runs at once or one cut off halfway still refund each order once. An order without a provider
 * payment to refund stays in the admins' refund queue.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import Event from '#models/event'
import Order from '#models/order'
import OutboxMessage from '#models/outbox_message'
import Refund from '#models/refund'
import Ticket from '#models/ticket'
import { runCancellationRefunds, sweepCancellationRefunds } from '#services/events/cancellation_refunds'
import { setCancellationGuardForTests, setRefundLockingForTests } from '#services/orders/refund_service'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { clearRateLimits, createAccount } from '#tests/helpers/accounts'
import { startFakeMollie, type FakeMollie } from '#tests/helpers/fake_mollie'
import { startFakeUni5pay, type FakeUni5pay } from '#tests/helpers/fake_uni5pay'
import { TEST_RATES, useRates } from '#tests/functional/payments/payment_fixtures'
import { buyFreeOrder, organizerWithEvent, soldOf, tokenOf, writeOrder, type Organizer } from '#tests/functional/orders/order_fixtures'
import { paidInCash, paidWithMollie, paidWithUni5pay, retry } from '#tests/functional/orders/refund_fixtures'

const cancel = (client: ApiClient, org: Organizer) => client.post(`/api/events/${org.event.id}/cancel`).bearerToken(org.token)
const progressOf = async (client: ApiClient, org: Organizer, token = org.token) => {
  const response = await client.get(`/api/events/${org.event.id}/manage`).bearerToken(token)
  response.assertStatus(200)
  return response.body().data.cancellationRefunds
}
const statementTotal = async (client: ApiClient, org: Organizer) => {
  const response = await client.get(`/api/organizers/${org.user.id}/statement`).bearerToken(org.token)
  response.assertStatus(200)
  return response.body().data.total as { refunds: string; refundsDue: string }
}
const refundsOf = (orderId: number) => Refund.query().where('order_id', orderId).orderBy('id')
const messagesTo = (to: string, kind: string) => OutboxMessage.query().where('recipient', to).where('kind', kind)

test.group('Cancelling an event: its paid orders refunded by the job', (group) => {
  let mollie: FakeMollie
  let uni5pay: FakeUni5pay
  group.setup(async () => {
    await useRates(TEST_RATES)
    mollie = await startFakeMollie()
    uni5pay = await startFakeUni5pay({ timeoutMs: 400 })
    return async () => {
      await mollie.close()
      await uni5pay.close()
    }
  })
  group.each.setup(async () => {
    await clearRateLimits()
    mollie.failRefundsWith(null)
    uni5pay.failRefundsWith(null)
  })

  test('Mollie, Uni5Pay+ and a cash sale refunded whole once, the free order told, one message each, progress right', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const viaMollie = await paidWithMollie(org, mollie, 2)
    const viaUni5pay = await paidWithUni5pay(org, uni5pay, 1)
    const inCash = await paidInCash(org, 1)
    const byHand = await writeOrder(org, { status: 'paid', quantity: 1 })
    const free = await buyFreeOrder(client, org, 1)
    const soldBefore = await soldOf(org.paid)
    const { refundFeeOnOrganizerRefund } = await getPlatformSettings()

    const cancelled = await cancel(client, org)
    cancelled.assertStatus(200)
    assert.equal(cancelled.body().ordersToRefund, 4)
    assert.deepEqual(cancelled.body().data.cancellationRefunds, { total: 3, succeeded: 0, failed: 0, pending: 3, manual: 1 })
    assert.isTrue((await Order.findOrFail(byHand.id)).refundRequired, 'no provider payment to refund: the refund queue')
    assert.isFalse((await Order.findOrFail(viaMollie.order.id)).refundRequired)

    const run = await runCancellationRefunds(org.event.id)
    assert.deepEqual(run, { refunded: 3, failed: 0, manual: 0, done: true })

    for (const { order, tickets } of [viaMollie, viaUni5pay, inCash]) {
      const refunds = await refundsOf(order.id)
      assert.lengthOf(refunds, 1)
      const [refund] = refunds
      assert.containsSubset(refund.toJSON(), {
        status: 'succeeded',
        initiator: 'event_cancelled',
        resell: false,
        reason: 'Evenement geannuleerd',
        requestedByUserId: org.user.id,
        amount: refundFeeOnOrganizerRefund ? order.total : order.subtotal,
      })
      const stored = await Order.findOrFail(order.id)
      assert.equal(stored.status, 'refunded')
      for (const ticket of await Ticket.query().whereIn(
        'id',
        tickets.map((t) => t.id)
      ))
        assert.isNotNull(ticket.refundedAt)
      // One message per buyer: the cancellation's, which says the money comes back; the refund sends none.
      assert.lengthOf(await messagesTo(order.buyerEmail!, 'event_cancelled'), 1)
      assert.lengthOf(await messagesTo(order.buyerEmail!, 'order_refunded'), 0)
    }
    assert.lengthOf(
      mollie.refunds.filter((r) => r.paymentId === viaMollie.order.providerPaymentId),
      1
    )
    assert.lengthOf(
      uni5pay.refunds.filter((r) => r.paymentId === viaUni5pay.order.providerPaymentId),
      1
    )
    assert.equal((await Order.findOrFail(inCash.order.id)).refundReference, `cash-${(await refundsOf(inCash.order.id))[0].id}`)
    assert.equal(await soldOf(org.paid), soldBefore, 'a cancelled event’s seats are not put back on sale')

    const freeNow = await Order.findOrFail(free.id)
    assert.equal(freeNow.status, 'free')
    assert.lengthOf(await refundsOf(free.id), 0)
    assert.lengthOf(await messagesTo(free.buyerEmail!, 'event_cancelled'), 1)

    const byHandNow = await Order.findOrFail(byHand.id)
    assert.include(byHandNow.toJSON(), { status: 'paid', refundRequired: true, refundReason: 'event_cancelled' })
    assert.lengthOf(await refundsOf(byHand.id), 0)

    const done = { total: 3, succeeded: 3, failed: 0, pending: 0, manual: 1 }
    assert.deepEqual(await progressOf(client, org), done)
    const admin = await createAccount({ role: 'admin' })
    assert.deepEqual(await progressOf(client, org, await tokenOf(admin)), done)
    const queue = await client
      .get('/api/admin/refunds')
      .qs({ filter: JSON.stringify({ organizerId: org.user.id }) })
      .bearerToken(await tokenOf(admin))
    queue.assertStatus(200)
    assert.deepEqual(
      queue.body().data.map((row: { id: number }) => row.id),
      [byHand.id]
    )
    assert.isNotNull((await Event.findOrFail(org.event.id)).cancellationRefundsDoneAt)

    // Run again (the job retried, the sweep): nothing more is refunded.
    const callsBefore = mollie.refundCalls()
    assert.deepEqual(await runCancellationRefunds(org.event.id), { refunded: 0, failed: 0, manual: 0, done: true })
    assert.equal(mollie.refundCalls(), callsBefore)
    assert.lengthOf(await refundsOf(viaMollie.order.id), 1)
  }).timeout(60_000)

  test('a provider refusing: that refund failed, shown in the progress, not asked again by the job, retried by hand', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const refused = await paidWithMollie(org, mollie, 1)
    const accepted = await paidWithUni5pay(org, uni5pay, 1)
    ;(await cancel(client, org)).assertStatus(200)

    mollie.failRefundsWith(422)
    assert.deepEqual(await runCancellationRefunds(org.event.id), { refunded: 1, failed: 1, manual: 0, done: true })
    const [failed] = await refundsOf(refused.order.id)
    assert.equal(failed.status, 'failed')
    assert.isString(failed.failureReason)
    assert.equal((await Order.findOrFail(refused.order.id)).status, 'paid')
    assert.equal((await Order.findOrFail(accepted.order.id)).status, 'refunded')
    assert.deepEqual(await progressOf(client, org), { total: 2, succeeded: 1, failed: 1, pending: 0, manual: 0 })
    // The money of the failed one is still owed to its buyer: held back on the organizer's statement.
    assert.deepInclude(await statementTotal(client, org), { refunds: '150.00', refundsDue: '150.00' })

    // The job leaves a failed refund to a person: a second run does not ask Mollie again.
    const calls = mollie.refundCalls()
    await runCancellationRefunds(org.event.id)
    assert.equal(mollie.refundCalls(), calls)
    assert.lengthOf(await refundsOf(refused.order.id), 1)

    mollie.failRefundsWith(null)
    const retried = await retry(client, refused.order.id, failed.id, org.token)
    retried.assertStatus(200)
    assert.containsSubset(retried.body().data, { id: failed.id, status: 'succeeded', initiator: 'event_cancelled' })
    assert.equal((await Order.findOrFail(refused.order.id)).status, 'refunded')
    assert.lengthOf(
      mollie.refunds.filter((r) => r.paymentId === refused.order.providerPaymentId),
      1
    )
    assert.deepEqual(await progressOf(client, org), { total: 2, succeeded: 2, failed: 0, pending: 0, manual: 0 })
    assert.deepInclude(await statementTotal(client, org), { refunds: '300.00', refundsDue: '0.00' })
  }).timeout(60_000)

  test('a run cut off after one batch: done=false, the progress says so, the sweep finishes it', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const orders = []
    for (let i = 0; i < 5; i++) orders.push(await paidWithMollie(org, mollie, 1))
    ;(await cancel(client, org)).assertStatus(200)

    const first = await runCancellationRefunds(org.event.id, { batchSize: 2, maxBatches: 1 })
    assert.deepEqual(first, { refunded: 2, failed: 0, manual: 0, done: false })
    assert.deepEqual(await progressOf(client, org), { total: 5, succeeded: 2, failed: 0, pending: 3, manual: 0 })
    assert.isNull((await Event.findOrFail(org.event.id)).cancellationRefundsDoneAt)

    await sweepCancellationRefunds()
    assert.deepEqual(await progressOf(client, org), { total: 5, succeeded: 5, failed: 0, pending: 0, manual: 0 })
    assert.isNotNull((await Event.findOrFail(org.event.id)).cancellationRefundsDoneAt)
    for (const { order } of orders) {
      assert.lengthOf(await refundsOf(order.id), 1)
      assert.lengthOf(
        mollie.refunds.filter((r) => r.paymentId === order.providerPaymentId),
        1
      )
    }
  }).timeout(60_000)

  test('a pending refund left by a crash between the steps is asked of the provider again with its key', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const { order } = await paidWithMollie(org, mollie, 1)
    ;(await cancel(client, org)).assertStatus(200)
    await runCancellationRefunds(org.event.id)
    const [refund] = await refundsOf(order.id)
    // As a crash after step 1 leaves it, a while ago: pending, the order still paid, the tickets not voided.
    await db
      .from('refunds')
      .where('id', refund.id)
      .update({ status: 'pending', completed_at: null, provider_reference: null, credit_note_number: null })
    await db.rawQuery("UPDATE refunds SET updated_at = now() - interval '5 minutes' WHERE id = ?", [refund.id])
    await db.from('orders').where('id', order.id).update({ status: 'paid', refunded_at: null, refund_reference: null })
    await db.from('tickets').where('order_id', order.id).update({ refunded_at: null })
    await db.from('events').where('id', org.event.id).update({ cancellation_refunds_done_at: null })
    assert.deepEqual(await progressOf(client, org), { total: 1, succeeded: 0, failed: 0, pending: 1, manual: 0 })

    const run = await runCancellationRefunds(org.event.id)
    assert.isTrue(run.done)
    const resumed = await Refund.findOrFail(refund.id)
    assert.equal(resumed.status, 'succeeded')
    assert.equal(resumed.attempts, refund.attempts + 1)
    assert.equal((await Order.findOrFail(order.id)).status, 'refunded')
    // The same idempotency key: the provider made one refund of the payment, not two.
    assert.lengthOf(
      mollie.refunds.filter((r) => r.paymentId === order.providerPaymentId),
      1
    )
  }).timeout(60_000)
})

/*
 * Two runs of one cancellation at once (the job and the sweep, or two servers): each order refunded once. The control
 * switches off the refund's row locks, the job's check for an order's refund of its cancellation and the database's
 * guards (one live refund per ticket, never more back than paid; and the sales-totals triggers, which by accident make
 * two refunds of one event wait for each other), and must then refund some order twice.
 */
const SALES_TRIGGERS: [string, string][] = [
  ['orders', 'event_sales_orders_insert'],
  ['orders', 'event_sales_orders_update'],
  ['tickets', 'event_sales_tickets_change'],
]

async function guards(on: boolean) {
  for (const [table, trigger] of SALES_TRIGGERS) await db.rawQuery(`ALTER TABLE ${table} ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${trigger}`)
  await db.rawQuery(`ALTER TABLE refunds ${on ? 'ENABLE' : 'DISABLE'} TRIGGER refunds_within_paid`)
  if (on) {
    await db.rawQuery(`UPDATE refund_tickets rt SET active = false WHERE active AND refund_id <> (
      SELECT min(o.refund_id) FROM refund_tickets o WHERE o.ticket_id = rt.ticket_id AND o.active)`)
    await db.rawQuery('CREATE UNIQUE INDEX IF NOT EXISTS refund_tickets_one_active ON refund_tickets (ticket_id) WHERE active')
    await db.rawQuery('SELECT rebuild_event_sales_days()')
  } else {
    await db.rawQuery('DROP INDEX IF EXISTS refund_tickets_one_active')
  }
}

/** A cancelled event with `count` cash sales (paid back in the refund's own transaction), run twice at once. */
async function twoRunsAtOnce(client: ApiClient, count: number) {
  const org = await organizerWithEvent()
  const orders = []
  for (let i = 0; i < count; i++) orders.push((await paidInCash(org, 1)).order)
  ;(await cancel(client, org)).assertStatus(200)
  await Promise.all([runCancellationRefunds(org.event.id, { batchSize: 3 }), runCancellationRefunds(org.event.id, { batchSize: 3 })])
  const counts = await Promise.all(
    orders.map(async (order) => (await Refund.query().where('order_id', order.id).where('status', 'succeeded')).length)
  )
  return { counts, orders }
}

test.group('Cancelling an event: two runs at once', (group) => {
  group.each.setup(() => clearRateLimits())

  test('each order refunded once (control: without the locks, the check and the guards, some order twice)', async ({ client, assert }) => {
    const { counts, orders } = await twoRunsAtOnce(client, 8)
    assert.deepEqual(
      counts,
      orders.map(() => 1)
    )
    for (const order of orders) assert.equal((await Order.findOrFail(order.id)).status, 'refunded')

    setRefundLockingForTests(false)
    setCancellationGuardForTests(false)
    await guards(false)
    let wrong = false
    try {
      for (let run = 0; run < 3 && !wrong; run++) wrong = (await twoRunsAtOnce(client, 8)).counts.some((n) => n > 1)
    } finally {
      setRefundLockingForTests(true)
      setCancellationGuardForTests(true)
      await guards(true)
    }
    assert.isTrue(wrong, 'without the row locks, the check and the guards an order was refunded twice')
  }).timeout(120_000)
})
