/*
 * Ticketswitch for sellers and browsers (rules and contract: domain/ticketswitch.ts): what a holder may
 * sell, listing a ticket, withdrawing it, and what is for sale. A listing is made with the ticket's row locked, as a
 * scan locks it (api/services/check_ins/scanned_ticket.ts), so a ticket is never both listed and checked in; the
 * partial unique index of migration 0092 keeps one active listing per ticket whatever happens.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import TicketswitchListing from '#models/ticketswitch_listing'
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { fieldError, isUniqueViolation } from '#services/accounts/auth_service'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { hashDownloadToken } from '#services/tickets/ticket_delivery_service'
import { formatSrd } from '#domain/format'
import { rowLocking } from '#services/ticketswitch/row_locking'
import { priceCents } from '#domain/cart_total'
import {
  PAYOUT_DETAILS_MAX_LENGTH,
  listingPriceCents,
  listingStatusOf,
  resaleAmounts,
  type CreateListingRequest,
  type PublicListing,
  type PublicListingsAnswer,
  type SellableTicket,
  type SellerListing,
  type TicketswitchErrorCode,
} from '#domain/ticketswitch'

/** A stored listing's status now. */
export function statusOf(listing: TicketswitchListing) {
  return listingStatusOf({ isSold: listing.isSold, isActive: listing.isActive, heldUntil: listing.heldUntil?.toJSDate() ?? null })
}

/** Who asks: a signed-in holder, or a guest whose download link names their tickets. */
export interface Holder {
  user: Pick<User, 'id' | 'email' | 'isEmailVerified'> | null
  /** The ticket ids a guest's download token opens (null when signed in without one). */
  tokenTicketIds: number[] | null
}

const TOKEN_PATTERN = /^[0-9a-f]{64}$/i

/** The tickets an active, unexpired download token opens; a bad token is a 404 like /download's. */
async function ticketIdsOfToken(token: string): Promise<number[]> {
  if (!TOKEN_PATTERN.test(token)) throw new DomainError('DOWNLOAD_NOT_FOUND')
  const row = await db
    .from('download_tokens')
    .where('token', hashDownloadToken(token))
    .where('status', 'active')
    .where('expires_at', '>', new Date())
    .select('ticket_id', 'ticket_ids')
    .first()
  if (!row) throw new DomainError('DOWNLOAD_NOT_FOUND')
  const ids: number[] = Array.isArray(row.ticket_ids) ? row.ticket_ids : []
  return ids.length > 0 ? ids.map(Number) : row.ticket_id ? [Number(row.ticket_id)] : []
}

/** The holder of a request: a download token wins (a guest), else the signed-in user, else 401. */
export async function holderOf(viewer: User | null, downloadToken: string | null | undefined): Promise<Holder> {
  if (downloadToken) return { user: viewer, tokenTicketIds: await ticketIdsOfToken(downloadToken) }
  if (!viewer) throw new DomainError('UNAUTHENTICATED')
  return { user: viewer, tokenTicketIds: null }
}

/** A ticket with what decides whether it may be listed (t: tickets, o: its order, e: its event, tt: its type). */
interface TicketRow {
  id: number
  event_id: number
  ticket_type_id: number
  purchase_price: string
  is_valid: boolean
  is_checked_in: boolean
  transferred_to_ticketswitch: boolean
  order_status: string
  refund_required: boolean
  buyer_user_id: number | null
  buyer_email: string | null
  buyer_phone: string | null
  buyer_name: string
  contact_method: string
  language: string
  event_title: string
  start_date: Date
  ticketswitch_enabled: boolean
  ticket_type_name: string
  /** In a refund that is under way or done: its money goes (or went) back, so it is no longer the holder's to sell. */
  refunding: boolean
  listing_id: number | null
}

const TICKET_COLUMNS = `t.id, t.event_id, t.ticket_type_id, t.purchase_price, t.is_valid, t.is_checked_in, t.transferred_to_ticketswitch,
  o.status::text AS order_status, o.refund_required, o.buyer_user_id, o.buyer_email, o.buyer_phone, o.buyer_name,
  o.contact_method::text AS contact_method, o.language, e.title AS event_title, e.start_date, e.ticketswitch_enabled,
  tt.name AS ticket_type_name,
  EXISTS (SELECT 1 FROM refund_tickets rt WHERE rt.ticket_id = t.id AND rt.active) AS refunding`

const TICKET_FROM = `tickets t JOIN orders o ON o.id = t.order_id JOIN events e ON e.id = t.event_id
  JOIN ticket_types tt ON tt.id = t.ticket_type_id`

/**
 * Whether the holder may sell this ticket: theirs by account (as My tickets says: bought signed in or claimed,
 * ticket_details.ts whereOrderOfBuyer) or by the token's list.
 */
function holds(holder: Holder, row: TicketRow): boolean {
  if (holder.tokenTicketIds) return holder.tokenTicketIds.includes(row.id)
  return row.buyer_user_id === holder.user!.id
}

/** Why this ticket cannot be listed now, or null. In the order a holder would want to hear it. */
function refusalOf(row: TicketRow, now: Date): TicketswitchErrorCode | null {
  if (
    row.transferred_to_ticketswitch ||
    !row.is_valid ||
    !['paid', 'free'].includes(row.order_status) ||
    row.refund_required ||
    row.refunding
  )
    return 'TICKETSWITCH_TICKET_NOT_VALID'
  if (row.is_checked_in) return 'TICKETSWITCH_CHECKED_IN'
  if (row.start_date.getTime() <= now.getTime()) return 'TICKETSWITCH_EVENT_STARTED'
  if (!row.ticketswitch_enabled) return 'TICKETSWITCH_DISABLED'
  if (row.listing_id !== null) return 'TICKETSWITCH_ALREADY_LISTED'
  return null
}

function sellerListing(listing: TicketswitchListing, event: { title: string; startDate: Date }, ticketTypeName: string): SellerListing {
  return {
    id: listing.id,
    ticketId: listing.originalTicketId,
    eventId: listing.eventId,
    eventTitle: event.title,
    eventStartDate: event.startDate.toISOString(),
    ticketTypeName,
    listingPrice: listing.listingPrice,
    originalPrice: listing.originalPrice,
    status: statusOf(listing),
    payoutAmount: listing.payoutAmount,
    resaleFee: listing.resaleFee,
    payoutStatus: listing.payoutStatus,
    listedAt: listing.listedAt.toISO()!,
    soldAt: listing.soldAt?.toISO() ?? null,
  }
}

/** One listing as its seller sees it (with its event and type). */
async function sellerListingById(id: number, client?: TransactionClientContract): Promise<SellerListing> {
  const listing = await TicketswitchListing.query({ client }).where('id', id).firstOrFail()
  const row = await (client ?? db)
    .from('events as e')
    .join('ticket_types as tt', 'tt.event_id', 'e.id')
    .where('e.id', listing.eventId)
    .where('tt.id', listing.ticketTypeId)
    .select('e.title', 'e.start_date', 'tt.name')
    .firstOrFail()
  return sellerListing(listing, { title: row.title, startDate: row.start_date }, row.name)
}

/** The holder's tickets for the sell form, and their listings (GET /api/ticketswitch/my-tickets). */
export async function sellableTickets(holder: Holder) {
  const where = holder.tokenTicketIds
    ? { sql: 't.id = ANY(CAST(? AS int[]))', bindings: [`{${holder.tokenTicketIds.join(',')}}`] }
    : {
        sql: `(o.buyer_user_id = ? OR (? AND o.buyer_email = ?))`,
        bindings: [holder.user!.id, holder.user!.isEmailVerified, holder.user!.email.trim().toLowerCase()],
      }
  const rows: (TicketRow & { listing_id: number | null })[] = (
    await db.rawQuery(
      `SELECT ${TICKET_COLUMNS}, (SELECT l.id FROM ticketswitch_listings l WHERE l.original_ticket_id = t.id AND l.is_active) AS listing_id
       FROM ${TICKET_FROM}
       WHERE ${where.sql} AND o.status IN ('paid', 'free') AND (e.end_date IS NULL OR e.end_date > now() OR t.transferred_to_ticketswitch)
       ORDER BY e.start_date, t.id`,
      where.bindings
    )
  ).rows
  const now = new Date()
  const tickets: SellableTicket[] = rows
    .filter((row) => !row.transferred_to_ticketswitch)
    .map((row) => ({
      ticketId: row.id,
      eventId: row.event_id,
      eventTitle: row.event_title,
      eventStartDate: row.start_date.toISOString(),
      ticketTypeName: row.ticket_type_name,
      purchasePrice: row.purchase_price,
      refusal: refusalOf(row, now),
      listingId: row.listing_id,
    }))
  const ticketIds = rows.map((row) => row.id)
  const listings = ticketIds.length
    ? await TicketswitchListing.query().whereIn('original_ticket_id', ticketIds).orderBy('listed_at', 'desc').orderBy('id', 'desc')
    : []
  const byTicket = new Map(rows.map((row) => [row.id, row]))
  const settings = await getPlatformSettings()
  return {
    data: tickets,
    listings: listings.map((listing) => {
      const row = byTicket.get(listing.originalTicketId)!
      return sellerListing(listing, { title: row.event_title, startDate: row.start_date }, row.ticket_type_name)
    }),
    resaleFeePercentage: Number(settings.ticketswitchFeePercentage).toFixed(2),
  }
}

/** The seller's price in cents, checked against the cap (the ticket price they paid). */
function checkedPrice(input: CreateListingRequest, cap: string): number {
  const cents = listingPriceCents(input.listingPrice)
  if (cents === null) throw fieldError('listingPrice', 'TICKETSWITCH_PRICE_INVALID')
  if (cents > priceCents(cap)) {
    throw new DomainError('TICKETSWITCH_PRICE_ABOVE', {
      params: { cap: formatSrd(cap) },
      field: 'listingPrice',
      details: { maxPrice: cap },
    })
  }
  return cents
}

/** POST /api/ticketswitch/listings: the holder lists one of their tickets. */
export async function createListing(holder: Holder, input: CreateListingRequest): Promise<SellerListing> {
  const settings = await getPlatformSettings()
  const listingId = await db.transaction(async (trx) => {
    // The ticket's row only (a scan locks the same row first): whichever comes second sees the other.
    const locked = await trx.rawQuery(`SELECT t.id FROM tickets t WHERE t.id = ? ${rowLocking() ? 'FOR UPDATE' : ''}`, [input.ticketId])
    if (locked.rows.length === 0) throw new DomainError('TICKETSWITCH_TICKET_NOT_FOUND')
    const row: TicketRow = (
      await trx.rawQuery(
        `SELECT ${TICKET_COLUMNS}, (SELECT l.id FROM ticketswitch_listings l WHERE l.original_ticket_id = t.id AND l.is_active) AS listing_id
         FROM ${TICKET_FROM} WHERE t.id = ?`,
        [input.ticketId]
      )
    ).rows[0]
    if (!holds(holder, row)) throw new DomainError('TICKETSWITCH_NOT_YOURS')
    const refusal = refusalOf(row, new Date())
    if (refusal) throw new DomainError(refusal)
    const cents = checkedPrice(input, row.purchase_price)
    const payoutDetails = input.payoutDetails?.trim() || null
    if (cents > 0 && !payoutDetails) {
      throw fieldError('payoutDetails', 'TICKETSWITCH_PAYOUT_DETAILS_REQUIRED')
    }
    const amounts = resaleAmounts(cents, settings.ticketswitchFeePercentage)
    try {
      const listing = await TicketswitchListing.create(
        {
          originalTicketId: row.id,
          eventId: row.event_id,
          ticketTypeId: row.ticket_type_id,
          sellerUserId: holder.tokenTicketIds ? null : holder.user!.id,
          sellerEmail: row.buyer_email,
          sellerPhone: row.buyer_phone,
          sellerName: row.buyer_name,
          sellerContactMethod: row.contact_method as TicketswitchListing['sellerContactMethod'],
          sellerLanguage: row.language as TicketswitchListing['sellerLanguage'],
          originalPrice: row.purchase_price,
          ...amounts,
          payoutDetails: payoutDetails?.slice(0, PAYOUT_DETAILS_MAX_LENGTH) ?? null,
          payoutStatus: 'none',
          isSold: false,
          isActive: true,
          listedAt: DateTime.now(),
        },
        { client: trx }
      )
      return listing.id
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('TICKETSWITCH_ALREADY_LISTED')
      throw error
    }
  })
  return sellerListingById(listingId)
}

/** The listing if this holder listed it (by account, or a token naming its ticket); else 404 (no telling whose). */
async function ownListing(holder: Holder, id: number, trx: TransactionClientContract): Promise<TicketswitchListing> {
  const listing = await TicketswitchListing.query({ client: trx }).where('id', id).forUpdate().first()
  if (!listing) throw new DomainError('TICKETSWITCH_LISTING_NOT_FOUND')
  const mine = holder.tokenTicketIds
    ? holder.tokenTicketIds.includes(listing.originalTicketId)
    : listing.sellerUserId === holder.user!.id ||
      (holder.user!.isEmailVerified && listing.sellerEmail === holder.user!.email.trim().toLowerCase())
  if (!mine) throw new DomainError('TICKETSWITCH_LISTING_NOT_FOUND')
  return listing
}

/**
 * DELETE /api/ticketswitch/listings/{id}: the seller takes it off, unless a buyer holds it (in checkout or paying):
 * the listing's row lock decides between a withdrawal and a buyer's hold or payment, so never both.
 */
export async function withdrawListing(holder: Holder, id: number): Promise<SellerListing> {
  await db.transaction(async (trx) => {
    const listing = await ownListing(holder, id, trx)
    const status = statusOf(listing)
    if (status === 'sold' || status === 'withdrawn') throw new DomainError('TICKETSWITCH_LISTING_UNAVAILABLE')
    if (status === 'held') throw new DomainError('TICKETSWITCH_LISTING_HELD')
    listing.useTransaction(trx)
    listing.merge({ isActive: false, withdrawnAt: DateTime.now(), heldBySession: null, heldUntil: null })
    await listing.save()
  })
  return sellerListingById(id)
}

/**
 * The organizer cancelled the event: nothing is for sale any more, and no payout is owed for what sold —
 * the seller's own order and the buyer's resale order are both refunded (refundRequired), so a payout would pay twice.
 */
export async function closeListingsOfCancelledEvent(eventId: number, trx: TransactionClientContract): Promise<void> {
  const now = new Date()
  await trx
    .from('ticketswitch_listings')
    .where('event_id', eventId)
    .where('is_active', true)
    .update({ is_active: false, withdrawn_at: now, held_by_session: null, held_until: null, updated_at: now })
  await trx
    .from('ticketswitch_listings')
    .where('event_id', eventId)
    .where('payout_status', 'owed')
    .update({ payout_status: 'none', updated_at: now })
}

/**
 * What is for sale now, the one rule of the page, its filter and the event page's count: active and not held, of a
 * published, not cancelled event with resale on that has not started. `l` is ticketswitch_listings, `e` its event.
 */
const FOR_SALE = `l.is_active AND (l.held_until IS NULL OR l.held_until <= now())
  AND e.is_published AND e.cancelled_at IS NULL AND e.ticketswitch_enabled AND e.start_date > now()`

/** At most this many listings per answer (the soonest events first, the cheapest first within one). */
const LISTINGS_PER_PAGE = 500

/** GET /api/ticketswitch/listings?eventId=: listings for sale now, and every event that has some (the filter). */
export async function publicListings(eventId: number | null): Promise<PublicListingsAnswer> {
  const [listings, events, settings] = await Promise.all([
    db.rawQuery(
      `SELECT l.id, l.event_id, e.title, e.start_date, v.name AS venue_name, tt.name AS ticket_type_name, l.listing_price,
              l.original_price, l.listed_at
       FROM ticketswitch_listings l
       JOIN events e ON e.id = l.event_id
       JOIN ticket_types tt ON tt.id = l.ticket_type_id
       LEFT JOIN venues v ON v.id = e.venue_id
       WHERE ${FOR_SALE} ${eventId === null ? '' : 'AND l.event_id = ?'}
       ORDER BY e.start_date, e.id, l.listing_price, l.listed_at, l.id
       LIMIT ${LISTINGS_PER_PAGE}`,
      eventId === null ? [] : [eventId]
    ),
    db.rawQuery(
      `SELECT e.id, e.title, e.start_date, count(*)::int AS listings
       FROM ticketswitch_listings l JOIN events e ON e.id = l.event_id
       WHERE ${FOR_SALE}
       GROUP BY e.id ORDER BY e.start_date, e.id`
    ),
    getPlatformSettings(),
  ])
  return {
    data: listings.rows.map((row: any): PublicListing => ({
      id: row.id,
      eventId: row.event_id,
      eventTitle: row.title,
      eventStartDate: row.start_date.toISOString(),
      venueName: row.venue_name,
      ticketTypeName: row.ticket_type_name,
      listingPrice: row.listing_price,
      originalPrice: row.original_price,
      listedAt: row.listed_at.toISOString(),
    })),
    events: events.rows.map((row: any) => ({
      id: row.id,
      title: row.title,
      startDate: row.start_date.toISOString(),
      listings: row.listings,
    })),
    resaleFeePercentage: Number(settings.ticketswitchFeePercentage).toFixed(2),
  }
}

/** How many of an event's listings are for sale now (the event page's link). */
export async function listingCountOf(eventId: number): Promise<number> {
  const result = await db.rawQuery(
    `SELECT count(*)::int AS n FROM ticketswitch_listings l JOIN events e ON e.id = l.event_id WHERE l.event_id = ? AND ${FOR_SALE}`,
    [eventId]
  )
  return result.rows[0].n
}

export { sellerListingById }
