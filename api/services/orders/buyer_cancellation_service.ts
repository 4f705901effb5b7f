/*
 * A buyer cancelling their own order within the event's policy (the rules: domain/buyer_cancellation.ts). Who may:
 * the holder of the order's status key (the link in the ticket mail, the success page) or the signed-in buyer; anyone
 * else is told the order does not exist. A paid order goes back through the refund of refund_service.ts
 * (initiator buyer); a free registration is cancelled and its seats go back on sale.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import Event from '#models/event'
import Order from '#models/order'
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { text } from '#exceptions/messages'
import { orderStatusKeyMatches } from '#services/orders/order_keys'
import { orderOfBuyer } from '#services/tickets/ticket_details'
import { releaseStock } from '#services/orders/order_placement'
import { buyerRefundQuote, requestBuyerRefund } from '#services/orders/refund_service'
import { recordChange } from '#services/audit/audit_service'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { formatSrd } from '#domain/format'
import type { RefundView } from '#domain/refunds'
import {
  cancellationDeadline,
  policyRefusal,
  type BuyerCancellationPolicy,
  type CancelRequest,
  type CancellationOffer,
} from '#domain/buyer_cancellation'
import { ZERO, parseDecimal, toFixedDecimal } from '#domain/exact_decimal'
import { aggregatesChanged, saleDayOf } from '#services/aggregates/aggregation_dispatch'
import { recordOrderEvent } from '#services/webhooks/webhook_events'

export function policyOf(event: Event): BuyerCancellationPolicy {
  return {
    allowed: event.buyerCancellationAllowed,
    hoursBefore: event.buyerCancellationHoursBefore,
    keepPercent: event.buyerCancellationKeepPercent,
  }
}

function refusalNow(event: Event, now: Date) {
  if (!event.startDate) return 'CANCEL_NOT_ALLOWED' as const
  return policyRefusal(policyOf(event), { startDate: event.startDate.toJSDate(), cancelled: event.cancelledAt !== null }, now)
}

/**
 * The order this person may cancel: the key of its mail link, or their own session as its buyer (as My tickets counts
 * an order theirs: bought signed in, or with their verified address); anyone else is told it does not exist.
 */
async function ownOrder(orderNumber: string, key: string | null | undefined, viewer: User | null): Promise<Order> {
  const order = key
    ? orderStatusKeyMatches(orderNumber, key)
      ? await Order.findBy('order_number', orderNumber)
      : null
    : viewer
      ? await orderOfBuyer(viewer, orderNumber)
      : null
  if (!order) throw new DomainError('ORDER_NOT_FOUND')
  return order
}

export interface CancelAnswer {
  message: string
  data: RefundView | null
  meta: { orderNumber: string; orderStatus: string }
}

/** POST /api/orders/{orderNumber}/cancel-request */
export async function cancelRequest(orderNumber: string, input: CancelRequest, viewer: User | null): Promise<CancelAnswer> {
  const order = await ownOrder(orderNumber, input.key, viewer)
  const event = await Event.findOrFail(order.eventId)
  const refusal = refusalNow(event, new Date())
  if (refusal === 'CANCEL_TOO_LATE') {
    const deadline = cancellationDeadline(event.startDate!.toJSDate(), event.buyerCancellationHoursBefore)
    throw new DomainError(refusal, { params: { deadline: deadlineText(deadline) } })
  }
  if (refusal) throw new DomainError(refusal)
  const reason = input.reason?.trim() || text('CANCEL_REASON_DEFAULT')

  if (order.status === 'free') {
    await cancelFreeRegistration(order.id, viewer?.id ?? null)
    logger.info({ orderNumber }, 'free registration cancelled by its buyer')
    return { message: text('CANCEL_FREE_DONE'), data: null, meta: { orderNumber, orderStatus: 'cancelled' } }
  }
  const refund = await requestBuyerRefund(order.id, {
    keepPercent: event.buyerCancellationKeepPercent,
    reason,
    actorId: viewer?.id ?? null,
  })
  const after = await Order.findOrFail(order.id)
  const amount = formatSrd(refund.amount, refund.currency)
  logger.info({ orderNumber, refundId: refund.id, status: refund.status }, 'order cancelled by its buyer')
  return {
    message:
      refund.status !== 'succeeded'
        ? text('CANCEL_REFUND_PENDING', { amount })
        : refund.amount === '0.00'
          ? text('CANCEL_NOTHING_BACK')
          : text('CANCEL_REFUNDED', { amount }),
    data: refund,
    meta: { orderNumber, orderStatus: after.status },
  }
}

/** The deadline as a Dutch reader reads it, in Paramaribo time: 'za 12 dec 2026, 20:00'. */
function deadlineText(deadline: Date): string {
  return DateTime.fromJSDate(deadline).setZone('America/Paramaribo').setLocale('nl').toFormat('ccc d LLL yyyy, HH:mm')
}

/**
 * A free registration cancelled by its buyer: the tickets they hold void and their seats back on sale; the order is
 * cancelled once none of its tickets is valid (a ticket passed on to a friend stays theirs). Under the order's row lock,
 * so two cancellations (or one and a scan) happen one after the other.
 */
async function cancelFreeRegistration(orderId: number, actorId: number | null) {
  await db.transaction(async (trx) => {
    const order = await Order.query({ client: trx }).where('id', orderId).forUpdate().first()
    if (!order || order.status !== 'free') throw new DomainError('CANCEL_ORDER_NOT_CANCELLABLE')
    const held: { id: number; ticket_type_id: number; is_checked_in: boolean }[] = await trx
      .from('tickets')
      .where('order_id', order.id)
      .where('is_valid', true)
      .whereNull('transferred_from_ticket_id')
      .orderBy('id')
      .forUpdate()
      .select('id', 'ticket_type_id', 'is_checked_in')
    if (held.length === 0) throw new DomainError('CANCEL_NOTHING_LEFT')
    if (held.some((ticket) => ticket.is_checked_in)) throw new DomainError('CANCEL_TICKET_CHECKED_IN')
    const seats = new Map<number, number>()
    for (const ticket of held) seats.set(ticket.ticket_type_id, (seats.get(ticket.ticket_type_id) ?? 0) + 1)
    await releaseStock(
      [...seats].map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity })),
      trx
    )
    const now = new Date()
    await trx
      .from('tickets')
      .whereIn(
        'id',
        held.map((ticket) => ticket.id)
      )
      .update({ is_valid: false, updated_at: now })
    const left = await trx.from('tickets').where('order_id', order.id).where('is_valid', true).first()
    const before = { status: order.status, cancelledTickets: [] }
    if (!left) {
      order.useTransaction(trx)
      order.merge({ status: 'cancelled', cancelledAt: DateTime.fromJSDate(now), cancelledByUserId: actorId })
      await order.save()
      await recordOrderEvent(trx, 'order.cancelled', order.id)
      aggregatesChanged(trx, [saleDayOf(order)])
    }
    await recordChange(trx, {
      actorId,
      entityType: 'order',
      entityId: order.id,
      action: 'cancel',
      before,
      after: { status: order.status, cancelledTickets: held.map((ticket) => ticket.id) },
    })
  })
}

/**
 * What each of these orders' buyers is offered now (null where the policy, the event or the order does not allow a
 * cancellation): the deadline and what would come back, quoted by the refund service exactly as the refund will be
 * worked out. For My tickets and the order page a guest opens from the mail; only orders inside the policy are quoted.
 */
export async function cancellationOffers(orders: Order[], now: Date = new Date()): Promise<Map<number, CancellationOffer | null>> {
  const offers = new Map<number, CancellationOffer | null>()
  for (const order of orders) offers.set(order.id, null)
  const candidates = orders.filter(
    (order) =>
      !order.refundRequired &&
      order.channel !== 'ticketswitch' &&
      (order.status === 'free' || (order.status === 'paid' && (order.paymentProvider === 'mollie' || order.paymentProvider === 'uni5pay')))
  )
  if (candidates.length === 0) return offers
  const events = new Map(
    (
      await Event.query().whereIn(
        'id',
        candidates.map((order) => order.eventId)
      )
    ).map((event) => [event.id, event])
  )
  const settings = await getPlatformSettings()
  for (const order of candidates) {
    const event = events.get(order.eventId)
    if (!event || refusalNow(event, now) !== null) continue
    const quote = await buyerRefundQuote(order, event.buyerCancellationKeepPercent)
    if (!quote) continue
    offers.set(order.id, {
      deadline: cancellationDeadline(event.startDate!.toJSDate(), event.buyerCancellationHoursBefore).toISOString(),
      keepPercent: event.buyerCancellationKeepPercent,
      refundAmount: quote.amount,
      currency: order.currency,
      feesReturned: settings.refundFeeOnBuyerCancel,
      free: order.status === 'free',
    })
  }
  return offers
}

/** What an order's refunds paid back so far (decimal string), for the buyer's order page; null when nothing was. */
export async function refundedAmountOf(orderId: number): Promise<string | null> {
  const row = await db.from('refunds').where('order_id', orderId).where('status', 'succeeded').sum('amount as total').first()
  const total = parseDecimal(String(row?.total ?? '0')) ?? ZERO
  return total.n === 0n ? null : toFixedDecimal(total, 2)
}
