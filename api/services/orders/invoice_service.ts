/*
 * The seller's invoice of an order (GET /api/orders/{orderNumber}/invoice.pdf): who may read it, and everything it
 * prints. The numbers are handed out by the database the moment an order becomes paid or free (migration 0096);
 * credit notes take theirs from the same per-organizer counter (assignCreditNoteNumber).
 *
 * Readers: whoever holds the order's status key (the success page, the ticket mail, My tickets), or a session of the
 * buyer, of the organizer's staff who may see the order (the access table's 'orders' 'show') or of an admin. Anyone
 * else, and an order without an invoice, gets the same 404, so an order number alone tells nothing.
 */
import Refund from '#models/refund'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Order, { type OrderLine } from '#models/order'
import Event from '#models/event'
import TicketType from '#models/ticket_type'
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { orderStatusKeyMatches } from '#services/orders/order_keys'
import { mayActOn } from '#domain/resource_access'
import { sellerOf, type Seller } from '#domain/invoices'
import { organizerDisplayName } from '#domain/format'
import type { OrderChannel } from '#domain/sale_channel'
import { multiply, parseDecimal, toFixedDecimal } from '#domain/exact_decimal'

/** The next credit note number of the organizer; the counter row stays locked until `trx` ends, so none is skipped. */
export async function assignCreditNoteNumber(organizerId: number, trx: TransactionClientContract): Promise<number> {
  const result = await trx.rawQuery('SELECT next_credit_note_number(?) AS number', [organizerId])
  return result.rows[0].number as number
}

export interface CreditNote {
  number: number
  date: DateTime
  /** What went back to the buyer (decimal string in the order's currency). */
  amount: string
  reference: string | null
}

/**
 * The order's refunds as credit notes, oldest first: one per refund through the refunds path that succeeded while the
 * order had an invoice, and the one of an order refunded by hand as a whole.
 */
export async function creditNotesOf(order: Order): Promise<CreditNote[]> {
  const refunds = await Refund.query()
    .where('order_id', order.id)
    .where('status', 'succeeded')
    .whereNotNull('credit_note_number')
    .orderBy('credit_note_number')
  const notes: CreditNote[] = refunds.map((refund) => ({
    number: refund.creditNoteNumber!,
    date: refund.completedAt ?? refund.updatedAt,
    amount: refund.amount,
    reference: refund.providerReference,
  }))
  if (order.status === 'refunded' && order.creditNoteNumber !== null) {
    notes.push({
      number: order.creditNoteNumber,
      date: order.refundedAt ?? order.updatedAt,
      amount: order.total,
      reference: order.refundReference,
    })
  }
  return notes
}

export interface InvoiceLine {
  description: string
  quantity: number
  unitPrice: string
  amount: string
}

export interface Invoice {
  order: Order
  number: number
  date: DateTime
  seller: Seller
  site: string
  eventTitle: string
  eventStart: DateTime
  /** Where it was sold: the shop, the organizer's box office, or an agent (with the agent's name). */
  soldAt: { channel: OrderChannel; agentName: string | null }
  lines: InvoiceLine[]
  creditNotes: CreditNote[]
}

function mayRead(order: Order, organizerId: number, key: string | undefined, viewer: User | null): boolean {
  if (key && orderStatusKeyMatches(order.orderNumber, key)) return true
  if (!viewer) return false
  if (order.buyerUserId !== null && order.buyerUserId === viewer.id) return true
  return mayActOn(viewer, 'orders', 'show', { organizerId })
}

/** A line's amount: unit price times quantity, exact. */
function lineAmount(unitPrice: string, quantity: number): string {
  const price = parseDecimal(unitPrice)
  if (!price) throw new RangeError(`not a price: ${unitPrice}`)
  return toFixedDecimal(multiply(price, { n: BigInt(quantity), d: 1n }), 2)
}

/**
 * What the order sold: its cart as it was paid (orders.lines), or, for an order written without one (imported or
 * demo orders), its tickets as issued, by type and price. Tickets refunded or resold later stay on the invoice.
 */
async function soldLines(order: Order): Promise<OrderLine[]> {
  if (order.lines.length > 0) return order.lines
  const rows: { ticket_type_id: number; purchase_price: string; quantity: number }[] = await db
    .from('tickets')
    .where('order_id', order.id)
    .groupBy('ticket_type_id', 'purchase_price')
    .orderBy('ticket_type_id')
    .select('ticket_type_id', 'purchase_price', db.raw('count(*)::integer AS quantity'))
  return rows.map((row) => ({ ticketTypeId: row.ticket_type_id, quantity: row.quantity, price: row.purchase_price }))
}

/** The invoice of an order for this reader; 404 for a reader who may not see it and for an order without one. */
export async function readableInvoice(orderNumber: string, key: string | undefined, viewer: User | null): Promise<Invoice> {
  const order = await Order.findBy('order_number', orderNumber)
  const event = order ? await Event.find(order.eventId) : null
  if (!order || !event || !mayRead(order, event.organizerId, key, viewer)) throw new DomainError('INVOICE_NOT_FOUND')
  if (order.invoiceNumber === null || order.invoiceOrganizerId === null) throw new DomainError('ORDER_HAS_NO_INVOICE')

  const lines = await soldLines(order)
  const [organizer, settings, types, agent] = await Promise.all([
    User.findOrFail(order.invoiceOrganizerId),
    getPlatformSettings(),
    TicketType.query().whereIn(
      'id',
      lines.map((line) => line.ticketTypeId)
    ),
    order.channel === 'agent' && order.agentId ? User.find(order.agentId) : null,
  ])
  const names = new Map(types.map((type) => [type.id, type.name]))
  return {
    order,
    number: order.invoiceNumber,
    date: order.paidAt ?? order.createdAt,
    seller: sellerOf(organizer),
    site: settings.websiteName,
    eventTitle: event.title,
    eventStart: event.startDate,
    soldAt: { channel: order.channel, agentName: agent ? organizerDisplayName(agent) : null },
    lines: lines.map((line) => ({
      description: names.get(line.ticketTypeId) ?? '',
      quantity: line.quantity,
      // At the list price; a discount code's reduction is its own row of the totals (order.discountAmount).
      unitPrice: line.listPrice ?? line.price,
      amount: lineAmount(line.listPrice ?? line.price, line.quantity),
    })),
    creditNotes: await creditNotesOf(order),
  }
}
