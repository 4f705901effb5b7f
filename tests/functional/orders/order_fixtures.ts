/*
 * An organizer with an event, its ticket types and orders for the organizer_orders specs. Free orders are bought
 * through the real purchase API (stock, tickets, QR codes as in production); paid, pending and refundRequired
 * orders are written as the payment flow leaves them (seats taken, tickets issued for a paid order).
 */
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import Order from '#models/order'
import TicketType from '#models/ticket_type'
import type User from '#models/user'
import type Event from '#models/event'
import type { OrderStatus } from '#enums/statuses'
import type { SaleChannel } from '#domain/sale_channel'
import { issueSession } from '#services/accounts/session_service'
import { createAccount, uniquePhone } from '#tests/helpers/accounts'
import { makeEvent, makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'
import { guest, newSession, purchaseBody } from '#tests/functional/tickets/ticket_fixtures'

export interface Organizer {
  user: User
  token: string
  event: Event
  free: TicketType
  paid: TicketType
}

export async function tokenOf(user: User): Promise<string> {
  return (await issueSession(user)).token
}

/** An organizer signed in, with a published event, a free type of 20 seats and a paid type of 20 seats. */
export async function organizerWithEvent(): Promise<Organizer> {
  const user = await createAccount({ role: 'organizer', organizationName: 'Kwakoe Events' })
  const event = await makeEvent({ organizerId: user.id, title: `Kwakoe Festival ${randomUUID().slice(0, 6)}`, qrCodePrefix: 'KWAKOE' })
  const free = await makeTicketType(event.id, { name: 'Staanplaats', price: '0.00', maxQuantity: 20 })
  const paid = await makeTicketType(event.id, { name: 'VIP', price: '150.00', maxQuantity: 20 })
  return { user, token: await tokenOf(user), event, free, paid }
}

/** A free order bought by a guest through POST /api/tickets/purchase. */
export async function buyFreeOrder(
  client: ApiClient,
  org: Organizer,
  quantity: number,
  buyer: Record<string, unknown> = {}
): Promise<Order> {
  const response = await client
    .post('/api/tickets/purchase')
    .json(purchaseBody(org.event.id, org.free.id, quantity, newSession(), guest(buyer)))
  response.assertStatus(201)
  return Order.findByOrFail('order_number', response.body().orderNumber)
}

export interface WrittenOrder {
  status: OrderStatus
  quantity: number
  buyerName?: string
  buyerEmail?: string | null
  buyerPhone?: string | null
  channel?: SaleChannel
  refundRequired?: boolean
  /** Whether the order holds its seats (a pending or paid order does; a given-up one does not). */
  holdsSeats?: boolean
}

/** An order of the paid type as the payment flow leaves it; a paid one with its tickets. */
export async function writeOrder(org: Organizer, spec: WrittenOrder): Promise<Order> {
  const price = Number(org.paid.price)
  const subtotal = (price * spec.quantity).toFixed(2)
  const order = await Order.create({
    orderNumber: `ORD-${randomUUID().slice(0, 10).toUpperCase()}`,
    eventId: org.event.id,
    buyerName: spec.buyerName ?? 'Ravi Ramdin',
    buyerEmail: spec.buyerEmail === undefined ? `ravi-${randomUUID().slice(0, 6)}@example.sr` : spec.buyerEmail,
    buyerPhone: spec.buyerPhone === undefined ? uniquePhone() : spec.buyerPhone,
    contactMethod: 'email',
    language: 'nl',
    channel: spec.channel ?? 'online',
    subtotal,
    platformFee: '7.50',
    paymentFee: '4.35',
    paymentFeeBtw: '0.44',
    total: (Number(subtotal) + 12.29).toFixed(2),
    currency: 'SRD',
    status: spec.status,
    paymentProvider: 'mollie',
    lines: [{ ticketTypeId: org.paid.id, quantity: spec.quantity, price: org.paid.price }],
    refundRequired: spec.refundRequired ?? false,
    paidAt: spec.status === 'paid' ? DateTime.now() : null,
    // As the delivery job leaves a paid order (and so the delivery sweep of other specs leaves it alone).
    ticketsDeliveredAt: spec.status === 'paid' ? DateTime.now() : null,
  })
  if (spec.holdsSeats ?? ['pending', 'paid'].includes(spec.status)) {
    await TicketType.query().where('id', org.paid.id).increment('quantity_sold', spec.quantity)
  }
  if (spec.status === 'paid') {
    await db.table('tickets').multiInsert(
      Array.from({ length: spec.quantity }, () => ({
        order_id: order.id,
        event_id: org.event.id,
        ticket_type_id: org.paid.id,
        buyer_email: order.buyerEmail,
        buyer_name: order.buyerName,
        buyer_phone: order.buyerPhone,
        contact_method: 'email',
        qr_code: `KWAKOE-${randomUUID()}`,
        purchase_price: org.paid.price,
      }))
    )
  }
  return order
}

/** The type's seats sold, as stored now. */
export async function soldOf(type: TicketType): Promise<number> {
  await type.refresh()
  return type.quantitySold
}

/** What the public event page says is left of a type (GET /api/events/:id/ticket-types). */
export async function availableNow(client: ApiClient, eventId: number, typeId: number): Promise<number> {
  const response = await client.get(`/api/events/${eventId}/ticket-types`)
  response.assertStatus(200)
  const list = (response.body().data ?? response.body()) as { id: number; availableNow: number }[]
  return list.find((type) => type.id === typeId)!.availableNow
}
