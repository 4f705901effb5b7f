/*
 * Sold (and unsold) orders with their tickets, written straight to the tables as the checkout leaves them, for
 * the dashboards' specs (organizer_stats, admin_stats): each sale returns the cents it was sold for, so a spec
 * can count independently of the code under test.
 */
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type TicketType from '#models/ticket_type'
import type { SaleChannel } from '#domain/sale_channel'

export interface Sale {
  type: TicketType
  quantity: number
  status?: 'paid' | 'free' | 'pending' | 'cancelled' | 'expired' | 'refunded'
  channel?: SaleChannel
  paidAt?: DateTime
  /** Fees in cents: platform, payment, btw. */
  fees?: [number, number, number]
  refundRequired?: boolean
  checkedIn?: number
  buyerName?: string
}

const ISSUED = ['paid', 'free', 'refunded']

/** An order with its tickets, written as the checkout writes them; returns its id and the cents it was sold for. */
export async function sell(sale: Sale) {
  const priceCents = Math.round(Number(sale.type.price) * 100)
  const subtotal = priceCents * sale.quantity
  const [platform, payment, btw] = sale.fees ?? [0, 0, 0]
  const status = sale.status ?? 'paid'
  const paidAt = sale.paidAt ?? DateTime.now()
  const cents = (value: number) => (value / 100).toFixed(2)
  const [order] = await db
    .table('orders')
    .insert({
      order_number: `T-${randomUUID().slice(0, 12)}`,
      event_id: sale.type.eventId,
      buyer_name: sale.buyerName ?? 'Koper Test',
      buyer_email: 'koper@example.sr',
      subtotal: cents(subtotal),
      platform_fee: cents(platform),
      payment_fee: cents(payment),
      payment_fee_btw: cents(btw),
      total: cents(subtotal + platform + payment + btw),
      status,
      payment_provider: subtotal === 0 ? 'free' : 'uni5pay',
      channel: sale.channel ?? 'online',
      refund_required: sale.refundRequired ?? false,
      paid_at: ISSUED.includes(status) ? paidAt.toJSDate() : null,
      created_at: paidAt.minus({ minutes: 5 }).toJSDate(),
      // Delivered, as the delivery job leaves a sold order (the delivery sweep of other specs leaves it alone).
      tickets_delivered_at: paidAt.toJSDate(),
      lines: JSON.stringify([{ ticketTypeId: sale.type.id, quantity: sale.quantity }]),
    })
    .returning('id')
  if (ISSUED.includes(status)) await issueTickets(order.id, sale.type, sale.quantity, (n) => ({ is_checked_in: n < (sale.checkedIn ?? 0) }))
  return { id: order.id as number, subtotal, gross: subtotal + platform + payment + btw, platform, payment: payment + btw }
}

/** `quantity` tickets of one type for an order at the type's price; `fields` adds columns per ticket (n = 0, 1, …). */
export async function issueTickets(
  orderId: number,
  type: TicketType,
  quantity: number,
  fields: (n: number) => Record<string, unknown> = () => ({}),
  client: TransactionClientContract | typeof db = db
) {
  for (let n = 0; n < quantity; n++) {
    await client.table('tickets').insert({
      order_id: orderId,
      event_id: type.eventId,
      ticket_type_id: type.id,
      qr_code: `QR-${randomUUID()}`,
      purchase_price: type.price,
      ...fields(n),
    })
  }
}

/** Cents as the API writes money: '12.50'. */
export const srd = (cents: number) => (cents / 100).toFixed(2)
