/*
 * What the refund dialog shows before it asks: which tickets of the order may still be refunded (and why not the
 * others) and what a refund of the chosen ones returns, computed with the same rule the API applies
 * (domain/refunds.ts refundAmount; the server computes it again and its answer is what counts).
 */
import { add, parseDecimal, toFixedDecimal, ZERO } from '#domain/exact_decimal'
import { refundAmount, type RefundableTicket, type RefundAmount, type RefundView } from '#domain/refunds'

/** What the plan reads of a ticket of the order (resources/orders/types.ts OrderTicket has it). */
export interface PlanTicket {
  id: number
  purchasePrice: string
  isValid: boolean
  isCheckedIn: boolean
  refundedAt?: string | null
}

/** What the plan reads of the order (OrderDetailRecord has it). */
export interface PlanOrder<T extends PlanTicket = PlanTicket> {
  tickets: T[]
  subtotal: string
  platformFee: string
  paymentFee: string
  paymentFeeBtw: string
}

/** What the plan reads of a ticket of the API's refunds answer (meta.refundableTickets, domain/refunds.ts). */
export type RefundableTicketLike = Pick<RefundableTicket, 'id' | 'isCheckedIn'>

/** Why a ticket cannot be refunded now: already refunded (or being refunded), used at the door, or no longer valid. */
export type NotRefundable = 'refunded' | 'pending' | 'checked_in' | 'invalid'

export interface TicketChoice<T extends PlanTicket = PlanTicket> {
  ticket: T
  refusal: NotRefundable | null
}

/** A refund that did not fail holds its tickets (a pending one too: its money is on its way). */
const holdsTickets = (refund: RefundView) => refund.status !== 'failed'

/**
 * Each ticket of the order with why it cannot be refunded now (null: it can). `refundable` is the API's own list
 * (GET refunds' meta) when it gave one: a ticket missing from it is not refundable, whatever the order page shows.
 */
export function ticketChoices<T extends PlanTicket>(
  order: Pick<PlanOrder<T>, 'tickets'>,
  refunds: readonly RefundView[],
  refundable?: readonly RefundableTicketLike[]
): TicketChoice<T>[] {
  const taken = new Map<number, RefundView['status']>()
  for (const refund of refunds.filter(holdsTickets)) for (const id of refund.ticketIds) taken.set(id, refund.status)
  return order.tickets.map((ticket) => {
    const status = taken.get(ticket.id)
    const listed = refundable?.find((one) => one.id === ticket.id)
    let refusal: NotRefundable | null = null
    if (ticket.refundedAt || status === 'succeeded') refusal = 'refunded'
    else if (status === 'pending') refusal = 'pending'
    else if (ticket.isCheckedIn || listed?.isCheckedIn) refusal = 'checked_in'
    else if (!ticket.isValid || (refundable && !listed)) refusal = 'invalid'
    return { ticket, refusal }
  })
}

const sum = (values: readonly string[]) => values.reduce((total, value) => add(total, parseDecimal(value) ?? ZERO), ZERO)

/** The buyer's fees on top of the tickets: platform fee, payment fee and its BTW. */
export const orderFees = (order: Pick<PlanOrder, 'platformFee' | 'paymentFee' | 'paymentFeeBtw'>) =>
  toFixedDecimal(sum([order.platformFee, order.paymentFee, order.paymentFeeBtw]), 2)

/** The amount a refund of `chosen` returns now (null when nothing is chosen). */
export function plannedAmount(
  order: PlanOrder,
  refunds: readonly RefundView[],
  chosen: readonly number[],
  returnFee: boolean
): RefundAmount | null {
  if (chosen.length === 0) return null
  const choices = ticketChoices(order, refunds)
  // As the API counts them: a ticket refunded, being refunded, resold or passed on (invalid) is no longer the buyer's.
  const stillHeld = choices.filter((choice) => choice.refusal === null || choice.refusal === 'checked_in')
  return refundAmount({
    ticketPrices: choices.filter((choice) => chosen.includes(choice.ticket.id)).map((choice) => choice.ticket.purchasePrice),
    orderSubtotal: order.subtotal,
    orderFees: orderFees(order),
    feesReturned: toFixedDecimal(sum(refunds.filter(holdsTickets).map((refund) => refund.feeAmount)), 2),
    lastTickets: stillHeld.every((choice) => chosen.includes(choice.ticket.id)),
    returnFee,
  })
}
