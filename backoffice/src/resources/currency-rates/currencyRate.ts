/** One rate of the history as GET /api/admin/currency-rates answers it (api/transformers/currency_rate_transformer.ts). */
export interface CurrencyRate {
  id: number
  fromCurrency: string
  toCurrency: string
  /** decimal text with eight decimals: 1 fromCurrency = rate toCurrency. */
  rate: string
  source: string
  /** The newest rate of its pair: the one conversions use. */
  inUse: boolean
  createdAt: string
  createdById: number | null
  /** Who entered it; null for seeded rates. */
  createdByName: string | null
}

export const T = 'resources.currency-rates'

/** The source the API gives a rate entered without one (api/services/reference_data/currency_service.ts MANUAL_RATE_SOURCE). */
export const MANUAL_SOURCE = 'handmatig'
