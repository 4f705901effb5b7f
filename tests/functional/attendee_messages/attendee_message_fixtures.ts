/*
 * Orders and tickets of an event as the buying flow leaves them, with the holder's channel and language chosen per
 * order, for the attendee message and reminder specs.
 */
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Order from '#models/order'
import type TicketType from '#models/ticket_type'
import type Event from '#models/event'
import type { OrderStatus } from '#enums/statuses'
import type { ContactMethod } from '#domain/buyer_info'
import type { Language } from '#domain/languages'
import { uniquePhone } from '#tests/helpers/accounts'

export interface HolderOrder {
  type: TicketType
  quantity?: number
  status?: OrderStatus
  contactMethod?: ContactMethod
  language?: Language
  email?: string | null
  phone?: string | null
  name?: string
  checkedIn?: boolean
}

/** An issued order of `quantity` tickets of `type`, its holder reachable as `contactMethod` says. */
export async function holderOrder(event: Event, spec: HolderOrder): Promise<Order> {
  const quantity = spec.quantity ?? 1
  const status = spec.status ?? 'paid'
  const email = spec.email === undefined ? `bezoeker-${randomUUID().slice(0, 8)}@example.sr` : spec.email
  const phone = spec.phone === undefined ? uniquePhone() : spec.phone
  const order = await Order.create({
    orderNumber: `ORD-${randomUUID().slice(0, 10).toUpperCase()}`,
    eventId: event.id,
    buyerName: spec.name ?? 'Ravi Ramdin',
    buyerEmail: email,
    buyerPhone: phone,
    contactMethod: spec.contactMethod ?? 'email',
    language: spec.language ?? 'nl',
    channel: 'online',
    subtotal: '0.00',
    platformFee: '0.00',
    paymentFee: '0.00',
    paymentFeeBtw: '0.00',
    total: '0.00',
    currency: 'SRD',
    status,
    paymentProvider: 'mollie',
    lines: [{ ticketTypeId: spec.type.id, quantity, price: spec.type.price }],
    refundRequired: false,
    paidAt: status === 'paid' ? DateTime.now() : null,
    ticketsDeliveredAt: DateTime.now(),
  })
  await db.table('tickets').multiInsert(
    Array.from({ length: quantity }, () => ({
      order_id: order.id,
      event_id: event.id,
      ticket_type_id: spec.type.id,
      buyer_email: email,
      buyer_name: order.buyerName,
      buyer_phone: phone,
      contact_method: order.contactMethod,
      qr_code: `MSG-${randomUUID()}`,
      purchase_price: spec.type.price,
      is_valid: status === 'paid' || status === 'free',
      is_checked_in: spec.checkedIn ?? false,
      checked_in_at: spec.checkedIn ? new Date() : null,
    }))
  )
  return order
}
