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
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ModelAttributes } from '@adonisjs/lucid/types/model'
import type { RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import type PlatformSetting from '#models/platform_setting'
import ticketsConfig from '#config/tickets'
import { abuseLimits } from '#config/limits'
import { DomainError } from '#exceptions/domain_error'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { hasUserLimit, lockTicketTypes, peekTicketTypes, pgArray, pgTextArray, takeStock } from '#services/tickets/stock'
import { centsToAmount } from '#domain/cart_total'
import { assertOrderSize, assertPendingPaymentsAllowed, lockBuyingClient, refusingOverLimit } from '#services/tickets/buying_limits'
import { orderStatusKeyMatches } from '#services/orders/order_keys'
import { cartSubtotalAt, inOrder, newOrderFields, normalizeCart, prepareCheckout, type Checkout } from '#services/orders/order_placement'
import { discountColumns, priceCart, pricedLines, type PricedCart } from '#services/discount_codes/discount_code_pricing'
import { checkoutAnswers, storeAnswers, type OrderAnswers } from '#services/questions/answer_service'
import { requestOffers } from '#services/waiting_list/offer_trigger'
import {
  assertMethodOffered,
  buyerFees,
  creationFailed,
  givePendingOrdersUp,
  startProviderCheckout,
  type PaymentRequest,
} from '#services/payments/provider_checkout'

/** A paid order as priced before the ticket types are locked: its columns, and the list prices checked again under the lock. */
export interface PricedCheckout {
  withCode: PricedCart
  fields: Partial<ModelAttributes<Order>>
  /** A type with a per-person limit: its order is written after the stock is taken (its count must not include it). */
  limited: boolean
}

/** Reads the cart's types (unlocked) and prices the order; a code is locked and its uses counted when `lockCode`. */
export async function priceCheckout(
  input: PaymentRequest,
  checkout: Checkout,
  viewer: User | null,
  settings: PlatformSetting,
  client: QueryClientContract,
  lockCode: boolean
): Promise<PricedCheckout> {
  const { cart, buyer } = checkout
  const prices = await peekTicketTypes(
    cart.map((l) => l.ticketTypeId),
    client
  )
  const withCode = await priceCart({ ...input, cart, types: prices, buyer: buyer.identity }, client, lockCode)
  const subtotalCents = withCode.priced.subtotalCents
  if (subtotalCents === 0) throw creationFailed('PAYMENT_NOT_NEEDED_FREE_TICKETS', true)
  return {
    withCode,
    limited: [...prices.values()].some(hasUserLimit),
    fields: {
      ...newOrderFields(input, buyer, viewer),
      // Fees on the discounted subtotal (domain/fees.ts).
      ...buyerFees(centsToAmount(subtotalCents), settings, input),
      ...discountColumns(withCode),
      status: 'pending',
      paymentProvider: input.paymentProvider,
      paymentMethod: input.paymentMethod,
      lines: pricedLines(withCode),
      paymentExpiresAt: DateTime.now().plus({ minutes: paymentsConfig.paymentWindowMinutes }),
    },
  }
}

/** The list price of each cart line as the order was priced (what take_paid_seats() compares under the lock). */
function listPrices(cart: Checkout['cart'], priced: PricedCheckout): string[] {
  const cents = new Map(priced.withCode.priced.lines.map((line) => [line.ticketTypeId, line.listUnitCents]))
  return cart.map((line) => centsToAmount(cents.get(line.ticketTypeId)!))
}

const FULL_CHECKS_SQLSTATE = 'SL002'

/** The order's row as Order.create would insert it (column names, prepared values, the identity keys), lines as JSON rather than text. */
function orderRow(fields: Partial<ModelAttributes<Order>>): Record<string, unknown> {
  const draft = new Order().merge(fields)
  Order.identityKeys(draft)
  const row: Record<string, unknown> = {}
  for (const [attribute, value] of Object.entries(draft.$attributes)) {
    const column = Order.$getColumn(attribute)!
    row[column.columnName] = attribute !== 'lines' && column.prepare ? column.prepare(value, attribute, draft) : value
  }
  return row
}

/**
 * take_paid_seats() (migration 0122) on `client`: the network's lock, the session's earlier pending order given up,
 * the pending payments counted, the types locked, every line checked (price, sale, seats, per-person limit), the
 * seats taken and the order inserted. The orders it wrote (the given-up ones, then the new pending one); null when it
 * left the cart to the full checks (SQLSTATE SL002: the call then changed nothing).
 */
export async function takePaidSeats(
  input: PaymentRequest,
  checkout: Checkout,
  priced: PricedCheckout,
  client: QueryClientContract
): Promise<Order[] | null> {
  const now = new Date()
  const row = { ...orderRow(priced.fields), created_at: now, updated_at: now }
  const { cart, buyer } = checkout
  try {
    const result = await refusingOverLimit(() =>
      client.rawQuery(`SELECT * FROM take_paid_seats(${Array(12).fill('?').join(', ')})`, [
        input.eventId,
        pgArray(cart.map((l) => l.ticketTypeId)),
        pgArray(cart.map((l) => l.quantity)),
        pgArray(listPrices(cart, priced)),
        input.sessionId,
        JSON.stringify(row),
        now,
        ticketsConfig.stockLocking,
        pgTextArray(buyer.identity.emailKeys),
        pgTextArray(buyer.identity.phoneKeys),
        input.clientKey ?? null,
        abuseLimits().networkPendingPayments,
      ] as RawQueryBindings)
    )
    return Order.$createMultipleFromAdapterResult(result.rows)
  } catch (error) {
    if ((error as { code?: string }).code === FULL_CHECKS_SQLSTATE) return null
    throw error
  }
}

const isNew = (order: Order) => order.status === 'pending'

/** takePaidSeats() on its own (one round trip), or with the checkout's answers in one transaction; the new order. */
async function takeSeatsInOneCall(
  input: PaymentRequest,
  checkout: Checkout,
  priced: PricedCheckout,
  answers: OrderAnswers
): Promise<Order | null> {
  const withAnswers = answers.answers.length > 0 || answers.skipReason !== null
  let written: Order[] | null
  try {
    written = withAnswers
      ? await db.transaction(async (trx) => {
          const orders = await takePaidSeats(input, checkout, priced, trx)
          if (orders) await storeAnswers(orders.find(isNew)!.id, answers, trx)
          return orders
        })
      : await takePaidSeats(input, checkout, priced, db.connection())
  } catch (error) {
    // Inside a transaction the refusal came out of the callback as the error it is.
    if ((error as { code?: string }).code === FULL_CHECKS_SQLSTATE) return null
    throw error
  }
  if (!written) return null
  const givenUp = written.filter((order) => !isNew(order))
  // Seats came back: the waiting list's next people are offered them.
  if (givenUp.length > 0) requestOffers(givenUp.flatMap((order) => order.lines.map((l) => l.ticketTypeId)))
  return written.find(isNew)!
}

/**
 * The full checks in TypeScript, in SPEC order, for the exact refusal (and the order after all when the cart fits by
 * now), in the caller's transaction. `given`: the pricing the one-call path used (so a price changed since still
 * refuses); without it (a discount code) the cart is priced here, with the code locked.
 */
export async function takeSeatsInFull(
  input: PaymentRequest,
  checkout: Checkout,
  viewer: User | null,
  settings: PlatformSetting,
  answers: OrderAnswers,
  given: PricedCheckout | null,
  trx: TransactionClientContract
): Promise<Order> {
  const { cart, buyer } = checkout
  // The network's lock first (before any ticket type's, as everywhere), so its pending payments count exactly.
  await lockBuyingClient(input.clientKey ?? null, trx)
  // A retry from the same checkout gives up the earlier attempt (and its seats) first, before the
  // ticket types are read, so the seats it gave back count; a session so never has two pending payments.
  await givePendingOrdersUp(input.sessionId, 'cancelled', trx)
  await assertPendingPaymentsAllowed(input.clientKey ?? null, trx)
  // A code is locked here, before the ticket types, and its uses counted: this order is one of them.
  const priced = given ?? (await priceCheckout(input, checkout, viewer, settings, trx, true))
  // The order is written before the ticket types are locked, so the lock (the queue every hold of an on-sale rush
  // waits in) is held for one round trip fewer. Under the lock the prices are read again; a price changed in between
  // refuses. A type with a per-person limit counts the buyer's pending orders under the lock, this one not
  // included: its order is written after the stock is taken.
  const writeOrder = () => Order.create(priced.fields, { client: trx })
  const early = priced.limited ? null : await writeOrder()
  const types = await lockTicketTypes(
    cart.map((l) => l.ticketTypeId),
    trx
  )
  if (cartSubtotalAt(cart, types, input.eventId) !== priced.withCode.priced.listSubtotalCents) throw new DomainError('PRICE_CHANGED')
  await takeStock(cart, types, input.sessionId, buyer.identity, trx)
  const order = early ?? (await writeOrder())
  await storeAnswers(order.id, answers, trx)
  return order
}

/** POST /api/payments/create for a cart of new tickets (a Ticketswitch listing: ticketswitch/resale_checkout.ts). */
export async function createPayment(input: PaymentRequest, viewer: User | null): Promise<{ order: Order; checkoutUrl: string }> {
  assertMethodOffered(input)
  const [checkout, answers] = await inOrder(
    prepareCheckout(input, viewer),
    checkoutAnswers(input.eventId, normalizeCart(input.tickets), input.answers)
  )
  assertOrderSize(checkout.cart, 'paid')
  const settings = await getPlatformSettings()
  // Without a code the order is priced from the types as they are now (no lock: the function compares the prices
  // again under it) and the seats taken in one call; a code's uses are counted under its lock, in the full path.
  const priced = input.discountCode?.trim() ? null : await priceCheckout(input, checkout, viewer, settings, db.connection(), false)
  const order =
    (priced && (await takeSeatsInOneCall(input, checkout, priced, answers))) ??
    (await db.transaction((trx) => takeSeatsInFull(input, checkout, viewer, settings, answers, priced, trx)))
  return startProviderCheckout(order, input)
}

export async function orderStatus(orderNumber: string, key: string): Promise<Order> {
  if (!orderStatusKeyMatches(orderNumber, key)) throw new DomainError('ORDER_STATUS_NOT_FOUND')
  const order = await Order.query().where('order_number', orderNumber).preload('tickets').first()
  if (!order) throw new DomainError('ORDER_STATUS_NOT_FOUND')
  return order
}
