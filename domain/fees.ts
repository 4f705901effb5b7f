/*
 * SPEC §9 fees, shared by the API (what the buyer is charged) and the storefront (what the
 * checkout shows), so both always agree to the cent.
 *
 * - platform fee = platformCostPercentage % of the subtotal + platformCostFixed.
 *   No btw on it: the settings have no btw for the platform fee, only per payment method.
 * - payment fee = the method's percentage % of the subtotal + its fixed amount
 *   (the percentage is of the subtotal, not of subtotal + platform fee).
 * - payment fee btw = the method's btw % of the payment fee as rounded (the amount on the invoice).
 * Each part is rounded half up to cents on its own; total = subtotal + the three parts.
 * Every fee is 0 when the subtotal is 0 or its settings are missing; a missing field counts as 0.
 * Amounts are SRD decimal strings with two decimals ('12.50'), as the database and Mollie want them.
 */
import { type Fraction, type Numeric, ZERO, add, formatUnits, isNegative, parseDecimal, percentOf, roundToUnits } from './exact_decimal.js'

/** A setting as platform_settings holds it: number or decimal string; null/undefined/'' = missing. */
type Setting = Numeric | null | undefined

export interface PlatformCostSettings {
  platformCostPercentage?: Setting
  platformCostFixed?: Setting
}

/** One payment method's fees (uni5pay: percentage, fixed, btw; see methodFeeSettings for Mollie). */
export interface MethodFeeSettings {
  percentage?: Setting
  fixed?: Setting
  btw?: Setting
}

export interface FeeBreakdown {
  subtotal: string
  platformFee: string
  paymentFee: string
  paymentFeeBtw: string
  total: string
}

/** A negative or non-numeric subtotal or setting: a bug or bad admin data, never a silent 0. */
export class FeeInputError extends RangeError {
  constructor(
    public field: string,
    value: unknown
  ) {
    super(`Ongeldig bedrag voor ${field}: ${JSON.stringify(value)}`)
    this.name = 'FeeInputError'
  }
}

function amount(field: string, value: unknown, missingAllowed: boolean): Fraction {
  if (missingAllowed && (value === null || value === undefined || value === '')) return ZERO
  const parsed = parseDecimal(value)
  if (!parsed || isNegative(parsed)) throw new FeeInputError(field, value)
  return parsed
}

/** percentage % of the subtotal plus the fixed amount, in cents. */
function feeCents(subtotal: Fraction, percentageField: string, percentage: Setting, fixedField: string, fixed: Setting): bigint {
  const fee = add(percentOf(subtotal, amount(percentageField, percentage, true)), amount(fixedField, fixed, true))
  return roundToUnits(fee, 2)
}

/**
 * SPEC §9 fees for a cart. `subtotal` in SRD (number or decimal string, rounded half up to cents);
 * `platform` the platform settings; `method` the chosen method's fees (methodFeeSettings).
 * Throws FeeInputError for a negative or non-numeric subtotal or setting.
 */
export function calculateFees(
  subtotal: Numeric,
  platform: PlatformCostSettings | null | undefined,
  method: MethodFeeSettings | null | undefined
): FeeBreakdown {
  const subtotalCents = roundToUnits(amount('subtotal', subtotal, false), 2)
  const base: Fraction = { n: subtotalCents, d: 100n }
  let platformCents = 0n
  let paymentCents = 0n
  let btwCents = 0n
  if (subtotalCents > 0n && platform) {
    platformCents = feeCents(
      base,
      'platformCostPercentage',
      platform.platformCostPercentage,
      'platformCostFixed',
      platform.platformCostFixed
    )
  }
  if (subtotalCents > 0n && method) {
    paymentCents = feeCents(base, 'percentage', method.percentage, 'fixed', method.fixed)
    btwCents = roundToUnits(percentOf({ n: paymentCents, d: 100n }, amount('btw', method.btw, true)), 2)
  }
  const cents = (value: bigint) => formatUnits(value, 2)
  return {
    subtotal: cents(subtotalCents),
    platformFee: cents(platformCents),
    paymentFee: cents(paymentCents),
    paymentFeeBtw: cents(btwCents),
    total: cents(subtotalCents + platformCents + paymentCents + btwCents),
  }
}

/** platform_settings.paymentFees: { uni5pay: { percentage, fixed, btw }, mollie: { idealPercentage, idealFixed, idealBtw, ... } }. */
export type PaymentFeesSetting = Record<string, Record<string, unknown> | null | undefined> | null | undefined

/**
 * The fee settings of one method: Uni5Pay+ reads uni5pay.{percentage,fixed,btw}; a Mollie method
 * reads mollie.{method}Percentage/Fixed/Btw ('ideal' → idealPercentage). null when none is set.
 */
export function methodFeeSettings(paymentFees: PaymentFeesSetting, provider: string, methodId: string): MethodFeeSettings | null {
  const providerFees = paymentFees?.[provider]
  if (!providerFees || typeof providerFees !== 'object') return null
  const prefix = provider === 'mollie' ? methodId : ''
  const key = (name: string) => (prefix ? `${prefix}${name.charAt(0).toUpperCase()}${name.slice(1)}` : name)
  const settings = {
    percentage: providerFees[key('percentage')] as Setting,
    fixed: providerFees[key('fixed')] as Setting,
    btw: providerFees[key('btw')] as Setting,
  }
  const anySet = Object.values(settings).some((value) => value !== null && value !== undefined && value !== '')
  return anySet ? settings : null
}
