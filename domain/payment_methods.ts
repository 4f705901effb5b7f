/*
 * SPEC §9 payment methods and SPEC §5 availability, shared by the API (GET /api/payments/methods)
 * and the storefront (its built-in list when that call fails or answers an empty list, SPEC §8).
 */
import { type Numeric, compare, parseDecimal } from './exact_decimal.js'
import type { PaymentFeesSetting } from './fees.js'

export type PaymentProvider = 'uni5pay' | 'mollie'

export const PAYMENT_METHOD_IDS = ['uni5pay', 'ideal', 'paypal', 'bancontact', 'creditcard', 'banktransfer', 'klarna', 'riverty'] as const
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number]

export const CART_CURRENCIES = ['SRD', 'USD', 'EUR'] as const
export type CartCurrency = (typeof CART_CURRENCIES)[number]

export interface PaymentMethod {
  /** Uni5Pay+ is 'uni5pay'; Mollie methods use Mollie's own method ids. */
  id: PaymentMethodId
  name: string
  /** Dutch, as the checkout shows it. */
  description: string
  /** Path on the storefront (storefront/public/payment-methods/). */
  image: string
  provider: PaymentProvider
  recommended: boolean
  /** Cart currencies the method takes; null = any. */
  currencies: readonly CartCurrency[] | null
  /** SPEC §5: the lowest cart total in EUR the method accepts; null = none. */
  minimumEur: number | null
}

export const KLARNA_MINIMUM_EUR = 37
export const RIVERTY_MINIMUM_EUR = 7

const method = (
  id: PaymentMethodId,
  name: string,
  description: string,
  extra: Partial<Pick<PaymentMethod, 'provider' | 'recommended' | 'currencies' | 'minimumEur'>> = {}
): PaymentMethod => ({
  id,
  name,
  description,
  image: `/payment-methods/${id}.svg`,
  provider: 'mollie',
  recommended: false,
  currencies: null,
  minimumEur: null,
  ...extra,
})

/** The built-in list, in the order the checkout shows it (SPEC §9). */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  method('uni5pay', 'Uni5Pay+', 'Betaal direct met de Uni5Pay+ app, in SRD, USD of EUR.', {
    provider: 'uni5pay',
    recommended: true,
    currencies: CART_CURRENCIES,
  }),
  method('ideal', 'iDEAL', 'Betaal veilig via je eigen Nederlandse bank.'),
  method('paypal', 'PayPal', 'Betaal met je PayPal-account.'),
  method('bancontact', 'Bancontact', 'Betaal met je Belgische bankpas.'),
  method('creditcard', 'Creditcard', 'Betaal met Visa, Mastercard of American Express.'),
  method('banktransfer', 'Bankoverschrijving', 'Maak het bedrag zelf over; je tickets volgen zodra de betaling binnen is.'),
  method('klarna', 'Klarna', `Achteraf betalen of in delen, vanaf € ${KLARNA_MINIMUM_EUR}.`, { minimumEur: KLARNA_MINIMUM_EUR }),
  method('riverty', 'Riverty', `Achteraf betalen, vanaf € ${RIVERTY_MINIMUM_EUR}.`, { minimumEur: RIVERTY_MINIMUM_EUR }),
]

export type Availability = { available: true } | { available: false; reason: 'currency' | 'minimum' | 'no_conversion' }

/**
 * SPEC §5: whether `method` can pay a cart of `total` in `currency`. Klarna needs at least EUR 37,
 * Riverty EUR 7, compared with `eurAmount` (the total converted to EUR) for SRD carts; conversion
 * applies only to SRD totals, so any other cart compares its total itself. An SRD cart whose
 * conversion failed (eurAmount null) cannot prove the minimum: the method is unavailable.
 */
export function methodAvailability(
  method: PaymentMethod,
  total: Numeric,
  eurAmount: Numeric | null | undefined,
  currency: CartCurrency = 'SRD'
): Availability {
  if (method.currencies && !method.currencies.includes(currency)) {
    return { available: false, reason: 'currency' }
  }
  if (method.minimumEur === null) return { available: true }
  const compared = parseDecimal(currency === 'SRD' ? eurAmount : total)
  if (!compared) return { available: false, reason: 'no_conversion' }
  if (compare(compared, parseDecimal(method.minimumEur)!) < 0) {
    return { available: false, reason: 'minimum' }
  }
  return { available: true }
}

/** Whether methodAvailability needs the EUR amount of this cart (saves a conversion otherwise). */
export const needsEurAmount = (methods: readonly PaymentMethod[], currency: CartCurrency) =>
  currency === 'SRD' && methods.some((m) => m.minimumEur !== null)

/**
 * The methods the platform offers: the built-in list minus the ones an admin switched off in
 * platform_settings.paymentFees (uni5pay.enabled = false, mollie.{id}Enabled = false). With none
 * left, or nothing configured, the built-in list (SPEC §8: the built-in list is used if empty).
 */
export function configuredMethods(paymentFees: PaymentFeesSetting): PaymentMethod[] {
  const switchedOff = (m: PaymentMethod) => {
    const flag = m.provider === 'uni5pay' ? paymentFees?.uni5pay?.enabled : paymentFees?.mollie?.[`${m.id}Enabled`]
    return flag === false || flag === 0 || flag === 'false'
  }
  const offered = PAYMENT_METHODS.filter((m) => !switchedOff(m))
  return offered.length > 0 ? offered : [...PAYMENT_METHODS]
}
