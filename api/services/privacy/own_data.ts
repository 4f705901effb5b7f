/*
 * Everything an account holds, as the JSON documents of 'Mijn gegevens downloaden' (GDPR access): the account without
 * its password hash, tokens and codes; the orders and tickets the person bought (also as a guest with their verified
 * address) and the tickets passed on to them; likes, reviews written, the whole activity log, contact messages sent
 * from their verified address, Ticketswitch listings and, for staff, who they work for.
 */
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { ticketDetailsOfBuyer, whereOrderOfBuyer } from '#services/tickets/ticket_details'

type Rows = Record<string, unknown>[]

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null))

function isoFields<T extends Record<string, unknown>>(row: T): T {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, iso(value)])) as T
}

async function ordersOf(user: User): Promise<Rows> {
  const rows = await whereOrderOfBuyer(db.from('orders'), user)
    .join('events', 'events.id', 'orders.event_id')
    .select(
      'orders.order_number as orderNumber',
      'events.title as event',
      'events.start_date as eventStart',
      'orders.status',
      'orders.channel',
      'orders.buyer_name as buyerName',
      'orders.buyer_email as buyerEmail',
      'orders.buyer_phone as buyerPhone',
      'orders.contact_method as contactMethod',
      'orders.language',
      'orders.lines',
      'orders.subtotal',
      'orders.platform_fee as platformFee',
      'orders.payment_fee as paymentFee',
      'orders.payment_fee_btw as paymentFeeBtw',
      'orders.total',
      'orders.currency',
      'orders.payment_provider as paymentProvider',
      'orders.payment_method as paymentMethod',
      'orders.invoice_number as invoiceNumber',
      'orders.created_at as createdAt',
      'orders.paid_at as paidAt',
      'orders.refunded_at as refundedAt',
      'orders.cancelled_at as cancelledAt'
    )
    .orderBy('orders.created_at', 'desc')
  return rows.map(isoFields)
}

async function ticketsOf(user: User): Promise<Rows> {
  const tickets = await ticketDetailsOfBuyer(user)
  return tickets.map((ticket) => ({
    orderNumber: ticket.orderNumber,
    event: ticket.eventTitle,
    startDate: ticket.startDate.toISO(),
    venue: ticket.venueName,
    ticketType: ticket.ticketTypeName,
    price: ticket.price,
    holderName: ticket.buyerName,
    holderEmail: ticket.buyerEmail,
    holderPhone: ticket.buyerPhone,
    qrCode: ticket.qrCode,
    isValid: ticket.isValid,
    isCheckedIn: ticket.isCheckedIn,
    purchaseDate: ticket.purchaseDate.toISO(),
    refundedAt: ticket.refundedAt?.toISO() ?? null,
    transferredAt: ticket.transferredAt?.toISO() ?? null,
    transferredTo: ticket.transferredTo,
    passedOnToMe: ticket.transferredFromTicketId !== null,
  }))
}

async function likesOf(userId: number): Promise<Rows> {
  const rows = await db
    .from('likes')
    .leftJoin('events', (join) => join.on('events.id', 'likes.target_id').andOnVal('likes.target_type', 'event'))
    .leftJoin('venues', (join) => join.on('venues.id', 'likes.target_id').andOnVal('likes.target_type', 'venue'))
    .leftJoin('users as organizers', (join) => join.on('organizers.id', 'likes.target_id').andOnVal('likes.target_type', 'organizer'))
    .where('likes.user_id', userId)
    .select(
      'likes.target_type as type',
      'likes.target_id as id',
      db.raw(
        `coalesce(events.title, venues.name, organizers.organization_name,
          nullif(concat_ws(' ', organizers.first_name, organizers.last_name), '')) AS name`
      ),
      'likes.created_at as createdAt'
    )
    .orderBy('likes.created_at', 'desc')
  return rows.map(isoFields)
}

async function reviewsOf(userId: number): Promise<Rows> {
  const rows = await db
    .from('reviews')
    .where('reviewer_id', userId)
    .select(
      'review_type as type',
      'event_id as eventId',
      'venue_id as venueId',
      'organizer_id as organizerId',
      'rating',
      'comment',
      'is_anonymous as isAnonymous',
      'review_status as status',
      'response_text as response',
      'created_at as createdAt'
    )
    .orderBy('created_at', 'desc')
  return rows.map(isoFields)
}

async function activityOf(userId: number): Promise<Rows> {
  const rows = await db
    .from('user_activity_logs')
    .where('user_id', userId)
    .select(
      'action',
      'entity_type as entityType',
      'entity_id as entityId',
      'metadata',
      'ip_address as network',
      'user_agent as userAgent',
      'created_at as createdAt'
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
  return rows.map(isoFields)
}

async function contactMessagesOf(user: User): Promise<Rows> {
  if (!user.isEmailVerified) return []
  const rows = await db
    .from('contact_messages')
    .whereRaw('lower(email) = ?', [user.email.trim().toLowerCase()])
    .select(
      'target_type as to',
      'venue_id as venueId',
      'organizer_id as organizerId',
      'first_name as firstName',
      'last_name as lastName',
      'email',
      'phone',
      'subject',
      'message',
      'created_at as createdAt'
    )
    .orderBy('created_at', 'desc')
  return rows.map(isoFields)
}

async function ticketswitchOf(userId: number): Promise<Rows> {
  const rows = await db
    .from('ticketswitch_listings')
    .join('events', 'events.id', 'ticketswitch_listings.event_id')
    .where('ticketswitch_listings.seller_user_id', userId)
    .select(
      'events.title as event',
      'ticketswitch_listings.listing_price as listingPrice',
      'ticketswitch_listings.payout_amount as payoutAmount',
      'ticketswitch_listings.payout_status as payoutStatus',
      'ticketswitch_listings.seller_name as sellerName',
      'ticketswitch_listings.seller_email as sellerEmail',
      'ticketswitch_listings.seller_phone as sellerPhone',
      'ticketswitch_listings.is_active as isActive',
      'ticketswitch_listings.is_sold as isSold',
      'ticketswitch_listings.listed_at as listedAt',
      'ticketswitch_listings.sold_at as soldAt'
    )
    .orderBy('ticketswitch_listings.listed_at', 'desc')
  return rows.map(isoFields)
}

/** Staff: the organizer or agent they work for and their access (empty for everyone else). */
async function teamOf(user: User): Promise<Rows> {
  const employerId = user.managerForOrganizerId ?? user.createdByOrganizerId ?? user.managerForAgentId ?? user.createdByAgentId
  if (!employerId) return []
  const employer = await db.from('users').where('id', employerId).select('organization_name', 'first_name', 'last_name').first()
  return [
    {
      employer: employer?.organization_name || [employer?.first_name, employer?.last_name].filter(Boolean).join(' ') || null,
      role: user.role,
      teamAccessLevel: user.teamAccessLevel,
      loketPermissions: user.loketPermissions,
      assignedEvents: user.loketAssignedEvents.length ? user.loketAssignedEvents : user.agentAssignedEvents,
    },
  ]
}

/** The person's data, file name → document. */
export async function collectOwnData(user: User): Promise<Record<string, unknown>> {
  const account = user.serialize()
  const [orders, tickets, likes, reviews, activity, contactMessages, ticketswitch, team] = await Promise.all([
    ordersOf(user),
    ticketsOf(user),
    likesOf(user.id),
    reviewsOf(user.id),
    activityOf(user.id),
    contactMessagesOf(user),
    ticketswitchOf(user.id),
    teamOf(user),
  ])
  return {
    'account.json': account,
    'orders.json': orders,
    'tickets.json': tickets,
    'likes.json': likes,
    'reviews.json': reviews,
    'activity.json': activity,
    'contact_messages.json': contactMessages,
    'ticketswitch.json': ticketswitch,
    'team.json': team,
  }
}
