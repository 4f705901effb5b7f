/*
 * What an organizer's team does to one order: send the tickets again, cancel an unpaid or free
 * order (its seats back in stock at once), mark a refundRequired order refunded. The order row is locked first
 * (as ticket delivery and payment settlement do: order, then ticket types), so two clicks, or a click and a
 * payment webhook, happen one after the other and the second sees what the first did.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import logger from '@adonisjs/core/services/logger'
import Order from '#models/order'
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { hit } from '#services/accounts/rate_limits'
import { recordChange } from '#services/audit/audit_service'
import { releaseStock } from '#services/orders/order_placement'
import { assignCreditNoteNumber } from '#services/orders/invoice_service'
import { reverseCommission } from '#services/counter_sales/agent_commission_ledger'
import { resendOrderTickets } from '#services/tickets/my_tickets_service'
import { ISSUED_ORDER_STATUSES } from '#services/tickets/ticket_details'
import type { DeliveryChannel } from '#services/tickets/ticket_delivery_service'
import type { OrderStatus } from '#enums/statuses'
import { aggregatesChanged, saleDayOf } from '#services/aggregates/aggregation_dispatch'
import { recordOrderEvent } from '#services/webhooks/webhook_events'

/** Orders the organizer may cancel here: not paid for (waiting for a payment) or free. A paid order is refunded instead. */
const CANCELLABLE: readonly OrderStatus[] = ['pending', 'free']

/**
 * The seats an order holds now, per ticket type: an order waiting for its payment holds its cart (quantitySold
 * was raised when the payment was created); an issued order holds its valid tickets; any other holds none.
 */
async function seatsHeld(order: Order, trx: TransactionClientContract): Promise<{ ticketTypeId: number; quantity: number }[]> {
  if (order.status === 'pending') return order.lines.map(({ ticketTypeId, quantity }) => ({ ticketTypeId, quantity }))
  if (!ISSUED_ORDER_STATUSES.includes(order.status)) return []
  const rows: { ticket_type_id: number; quantity: number }[] = await trx
    .from('tickets')
    .where('order_id', order.id)
    .where('is_valid', true)
    .groupBy('ticket_type_id')
    .select('ticket_type_id', trx.raw('count(*)::integer AS quantity'))
  return rows.map((row) => ({ ticketTypeId: row.ticket_type_id, quantity: row.quantity }))
}

/** Gives the order's seats back and makes its tickets invalid, inside the caller's transaction. */
async function releaseOrder(order: Order, trx: TransactionClientContract): Promise<number> {
  const seats = await seatsHeld(order, trx)
  await releaseStock(seats, trx)
  await trx.from('tickets').where('order_id', order.id).where('is_valid', true).update({ is_valid: false, updated_at: new Date() })
  // An agent's sale no longer counts for the commission or what the agent owes.
  await reverseCommission(order.id, trx)
  return seats.reduce((sum, line) => sum + line.quantity, 0)
}

async function lockedOrder(orderId: number, trx: TransactionClientContract): Promise<Order> {
  const order = await Order.query({ client: trx }).where('id', orderId).forUpdate().first()
  if (!order) throw new DomainError('ORDER_NOT_FOUND')
  order.useTransaction(trx)
  return order
}

/**
 * Cancels an unpaid or free order: its seats are back on sale when this returns and its tickets stop being
 * valid. A payment that still arrives for it later is not turned into tickets but marked refundRequired
 * (payment_service.ts settlePayment). Refused (409) for a paid order, one already given up, one whose money
 * must be refunded, or one of which a ticket was already scanned.
 */
export async function cancelOrder(orderId: number, actor: User): Promise<Order> {
  return db.transaction(async (trx) => {
    const order = await lockedOrder(orderId, trx)
    if (order.channel === 'ticketswitch') {
      // A resale is between two visitors and the platform: cancelling it would void the buyer's new
      // ticket while the seller's old one stays resold.
      throw new DomainError('RESALE_ORDER_NOT_CANCELLABLE')
    }
    if (order.status === 'paid') {
      throw new DomainError('PAID_ORDER_NOT_CANCELLABLE')
    }
    if (order.refundRequired) {
      throw new DomainError('ORDER_AWAITS_REFUND')
    }
    if (!CANCELLABLE.includes(order.status)) throw new DomainError('ORDER_ALREADY_ENDED')
    const checkedIn = await trx.from('tickets').where('order_id', order.id).where('is_checked_in', true).first()
    if (checkedIn) throw new DomainError('ORDER_TICKET_CHECKED_IN')

    const seats = await releaseOrder(order, trx)
    const before = { status: order.status }
    order.merge({ status: 'cancelled', cancelledAt: DateTime.now(), cancelledByUserId: actor.id })
    await order.save()
    await recordOrderEvent(trx, 'order.cancelled', order.id)
    await recordChange(trx, {
      actorId: actor.id,
      entityType: 'order',
      entityId: order.id,
      action: 'cancel',
      before,
      after: { status: order.status, seatsReleased: seats },
    })
    aggregatesChanged(trx, [saleDayOf(order)])
    logger.info({ orderNumber: order.orderNumber, seats, by: actor.id }, 'order cancelled in the back office')
    return order
  })
}

export interface RefundInput {
  /** The payment provider's reference of the refund (or the bank transfer's). */
  reference: string
  note?: string | null
}

/** What a refund changes on an order, for its audit trace. */
function refundFields(order: Order): Record<string, unknown> {
  return {
    status: order.status,
    refundRequired: order.refundRequired,
    refundedAt: order.refundedAt?.toISO() ?? null,
    refundReference: order.refundReference,
    refundNote: order.refundNote,
  }
}

/**
 * Marks a refundRequired order refunded (the money went back by hand, at the provider): status refunded, who
 * and when, the reference and note, and its audit trace. Tickets it still has stop being valid and their
 * seats return to stock. The organizer's order page and the admin's refund list both call this; the row lock makes a
 * second mark, from either, the 409 'al als terugbetaald gemarkeerd'.
 */
export async function markOrderRefunded(orderId: number, input: RefundInput, actor: User): Promise<Order> {
  return db.transaction(async (trx) => {
    const order = await lockedOrder(orderId, trx)
    if (order.status === 'refunded') throw new DomainError('ORDER_ALREADY_REFUNDED')
    if (!order.refundRequired) throw new DomainError('ORDER_NOT_REFUNDABLE')
    const before = refundFields(order)
    const seats = await releaseOrder(order, trx)
    order.merge({
      status: 'refunded',
      refundRequired: false,
      refundedAt: DateTime.now(),
      refundedByUserId: actor.id,
      refundReference: input.reference,
      refundNote: input.note ?? null,
    })
    // The seller's invoice is answered by a credit note with a number of its own (an order never paid has neither).
    if (order.invoiceNumber !== null && order.invoiceOrganizerId !== null && order.creditNoteNumber === null) {
      order.creditNoteNumber = await assignCreditNoteNumber(order.invoiceOrganizerId, trx)
    }
    await order.save()
    await recordOrderEvent(trx, 'order.refunded', order.id)
    aggregatesChanged(trx, [saleDayOf(order)])
    await recordChange(trx, {
      actorId: actor.id,
      entityType: 'order',
      entityId: order.id,
      action: 'refund',
      before,
      after: refundFields(order),
    })
    logger.info({ orderNumber: order.orderNumber, seats, by: actor.id }, 'order marked refunded in the back office')
    return order
  })
}

/**
 * Sends the order's tickets again on each chosen channel, through the outbox like the first delivery (My
 * tickets' resend: resendOrderTickets). Counted with the buyer's own resends per order and channel, so a
 * buyer's inbox is never flooded from either side.
 */
export async function resendOrder(order: Order, channels: DeliveryChannel[]): Promise<{ channel: DeliveryChannel; sentTo: string }[]> {
  if (!ISSUED_ORDER_STATUSES.includes(order.status)) throw new DomainError('ORDER_HAS_NO_TICKETS')
  // A cancelled event's tickets are void, and a fully refunded order has none left: nothing worth sending.
  const event = await db.from('events').where('id', order.eventId).select('cancelled_at').first()
  if (event?.cancelled_at) throw new DomainError('ORDER_EVENT_CANCELLED')
  const valid = await db.from('tickets').where('order_id', order.id).where('is_valid', true).count('* as n').first()
  if (Number(valid?.n ?? 0) === 0) throw new DomainError('ORDER_HAS_NO_TICKETS')
  const sent = []
  for (const channel of new Set(channels)) {
    const { sentTo } = await resendOrderTickets(order, channel, () => hit('ticketResendPerOrder', order.id, channel))
    sent.push({ channel, sentTo })
  }
  return sent
}
