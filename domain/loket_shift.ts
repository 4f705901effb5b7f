/*
 * Cash shifts at the loket: the rules of a shift's money, pure and shared by the API (which computes
 * and freezes the report) and the back office (which shows the difference live while the seller counts).
 *
 * The cash rule. expected cash = opening float + cash sales − cash refunds, where, over the orders of THIS shift
 * (orders.loket_shift_id, channel 'loket') paid in cash (payment_method 'cash'):
 *   - cash sales   = Σ total of every order whose money was taken: status paid, free, cancelled or refunded with
 *                    paid_at set (a counter sale is paid on the spot; pending or expired orders took no money);
 *   - cash refunds = Σ total of those orders that are cancelled or refunded when the shift closes: the seller gave
 *                    the money back from the drawer. A refund after closing is not this drawer's: the closed shift
 *                    is frozen and that refund goes through the organizer's refund queue.
 * Pin payments never touch the drawer; they are reported per method alongside cash.
 */
import { add, compare, formatUnits, parseDecimal, roundToUnits, ZERO, type Fraction } from './exact_decimal.js'

export const SHIFT_PAYMENT_METHODS = ['cash', 'pin'] as const
export type ShiftPaymentMethod = (typeof SHIFT_PAYMENT_METHODS)[number]

/** decimal(12, 2): 10 digits before the point. */
export const SHIFT_MONEY_MAX_INTEGER_DIGITS = 10
export const NOTE_MAX_LENGTH = 1000

/** Order statuses whose money was taken at the counter, and those of them whose money went back. */
const TAKEN_STATUSES = new Set(['paid', 'free', 'cancelled', 'refunded'])
const GIVEN_BACK_STATUSES = new Set(['cancelled', 'refunded'])

export type MoneyProblem = 'notANumber' | 'negative' | 'tooManyDecimals' | 'tooLarge'

/** A cash amount as typed ('150', '150,50', 150.5) as the exact text the database keeps ('150.50'), or null. */
export function moneyText(value: unknown): string | null {
  return moneyProblem(value) ? null : formatUnits(roundToUnits(parseDecimal(normalized(value))!, 2), 2)
}

function normalized(value: unknown): unknown {
  return typeof value === 'string' ? value.trim().replace(',', '.') : value
}

/** Why a counted or float amount cannot be taken, or null when it can: at least 0, at most 2 decimals. */
export function moneyProblem(value: unknown): MoneyProblem | null {
  const text = normalized(value)
  if (typeof text === 'number' && !Number.isFinite(text)) return 'notANumber'
  const shown = typeof text === 'number' ? String(text) : text
  if (typeof shown !== 'string') return 'notANumber'
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(shown)
  if (!match) return 'notANumber'
  const [, minus, whole, fraction = ''] = match
  if (minus && !/^0*$/.test(whole + fraction)) return 'negative'
  if (fraction.replace(/0+$/, '').length > 2) return 'tooManyDecimals'
  if (whole.replace(/^0+(?=\d)/, '').length > SHIFT_MONEY_MAX_INTEGER_DIGITS) return 'tooLarge'
  return null
}

/** One order of the shift as the report reads it, with its tickets. */
export interface ShiftOrder {
  paymentMethod: string | null
  status: string
  /** paid_at is set: the money was taken. */
  paid: boolean
  total: string
  /**
   * What went back of it by refunds counted in this shift (a cash or pin refund of part or all of it); absent when the
   * order has no such refunds (an order marked refunded as a whole gives back its total).
   */
  refundedAmount?: string
  tickets: ShiftTicket[]
}

export interface ShiftTicket {
  ticketTypeId: number
  ticketTypeName: string
  eventId: number
  eventTitle: string
  purchasePrice: string
  /** Refunded on its own: it no longer stands, though its order may. */
  refunded?: boolean
}

/** Per payment method: what was taken (orders, tickets, amount) and what of it went back. */
export interface PaymentMethodLine {
  method: string
  orders: number
  tickets: number
  amount: string
  refundedOrders: number
  refundedAmount: string
  /** amount − refundedAmount: what stays. */
  netAmount: string
}

/** Per ticket type: the tickets of orders that stand at closing (not cancelled or refunded). */
export interface TicketTypeLine {
  ticketTypeId: number
  ticketTypeName: string
  eventId: number
  eventTitle: string
  tickets: number
  amount: string
}

/** A shift's figures: live while open, frozen into loket_shifts.report at closing. */
export interface ShiftTotals {
  openingFloat: string
  cashSales: string
  cashRefunds: string
  expectedCash: string
  paymentMethods: PaymentMethodLine[]
  ticketTypes: TicketTypeLine[]
  /** The orders and tickets that stand, and their amount, over every method. */
  orders: number
  tickets: number
  amount: string
}

const money = (value: Fraction) => formatUnits(roundToUnits(value, 2), 2)
const exact = (text: string) => parseDecimal(text) ?? ZERO
const minus = (a: Fraction, b: Fraction): Fraction => add(a, { n: -b.n, d: b.d })

interface Tally {
  orders: number
  tickets: number
  amount: Fraction
  refundedOrders: number
  refundedAmount: Fraction
}

/** The shift's figures from its orders (any order; those that took no money are left out here). */
export function shiftTotals(openingFloat: string, orders: readonly ShiftOrder[]): ShiftTotals {
  const methods = new Map<string, Tally>(SHIFT_PAYMENT_METHODS.map((method) => [method, emptyTally()]))
  const types = new Map<number, TicketTypeLine & { sum: Fraction }>()
  let standingOrders = 0
  let standingTickets = 0
  let standingAmount = ZERO
  for (const order of orders) {
    if (!order.paid || !TAKEN_STATUSES.has(order.status)) continue
    const method = order.paymentMethod ?? 'onbekend'
    const tally = methods.get(method) ?? emptyTally()
    methods.set(method, tally)
    tally.orders += 1
    tally.tickets += order.tickets.length
    tally.amount = add(tally.amount, exact(order.total))
    const refunded = order.refundedAmount === undefined ? null : exact(order.refundedAmount)
    if (GIVEN_BACK_STATUSES.has(order.status)) {
      tally.refundedOrders += 1
      tally.refundedAmount = add(tally.refundedAmount, order.status === 'refunded' && refunded ? refunded : exact(order.total))
      continue
    }
    // Part of a standing order went back: its refunded tickets and their money no longer stand.
    const standing = order.tickets.filter((ticket) => !ticket.refunded)
    if (refunded) tally.refundedAmount = add(tally.refundedAmount, refunded)
    standingOrders += 1
    standingTickets += standing.length
    standingAmount = add(standingAmount, refunded ? minus(exact(order.total), refunded) : exact(order.total))
    for (const ticket of standing) {
      const line = types.get(ticket.ticketTypeId) ?? { ...ticketTypeOf(ticket), tickets: 0, amount: '0.00', sum: ZERO }
      line.tickets += 1
      line.sum = add(line.sum, exact(ticket.purchasePrice))
      types.set(ticket.ticketTypeId, line)
    }
  }
  const cash = methods.get('cash')!
  const float = exact(openingFloat)
  return {
    openingFloat: money(float),
    cashSales: money(cash.amount),
    cashRefunds: money(cash.refundedAmount),
    expectedCash: money(minus(add(float, cash.amount), cash.refundedAmount)),
    paymentMethods: [...methods].map(([method, tally]) => ({
      method,
      orders: tally.orders,
      tickets: tally.tickets,
      amount: money(tally.amount),
      refundedOrders: tally.refundedOrders,
      refundedAmount: money(tally.refundedAmount),
      netAmount: money(minus(tally.amount, tally.refundedAmount)),
    })),
    ticketTypes: [...types.values()]
      .sort(
        (a, b) =>
          a.eventTitle.localeCompare(b.eventTitle) || a.ticketTypeName.localeCompare(b.ticketTypeName) || a.ticketTypeId - b.ticketTypeId
      )
      .map(({ sum, ...line }) => ({ ...line, amount: money(sum) })),
    orders: standingOrders,
    tickets: standingTickets,
    amount: money(standingAmount),
  }
}

function emptyTally(): Tally {
  return { orders: 0, tickets: 0, amount: ZERO, refundedOrders: 0, refundedAmount: ZERO }
}

function ticketTypeOf(ticket: ShiftTicket) {
  return {
    ticketTypeId: ticket.ticketTypeId,
    ticketTypeName: ticket.ticketTypeName,
    eventId: ticket.eventId,
    eventTitle: ticket.eventTitle,
  }
}

/** counted − expected, exact, as '±0.00' text ('-5.00' = short); null when counted is not a valid amount. */
export function cashDifference(counted: unknown, expected: string): string | null {
  const text = moneyText(counted)
  return text === null ? null : money(minus(exact(text), exact(expected)))
}

/** A difference other than zero needs the seller's explanation. */
export function noteRequired(difference: string): boolean {
  return compare(exact(difference), ZERO) !== 0
}

/** The closing report stored in loket_shifts.report: the totals at closing plus who, when and the count. */
export interface ShiftReport extends ShiftTotals {
  reportNumber: number
  shiftId: number
  organizerId: number
  seller: { id: number; name: string }
  closedBy: { id: number; name: string }
  openedAt: string
  closedAt: string
  countedCash: string
  difference: string
  note: string | null
}

/** A shift as the API answers and the back office reads it (amounts as '0.00' strings, instants ISO). */
export interface LoketShiftRecord {
  id: number
  organizerId: number
  sellerId: number
  sellerName: string
  status: 'open' | 'closed'
  openedAt: string
  openingFloat: string
  closedAt: string | null
  closedBy: number | null
  closedByName: string | null
  countedCash: string | null
  expectedCash: string | null
  difference: string | null
  note: string | null
  reportNumber: number | null
  /** The frozen report (closed), the running totals (open, one shift), or null (open, in a list). */
  totals: ShiftTotals | ShiftReport | null
}
