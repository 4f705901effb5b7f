/*
 * Uni5Pay+ live: the merchant REST API over HTTPS (fetch with a timeout), credentials and base URL from the
 * environment (config/payments.ts). Uni5Pay+ does not publish its merchant API; the contract assumed here
 * is written down in ./UNI5PAY_CONTRACT.md, and tests/helpers/fake_uni5pay.ts serves exactly that contract.
 * Like Mollie: every payment carries our order number and attempt reference, the attempt reference is the
 * idempotency key, and a webhook's status is always fetched from here, never read from the request.
 */
import { createHmac } from 'node:crypto'
import paymentsConfig from '#config/payments'
import { sameSecret } from '#services/payments/link_keys'
import {
  PaymentNotFoundError,
  PaymentProviderError,
  type CreatePaymentInput,
  type CreateRefundInput,
  type CreatedPayment,
  type PaymentAttempt,
  type PaymentProviderClient,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type ProviderRefund,
} from '#services/payments/payment_provider'

/** Uni5Pay+ statuses (contract) → ours; 'cancelled' is spelled the British way there. */
const STATUSES: Record<string, ProviderPaymentStatus> = {
  open: 'open',
  pending: 'pending',
  paid: 'paid',
  failed: 'failed',
  cancelled: 'canceled',
  expired: 'expired',
}

interface Uni5payPaymentJson {
  id: string
  status: string
  amount: { value: string; currency: string }
  orderNumber?: string | null
  merchantReference?: string | null
  checkoutUrl?: string | null
  expiresAt?: string | null
}

const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0

/** The answer checked field by field: a payment we cannot read is an error, never a guess. */
function paymentFrom(body: unknown): Uni5payPaymentJson {
  const p = body as Partial<Uni5payPaymentJson> | null
  if (
    !p ||
    !text(p.id) ||
    !text(p.status) ||
    !(p.status in STATUSES) ||
    !text(p.amount?.value) ||
    !/^\d+\.\d{2}$/.test(p.amount.value) ||
    !text(p.amount?.currency)
  ) {
    throw new PaymentProviderError('Uni5Pay+: onverwacht antwoord')
  }
  return p as Uni5payPaymentJson
}

function toProviderPayment(p: Uni5payPaymentJson): ProviderPayment {
  return {
    id: p.id,
    status: STATUSES[p.status],
    amount: p.amount.value,
    currency: p.amount.currency,
    orderNumber: text(p.orderNumber) ? p.orderNumber : null,
    reference: text(p.merchantReference) ? p.merchantReference : null,
  }
}

export class Uni5payProvider implements PaymentProviderClient {
  readonly name = 'uni5pay' as const

  /** One call to the merchant API; throws PaymentNotFoundError on 404, PaymentProviderError on anything else. */
  async #call(method: 'GET' | 'POST', path: string, options: { body?: unknown; idempotencyKey?: string } = {}): Promise<unknown> {
    const { apiUrl, merchantId, apiKey, timeoutMs } = paymentsConfig.uni5pay
    if (!apiUrl || !merchantId || !apiKey) {
      throw new PaymentProviderError('Uni5Pay+ is niet geconfigureerd (UNI5PAY_API_URL, UNI5PAY_MERCHANT_ID, UNI5PAY_API_KEY)')
    }
    let response: Response
    try {
      response = await fetch(new URL(path, apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`), {
        method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${apiKey}`,
          'x-merchant-id': merchantId,
          ...(options.body ? { 'content-type': 'application/json' } : {}),
          ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
        },
        body: options.body ? JSON.stringify(options.body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? `geen antwoord binnen ${timeoutMs} ms` : (error as Error).message
      throw new PaymentProviderError(`Uni5Pay+ ${method} ${path}: ${reason}`)
    }
    const body = await response.json().catch(() => null)
    if (response.status === 404) throw new PaymentNotFoundError(`Uni5Pay+ ${method} ${path}: onbekend`)
    if (!response.ok) {
      const detail = (body as { error?: { message?: string } } | null)?.error?.message ?? ''
      throw new PaymentProviderError(`Uni5Pay+ ${method} ${path}: HTTP ${response.status} ${detail}`.trim())
    }
    return body
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const created = paymentFrom(
      await this.#call('POST', 'payments', {
        idempotencyKey: input.reference,
        body: {
          amount: { value: input.amount, currency: input.currency },
          description: input.description,
          orderNumber: input.orderNumber,
          merchantReference: input.reference,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          expiresInMinutes: paymentsConfig.paymentWindowMinutes,
        },
      })
    )
    if (!text(created.checkoutUrl) || !/^https?:\/\//.test(created.checkoutUrl)) {
      throw new PaymentProviderError('Uni5Pay+ gaf geen checkout-URL')
    }
    return { id: created.id, checkoutUrl: created.checkoutUrl, expiresAt: text(created.expiresAt) ? created.expiresAt : null }
  }

  async getPayment(id: string): Promise<ProviderPayment> {
    return toProviderPayment(paymentFrom(await this.#call('GET', `payments/${encodeURIComponent(id)}`)))
  }

  async findPayment(attempt: PaymentAttempt): Promise<ProviderPayment | null> {
    const body = await this.#call('GET', `payments?merchantReference=${encodeURIComponent(attempt.reference)}`)
    const list = (body as { payments?: unknown } | null)?.payments
    if (!Array.isArray(list)) throw new PaymentProviderError('Uni5Pay+: onverwacht antwoord')
    const found = list
      .map((item) => toProviderPayment(paymentFrom(item)))
      .find((p) => p.reference === attempt.reference && p.orderNumber === attempt.orderNumber)
    return found ?? null
  }

  /**
   * Pays (part of) a paid payment back (contract: 'Refund a payment'). The Idempotency-Key is the refund's own: a
   * retry after a timeout answers with the refund Uni5Pay+ already made.
   */
  async createRefund(input: CreateRefundInput): Promise<ProviderRefund> {
    const body = (await this.#call('POST', `payments/${encodeURIComponent(input.paymentId)}/refunds`, {
      idempotencyKey: input.idempotencyKey,
      body: { amount: { value: input.amount, currency: input.currency }, description: input.description },
    }).catch((error) => {
      if (error instanceof PaymentNotFoundError) throw new PaymentProviderError(error.message)
      throw error
    })) as { id?: unknown; status?: unknown } | null
    if (!body || !text(body.id) || !text(body.status) || !['pending', 'refunded', 'failed'].includes(body.status)) {
      throw new PaymentProviderError('Uni5Pay+: onverwacht antwoord')
    }
    if (body.status === 'failed') throw new PaymentProviderError('Uni5Pay+: terugbetaling mislukt')
    return { id: body.id, status: body.status }
  }

  /** With UNI5PAY_WEBHOOK_SECRET set, a webhook must carry its HMAC; without it every webhook is read (and only its id used). */
  webhookTrusted(rawBody: string, signature: string | undefined): boolean {
    const { webhookSecret } = paymentsConfig.uni5pay
    if (!webhookSecret) return true
    return sameSecret(signature ?? '', `sha256=${createHmac('sha256', webhookSecret).update(rawBody).digest('hex')}`)
  }
}
