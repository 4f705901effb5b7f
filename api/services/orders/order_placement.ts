/*
 * Placing an order: the kit every sale channel shares (STYLE.md "one kit per shared process"). The web's free
 * purchase (tickets/purchase_service.ts) and paid checkout (payments/payment_service.ts), the counter
 * (counter_sales/counter_sale_service.ts) and the Ticketswitch resale (ticketswitch/resale_checkout.ts) each keep only
 * their entry point and call these: the cart, the buyer's checks, the order's columns, giving seats back and issuing
 * the tickets. Stock itself (locks, holds, limits) is tickets/stock.ts; the numbers and secrets are order_keys.ts.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Order from '#models/order'
import type { OrderLine } from '#models/order'
import Ticket from '#models/ticket'
import type TicketType from '#models/ticket_type'
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { checkoutKey, newOrderNumber, newQrCode } from '#services/orders/order_keys'
import { BUYER_FIELD_TEXT } from '#exceptions/domain_texts'
import { fieldError } from '#services/accounts/auth_service'
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
import { buyerIdentity, type BuyerIdentity } from '#domain/buyer_identity'
import { DEFAULT_LANGUAGE, type Language } from '#domain/languages'
import { requestOffers } from '#services/waiting_list/offer_trigger'
import type { AnswerInput } from '#domain/questions'

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
  /** The storefront's per-visit analytics id, kept on the order for the server-side 'paid' step (migration 0104). */
  visitId?: string | null
  /** A discount or access code (api/services/discount_codes/discount_code_pricing.ts). */
  discountCode?: string | null
  /** Answers to the event's checkout questions (domain/questions.ts; checked by services/questions/answer_service.ts). */
  answers?: AnswerInput[]
}

/** An order with its tickets as the buyer sees it: an Order with its tickets loaded, or what a free purchase returns. */
export type PurchasedOrder = Pick<Order, 'id' | 'orderNumber' | 'eventId' | 'status' | 'total' | 'currency'> &
  Partial<Pick<Order, 'discountCode' | 'discountAmount'>> & {
    tickets: Pick<Ticket, 'id' | 'ticketTypeId' | 'qrCode' | 'purchasePrice' | 'buyerName'>[]
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
  return { cart, key: checkoutKey(input.sessionId, cart), buyer: { method, email, phone, name, identity } }
}

/**
 * Two independent reads of a checkout (the buyer's form against the platform settings, the event's questions) at
 * once, each on its own pooled connection: one round trip of waiting instead of two. Their refusals keep their
 * order: the first one's is thrown before the second one's.
 */
export async function inOrder<A, B>(first: Promise<A>, second: Promise<B>): Promise<[A, B]> {
  const [a, b] = await Promise.allSettled([first, second])
  if (a.status === 'rejected') throw a.reason
  if (b.status === 'rejected') throw b.reason
  return [a.value, b.value]
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
    visitId: input.visitId ?? null,
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
  // Seats came back: the waiting list's next people are offered them once this commits.
  trx.after('commit', () => requestOffers(lines.map((line) => line.ticketTypeId)))
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
