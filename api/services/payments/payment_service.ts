/*
 * Paid checkout (SPEC §4 "Buying flow", §7 POST /api/payments/create): the seats are taken at once by a
 * pending order (so the hold lasts while the buyer is at the provider, until the payment's expiry), the
 * buyer pays at the provider's checkout URL, and tickets are issued only when the provider — asked by us
 * after a webhook that carries nothing but an id — says the payment is paid. Replays and out-of-order
 * webhooks change nothing: an order moves out of 'pending' once, under a row lock.
 *
 * No payment is lost (pretix/alf.io style): the order and a payment attempt (payment_references, with a
 * unique reference) are committed BEFORE the provider is called, and the payment carries the order number
 * and that reference. Storing the provider's payment id afterwards is only a shortcut: when it failed (or
 * the process stopped in between), the webhook matches the unknown id through the payment's own order
 * number and reference, attaches it and settles as usual; the minute job looks the payment up by
 * reference.
 */
import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Order from '#models/order'
import Event from '#models/event'
import PaymentReference from '#models/payment_reference'
import type User from '#models/user'
import paymentsConfig from '#config/payments'
import { linkKey, linkKeyMatches } from '#services/payments/link_keys'
import { successPagePath } from '#domain/payment_return'
import { DomainError } from '#exceptions/domain_error'
import { getPlatformSettings } from '#services/platform_settings_service'
import { convertAmount } from '#services/currency_service'
import { publicUrl } from '#services/public_url'
import { hasUserLimit, lockTicketTypes, peekTicketTypes, qrPrefixOf, takeStock } from '#services/tickets/stock'
import { restoreConsumedHolds } from '#services/tickets/reservation_service'
import { centsToAmount } from '#domain/cart_total'
import {
  cartSubtotalAt,
  issueTickets,
  newOrderFields,
  prepareCheckout,
  releaseStock,
  type PurchaseRequest,
} from '#services/tickets/purchase_service'
import { MollieProvider } from '#services/payments/mollie_provider'
import { Uni5paySandboxProvider } from '#services/payments/uni5pay_sandbox_provider'
import { Uni5payProvider } from '#services/payments/uni5pay_provider'
import {
  PaymentNotFoundError,
  PaymentProviderError,
  type CreatedPayment,
  type PaymentProviderClient,
  type ProviderName,
  type ProviderPayment,
} from '#services/payments/payment_provider'
import ticketDelivery from '#services/tickets/ticket_delivery_service'
import { assertOrderSize, assertPendingPaymentsAllowed, lockBuyingClient } from '#services/tickets/buying_limits'
import { FeeInputError, calculateFees, methodFeeSettings, type FeeBreakdown } from '#domain/fees'
import { PAYMENT_METHODS } from '#domain/payment_methods'
import { buyerIdentity, type BuyerIdentity } from '#domain/buyer_identity'
import type { RefundReason } from '#domain/refund_reasons'
import type PlatformSetting from '#models/platform_setting'
import { createResaleOrder, releaseListingOf, settleResalePayment } from '#services/ticketswitch/resale_checkout'

const mollie = new MollieProvider()
const uni5pay = { live: new Uni5payProvider(), sandbox: new Uni5paySandboxProvider() }
const testProviders: Partial<Record<ProviderName, PaymentProviderClient>> = {}

/**
 * The client of a provider. Uni5Pay+ follows UNI5PAY_MODE: the merchant API when live, our sandbox when
 * sandbox; when off it is not offered, and a payment of it (an old order, a forged webhook) reads as
 * unknown rather than being approved by anyone.
 */
export function providerClient(name: ProviderName): PaymentProviderClient {
  const forTest = testProviders[name]
  if (forTest) return forTest
  if (name === 'mollie') return mollie
  const mode = paymentsConfig.uni5pay.mode
  if (mode === 'off') throw new PaymentNotFoundError('Uni5Pay+ staat uit (UNI5PAY_MODE=off)')
  return uni5pay[mode]
}

/**
 * Whether buyers may choose this provider now (GET /api/payments/methods, POST /api/payments/create):
 * Mollie only with an API key, Uni5Pay+ unless UNI5PAY_MODE is off.
 */
export function providerOffered(name: ProviderName): boolean {
  return name === 'mollie' ? paymentsConfig.mollie.apiKey.trim() !== '' : paymentsConfig.uni5pay.mode !== 'off'
}

/** Tests swap a provider for one that fails (null restores it); never used by the app itself. */
export function useProviderForTests(name: ProviderName, client: PaymentProviderClient | null) {
  if (client) testProviders[name] = client
  else delete testProviders[name]
}

/** A webhook's signature, for providers that sign them (Uni5Pay+ with UNI5PAY_WEBHOOK_SECRET). */
export function webhookTrusted(name: ProviderName, rawBody: string, signature: string | undefined): boolean {
  return name !== 'uni5pay' || paymentsConfig.uni5pay.mode !== 'live' || uni5pay.live.webhookTrusted(rawBody, signature)
}

/** Mollie charges in euro (it has no SRD); Uni5Pay+ in SRD. */
const PROVIDER_CURRENCY: Record<ProviderName, string> = { mollie: 'EUR', uni5pay: 'SRD' }

/** A cart of new tickets, or a Ticketswitch listing (`listingId`). */
export interface PaymentRequest extends PurchaseRequest {
  paymentProvider: ProviderName
  paymentMethod: string | null
}

/** An order's status page key: only whoever got the redirect URL can read the order's status. */
export function orderStatusKey(orderNumber: string): string {
  return linkKey('order-status-v1', orderNumber)
}

export function orderStatusKeyMatches(orderNumber: string, key: string): boolean {
  return linkKeyMatches('order-status-v1', orderNumber, key)
}

/** Failed payment creation: SPEC §7 'message' and 'fallbackToDirectPurchase' (only ever true for a free cart). */
function creationFailed(
  key: 'PAYMENTS_PAUSED' | 'PAYMENT_METHOD_UNAVAILABLE' | 'PAYMENT_NOT_NEEDED_FREE_TICKETS',
  fallbackToDirectPurchase = false
): DomainError {
  return new DomainError(key, { details: { fallbackToDirectPurchase } })
}

async function givePendingOrdersUp(sessionId: string, status: 'cancelled' | 'expired', trx: TransactionClientContract) {
  const pending = await Order.query({ client: trx }).where('session_id', sessionId).where('status', 'pending').forUpdate()
  for (const order of pending) {
    await releaseStock(order.lines, trx)
    // A resale's listing stays this session's for a checkout's 20 minutes (the buyer may try another method).
    if (order.ticketswitchListingId) await shortenListingHold(order, trx)
    order.useTransaction(trx)
    order.status = status
    await order.save()
  }
}

async function shortenListingHold(order: Order, trx: TransactionClientContract) {
  await trx
    .from('ticketswitch_listings')
    .where('id', order.ticketswitchListingId!)
    .where('held_by_session', order.sessionId!)
    .where('is_active', true)
    .update({ held_until: DateTime.now().plus({ minutes: 20 }).toJSDate(), updated_at: new Date() })
}

/** The buyer's fees on a subtotal for the chosen method; broken fee settings refuse clearly (admin data, never a 500). */
function buyerFees(subtotal: string, settings: PlatformSetting, input: PaymentRequest): FeeBreakdown {
  try {
    return calculateFees(
      subtotal,
      settings,
      methodFeeSettings(settings.paymentFees, input.paymentProvider, input.paymentMethod ?? input.paymentProvider)
    )
  } catch (error) {
    if (!(error instanceof FeeInputError)) throw error
    logger.error({ err: error }, 'payment fee settings are invalid')
    throw creationFailed('PAYMENTS_PAUSED')
  }
}

export async function createPayment(input: PaymentRequest, viewer: User | null): Promise<{ order: Order; checkoutUrl: string }> {
  const method = PAYMENT_METHODS.find((m) => m.id === input.paymentMethod && m.provider === input.paymentProvider)
  if ((input.paymentMethod && !method) || !providerOffered(input.paymentProvider)) throw creationFailed('PAYMENT_METHOD_UNAVAILABLE')
  const { cart, buyer } = await prepareCheckout(input, viewer)
  if (!input.listingId) assertOrderSize(cart, 'paid')
  const settings = await getPlatformSettings()

  const order = input.listingId
    ? await db.transaction(async (trx) => {
        // A Ticketswitch listing: the network's lock and pending-payment limit, and an earlier attempt of
        // this checkout given up first, as for new tickets below.
        await lockBuyingClient(input.clientKey ?? null, trx)
        await givePendingOrdersUp(input.sessionId, 'cancelled', trx)
        await assertPendingPaymentsAllowed(input.clientKey ?? null, trx)
        return createResaleOrder(
          {
            input: { ...input, listingId: input.listingId! },
            buyer,
            viewer,
            fees: (price) => buyerFees(price, settings, input),
            payment: {
              provider: input.paymentProvider,
              method: input.paymentMethod,
              expiresAt: DateTime.now().plus({ minutes: paymentsConfig.paymentWindowMinutes }),
            },
          },
          trx
        )
      })
    : await db.transaction(async (trx) => {
        // The network's lock first (before any ticket type's, as everywhere), so its pending payments count exactly.
        await lockBuyingClient(input.clientKey ?? null, trx)
        // A retry from the same checkout gives up the earlier attempt (and its seats) first, before the
        // ticket types are read, so the seats it gave back count; a session so never has two pending payments.
        await givePendingOrdersUp(input.sessionId, 'cancelled', trx)
        await assertPendingPaymentsAllowed(input.clientKey ?? null, trx)
        // The order is priced and written before the ticket types are locked, so the lock (the queue every
        // hold of an on-sale rush waits in) is held for three round trips (the lock, taking the stock, the
        // commit) instead of four. Under the lock the prices are read again; a price changed in between
        // refuses. A type with a per-person limit counts the buyer's pending orders under the lock, this one
        // not included: its order is written after the stock is taken.
        const cartTypes = () => cart.map((l) => l.ticketTypeId)
        const prices = await peekTicketTypes(cartTypes(), trx)
        const subtotalCents = cartSubtotalAt(cart, prices, input.eventId)
        if (subtotalCents === 0) throw creationFailed('PAYMENT_NOT_NEEDED_FREE_TICKETS', true)
        const fees = buyerFees(centsToAmount(subtotalCents), settings, input)
        const writeOrder = () =>
          Order.create(
            {
              ...newOrderFields(input, buyer, viewer),
              ...fees,
              status: 'pending',
              paymentProvider: input.paymentProvider,
              paymentMethod: input.paymentMethod,
              lines: cart.map((l) => ({ ...l, price: prices.get(l.ticketTypeId)!.price })),
              paymentExpiresAt: DateTime.now().plus({ minutes: paymentsConfig.paymentWindowMinutes }),
            },
            { client: trx }
          )
        const limited = [...prices.values()].some(hasUserLimit)
        const early = limited ? null : await writeOrder()
        const types = await lockTicketTypes(cartTypes(), trx)
        if (cartSubtotalAt(cart, types, input.eventId) !== subtotalCents) throw new DomainError('PRICE_CHANGED')
        await takeStock(cart, types, input.sessionId, buyer.identity, trx)
        return early ?? (await writeOrder())
      })

  let attempt: PaymentReference
  let created: CreatedPayment
  try {
    const currency = PROVIDER_CURRENCY[input.paymentProvider]
    const amount = currency === 'SRD' ? order.total : (await convertAmount('SRD', currency, order.total)).convertedAmount
    attempt = await recordAttempt(order, input.paymentProvider, amount, currency)
    created = await providerClient(input.paymentProvider).createPayment({
      orderNumber: order.orderNumber,
      reference: attempt.reference,
      amount,
      currency,
      description: `Bestelling ${order.orderNumber}`,
      redirectUrl: publicUrl(
        successPagePath({ orderNumber: order.orderNumber, key: orderStatusKey(order.orderNumber), eventId: order.eventId, free: false })
      ),
      webhookUrl: publicUrl(`/api/payments/webhook/${input.paymentProvider}`),
      method: input.paymentProvider === 'mollie' ? input.paymentMethod : null,
    })
  } catch (error) {
    // No payment to complete (the buyer never gets a checkout URL): the order gives its seats back and the
    // session's holds take them again, so the buyer can pick another method. Should the provider have
    // created a payment all the same (a timeout), it is still matched by its reference.
    await db.transaction(async (trx) => {
      await givePendingOrdersUp(input.sessionId, 'cancelled', trx)
      await restoreConsumedHolds(
        input.sessionId,
        order.lines.map((l) => l.ticketTypeId),
        trx
      )
    })
    // The provider's own refusal, said under SPEC §7's code.
    if (error instanceof DomainError)
      throw new DomainError('PAYMENT_CREATION_FAILED', { text: error.ref, details: { fallbackToDirectPurchase: false } })
    logger.error({ err: error, orderNumber: order.orderNumber }, 'payment creation failed')
    if (error instanceof PaymentProviderError)
      throw new DomainError('PAYMENT_PROVIDER_FAILED', { details: { fallbackToDirectPurchase: false } })
    throw error
  }

  try {
    await storeProviderPayment(order, attempt, created)
  } catch (error) {
    // The payment exists and the buyer can pay it, so the order is NOT given up here (that would leave a
    // paid payment without tickets): it stays pending with its seats and its attempt, the webhook matches
    // the payment by its metadata, and the minute job looks it up by reference.
    logger.error(
      { err: error, orderNumber: order.orderNumber, paymentId: created.id },
      'provider payment id not stored; it is matched by reference'
    )
  }
  return { order, checkoutUrl: created.checkoutUrl }
}

/** Our side of a payment, committed before the provider is called: what it will charge and a unique reference. */
async function recordAttempt(order: Order, provider: ProviderName, amount: string, currency: string): Promise<PaymentReference> {
  return db.transaction(async (trx) => {
    order.useTransaction(trx)
    order.merge({ providerAmount: amount, providerCurrency: currency })
    await order.save()
    return PaymentReference.create(
      {
        reference: `${order.orderNumber}-${randomBytes(8).toString('hex')}`,
        paymentId: null,
        provider,
        orderId: order.id,
        isProcessed: false,
        expiresAt: order.paymentExpiresAt!,
      },
      { client: trx }
    )
  })
}

/** The provider's id (and its expiry) on the order and its attempt, so webhooks find it directly. */
async function storeProviderPayment(order: Order, attempt: PaymentReference, created: CreatedPayment) {
  const expiresAt = created.expiresAt ? DateTime.fromISO(created.expiresAt) : order.paymentExpiresAt!
  await db.transaction(async (trx) => {
    order.useTransaction(trx)
    order.merge({ providerPaymentId: created.id, paymentExpiresAt: expiresAt })
    await order.save()
    attempt.useTransaction(trx)
    attempt.merge({ paymentId: created.id, expiresAt })
    await attempt.save()
  })
}

/**
 * The order a provider's payment belongs to, locked: by the stored id, else through the order number and
 * attempt reference the payment carries (its id was never stored), which then attaches the id. Metadata
 * is only trusted as read from the provider with our key, and must name one of this order's attempts
 * with this provider that has no other payment yet.
 */
async function orderForPayment(provider: ProviderName, payment: ProviderPayment, trx: TransactionClientContract): Promise<Order | null> {
  const known = await Order.query({ client: trx })
    .where('provider_payment_id', payment.id)
    .where('payment_provider', provider)
    .forUpdate()
    .first()
  if (known || !payment.orderNumber || !payment.reference) return known
  const order = await Order.query({ client: trx })
    .where('order_number', payment.orderNumber)
    .where('payment_provider', provider)
    .forUpdate()
    .first()
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
      // Tickets go out by e-mail/WhatsApp only once the payment and the tickets are committed.
      trx.after('commit', () => ticketDelivery.orderIssued(order.id))
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

export async function orderStatus(orderNumber: string, key: string): Promise<Order> {
  if (!orderStatusKeyMatches(orderNumber, key)) throw new DomainError('ORDER_STATUS_NOT_FOUND')
  const order = await Order.query().where('order_number', orderNumber).preload('tickets').first()
  if (!order) throw new DomainError('ORDER_STATUS_NOT_FOUND')
  return order
}
