/*
 * The checkout's figures (SPEC §9 fees and methods): the fee breakdown and its rows, the built-in payment
 * methods when the API cannot list them, and the countdown's clock. Pure, in the page's language.
 */
import { calculateFees, methodFeeSettings, type FeeBreakdown, type PaymentFeesSetting } from '#domain/fees'
import { PAYMENT_METHODS } from '#domain/payment_methods'
import { paymentMethodTexts } from '../payment_method_texts'
import { DEFAULT_LANGUAGE } from '#domain/languages'
import type { WhatsappFeatures } from '#domain/platform_defaults'
import type { PaymentMethodItem } from '../../../lib/api/payments'
import { pageLanguage } from '../../../lib/page_language'
import type { IslandKey } from '../messages'

export interface CheckoutSettings {
  whatsappFeatures: WhatsappFeatures
  platformCostPercentage: string | number | null
  platformCostFixed: string | number | null
  paymentFees: PaymentFeesSetting
}

export function formatClock(seconds: number) {
  const m = Math.floor(seconds / 60)
  const s = seconds % 60
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
}

export function safeFees(subtotal: string, settings: CheckoutSettings, method: PaymentMethodItem | null): FeeBreakdown | null {
  try {
    return calculateFees(subtotal, settings, method ? methodFeeSettings(settings.paymentFees, method.provider, method.id) : null)
  } catch (error) {
    console.error('[checkout] fees', error)
    return null
  }
}

/** The fee breakdown's rows; fee parts of 0 are left out, the subtotal always shows. */
export const FEE_ROWS = [
  { part: 'subtotal', label: 'buy.checkout.subtotal' },
  { part: 'platformFee', label: 'buy.checkout.platformFee' },
  { part: 'paymentFee', label: 'buy.checkout.paymentFee' },
  { part: 'paymentFeeBtw', label: 'buy.checkout.paymentFeeBtw' },
] as const satisfies readonly { part: keyof FeeBreakdown; label: IslandKey }[]

/**
 * The built-in list (SPEC §8 'Failed to load payment methods') in the page's language, as the API would answer:
 * methods with an EUR minimum need a rate, so they wait for the API.
 */
export function builtInMethods(): PaymentMethodItem[] {
  const lang = pageLanguage() ?? DEFAULT_LANGUAGE
  return PAYMENT_METHODS.filter((m) => m.minimumEur === null).map((method) => ({
    id: method.id,
    ...paymentMethodTexts(method, lang),
    image: method.image,
    provider: method.provider,
    recommended: method.recommended,
  }))
}
