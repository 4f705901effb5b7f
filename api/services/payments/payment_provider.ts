/*
 * One interface for every payment provider (buying issue): create a payment that the buyer completes at
 * the provider's checkout URL, and read a payment's current status. Webhooks only carry an id; the
 * status is always fetched from the provider, never taken from the request. Every payment carries our
 * order number and attempt reference (Mollie: metadata), so a payment whose id we failed to store is
 * still matched to its order.
 */
export type ProviderName = 'mollie' | 'uni5pay'

export type ProviderPaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired'

export interface CreatePaymentInput {
  orderNumber: string
  /** Our payment attempt (payment_references.reference), recorded before the provider is called. */
  reference: string
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
  /** What we sent along when creating it (null when the provider has none). */
  orderNumber: string | null
  reference: string | null
}

/** What we know of an attempt whose provider payment id was never stored. */
export interface PaymentAttempt {
  orderNumber: string
  reference: string
  /** When the attempt was recorded: the payment, if any, was created after this. */
  createdAt: Date
}

export interface PaymentProviderClient {
  readonly name: ProviderName
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>
  getPayment(id: string): Promise<ProviderPayment>
  /** The provider's payment for an attempt, found by our reference; null when it was never created. */
  findPayment(attempt: PaymentAttempt): Promise<ProviderPayment | null>
  /** Pays (part of) a payment back; throws PaymentProviderError when the provider refuses or does not answer. */
  createRefund(input: CreateRefundInput): Promise<ProviderRefund>
}

/** A provider refused or could not be reached: the buyer sees 'Payment creation failed' (SPEC §8). */
export class PaymentProviderError extends Error {}

/** The provider answered that no such payment exists (a forged or foreign id), as opposed to not answering. */
export class PaymentNotFoundError extends PaymentProviderError {}

/** Money going back to the buyer through the provider that took it. */
export interface CreateRefundInput {
  paymentId: string
  /** Decimal string with 2 decimals, in `currency` (the currency the payment was made in). */
  amount: string
  currency: string
  description: string
  orderNumber: string
  /** Ours, the same on every attempt: the provider refunds at most once per key. */
  idempotencyKey: string
}

/** The provider took the refund on (it may still be on its way to the buyer's account). */
export interface ProviderRefund {
  id: string
  /** The provider's own word for where it is ('pending', 'queued', 'refunded', …), for the log. */
  status: string
}
