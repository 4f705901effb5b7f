import type { RateRecord } from '#services/reference_data/currency_service'

/** One rate of the history: who entered it (name or e-mail; null for seeded rates) and whether it is in use. */
export function adminCurrencyRate({ rate, inUse }: RateRecord) {
  const person = rate.createdBy
  return {
    id: rate.id,
    fromCurrency: rate.fromCurrency,
    toCurrency: rate.toCurrency,
    rate: rate.rate,
    source: rate.source,
    inUse,
    createdAt: rate.createdAt.toISO(),
    createdById: rate.createdById,
    createdByName: person ? [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email : null,
  }
}
