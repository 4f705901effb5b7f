/*
 * POST /api/tickets/purchase (SPEC §7): one order and its tickets, in one transaction that locks the
 * ticket types, re-checks stock (the session's own holds count for it), raises quantitySold and consumes
 * the holds. In the common case (a free cart that is on sale and fits) all of that is one call to
 * buy_free_tickets() (migration 0046), so an on-sale rush queues on the row lock for microseconds, not
 * for round trips to Node; anything else is checked in full in SPEC order. Idempotent: the same checkout
 * session and cart always give the same order (orders.idempotency_key), also when ten identical requests
 * arrive at once. Only free carts are bought directly: paid tickets are issued only for a confirmed payment.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import ticketsConfig from '#config/tickets'
import Order, { type OrderLine } from '#models/order'
import Ticket from '#models/ticket'
import type TicketType from '#models/ticket_type'
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { BUYER_FIELD_TEXT } from '#exceptions/domain_texts'
import { getPlatformSettings } from '#services/platform_settings_service'
import { checkStock, lockTicketTypes, pgArray, pgTextArray } from '#services/tickets/stock'
import { assertOrderSize, freeLimitBindings, lockBuyingClient, refusingOverLimit } from '#services/tickets/buying_limits'
import { fieldError, isUniqueViolation } from '#services/auth/auth_service'
import {
  buyerInfoErrors,
  effectiveContactMethod,
  needsEmail,
  needsPhone,
  type BuyerField,
  type BuyerInfo,
  type ContactMethod,
} from '#domain/buyer_info'
import { mayBuyTickets } from '#domain/access'
import { cartSubtotalCents } from '#domain/cart_total'
import { normalizePhone } from '#domain/auth_rules'
import { buyerIdentity, emailIdentityKey, phoneIdentityKey, type BuyerIdentity } from '#domain/buyer_identity'
import ticketDelivery from '#services/tickets/ticket_delivery_service'
import { buyFreeListing } from '#services/ticketswitch/resale_checkout'
import type { PurchasedOrder } from '#transformers/order_transformer'
import { DEFAULT_LANGUAGE, type Language } from '#domain/languages'

export interface CartLine {
  ticketTypeId: number
  quantity: number
}

export interface PurchaseRequest {
  eventId: number
  tickets: CartLine[]
  buyerInfo: BuyerInfo
  /** The checkout session whose holds this purchase consumes (SPEC's reservationId). */
  sessionId: string
  /** The buyer's network (domain/client_network.ts) for the per-network limits; null for none. */
  clientKey?: string | null
  /** The language the buyer shopped in: the order's tickets and messages are written in it (default nl). */
  language?: Language
  /** A Ticketswitch listing to buy instead of a cart of new tickets (`tickets` is then ignored). */
  listingId?: number
}

const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** 'ST-' and 10 characters without look-alikes (50 random bits). */
export function newOrderNumber(): string {
  let out = ''
  for (let i = 0; i < 10; i++) out += ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)]
  return `ST-${out}`
}

/** 128 bits from a CSPRNG, base64url: the unguessable part of a ticket's QR code. */
function newQrSecret(): string {
  return randomBytes(16).toString('base64url')
}

/** The event's prefix (at most 20 characters, 'ST' without one), '-', the secret (buy_free_tickets() builds it the same way). */
export function newQrCode(prefix: string | null): string {
  return `${(prefix || 'ST').slice(0, 20)}-${newQrSecret()}`
}

/** Same quantities per type merged; zero lines dropped; sorted so equal carts look equal. */
export function normalizeCart(lines: CartLine[]): CartLine[] {
  const merged = new Map<number, number>()
  for (const { ticketTypeId, quantity } of lines) merged.set(ticketTypeId, (merged.get(ticketTypeId) ?? 0) + quantity)
  return [...merged]
    .filter(([, quantity]) => quantity > 0)
    .sort(([a], [b]) => a - b)
    .map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity }))
}

function idempotencyKey(sessionId: string, cart: CartLine[]): string {
  const cartText = cart.map((l) => `${l.ticketTypeId}x${l.quantity}`).join(',')
  return createHash('sha256').update(`${sessionId}|${cartText}`).digest('hex')
}

function findOrder(key: string) {
  return Order.query().where('idempotency_key', key).preload('tickets').first()
}

export interface Buyer {
  method: ContactMethod
  email: string | null
  phone: string | null
  name: string
  /** Whose tickets and pending orders count for maxPerUser: account, and the typed and the account's address and number. */
  identity: BuyerIdentity
}

export interface Checkout {
  cart: CartLine[]
  key: string
  buyer: Buyer
}

/** The checks every way of buying shares: role, buyer form (SPEC §5), a non-empty cart. */
export async function prepareCheckout(input: PurchaseRequest, viewer: User | null): Promise<Checkout> {
  if (viewer && !mayBuyTickets(viewer.role)) throw new DomainError('ROLE_MAY_NOT_BUY')
  const settings = await getPlatformSettings()
  const rules = { whatsappEnabled: settings.whatsappFeatures.checkoutEnabled, bothEnabled: settings.whatsappFeatures.bothOptionEnabled }
  const errors = Object.keys(buyerInfoErrors(input.buyerInfo, rules)) as BuyerField[]
  if (errors.length > 0) {
    throw DomainError.fields(
      'VALIDATION_ERROR',
      Object.fromEntries(errors.map((field) => [`buyerInfo.${field}`, [BUYER_FIELD_TEXT[field]]]))
    )
  }
  const cart = input.listingId ? [] : normalizeCart(input.tickets)
  if (cart.length === 0 && !input.listingId) throw fieldError('tickets', 'CART_EMPTY')
  const method = effectiveContactMethod(input.buyerInfo, rules)
  const email = needsEmail(method) ? input.buyerInfo.email!.trim().toLowerCase() : null
  const phone = needsPhone(method) ? normalizePhone(input.buyerInfo.phone!) : null
  const name = `${input.buyerInfo.firstName!.trim()} ${input.buyerInfo.lastName!.trim()}`
  const identity = buyerIdentity({ account: viewer, email, phone })
  return { cart, key: idempotencyKey(input.sessionId, cart), buyer: { method, email, phone, name, identity } }
}

/** The columns every new order takes from its checkout: number, event, buyer, session. */
export function newOrderFields(input: PurchaseRequest, buyer: Buyer, viewer: User | null) {
  return {
    orderNumber: newOrderNumber(),
    eventId: input.eventId,
    buyerUserId: viewer?.id ?? null,
    buyerName: buyer.name,
    buyerEmail: buyer.email,
    buyerPhone: buyer.phone,
    contactMethod: buyer.method,
    currency: 'SRD',
    sessionId: input.sessionId,
    clientKey: input.clientKey ?? null,
    language: input.language ?? DEFAULT_LANGUAGE,
  }
}

/** SRD cents of a cart at today's prices (domain/cart_total.ts); every type must belong to the event. */
export function cartSubtotalAt(cart: CartLine[], types: Map<number, TicketType>, eventId: number): number {
  const priced = cart.map((line) => {
    const type = types.get(line.ticketTypeId)!
    if (type.eventId !== eventId) throw new DomainError('TICKET_TYPE_NOT_FOUND')
    return { price: type.price, quantity: line.quantity }
  })
  return cartSubtotalCents(priced)
}

/** Gives seats back (a payment that failed or expired). */
export async function releaseStock(lines: CartLine[], trx: TransactionClientContract) {
  // In id order, like lockTicketTypes, so two releases never wait on each other crosswise.
  for (const line of [...lines].sort((a, b) => a.ticketTypeId - b.ticketTypeId)) {
    await trx
      .from('ticket_types')
      .where('id', line.ticketTypeId)
      .update({ quantity_sold: trx.raw('quantity_sold - ?', [line.quantity]), version: trx.raw('version + 1'), updated_at: new Date() })
  }
}

/** One ticket per seat with an unguessable QR code; the order's buyer on each. One INSERT for all of them. */
export async function issueTickets(
  order: Order,
  lines: OrderLine[],
  qrPrefix: string | null,
  trx: TransactionClientContract
): Promise<Ticket[]> {
  const now = new Date()
  const rows = lines.flatMap((line) =>
    Array.from({ length: line.quantity }, () => ({
      order_id: order.id,
      event_id: order.eventId,
      ticket_type_id: line.ticketTypeId,
      buyer_email: order.buyerEmail,
      buyer_name: order.buyerName,
      buyer_phone: order.buyerPhone,
      buyer_identifier: order.buyerEmail ?? order.buyerPhone,
      contact_method: order.contactMethod,
      qr_code: newQrCode(qrPrefix),
      purchase_price: line.price,
      created_at: now,
      updated_at: now,
    }))
  )
  const inserted = await trx.insertQuery().table('tickets').multiInsert(rows).returning('*')
  const tickets = Ticket.$createMultipleFromAdapterResult(inserted)
  order.$setRelated('tickets', tickets)
  return tickets
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
 * buy_free_tickets() writes its order in Dutch; for a buyer who shopped in another language the order's
 * language is set in the same transaction (Dutch buyers keep the one round trip).
 */
async function buyFreeTicketsInLanguage(
  input: PurchaseRequest,
  checkout: Checkout,
  viewer: User | null,
  client: QueryClientContract
): Promise<PurchasedOrder | null> {
  const language = input.language ?? DEFAULT_LANGUAGE
  if (language === DEFAULT_LANGUAGE) return buyFreeTickets(input, checkout, viewer, client)
  const buy = async (trx: TransactionClientContract) => {
    const order = await buyFreeTickets(input, checkout, viewer, trx)
    if (order) await trx.from('orders').where('id', order.id).update({ language })
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
  if (cartSubtotalAt(cart, types, eventId) > 0) throw new DomainError('PAYMENT_REQUIRED')
  await checkStock(cart, types, sessionId, identity, trx)
}

export async function purchase(input: PurchaseRequest, viewer: User | null): Promise<PurchasedOrder> {
  const checkout = await prepareCheckout(input, viewer)
  const { cart, key, buyer } = checkout
  // A Ticketswitch listing given away (priced 0): its own transaction (api/services/ticketswitch/resale_checkout.ts).
  if (input.listingId) return buyFreeListing({ ...input, listingId: input.listingId }, buyer, viewer)
  assertOrderSize(cart, 'free')
  try {
    // The common case in one round trip; anything else is checked in full, in SPEC order, for the exact
    // answer (and bought after all when it fits by then). The network's lock comes before the types' locks.
    const order =
      (await buyFreeTicketsInLanguage(input, checkout, viewer, db.connection())) ??
      (await db.transaction(async (trx) => {
        await lockBuyingClient(input.clientKey ?? null, trx)
        await checkFreeCart(cart, input.eventId, input.sessionId, buyer.identity, trx)
        const bought = await buyFreeTicketsInLanguage(input, checkout, viewer, trx)
        if (!bought) throw new DomainError('TICKETS_JUST_SOLD_OUT')
        return bought
      }))
    // Committed: only a new order is delivered (not a repeat that found the existing one).
    await ticketDelivery.orderIssued(order.id)
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
