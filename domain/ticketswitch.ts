/*
 * Ticketswitch: resale at face value with a fresh QR code. The contract between the API
 * (api/services/ticketswitch/), the storefront (/ticketswitch, the checkout, My tickets, /download) and the back office
 * (admin listings and payouts, the organizer's switch per event). Pure: no I/O.
 *
 * The rules, as docs/ticketswitch.md says them:
 * - A holder lists a valid, not checked-in ticket of an event that has not started, for at most the ticket price they
 *   paid (purchasePrice; the service and payment fees of the first purchase do not count), one active listing per
 *   ticket, and only while the organizer allows resale for the event.
 * - A buyer holds a listing for 20 minutes (the checkout's hold), then buys it free or paid with the platform's usual
 *   buyer fees. On payment, in one transaction with the listing and the ticket locked: the old ticket becomes invalid
 *   and transferred, a new ticket with a new QR code is issued to the buyer, the listing is sold and the seller's
 *   payout (price minus the resale fee, to the cent) is owed, paid by the platform after the event.
 * - The seller may withdraw until a buyer holds the listing. A listed ticket cannot be checked in.
 *
 * Endpoints (answers carry `success: true`; errors the usual `{ success: false, error, message, code }` with TICKETSWITCH_ERROR_CODES):
 * - GET /api/ticketswitch/listings?eventId=  (public) → { data: PublicListing[], events } (PublicListingsAnswer)
 * - GET /api/ticketswitch/my-tickets[?downloadToken=]  (signed in, or a guest's download token)
 *     → { data: SellableTicket[], listings: SellerListing[], resaleFeePercentage: '5.00' }
 * - POST /api/ticketswitch/listings  CreateListingRequest → 201 { message: 'Je ticket staat op Ticketswitch.', data: SellerListing }
 * - DELETE /api/ticketswitch/listings/{id}[?downloadToken=] → { message: 'Je ticket is van Ticketswitch gehaald.', data: SellerListing }
 * - POST /api/tickets/reserve { listingId, sessionId, buyerEmail?, buyerPhone?, contactMethod? } → 201 { data: ListingHold }
 *   (the same session may hold it again; another's hold → 409 TICKETSWITCH_LISTING_HELD); DELETE /api/tickets/reserve/{sessionId}
 *   releases it like a ticket hold.
 * - POST /api/payments/create { listingId, sessionId, eventId, buyerInfo, paymentProvider, paymentMethod, language }
 *   (no `tickets`): the buyer pays listingPrice + the usual platform and payment fees; the answer as for new tickets.
 * - POST /api/tickets/purchase { listingId, sessionId, eventId, buyerInfo, language } for a listing priced 0.
 * - GET /api/events/{id} (public detail) carries `ticketswitchListings`: how many of its listings are for sale now.
 * - Admin: GET /api/admin/ticketswitch/listings (react-admin list: filter status, payoutStatus, eventId, q), GET …/{id},
 *   GET /api/admin/ticketswitch/summary (TicketswitchSummary), POST /api/admin/ticketswitch/listings/{id}/payout (marks paid).
 * - Organizer: events carry `ticketswitchEnabled` (create/update/show), default true.
 */
import { centsToAmount, priceCents } from './cart_total.js'
import { emailIdentityKey, phoneIdentityKey, type BuyerIdentity } from './buyer_identity.js'

/** How long a buyer holds a listing in checkout (the same 20 minutes as new tickets). */
export const LISTING_HOLD_MINUTES = 20

/** Longest payout instruction (bank account, Uni5Pay+ number, name) the seller leaves. */
export const PAYOUT_DETAILS_MAX_LENGTH = 200

/** The platform's share of a resale when the admin set none (platform_settings.ticketswitch_fee_percentage). */
export const DEFAULT_RESALE_FEE_PERCENTAGE = '5.00'

/**
 * Where a listing stands:
 * - active: for sale, nobody holds it;
 * - held: a buyer holds it in checkout (or is paying); the seller cannot withdraw now;
 * - sold: bought; the old ticket is invalid, the buyer has a new one;
 * - withdrawn: taken off by the seller (or the ticket could not be sold any more).
 */
export const LISTING_STATUSES = ['active', 'held', 'sold', 'withdrawn'] as const
export type ListingStatus = (typeof LISTING_STATUSES)[number]

/** The seller's money: none (free listing or not sold), owed (sold, paid after the event), paid (the admin paid it). */
export const PAYOUT_STATUSES = ['none', 'owed', 'paid'] as const
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number]

/** The error codes of the Ticketswitch endpoints; the API's table (api/exceptions/messages.ts) gives each its status and text. */
export const TICKETSWITCH_ERROR_CODES = [
  'TICKETSWITCH_TICKET_NOT_FOUND',
  'TICKETSWITCH_NOT_YOURS',
  'TICKETSWITCH_EVENT_STARTED',
  'TICKETSWITCH_DISABLED',
  'TICKETSWITCH_TICKET_NOT_VALID',
  'TICKETSWITCH_CHECKED_IN',
  'TICKETSWITCH_ALREADY_LISTED',
  'TICKETSWITCH_PRICE_ABOVE_CAP',
  'TICKETSWITCH_LISTING_NOT_FOUND',
  'TICKETSWITCH_LISTING_UNAVAILABLE',
  'TICKETSWITCH_LISTING_HELD',
  'TICKETSWITCH_OWN_LISTING',
  'TICKETSWITCH_PAYOUT_NOT_OWED',
  'TICKETSWITCH_PAYOUT_TOO_EARLY',
] as const

export type TicketswitchErrorCode = (typeof TICKETSWITCH_ERROR_CODES)[number]

export function isTicketswitchErrorCode(value: unknown): value is TicketswitchErrorCode {
  return typeof value === 'string' && (TICKETSWITCH_ERROR_CODES as readonly string[]).includes(value)
}

/** GET /api/ticketswitch/listings?eventId= (public): what is for sale. Only active listings of on-sale events. */
export interface PublicListing {
  id: number
  eventId: number
  eventTitle: string
  eventStartDate: string
  venueName: string | null
  ticketTypeName: string
  /** Decimal string, SRD ('150.00'). */
  listingPrice: string
  /** What the seller paid for it (the cap): buyers see they do not pay more than face value. */
  originalPrice: string
  listedAt: string
}

export interface PublicListingsAnswer {
  data: PublicListing[]
  /** Events with listings (for the filter), soonest first. */
  events: { id: number; title: string; startDate: string; listings: number }[]
  /** The platform's resale fee now (what a seller keeps: price minus this percentage), e.g. '5.00'. */
  resaleFeePercentage: string
}

/** POST /api/ticketswitch/listings: signed in (ticketId of one's own ticket) or a guest through a download token. */
export interface CreateListingRequest {
  ticketId: number
  /** The download link's token (/download?token=): a guest proves the ticket is theirs with it. */
  downloadToken?: string
  listingPrice: string | number
  /** Required when the price is above 0: where the platform pays the seller after the event. */
  payoutDetails?: string
}

/** A seller's listing (the answer of POST, and GET /api/ticketswitch/my-listings). */
export interface SellerListing {
  id: number
  ticketId: number
  eventId: number
  eventTitle: string
  eventStartDate: string
  ticketTypeName: string
  listingPrice: string
  originalPrice: string
  status: ListingStatus
  /** Price minus the resale fee: what the seller gets when it sells. */
  payoutAmount: string
  resaleFee: string
  payoutStatus: PayoutStatus
  listedAt: string
  soldAt: string | null
}

/** A holder's ticket as the sell form shows it (GET /api/ticketswitch/my-tickets, or ?downloadToken= for a guest). */
export interface SellableTicket {
  ticketId: number
  eventId: number
  eventTitle: string
  eventStartDate: string
  ticketTypeName: string
  /** The cap. */
  purchasePrice: string
  /** Null when it can be listed; else the error code that refuses it (TICKETSWITCH_ERROR_CODES). */
  refusal: TicketswitchErrorCode | null
  /** Its active listing, when listed. */
  listingId: number | null
}

/** The checkout's hold on a listing: POST /api/tickets/reserve { listingId, sessionId } answers this in `data`. */
export interface ListingHold {
  listingId: number
  sessionId: string
  expiresAt: string
  expiresInSeconds: number
}

/** The admin's row (GET /api/admin/ticketswitch/listings). */
export interface AdminListing extends SellerListing {
  sellerName: string | null
  sellerEmail: string | null
  sellerPhone: string | null
  payoutDetails: string | null
  buyerEmail: string | null
  buyerName: string | null
  orderNumber: string | null
  organizerName: string
  eventEndDate: string | null
  /** When the payout may be paid: after the event (its end, else its start). */
  payableFrom: string
  payoutPaidAt: string | null
}

/** Admin summary over all listings (GET /api/admin/ticketswitch/summary). */
export interface TicketswitchSummary {
  active: number
  held: number
  sold: number
  withdrawn: number
  /** Sum of sold listings' prices. */
  resaleVolume: string
  /** Sum of the resale fees kept by the platform. */
  resaleFees: string
  /** Sum of payouts owed (not yet paid), and of those payable now (event over). */
  payoutsOwed: string
  payoutsPayableNow: string
  payoutsPaid: string
}

/* ---------- rules ---------- */

/** A price typed by the seller as cents, or null when it is not an amount (at most two decimals, not negative). */
export function listingPriceCents(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim().replace(',', '.')
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null
  return priceCents(text)
}

/** The resale fee in cents: price × percentage, rounded half up to the cent; never above the price. */
export function resaleFeeCents(priceCents: number, percentage: string | number): number {
  const basisPoints = Math.round(Number(percentage) * 100)
  if (!Number.isFinite(basisPoints) || basisPoints <= 0 || priceCents <= 0) return 0
  // Integers only: price (cents) × basis points / 10,000, half up.
  const fee = Math.floor((priceCents * basisPoints + 5_000) / 10_000)
  return Math.min(fee, priceCents)
}

/** Price, fee and payout as decimal strings, exact: payout = price − fee. */
export function resaleAmounts(priceCents: number, percentage: string | number) {
  const fee = resaleFeeCents(priceCents, percentage)
  return { listingPrice: centsToAmount(priceCents), resaleFee: centsToAmount(fee), payoutAmount: centsToAmount(priceCents - fee) }
}

/** What the stored columns say about a listing (pass the fields: a model's columns are getters, not spreadable). */
export function listingStatusOf(
  listing: { isSold: boolean; isActive: boolean; heldUntil: Date | string | null },
  now: Date = new Date()
): ListingStatus {
  if (listing.isSold) return 'sold'
  if (!listing.isActive) return 'withdrawn'
  if (listing.heldUntil && new Date(listing.heldUntil).getTime() > now.getTime()) return 'held'
  return 'active'
}

/**
 * Whether a buyer is the listing's seller: the same account, or (signed out too) the e-mail address or phone number
 * the buyer gives is the seller's, by the same keys as the per-person limits (buyer_identity.ts). A signed-out seller
 * who gives someone else's address is not recognised: nothing ties them to the listing then.
 */
export function buyerIsSeller(
  seller: { userId: number | null; email: string | null; phone: string | null },
  buyer: Pick<BuyerIdentity, 'userId' | 'emailKeys' | 'phoneKeys'>
): boolean {
  if (seller.userId !== null && buyer.userId === seller.userId) return true
  if (seller.email && buyer.emailKeys.includes(emailIdentityKey(seller.email))) return true
  return Boolean(seller.phone && buyer.phoneKeys.includes(phoneIdentityKey(seller.phone)))
}
