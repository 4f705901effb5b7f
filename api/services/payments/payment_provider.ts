/*
 * One interface for every payment provider (buying issue): create a payment that the buyer completes at
 * the provider's checkout URL, and read a payment's current status. Webhooks only carry an id; the
 * status is always fetched from the provider, never taken from the request.
 */
export type ProviderName = 'mollie' | 'uni5pay'

export type ProviderPaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired'

export interface CreatePaymentInput {
  orderNumber: string
  /** Decimal string with 2 decimals, in `currency`. */
  amount: string
  currency: string
  description: string
  /** Where the buyer returns after paying or cancelling. */
  redirectUrl: string
  webhookUrl: string
  /** Provider method id (ideal, paypal, …) or null to let the buyer choose there. */
  method: string | null
}

export interface CreatedPayment {
  id: string
  checkoutUrl: string
  expiresAt: string | null
}

export interface ProviderPayment {
  id: string
  status: ProviderPaymentStatus
  amount: string
  currency: string
}

export interface PaymentProviderClient {
  readonly name: ProviderName
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>
  getPayment(id: string): Promise<ProviderPayment>
}

/** A provider refused or could not be reached: the buyer sees 'Payment creation failed' (SPEC §8). */
export class PaymentProviderError extends Error {}
