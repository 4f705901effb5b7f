import type { PaymentMethod } from '#domain/payment_methods'
import type { Conversion, RateQuote } from '#services/currency_service'

/** What the checkout shows of a method (SPEC §7 reads id, description, image). */
export function paymentMethodItem(method: PaymentMethod) {
  const { id, name, description, image, provider, recommended } = method
  return { id, name, description, image, provider, recommended }
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
