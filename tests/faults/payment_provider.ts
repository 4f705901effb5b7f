/*
 * The payment provider misbehaves (the fake Mollie of tests/helpers/fake_mollie.ts, which the
 * product reaches over HTTPS): it answers too late, it answers 500, and it confirms payments after their
 * orders were given up. No order is lost, no payment is without its order, no tickets without a payment.
 */
import { Buyer, type Answer, type CartLine } from '../../scripts/buyer.ts'
import { clientAddress } from '../../scripts/product_process.ts'
import { MOLLIE_TIMEOUT_MS, sleep, type FaultContext } from './context.ts'
import { createEvent } from '../../scripts/sales_data.ts'

const SCENARIO = 'payment provider misbehaves'

interface OrderRow {
  order_number: string
  status: string
  refund_required: boolean
  provider_payment_id: string | null
  tickets: number
}

export async function paymentProviderFaults(ctx: FaultContext) {
  console.log(`\n${SCENARIO}`)
  const server = ctx.server ?? (await ctx.startServer())
  const mollie = ctx.mollie
  // Mollie charges in euro: the rate the checkout converts with (demo data is not loaded).
  await ctx.db.query(
    `INSERT INTO currency_rates (from_currency, to_currency, rate)
     SELECT 'SRD', 'EUR', 0.025 WHERE NOT EXISTS (SELECT 1 FROM currency_rates WHERE from_currency = 'SRD' AND to_currency = 'EUR')`
  )
  const event = await createEvent(ctx.db, 'Fouten: betaalprovider', [
    { name: 'Ruim', price: '25.00', maxQuantity: 100 },
    { name: 'Laatste twee', price: '40.00', maxQuantity: 2 },
  ])
  const [roomy, lastTwo] = event.types
  let buyerNumber = 0
  const buyer = () => new Buyer(server.base, { clientIp: clientAddress(900_000 + buyerNumber++), timeoutMs: MOLLIE_TIMEOUT_MS + 15_000 })
  const orderOf = async (sessionId: string): Promise<OrderRow | undefined> =>
    (
      await ctx.db.query(
        `SELECT order_number, status, refund_required, provider_payment_id, (SELECT count(*)::int FROM tickets t WHERE t.order_id = o.id) AS tickets
         FROM orders o WHERE session_id = $1 ORDER BY id DESC LIMIT 1`,
        [sessionId]
      )
    ).rows[0]
  const sold = async (typeId: number) =>
    (await ctx.db.query('SELECT quantity_sold FROM ticket_types WHERE id = $1', [typeId])).rows[0].quantity_sold
  const payWithMollie = async (who: Buyer, line: CartLine): Promise<Answer> => {
    const hold = await who.hold(line)
    if (hold.status !== 201) throw new Error(`hold answered ${hold.status}: ${JSON.stringify(hold.body)}`)
    return who.createPayment(event.eventId, [line], 'mollie', 'ideal')
  }
  const molliePaymentOf = (orderNumber: string) =>
    [...mollie.payments.values()].find((p) => (p.metadata as { orderNumber?: string } | null)?.orderNumber === orderNumber)

  // Two orders whose payment window will have passed when Mollie confirms them (started first: the minute
  // job gives them up while the other faults run). The clock is moved on in SQL rather than waited for.
  const late = buyer()
  const lateLastTwo = buyer()
  for (const [who, line] of [
    [late, { ticketTypeId: roomy, quantity: 2 }],
    [lateLastTwo, { ticketTypeId: lastTwo, quantity: 2 }],
  ] as const) {
    const created = await payWithMollie(who, line)
    if (created.status !== 201) throw new Error(`Mollie payment answered ${created.status}: ${JSON.stringify(created.body)}`)
  }
  const lateOrders = [(await orderOf(late.sessionId))!.order_number, (await orderOf(lateLastTwo.sessionId))!.order_number]
  await ctx.db.query(`UPDATE orders SET payment_expires_at = now() - interval '10 minutes' WHERE order_number = ANY($1)`, [lateOrders])

  // 1. Mollie answers later than MOLLIE_TIMEOUT_MS (and still creates the payments).
  const soldBefore = await sold(roomy)
  mollie.delayWith(MOLLIE_TIMEOUT_MS + 3_000)
  const slowBuyers = [buyer(), buyer(), buyer()]
  const slow = await Promise.all(slowBuyers.map((who) => payWithMollie(who, { ticketTypeId: roomy, quantity: 1 })))
  mollie.delayWith(null)
  const slowOrders = await Promise.all(slowBuyers.map((who) => orderOf(who.sessionId)))
  ctx.figure(`Mollie too slow: payments/create answered ${slow.map((a) => `${a.status} in ${Math.round(a.ms)} ms`).join(', ')}`)
  ctx.check(
    SCENARIO,
    `a provider that does not answer: 502 PAYMENT_PROVIDER_FAILED after ~${MOLLIE_TIMEOUT_MS} ms, no hang`,
    slow.every((a) => a.status === 502 && a.body?.code === 'PAYMENT_PROVIDER_FAILED' && a.ms < MOLLIE_TIMEOUT_MS + 5_000),
    JSON.stringify(slow.map((a) => [a.status, a.failure, Math.round(a.ms), a.body]))
  )
  ctx.check(
    SCENARIO,
    'its orders are kept (cancelled, no tickets) and their seats are free again',
    slowOrders.every((o) => o?.status === 'cancelled' && o.tickets === 0) && (await sold(roomy)) === soldBefore,
    JSON.stringify(slowOrders)
  )
  // The payments Mollie created after all still find their orders; one of them is paid.
  const deadline = Date.now() + 10_000
  while (slowOrders.some((o) => !molliePaymentOf(o!.order_number)) && Date.now() < deadline) await sleep(200)
  const latePayment = molliePaymentOf(slowOrders[0]!.order_number)
  let paidAfterTimeout: OrderRow | undefined
  if (latePayment) {
    mollie.setStatus(latePayment.id, 'paid')
    await mollie.callWebhook(latePayment.id)
    paidAfterTimeout = await orderOf(slowBuyers[0].sessionId)
  }
  ctx.check(
    SCENARIO,
    'a payment Mollie created after the timeout and the buyer paid is matched to its order and gets its tickets',
    paidAfterTimeout?.status === 'paid' && paidAfterTimeout.tickets === 1 && paidAfterTimeout.provider_payment_id === latePayment?.id,
    JSON.stringify({ latePayment: latePayment?.id, order: paidAfterTimeout })
  )

  // 2. Mollie answers 500: creation fails cleanly; a webhook whose status cannot be read is retried.
  mollie.failWith(500)
  const failing = buyer()
  const refused = await payWithMollie(failing, { ticketTypeId: roomy, quantity: 1 })
  mollie.failWith(null)
  const refusedOrder = await orderOf(failing.sessionId)
  ctx.check(
    SCENARIO,
    'Mollie 500 on create: 502 PAYMENT_PROVIDER_FAILED, the order cancelled without tickets',
    refused.status === 502 &&
      refused.body?.code === 'PAYMENT_PROVIDER_FAILED' &&
      refusedOrder?.status === 'cancelled' &&
      refusedOrder.tickets === 0,
    JSON.stringify({ answer: [refused.status, refused.body], order: refusedOrder })
  )
  const reader = buyer()
  const created = await payWithMollie(reader, { ticketTypeId: roomy, quantity: 1 })
  const payment = molliePaymentOf((await orderOf(reader.sessionId))!.order_number)!
  mollie.failReadsWith(500)
  mollie.setStatus(payment.id, 'paid')
  const unreadable = await mollie.callWebhook(payment.id)
  const whileUnreadable = await orderOf(reader.sessionId)
  mollie.failReadsWith(null)
  const redelivered = await mollie.callWebhook(payment.id)
  const afterRedelivery = await orderOf(reader.sessionId)
  ctx.check(
    SCENARIO,
    'Mollie 500 on reading a paid payment: the webhook answers 503 (delivered again), no tickets until it can be read',
    created.status === 201 && unreadable === 503 && whileUnreadable?.status === 'pending' && whileUnreadable.tickets === 0,
    JSON.stringify({ created: created.status, webhook: unreadable, order: whileUnreadable })
  )
  ctx.check(
    SCENARIO,
    'the webhook delivered again settles it: paid, with its ticket',
    redelivered === 200 && afterRedelivery?.status === 'paid' && afterRedelivery.tickets === 1,
    JSON.stringify({ webhook: redelivered, order: afterRedelivery })
  )

  // 3. Confirmed after the order was given up: the minute job expires the two late orders first.
  const expiredBy = Date.now() + 80_000
  let lateRows: OrderRow[] = []
  while (Date.now() < expiredBy) {
    lateRows = [(await orderOf(late.sessionId))!, (await orderOf(lateLastTwo.sessionId))!]
    if (lateRows.every((o) => o.status === 'expired')) break
    await sleep(1_000)
  }
  ctx.check(
    SCENARIO,
    'the minute job gave up the orders whose payment window passed',
    lateRows.every((o) => o.status === 'expired'),
    JSON.stringify(lateRows)
  )
  // Meanwhile someone else buys the last two seats (Uni5Pay+ sandbox).
  const other = buyer()
  await other.hold({ ticketTypeId: lastTwo, quantity: 2 })
  const otherPayment = await other.createPayment(event.eventId, [{ ticketTypeId: lastTwo, quantity: 2 }], 'uni5pay')
  if (otherPayment.status === 201) await other.approveSandbox(otherPayment.body.checkoutUrl)
  for (const orderNumber of lateOrders) {
    const confirmed = molliePaymentOf(orderNumber)!
    mollie.setStatus(confirmed.id, 'paid')
    await mollie.callWebhook(confirmed.id)
  }
  const [lateRoomy, lateGone] = [(await orderOf(late.sessionId))!, (await orderOf(lateLastTwo.sessionId))!]
  ctx.check(
    SCENARIO,
    'paid after it expired, seats still there: the order takes them again and gets its tickets',
    lateRoomy.status === 'paid' && lateRoomy.tickets === 2,
    JSON.stringify(lateRoomy)
  )
  ctx.check(
    SCENARIO,
    'paid after it expired, seats sold meanwhile: no tickets, marked for a refund, nothing oversold',
    lateGone.status === 'expired' && lateGone.refund_required && lateGone.tickets === 0 && (await sold(lastTwo)) === 2,
    JSON.stringify({ order: lateGone, sold: await sold(lastTwo), other: otherPayment.status })
  )

  // Every Mollie payment has its order; a paid one has tickets or a refund mark; tickets only for a paid payment.
  const orders = await ctx.db.query(
    `SELECT order_number, status, refund_required, provider_payment_id FROM orders WHERE event_id = $1 AND payment_provider = 'mollie'`,
    [event.eventId]
  )
  const byNumber = new Map(orders.rows.map((o) => [o.order_number, o]))
  const payments = [...mollie.payments.values()].filter((p) => byNumber.has((p.metadata as { orderNumber: string }).orderNumber))
  const problems = [
    ...payments
      .filter((p) => p.status === 'paid')
      .map((p) => byNumber.get((p.metadata as { orderNumber: string }).orderNumber))
      .filter((o) => o.status !== 'paid' && !o.refund_required),
    ...orders.rows.filter((o) => o.status === 'paid' && mollie.payments.get(o.provider_payment_id)?.status !== 'paid'),
  ]
  const allNumbers = [...mollie.payments.values()].map((p) => (p.metadata as { orderNumber: string }).orderNumber)
  const known = new Set(
    (await ctx.db.query('SELECT order_number FROM orders WHERE order_number = ANY($1)', [allNumbers])).rows.map((o) => o.order_number)
  )
  ctx.check(
    SCENARIO,
    'no Mollie payment without its order',
    allNumbers.every((n) => known.has(n)),
    JSON.stringify(allNumbers.filter((n) => !known.has(n)))
  )
  ctx.figure(`${payments.length} Mollie payments for ${orders.rows.length} Mollie orders`)
  ctx.check(
    SCENARIO,
    'every paid Mollie payment has its tickets or a refund mark, and tickets only for a paid payment',
    problems.length === 0,
    JSON.stringify(problems)
  )
  await ctx.checkInvariants(SCENARIO, [event.eventId])
}
