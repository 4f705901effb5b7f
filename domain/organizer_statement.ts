/*
 * What the platform owes an organizer (GET /api/organizers/{id}/statement) and what it paid out, as the API computes
 * it (api/services/payouts/) and the back office shows it (resources/payouts). The rules, in full: docs/payouts.md.
 *
 * Money is an SRD decimal string with two decimals, exact to the cent (summed as integer cents here). Per order sold
 * through a channel (Ticketswitch resales are not the organizer's money and never count):
 *   gross        = the ticket price paid (the order's subtotal), counted when the money was taken (paidAt);
 *   discounts    = what discount codes took off those orders' ticket prices (already out of gross; shown, not subtracted);
 *   fees         = the buyer's fees on top (platform fee and payment fee with its btw): the platform's, never owed;
 *   refunds      = ticket money paid back to buyers, counted when it went back;
 *   refundsDue   = ticket money of paid orders that must still go back (refundRequired): held back;
 *   commissions  = what agents keep of their sales (the commission ledger, reversals included);
 *   net          = gross − refunds − refundsDue − commissions: the organizer's ticket revenue.
 * Where that net is: online money was collected by the platform (Mollie, Uni5Pay+) and is owed by it
 * (`owedByPlatform`); the loket's cash and pin are already with the organizer's own counter (`heldByOrganizer`); an
 * agent holds what they sold until they settle with the organizer (`heldByAgents`). Refunds of a sale are paid from
 * where its money is. So net = owedByPlatform + heldByOrganizer + heldByAgents, and the balance the platform still
 * has to pay = Σ owedByPlatform (all time) − Σ payouts.
 * No framework imports: Node and browsers alike.
 */
import { formatUnits, parseDecimal, roundToUnits } from './exact_decimal.js'

/** The statement's channel split: online per provider, the loket per payment method, the agents. */
export const STATEMENT_CHANNELS = ['online_mollie', 'online_uni5pay', 'loket_cash', 'loket_pin', 'agent'] as const
export type StatementChannel = (typeof STATEMENT_CHANNELS)[number]

/** Who holds the money of a channel: the platform owes it, the organizer's loket has it, an agent owes it. */
export type MoneyHolder = 'platform' | 'organizer' | 'agents'

export function holderOf(channel: StatementChannel): MoneyHolder {
  if (channel === 'online_mollie' || channel === 'online_uni5pay') return 'platform'
  return channel === 'agent' ? 'agents' : 'organizer'
}

export function isStatementChannel(value: unknown): value is StatementChannel {
  return typeof value === 'string' && (STATEMENT_CHANNELS as readonly string[]).includes(value)
}

/** The largest payout one entry may record (numeric(12,2) holds more; this catches a typo of extra digits). */
export const MAX_PAYOUT_AMOUNT = '10000000.00'
export const PAYOUT_REFERENCE_MAX_LENGTH = 200
export const PAYOUT_NOTE_MAX_LENGTH = 1000

export interface StatementFees {
  /** The platform fee buyers paid on top (the fee settings' percentage + fixed). */
  platform: string
  /** The payment fee with its btw. */
  payment: string
  total: string
}

export interface StatementFigures {
  /** Orders whose money was taken in the period. */
  orders: number
  gross: string
  /** What discount codes took off the ticket prices of these orders (gross is after it). */
  discounts: string
  fees: StatementFees
  refunds: string
  /** The buyer's fees returned with refunds: borne by the platform, never the organizer's. */
  refundedFees: string
  refundsDue: string
  commissions: string
  net: string
  owedByPlatform: string
  heldByOrganizer: string
  heldByAgents: string
}

export interface StatementChannelLine extends StatementFigures {
  channel: StatementChannel
  holder: MoneyHolder
}

export interface StatementEventLine extends StatementFigures {
  eventId: number
  title: string
  startDate: string | null
}

/** One payout as the API answers it. */
export interface PayoutView {
  id: number
  organizerId: number
  amount: string
  currency: string
  reference: string
  note: string | null
  /** What was owed up to this moment is what the payout settled. */
  coversUntil: string
  paidAt: string
  paidBy: { id: number; name: string } | null
}

export interface OrganizerStatement {
  organizerId: number
  organizerName: string
  currency: string
  /** The period as asked, Suriname calendar days, both included; null = open-ended. */
  from: string | null
  to: string | null
  generatedAt: string
  total: StatementFigures
  /** Every channel, in STATEMENT_CHANNELS order (zeros where nothing happened). */
  channels: StatementChannelLine[]
  /** Every event with money in the period, soonest start first. */
  events: StatementEventLine[]
  /** Payouts made in the period, newest first, and their sum. */
  payouts: PayoutView[]
  paidOut: string
  /** All time, now: what the platform owed, paid out, and still owes (negative: paid more than owed). */
  owedToDate: string
  paidOutToDate: string
  balance: string
  lastPaidAt: string | null
}

/** Per (event, channel): the sums the database gives, in cents. */
export interface StatementSums {
  eventId: number
  channel: StatementChannel
  orders: number
  gross: bigint
  discounts: bigint
  platformFees: bigint
  paymentFees: bigint
  refunds: bigint
  refundedFees: bigint
  refundsDue: bigint
  commissions: bigint
}

/** '12.50' → 1250n (rounded half up to cents); anything else is a bug in the caller. */
export function toCents(amount: unknown): bigint {
  const value = parseDecimal(amount ?? 0)
  if (!value) throw new RangeError(`not an amount: ${String(amount)}`)
  return roundToUnits(value, 2)
}

export const fromCents = (cents: bigint): string => formatUnits(cents, 2)

interface Totals {
  orders: number
  gross: bigint
  discounts: bigint
  platformFees: bigint
  paymentFees: bigint
  refunds: bigint
  refundedFees: bigint
  refundsDue: bigint
  commissions: bigint
  owedByPlatform: bigint
  heldByOrganizer: bigint
  heldByAgents: bigint
}

const emptyTotals = (): Totals => ({
  orders: 0,
  gross: 0n,
  discounts: 0n,
  platformFees: 0n,
  paymentFees: 0n,
  refunds: 0n,
  refundedFees: 0n,
  refundsDue: 0n,
  commissions: 0n,
  owedByPlatform: 0n,
  heldByOrganizer: 0n,
  heldByAgents: 0n,
})

function addSums(totals: Totals, sums: StatementSums): void {
  totals.orders += sums.orders
  totals.gross += sums.gross
  totals.discounts += sums.discounts
  totals.platformFees += sums.platformFees
  totals.paymentFees += sums.paymentFees
  totals.refunds += sums.refunds
  totals.refundedFees += sums.refundedFees
  totals.refundsDue += sums.refundsDue
  totals.commissions += sums.commissions
  const net = sums.gross - sums.refunds - sums.refundsDue - sums.commissions
  const holder = holderOf(sums.channel)
  if (holder === 'platform') totals.owedByPlatform += net
  else if (holder === 'organizer') totals.heldByOrganizer += net
  else totals.heldByAgents += net
}

function figuresOf(totals: Totals): StatementFigures {
  return {
    orders: totals.orders,
    gross: fromCents(totals.gross),
    discounts: fromCents(totals.discounts),
    fees: {
      platform: fromCents(totals.platformFees),
      payment: fromCents(totals.paymentFees),
      total: fromCents(totals.platformFees + totals.paymentFees),
    },
    refunds: fromCents(totals.refunds),
    refundedFees: fromCents(totals.refundedFees),
    refundsDue: fromCents(totals.refundsDue),
    commissions: fromCents(totals.commissions),
    net: fromCents(totals.gross - totals.refunds - totals.refundsDue - totals.commissions),
    owedByPlatform: fromCents(totals.owedByPlatform),
    heldByOrganizer: fromCents(totals.heldByOrganizer),
    heldByAgents: fromCents(totals.heldByAgents),
  }
}

/** The statement's figures from the per-(event, channel) sums: in total, per channel and per event. */
export function statementFigures(sums: readonly StatementSums[]): {
  total: StatementFigures
  channels: Record<StatementChannel, StatementFigures>
  events: Map<number, StatementFigures>
} {
  const total = emptyTotals()
  const channels = new Map<StatementChannel, Totals>(STATEMENT_CHANNELS.map((channel) => [channel, emptyTotals()]))
  const events = new Map<number, Totals>()
  for (const part of sums) {
    addSums(total, part)
    addSums(channels.get(part.channel)!, part)
    if (!events.has(part.eventId)) events.set(part.eventId, emptyTotals())
    addSums(events.get(part.eventId)!, part)
  }
  return {
    total: figuresOf(total),
    channels: Object.fromEntries(STATEMENT_CHANNELS.map((channel) => [channel, figuresOf(channels.get(channel)!)])) as Record<
      StatementChannel,
      StatementFigures
    >,
    events: new Map([...events].map(([id, totals]) => [id, figuresOf(totals)])),
  }
}

/** The admin's payouts list: one row per organizer (its id is the organizer's). */
export interface OrganizerPayoutRow {
  id: number
  organizerId: number
  organizerName: string
  email: string
  owedToDate: string
  paidOutToDate: string
  balance: string
  lastPaidAt: string | null
  lastPaidAmount: string | null
}

/** The list's sort fields (GET /api/admin/payouts?sort=). */
export const ADMIN_PAYOUT_SORTS = ['balance', 'organizerName', 'owedToDate', 'paidOutToDate', 'lastPaidAt'] as const
export type AdminPayoutSort = (typeof ADMIN_PAYOUT_SORTS)[number]

export type PayoutAmountProblem = 'invalid' | 'notPositive' | 'tooManyDecimals' | 'tooLarge'

/**
 * A payout amount as typed ('1250', '1250,5', 1250.75): exact, above zero, at most two decimals and at most
 * MAX_PAYOUT_AMOUNT. Returns the amount with two decimals, or what is wrong with it.
 */
export function payoutAmount(raw: unknown): { amount: string } | { problem: PayoutAmountProblem } {
  const text = typeof raw === 'string' ? raw.trim().replace(',', '.') : raw
  if (typeof text === 'string' && /e/i.test(text)) return { problem: 'invalid' }
  const value = parseDecimal(text)
  if (!value) return { problem: 'invalid' }
  if (value.n <= 0n) return { problem: 'notPositive' }
  if ((value.n * 100n) % value.d !== 0n) return { problem: 'tooManyDecimals' }
  if (roundToUnits(value, 2) > toCents(MAX_PAYOUT_AMOUNT)) return { problem: 'tooLarge' }
  return { amount: formatUnits(roundToUnits(value, 2), 2) }
}
