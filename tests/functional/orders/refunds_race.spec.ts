/*
 * Refunds under a rush, each with a control run: the same rush with the refund's row locks switched off (and the
 * database's guards of migration 0093 dropped: one live refund per ticket, never more back than paid) must go wrong,
 * which shows the test would see the bug. With them: many refunds of one ticket at once → exactly one; a refund and a
 * check-in of one ticket at once → one of the two; retries of a failed refund at once → the provider asked once.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import Order from '#models/order'
import Refund from '#models/refund'
import Ticket from '#models/ticket'
import { setRefundLockingForTests } from '#services/orders/refund_service'
import { setTicketswitchLockingForTests } from '#services/ticketswitch/row_locking'
import { clearRateLimits } from '#tests/helpers/accounts'
import { startFakeMollie, type FakeMollie } from '#tests/helpers/fake_mollie'
import { TEST_RATES, useRates } from '#tests/functional/payments/payment_fixtures'
import { organizerWithEvent, writeOrder, type Organizer } from '#tests/functional/orders/order_fixtures'
import { doorWithTickets, scan, type Door } from '#tests/functional/check_ins/check_in_fixtures'
import { paidInCash, paidWithMollie, postRefund, retry } from '#tests/functional/orders/refund_fixtures'
import { orderStatusKey } from '#services/orders/order_keys'
import Event from '#models/event'

const RUSH = 8
const PAIRS = 12
const cents = (value: string | number) => Math.round(Number(value) * 100)

/*
 * The organizer's running totals (event_sales_days) are one row per event and day that every ticket change of an
 * event updates: by accident that row already makes two refunds of one event wait for each other. The control switches
 * those triggers off too (and rebuilds the totals after), so only what the refund itself does is measured.
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
    // What the control runs refunded twice stays as evidence; the first live refund per ticket keeps it.
    await db.rawQuery(`UPDATE refund_tickets rt SET active = false WHERE active AND refund_id <> (
      SELECT min(o.refund_id) FROM refund_tickets o WHERE o.ticket_id = rt.ticket_id AND o.active)`)
    await db.rawQuery('CREATE UNIQUE INDEX IF NOT EXISTS refund_tickets_one_active ON refund_tickets (ticket_id) WHERE active')
    await db.rawQuery('SELECT rebuild_event_sales_days()')
  } else {
    await db.rawQuery('DROP INDEX IF EXISTS refund_tickets_one_active')
  }
}

/**
 * Runs `attempt` up to ten times with the locks and guards off; true once it went wrong. On a loaded machine the
 * requests of one rush can happen to run one after another, several rushes in a row.
 */
async function controlGoesWrong(attempt: () => Promise<boolean>): Promise<boolean> {
  setRefundLockingForTests(false)
  setTicketswitchLockingForTests(false)
  await guards(false)
  try {
    for (let run = 0; run < 10; run++) if (await attempt()) return true
    return false
  } finally {
    setRefundLockingForTests(true)
    setTicketswitchLockingForTests(true)
    await guards(true)
  }
}

/**
 * RUSH refunds of the same (only) ticket of a cash sale at once: the statuses and what went back in total. The seat is
 * not put back on sale, so the stock's own guard (never fewer than 0 sold) does not hide a double refund.
 */
async function sameTicketRush(client: ApiClient, org: Organizer) {
  const { order, tickets } = await paidInCash(org, 1)
  const responses = await Promise.all(
    Array.from({ length: RUSH }, () =>
      postRefund(client, order.id, org.token, { ticketIds: [tickets[0].id], reason: 'Dubbel', resell: false })
    )
  )
  const done = await Refund.query().where('order_id', order.id).where('status', 'succeeded')
  return {
    statuses: responses.map((r) => r.status()),
    succeeded: done.length,
    returned: done.reduce((sum, refund) => sum + cents(refund.amount), 0),
    paid: cents(order.total),
  }
}

/** Each of the door's tickets (one order each) refunded while the scanner scans it, all at once. */
async function refundVersusScan(client: ApiClient, door: Door) {
  return Promise.all(
    door.tickets.map(async (ticket) => {
      const [refund, answer] = await Promise.all([
        postRefund(client, ticket.orderId, door.token, { reason: 'Afgezegd' }),
        scan(client, door, ticket.qrCode),
      ])
      return { refunded: refund.status() === 201, checkedIn: answer.body().status === 'valid', answer: answer.body().status }
    })
  )
}

/** A door whose PAIRS tickets are each their own cash order, so each refund takes its own order's lock. */
async function doorOfSingleOrders(): Promise<Door> {
  const door = await doorWithTickets(1)
  for (let i = 1; i < PAIRS; i++) await writeOrder(door, { status: 'paid', quantity: 1 })
  await db.from('orders').where('event_id', door.event.id).update({ channel: 'loket', payment_provider: 'loket', payment_method: 'cash' })
  return { ...door, tickets: await Ticket.query().where('event_id', door.event.id).orderBy('id') }
}

test.group('Refund races', (group) => {
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

  test('refunds of one ticket at once: exactly one, the others 409, never more back than paid (control: paid back many times)', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const rush = await sameTicketRush(client, org)
    assert.equal(rush.statuses.filter((s) => s === 201).length, 1)
    assert.equal(rush.statuses.filter((s) => s === 409).length, RUSH - 1)
    assert.equal(rush.succeeded, 1)
    assert.isAtMost(rush.returned, rush.paid)

    const wrong = await controlGoesWrong(async () => {
      const control = await sameTicketRush(client, org)
      return control.succeeded > 1 && control.returned > control.paid
    })
    assert.isTrue(wrong, 'without the locks and guards the same ticket was paid back more than once')
  }).timeout(120_000)

  test('through Mollie: one refund of the order at the provider, whatever the rush', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const { order } = await paidWithMollie(org, mollie, 2)
    const responses = await Promise.all(Array.from({ length: RUSH }, () => postRefund(client, order.id, org.token, { reason: 'Dubbel' })))
    assert.equal(responses.filter((r) => r.status() === 201).length, 1)
    assert.lengthOf(
      mollie.refunds.filter((r) => r.paymentId === order.providerPaymentId),
      1
    )
    assert.equal((await Order.findOrFail(order.id)).status, 'refunded')
  }).timeout(60_000)

  test('a refund and a check-in of one ticket at once: one wins and the other is told (control: both win)', async ({ client, assert }) => {
    const door = await doorOfSingleOrders()
    const outcomes = await refundVersusScan(client, door)
    for (const outcome of outcomes) {
      assert.isTrue(outcome.refunded !== outcome.checkedIn, JSON.stringify(outcome))
      if (outcome.refunded) assert.equal(outcome.answer, 'refunded')
    }

    const wrong = await controlGoesWrong(async () => {
      const control = await refundVersusScan(client, await doorOfSingleOrders())
      return control.some((outcome) => outcome.refunded && outcome.checkedIn)
    })
    assert.isTrue(wrong, 'without the row locks a ticket was both refunded and let in')
  }).timeout(120_000)

  test('a buyer cancelling while the organizer refunds the same order: one refund, the other told (control: both sent)', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    await Event.query().where('id', org.event.id).update({ buyer_cancellation_allowed: true })
    const both = async () =>
      Promise.all(
        Array.from({ length: PAIRS / 2 }, async () => {
          const { order } = await paidWithMollie(org, mollie, 1)
          const [buyer, organizer] = await Promise.all([
            client.post(`/api/orders/${order.orderNumber}/cancel-request`).json({ key: orderStatusKey(order.orderNumber) }),
            postRefund(client, order.id, org.token, { reason: 'Ziek' }),
          ])
          return {
            statuses: [buyer.status(), organizer.status()],
            made: mollie.refunds.filter((r) => r.paymentId === order.providerPaymentId).length,
            // Every refund recorded, failed ones too: a second one asked of the provider at all is the bug.
            refunds: (await Refund.query().where('order_id', order.id)).length,
          }
        })
      )
    for (const outcome of await both()) {
      assert.deepEqual([...outcome.statuses].sort(), [201, 409], JSON.stringify(outcome))
      assert.equal(outcome.made, 1)
      assert.equal(outcome.refunds, 1)
    }
    // Without the lock both are recorded and asked of Mollie; only Mollie's own limit (never more than it took) may
    // still refuse the second, which is not a guard to lean on.
    const wrong = await controlGoesWrong(async () => (await both()).some((outcome) => outcome.refunds > 1))
    assert.isTrue(wrong, 'without the order’s row lock the buyer’s and the organizer’s refunds were both recorded and sent')
  }).timeout(120_000)

  test('retries of a failed refund at once: the provider is asked once more, never twice (control: asked many times)', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const failedRefund = async () => {
      const { order } = await paidWithMollie(org, mollie, 1)
      mollie.failRefundsWith(422)
      const failed = await postRefund(client, order.id, org.token, { reason: 'Ziek' })
      mollie.failRefundsWith(null)
      assert.equal(failed.body().data.status, 'failed')
      return { order, refundId: failed.body().data.id as number }
    }
    const rush = async () => {
      const { order, refundId } = await failedRefund()
      const before = mollie.refundCalls()
      const responses = await Promise.all(Array.from({ length: RUSH }, () => retry(client, order.id, refundId, org.token)))
      return {
        ok: responses.filter((r) => r.status() === 200).length,
        calls: mollie.refundCalls() - before,
        made: mollie.refunds.filter((r) => r.paymentId === order.providerPaymentId).length,
      }
    }
    const locked = await rush()
    assert.deepEqual(locked, { ok: 1, calls: 1, made: 1 })

    const wrong = await controlGoesWrong(async () => (await rush()).calls > 1)
    assert.isTrue(wrong, 'without the refund’s row lock the provider was asked again by every retry')
  }).timeout(120_000)
})
