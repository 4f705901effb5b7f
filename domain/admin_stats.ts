/*
 * The admin dashboard's platform figures (GET /api/admin/stats) as they travel: computed by
 * api/services/platform/admin_stats_service.ts, shown by backoffice/src/pages/dashboard/. Money is an SRD decimal string
 * with two decimals ('1250.00'), exact to the cent; days are Suriname (America/Paramaribo) calendar days.
 *
 * Sold and the money words are the organizer dashboard's (domain/organizer_stats.ts), over every organizer:
 * an order counts when it is paid or free and need not be paid back, on the Suriname day of paidAt (createdAt
 * when missing); gross = Σ order total (what buyers paid, fees included); platform fees = Σ platform fee
 * (what the platform earned); payment fees = Σ (payment fee + its btw). A refunded or refundRequired order's
 * fees are not earned. "Today" is Suriname's today, "last 7 / 30 days" the 7 / 30 Suriname days ending today.
 */
import type { SaleChannel } from './sale_channel.js'
import { USER_ROLES, normalizeRole } from './access.js'

export { STATS_DAYS } from './organizer_stats.js'

/** Roles as the new-users table lists them: 'Manager' and 'manager' are one role (domain/access.ts). */
export const STATS_ROLES = USER_ROLES.filter((role) => normalizeRole(role) === role)
export type StatsRole = (typeof STATS_ROLES)[number]

export interface PeriodSales {
  orders: number
  tickets: number
  gross: string
}

export interface FeeTotals {
  last30Days: string
  total: string
}

export interface NewUsers {
  role: StatsRole
  last7Days: number
  last30Days: number
}

export interface AdminDaySales {
  /** yyyy-mm-dd in Suriname time. */
  date: string
  tickets: number
  gross: string
}

export interface RecentOrder {
  id: number
  orderNumber: string
  eventId: number
  eventTitle: string
  buyerName: string
  total: string
  channel: SaleChannel
  /** paid or free. */
  status: string
  /** The moment of sale (paidAt, else createdAt), ISO. */
  soldAt: string
}

export interface AdminStats {
  timeZone: string
  /** Suriname's today, the last day of salesByDay. */
  today: string
  sales: { today: PeriodSales; last7Days: PeriodSales; last30Days: PeriodSales }
  platformFees: FeeTotals
  paymentFees: FeeTotals
  events: {
    /** Published, not ended, not cancelled (on the storefront now). */
    active: number
    /** Active and not yet started. */
    upcoming: number
  }
  /** Accounts created in the last 7 and 30 days, per role, in STATS_ROLES order (0 where none). */
  newUsers: NewUsers[]
  /** Every account created in those days, whatever its role. */
  newUsersTotal: { last7Days: number; last30Days: number }
  /** Venues waiting for an admin's decision (the approval queue). */
  venuesAwaitingApproval: number
  /** Orders marked refundRequired and not yet refunded, with what they total. */
  refunds: { orders: number; amount: string }
  /** The last STATS_DAYS days, oldest first, days without sales as 0. */
  salesByDay: AdminDaySales[]
  /** The 10 most recent sold orders, newest first. */
  recentOrders: RecentOrder[]
}

export const RECENT_ORDERS = 10
