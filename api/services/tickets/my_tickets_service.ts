/*
 * My tickets (/user-dashboard): the signed-in buyer's own tickets with what the page offers per
 * order (resend by e-mail or WhatsApp), and resending itself. Whose order it is: ticket_details.ts
 * (whereOrderOfBuyer); someone else's order is answered as not found.
 */
import db from '@adonisjs/lucid/services/db'
import type Order from '#models/order'
import { DomainError } from '#exceptions/domain_error'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { hit } from '#services/accounts/rate_limits'
import ticketDelivery, { type DeliveryChannel } from '#services/tickets/ticket_delivery_service'
import {
  ISSUED_ORDER_STATUSES,
  orderOfBuyer,
  ticketDetailsOfBuyer,
  type TicketDetails,
  type TicketOwner,
} from '#services/tickets/ticket_details'

/** Where a resend of this order may go: the order's own address and number, WhatsApp only while it is on. */
export interface ResendTargets {
  email: string | null
  whatsapp: string | null
}

function resendTargets(order: Pick<TicketDetails, 'buyerEmail' | 'buyerPhone'>, whatsappEnabled: boolean): ResendTargets {
  return {
    email: order.buyerEmail || null,
    whatsapp: whatsappEnabled ? order.buyerPhone || null : null,
  }
}

async function whatsappEnabled(): Promise<boolean> {
  return (await getPlatformSettings()).whatsappFeatures.checkoutEnabled
}

/** Where an order's tickets may be sent again now (the organizer's order page shows the buttons from it). */
export async function resendTargetsOf(order: Pick<TicketDetails, 'buyerEmail' | 'buyerPhone'>): Promise<ResendTargets> {
  return resendTargets(order, await whatsappEnabled())
}

/** A ticket the buyer sold on Ticketswitch: when, what the seller gets, and when that is paid (after the event). */
export interface ResoldTicket {
  soldAt: string | null
  payoutAmount: string
  /** 'owed' until the platform pays it, then 'paid' ('none' for a ticket given away for 0). */
  payoutStatus: 'none' | 'owed' | 'paid'
  payoutPaidAt: string | null
  /** The payout is made once the event is over: its end, else its start. */
  payableFrom: string
}

export interface MyTicket extends TicketDetails {
  resendTo: ResendTargets
  /** Its active Ticketswitch listing, so the page says it is for sale; null when not listed. */
  ticketswitchListingId: number | null
  /** Sold on Ticketswitch (then void): the seller still sees it, with the payout; null otherwise. */
  resale: ResoldTicket | null
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/** The sold Ticketswitch listings of these tickets, by the ticket sold. */
async function soldListings(ticketIds: number[]): Promise<Map<number, ResoldTicket>> {
  if (ticketIds.length === 0) return new Map()
  const rows = await db
    .from('ticketswitch_listings')
    .join('events', 'events.id', 'ticketswitch_listings.event_id')
    .whereIn('ticketswitch_listings.original_ticket_id', ticketIds)
    .where('ticketswitch_listings.is_sold', true)
    .select(
      'ticketswitch_listings.original_ticket_id',
      'ticketswitch_listings.sold_at',
      'ticketswitch_listings.payout_amount',
      'ticketswitch_listings.payout_status',
      'ticketswitch_listings.payout_paid_at',
      db.raw('coalesce(events.end_date, events.start_date) AS payable_from')
    )
  return new Map(
    rows.map((row) => [
      row.original_ticket_id as number,
      {
        soldAt: iso(row.sold_at),
        payoutAmount: String(row.payout_amount),
        payoutStatus: row.payout_status,
        payoutPaidAt: iso(row.payout_paid_at),
        payableFrom: iso(row.payable_from)!,
      },
    ])
  )
}

/**
 * The buyer's valid tickets, the ones refunded to them (marked by refundedAt), the ones they passed on to a friend
 * (marked by transferredAt) and the ones they sold on Ticketswitch (marked by resale), newest first; a cancelled
 * ticket is no longer shown.
 */
export async function myTickets(user: TicketOwner): Promise<MyTicket[]> {
  const [tickets, whatsapp] = await Promise.all([ticketDetailsOfBuyer(user), whatsappEnabled()])
  const resold = await soldListings(tickets.filter((ticket) => !ticket.isValid).map((ticket) => ticket.id))
  const shown = tickets.filter((ticket) => ticket.isValid || ticket.refundedAt !== null || ticket.transferredAt || resold.has(ticket.id))
  const valid = shown.filter((ticket) => ticket.isValid)
  const listed = valid.length
    ? await db
        .from('ticketswitch_listings')
        .whereIn(
          'original_ticket_id',
          valid.map((ticket) => ticket.id)
        )
        .where('is_active', true)
        .select('id', 'original_ticket_id')
    : []
  const listingOf = new Map(listed.map((row) => [row.original_ticket_id as number, row.id as number]))
  return shown.map((ticket) => ({
    ...ticket,
    resendTo: resendTargets(ticket, whatsapp),
    ticketswitchListingId: listingOf.get(ticket.id) ?? null,
    resale: ticket.isValid ? null : (resold.get(ticket.id) ?? null),
  }))
}

/**
 * Sends one of the buyer's orders again on one channel. Limited like the other resends: 3 per order and
 * channel and 10 per account per hour (rate_limits.ts), counted before anything is sent.
 */
export async function resendMyOrder(user: TicketOwner, orderNumber: string, channel: DeliveryChannel): Promise<{ sentTo: string }> {
  const order = await orderOfBuyer(user, orderNumber)
  if (!order) throw new DomainError('ORDER_STATUS_NOT_FOUND')
  return resendOrderTickets(order, channel, async () => {
    await hit('ticketResendPerAccount', user.id)
    await hit('ticketResendPerOrder', order.id, channel)
  })
}

/**
 * Sends an issued order's tickets again on one channel, to the order's own address or number (My tickets and
 * the organizer's order page). `countLimits` runs after the checks and before anything is sent: the caller's
 * rate limits. An order without valid tickets is answered as not found.
 */
export async function resendOrderTickets(
  order: Order,
  channel: DeliveryChannel,
  countLimits: () => Promise<void>
): Promise<{ sentTo: string }> {
  if (!ISSUED_ORDER_STATUSES.includes(order.status)) throw new DomainError('ORDER_WITHOUT_TICKETS')
  const target = resendTargets(order, await whatsappEnabled())[channel]
  if (!target) {
    throw new DomainError(channel === 'email' ? 'ORDER_HAS_NO_EMAIL' : 'ORDER_HAS_NO_WHATSAPP')
  }
  await countLimits()
  const outcome = await ticketDelivery.resendOrder(order.id, channel)
  if (outcome === 'not-issued') throw new DomainError('ORDER_WITHOUT_TICKETS')
  return { sentTo: target }
}
