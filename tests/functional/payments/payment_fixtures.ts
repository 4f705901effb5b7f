/*
 * Rates and converter settings for the payment and currency specs. Each test runs in a rolled-back
 * global transaction (withTestRates), so what is changed here never leaks into other suites.
 */
import db from '@adonisjs/lucid/services/db'
import type { Group } from '@japa/runner/core'
import { rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'

export interface TestRate {
  from: string
  to: string
  rate: string
}

/** Replaces every stored rate with these (source 'handmatig'). */
export async function useRates(rates: TestRate[]) {
  await db.from('currency_rates').delete()
  if (rates.length === 0) return
  await db
    .table('currency_rates')
    .multiInsert(rates.map((r) => ({ from_currency: r.from, to_currency: r.to, rate: r.rate, source: 'handmatig' })))
}

export async function useConverter(converter: Record<string, unknown>) {
  await db
    .from('platform_settings')
    .where('id', 1)
    .update({ currency_converter: JSON.stringify(converter) })
}

export async function usePaymentFees(paymentFees: Record<string, unknown>) {
  await db
    .from('platform_settings')
    .where('id', 1)
    .update({ payment_fees: JSON.stringify(paymentFees) })
}

/** 1 EUR = 40 SRD (so 1 SRD = 0.025 EUR through the inverse), USD both ways. */
export const TEST_RATES: TestRate[] = [
  { from: 'EUR', to: 'SRD', rate: '40.00000000' },
  { from: 'USD', to: 'SRD', rate: '37.00000000' },
  { from: 'SRD', to: 'USD', rate: '0.02700000' },
]

/** Each test in its own rolled-back transaction, starting from TEST_RATES and a converter without markup. */
export function withTestRates(group: Group) {
  rollbackEachTest(group)
  group.each.setup(async () => {
    await useRates(TEST_RATES)
    await useConverter({ enabled: true, markupPercentage: 0 })
  })
}

/** Mollie's methods are offered only with an API key (any key: listing them calls nobody). */
export function withMollieKey(group: Group, key: string | null = 'test_listing_only') {
  let before: string | undefined
  group.setup(() => {
    before = process.env.MOLLIE_API_KEY
    if (key === null) delete process.env.MOLLIE_API_KEY
    else process.env.MOLLIE_API_KEY = key
    return () => {
      if (before === undefined) delete process.env.MOLLIE_API_KEY
      else process.env.MOLLIE_API_KEY = before
    }
  })
}
