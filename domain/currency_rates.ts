/*
 * An exchange rate as an admin enters it: 1 fromCurrency = rate toCurrency, stored exactly in
 * currency_rates.rate, decimal(18, 8). The API validates with rateProblem and the back office's form checks the
 * same rule before sending; each side words the problem in its reader's language.
 */
import { CART_CURRENCIES, type CartCurrency } from './payment_methods.js'

/** Decimals the table keeps (and conversions show). */
export const RATE_DECIMALS = 8
/** decimal(18, 8) leaves 10 digits before the point. */
export const RATE_MAX_INTEGER_DIGITS = 10

/** The currencies the product sells in, so the only ones a rate can be for. */
export const RATE_CURRENCIES: readonly CartCurrency[] = CART_CURRENCIES

export type RateProblem = 'notANumber' | 'notPositive' | 'tooManyDecimals' | 'tooLarge'

/** '40', '0.02500000', 37.5: the rate as the decimal text it is stored as (no exponent, '.' as the point). */
export function rateText(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null
  if (typeof value !== 'string') return null
  return value.trim().replace(',', '.')
}

/** Why a rate cannot be stored, or null when it can. */
export function rateProblem(value: unknown): RateProblem | null {
  const text = rateText(value)
  const match = text === null ? null : /^(\d+)(?:\.(\d+))?$/.exec(text)
  if (!match) return 'notANumber'
  const [, whole, fraction = ''] = match
  if (/^0*$/.test(whole) && /^0*$/.test(fraction)) return 'notPositive'
  if (fraction.length > RATE_DECIMALS) return 'tooManyDecimals'
  if (whole.replace(/^0+(?=\d)/, '').length > RATE_MAX_INTEGER_DIGITS) return 'tooLarge'
  return null
}

/** '41.25000000' → '41,25' (nl) / '41.25' (en): at least two decimals, at most the eight stored. */
export function formatRate(rate: string | number, lang = 'nl'): string {
  const value = Number(rate)
  if (!Number.isFinite(value)) return String(rate)
  return value.toLocaleString(lang === 'nl' ? 'nl-NL' : lang, { minimumFractionDigits: 2, maximumFractionDigits: RATE_DECIMALS })
}

/** Amounts one batch conversion takes at most (GET /api/currency-rates/convert-raw-batch/live). */
export const BATCH_MAX_AMOUNTS = 100

export type AmountListProblem = 'notAList' | 'tooMany' | 'tooLarge'

const AMOUNT_PART = /^\d+(?:\.\d+)?$/

/**
 * '10.50,25, 3' → ['10.50', '25', '3']: comma-separated amounts of 0 or more, a point before the decimals (the comma
 * separates), each at most `maxAmount`; or why not.
 */
export function parseAmountList(value: unknown, maxAmount: number): { amounts: string[] } | { problem: AmountListProblem } {
  if (typeof value !== 'string') return { problem: 'notAList' }
  const amounts = value.split(',').map((part) => part.trim())
  if (amounts.length > BATCH_MAX_AMOUNTS) return { problem: 'tooMany' }
  if (!amounts.every((amount) => AMOUNT_PART.test(amount))) return { problem: 'notAList' }
  if (amounts.some((amount) => Number(amount) > maxAmount)) return { problem: 'tooLarge' }
  return { amounts }
}
