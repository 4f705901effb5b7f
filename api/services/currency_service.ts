import type { DateTime } from 'luxon'
import CurrencyRate from '#models/currency_rate'
import { DomainError } from '#exceptions/domain_error'
import { getPlatformSettings } from '#services/platform_settings_service'
import {
  type Fraction,
  type Numeric,
  add,
  compare,
  divide,
  isNegative,
  multiply,
  parseDecimal,
  percentOf,
  toFixedDecimal,
} from '#domain/exact_decimal'

/*
 * Currency conversion (SPEC §3 currency_rates and the platform's currency converter). Rates are
 * admin data ('handmatig'), there is no live source. 1 fromCurrency = rate toCurrency; when only
 * the other direction is stored its inverse is used. The converter's markupPercentage raises
 * every rate (the buyer pays the markup): effective rate = rate × (1 + markup / 100).
 * All math is exact; the converted amount is rounded once, half up, to cents; rates are shown
 * with 8 decimals, as the table stores them.
 */

export const RATE_DECIMALS = 8
/** A 3-letter ISO 4217 code, upper case. */
export const CURRENCY_CODE = /^[A-Z]{3}$/

export interface RateQuote {
  fromCurrency: string
  toCurrency: string
  /** The rate conversions use: base rate with the markup. */
  rate: string
  /** The stored rate, or the inverse of the stored other direction. */
  baseRate: string
  markupPercentage: string
  /** Whether baseRate is the inverse of the stored toCurrency → fromCurrency rate. */
  inverse: boolean
  /** 'handmatig' for admin rates; 'identiek' for a currency to itself. */
  source: string
  updatedAt: DateTime | null
}

export interface Conversion extends RateQuote {
  /** The amount in toCurrency, two decimals. */
  convertedAmount: string
}

interface ConverterSettings {
  enabled: boolean
  markup: Fraction
}

const ONE: Fraction = { n: 1n, d: 1n }

async function converterSettings(): Promise<ConverterSettings> {
  const converter = (await getPlatformSettings()).currencyConverter ?? {}
  const markup = parseDecimal(converter.markupPercentage)
  // A markup of -100 % or less would make every rate 0 or negative: treated as no markup.
  const usable = markup && compare(markup, { n: -100n, d: 1n }) > 0
  return { enabled: converter.enabled !== false, markup: usable ? markup : { n: 0n, d: 1n } }
}

function currencyCode(value: string): string {
  const code = value.trim().toUpperCase()
  if (!CURRENCY_CODE.test(code))
    throw new DomainError('VALIDATION_ERROR', 'Ongeldige valutacode', { errors: { currency: ['Ongeldige valutacode'] } })
  return code
}

/** The stored rate from → to, else the inverse of to → from, with the markup. */
async function findRate(
  fromCurrency: string,
  toCurrency: string,
  settings: ConverterSettings
): Promise<{ quote: RateQuote; effective: Fraction }> {
  const from = currencyCode(fromCurrency)
  const to = currencyCode(toCurrency)
  const markupText = toFixedDecimal(settings.markup, 2)
  if (from === to) {
    const quote = {
      fromCurrency: from,
      toCurrency: to,
      rate: toFixedDecimal(ONE, RATE_DECIMALS),
      baseRate: toFixedDecimal(ONE, RATE_DECIMALS),
      markupPercentage: '0.00',
      inverse: false,
      source: 'identiek',
      updatedAt: null,
    }
    return { quote, effective: ONE }
  }
  const rows = await CurrencyRate.query()
    .where((q) => q.where('from_currency', from).where('to_currency', to))
    .orWhere((q) => q.where('from_currency', to).where('to_currency', from))
  const row = rows.find((r) => r.fromCurrency === from) ?? rows[0]
  const stored = row ? parseDecimal(row.rate) : null
  if (!row || !stored || stored.n <= 0n) {
    throw new DomainError('CURRENCY_RATE_NOT_FOUND', `Geen wisselkoers gevonden van ${from} naar ${to}`)
  }
  const inverse = row.fromCurrency !== from
  const base = inverse ? divide(ONE, stored) : stored
  const effective = add(base, percentOf(base, settings.markup))
  const quote = {
    fromCurrency: from,
    toCurrency: to,
    rate: toFixedDecimal(effective, RATE_DECIMALS),
    baseRate: toFixedDecimal(base, RATE_DECIMALS),
    markupPercentage: markupText,
    inverse,
    source: row.source,
    updatedAt: row.updatedAt,
  }
  return { quote, effective }
}

/** GET /api/currency-rates/{from}/{to}. Unknown pair: CURRENCY_RATE_NOT_FOUND (404); bad code: 422. */
export async function getRate(fromCurrency: string, toCurrency: string): Promise<RateQuote> {
  return (await findRate(fromCurrency, toCurrency, await converterSettings())).quote
}

/**
 * `amount` fromCurrency in toCurrency (exact; rounded half up to cents). A negative or non-numeric
 * amount is a 422; an unknown pair a 404; a switched-off converter CURRENCY_CONVERSION_DISABLED (503).
 */
export async function convertAmount(fromCurrency: string, toCurrency: string, amount: Numeric): Promise<Conversion> {
  const value = parseDecimal(amount)
  if (!value || isNegative(value)) {
    throw new DomainError('VALIDATION_ERROR', 'Bedrag moet een getal van 0 of meer zijn', {
      errors: { amount: ['Bedrag moet een getal van 0 of meer zijn'] },
    })
  }
  const settings = await converterSettings()
  if (!settings.enabled) throw new DomainError('CURRENCY_CONVERSION_DISABLED')
  const { quote, effective } = await findRate(fromCurrency, toCurrency, settings)
  return { ...quote, convertedAmount: toFixedDecimal(multiply(value, effective), 2) }
}

/** The converted amount, or null when no conversion is possible (no rate, converter off): for optional uses. */
export async function convertedAmountOrNull(fromCurrency: string, toCurrency: string, amount: Numeric): Promise<string | null> {
  try {
    return (await convertAmount(fromCurrency, toCurrency, amount)).convertedAmount
  } catch (error) {
    if (error instanceof DomainError) return null
    throw error
  }
}
