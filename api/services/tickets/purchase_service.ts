/*
 * POST /api/tickets/purchase (SPEC §7): one order and its tickets, in one transaction that locks the
 * ticket types, re-checks stock (the session's own holds count for it), raises quantitySold and consumes
 * the holds. In the common case (a free cart that is on sale and fits) all of that is one call to
 * buy_free_tickets() (migration 0046), so an on-sale rush queues on the row lock for microseconds, not
 * for round trips to Node; anything else is checked in full in SPEC order. Idempotent: the same checkout
 * session and cart always give the same order (orders.idempotency_key), also when ten identical requests
 * arrive at once. Only free carts are bought directly: paid tickets are issued only for a confirmed payment.
 */
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import ticketsConfig from '#config/tickets'
import Order from '#models/order'
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { checkStock, lockTicketTypes, peekTicketTypes, pgArray, pgTextArray, qrPrefixOf, takeStock } from '#services/tickets/stock'
import { assertTypesVisible, discountColumns, priceCart, pricedLines } from '#services/discount_codes/discount_code_pricing'
import { assertOrderSize, freeLimitBindings, lockBuyingClient, refusingOverLimit } from '#services/tickets/buying_limits'
import { isUniqueViolation } from '#services/accounts/auth_service'
import {
  cartSubtotalAt,
  inOrder,
  issueTickets,
  newOrderFields,
  normalizeCart,
  prepareCheckout,
  type CartLine,
  type Checkout,
  type PurchaseRequest,
  type PurchasedOrder,
} from '#services/orders/order_placement'
import { newQrSecret } from '#services/orders/order_keys'
import { checkoutAnswers, NO_ANSWERS, storeAnswers, type OrderAnswers } from '#services/questions/answer_service'
import { emailIdentityKey, phoneIdentityKey, type BuyerIdentity } from '#domain/buyer_identity'
import ticketDelivery from '#services/tickets/ticket_delivery_service'
import { DEFAULT_LANGUAGE } from '#domain/languages'
import { aggregatesChanged, surinameToday } from '#services/aggregates/aggregation_dispatch'

function findOrder(key: string) {
  return Order.query().where('idempotency_key', key).preload('tickets').first()
}

/**
 * buy_free_tickets() (migrations 0046, 0050), in one round trip: it checks the session's and network's
 * free-ticket limits, locks the types, and only when the cart is free, on sale and fits (holds of other
 * sessions and per-person limits counted) raises quantitySold, consumes the session's holds and inserts
 * the order and its tickets. Null when it did not buy.
 */
export async function buyFreeTickets(
  input: PurchaseRequest,
  checkout: Checkout,
  viewer: User | null,
  client: QueryClientContract
): Promise<PurchasedOrder | null> {
  const { cart, key, buyer } = checkout
  const fields = newOrderFields(input, buyer, viewer)
  const seats = cart.flatMap((line) => Array.from({ length: line.quantity }, () => line.ticketTypeId))
  const sql = `SELECT * FROM buy_free_tickets(${Array(23).fill('?').join(', ')})`
  // A per-session or per-network limit refuses with SQLSTATE SL001 (buying_limits.ts).
  const result = await refusingOverLimit(() =>
    client.rawQuery(sql, [
      input.eventId,
      pgArray(cart.map((l) => l.ticketTypeId)),
      pgArray(cart.map((l) => l.quantity)),
      pgArray(seats),
      pgArray(seats.map(() => newQrSecret())),
      input.sessionId,
      key,
      fields.orderNumber,
      // NULL for an anonymous buyer and a contact detail the method does not use (pg sends it as NULL).
      fields.buyerUserId,
      fields.buyerName,
      fields.buyerEmail,
      fields.buyerPhone,
      fields.contactMethod,
      new Date(),
      ticketsConfig.stockLocking,
      fields.buyerEmail ? emailIdentityKey(fields.buyerEmail) : null,
      fields.buyerPhone ? phoneIdentityKey(fields.buyerPhone) : null,
      pgTextArray(buyer.identity.emailKeys),
      pgTextArray(buyer.identity.phoneKeys),
      ...freeLimitBindings(fields.clientKey),
    ] as RawQueryBindings)
  )
  const rows: { r_order_id: number; r_ticket_id: number; r_ticket_type_id: number; r_qr_code: string; r_purchase_price: string }[] =
    result.rows
  if (rows.length === 0) return null
  return {
    id: rows[0].r_order_id,
    orderNumber: fields.orderNumber,
    eventId: input.eventId,
    status: 'free',
    total: '0.00',
    currency: fields.currency,
    tickets: rows.map((row) => ({
      id: row.r_ticket_id,
      ticketTypeId: row.r_ticket_type_id,
      qrCode: row.r_qr_code,
      purchasePrice: row.r_purchase_price,
      buyerName: buyer.name,
    })),
  }
}

/**
 * buy_free_tickets() writes its order in Dutch and without answers; for a buyer who shopped in another language the
 * order's language is set, and the checkout's answers written, in the same transaction (Dutch buyers of an event
 * without questions keep the one round trip).
 */
async function buyFreeTicketsInLanguage(
  input: PurchaseRequest,
  checkout: Checkout,
  viewer: User | null,
  client: QueryClientContract,
  answers: OrderAnswers = NO_ANSWERS
): Promise<PurchasedOrder | null> {
  const language = input.language ?? DEFAULT_LANGUAGE
  if (language === DEFAULT_LANGUAGE && answers.answers.length === 0) return buyFreeTickets(input, checkout, viewer, client)
  const buy = async (trx: TransactionClientContract) => {
    const order = await buyFreeTickets(input, checkout, viewer, trx)
    if (order && language !== DEFAULT_LANGUAGE) await trx.from('orders').where('id', order.id).update({ language })
    if (order) await storeAnswers(order.id, answers, trx)
    return order
  }
  return client.isTransaction ? buy(client as TransactionClientContract) : client.transaction(buy)
}

/**
 * The full path, in TypeScript: locks the types and checks the cart in SPEC order (free, this event's, on sale,
 * seats left, per-person limits); throws the first refusal. It must agree with buy_free_tickets()
 * (tests/functional/tickets/stock_paths.spec.ts runs both on one table).
 */
export async function checkFreeCart(
  cart: CartLine[],
  eventId: number,
  sessionId: string,
  identity: BuyerIdentity,
  trx: TransactionClientContract
) {
  const types = await lockTicketTypes(
    cart.map((l) => l.ticketTypeId),
    trx
  )
  assertTypesVisible(types.values(), [])
  if (cartSubtotalAt(cart, types, eventId) > 0) throw new DomainError('PAYMENT_REQUIRED')
  await checkStock(cart, types, sessionId, identity, trx)
}

/**
 * A cart that a code makes free (100 % off, or hidden free types an access code unlocks), in full in TypeScript: the
 * network's lock, the code's lock and its uses, the types' locks, the stock taken, the order and its tickets.
 */
async function buyWithCode(
  input: PurchaseRequest,
  checkout: Checkout,
  viewer: User | null,
  answers: OrderAnswers
): Promise<PurchasedOrder> {
  const { cart, key, buyer } = checkout
  const ids = cart.map((l) => l.ticketTypeId)
  return db.transaction(async (trx) => {
    await lockBuyingClient(input.clientKey ?? null, trx)
    const withCode = await priceCart({ ...input, cart, types: await peekTicketTypes(ids, trx), buyer: buyer.identity }, trx, true)
    if (withCode.priced.subtotalCents > 0) throw new DomainError('PAYMENT_REQUIRED')
    const types = await lockTicketTypes(ids, trx)
    if (cartSubtotalAt(cart, types, input.eventId) !== withCode.priced.listSubtotalCents) throw new DomainError('PRICE_CHANGED')
    await takeStock(cart, types, input.sessionId, buyer.identity, trx)
    const lines = pricedLines(withCode)
    const order = await Order.create(
      {
        ...newOrderFields(input, buyer, viewer),
        ...discountColumns(withCode),
        subtotal: '0.00',
        platformFee: '0.00',
        paymentFee: '0.00',
        paymentFeeBtw: '0.00',
        total: '0.00',
        status: 'free',
        paymentProvider: 'free',
        idempotencyKey: key,
        lines,
      },
      { client: trx }
    )
    await issueTickets(order, lines, qrPrefixOf(types.get(cart[0].ticketTypeId)!), trx)
    await storeAnswers(order.id, answers, trx)
    return order
  })
}

/** Sets a free order's visit id; its 'paid' analytics row follows (trigger of migration 0104). Analytics never fail a purchase. */
async function attachVisit(orderId: number, visitId: string): Promise<void> {
  try {
    await db.from('orders').where('id', orderId).whereNull('visit_id').update({ visit_id: visitId })
  } catch (error) {
    logger.warn({ err: error, orderId }, 'analytics: visit id not attached to the order')
  }
}

export async function purchase(input: PurchaseRequest, viewer: User | null): Promise<PurchasedOrder> {
  const [checkout, answers] = await inOrder(
    prepareCheckout(input, viewer),
    checkoutAnswers(input.eventId, normalizeCart(input.tickets), input.answers)
  )
  const { cart, key, buyer } = checkout
  assertOrderSize(cart, 'free')
  try {
    // The common case in one round trip; anything else is checked in full, in SPEC order, for the exact
    // answer (and bought after all when it fits by then). The network's lock comes before the types' locks.
    const order = input.discountCode?.trim()
      ? await buyWithCode(input, checkout, viewer, answers)
      : ((await buyFreeTicketsInLanguage(input, checkout, viewer, db.connection(), answers)) ??
        (await db.transaction(async (trx) => {
          await lockBuyingClient(input.clientKey ?? null, trx)
          await checkFreeCart(cart, input.eventId, input.sessionId, buyer.identity, trx)
          const bought = await buyFreeTicketsInLanguage(input, checkout, viewer, trx, answers)
          if (!bought) throw new DomainError('TICKETS_JUST_SOLD_OUT')
          return bought
        })))
    // Committed: only a new order is delivered (not a repeat that found the existing one).
    await ticketDelivery.orderIssued(order.id)
    // After the one round trip, outside the ticket types' locks: the 'paid' step joins the buyer's visit.
    if (input.visitId) await attachVisit(order.id, input.visitId)
    aggregatesChanged(null, [surinameToday()])
    return order
  } catch (error) {
    // A repeat of a purchase that went through gets that order (orders.idempotency_key refused the second
    // insert), also when something refuses the repeat now.
    if (isUniqueViolation(error) || error instanceof DomainError) {
      const order = await findOrder(key)
      if (order) return order
    }
    // The database's last line (CHECK quantity_sold <= max_quantity) refused: sold out, not a crash.
    if ((error as { constraint?: string }).constraint === 'ticket_types_quantity_sold_range') {
      throw new DomainError('TICKETS_JUST_SOLD_OUT')
    }
    throw error
  }
}
