import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import CurrencyRate from '#models/currency_rate'
import { DomainError } from '#exceptions/domain_error'
import { recordChange } from '#services/audit/audit_service'
import type { ChangeActor } from '#services/reference_data/reference_data_service'
import { fieldError } from '#services/accounts/auth_service'
import { RATE_DECIMALS, rateText } from '#domain/currency_rates'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
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
 * the other direction is stored its inverse is used. A pair keeps its history: an admin's new rate is a
 * new row and the newest row of a pair is the one in use. The converter's markupPercentage raises
 * every rate (the buyer pays the markup): effective rate = rate × (1 + markup / 100).
 * All math is exact; the converted amount is rounded once, half up, to cents; rates are shown
 * with 8 decimals, as the table stores them.
 */

export { RATE_DECIMALS }
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
  if (!CURRENCY_CODE.test(code)) throw fieldError('currency', 'CURRENCY_CODE_INVALID')
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
  const row = (await latestRate(from, to)) ?? (await latestRate(to, from))
  const stored = row ? parseDecimal(row.rate) : null
  if (!row || !stored || stored.n <= 0n) {
    throw new DomainError('CURRENCY_PAIR_NOT_FOUND', { params: { from, to } })
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

/** The rate of a pair in use: its newest row. */
function latestRate(from: string, to: string): Promise<CurrencyRate | null> {
  return CurrencyRate.query()
    .where('from_currency', from)
    .where('to_currency', to)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .first()
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
  const value = amountValue('amount', amount)
  const { quote, effective } = await conversionRate(fromCurrency, toCurrency)
  return { ...quote, convertedAmount: toFixedDecimal(multiply(value, effective), 2) }
}

export interface BatchConversion {
  quote: RateQuote
  /** Each amount as given, and in toCurrency (two decimals). */
  results: { amount: string; converted: string }[]
}

/**
 * GET /api/currency-rates/convert-raw-batch/live: every amount at the rate in use now (the same rate and rounding as
 * convertAmount), with one rate lookup for the whole batch.
 */
export async function convertAmounts(fromCurrency: string, toCurrency: string, amounts: string[]): Promise<BatchConversion> {
  const values = amounts.map((amount) => amountValue('amounts', amount))
  const { quote, effective } = await conversionRate(fromCurrency, toCurrency)
  return {
    quote,
    results: amounts.map((amount, index) => ({ amount, converted: toFixedDecimal(multiply(values[index], effective), 2) })),
  }
}

function amountValue(field: string, amount: Numeric): Fraction {
  const value = parseDecimal(amount)
  if (!value || isNegative(value)) throw fieldError(field, 'AMOUNT_NOT_A_NUMBER')
  return value
}

/** The rate conversions use now; a switched-off converter converts nothing. */
async function conversionRate(fromCurrency: string, toCurrency: string): Promise<{ quote: RateQuote; effective: Fraction }> {
  const settings = await converterSettings()
  if (!settings.enabled) throw new DomainError('CURRENCY_CONVERSION_DISABLED')
  return findRate(fromCurrency, toCurrency, settings)
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

export type RateHistorySort = 'createdAt' | 'fromCurrency' | 'toCurrency' | 'rate' | 'id'

export interface RateHistoryQuery {
  page: number
  perPage: number
  sort: RateHistorySort
  order: 'asc' | 'desc'
  ids?: number[]
  fromCurrency?: string
  toCurrency?: string
}

/** A stored rate with whether it is the one its pair uses now (the newest). */
export interface RateRecord {
  rate: CurrencyRate
  inUse: boolean
}

const HISTORY_COLUMNS: Record<RateHistorySort, string> = {
  createdAt: 'created_at',
  fromCurrency: 'from_currency',
  toCurrency: 'to_currency',
  rate: 'rate',
  id: 'id',
}

/** Rows no newer row of the same pair replaces. */
const IN_USE_SQL = `NOT EXISTS (SELECT 1 FROM currency_rates newer
  WHERE newer.from_currency = currency_rates.from_currency AND newer.to_currency = currency_rates.to_currency
    AND (newer.created_at, newer.id) > (currency_rates.created_at, currency_rates.id))`

/** GET /api/admin/currency-rates: every rate ever entered (the history), newest first unless sorted otherwise. */
export async function listRateHistory(query: RateHistoryQuery): Promise<{ rows: RateRecord[]; total: number }> {
  const builder = CurrencyRate.query()
    .select('currency_rates.*')
    .select(db.raw(`${IN_USE_SQL} AS in_use`))
    .preload('createdBy')
  if (query.ids?.length) builder.whereIn('id', query.ids)
  if (query.fromCurrency) builder.where('from_currency', query.fromCurrency)
  if (query.toCurrency) builder.where('to_currency', query.toCurrency)
  builder.orderBy(HISTORY_COLUMNS[query.sort], query.order).orderBy('id', query.sort === 'createdAt' ? query.order : 'desc')
  const page = await builder.paginate(query.page, query.perPage)
  return { rows: page.all().map((rate) => ({ rate, inUse: Boolean(rate.$extras.in_use) })), total: page.total }
}

/** GET /api/admin/currency-rates/:id */
export async function findRateRecord(id: number | null): Promise<RateRecord> {
  const rate =
    id === null
      ? null
      : await CurrencyRate.query()
          .select('currency_rates.*')
          .select(db.raw(`${IN_USE_SQL} AS in_use`))
          .preload('createdBy')
          .where('id', id)
          .first()
  if (!rate) throw new DomainError('CURRENCY_RATE_ROW_NOT_FOUND')
  return { rate, inUse: Boolean(rate.$extras.in_use) }
}

export interface NewRate {
  /** One of RATE_CURRENCIES (domain/currency_rates.ts), checked by the validator. */
  fromCurrency: string
  toCurrency: string
  /** Already checked by domain/currency_rates.ts rateProblem. */
  rate: string | number
  source?: string | null
}

export const MANUAL_RATE_SOURCE = 'handmatig'

/**
 * POST /api/admin/currency-rates: a new rate for a pair, in use from now on; the older rates stay as its
 * history. Written with its audit trace in one transaction.
 */
export async function addRate(input: NewRate, actor: ChangeActor): Promise<RateRecord> {
  const rate = await db.transaction(async (trx) => {
    const row = await CurrencyRate.create(
      {
        fromCurrency: input.fromCurrency,
        toCurrency: input.toCurrency,
        rate: rateText(input.rate)!,
        source: input.source?.trim() || MANUAL_RATE_SOURCE,
        createdById: actor.id,
      },
      { client: trx }
    )
    await row.refresh()
    await recordChange(trx, {
      actorId: actor.id,
      entityType: 'currency_rate',
      entityId: row.id,
      action: 'create',
      after: { fromCurrency: row.fromCurrency, toCurrency: row.toCurrency, rate: row.rate, source: row.source },
      ipAddress: actor.ipAddress ?? null,
    })
    return row
  })
  return findRateRecord(rate.id)
}
