/*
 * The shapes /api/v1 answers with, and their JSON Schemas for the OpenAPI document (one place: a field added here
 * is added to both). A versioned API keeps these stable; the back office's own shapes may change.
 */
import type { JSONSchema7 } from 'json-schema'
import type Event from '#models/event'
import type TicketType from '#models/ticket_type'
import type Order from '#models/order'
import type Ticket from '#models/ticket'
import { EVENT_STATUSES, eventStatus } from '#domain/event_status'

const iso = (value: { toISO(): string | null } | null | undefined) => value?.toISO() ?? null

const str: JSONSchema7 = { type: 'string' }
const nullableStr: JSONSchema7 = { type: ['string', 'null'] }
const int: JSONSchema7 = { type: 'integer' }
const instant: JSONSchema7 = { type: 'string', format: 'date-time' }
const nullableInstant: JSONSchema7 = { type: ['string', 'null'], format: 'date-time' }
const money: JSONSchema7 = { type: 'string', pattern: '^-?\\d+\\.\\d{2}$', description: 'An amount with two decimals, as text.' }

function objectSchema(properties: Record<string, JSONSchema7>): JSONSchema7 {
  return { type: 'object', properties, required: Object.keys(properties) }
}

export function v1Event(event: Event) {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    category: event.category,
    status: eventStatus(event),
    startDate: iso(event.startDate),
    endDate: iso(event.endDate),
    venueId: event.venueId,
    images: event.images ?? [],
    createdAt: iso(event.createdAt),
    updatedAt: iso(event.updatedAt),
  }
}

export const V1_EVENT_SCHEMA = objectSchema({
  id: int,
  title: str,
  description: nullableStr,
  category: nullableStr,
  status: { enum: [...EVENT_STATUSES] },
  startDate: nullableInstant,
  endDate: nullableInstant,
  venueId: { type: ['integer', 'null'] },
  images: { type: 'array', items: str },
  createdAt: instant,
  updatedAt: instant,
})

export function v1TicketType(ticketType: TicketType) {
  return {
    id: ticketType.id,
    eventId: ticketType.eventId,
    name: ticketType.name,
    description: ticketType.description,
    price: ticketType.price,
    maxQuantity: ticketType.maxQuantity,
    quantitySold: ticketType.quantitySold,
    saleStartDate: iso(ticketType.saleStartDate),
    saleEndDate: iso(ticketType.saleEndDate),
    isActive: ticketType.isActive,
    isHidden: ticketType.isHidden,
    updatedAt: iso(ticketType.updatedAt),
  }
}

export const V1_TICKET_TYPE_SCHEMA = objectSchema({
  id: int,
  eventId: int,
  name: str,
  description: nullableStr,
  price: money,
  maxQuantity: int,
  quantitySold: int,
  saleStartDate: nullableInstant,
  saleEndDate: nullableInstant,
  isActive: { type: 'boolean' },
  isHidden: { type: 'boolean' },
  updatedAt: instant,
})

export function v1Order(order: Order) {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    eventId: order.eventId,
    status: order.status,
    channel: order.channel,
    buyerName: order.buyerName,
    buyerEmail: order.buyerEmail,
    buyerPhone: order.buyerPhone,
    subtotal: order.subtotal,
    discountAmount: order.discountAmount,
    platformFee: order.platformFee,
    paymentFee: order.paymentFee,
    total: order.total,
    currency: order.currency,
    paymentProvider: order.paymentProvider,
    paidAt: iso(order.paidAt),
    cancelledAt: iso(order.cancelledAt),
    refundedAt: iso(order.refundedAt),
    createdAt: iso(order.createdAt),
    updatedAt: iso(order.updatedAt),
  }
}

export const V1_ORDER_SCHEMA = objectSchema({
  id: int,
  orderNumber: str,
  eventId: int,
  status: str,
  channel: str,
  buyerName: str,
  buyerEmail: nullableStr,
  buyerPhone: nullableStr,
  subtotal: money,
  discountAmount: money,
  platformFee: money,
  paymentFee: money,
  total: money,
  currency: str,
  paymentProvider: str,
  paidAt: nullableInstant,
  cancelledAt: nullableInstant,
  refundedAt: nullableInstant,
  createdAt: instant,
  updatedAt: instant,
})

/** One ticket of the event, with whom it is for and whether it is checked in. */
export function v1Attendee(ticket: Ticket) {
  return {
    id: ticket.id,
    orderId: ticket.orderId,
    ticketTypeId: ticket.ticketTypeId,
    name: ticket.buyerName,
    email: ticket.buyerEmail,
    phone: ticket.buyerPhone,
    qrCode: ticket.qrCode,
    isValid: ticket.isValid,
    isCheckedIn: ticket.isCheckedIn,
    checkedInAt: iso(ticket.checkedInAt),
    updatedAt: iso(ticket.updatedAt),
  }
}

export const V1_ATTENDEE_SCHEMA = objectSchema({
  id: int,
  orderId: int,
  ticketTypeId: int,
  name: nullableStr,
  email: nullableStr,
  phone: nullableStr,
  qrCode: { type: 'string', description: 'The code on the ticket, as POST /api/v1/check-ins takes it.' },
  isValid: { type: 'boolean' },
  isCheckedIn: { type: 'boolean' },
  checkedInAt: nullableInstant,
  updatedAt: instant,
})

export const V1_CHECK_IN_SCHEMA: JSONSchema7 = {
  type: 'object',
  required: ['status'],
  description: 'The door scanner’s answer (domain/check_in.ts ValidateAnswer).',
  properties: {
    status: {
      type: 'string',
      description: 'valid, already_checked_in, invalid, wrong_event, refunded, transferred, … as at the door.',
    },
    ticket: { type: 'object' },
    checkedInAt: { type: 'string' },
  },
}

export function pageSchema(item: JSONSchema7): JSONSchema7 {
  return {
    type: 'object',
    required: ['success', 'data', 'nextCursor'],
    properties: {
      success: { const: true },
      data: { type: 'array', items: item },
      nextCursor: { type: ['string', 'null'], description: 'Pass as ?cursor= for the next page; null on the last page.' },
    },
  }
}

export function itemSchema(item: JSONSchema7): JSONSchema7 {
  return { type: 'object', required: ['success', 'data'], properties: { success: { const: true }, data: item } }
}
