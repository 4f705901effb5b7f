/*
 * The organizer dashboard's figures (GET /api/organizers/{id}/stats) as they travel: computed by
 * api/services/organizers/organizer_stats_service.ts, shown by backoffice/src/pages/organizer-dashboard/. Money is an SRD
 * decimal string with two decimals ('1250.00'), exact to the cent; days are Suriname calendar days.
 *
 * What counts as sold: an order with status paid or free (tickets issued) that does not have to be paid back
 * (refundRequired). Its moment of sale is paidAt (createdAt when missing).
 *
 * Money: the buyer pays the fees on top of the tickets (domain/fees.ts: total = subtotal + platform fee +
 * payment fee + btw on the payment fee). So for the organizer
 *   grossRevenue = Σ order total (what buyers paid, fees included),
 *   platformFees = Σ platform fee, paymentFees = Σ (payment fee + its btw),
 *   netRevenue   = grossRevenue − platformFees − paymentFees = Σ subtotal: the ticket revenue that is theirs.
 * Per day, per event and per channel `revenue` is that net (ticket) revenue.
 */
import type { SaleChannel } from './sale_channel.js'

export const STATS_DAYS = 30

export interface OrganizerKpis {
  ticketsSoldToday: number
  ticketsSoldLast7Days: number
  ticketsSoldTotal: number
  ordersTotal: number
  grossRevenue: string
  platformFees: string
  paymentFees: string
  netRevenue: string
  /** Sold tickets scanned at the door. */
  checkedIn: number
  /** Published events that have not ended. */
  upcomingEvents: number
}

export interface DaySales {
  /** yyyy-mm-dd in Suriname time. */
  date: string
  tickets: number
  revenue: string
}

/** cancelled: called off; draft: not published; ended: published and over; published: on the storefront and not over. */
export type OrganizerEventStatus = 'draft' | 'published' | 'ended' | 'cancelled'

export interface EventSales {
  id: number
  title: string
  /** null for a draft that has no dates yet. */
  startDate: string | null
  endDate: string | null
  status: OrganizerEventStatus
  sold: number
  /** Σ maxQuantity of the event's ticket types. */
  capacity: number
  checkedIn: number
  revenue: string
}

export interface ChannelSales {
  channel: SaleChannel
  orders: number
  tickets: number
  revenue: string
}

export interface OrganizerStats {
  organizerId: number
  timeZone: string
  /** Suriname's today, the last day of salesByDay. */
  today: string
  kpis: OrganizerKpis
  /** The last STATS_DAYS days, oldest first, days without sales as 0. */
  salesByDay: DaySales[]
  /** Every event of the organizer, soonest start first. */
  events: EventSales[]
  /** Every channel, in SALE_CHANNELS order (0 where nothing was sold). */
  channels: ChannelSales[]
}

export function organizerEventStatus(
  event: { isPublished: boolean; endDate: Date | null; cancelledAt?: Date | null },
  now: Date = new Date()
): OrganizerEventStatus {
  if (event.cancelledAt) return 'cancelled'
  if (!event.isPublished || !event.endDate) return 'draft'
  return event.endDate.getTime() < now.getTime() ? 'ended' : 'published'
}

/** Sold share of capacity, 0..100 (0 for no capacity), for the bars. */
export function soldPercent(sold: number, capacity: number): number {
  if (capacity <= 0) return 0
  return Math.min(100, Math.round((sold / capacity) * 100))
}
