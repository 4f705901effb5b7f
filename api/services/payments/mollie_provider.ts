import { createMollieClient, type MollieClient, type PaymentMethod } from '@mollie/api-client'
import paymentsConfig from '#config/payments'
import { PaymentProviderError, type CreatePaymentInput, type CreatedPayment, type PaymentProviderClient, type ProviderPayment } from '#services/payments/payment_provider'

/** Mollie through its official client; MOLLIE_API_URL sends it to a local fake in tests. */
export class MollieProvider implements PaymentProviderClient {
  readonly name = 'mollie' as const
  #client: { key: string; client: MollieClient } | null = null

  get #mollie(): MollieClient {
    const { apiKey, apiEndpoint } = paymentsConfig.mollie
    if (!apiKey) throw new PaymentProviderError('Mollie is niet geconfigureerd (MOLLIE_API_KEY)')
    const key = `${apiKey}@${apiEndpoint ?? ''}`
    if (this.#client?.key !== key) this.#client = { key, client: createMollieClient({ apiKey, apiEndpoint }) }
    return this.#client.client
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    try {
      const payment = await this.#mollie.payments.create({
        amount: { currency: input.currency, value: input.amount },
        description: input.description,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
        method: (input.method ?? undefined) as PaymentMethod | undefined,
        metadata: { orderNumber: input.orderNumber },
      })
      const checkoutUrl = payment.getCheckoutUrl()
      if (!checkoutUrl) throw new PaymentProviderError('Mollie gaf geen checkout-URL')
      return { id: payment.id, checkoutUrl, expiresAt: payment.expiresAt ?? null }
    } catch (error) {
      if (error instanceof PaymentProviderError) throw error
      throw new PaymentProviderError(`Mollie: ${(error as Error).message}`)
    }
  }

  async getPayment(id: string): Promise<ProviderPayment> {
    try {
      const payment = await this.#mollie.payments.get(id)
      return { id: payment.id, status: payment.status as ProviderPayment['status'], amount: payment.amount.value, currency: payment.amount.currency }
    } catch (error) {
      throw new PaymentProviderError(`Mollie: ${(error as Error).message}`)
    }
  }
}
