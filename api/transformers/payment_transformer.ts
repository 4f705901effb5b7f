import type { PaymentMethod } from '#domain/payment_methods'
import { paymentMethodTexts } from '#transformers/payment_method_texts'
import type { Language } from '#domain/languages'
import type { BatchConversion, Conversion, RateQuote } from '#services/reference_data/currency_service'
import type { ConversionUsage } from '#services/reference_data/currency_usage_service'

/** What the checkout shows of a method (SPEC §7 reads id, description, image), in the buyer's language. */
export function paymentMethodItem(method: PaymentMethod, lang: Language) {
  const { id, image, provider, recommended } = method
  return { id, ...paymentMethodTexts(method, lang), image, provider, recommended }
}

export function rateQuoteItem(quote: RateQuote) {
  return {
    fromCurrency: quote.fromCurrency,
    toCurrency: quote.toCurrency,
    rate: quote.rate,
    baseRate: quote.baseRate,
    markupPercentage: quote.markupPercentage,
    inverse: quote.inverse,
    source: quote.source,
    updatedAt: quote.updatedAt?.toISO() ?? null,
  }
}

export function conversionItem(conversion: Conversion) {
  return {
    convertedAmount: conversion.convertedAmount,
    rate: conversion.rate,
    fromCurrency: conversion.fromCurrency,
    toCurrency: conversion.toCurrency,
    markupPercentage: conversion.markupPercentage,
  }
}

/** GET /api/currency-rates/convert-raw-batch/live */
export function batchConversionItem({ quote, results }: BatchConversion) {
  return { from: quote.fromCurrency, to: quote.toCurrency, rate: quote.rate, source: quote.source, results }
}

/** GET /api/currency-rates/usage: one row per pair and rate source (the id names both, for react-admin). */
export function conversionUsageItem(usage: ConversionUsage) {
  return {
    id: `${usage.fromCurrency}-${usage.toCurrency}-${usage.source}`,
    fromCurrency: usage.fromCurrency,
    toCurrency: usage.toCurrency,
    source: usage.source,
    count: usage.count,
    firstUsedOn: usage.firstUsedOn,
    lastUsedAt: usage.lastUsedAt.toISOString(),
  }
}
