/*
 * Refunds of one order, or of some of its tickets: what the API answers and takes, and how much goes back.
 * The amount is computed, never typed: the refunded tickets' purchase prices, plus (when the fee is returned) their
 * share of the buyer's fees. The last refund of an order returns whatever of the fees is still left, so the fees
 * returned over all refunds add up to what was paid, to the cent.
 */
import { type Fraction, ZERO, add, compare, divide, isNegative, multiply, parseDecimal, toFixedDecimal } from './exact_decimal.js'

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

/** How the money goes back: through the provider that took it, in cash or by pin at the counter, or by hand. */
export const REFUND_METHODS = ['mollie', 'uni5pay', 'cash', 'pin', 'manual'] as const
export type RefundMethod = (typeof REFUND_METHODS)[number]

/** Who asked: the organizer's team (or an admin), the buyer within the event's policy, or the event's cancellation. */
export const REFUND_INITIATORS = ['organizer', 'buyer', 'event_cancelled'] as const
export type RefundInitiator = (typeof REFUND_INITIATORS)[number]

export const REFUND_REASON_MAX_LENGTH = 500

/** `POST /api/orders/{id}/refunds`: no ticketIds refunds every ticket not refunded yet; resell defaults to true. */
export interface RefundRequest {
  ticketIds?: number[]
  reason: string
  /** false: the refunded seats do not go back on sale ('niet opnieuw verkopen'). */
  resell?: boolean
}

/** One refund as the API answers it (amounts as decimal strings in the order's currency, instants as ISO strings). */
export interface RefundView {
  id: number
  orderId: number
  ticketIds: number[]
  /** What goes back for the refunded tickets: their purchase prices less what the organizer kept. */
  ticketsAmount: string
  /** What the organizer kept of their prices under the event's cancellation policy (a buyer's cancellation). */
  retainedAmount: string
  /** The part of the buyer's fees returned with them. */
  feeAmount: string
  /** ticketsAmount + feeAmount: what goes back to the buyer. */
  amount: string
  currency: string
  status: RefundStatus
  method: RefundMethod
  providerReference: string | null
  reason: string
  /** Why the provider refused or could not be reached (status failed); null otherwise. */
  failureReason: string | null
  resell: boolean
  initiator: RefundInitiator
  requestedBy: { id: number; name: string } | null
  createdAt: string
  /** When the provider said yes (succeeded) or the attempt failed. */
  completedAt: string | null
}

/** A ticket of the order that may still be refunded (not refunded, not being refunded, not resold). */
export interface RefundableTicket {
  id: number
  ticketTypeName: string
  purchasePrice: string
  /** A checked-in ticket cannot be refunded (the API answers 409); shown so the page can say why. */
  isCheckedIn: boolean
  /** For sale on Ticketswitch: refunding it closes the listing. */
  listedOnTicketswitch: boolean
}

/** `GET /api/orders/{id}/refunds`' meta: what the 'Terugbetalen' form needs. */
export interface RefundsMeta {
  refundableTickets: RefundableTicket[]
  refundPolicy: { returnFeeOnOrganizerRefund: boolean }
  /** What the order cost and what its refunds that did not fail return together (decimal strings). */
  orderTotal: string
  refundedAmount: string
  currency: string
}

export interface RefundAmountInput {
  /** Purchase prices of the tickets refunded now. */
  ticketPrices: readonly string[]
  /** The order's ticket subtotal and the buyer's fees on top of it (platform fee + payment fee + its BTW). */
  orderSubtotal: string
  orderFees: string
  /** Fees already returned by earlier refunds of this order that did not fail. */
  feesReturned: string
  /** Whether these tickets are the last of the order not refunded yet. */
  lastTickets: boolean
  /** Whether the buyer's fees go back with the tickets (platform setting, per initiator). */
  returnFee: boolean
  /** Share of the ticket prices the organizer keeps (a buyer's cancellation under the event's policy); default 0. */
  keepPercent?: string
}

export interface RefundAmount {
  ticketsAmount: string
  retainedAmount: string
  feeAmount: string
  amount: string
}

function decimal(value: string): Fraction {
  const parsed = parseDecimal(value)
  if (!parsed) throw new RangeError(`not a decimal: ${value}`)
  return parsed
}

/**
 * What a refund returns. Fees go back in proportion to the refunded tickets' share of the subtotal (half up to the
 * cent); the last tickets take the rest, so the fees are never returned more than once in total. A kept share of the
 * ticket prices (half up to the cent) stays with the organizer.
 */
export function refundAmount(input: RefundAmountInput): RefundAmount {
  const prices = input.ticketPrices.reduce((sum, price) => add(sum, decimal(price)), ZERO)
  const keep = decimal(input.keepPercent ?? '0')
  const retained = compare(keep, ZERO) > 0 ? decimal(toFixedDecimal(divide(multiply(prices, keep), { n: 100n, d: 1n }), 2)) : ZERO
  const tickets = add(prices, multiply(retained, { n: -1n, d: 1n }))
  let fee = ZERO
  if (input.returnFee) {
    const fees = decimal(input.orderFees)
    const left = add(fees, multiply(decimal(input.feesReturned), { n: -1n, d: 1n }))
    const subtotal = decimal(input.orderSubtotal)
    if (input.lastTickets || subtotal.n === 0n) fee = left
    else {
      const share = decimal(toFixedDecimal(divide(multiply(fees, prices), subtotal), 2))
      fee = compare(share, left) > 0 ? left : share
    }
    if (isNegative(fee)) fee = ZERO
  }
  return {
    ticketsAmount: toFixedDecimal(tickets, 2),
    retainedAmount: toFixedDecimal(retained, 2),
    feeAmount: toFixedDecimal(fee, 2),
    amount: toFixedDecimal(add(tickets, fee), 2),
  }
}
