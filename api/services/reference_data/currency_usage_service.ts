import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { surinameDay } from '#domain/venue_bookings'

/*
 * Which conversions the public conversion endpoints served (POST /api/currency-rates/convert,
 * GET /api/currency-rates/{from}/{to} and the batch): a count per pair, rate source and Suriname day in
 * currency_rate_usages (migration 0102), read by admins at GET /api/currency-rates/usage. A batch is one use.
 */

export interface ServedConversion {
  fromCurrency: string
  toCurrency: string
  source: string
}

/**
 * Counts one served conversion with a single upsert on its day's row. The answer never waits for it and never
 * fails by it: the write runs on its own and a failure is logged.
 */
export function countConversion({ fromCurrency, toCurrency, source }: ServedConversion, now: Date = new Date()): void {
  const served = { fromCurrency, toCurrency, source }
  recordConversion(served, now).catch((error: unknown) => {
    logger.warn({ err: error, ...served }, 'currency conversion usage not recorded')
  })
}

/** The upsert itself, awaited by countConversion's background write. */
export async function recordConversion({ fromCurrency, toCurrency, source }: ServedConversion, now: Date = new Date()): Promise<void> {
  await db.rawQuery(
    `INSERT INTO currency_rate_usages AS u (from_currency, to_currency, source, usage_date, count, last_used_at)
     VALUES (?, ?, ?, ?, 1, ?)
     ON CONFLICT (from_currency, to_currency, source, usage_date)
     DO UPDATE SET count = u.count + 1, last_used_at = greatest(u.last_used_at, EXCLUDED.last_used_at)`,
    [fromCurrency, toCurrency, source, surinameDay(now), now]
  )
}

export interface ConversionUsage {
  fromCurrency: string
  toCurrency: string
  source: string
  count: number
  /** The Suriname day of the first counted use. */
  firstUsedOn: string
  lastUsedAt: Date
}

/** GET /api/currency-rates/usage: per pair and rate source, how often and when last; most used first. */
export async function listConversionUsage(): Promise<ConversionUsage[]> {
  const rows: {
    from_currency: string
    to_currency: string
    source: string
    count: string | number
    first_used_on: string
    last_used_at: Date
  }[] = await db
    .from('currency_rate_usages')
    .groupBy('from_currency', 'to_currency', 'source')
    .select(
      'from_currency',
      'to_currency',
      'source',
      db.raw('sum(count)::bigint AS count'),
      db.raw(`to_char(min(usage_date), 'YYYY-MM-DD') AS first_used_on`),
      db.raw('max(last_used_at) AS last_used_at')
    )
    .orderBy('count', 'desc')
    .orderBy('from_currency')
    .orderBy('to_currency')
    .orderBy('source')
  return rows.map((row) => ({
    fromCurrency: row.from_currency,
    toCurrency: row.to_currency,
    source: row.source,
    count: Number(row.count),
    firstUsedOn: row.first_used_on,
    lastUsedAt: new Date(row.last_used_at),
  }))
}
