/*
 * Uni5Pay+ sandbox (UNI5PAY_MODE=sandbox, never in production): behind the same provider interface as the
 * live adapter. The buyer approves or cancels on our own /mock-uni5pay-checkout page; the decision is
 * stored here and the webhook is called over HTTP with only the payment id, as the live provider does, so
 * the same webhook path handles both. The checkout link carries a key (an HMAC of the payment id): the
 * page and the decision need it, so an id seen elsewhere (a log, a webhook) cannot approve a payment.
 */
import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import Uni5paySandboxPayment from '#models/uni5pay_sandbox_payment'
import paymentsConfig from '#config/payments'
import { publicUrl } from '#services/server/public_url'
import { linkKey, linkKeyMatches } from '#services/payments/link_keys'
import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#exceptions/domain_error'
import { add, compare, parseDecimal } from '#domain/exact_decimal'
import {
  PaymentNotFoundError,
  PaymentProviderError,
  type CreatePaymentInput,
  type CreateRefundInput,
  type ProviderRefund,
  type CreatedPayment,
  type PaymentAttempt,
  type PaymentProviderClient,
  type ProviderPayment,
} from '#services/payments/payment_provider'

function toProviderPayment(payment: Uni5paySandboxPayment): ProviderPayment {
  const status = payment.status === 'open' && payment.expiresAt <= DateTime.now() ? 'expired' : payment.status
  return {
    id: payment.id,
    status,
    amount: payment.amount,
    currency: payment.currency,
    orderNumber: payment.orderNumber,
    reference: payment.reference,
  }
}

export class Uni5paySandboxProvider implements PaymentProviderClient {
  readonly name = 'uni5pay' as const

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const payment = await Uni5paySandboxPayment.create({
      id: `u5p_${randomBytes(12).toString('hex')}`,
      orderNumber: input.orderNumber,
      reference: input.reference,
      amount: input.amount,
      currency: input.currency,
      description: input.description,
      status: 'open',
      redirectUrl: input.redirectUrl,
      webhookUrl: input.webhookUrl,
      expiresAt: DateTime.now().plus({ minutes: paymentsConfig.paymentWindowMinutes }),
    })
    return {
      id: payment.id,
      checkoutUrl: publicUrl('/mock-uni5pay-checkout', { paymentId: payment.id, key: sandboxKey(payment.id) }),
      expiresAt: payment.expiresAt.toISO(),
    }
  }

  async getPayment(id: string): Promise<ProviderPayment> {
    const payment = await Uni5paySandboxPayment.find(id)
    if (!payment) throw new PaymentNotFoundError(`Uni5Pay+: onbekende betaling ${id}`)
    return toProviderPayment(payment)
  }

  async findPayment(attempt: PaymentAttempt): Promise<ProviderPayment | null> {
    const payment = await Uni5paySandboxPayment.query()
      .where('reference', attempt.reference)
      .where('order_number', attempt.orderNumber)
      .first()
    return payment ? toProviderPayment(payment) : null
  }

  /**
   * Keeps the refund beside its payment (uni5pay_sandbox_refunds), as the live provider would: only a paid payment,
   * never more back than it took, and the same idempotency key answers with the refund made the first time.
   */
  async createRefund(input: CreateRefundInput): Promise<ProviderRefund> {
    return db.transaction(async (trx) => {
      const payment = await Uni5paySandboxPayment.query({ client: trx }).where('id', input.paymentId).forUpdate().first()
      if (!payment) throw new PaymentProviderError(`Uni5Pay+: onbekende betaling ${input.paymentId}`)
      const earlier = await trx.from('uni5pay_sandbox_refunds').where('idempotency_key', input.idempotencyKey).first()
      if (earlier) return { id: earlier.id, status: 'refunded' }
      if (payment.status !== 'paid') throw new PaymentProviderError('Uni5Pay+: alleen een betaalde betaling kan terugbetaald worden')
      const done = await trx.from('uni5pay_sandbox_refunds').where('payment_id', payment.id).sum('amount as total').first()
      const after = add(parseDecimal(String(done?.total ?? '0'))!, parseDecimal(input.amount)!)
      if (compare(after, parseDecimal(payment.amount)!) > 0) throw new PaymentProviderError('Uni5Pay+: meer terug dan betaald')
      const id = `u5r_${randomBytes(12).toString('hex')}`
      await trx.table('uni5pay_sandbox_refunds').insert({
        id,
        payment_id: payment.id,
        amount: input.amount,
        currency: input.currency,
        description: input.description.slice(0, 255),
        idempotency_key: input.idempotencyKey,
      })
      return { id, status: 'refunded' }
    })
  }
}

/** The refunds the sandbox made of a payment, oldest first: the sandbox page shows them as the provider's would. */
export async function sandboxRefundsOf(paymentId: string): Promise<{ id: string; amount: string; currency: string; createdAt: string }[]> {
  const rows = await db.from('uni5pay_sandbox_refunds').where('payment_id', paymentId).orderBy('created_at').orderBy('id')
  return rows.map((row) => ({ id: row.id, amount: row.amount, currency: row.currency, createdAt: new Date(row.created_at).toISOString() }))
}

/** The key in the sandbox checkout link. */
export function sandboxKey(paymentId: string): string {
  return linkKey('uni5pay-sandbox-v1', paymentId)
}

/** What the sandbox page shows; a wrong key reads as an unknown payment. */
export async function sandboxPayment(id: string, key: string): Promise<Uni5paySandboxPayment> {
  const payment = linkKeyMatches('uni5pay-sandbox-v1', id, key) ? await Uni5paySandboxPayment.find(id) : null
  if (!payment) throw new DomainError('PAYMENT_NOT_FOUND')
  return payment
}

/**
 * The buyer's decision on the sandbox page; then the provider calls our webhook (HTTP, id only).
 * A decided payment stays decided. Returns where the buyer goes next.
 */
export async function decideSandboxPayment(id: string, key: string, approve: boolean): Promise<string> {
  const payment = await sandboxPayment(id, key)
  if (payment.status === 'open') {
    // Only an open payment is decided, once: of two decisions at the same moment the first one counts.
    const status = payment.expiresAt <= DateTime.now() ? 'expired' : approve ? 'paid' : 'canceled'
    await Uni5paySandboxPayment.query().where('id', payment.id).where('status', 'open').update({ status, updatedAt: new Date() })
  }
  try {
    const response = await fetch(payment.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: payment.id }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) logger.warn({ status: response.status, id }, 'uni5pay sandbox webhook answered with an error')
  } catch (error) {
    // As with the live provider, a missed webhook is caught up by the pending-order check.
    logger.warn({ err: error, id }, 'uni5pay sandbox webhook failed')
  }
  return payment.redirectUrl
}
