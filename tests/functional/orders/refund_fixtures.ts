/*
 * Paid orders to refund, as the payment flow leaves them: written with their tickets (order_fixtures.writeOrder) and
 * a payment at the fake provider that took the money, so the real Mollie and Uni5Pay+ clients refund it there.
 */
import { randomBytes } from 'node:crypto'
import type { ApiClient } from '@japa/api-client'
import Order from '#models/order'
import Ticket from '#models/ticket'
import type { Language } from '#domain/languages'
import type { FakeMollie } from '#tests/helpers/fake_mollie'
import type { FakeUni5pay } from '#tests/helpers/fake_uni5pay'
import { writeOrder, type Organizer, type WrittenOrder } from '#tests/functional/orders/order_fixtures'

/** 1 EUR = 40 SRD, as payment_fixtures.TEST_RATES. */
const SRD_PER_EUR = 40

export interface PaidOrder {
  order: Order
  tickets: Ticket[]
}

async function withTickets(order: Order): Promise<PaidOrder> {
  await order.refresh()
  return { order, tickets: await Ticket.query().where('order_id', order.id).orderBy('id') }
}

/** A paid order of `quantity` VIP tickets (SRD 150 each, fees SRD 12.29), paid through the fake Mollie in euro. */
export async function paidWithMollie(
  org: Organizer,
  mollie: FakeMollie,
  quantity: number,
  extra: Partial<WrittenOrder> & { language?: Language } = {}
): Promise<PaidOrder> {
  const order = await writeOrder(org, { status: 'paid', quantity, ...extra })
  order.language = extra.language ?? 'nl'
  return attachMolliePayment(order, mollie)
}

/** The order (paid, with its tickets) as paid through the fake Mollie in euro. */
export async function attachMolliePayment(order: Order, mollie: FakeMollie): Promise<PaidOrder> {
  const euro = (Number(order.total) / SRD_PER_EUR).toFixed(2)
  const id = `tr_${randomBytes(5).toString('hex')}`
  mollie.payments.set(id, {
    id,
    amount: { currency: 'EUR', value: euro },
    description: `Bestelling ${order.orderNumber}`,
    method: null,
    redirectUrl: 'https://example.sr/back',
    webhookUrl: 'https://example.sr/webhook',
    metadata: { orderNumber: order.orderNumber },
    status: 'paid',
    createdAt: new Date().toISOString(),
    expiresAt: new Date().toISOString(),
  })
  order.merge({ paymentProvider: 'mollie', providerPaymentId: id, providerAmount: euro, providerCurrency: 'EUR' })
  await order.save()
  return withTickets(order)
}

/** A paid order of `quantity` VIP tickets paid through the fake Uni5Pay+ merchant API in SRD. */
export async function paidWithUni5pay(org: Organizer, fake: FakeUni5pay, quantity: number): Promise<PaidOrder> {
  const order = await writeOrder(org, { status: 'paid', quantity })
  const id = `u5p_${randomBytes(12).toString('hex')}`
  fake.payments.set(id, {
    id,
    status: 'paid',
    amount: { value: order.total, currency: 'SRD' },
    description: `Bestelling ${order.orderNumber}`,
    orderNumber: order.orderNumber,
    merchantReference: `${order.orderNumber}-ref`,
    redirectUrl: 'https://example.sr/back',
    webhookUrl: 'https://example.sr/webhook',
    expiresAt: new Date().toISOString(),
    createdAt: new Date().toISOString(),
  })
  order.merge({ paymentProvider: 'uni5pay', providerPaymentId: id, providerAmount: order.total, providerCurrency: 'SRD' })
  await order.save()
  return withTickets(order)
}

export function postRefund(client: ApiClient, orderId: number, token: string, body: Record<string, unknown>) {
  return client.post(`/api/orders/${orderId}/refunds`).bearerToken(token).json(body)
}

export function listRefunds(client: ApiClient, orderId: number, token: string) {
  return client.get(`/api/orders/${orderId}/refunds`).bearerToken(token)
}

export function retry(client: ApiClient, orderId: number, refundId: number, token: string) {
  return client.post(`/api/orders/${orderId}/refunds/${refundId}/retry`).bearerToken(token)
}

/** A paid order of `quantity` VIP tickets sold in cash at a loket (no shift: as an organizer's sale outside one). */
export async function paidInCash(org: Organizer, quantity: number): Promise<PaidOrder> {
  const order = await writeOrder(org, { status: 'paid', quantity, channel: 'loket' })
  order.merge({ paymentProvider: 'loket', paymentMethod: 'cash' })
  await order.save()
  return withTickets(order)
}
