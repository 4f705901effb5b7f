import { createMollieClient, type MollieClient, type Payment, type PaymentMethod } from '@mollie/api-client'
import paymentsConfig from '#config/payments'
import {
  PaymentNotFoundError,
  PaymentProviderError,
  type CreatePaymentInput,
  type CreateRefundInput,
  type CreatedPayment,
  type PaymentAttempt,
  type PaymentProviderClient,
  type ProviderPayment,
  type ProviderRefund,
} from '#services/payments/payment_provider'
import { withinTimeout } from '#services/server/within_timeout'

/** Clocks differ: a payment listed up to this long before our attempt was recorded is still looked at. */
const CLOCK_SKEW_MS = 10 * 60_000

function metadataText(metadata: unknown, key: string): string | null {
  const value = metadata && typeof metadata === 'object' ? (metadata as Record<string, unknown>)[key] : null
  return typeof value === 'string' ? value : null
}

function toProviderPayment(payment: Payment): ProviderPayment {
  return {
    id: payment.id,
    status: payment.status as ProviderPayment['status'],
    amount: payment.amount.value,
    currency: payment.amount.currency,
    orderNumber: metadataText(payment.metadata, 'orderNumber'),
    reference: metadataText(payment.metadata, 'reference'),
  }
}

/** Mollie's payment ids: 'tr_' and letters/digits. */
const MOLLIE_PAYMENT_ID = /^tr_[A-Za-z0-9]+$/

/**
 * A Mollie call that hangs must not hang the buyer's request, the webhook or the minute job: after
 * MOLLIE_TIMEOUT_MS it fails like an unreachable provider. A payment Mollie still creates afterwards
 * carries our order number and reference and is matched by them (payment_service.ts).
 */
function bounded<T>(work: Promise<T>): Promise<T> {
  const ms = paymentsConfig.mollie.timeoutMs
  return withinTimeout(work, ms, () => new PaymentProviderError(`Mollie: no answer within ${ms} ms`))
}

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
      const payment = await bounded(
        this.#mollie.payments.create({
          amount: { currency: input.currency, value: input.amount },
          description: input.description,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          method: (input.method ?? undefined) as PaymentMethod | undefined,
          metadata: { orderNumber: input.orderNumber, reference: input.reference },
          // One attempt creates at most one Mollie payment, also when the client re-sends the request.
          idempotencyKey: input.reference,
        })
      )
      const checkoutUrl = payment.getCheckoutUrl()
      if (!checkoutUrl) throw new PaymentProviderError('Mollie gaf geen checkout-URL')
      return { id: payment.id, checkoutUrl, expiresAt: payment.expiresAt ?? null }
    } catch (error) {
      if (error instanceof PaymentProviderError) throw error
      throw new PaymentProviderError(`Mollie: ${(error as Error).message}`)
    }
  }

  async getPayment(id: string): Promise<ProviderPayment> {
    // Mollie's client refuses an id without the payment prefix before asking: unknown, not unreachable.
    if (!MOLLIE_PAYMENT_ID.test(id)) throw new PaymentNotFoundError(`Mollie: ${id} is not a payment id`)
    try {
      return toProviderPayment(await bounded(this.#mollie.payments.get(id)))
    } catch (error) {
      if (error instanceof PaymentProviderError) throw error
      if ((error as { statusCode?: number }).statusCode === 404) throw new PaymentNotFoundError(`Mollie: ${(error as Error).message}`)
      throw new PaymentProviderError(`Mollie: ${(error as Error).message}`)
    }
  }

  /**
   * Mollie cannot search by metadata: its payment list is read newest first, down to the moment the
   * attempt was recorded (the payment cannot be older), and matched on our reference.
   */
  async findPayment(attempt: PaymentAttempt): Promise<ProviderPayment | null> {
    const oldest = attempt.createdAt.getTime() - CLOCK_SKEW_MS
    const search = async () => {
      for await (const payment of this.#mollie.payments.iterate()) {
        if (Date.parse(payment.createdAt) < oldest) return null
        const found = toProviderPayment(payment)
        if (found.reference === attempt.reference && found.orderNumber === attempt.orderNumber) return found
      }
      return null
    }
    try {
      return await bounded(search())
    } catch (error) {
      if (error instanceof PaymentProviderError) throw error
      throw new PaymentProviderError(`Mollie: ${(error as Error).message}`)
    }
  }

  /**
   * Mollie's refunds API. The idempotency key is the refund's own, so a retry after a timeout (Mollie may have
   * taken the first call) answers with the refund Mollie already made instead of paying out again.
   */
  async createRefund(input: CreateRefundInput): Promise<ProviderRefund> {
    if (!MOLLIE_PAYMENT_ID.test(input.paymentId)) throw new PaymentProviderError(`Mollie: ${input.paymentId} is not a payment id`)
    try {
      const refund = await bounded(
        this.#mollie.paymentRefunds.create({
          paymentId: input.paymentId,
          amount: { currency: input.currency, value: input.amount },
          description: input.description,
          metadata: { orderNumber: input.orderNumber, reference: input.idempotencyKey },
          idempotencyKey: input.idempotencyKey,
        })
      )
      if (refund.status === 'failed' || refund.status === 'canceled') throw new PaymentProviderError(`Mollie: refund ${refund.status}`)
      return { id: refund.id, status: refund.status }
    } catch (error) {
      if (error instanceof PaymentProviderError) throw error
      throw new PaymentProviderError(`Mollie: ${(error as Error).message}`)
    }
  }
}
