/*
 * Refunding an order, or some of its tickets, through the provider that took the money (the rules: domain/refunds.ts).
 * The provider is called outside any transaction, in three steps:
 *  1. under the order's row lock and then its tickets' (the house order: order, tickets, ticket types), the refund is
 *     checked and recorded pending with its tickets (a ticket is in at most one refund that did not fail), and
 *     committed, so a second refund of the same ticket is refused from here on;
 *  2. the provider is asked with the refund's idempotency key, the same on every retry, so it pays out at most once;
 *  3. under the same locks: on yes the refund succeeded, its tickets are void (refunded_at), their seats back on sale
 *     unless resell is off, an agent's commission reversed for them and the buyer told through the outbox; on no (or no
 *     answer) it failed with the reason, nothing voided, and it may be retried.
 * A cash or pin sale at a counter has no provider: its refund is paid out at once and counted in a loket shift.
 */
import { assignCreditNoteNumber } from '#services/orders/invoice_service'
import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Order from '#models/order'
import PaymentReference from '#models/payment_reference'
import Refund from '#models/refund'
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { text } from '#exceptions/messages'
import { recordChange } from '#services/audit/audit_service'
import { releaseStock } from '#services/orders/order_placement'
import { tellBuyerOfRefund } from '#services/orders/refund_messages'
import { reverseRefundedCommission } from '#services/counter_sales/agent_commission_ledger'
import { providerClient } from '#services/payments/provider_checkout'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { ZERO, add, compare, divide, multiply, parseDecimal, toFixedDecimal, type Fraction } from '#domain/exact_decimal'
import {
  refundAmount,
  type RefundAmount,
  type RefundInitiator,
  type RefundMethod,
  type RefundRequest,
  type RefundView,
  type RefundsMeta,
} from '#domain/refunds'
import { aggregatesChanged, saleDayOf } from '#services/aggregates/aggregation_dispatch'
import { recordOrderEvent } from '#services/webhooks/webhook_events'

/** A pending refund untouched this long was cut off (a crash between the steps) and may be resumed by a retry. */
export const RESUME_PENDING_AFTER_MS = 60_000

let locking = true

/** Test-only (the race tests' control runs); never called by the app. */
export function setRefundLockingForTests(on: boolean) {
  locking = on
}

const decimal = (value: string | number): Fraction => parseDecimal(String(value)) ?? ZERO
const money = (value: Fraction) => toFixedDecimal(value, 2)
const minus = (a: Fraction, b: Fraction) => add(a, multiply(b, { n: -1n, d: 1n }))

interface OrderTicket {
  id: number
  ticketTypeId: number
  ticketTypeName: string
  purchasePrice: string
  isValid: boolean
  isCheckedIn: boolean
  /** Resold through Ticketswitch: its money went to the seller's payout, not back to this order. */
  resold: boolean
  refunded: boolean
  /** In a refund that is pending or succeeded. */
  claimed: boolean
  listed: boolean
  /** Passed on to someone else: it lives on as its successor on this order. */
  passedOn: boolean
  /** Made by a transfer: it belongs to the friend it was passed on to, not to the order's buyer. */
  receivedByTransfer: boolean
}

async function lockedOrder(orderId: number, trx: TransactionClientContract): Promise<Order> {
  const order = await Order.query({ client: trx })
    .where('id', orderId)
    .if(locking, (query) => query.forUpdate())
    .first()
  if (!order) throw new DomainError('ORDER_NOT_FOUND')
  order.useTransaction(trx)
  return order
}

/**
 * The order's tickets, their rows locked in id order first; what decides a refund is read after the lock in a
 * statement of its own (a fresh snapshot), so a check-in or a refund that committed meanwhile is seen.
 */
async function orderTickets(orderId: number, trx: TransactionClientContract): Promise<OrderTicket[]> {
  if (locking) await trx.rawQuery('SELECT id FROM tickets WHERE order_id = ? ORDER BY id FOR UPDATE', [orderId])
  return readOrderTickets(orderId, trx)
}

/** The order's tickets as a refund weighs them, read without a lock (a quote; the refund itself reads them locked). */
async function readOrderTickets(orderId: number, client: TransactionClientContract | typeof db): Promise<OrderTicket[]> {
  const rows = await client.rawQuery(
    `SELECT t.id, t.ticket_type_id, tt.name AS ticket_type_name, t.purchase_price, t.is_valid, t.transferred_to_ticketswitch,
            t.refunded_at IS NOT NULL AS refunded, t.transferred_at IS NOT NULL AS passed_on,
            t.transferred_from_ticket_id IS NOT NULL AS received_by_transfer,
            (t.is_checked_in OR EXISTS (SELECT 1 FROM check_ins c WHERE c.ticket_id = t.id)) AS checked_in,
            EXISTS (SELECT 1 FROM refund_tickets rt WHERE rt.ticket_id = t.id AND rt.active) AS claimed,
            EXISTS (SELECT 1 FROM ticketswitch_listings l WHERE l.original_ticket_id = t.id AND l.is_active) AS listed
     FROM tickets t JOIN ticket_types tt ON tt.id = t.ticket_type_id
     WHERE t.order_id = ? ORDER BY t.id`,
    [orderId]
  )
  return rows.rows.map((row: Record<string, any>) => ({
    id: row.id,
    ticketTypeId: row.ticket_type_id,
    ticketTypeName: row.ticket_type_name,
    purchasePrice: row.purchase_price,
    isValid: row.is_valid,
    isCheckedIn: row.checked_in,
    resold: row.transferred_to_ticketswitch,
    refunded: row.refunded,
    claimed: row.claimed,
    listed: row.listed,
    passedOn: row.passed_on,
    receivedByTransfer: row.received_by_transfer,
  }))
}

/** How this order's money goes back: the provider that took it, or the counter's cash or pin. */
function methodOf(order: Order): RefundMethod {
  if (order.paymentProvider === 'mollie' || order.paymentProvider === 'uni5pay') return order.paymentProvider
  if (order.channel === 'loket' || order.channel === 'agent') return order.paymentMethod === 'pin' ? 'pin' : 'cash'
  return 'manual'
}

const PROVIDER_METHODS: readonly RefundMethod[] = ['mollie', 'uni5pay']

/** Whether the order's money can go back here at all; throws the reason why not. */
function assertRefundable(order: Order) {
  if (order.channel === 'ticketswitch') throw new DomainError('REFUND_RESALE_ORDER')
  if (order.status === 'refunded') throw new DomainError('REFUND_NOTHING_LEFT')
  if (order.refundRequired) throw new DomainError('REFUND_AWAITS_MANUAL')
  if (order.status !== 'paid' || compare(decimal(order.total), ZERO) <= 0 || methodOf(order) === 'manual') {
    throw new DomainError('REFUND_ORDER_NOT_PAID')
  }
}

/**
 * A ticket that may be refunded now: valid, not refunded or being refunded, not resold, not checked in. A cancelled
 * event's tickets were voided by the cancellation itself and all go back, scanned or not: only refunded, resold and
 * passed-on ones are left out.
 */
function refusalOf(ticket: OrderTicket, initiator: RefundInitiator = 'organizer'): DomainError | null {
  const params = { ticketId: ticket.id }
  if (ticket.refunded || ticket.claimed) return new DomainError('REFUND_TICKET_ALREADY_REFUNDED', { params })
  if (initiator === 'event_cancelled')
    return ticket.resold || ticket.passedOn ? new DomainError('REFUND_TICKET_NOT_VALID', { params }) : null
  if (ticket.resold || !ticket.isValid) return new DomainError('REFUND_TICKET_NOT_VALID', { params })
  if (ticket.isCheckedIn) return new DomainError('REFUND_TICKET_CHECKED_IN', { params })
  return null
}

/** The tickets this refund takes: the ones named, or every one still refundable. */
function chosenTickets(tickets: OrderTicket[], ticketIds: number[] | undefined): OrderTicket[] {
  const byId = new Map(tickets.map((ticket) => [ticket.id, ticket]))
  const chosen = ticketIds
    ? [...new Set(ticketIds)].map((id) => {
        const ticket = byId.get(id)
        if (!ticket) throw new DomainError('REFUND_TICKET_NOT_IN_ORDER', { params: { ticketId: id }, field: 'ticketIds' })
        return ticket
      })
    : tickets.filter((ticket) => !ticket.refunded && !ticket.claimed && !ticket.resold && ticket.isValid)
  if (chosen.length === 0) throw new DomainError('REFUND_NOTHING_LEFT')
  for (const ticket of chosen) {
    const refusal = refusalOf(ticket)
    if (refusal) throw refusal
  }
  return chosen
}

/** What the order's refunds that did not fail already return, in its currency and the provider's. */
async function returnedSoFar(orderId: number, trx: TransactionClientContract | typeof db) {
  const row = await trx
    .from('refunds')
    .where('order_id', orderId)
    .whereNot('status', 'failed')
    .select(
      trx.raw('coalesce(sum(amount), 0) AS amount'),
      trx.raw('coalesce(sum(fee_amount), 0) AS fees'),
      trx.raw('coalesce(sum(provider_amount), 0) AS provider_amount')
    )
    .first()
  return { amount: decimal(row.amount), fees: decimal(row.fees), providerAmount: decimal(row.provider_amount) }
}

/**
 * What the provider pays back: the same amount when it charged in the order's currency, else the same share of
 * what it charged (Mollie has no SRD), half up to the cent; the refund that returns the rest of the order returns
 * the rest of the provider's amount, so the provider never pays back more than it took.
 */
function providerShare(order: Order, amount: string, returned: { amount: Fraction; providerAmount: Fraction }) {
  const currency = order.providerCurrency ?? order.currency
  if (!order.providerAmount || currency === order.currency) return { providerAmount: amount, providerCurrency: currency }
  const charged = decimal(order.providerAmount)
  const left = minus(charged, returned.providerAmount)
  const settlesAll = compare(add(returned.amount, decimal(amount)), decimal(order.total)) >= 0
  const share = decimal(toFixedDecimal(divide(multiply(decimal(amount), charged), decimal(order.total)), 2))
  const providerAmount = settlesAll || compare(share, left) > 0 ? left : share
  return { providerAmount: money(providerAmount), providerCurrency: currency }
}

function dbErrorOf(error: unknown): { code?: string; constraint?: string } {
  return (error ?? {}) as { code?: string; constraint?: string }
}

/** The database's own guards, said as the API says them. */
function guardError(error: unknown, firstTicketId: number): unknown {
  const { code, constraint } = dbErrorOf(error)
  if (code === '23505' && constraint === 'refund_tickets_one_active') {
    return new DomainError('REFUND_TICKET_ALREADY_REFUNDED', { params: { ticketId: firstTicketId } })
  }
  if (code === '23514' && constraint === 'refunds_within_paid') return new DomainError('REFUND_EXCEEDS_PAID')
  if (code === '55P03' || code === '40P01') return new DomainError('REFUND_BUSY')
  return error
}

/** A counter refund is paid out in cash or by pin at once; counted in the sale's shift while that is still open. */
async function openSaleShift(order: Order, trx: TransactionClientContract): Promise<number | null> {
  if (order.channel !== 'loket' || !order.loketShiftId) return null
  const shift = await trx
    .from('loket_shifts')
    .where('id', order.loketShiftId)
    .whereNull('closed_at')
    .if(locking, (query) => query.forUpdate())
    .select('id')
    .first()
  return shift?.id ?? null
}

/**
 * POST /api/orders/{id}/refunds: records the refund and pays it out (steps 1-3 above). Returns the refund as it
 * ended: succeeded, or failed with the provider's reason (the row stays, visible and retryable).
 */
export async function requestRefund(orderId: number, input: RefundRequest, actor: User): Promise<RefundView> {
  const settings = await getPlatformSettings()
  const refundId = await db.transaction(async (trx) => {
    const order = await lockedOrder(orderId, trx)
    assertRefundable(order)
    const tickets = await orderTickets(order.id, trx)
    const chosen = chosenTickets(tickets, input.ticketIds)
    return recordRefund(
      order,
      tickets,
      chosen,
      {
        initiator: 'organizer',
        returnFee: settings.refundFeeOnOrganizerRefund,
        reason: input.reason,
        resell: input.resell ?? true,
        actorId: actor.id,
      },
      trx
    )
  })
  return settled(refundId)
}

/** Step 2 and 3 for a refund just recorded (a counter refund is complete already): the refund as it ended. */
async function settled(refundId: number): Promise<RefundView> {
  const refund = await Refund.findOrFail(refundId)
  if (refund.status === 'pending') await payOut(refund)
  return refundView(refundId)
}

/**
 * A buyer's cancellation of their paid order within the event's policy (checked by the caller,
 * api/services/orders/buyer_cancellation_service.ts): every ticket they still hold refunded (initiator buyer), the
 * kept share of the prices staying with the organizer, the fees back per the platform's setting for buyer
 * cancellations, the seats back on sale. A cancellation whose refund the provider did not make is asked again with the
 * same refund (and idempotency key), never a second one.
 */
export async function requestBuyerRefund(
  orderId: number,
  terms: { keepPercent: string; reason: string; actorId: number | null }
): Promise<RefundView> {
  const settings = await getPlatformSettings()
  const outcome = await db.transaction(async (trx): Promise<{ created: number } | { retry: number }> => {
    const order = await lockedOrder(orderId, trx)
    if (order.status === 'refunded') throw new DomainError('CANCEL_NOTHING_LEFT')
    if (order.refundRequired) throw new DomainError('CANCEL_ORDER_NOT_CANCELLABLE')
    if (order.channel === 'ticketswitch' || order.status !== 'paid' || methodOf(order) === 'manual') {
      throw new DomainError('CANCEL_ORDER_NOT_CANCELLABLE')
    }
    // Cash or pin at a counter goes back there, in hand: nobody would hand it over for a cancellation made online.
    if (!PROVIDER_METHODS.includes(methodOf(order))) throw new DomainError('CANCEL_AT_COUNTER')
    const earlier = await Refund.query({ client: trx })
      .where('order_id', order.id)
      .where('initiator', 'buyer')
      .where('status', 'failed')
      .orderBy('id', 'desc')
      .first()
    if (earlier) return { retry: earlier.id }
    const tickets = await orderTickets(order.id, trx)
    const chosen = heldByBuyer(tickets)
    if (chosen.length === 0) throw new DomainError('CANCEL_NOTHING_LEFT')
    if (chosen.some((ticket) => ticket.isCheckedIn)) throw new DomainError('CANCEL_TICKET_CHECKED_IN')
    const refundId = await recordRefund(
      order,
      tickets,
      chosen,
      {
        initiator: 'buyer',
        returnFee: settings.refundFeeOnBuyerCancel,
        keepPercent: terms.keepPercent,
        reason: terms.reason,
        resell: true,
        actorId: terms.actorId,
      },
      trx
    )
    return { created: refundId }
  })
  if ('created' in outcome) return settled(outcome.created)
  return retryRecorded(orderId, outcome.retry, terms.actorId)
}

interface RefundTerms {
  initiator: RefundInitiator
  returnFee: boolean
  reason: string
  resell: boolean
  actorId: number | null
  /** Share of the ticket prices the organizer keeps (a buyer's cancellation); none otherwise. */
  keepPercent?: string
}

/**
 * What refunding these of the order's tickets returns (domain/refunds.ts refundAmount): the last ones left take the
 * rest of the fees. The one place the amount is worked out, for a refund and for a buyer's quote alike.
 */
function amountsOf(
  order: Order,
  tickets: OrderTicket[],
  chosen: OrderTicket[],
  terms: Pick<RefundTerms, 'returnFee' | 'keepPercent'>,
  returned: { fees: Fraction }
) {
  const chosenIds = new Set(chosen.map((ticket) => ticket.id))
  return refundAmount({
    ticketPrices: chosen.map((ticket) => ticket.purchasePrice),
    orderSubtotal: order.subtotal,
    orderFees: money(add(add(decimal(order.platformFee), decimal(order.paymentFee)), decimal(order.paymentFeeBtw))),
    feesReturned: money(returned.fees),
    lastTickets: tickets.every(
      (ticket) => ticket.resold || ticket.refunded || ticket.claimed || ticket.passedOn || chosenIds.has(ticket.id)
    ),
    returnFee: terms.returnFee,
    keepPercent: terms.keepPercent,
  })
}

/** What a buyer's cancellation takes: every ticket they still hold (not refunded, resold or passed on to them). */
function heldByBuyer(tickets: OrderTicket[]): OrderTicket[] {
  return tickets.filter((ticket) => !ticket.refunded && !ticket.claimed && !ticket.resold && ticket.isValid && !ticket.receivedByTransfer)
}

/**
 * What a buyer would get back by cancelling now (My tickets and the order page show it before they confirm): worked
 * out as requestBuyerRefund will, from the same tickets and fees; null when nothing is left or a ticket is scanned.
 */
export async function buyerRefundQuote(order: Order, keepPercent: string): Promise<RefundAmount | null> {
  const [settings, tickets, returned] = await Promise.all([
    getPlatformSettings(),
    readOrderTickets(order.id, db),
    returnedSoFar(order.id, db),
  ])
  const chosen = heldByBuyer(tickets)
  if (chosen.length === 0 || chosen.some((ticket) => ticket.isCheckedIn)) return null
  return amountsOf(order, tickets, chosen, { returnFee: settings.refundFeeOnBuyerCancel, keepPercent }, returned)
}

/** Step 1: the refund of the chosen tickets recorded pending (a counter refund completed at once); returns its id. */
async function recordRefund(
  order: Order,
  tickets: OrderTicket[],
  chosen: OrderTicket[],
  terms: RefundTerms,
  trx: TransactionClientContract
) {
  const chosenIds = new Set(chosen.map((ticket) => ticket.id))
  const returned = await returnedSoFar(order.id, trx)
  const amounts = amountsOf(order, tickets, chosen, terms, returned)
  if (compare(add(returned.amount, decimal(amounts.amount)), decimal(order.total)) > 0) throw new DomainError('REFUND_EXCEEDS_PAID')
  const method = methodOf(order)
  const counter = !PROVIDER_METHODS.includes(method)
  try {
    const refund = await Refund.create(
      {
        orderId: order.id,
        ...amounts,
        currency: order.currency,
        ...(counter ? { providerAmount: null, providerCurrency: null } : providerShare(order, amounts.amount, returned)),
        status: 'pending',
        method,
        providerReference: null,
        reason: terms.reason,
        failureReason: null,
        resell: terms.resell,
        initiator: terms.initiator,
        requestedByUserId: terms.actorId,
        idempotencyKey: `refund-${order.orderNumber}-${randomBytes(8).toString('hex')}`,
        attempts: counter ? 0 : 1,
        loketShiftId: counter ? await openSaleShift(order, trx) : null,
        completedAt: null,
      },
      { client: trx }
    )
    await trx.table('refund_tickets').multiInsert(chosen.map((ticket) => ({ refund_id: refund.id, ticket_id: ticket.id })))
    // A ticket for sale on Ticketswitch is taken off at once: its holder is being paid back.
    await closeListings([...chosenIds], trx)
    // Nothing to pay back (everything kept under a buyer's cancellation policy): no provider is asked for zero.
    if (counter || compare(decimal(amounts.amount), ZERO) === 0) await completeRefund(order, refund, null, trx)
    return refund.id
  } catch (error) {
    throw guardError(error, chosen[0].id)
  }
}

/**
 * Whether a cancelled event's paid order goes back without a person: at the counter, or through the provider that took
 * it when its payment there is known, and none of its tickets was resold on Ticketswitch.
 */
export async function refundsAutomatically(order: Order, client?: TransactionClientContract): Promise<boolean> {
  try {
    assertRefundable(order)
  } catch {
    return false
  }
  // A ticket resold on Ticketswitch: what its seller is owed once the event is cancelled (their payout voided) is
  // decided by hand, so the order goes to the refund queue whole.
  const resold = await (client ?? db).from('tickets').where('order_id', order.id).where('transferred_to_ticketswitch', true).first()
  if (resold) return false
  return !PROVIDER_METHODS.includes(methodOf(order)) || (await paymentIdOf(order, client)) !== null
}

/** What refunding one order of a cancelled event came to. */
export type CancellationRefundOutcome = 'refunded' | 'failed' | 'started' | 'manual' | 'skipped'

/**
 * One order of a cancelled event refunded whole (initiator event_cancelled, no seat back on sale, the buyer's fees
 * back per the platform's setting for organizer refunds). Once per order: under the order's row lock an order that
 * already has a refund of its cancellation, or is no longer paid, is skipped. An order whose money cannot go back
 * this way is marked refundRequired for the admins' refund queue.
 */
export async function refundForCancelledEvent(orderId: number, actorId: number | null): Promise<CancellationRefundOutcome> {
  const settings = await getPlatformSettings()
  const refundId = await db.transaction(async (trx) => {
    const order = await lockedOrder(orderId, trx)
    if (order.status !== 'paid' || order.refundRequired) return null
    const started = await trx.from('refunds').where('order_id', order.id).where('initiator', 'event_cancelled').select('id').first()
    if (cancellationGuard && started) return null
    const tickets = await orderTickets(order.id, trx)
    const chosen = tickets.filter((ticket) => refusalOf(ticket, 'event_cancelled') === null)
    // Tickets in another refund still under way: that one settles them.
    if (chosen.length === 0 && tickets.some((ticket) => ticket.claimed)) return null
    if (chosen.length === 0 || !(await refundsAutomatically(order, trx))) {
      order.merge({ refundRequired: true, refundReason: 'event_cancelled' })
      await order.save()
      aggregatesChanged(trx, [saleDayOf(order)])
      return 'manual' as const
    }
    return recordRefund(
      order,
      tickets,
      chosen,
      {
        initiator: 'event_cancelled',
        returnFee: settings.refundFeeOnOrganizerRefund,
        reason: text('REFUND_REASON_EVENT_CANCELLED'),
        resell: false,
        actorId,
      },
      trx
    )
  })
  if (refundId === null) return 'skipped'
  if (refundId === 'manual') return 'manual'
  let refund = await Refund.findOrFail(refundId)
  if (refund.status === 'pending') {
    await payOut(refund)
    refund = await Refund.findOrFail(refundId)
  }
  return refund.status === 'succeeded' ? 'refunded' : refund.status === 'failed' ? 'failed' : 'started'
}

/** A cancelled event's refund left pending by a crash between the steps, asked of the provider again (same key). */
export async function resumeCutOffRefund(refundId: number): Promise<void> {
  const resumed = await db.transaction(async (trx) => {
    const refund = await Refund.query({ client: trx })
      .where('id', refundId)
      .if(locking, (query) => query.forUpdate())
      .first()
    if (!refund || refund.status !== 'pending' || refund.updatedAt.toMillis() >= Date.now() - RESUME_PENDING_AFTER_MS) return null
    refund.useTransaction(trx)
    refund.merge({ attempts: refund.attempts + 1 })
    await refund.save()
    return refund
  })
  if (resumed) await payOut(resumed)
}

let cancellationGuard = true

/** Test-only (the cancellation race's control run): the check for an order's refund of its cancellation. */
export function setCancellationGuardForTests(on: boolean) {
  cancellationGuard = on
}

/**
 * POST /api/orders/{id}/refunds/{refundId}/retry: a failed refund (or one left pending by a crash) asked of the
 * provider again with the same idempotency key, once its tickets are still free to refund.
 */
export async function retryRefund(orderId: number, rawRefundId: number | null, actor: User): Promise<RefundView> {
  return retryRecorded(orderId, rawRefundId, actor.id)
}

async function retryRecorded(orderId: number, rawRefundId: number | null, actorId: number | null): Promise<RefundView> {
  const refundId = await db.transaction(async (trx) => {
    const order = await lockedOrder(orderId, trx)
    const refund =
      rawRefundId === null
        ? null
        : await Refund.query({ client: trx })
            .where('id', rawRefundId)
            .where('order_id', order.id)
            .if(locking, (query) => query.forUpdate())
            .first()
    if (!refund) throw new DomainError('REFUND_NOT_FOUND')
    const cutOff = refund.status === 'pending' && refund.updatedAt.toMillis() < Date.now() - RESUME_PENDING_AFTER_MS
    if (refund.status !== 'failed' && !cutOff) throw new DomainError('REFUND_NOT_RETRYABLE')
    if (refund.status === 'failed') {
      assertRefundable(order)
      const ids = await refundTicketIds(refund.id, trx)
      const tickets = await orderTickets(order.id, trx)
      for (const ticket of tickets.filter((t) => ids.includes(t.id))) {
        const refusal = refusalOf(ticket, refund.initiator)
        if (refusal) throw refusal
      }
    }
    refund.useTransaction(trx)
    refund.merge({ status: 'pending', failureReason: null, completedAt: null, attempts: refund.attempts + 1 })
    try {
      await refund.save()
    } catch (error) {
      throw guardError(error, (await refundTicketIds(refund.id, trx))[0] ?? 0)
    }
    logger.info({ orderNumber: order.orderNumber, refundId: refund.id, by: actorId }, 'refund retried')
    return refund.id
  })
  await payOut(await Refund.findOrFail(refundId))
  return refundView(refundId)
}

/**
 * The minute job's part: refunds left pending past RESUME_PENDING_AFTER_MS (the process stopped between recording a
 * refund and settling it) are asked of the provider again with their own key, so the provider pays out at most once
 * and the refund settles either way. Each is claimed first (its updated_at moved on), so a retry that comes at the same
 * moment does not ask too. Returns how many were resumed.
 */
export async function resumeCutOffRefunds(now: Date = new Date()): Promise<number> {
  const cutOff = new Date(now.getTime() - RESUME_PENDING_AFTER_MS)
  const stale = await Refund.query()
    .where('status', 'pending')
    .whereIn('method', [...PROVIDER_METHODS])
    .where('updated_at', '<', cutOff)
    .orderBy('id')
    .limit(50)
  let resumed = 0
  for (const refund of stale) {
    const claimed = await db
      .from('refunds')
      .where('id', refund.id)
      .where('status', 'pending')
      .where('updated_at', '<', cutOff)
      .update({ updated_at: now, attempts: db.raw('attempts + 1') })
      .returning('id')
    if (claimed.length === 0) continue
    await payOut(await Refund.findOrFail(refund.id))
    resumed++
  }
  return resumed
}

async function refundTicketIds(refundId: number, client: TransactionClientContract | typeof db = db): Promise<number[]> {
  const rows = await client.from('refund_tickets').where('refund_id', refundId).orderBy('ticket_id').select('ticket_id')
  return rows.map((row) => row.ticket_id)
}

async function closeListings(ticketIds: number[], trx: TransactionClientContract) {
  const now = new Date()
  await trx
    .from('ticketswitch_listings')
    .whereIn('original_ticket_id', ticketIds)
    .where('is_active', true)
    .update({ is_active: false, withdrawn_at: now, held_by_session: null, held_until: null, updated_at: now })
}

/** The provider's payment of this order: stored on the order, else on its processed payment attempt. */
async function paymentIdOf(order: Order, client?: TransactionClientContract): Promise<string | null> {
  if (order.providerPaymentId) return order.providerPaymentId
  const attempt = await PaymentReference.query(client ? { client } : {})
    .where('order_id', order.id)
    .where('is_processed', true)
    .whereNotNull('payment_id')
    .orderBy('id', 'desc')
    .first()
  return attempt?.paymentId ?? null
}

/** Step 2 and 3: asks the provider, then settles the refund on its answer. */
async function payOut(refund: Refund): Promise<void> {
  const order = await Order.findOrFail(refund.orderId)
  let outcome: { reference: string } | { failure: string }
  const paymentId = await paymentIdOf(order)
  if (!paymentId) outcome = { failure: text('REFUND_NO_PROVIDER_PAYMENT') }
  else {
    try {
      const made = await providerClient(refund.method as 'mollie' | 'uni5pay').createRefund({
        paymentId,
        amount: refund.providerAmount ?? refund.amount,
        currency: refund.providerCurrency ?? refund.currency,
        description: `Terugbetaling ${order.orderNumber}`,
        orderNumber: order.orderNumber,
        idempotencyKey: refund.idempotencyKey,
      })
      outcome = { reference: made.id }
    } catch (error) {
      // A refusal, a timeout or anything else: nothing is voided, and a retry asks again with the same key.
      logger.warn({ err: error, orderNumber: order.orderNumber, refundId: refund.id }, 'refund not made by the provider')
      outcome = { failure: text('REFUND_PROVIDER_REFUSED', { detail: (error as Error).message }).slice(0, 500) }
    }
  }
  await db.transaction(async (trx) => {
    const locked = await lockedOrder(refund.orderId, trx)
    const current = await Refund.query({ client: trx }).where('id', refund.id).forUpdate().firstOrFail()
    // Settled already (a retry that overlapped this one): the first answer stands.
    if (current.status !== 'pending') return
    if ('reference' in outcome) {
      if (locking) await trx.rawQuery('SELECT id FROM tickets WHERE order_id = ? ORDER BY id FOR UPDATE', [locked.id])
      await completeRefund(locked, current, outcome.reference, trx)
    } else {
      current.useTransaction(trx)
      current.merge({ status: 'failed', failureReason: outcome.failure, completedAt: DateTime.now() })
      await current.save()
    }
  })
}

/** What a refund changes on an order, for its audit trace. */
function refundFields(order: Order): Record<string, unknown> {
  return { status: order.status, refundedAt: order.refundedAt?.toISO() ?? null, refundReference: order.refundReference }
}

/**
 * The money is back: the refund succeeded, its tickets are void, their seats on sale again (unless resell is off),
 * an agent's commission on them reversed, the order refunded once none of its tickets is left, the buyer told.
 */
async function completeRefund(order: Order, refund: Refund, providerReference: string | null, trx: TransactionClientContract) {
  const now = DateTime.now()
  const ticketIds = await refundTicketIds(refund.id, trx)
  const tickets: { ticket_type_id: number }[] = await trx
    .from('tickets')
    .whereIn('id', ticketIds)
    .update({ is_valid: false, refunded_at: now.toJSDate(), updated_at: now.toJSDate() })
    .returning('ticket_type_id')
  await closeListings(ticketIds, trx)
  if (refund.resell) {
    const seats = new Map<number, number>()
    for (const ticket of tickets) seats.set(ticket.ticket_type_id, (seats.get(ticket.ticket_type_id) ?? 0) + 1)
    await releaseStock(
      [...seats].map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity })),
      trx
    )
  }
  // The seller's invoice is answered by a credit note of this refund's own (an order without an invoice has none).
  const creditNoteNumber =
    order.invoiceNumber !== null && order.invoiceOrganizerId !== null ? await assignCreditNoteNumber(order.invoiceOrganizerId, trx) : null
  refund.useTransaction(trx)
  refund.merge({ status: 'succeeded', providerReference, completedAt: now, creditNoteNumber })
  await refund.save()

  const left = await trx
    .from('tickets')
    .where('order_id', order.id)
    .whereNull('refunded_at')
    .where('transferred_to_ticketswitch', false)
    // A ticket passed on to a friend lives on as its successor on this order; the old one is not left to refund.
    .whereNull('transferred_at')
    .count('* as n')
    .first()
  const whole = Number(left?.n ?? 0) === 0
  const before = refundFields(order)
  if (whole) {
    order.merge({
      status: 'refunded',
      refundedAt: now,
      refundedByUserId: refund.requestedByUserId,
      refundReference: providerReference ?? `${refund.method}-${refund.id}`,
    })
    await order.save()
  }
  await reverseRefundedCommission(order, refund, whole, trx)
  await recordOrderEvent(trx, 'order.refunded', order.id, {
    refund: { id: refund.id, amount: refund.amount, currency: refund.currency, method: refund.method, ticketIds, whole },
  })
  aggregatesChanged(trx, [saleDayOf(order)])
  await recordChange(trx, {
    actorId: refund.requestedByUserId,
    entityType: 'order',
    entityId: order.id,
    action: 'refund',
    before: { ...before, refundedTickets: [] },
    after: { ...refundFields(order), refundedTickets: ticketIds, refundId: refund.id, amount: refund.amount, method: refund.method },
  })
  // A cancelled event's buyers were told at the cancellation that their money comes back: one message, not two.
  if (refund.initiator !== 'event_cancelled') await tellBuyerOfRefund(order, refund, ticketIds.length, trx)
  logger.info({ orderNumber: order.orderNumber, refundId: refund.id, tickets: ticketIds.length, whole }, 'refund paid out')
}

/** One refund as the API answers it. */
export async function refundView(refundId: number): Promise<RefundView> {
  const refund = await Refund.findOrFail(refundId)
  return (await refundViews([refund]))[0]
}

async function refundViews(refunds: Refund[]): Promise<RefundView[]> {
  if (refunds.length === 0) return []
  const ids = refunds.map((refund) => refund.id)
  const links = await db.from('refund_tickets').whereIn('refund_id', ids).orderBy('ticket_id').select('refund_id', 'ticket_id')
  const people = new Map(
    (
      await User.query().whereIn(
        'id',
        refunds.map((refund) => refund.requestedByUserId).filter((id): id is number => id !== null)
      )
    ).map((user) => [user.id, user.displayName])
  )
  return refunds.map((refund) => ({
    id: refund.id,
    orderId: refund.orderId,
    ticketIds: links.filter((link) => link.refund_id === refund.id).map((link) => link.ticket_id),
    ticketsAmount: refund.ticketsAmount,
    retainedAmount: refund.retainedAmount,
    feeAmount: refund.feeAmount,
    amount: refund.amount,
    currency: refund.currency,
    status: refund.status,
    method: refund.method,
    providerReference: refund.providerReference,
    reason: refund.reason,
    failureReason: refund.failureReason,
    resell: refund.resell,
    initiator: refund.initiator,
    requestedBy:
      refund.requestedByUserId === null ? null : { id: refund.requestedByUserId, name: people.get(refund.requestedByUserId) ?? '' },
    createdAt: refund.createdAt.toUTC().toISO()!,
    completedAt: refund.completedAt?.toUTC().toISO() ?? null,
  }))
}

/** GET /api/orders/{id}/refunds: the order's refunds, newest first, and what the refund form needs. */
export async function orderRefunds(order: Order): Promise<{ data: RefundView[]; meta: RefundsMeta }> {
  const [refunds, settings, returned, tickets] = await Promise.all([
    Refund.query().where('order_id', order.id).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    getPlatformSettings(),
    returnedSoFar(order.id, db),
    db.rawQuery(
      `SELECT t.id, tt.name AS ticket_type_name, t.purchase_price,
              (t.is_checked_in OR EXISTS (SELECT 1 FROM check_ins c WHERE c.ticket_id = t.id)) AS checked_in,
              EXISTS (SELECT 1 FROM ticketswitch_listings l WHERE l.original_ticket_id = t.id AND l.is_active) AS listed
       FROM tickets t JOIN ticket_types tt ON tt.id = t.ticket_type_id
       WHERE t.order_id = ? AND t.is_valid AND t.refunded_at IS NULL AND NOT t.transferred_to_ticketswitch
         AND NOT EXISTS (SELECT 1 FROM refund_tickets rt WHERE rt.ticket_id = t.id AND rt.active)
       ORDER BY t.id`,
      [order.id]
    ),
  ])
  const refundable = order.status === 'paid' && order.channel !== 'ticketswitch' && !order.refundRequired
  return {
    data: await refundViews(refunds),
    meta: {
      refundableTickets: refundable
        ? tickets.rows.map((row: Record<string, any>) => ({
            id: row.id,
            ticketTypeName: row.ticket_type_name,
            purchasePrice: row.purchase_price,
            isCheckedIn: row.checked_in,
            listedOnTicketswitch: row.listed,
          }))
        : [],
      refundPolicy: { returnFeeOnOrganizerRefund: settings.refundFeeOnOrganizerRefund },
      orderTotal: order.total,
      refundedAmount: money(returned.amount),
      currency: order.currency,
    },
  }
}
