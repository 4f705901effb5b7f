/*
 * A cart priced with a discount or access code: the part of the order kit every sale channel shares (web's free
 * purchase and paid checkout, the counter). The rules are domain/discount_codes.ts; here the code is read, its uses
 * counted and hidden ticket types refused unless the code unlocks them.
 *
 * Uses are exact under a rush: the code's row is locked (FOR UPDATE) in the order's transaction before the ticket
 * types (lock order everywhere: the buyer's network, the code, the ticket types in id order), and its uses are the
 * orders that carry it and still hold their seats (pending, paid, free), counted after the lock was granted, so
 * fifty buyers racing for the last five uses get exactly five.
 */
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import DiscountCode from '#models/discount_code'
import ticketsConfig from '#config/tickets'
import type TicketType from '#models/ticket_type'
import type { OrderLine } from '#models/order'
import { DomainError } from '#exceptions/domain_error'
import { pgTextArray } from '#services/tickets/stock'
import { centsToAmount } from '#domain/cart_total'
import type { BuyerIdentity } from '#domain/buyer_identity'
import {
  codeWindowRefusal,
  discountCart,
  discountCodeKey,
  unlockedTypeIds,
  usesRefusal,
  type DiscountCodeRefusal,
  type DiscountedCart,
} from '#domain/discount_codes'

/** Order statuses whose code use counts: the order still holds (or is paying for) its seats. */
export const CODE_USE_STATUSES = ['pending', 'paid', 'free'] as const

const REFUSAL_KEY = {
  unknown: 'DISCOUNT_CODE_UNKNOWN',
  not_yet_valid: 'DISCOUNT_CODE_NOT_YET_VALID',
  expired: 'DISCOUNT_CODE_EXPIRED',
  used_up: 'DISCOUNT_CODE_USED_UP',
  buyer_limit: 'DISCOUNT_CODE_BUYER_LIMIT',
  not_applicable: 'DISCOUNT_CODE_NOT_APPLICABLE',
} as const satisfies Record<DiscountCodeRefusal, string>

/** The 422 of a refused code, on the field `discountCode`, with its reason for the checkout. */
export function codeRefused(reason: DiscountCodeRefusal): DomainError {
  return new DomainError(REFUSAL_KEY[reason], { field: 'discountCode', details: { reason } })
}

/** The event's code as typed (any case); locked for the transaction when `lock`. */
export async function findCode(eventId: number, typed: string, client: QueryClientContract, lock = false): Promise<DiscountCode | null> {
  const query = DiscountCode.query({ client })
    .where('event_id', eventId)
    .whereRaw('lower(code) = ?', [discountCodeKey(typed)])
  // Off only in a race test's control run (config/tickets.ts), like the ticket types' lock.
  if (lock && ticketsConfig.stockLocking) query.forUpdate()
  return query.first()
}

/** Orders that used the code, in all and by this buyer (account, e-mail or phone as the per-person limits compare them). */
export async function usesOf(
  codeId: number,
  buyer: BuyerIdentity | null,
  client: QueryClientContract
): Promise<{ used: number; usedByBuyer: number }> {
  const result = await client.rawQuery(
    `SELECT count(*)::int AS used,
       count(*) FILTER (WHERE buyer_user_id = ? OR buyer_email_key = ANY (CAST(? AS text[])) OR buyer_phone_key = ANY (CAST(? AS text[])))::int AS by_buyer
     FROM orders WHERE discount_code_id = ? AND status::text IN ('pending', 'paid', 'free')`,
    [buyer?.userId ?? null, pgTextArray(buyer?.emailKeys ?? []), pgTextArray(buyer?.phoneKeys ?? []), codeId] as RawQueryBindings
  )
  const row = result.rows[0] as { used: number; by_buyer: number }
  return { used: Number(row.used), usedByBuyer: Number(row.by_buyer) }
}

/** A code that may be used now (window, switch, uses; `buyer` null: only the total limit); throws its refusal. */
export async function usableCode(
  eventId: number,
  typed: string,
  buyer: BuyerIdentity | null,
  client: QueryClientContract,
  lock: boolean
): Promise<DiscountCode> {
  const code = await findCode(eventId, typed, client, lock)
  if (!code) throw codeRefused('unknown')
  const window = codeWindowRefusal(code.terms, new Date())
  if (window) throw codeRefused(window)
  const { used, usedByBuyer } = await usesOf(code.id, buyer, client)
  const limit = usesRefusal(code.terms, used, buyer ? usedByBuyer : 0)
  if (limit) throw codeRefused(limit)
  return code
}

/** Hidden types in a cart need a code that unlocks them; to everyone else they do not exist. */
export function assertTypesVisible(types: Iterable<TicketType>, unlocked: readonly number[]) {
  for (const type of types) if (type.isHidden && !unlocked.includes(type.id)) throw new DomainError('TICKET_TYPE_NOT_FOUND')
}

export interface PricedCart {
  code: DiscountCode | null
  priced: DiscountedCart
}

export interface CartToPrice {
  eventId: number
  discountCode?: string | null
  cart: { ticketTypeId: number; quantity: number }[]
  /** The cart's ticket types (read or locked by the caller). */
  types: Map<number, TicketType>
  buyer: BuyerIdentity | null
  /** A counter sale: staff sell the types they may sell, hidden or not (hidden is about the public shop). */
  atCounter?: boolean
}

/**
 * The cart priced with its code (or without one): the code usable now, the hidden types unlocked, the code of use to
 * this cart. With `trx` the code is locked and its uses counted for an order written in that transaction.
 */
export async function priceCart(input: CartToPrice, client: QueryClientContract, lock: boolean): Promise<PricedCart> {
  const lines = input.cart.map((line) => {
    const type = input.types.get(line.ticketTypeId)
    if (!type || type.eventId !== input.eventId) throw new DomainError('TICKET_TYPE_NOT_FOUND')
    return { ...line, price: type.price }
  })
  const typed = input.discountCode?.trim()
  if (!typed) {
    if (!input.atCounter) assertTypesVisible(input.types.values(), [])
    return { code: null, priced: discountCart(lines, null) }
  }
  const code = await usableCode(input.eventId, typed, input.buyer, client, lock)
  if (!input.atCounter) assertTypesVisible(input.types.values(), unlockedTypeIds(code.terms))
  const priced = discountCart(lines, code.terms)
  if (!priced.applies) throw codeRefused('not_applicable')
  return { code, priced }
}

/** The order's lines at what each ticket costs after the code (the list price kept where it differs). */
export function pricedLines({ priced }: PricedCart): OrderLine[] {
  return priced.lines.map((line) => ({
    ticketTypeId: line.ticketTypeId,
    quantity: line.quantity,
    price: centsToAmount(line.unitCents),
    ...(line.unitCents !== line.listUnitCents && { listPrice: centsToAmount(line.listUnitCents) }),
  }))
}

/** The order's code columns. */
export function discountColumns({ code, priced }: PricedCart) {
  return { discountCodeId: code?.id ?? null, discountCode: code?.code ?? null, discountAmount: centsToAmount(priced.discountCents) }
}

/**
 * A hold of a hidden type: the code must be usable and unlock it. Makes the one-call hold of this transaction accept
 * the unlocked types (place_ticket_hold(), migration 0112). Returns the unlocked ids.
 */
export async function unlockForHold(ticketTypeId: number, typed: string, trx: TransactionClientContract): Promise<number[]> {
  const type: { event_id: number } | undefined = await trx.from('ticket_types').where('id', ticketTypeId).select('event_id').first()
  if (!type) throw new DomainError('TICKET_TYPE_NOT_FOUND')
  const code = await usableCode(type.event_id, typed, null, trx, false)
  const unlocked = unlockedTypeIds(code.terms)
  await trx.rawQuery("SELECT set_config('suritickets.unlocked_ticket_types', ?, true)", [unlocked.join(',')])
  return unlocked
}
