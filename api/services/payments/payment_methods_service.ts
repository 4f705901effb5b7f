import type { Numeric } from '#domain/exact_decimal'
import { type CartCurrency, type PaymentMethod, configuredMethods, methodAvailability, needsEurAmount } from '#domain/payment_methods'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { convertedAmountOrNull } from '#services/reference_data/currency_service'
import { providerOffered } from '#services/payments/provider_checkout'

export interface PaymentMethodsQuery {
  /** The cart total; without it every configured method is listed (the client filters with methodAvailability). */
  amount?: Numeric
  currency?: CartCurrency
}

/**
 * GET /api/payments/methods: the platform's methods (the built-in list unless an admin switched
 * some off) whose provider is offered here (no Uni5Pay+ with UNI5PAY_MODE=off), for a given total only
 * those SPEC §5 allows. An SRD total is converted to EUR for the Klarna/Riverty minimums; without a rate
 * those two are left out, never an error.
 */
export async function listPaymentMethods({ amount, currency = 'SRD' }: PaymentMethodsQuery): Promise<PaymentMethod[]> {
  const methods = configuredMethods((await getPlatformSettings()).paymentFees).filter((m) => providerOffered(m.provider))
  if (amount === undefined) return methods
  const eurAmount = needsEurAmount(methods, currency) ? await convertedAmountOrNull(currency, 'EUR', amount) : null
  return methods.filter((method) => methodAvailability(method, amount, eurAmount, currency).available)
}
