/*
 * Paying at a provider, the part every paid checkout shares (new tickets: payment_service.ts; a Ticketswitch listing:
 * ticketswitch/resale_checkout.ts). The order and a payment attempt (payment_references, with a unique reference) are
 * committed BEFORE the provider is called, and the payment carries the order number and that reference, so no payment
 * is lost (pretix/alf.io style): storing the provider's payment id afterwards is only a shortcut, and the webhook and
 * the minute job (payment_settlement.ts) find a payment by its reference when the id was never stored.
 */
import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Order from '#models/order'
import PaymentReference from '#models/payment_reference'
import type PlatformSetting from '#models/platform_setting'
import paymentsConfig from '#config/payments'
import { successPagePath } from '#domain/payment_return'
import { embedReturnUrl } from '#services/embed/embed_return'
import { DomainError } from '#exceptions/domain_error'
import { convertAmount } from '#services/reference_data/currency_service'
import { publicUrl } from '#services/server/public_url'
import { restoreConsumedHolds } from '#services/tickets/reservation_service'
import { orderStatusKey } from '#services/orders/order_keys'
import { releaseStock, type PurchaseRequest } from '#services/orders/order_placement'
import { MollieProvider } from '#services/payments/mollie_provider'
import { Uni5paySandboxProvider } from '#services/payments/uni5pay_sandbox_provider'
import { Uni5payProvider } from '#services/payments/uni5pay_provider'
import {
  PaymentNotFoundError,
  PaymentProviderError,
  type CreatedPayment,
  type PaymentProviderClient,
  type ProviderName,
} from '#services/payments/payment_provider'
import { FeeInputError, calculateFees, methodFeeSettings, type FeeBreakdown } from '#domain/fees'
import { PAYMENT_METHODS } from '#domain/payment_methods'

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

/** A provider's set-up as the fees tab shows it: offered or not, and which setting is missing (never its value). */
export interface ProviderSetup {
  provider: ProviderName
  configured: boolean
  /** The environment variable to set; null when configured. */
  missing: string | null
  /** Uni5Pay+'s mode (live, sandbox or off); null for Mollie. */
  mode: string | null
}

export function providerSetups(): ProviderSetup[] {
  const mollie = providerOffered('mollie')
  const uni5pay = providerOffered('uni5pay')
  return [
    { provider: 'uni5pay', configured: uni5pay, missing: uni5pay ? null : 'UNI5PAY_MODE', mode: paymentsConfig.uni5pay.mode },
    { provider: 'mollie', configured: mollie, missing: mollie ? null : 'MOLLIE_API_KEY', mode: null },
  ]
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
  /** An embedded checkout's host page (docs/embed.md): the success page sends the buyer there once paid. */
  embedReturnUrl?: string
}

/** Failed payment creation: SPEC §7 'message' and 'fallbackToDirectPurchase' (only ever true for a free cart). */
export function creationFailed(
  key: 'PAYMENTS_PAUSED' | 'PAYMENT_METHOD_UNAVAILABLE' | 'PAYMENT_NOT_NEEDED_FREE_TICKETS',
  fallbackToDirectPurchase = false
): DomainError {
  return new DomainError(key, { details: { fallbackToDirectPurchase } })
}

/** The chosen method must exist for its provider, and the provider must be offered now. */
export function assertMethodOffered(input: PaymentRequest) {
  const method = PAYMENT_METHODS.find((m) => m.id === input.paymentMethod && m.provider === input.paymentProvider)
  if ((input.paymentMethod && !method) || !providerOffered(input.paymentProvider)) throw creationFailed('PAYMENT_METHOD_UNAVAILABLE')
}

/** Earlier attempts of this checkout session give their seats (or their listing's hold) back. */
export async function givePendingOrdersUp(sessionId: string, status: 'cancelled' | 'expired', trx: TransactionClientContract) {
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
export function buyerFees(subtotal: string, settings: PlatformSetting, input: PaymentRequest): FeeBreakdown {
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

/**
 * The provider's part of a checkout whose pending order is committed: the attempt recorded, the payment created at the
 * provider, its id stored. The buyer gets the checkout URL.
 */
export async function startProviderCheckout(order: Order, input: PaymentRequest): Promise<{ order: Order; checkoutUrl: string }> {
  let attempt: PaymentReference
  let created: CreatedPayment
  try {
    const currency = PROVIDER_CURRENCY[input.paymentProvider]
    const amount = currency === 'SRD' ? order.total : (await convertAmount('SRD', currency, order.total)).convertedAmount
    attempt = await recordAttempt(order, input.paymentProvider, amount, currency)
    const returnTo = input.embedReturnUrl ? await embedReturnUrl(order.eventId, input.embedReturnUrl) : null
    created = await providerClient(input.paymentProvider).createPayment({
      orderNumber: order.orderNumber,
      reference: attempt.reference,
      amount,
      currency,
      description: `Bestelling ${order.orderNumber}`,
      redirectUrl: publicUrl(
        successPagePath({
          orderNumber: order.orderNumber,
          key: orderStatusKey(order.orderNumber),
          eventId: order.eventId,
          free: false,
          returnTo,
        })
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
