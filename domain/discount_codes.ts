/*
 * Discount and access codes (per event): what a code is worth on a cart and when it may not be used. The API prices
 * orders with it and the storefront shows the same discount line, so both agree to the cent. Pure: codes in, values
 * and refusal codes out (the API words them: api/exceptions/messages.ts DISCOUNT_CODE_*; the storefront per language).
 *
 * - percentage: `value` % off each ticket the code applies to (rounded half up to cents per ticket);
 * - fixed: `value` SRD off each such ticket, never below 0;
 * - access: unlocks hidden ticket types; `value` is an optional percentage off the types it applies to (0 for none).
 * The discount is per ticket, so each ticket carries what was paid for it and a refund of one ticket never pays back
 * more than it cost. Fees are computed on the discounted subtotal (domain/fees.ts).
 */
import { type Numeric, parseDecimal, percentOf, roundToUnits } from './exact_decimal.js'
import { priceCents } from './cart_total.js'

export const DISCOUNT_CODE_KINDS = ['percentage', 'fixed', 'access'] as const
export type DiscountCodeKind = (typeof DISCOUNT_CODE_KINDS)[number]

/** Letters, digits, '-' and '_', 3 to 40 of them (what fits in a link and on a poster). */
export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/
export const DISCOUNT_CODE_MAX_LENGTH = 40

/** Codes compare case-insensitively (ZOMER25 = zomer25); the organizer's spelling is what is shown. */
export const discountCodeKey = (code: string): string => code.trim().toLowerCase()

export interface DiscountCodeTerms {
  kind: DiscountCodeKind
  value: Numeric
  ticketTypeIds: readonly number[] | null
  unlocksTicketTypeIds: readonly number[] | null
  maxUses: number | null
  maxUsesPerBuyer: number | null
  validFrom: Date | null
  validUntil: Date | null
  isActive: boolean
}

export const DISCOUNT_CODE_REFUSALS = ['unknown', 'not_yet_valid', 'expired', 'used_up', 'buyer_limit', 'not_applicable'] as const
export type DiscountCodeRefusal = (typeof DISCOUNT_CODE_REFUSALS)[number]

/** Why the code may not be used at `now` by its window and switch (uses are counted by the caller); null when it may. */
export function codeWindowRefusal(
  terms: Pick<DiscountCodeTerms, 'isActive' | 'validFrom' | 'validUntil'>,
  now: Date
): DiscountCodeRefusal | null {
  // A switched-off code answers as unknown: nobody learns that it exists.
  if (!terms.isActive) return 'unknown'
  if (terms.validFrom && now < terms.validFrom) return 'not_yet_valid'
  if (terms.validUntil && now > terms.validUntil) return 'expired'
  return null
}

/** The uses left refusal: `used` orders in all, `usedByBuyer` of this buyer (the order being placed not included). */
export function usesRefusal(terms: Pick<DiscountCodeTerms, 'maxUses' | 'maxUsesPerBuyer'>, used: number, usedByBuyer: number) {
  if (terms.maxUses !== null && used >= terms.maxUses) return 'used_up' as const
  if (terms.maxUsesPerBuyer !== null && usedByBuyer >= terms.maxUsesPerBuyer) return 'buyer_limit' as const
  return null
}

/** The hidden types this code reveals (none for a plain discount code). */
export function unlockedTypeIds(terms: Pick<DiscountCodeTerms, 'kind' | 'unlocksTicketTypeIds'>): number[] {
  return terms.kind === 'access' ? [...(terms.unlocksTicketTypeIds ?? [])] : []
}

/** The ticket types whose price the code lowers (an access code without a value lowers none). */
export function discountedTypeIds(
  terms: Pick<DiscountCodeTerms, 'kind' | 'value' | 'ticketTypeIds' | 'unlocksTicketTypeIds'>,
  eventTypeIds: readonly number[]
): number[] {
  const value = parseDecimal(terms.value)
  if (!value || value.n === 0n) return []
  const scope = terms.ticketTypeIds ?? (terms.kind === 'access' ? terms.unlocksTicketTypeIds : null)
  return scope ? eventTypeIds.filter((id) => scope.includes(id)) : [...eventTypeIds]
}

/** One ticket's price in cents after the code (equal to the price where the code does not apply). */
export function discountedUnitCents(unitCents: number, terms: Pick<DiscountCodeTerms, 'kind' | 'value'>): number {
  const value = parseDecimal(terms.value)
  if (!value || value.n <= 0n) return unitCents
  if (terms.kind === 'fixed') return Math.max(0, unitCents - Number(roundToUnits(value, 2)))
  const off = Number(roundToUnits(percentOf({ n: BigInt(unitCents), d: 1n }, value), 0))
  return Math.max(0, unitCents - off)
}

export interface CartLineAtPrice {
  ticketTypeId: number
  quantity: number
  price: Numeric
}

export interface DiscountedLine {
  ticketTypeId: number
  quantity: number
  /** What one ticket costs after the code, in cents. */
  unitCents: number
  /** What one ticket costs without it, in cents. */
  listUnitCents: number
}

export interface DiscountedCart {
  lines: DiscountedLine[]
  /** Subtotal before the code, in cents. */
  listSubtotalCents: number
  /** What the code takes off, in cents. */
  discountCents: number
  /** Subtotal after the code (what fees are computed on), in cents. */
  subtotalCents: number
  /** Whether the code does anything for this cart: lowers a price or unlocks a type in it. */
  applies: boolean
}

/** A cart priced with a code (or without one: `terms` null). */
export function discountCart(lines: readonly CartLineAtPrice[], terms: DiscountCodeTerms | null): DiscountedCart {
  const ids = lines.map((l) => l.ticketTypeId)
  const discounted = new Set(terms ? discountedTypeIds(terms, ids) : [])
  const unlocked = new Set(terms ? unlockedTypeIds(terms) : [])
  let list = 0
  let subtotal = 0
  let applies = false
  const priced = lines.map((line) => {
    const listUnitCents = priceCents(line.price)
    const unitCents = terms && discounted.has(line.ticketTypeId) ? discountedUnitCents(listUnitCents, terms) : listUnitCents
    if (unitCents !== listUnitCents || unlocked.has(line.ticketTypeId)) applies = true
    list += listUnitCents * line.quantity
    subtotal += unitCents * line.quantity
    return { ticketTypeId: line.ticketTypeId, quantity: line.quantity, unitCents, listUnitCents }
  })
  return { lines: priced, listSubtotalCents: list, discountCents: list - subtotal, subtotalCents: subtotal, applies }
}

/** What the live check answers of a usable code (GET /api/events/{id}/discount-codes/check): its effect, not its limits. */
export interface CodeEffect {
  code: string
  kind: DiscountCodeKind
  value: string
  /** The types whose price it lowers. */
  ticketTypeIds: number[]
  /** The hidden types it reveals. */
  unlocksTicketTypeIds: number[]
}

/** The terms a checked code prices a cart with, in a front end (its limits were checked by the API). */
export function effectTerms(effect: CodeEffect): DiscountCodeTerms {
  return {
    kind: effect.kind,
    value: effect.value,
    ticketTypeIds: effect.ticketTypeIds,
    unlocksTicketTypeIds: effect.unlocksTicketTypeIds,
    maxUses: null,
    maxUsesPerBuyer: null,
    validFrom: null,
    validUntil: null,
    isActive: true,
  }
}
