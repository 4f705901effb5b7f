/*
 * A payment's outcome (SPEC §4 "Buying flow"): tickets are issued only when the provider — asked by us after a webhook
 * that carries nothing but an id — says the payment is paid. Replays and out-of-order webhooks change nothing: an
 * order moves out of 'pending' once, under a row lock. The minute job asks about pending orders past their expiry
 * and gives them up; a payment that arrives later still finds its order (by id or by the attempt's reference).
 * It also asks about pending orders a few minutes old whose webhook never came (a paid payment must not leave
 * the buyer without tickets) and settles them the same way, without giving up those still open.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Order from '#models/order'
import Event from '#models/event'
import PaymentReference from '#models/payment_reference'
import { DomainError } from '#exceptions/domain_error'
import { lockTicketTypes, qrPrefixOf, takeStock } from '#services/tickets/stock'
import { issueTickets, releaseStock } from '#services/orders/order_placement'
import { providerClient } from '#services/payments/provider_checkout'
import { PaymentNotFoundError, type ProviderName, type ProviderPayment } from '#services/payments/payment_provider'
import ticketDelivery from '#services/tickets/ticket_delivery_service'
import { buyerIdentity, type BuyerIdentity } from '#domain/buyer_identity'
import type { RefundReason } from '#domain/refund_reasons'
import { releaseListingOf, settleResalePayment } from '#services/ticketswitch/resale_checkout'
import { settlementLocking } from '#services/payments/settlement_locking'
import paymentsConfig from '#config/payments'
import { aggregatesChanged, saleDayOf } from '#services/aggregates/aggregation_dispatch'
import { recordOrderEvent } from '#services/webhooks/webhook_events'

/**
 * The order a provider's payment belongs to, locked: by the stored id, else through the order number and
 * attempt reference the payment carries (its id was never stored), which then attaches the id. Metadata
 * is only trusted as read from the provider with our key, and must name one of this order's attempts
 * with this provider that has no other payment yet.
 */
async function orderForPayment(provider: ProviderName, payment: ProviderPayment, trx: TransactionClientContract): Promise<Order | null> {
  const byId = Order.query({ client: trx }).where('provider_payment_id', payment.id).where('payment_provider', provider)
  const known = await (settlementLocking() ? byId.forUpdate() : byId).first()
  if (known || !payment.orderNumber || !payment.reference) return known
  const byNumber = Order.query({ client: trx }).where('order_number', payment.orderNumber).where('payment_provider', provider)
  const order = await (settlementLocking() ? byNumber.forUpdate() : byNumber).first()
  if (!order) return null
  const attempt = await PaymentReference.query({ client: trx })
    .where('reference', payment.reference)
    .where('order_id', order.id)
    .where('provider', provider)
    .forUpdate()
    .first()
  if (!attempt) return null
  // Attached meanwhile by a concurrent delivery of the same webhook (it held the lock first).
  if (order.providerPaymentId === payment.id) return order
  if ((order.providerPaymentId && order.providerPaymentId !== payment.id) || (attempt.paymentId && attempt.paymentId !== payment.id)) {
    // One attempt never creates two payments (Mollie: the reference is the idempotency key).
    logger.error(
      { orderNumber: order.orderNumber, payment, knownPaymentId: order.providerPaymentId },
      'a second provider payment for one order; check it by hand'
    )
    return null
  }
  order.useTransaction(trx)
  order.providerPaymentId = payment.id
  await order.save()
  attempt.useTransaction(trx)
  attempt.paymentId = payment.id
  await attempt.save()
  logger.warn({ orderNumber: order.orderNumber, paymentId: payment.id }, 'provider payment attached to its order through its reference')
  return order
}

/** The person an order belongs to, for maxPerUser when a late payment takes its seats again. */
function orderBuyer(order: Order): BuyerIdentity {
  return buyerIdentity({ account: order.buyerUserId ? { id: order.buyerUserId } : null, email: order.buyerEmail, phone: order.buyerPhone })
}

/** 'unknown': no order of ours; 'unreachable': the provider could not be asked (the webhook asks to be retried). */
export type PaymentOutcome = 'paid' | 'already_paid' | 'given_up' | 'refund_required' | 'unchanged' | 'unknown' | 'unreachable'

/**
 * The webhook: read the payment from the provider and move its order on, once. Returns what happened;
 * the caller delivers the tickets when the outcome is 'paid'.
 */
export async function applyProviderStatus(
  provider: ProviderName,
  paymentId: string
): Promise<{ outcome: PaymentOutcome; order: Order | null }> {
  let payment: ProviderPayment
  try {
    payment = await providerClient(provider).getPayment(paymentId)
  } catch (error) {
    // Unknown to the provider (a forged id): nothing to do. The provider could not be asked: nothing
    // changes now, and the webhook answers so that the provider delivers it again (a paid payment for
    // an order already given up has no other way back).
    logger.warn({ err: error, provider, paymentId }, 'payment status could not be read')
    return { outcome: error instanceof PaymentNotFoundError ? 'unknown' : 'unreachable', order: null }
  }
  return settlePayment(provider, payment)
}

/** A payment that cannot become tickets: the order is marked refundRequired (the organizer refunds it by hand), logged. */
async function refundByHand(order: Order, details: Record<string, unknown>, reason: string, refundReason: RefundReason) {
  logger.error({ orderNumber: order.orderNumber, ...details }, reason)
  order.merge({ refundRequired: true, refundReason })
  await order.save()
  return { outcome: 'refund_required' as const, order }
}

/**
 * Moves the payment's order on, once. A payment confirmed after its order was given up (cancelled by a
 * retried checkout, or expired by the minute job) still gets its tickets when the seats can be taken
 * again under the lock; otherwise the order keeps its status and is marked refundRequired (logged, shown
 * on the status page) for a refund by hand. A marked order never changes again on a replay, so a refund
 * and tickets never both happen.
 */
async function settlePayment(provider: ProviderName, payment: ProviderPayment): Promise<{ outcome: PaymentOutcome; order: Order | null }> {
  return db.transaction(async (trx) => {
    const order = await orderForPayment(provider, payment, trx)
    if (!order) return { outcome: 'unknown' as const, order: null }
    order.useTransaction(trx)
    await PaymentReference.query({ client: trx }).where('payment_id', payment.id).update({ isProcessed: true, updatedAt: new Date() })

    if (payment.status === 'paid') {
      if (order.status === 'paid') return { outcome: 'already_paid' as const, order }
      if (order.refundRequired) return { outcome: 'refund_required' as const, order }
      if (order.status !== 'pending' && order.status !== 'cancelled' && order.status !== 'expired')
        return { outcome: 'unchanged' as const, order }
      if (payment.amount !== order.providerAmount || payment.currency !== order.providerCurrency) {
        return refundByHand(order, { payment }, 'paid amount differs from the order; refund by hand', 'amount_mismatch')
      }
      if (order.cancelledByUserId !== null) {
        // The organizer cancelled it: their decision stands, the money goes back.
        return refundByHand(
          order,
          { paymentId: payment.id },
          'paid after the organizer cancelled the order; refund by hand',
          'order_cancelled'
        )
      }
      // A Ticketswitch resale: the listed ticket moves to the buyer, or the money goes back (resale_checkout.ts).
      if (order.ticketswitchListingId) return { outcome: await settleResalePayment(order, trx), order }
      let qrPrefix: string | null
      if (order.status === 'pending') {
        // A pending order holds its seats since its creation: issuing its tickets changes no stock, so the
        // ticket types are not locked (in an on-sale rush every confirmation would queue behind the holds).
        qrPrefix = (await Event.query({ client: trx }).where('id', order.eventId).select('qr_code_prefix').firstOrFail()).qrCodePrefix
      } else {
        // Paid after we gave the order up: take the seats again if they are still there.
        const types = await lockTicketTypes(
          order.lines.map((l) => l.ticketTypeId),
          trx
        )
        try {
          // The session's holds (taken again when the payment could not be created) count for it and are consumed.
          await takeStock(order.lines, types, order.sessionId ?? null, orderBuyer(order), trx)
        } catch (error) {
          if (!(error instanceof DomainError)) throw error
          return refundByHand(
            order,
            { paymentId: payment.id },
            'paid after the order was given up and the seats are gone; refund by hand',
            'late_payment'
          )
        }
        qrPrefix = qrPrefixOf(types.get(order.lines[0].ticketTypeId)!)
      }
      await issueTickets(order, order.lines, qrPrefix, trx)
      order.merge({ status: 'paid', paidAt: DateTime.now() })
      await order.save()
      await recordOrderEvent(trx, 'order.paid', order.id)
      // Tickets go out by e-mail/WhatsApp only once the payment and the tickets are committed.
      trx.after('commit', () => ticketDelivery.orderIssued(order.id))
      aggregatesChanged(trx, [saleDayOf(order)])
      return { outcome: 'paid' as const, order }
    }

    if (['failed', 'canceled', 'expired'].includes(payment.status) && order.status === 'pending') {
      await releaseStock(order.lines, trx)
      await releaseListingOf(order, trx)
      order.status = payment.status === 'expired' ? 'expired' : 'cancelled'
      await order.save()
      return { outcome: 'given_up' as const, order }
    }
    return { outcome: 'unchanged' as const, order }
  })
}

/**
 * The minute job: pending orders past their payment expiry are asked about once more, then given up.
 * An order whose provider payment id was never stored is looked up at the provider by its attempt
 * reference. Giving an order up never loses a payment: one that is paid later still reaches its order
 * through the webhook (by id or reference) and is settled as a paid-after-given-up order.
 */
export async function settleStalePendingOrders(now: DateTime = DateTime.now()): Promise<number> {
  const stale = await Order.query()
    .where('status', 'pending')
    .where('payment_expires_at', '<', now.minus({ minutes: 5 }).toJSDate())
    .limit(100)
  let settled = 0
  for (const order of stale) {
    const outcome = await askProviderAbout(order)
    if (outcome === 'paid' || outcome === 'given_up') {
      settled++
      continue
    }
    await db.transaction(async (trx) => {
      const locked = await Order.query({ client: trx }).where('id', order.id).where('status', 'pending').forUpdate().first()
      if (!locked) return
      await releaseStock(locked.lines, trx)
      await releaseListingOf(locked, trx)
      locked.useTransaction(trx)
      locked.status = 'expired'
      await locked.save()
      settled++
    })
  }
  return settled
}

async function askProviderAbout(order: Order): Promise<PaymentOutcome> {
  const provider = order.paymentProvider
  if (provider !== 'mollie' && provider !== 'uni5pay') return 'unknown'
  if (order.providerPaymentId) return (await applyProviderStatus(provider, order.providerPaymentId)).outcome
  // No attempt: the order never got as far as the provider.
  const attempt = await PaymentReference.query().where('order_id', order.id).where('provider', provider).orderBy('id', 'desc').first()
  if (!attempt) return 'unknown'
  let payment: ProviderPayment | null
  try {
    payment = await providerClient(provider).findPayment({
      orderNumber: order.orderNumber,
      reference: attempt.reference,
      createdAt: attempt.createdAt.toJSDate(),
    })
  } catch (error) {
    logger.warn({ err: error, provider, orderNumber: order.orderNumber }, 'payment could not be looked up by reference')
    return 'unreachable'
  }
  return payment ? (await settlePayment(provider, payment)).outcome : 'unknown'
}

/**
 * The minute job's reconciliation: pending orders older than a few minutes (PAYMENT_RECONCILE_AFTER_MINUTES, 3)
 * and not yet past their payment window are asked about at their provider. A payment that is paid is settled through
 * the webhook's own path (its tickets issued once, under the order's lock, and delivered after commit); one that
 * failed gives its seats back; one still open, or a provider that cannot be reached, leaves the order as it is (and
 * that provider is not asked again until the next run).
 * Returns how many orders moved on. Newest first, at most `limit` per run: a buyer who just paid is waiting on the
 * success page, while an order left over from a backlog is still asked about at its expiry (settleStalePendingOrders).
 */
export async function reconcilePendingPayments(now: DateTime = DateTime.now(), limit = 100): Promise<number> {
  const waiting = await Order.query()
    .where('status', 'pending')
    .whereIn('payment_provider', ['mollie', 'uni5pay'])
    .where('created_at', '<', now.minus({ minutes: paymentsConfig.reconcileAfterMinutes }).toJSDate())
    .where((window) => window.whereNull('payment_expires_at').orWhere('payment_expires_at', '>=', now.minus({ minutes: 5 }).toJSDate()))
    .orderBy('created_at', 'desc')
    .limit(limit)
  let settled = 0
  // A provider that cannot be reached is not asked again this run: each question would wait for its timeout.
  const unreachable = new Set<string>()
  for (const order of waiting) {
    if (unreachable.has(order.paymentProvider)) continue
    try {
      const outcome = await askProviderAbout(order)
      if (outcome === 'paid' || outcome === 'given_up' || outcome === 'refund_required') settled++
      if (outcome === 'unreachable') unreachable.add(order.paymentProvider)
    } catch (error) {
      // One order that cannot be settled now (asked again next minute) never holds up the others.
      logger.error({ err: error, orderNumber: order.orderNumber }, 'pending payment could not be reconciled')
    }
  }
  return settled
}
