import env from '#start/env'

/**
 * Payment providers (buying issue). Mollie through @mollie/api-client; MOLLIE_API_URL points it at a
 * local fake in tests and e2e. Uni5Pay+ runs in 'sandbox' mode (our own /mock-uni5pay-checkout page
 * approves or cancels and calls the webhook as the provider will) until live credentials exist.
 */
export default {
  mollie: {
    apiKey: env.get('MOLLIE_API_KEY') ?? '',
    apiEndpoint: env.get('MOLLIE_API_URL') || undefined,
  },
  uni5pay: {
    mode: env.get('UNI5PAY_MODE') ?? 'sandbox',
  },
  /** How long a buyer may stay at the provider; holds (as pending orders) last this long. */
  paymentWindowMinutes: env.get('PAYMENT_WINDOW_MINUTES') ?? 30,
}
