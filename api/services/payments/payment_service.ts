/*
 * The web's paid checkout of new tickets (SPEC §4 "Buying flow", §7 POST /api/payments/create): the seats are taken at
 * once by a pending order (so the hold lasts while the buyer is at the provider, until the payment's expiry), and the
 * buyer pays at the provider's checkout URL (provider_checkout.ts). Tickets are issued only when the provider says the
 * payment is paid (payment_settlement.ts). Also the success page's read of an order by its status key.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import type User from '#models/user'
import paymentsConfig from '#config/payments'
import { DomainError } from '#exceptions/domain_error'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { hasUserLimit, lockTicketTypes, peekTicketTypes, takeStock } from '#services/tickets/stock'
import { centsToAmount } from '#domain/cart_total'
import { assertOrderSize, assertPendingPaymentsAllowed, lockBuyingClient } from '#services/tickets/buying_limits'
import { orderStatusKeyMatches } from '#services/orders/order_keys'
import { cartSubtotalAt, newOrderFields, prepareCheckout } from '#services/orders/order_placement'
import { discountColumns, priceCart, pricedLines } from '#services/discount_codes/discount_code_pricing'
import { checkoutAnswers, storeAnswers } from '#services/questions/answer_service'
import {
  assertMethodOffered,
  buyerFees,
  creationFailed,
  givePendingOrdersUp,
  startProviderCheckout,
  type PaymentRequest,
} from '#services/payments/provider_checkout'

/** POST /api/payments/create for a cart of new tickets (a Ticketswitch listing: ticketswitch/resale_checkout.ts). */
export async function createPayment(input: PaymentRequest, viewer: User | null): Promise<{ order: Order; checkoutUrl: string }> {
  assertMethodOffered(input)
  const { cart, buyer } = await prepareCheckout(input, viewer)
  const answers = await checkoutAnswers(input.eventId, cart, input.answers)
  assertOrderSize(cart, 'paid')
  const settings = await getPlatformSettings()
  const order = await db.transaction(async (trx) => {
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
    // A code is locked here, before the ticket types, and its uses counted: this order is one of them.
    const withCode = await priceCart({ ...input, cart, types: prices, buyer: buyer.identity }, trx, true)
    const subtotalCents = withCode.priced.subtotalCents
    if (subtotalCents === 0) throw creationFailed('PAYMENT_NOT_NEEDED_FREE_TICKETS', true)
    // Fees on the discounted subtotal (domain/fees.ts).
    const fees = buyerFees(centsToAmount(subtotalCents), settings, input)
    const writeOrder = () =>
      Order.create(
        {
          ...newOrderFields(input, buyer, viewer),
          ...fees,
          ...discountColumns(withCode),
          status: 'pending',
          paymentProvider: input.paymentProvider,
          paymentMethod: input.paymentMethod,
          lines: pricedLines(withCode),
          paymentExpiresAt: DateTime.now().plus({ minutes: paymentsConfig.paymentWindowMinutes }),
        },
        { client: trx }
      )
    const limited = [...prices.values()].some(hasUserLimit)
    const early = limited ? null : await writeOrder()
    const types = await lockTicketTypes(cartTypes(), trx)
    if (cartSubtotalAt(cart, types, input.eventId) !== withCode.priced.listSubtotalCents) throw new DomainError('PRICE_CHANGED')
    await takeStock(cart, types, input.sessionId, buyer.identity, trx)
    const order = early ?? (await writeOrder())
    await storeAnswers(order.id, answers, trx)
    return order
  })
  return startProviderCheckout(order, input)
}

export async function orderStatus(orderNumber: string, key: string): Promise<Order> {
  if (!orderStatusKeyMatches(orderNumber, key)) throw new DomainError('ORDER_STATUS_NOT_FOUND')
  const order = await Order.query().where('order_number', orderNumber).preload('tickets').first()
  if (!order) throw new DomainError('ORDER_STATUS_NOT_FOUND')
  return order
}
