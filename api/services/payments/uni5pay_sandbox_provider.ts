/*
 * Uni5Pay+ sandbox: behind the same provider interface as Mollie. The buyer approves or cancels on our
 * own /mock-uni5pay-checkout page; the decision is stored here and the webhook is called over HTTP with
 * only the payment id, exactly as the live provider will, so the same webhook path handles both.
 */
import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import Uni5paySandboxPayment from '#models/uni5pay_sandbox_payment'
import paymentsConfig from '#config/payments'
import { publicUrl } from '#services/public_url'
import { DomainError } from '#exceptions/domain_error'
import {
  PaymentNotFoundError,
  type CreatePaymentInput,
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
      checkoutUrl: publicUrl('/mock-uni5pay-checkout', { paymentId: payment.id }),
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
}

/** What the sandbox page shows. */
export async function sandboxPayment(id: string): Promise<Uni5paySandboxPayment> {
  const payment = await Uni5paySandboxPayment.find(id)
  if (!payment) throw new DomainError('NOT_FOUND', 'Betaling niet gevonden')
  return payment
}

/**
 * The buyer's decision on the sandbox page; then the provider calls our webhook (HTTP, id only).
 * A decided payment stays decided. Returns where the buyer goes next.
 */
export async function decideSandboxPayment(id: string, approve: boolean): Promise<string> {
  const payment = await sandboxPayment(id)
  if (payment.status === 'open') {
    payment.status = payment.expiresAt <= DateTime.now() ? 'expired' : approve ? 'paid' : 'canceled'
    await payment.save()
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
