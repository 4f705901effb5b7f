/*
 * The admin's side of Ticketswitch: every listing with its seller, buyer and payout, the platform's
 * figures, and marking a seller's payout paid once the event is over. Statuses and payout states come from the
 * stored columns as domain/ticketswitch.ts reads them (listingStatusOf); sums are exact (numeric in PostgreSQL).
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import TicketswitchListing from '#models/ticketswitch_listing'
import { DomainError } from '#exceptions/domain_error'
import { recordChange } from '#services/audit/audit_service'
import { likePattern, searchTerms } from '#services/catalogue/text_search'
import { rowLocking } from '#services/ticketswitch/row_locking'
import { queuePayoutPaidMessage } from '#services/ticketswitch/resale_messages'
import type { ListingStatus, PayoutStatus, TicketswitchSummary } from '#domain/ticketswitch'
import { payoutRefusal, type AdminListingSort } from '#domain/ticketswitch_admin'

/** The payout may be paid from here: the event's end, else its start (an undated draft never has listings). */
const PAYABLE_FROM = 'coalesce(events.end_date, events.start_date)'

const SORT_COLUMNS: Record<AdminListingSort, string> = {
  listedAt: 'ticketswitch_listings.listed_at',
  soldAt: 'ticketswitch_listings.sold_at',
  listingPrice: 'ticketswitch_listings.listing_price',
  payoutAmount: 'ticketswitch_listings.payout_amount',
  eventStartDate: 'events.start_date',
  payableFrom: PAYABLE_FROM,
}

/** Each status as SQL over the stored columns (the same reading as listingStatusOf). */
const STATUS_SQL: Record<ListingStatus, string> = {
  sold: 'ticketswitch_listings.is_sold',
  withdrawn: 'NOT ticketswitch_listings.is_active AND NOT ticketswitch_listings.is_sold',
  held: 'ticketswitch_listings.is_active AND ticketswitch_listings.held_until > now()',
  active: 'ticketswitch_listings.is_active AND (ticketswitch_listings.held_until IS NULL OR ticketswitch_listings.held_until <= now())',
}

/** What a search matches: event title, seller's and buyer's name, e-mail and phone, the resale order's number. */
const SEARCH_TEXT = `lower(concat_ws(' ', events.title, ticketswitch_listings.seller_name, ticketswitch_listings.seller_email,
  ticketswitch_listings.seller_phone, seller.first_name || ' ' || seller.last_name, seller.email, seller.phone,
  ticketswitch_listings.buyer_name, ticketswitch_listings.buyer_email, ticketswitch_listings.buyer_phone, sale.order_number))`

export interface AdminListingFilter {
  status?: ListingStatus
  payoutStatus?: PayoutStatus
  eventId?: number
  q?: string
}

export interface AdminListingQuery {
  page: number
  perPage: number
  sort: AdminListingSort
  order: 'asc' | 'desc'
  /** react-admin's getMany. */
  ids?: number[]
  filter: AdminListingFilter
}

/** A listing as read for the admin: the answer's fields with the instants as Dates and the flags for the status. */
export interface AdminListingRow {
  id: number
  ticketId: number
  eventId: number
  eventTitle: string
  eventStartDate: Date
  eventEndDate: Date | null
  payableFrom: Date
  organizerName: string
  ticketTypeName: string
  listingPrice: string
  originalPrice: string
  resaleFee: string
  payoutAmount: string
  payoutStatus: PayoutStatus
  payoutDetails: string | null
  payoutPaidAt: Date | null
  payoutPaidByName: string | null
  isSold: boolean
  isActive: boolean
  heldUntil: Date | null
  listedAt: Date
  soldAt: Date | null
  withdrawnAt: Date | null
  sellerName: string | null
  sellerEmail: string | null
  sellerPhone: string | null
  buyerName: string | null
  buyerEmail: string | null
  buyerPhone: string | null
  orderId: number | null
  orderNumber: string | null
  newTicketId: number | null
}

function joined() {
  return db
    .from('ticketswitch_listings')
    .join('events', 'events.id', 'ticketswitch_listings.event_id')
    .leftJoin('users as seller', 'seller.id', 'ticketswitch_listings.seller_user_id')
    .leftJoin('orders as sale', 'sale.id', 'ticketswitch_listings.order_id')
}

function matching(query: AdminListingQuery) {
  const base = joined()
  const { filter } = query
  if (query.ids) base.whereIn('ticketswitch_listings.id', query.ids)
  if (filter.status) base.whereRaw(STATUS_SQL[filter.status])
  if (filter.payoutStatus) base.where('ticketswitch_listings.payout_status', filter.payoutStatus)
  if (filter.eventId) base.where('ticketswitch_listings.event_id', filter.eventId)
  const q = filter.q?.trim()
  if (q) base.where((search) => searchTerms(q).forEach((term) => search.orWhereRaw(`${SEARCH_TEXT} LIKE ?`, [likePattern(term)])))
  return base
}

const nameOf = (alias: string) => `nullif(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), '')`

function withColumns(query: DatabaseQueryBuilderContract) {
  return query
    .join('ticket_types', 'ticket_types.id', 'ticketswitch_listings.ticket_type_id')
    .join('users as organizer', 'organizer.id', 'events.organizer_id')
    .leftJoin('users as payer', 'payer.id', 'ticketswitch_listings.payout_paid_by')
    .select(
      'ticketswitch_listings.id',
      'ticketswitch_listings.original_ticket_id as ticketId',
      'ticketswitch_listings.event_id as eventId',
      'events.title as eventTitle',
      'events.start_date as eventStartDate',
      'events.end_date as eventEndDate',
      db.raw(`${PAYABLE_FROM} AS "payableFrom"`),
      db.raw(`coalesce(nullif(organizer.organization_name, ''), ${nameOf('organizer')}, organizer.email) AS "organizerName"`),
      'ticket_types.name as ticketTypeName',
      'ticketswitch_listings.listing_price as listingPrice',
      'ticketswitch_listings.original_price as originalPrice',
      'ticketswitch_listings.resale_fee as resaleFee',
      'ticketswitch_listings.payout_amount as payoutAmount',
      'ticketswitch_listings.payout_status as payoutStatus',
      'ticketswitch_listings.payout_details as payoutDetails',
      'ticketswitch_listings.payout_paid_at as payoutPaidAt',
      db.raw(`${nameOf('payer')} AS "payoutPaidByName"`),
      'ticketswitch_listings.is_sold as isSold',
      'ticketswitch_listings.is_active as isActive',
      'ticketswitch_listings.held_until as heldUntil',
      'ticketswitch_listings.listed_at as listedAt',
      'ticketswitch_listings.sold_at as soldAt',
      'ticketswitch_listings.withdrawn_at as withdrawnAt',
      db.raw(`coalesce(nullif(ticketswitch_listings.seller_name, ''), ${nameOf('seller')}) AS "sellerName"`),
      db.raw('coalesce(ticketswitch_listings.seller_email, seller.email) AS "sellerEmail"'),
      db.raw('coalesce(ticketswitch_listings.seller_phone, seller.phone) AS "sellerPhone"'),
      db.raw('coalesce(ticketswitch_listings.buyer_name, sale.buyer_name) AS "buyerName"'),
      db.raw('coalesce(ticketswitch_listings.buyer_email, sale.buyer_email) AS "buyerEmail"'),
      db.raw('coalesce(ticketswitch_listings.buyer_phone, sale.buyer_phone) AS "buyerPhone"'),
      'ticketswitch_listings.order_id as orderId',
      'sale.order_number as orderNumber',
      'ticketswitch_listings.new_ticket_id as newTicketId'
    )
}

/** GET /api/admin/ticketswitch/listings: react-admin's list, newest first unless sorted otherwise. */
export async function listListings(query: AdminListingQuery): Promise<{ rows: AdminListingRow[]; total: number }> {
  const [countRow, rows] = await Promise.all([
    matching(query).count('* as total').first(),
    withColumns(matching(query))
      .orderByRaw(`${SORT_COLUMNS[query.sort]} ${query.order} NULLS LAST`)
      .orderBy('ticketswitch_listings.id', query.order)
      .offset((query.page - 1) * query.perPage)
      .limit(query.perPage),
  ])
  return { rows: rows as AdminListingRow[], total: Number(countRow?.total ?? 0) }
}

/** GET /api/admin/ticketswitch/listings/{id} */
export async function showListing(id: number | null): Promise<AdminListingRow> {
  const row = id === null ? null : await withColumns(joined()).where('ticketswitch_listings.id', id).first()
  if (!row) throw new DomainError('TICKETSWITCH_LISTING_NOT_FOUND')
  return row as AdminListingRow
}

/** GET /api/admin/ticketswitch/summary: counts per status and the money, summed in the database (exact). */
export async function ticketswitchSummary(): Promise<TicketswitchSummary> {
  const money = (sql: string, when: string) => `coalesce(sum(${sql}) FILTER (WHERE ${when}), 0)::numeric(14, 2)::text`
  const row = await db
    .from('ticketswitch_listings')
    .join('events', 'events.id', 'ticketswitch_listings.event_id')
    .select(
      ...(Object.entries(STATUS_SQL) as [ListingStatus, string][]).map(([status, sql]) =>
        db.raw(`count(*) FILTER (WHERE ${sql})::int AS "${status}"`)
      ),
      db.raw(`${money('ticketswitch_listings.listing_price', 'ticketswitch_listings.is_sold')} AS "resaleVolume"`),
      db.raw(`${money('ticketswitch_listings.resale_fee', 'ticketswitch_listings.is_sold')} AS "resaleFees"`),
      db.raw(`${money('ticketswitch_listings.payout_amount', "ticketswitch_listings.payout_status = 'owed'")} AS "payoutsOwed"`),
      db.raw(
        `${money('ticketswitch_listings.payout_amount', `ticketswitch_listings.payout_status = 'owed' AND ${PAYABLE_FROM} <= now()`)} AS "payoutsPayableNow"`
      ),
      db.raw(`${money('ticketswitch_listings.payout_amount', "ticketswitch_listings.payout_status = 'paid'")} AS "payoutsPaid"`)
    )
    .first()
  return row as TicketswitchSummary
}

export interface PayoutInput {
  /** The bank or Uni5Pay+ transfer's reference, kept with the audit trace. */
  reference?: string | null
}

/**
 * POST /api/admin/ticketswitch/listings/{id}/payout: the platform paid the seller. Under the listing's row lock:
 * only an owed payout, only after the event (its end, else its start); the same call twice at once → one 409. Audited,
 * and the seller is told (with the transfer's reference when given).
 */
export async function markPayoutPaid(
  id: number | null,
  input: PayoutInput,
  actor: { id: number; ipAddress?: string | null }
): Promise<AdminListingRow> {
  if (id === null) throw new DomainError('TICKETSWITCH_LISTING_NOT_FOUND')
  await db.transaction(async (trx) => {
    const query = TicketswitchListing.query({ client: trx }).where('id', id)
    const listing = await (rowLocking() ? query.forUpdate() : query).first()
    if (!listing) throw new DomainError('TICKETSWITCH_LISTING_NOT_FOUND')
    const event = await trx
      .from('events')
      .where('id', listing.eventId)
      .select(db.raw(`${PAYABLE_FROM} AS "payableFrom"`))
      .first()
    const refusal = payoutRefusal({ payoutStatus: listing.payoutStatus, payableFrom: event.payableFrom })
    if (refusal) throw new DomainError(refusal)
    const before = { payoutStatus: listing.payoutStatus, payoutPaidAt: null, payoutAmount: listing.payoutAmount }
    listing.merge({ payoutStatus: 'paid', payoutPaidAt: DateTime.now(), payoutPaidBy: actor.id })
    await listing.save()
    // The seller hears of it by their contact method once this commits.
    await queuePayoutPaidMessage(listing, input.reference?.trim() || null, trx)
    await recordChange(trx, {
      actorId: actor.id,
      entityType: 'ticketswitch_listing',
      entityId: listing.id,
      action: 'payout',
      before,
      after: { payoutStatus: 'paid', payoutPaidAt: listing.payoutPaidAt!.toISO(), payoutAmount: listing.payoutAmount },
      reason: input.reference?.trim() || null,
      ipAddress: actor.ipAddress,
    })
  })
  return showListing(id)
}
