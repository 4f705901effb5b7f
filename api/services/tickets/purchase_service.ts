/*
 * POST /api/tickets/purchase (SPEC §7): one order and its tickets, in one transaction that locks the
 * ticket types, re-checks stock (the session's own holds count for it), raises quantitySold and consumes
 * the holds. Idempotent: the same checkout session and cart always give the same order, also when ten
 * identical requests arrive at once. Only free carts are bought directly: paid tickets are issued only
 * for a confirmed payment.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Order, { type OrderLine } from '#models/order'
import Ticket from '#models/ticket'
import type TicketType from '#models/ticket_type'
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { getPlatformSettings } from '#services/platform_settings_service'
import { lockTicketTypes, peekTicketTypes, qrPrefixOf, takeStock } from '#services/tickets/stock'
import { isUniqueViolation } from '#services/auth/auth_service'
import { buyerInfoErrors, effectiveContactMethod, needsEmail, needsPhone, type BuyerInfo, type ContactMethod } from '#domain/buyer_info'
import { mayBuyTickets } from '#domain/access'
import { normalizePhone } from '#domain/auth_rules'
import ticketDelivery from '#services/tickets/ticket_delivery_service'

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
}

const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** 'ST-' and 10 characters without look-alikes (50 random bits). */
export function newOrderNumber(): string {
  let out = ''
  for (let i = 0; i < 10; i++) out += ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)]
  return `ST-${out}`
}

/** 128 bits from a CSPRNG behind the event's prefix. */
export function newQrCode(prefix: string | null): string {
  return `${(prefix || 'ST').slice(0, 20)}-${randomBytes(16).toString('base64url')}`
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
  /** E-mail, else phone: whose tickets count for maxPerUser. */
  identifier: string
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
  const errors = buyerInfoErrors(input.buyerInfo, rules)
  if (Object.keys(errors).length > 0) {
    const fieldErrors = Object.fromEntries(Object.entries(errors).map(([field, message]) => [`buyerInfo.${field}`, [message]]))
    throw new DomainError('VALIDATION_ERROR', Object.values(errors)[0], { errors: fieldErrors })
  }
  const cart = normalizeCart(input.tickets)
  if (cart.length === 0) throw new DomainError('VALIDATION_ERROR', 'Kies minimaal één ticket', { errors: { tickets: ['Kies minimaal één ticket'] } })
  const method = effectiveContactMethod(input.buyerInfo, rules)
  const email = needsEmail(method) ? input.buyerInfo.email!.trim().toLowerCase() : null
  const phone = needsPhone(method) ? normalizePhone(input.buyerInfo.phone!) : null
  const name = `${input.buyerInfo.firstName!.trim()} ${input.buyerInfo.lastName!.trim()}`
  // Every contact method needs an e-mail address or a phone number, so one of them is set.
  return { cart, key: idempotencyKey(input.sessionId, cart), buyer: { method, email, phone, name, identifier: (email ?? phone)! } }
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
  }
}

/** SRD cents of a cart at today's prices; every type must belong to the event. */
export function cartSubtotalCents(cart: CartLine[], types: Map<number, TicketType>, eventId: number): number {
  let cents = 0
  for (const line of cart) {
    const type = types.get(line.ticketTypeId)!
    if (type.eventId !== eventId) throw new DomainError('TICKET_TYPE_NOT_FOUND')
    cents += Math.round(Number(type.price) * 100) * line.quantity
  }
  return cents
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
export async function issueTickets(order: Order, lines: OrderLine[], qrPrefix: string | null, trx: TransactionClientContract): Promise<Ticket[]> {
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

export async function purchase(input: PurchaseRequest, viewer: User | null): Promise<Order> {
  const { cart, key, buyer } = await prepareCheckout(input, viewer)
  const ids = cart.map((l) => l.ticketTypeId)

  try {
    return await db.transaction(async (trx) => {
      // The order and its tickets are written first, invisible to others until the commit, so the row
      // lock on the ticket types is held only for the stock decision and the commit. A repeat of this
      // request meets orders.idempotency_key here (one running at the same time waits for it) and gets
      // the existing order (catch below), before it asks for the lock.
      const seen = await peekTicketTypes(ids, trx)
      if (cartSubtotalCents(cart, seen, input.eventId) > 0) throw new DomainError('PAYMENT_REQUIRED')
      const lines = cart.map((l) => ({ ...l, price: seen.get(l.ticketTypeId)!.price }))
      const order = await Order.create(
        {
          ...newOrderFields(input, buyer, viewer),
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
      await issueTickets(order, lines, qrPrefixOf(seen.get(cart[0].ticketTypeId)!), trx)

      const types = await lockTicketTypes(ids, trx)
      // Still free now that the types are locked (a price set in between means a payment after all).
      if (cartSubtotalCents(cart, types, input.eventId) > 0) throw new DomainError('PAYMENT_REQUIRED')
      await takeStock(cart, types, input.sessionId, buyer, trx)
      // Only a new order is delivered (not a repeat that found the existing one), and only once committed.
      trx.after('commit', () => ticketDelivery.orderIssued(order.id))
      return order
    })
  } catch (error) {
    // A repeat of a purchase that went through gets that order, also when something refuses it now.
    if (isUniqueViolation(error) || error instanceof DomainError) {
      const order = await findOrder(key)
      if (order) return order
    }
    // The database's last line (CHECK quantity_sold <= max_quantity) refused: sold out, not a crash.
    if ((error as { constraint?: string }).constraint === 'ticket_types_quantity_sold_range') {
      throw new DomainError('TICKETS_UNAVAILABLE', 'Deze tickets zijn net uitverkocht.')
    }
    throw error
  }
}
