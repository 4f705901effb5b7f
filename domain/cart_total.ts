/*
 * A cart's subtotal in SRD cents (SPEC §3 "Selection": ticketTypeId, quantity, price): each unit price
 * rounded half up to whole cents once, exactly (domain/exact_decimal.ts), times its quantity. The one rule
 * for the API (orders, payments), the storefront (selection and checkout totals) and the demo data.
 * No framework imports: Node and browsers alike.
 */
import { formatUnits, isNegative, parseDecimal, roundToUnits, type Numeric } from './exact_decimal.js'

export interface PricedLine {
  price: Numeric
  quantity: number
}

/** A price that is not a number, or below zero: bad data, never silently free. */
export class InvalidPriceError extends RangeError {
  constructor(readonly price: unknown) {
    super(`Not a valid price: ${JSON.stringify(price)}`)
    this.name = 'InvalidPriceError'
  }
}

/** '12.5' → 1250; '1.005' → 101 (float arithmetic gives 100). */
export function priceCents(price: Numeric): number {
  const value = parseDecimal(price)
  if (!value || isNegative(value)) throw new InvalidPriceError(price)
  const cents = roundToUnits(value, 2)
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) throw new InvalidPriceError(price)
  return Number(cents)
}

export function cartSubtotalCents(lines: readonly PricedLine[]): number {
  let cents = 0n
  for (const line of lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) throw new RangeError(`Not a valid quantity: ${line.quantity}`)
    cents += BigInt(priceCents(line.price)) * BigInt(line.quantity)
  }
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('Subtotal out of range')
  return Number(cents)
}

/** 1250 → '12.50', the decimal string the API and the fee rules take. */
export const centsToAmount = (cents: number): string => formatUnits(BigInt(cents), 2)
