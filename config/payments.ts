import { uni5payMode } from '#config/production_checks'

/**
 * Payment providers (buying issue). Mollie through @mollie/api-client; MOLLIE_API_URL points it at a
 * local fake in tests and e2e. Uni5Pay+ is a configured choice (UNI5PAY_MODE, config/production_checks.ts):
 * 'live' talks to the merchant API (api/services/payments/uni5pay_provider.ts, contract in
 * UNI5PAY_CONTRACT.md), 'sandbox' approves on our own /mock-uni5pay-checkout page (never in production),
 * 'off' does not offer it. Read when used, not at start-up, so tests can point a provider elsewhere.
 */
const paymentsConfig = {
  get mollie() {
    return {
      apiKey: process.env.MOLLIE_API_KEY ?? '',
      apiEndpoint: process.env.MOLLIE_API_URL || undefined,
      /** A call that has not answered by then fails (the client has no timeout of its own). */
      timeoutMs: Number(process.env.MOLLIE_TIMEOUT_MS || 15_000),
    }
  },
  get uni5pay() {
    return {
      mode: uni5payMode(process.env),
      apiUrl: process.env.UNI5PAY_API_URL?.trim() ?? '',
      merchantId: process.env.UNI5PAY_MERCHANT_ID?.trim() ?? '',
      apiKey: process.env.UNI5PAY_API_KEY?.trim() ?? '',
      /** When set, webhooks must carry X-Uni5Pay-Signature (HMAC-SHA256 of the body with this secret). */
      webhookSecret: process.env.UNI5PAY_WEBHOOK_SECRET?.trim() ?? '',
      timeoutMs: Number(process.env.UNI5PAY_TIMEOUT_MS) || 10_000,
    }
  },
  /** How long a buyer may stay at the provider; the pending order keeps its seats this long. */
  get paymentWindowMinutes() {
    return Number(process.env.PAYMENT_WINDOW_MINUTES ?? 30)
  },
  /** A pending order older than this whose webhook has not come is asked about at its provider by the minute job. */
  get reconcileAfterMinutes() {
    return Number(process.env.PAYMENT_RECONCILE_AFTER_MINUTES ?? 3)
  },
}

export default paymentsConfig
