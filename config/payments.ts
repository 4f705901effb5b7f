/**
 * Payment providers (buying issue). Mollie through @mollie/api-client; MOLLIE_API_URL points it at a
 * local fake in tests and e2e. Uni5Pay+ runs in 'sandbox' mode (our own /mock-uni5pay-checkout page
 * approves or cancels and calls the webhook as the provider will) until live credentials exist.
 * Read when used, not at start-up, so tests can point a provider elsewhere (start/env.ts validates them).
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
    return { mode: process.env.UNI5PAY_MODE ?? 'sandbox' }
  },
  /** How long a buyer may stay at the provider; the pending order keeps its seats this long. */
  get paymentWindowMinutes() {
    return Number(process.env.PAYMENT_WINDOW_MINUTES ?? 30)
  },
}

export default paymentsConfig
