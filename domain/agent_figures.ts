/*
 * What agents collected, earned and owe ("Settlement" and "Figures"), as the API computes it
 * (api/services/agents/) and the back office shows it (pages/agent-dashboard, resources/agent-settlements).
 * Money is an SRD decimal string with two decimals, exact to the cent; days are Suriname calendar days.
 *
 * - Sold: an order with channel 'agent' of the agent, status paid or free, not refundRequired; its moment is
 *   paidAt (createdAt when missing). revenue = Σ order total: what the buyers handed the agent.
 * - Commission: the ledger (agent_commissions): Σ commission_amount, a reversal's negative amount included, so a
 *   cancelled sale earns nothing. The rate is the one fixed at the time of sale, rounded half up to cents there.
 * - Balance per agent and organizer = Σ ledger sale_total − Σ ledger commission_amount − Σ settlements:
 *   what the agent still owes the organizer; negative means the organizer was paid more than owed.
 * - An agent_loket_medewerker sees the figures of their own sales only and no money owed or earned
 *   (commission, balances): a cashier at a ticket point sells, the agent and their manager settle.
 * No framework imports: Node and browsers alike.
 */
import { compare, parseDecimal, toFixedDecimal } from './exact_decimal.js'

export const AGENT_STATS_DAYS = 30
export const AGENT_PAYMENT_METHODS = ['cash', 'pin'] as const
export type AgentPaymentMethod = (typeof AGENT_PAYMENT_METHODS)[number]

/** The largest settlement one entry may record (decimal(12,2) holds more; this catches a typo of extra digits). */
export const MAX_SETTLEMENT_AMOUNT = '1000000.00'
export const SETTLEMENT_REFERENCE_MAX_LENGTH = 200

export type SettlementAmountProblem = 'invalid' | 'notPositive' | 'tooManyDecimals' | 'tooLarge'

/**
 * A settlement amount as typed ('125', '125.5', '1250.75', 125.5): exact, above zero, at most two decimals and at
 * most MAX_SETTLEMENT_AMOUNT. Returns the amount with two decimals, or what is wrong with it.
 */
export function settlementAmount(raw: unknown): { amount: string } | { problem: SettlementAmountProblem } {
  const text = typeof raw === 'string' ? raw.trim().replace(',', '.') : raw
  const value = parseDecimal(text)
  if (!value || (typeof text === 'string' && /e/i.test(text))) return { problem: 'invalid' }
  if (compare(value, { n: 0n, d: 1n }) <= 0) return { problem: 'notPositive' }
  if ((value.n * 100n) % value.d !== 0n) return { problem: 'tooManyDecimals' }
  if (compare(value, parseDecimal(MAX_SETTLEMENT_AMOUNT)!) > 0) return { problem: 'tooLarge' }
  return { amount: toFixedDecimal(value, 2) }
}

/** Whether a balance means the organizer received more than owed (shown as such, never hidden). */
export function isOverpaid(balance: string): boolean {
  const value = parseDecimal(balance)
  return !!value && value.n < 0n
}

/** One agent and organizer: what was collected, earned, paid and is still owed. */
export interface AgentBalance {
  agentId: number
  agentName: string
  organizerId: number
  organizerName: string
  /** The partnership's status now (approved or terminated: a terminated partner may still owe). */
  partnershipStatus: string
  commissionPercentage: string
  /** Σ ledger sale_total (reversals included). */
  collected: string
  /** Σ ledger commission_amount (reversals included). */
  commission: string
  /** Σ settlements. */
  settled: string
  /** collected − commission − settled. */
  balance: string
  lastSettledOn: string | null
}

export interface AgentSettlementRecord {
  id: number
  agentId: number
  agentName: string
  organizerId: number
  organizerName: string
  amount: string
  settledOn: string
  reference: string | null
  recordedBy: number | null
  recordedByName: string | null
  createdAt: string
}

export interface AgentPeriodFigures {
  tickets: number
  orders: number
  revenue: string
}

export const AGENT_PERIODS = ['today', 'last7Days', 'last30Days', 'total'] as const
export type AgentPeriod = (typeof AGENT_PERIODS)[number]

export interface AgentDaySales {
  date: string
  tickets: number
  revenue: string
}

export interface AgentStats {
  agentId: number
  timeZone: string
  today: string
  /** Set when the figures are one seller's own sales (an agent_loket_medewerker). */
  sellerId: number | null
  periods: Record<AgentPeriod, AgentPeriodFigures>
  byPaymentMethod: (AgentPeriodFigures & { paymentMethod: string })[]
  salesByDay: AgentDaySales[]
  /** Null for a seller's own view. */
  commissionEarned: string | null
  /** Σ balances over organizers; null for a seller's own view. */
  owedBalance: string | null
  partneredOrganizers: number
  balances: AgentBalance[] | null
}

export interface AgentTransaction {
  id: number
  orderNumber: string
  eventId: number
  eventTitle: string
  organizerId: number
  sellerId: number | null
  sellerName: string | null
  buyerName: string
  paymentMethod: string | null
  status: string
  tickets: number
  total: string
  commission: string | null
  soldAt: string
}

export interface AgentCategorySales {
  categoryId: number | null
  categoryName: string | null
  orders: number
  tickets: number
  revenue: string
  commission: string | null
}

export interface AgentSellableTicketType {
  id: number
  name: string
  price: string
  remaining: number
}

export interface AgentSellableEvent {
  id: number
  title: string
  startDate: string | null
  organizerId: number
  organizerName: string
  commissionPercentage: string
  ticketTypes: AgentSellableTicketType[]
}
