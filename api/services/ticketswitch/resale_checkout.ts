/*
 * Buying a Ticketswitch listing through the same checkout as new tickets (rules: domain/ticketswitch.ts):
 * the hold (POST /api/tickets/reserve { listingId }), the pending order of a paid resale (POST /api/payments/create
 * { listingId }, then the provider), the free resale (POST /api/tickets/purchase { listingId }), and the transfer
 * itself when the payment is confirmed.
 *
 * Every step locks the listing's row first: a hold, a payment, a withdrawal and a settlement of the same listing
 * queue on it, so exactly one buyer gets it and a withdrawal and a sale never both happen. The transfer then locks
 * the original ticket's row (as a scan does): the old ticket becomes invalid and transferred, a new ticket with a new
 * QR code goes to the buyer's order, the listing is sold and the seller's payout owed — one transaction. Should the
 * listing be gone by the time a payment arrives (withdrawn after the buyer's hold lapsed), the order is marked for a
 * refund by hand, as a late payment for sold-out seats is (payment_service.ts); a refund and a ticket never both.
 */
import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import TicketswitchListing from '#models/ticketswitch_listing'
import Order from '#models/order'
import type User from '#models/user'
import Event from '#models/event'
import { DomainError } from '#exceptions/domain_error'
import { isUniqueViolation } from '#services/accounts/auth_service'
import paymentsConfig from '#config/payments'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { issueTickets, newOrderFields, prepareCheckout, type Buyer, type PurchaseRequest } from '#services/orders/order_placement'
import { assertPendingPaymentsAllowed, lockBuyingClient } from '#services/tickets/buying_limits'
import {
  assertMethodOffered,
  buyerFees,
  givePendingOrdersUp,
  startProviderCheckout,
  type PaymentRequest,
} from '#services/payments/provider_checkout'
import ticketDelivery from '#services/tickets/ticket_delivery_service'
import { queueSoldMessage } from '#services/ticketswitch/resale_messages'
import { rowLocking } from '#services/ticketswitch/row_locking'
import { LISTING_HOLD_MINUTES, buyerIsSeller, type ListingHold } from '#domain/ticketswitch'
import type { BuyerIdentity } from '#domain/buyer_identity'
import { statusOf } from '#services/ticketswitch/listing_service'
import type { FeeBreakdown } from '#domain/fees'
import { recordTransferEvent } from '#services/webhooks/webhook_events'

function lockedListing(listingId: number, trx: TransactionClientContract) {
  const query = TicketswitchListing.query({ client: trx }).where('id', listingId)
  return (rowLocking() ? query.forUpdate() : query).first()
}

/**
 * The listing, locked, when a buyer (this checkout session) may take it now; else the refusal. The buyer is the seller
 * when signed in as the seller's account or, at payment or a free purchase, when the address or number they give is
 * the seller's; a signed-out hold carries no buyer yet, so only the account is known there.
 */
async function lockBuyableListing(
  listingId: number,
  sessionId: string,
  viewer: User | null,
  trx: TransactionClientContract,
  buyer: BuyerIdentity | null = null
) {
  const listing = await lockedListing(listingId, trx)
  if (!listing) throw new DomainError('TICKETSWITCH_LISTING_NOT_FOUND')
  const status = statusOf(listing)
  if (status === 'sold' || status === 'withdrawn') throw new DomainError('TICKETSWITCH_LISTING_UNAVAILABLE')
  if (status === 'held' && listing.heldBySession !== sessionId) throw new DomainError('TICKETSWITCH_LISTING_HELD')
  const event = await Event.query({ client: trx }).where('id', listing.eventId).firstOrFail()
  if (!event.isPublished || event.cancelledAt) throw new DomainError('TICKETSWITCH_LISTING_UNAVAILABLE')
  if (event.startDate <= DateTime.now()) throw new DomainError('TICKETSWITCH_EVENT_STARTED')
  if (!event.ticketswitchEnabled) throw new DomainError('TICKETSWITCH_DISABLED')
  const seller = { userId: listing.sellerUserId, email: listing.sellerEmail, phone: listing.sellerPhone }
  if (buyerIsSeller(seller, buyer ?? { userId: viewer?.id ?? null, emailKeys: [], phoneKeys: [] })) {
    throw new DomainError('TICKETSWITCH_OWN_LISTING')
  }
  return { listing, event }
}

function holdAnswer(listing: TicketswitchListing, sessionId: string): ListingHold {
  const expiresAt = listing.heldUntil!
  return {
    listingId: listing.id,
    sessionId,
    expiresAt: expiresAt.toISO()!,
    expiresInSeconds: Math.max(0, Math.floor(expiresAt.diffNow('seconds').seconds)),
  }
}

/** POST /api/tickets/reserve { listingId, sessionId }: this session holds the listing for 20 minutes (again). */
export async function holdListing(listingId: number, sessionId: string, viewer: User | null): Promise<ListingHold> {
  return db.transaction(async (trx) => {
    const { listing } = await lockBuyableListing(listingId, sessionId, viewer, trx)
    const until = DateTime.now().plus({ minutes: LISTING_HOLD_MINUTES })
    listing.useTransaction(trx)
    // A pending payment of this session keeps its longer hold.
    if (!listing.heldUntil || listing.heldBySession !== sessionId || listing.heldUntil < until) {
      listing.merge({ heldBySession: sessionId, heldUntil: until })
      await listing.save()
    }
    return holdAnswer(listing, sessionId)
  })
}

/**
 * DELETE /api/tickets/reserve/{sessionId}: the session's listing holds end, unless it has a payment open for the
 * listing (the buyer is at the provider; the page they left sent the release).
 */
export async function releaseListingHolds(sessionId: string): Promise<number> {
  const result = await db.rawQuery(
    `UPDATE ticketswitch_listings l SET held_by_session = NULL, held_until = NULL, updated_at = now()
     WHERE l.held_by_session = ? AND l.is_active
       AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.ticketswitch_listing_id = l.id AND o.session_id = l.held_by_session
                       AND o.status = 'pending')`,
    [sessionId]
  )
  return result.rowCount ?? 0
}

/** The order gave up (payment failed, expired, replaced): its listing is free for others again. */
export async function releaseListingOf(order: Order, trx: TransactionClientContract): Promise<void> {
  if (!order.ticketswitchListingId || !order.sessionId) return
  await trx
    .from('ticketswitch_listings')
    .where('id', order.ticketswitchListingId)
    .where('held_by_session', order.sessionId)
    .where('is_active', true)
    .update({ held_by_session: null, held_until: null, updated_at: new Date() })
}

export interface ResaleOrderInput {
  input: PurchaseRequest & { listingId: number }
  buyer: Buyer
  viewer: User | null
  /** The buyer's fees on the listing price (calculateFees), for the method chosen; null for a free listing. */
  fees: (price: string) => FeeBreakdown
  payment: { provider: Order['paymentProvider']; method: string | null; expiresAt: DateTime } | null
}

/**
 * POST /api/payments/create { listingId }: the pending order of a paid resale, then the provider's checkout
 * (payments/provider_checkout.ts), with the same limits as new tickets: the network's lock and pending-payment limit,
 * and an earlier attempt of this checkout given up first.
 */
export async function createResalePayment(
  input: PaymentRequest & { listingId: number },
  viewer: User | null
): Promise<{ order: Order; checkoutUrl: string }> {
  assertMethodOffered(input)
  const { buyer } = await prepareCheckout(input, viewer)
  const settings = await getPlatformSettings()
  const order = await db.transaction(async (trx) => {
    await lockBuyingClient(input.clientKey ?? null, trx)
    await givePendingOrdersUp(input.sessionId, 'cancelled', trx)
    await assertPendingPaymentsAllowed(input.clientKey ?? null, trx)
    return createResaleOrder(
      {
        input,
        buyer,
        viewer,
        fees: (price) => buyerFees(price, settings, input),
        payment: {
          provider: input.paymentProvider,
          method: input.paymentMethod,
          expiresAt: DateTime.now().plus({ minutes: paymentsConfig.paymentWindowMinutes }),
        },
      },
      trx
    )
  })
  return startProviderCheckout(order, input)
}

/**
 * The pending order of a paid resale: written under the listing's lock, which
 * this session then holds until the payment's expiry. A free listing is refused here (it is bought directly).
 */
export async function createResaleOrder(order: ResaleOrderInput, trx: TransactionClientContract): Promise<Order> {
  const { input, buyer, viewer, payment } = order
  const { listing } = await lockBuyableListing(input.listingId, input.sessionId, viewer, trx, buyer.identity)
  if (Number(listing.listingPrice) === 0) {
    throw new DomainError('PAYMENT_NOT_NEEDED_FREE_LISTING', { details: { fallbackToDirectPurchase: true } })
  }
  const created = await Order.create(
    {
      ...newOrderFields({ ...input, eventId: listing.eventId }, buyer, viewer),
      ...order.fees(listing.listingPrice),
      status: 'pending',
      channel: 'ticketswitch',
      ticketswitchListingId: listing.id,
      paymentProvider: payment!.provider,
      paymentMethod: payment!.method,
      // No seats are taken: the ticket exists; the listing's hold is what this order holds.
      lines: [],
      paymentExpiresAt: payment!.expiresAt,
    },
    { client: trx }
  )
  listing.useTransaction(trx)
  const until = payment!.expiresAt.plus({ minutes: 5 })
  listing.merge({ heldBySession: input.sessionId, heldUntil: until })
  await listing.save()
  return created
}

/** The new ticket's one line: the listed ticket's type at the listing price (the buyer's own cap for a later resale). */
function resaleLine(listing: TicketswitchListing) {
  return [{ ticketTypeId: listing.ticketTypeId, quantity: 1, price: listing.listingPrice }]
}

export type ResaleOutcome = { transferred: true } | { transferred: false; why: string }

/**
 * The transfer, in the caller's transaction (the order is locked by it): the listing and the old ticket locked, then
 * checked once more; the old ticket invalid and transferred, a new ticket issued to the order, the listing sold, the
 * payout owed, the seller told once it commits. Not transferred (listing gone, ticket no longer valid): nothing changes.
 */
export async function transferListedTicket(order: Order, trx: TransactionClientContract): Promise<ResaleOutcome> {
  const listing = await lockedListing(order.ticketswitchListingId!, trx)
  if (!listing) return { transferred: false, why: 'listing gone' }
  const heldByOther = listing.heldUntil && listing.heldUntil > DateTime.now() && listing.heldBySession !== order.sessionId
  if (!listing.isActive || listing.isSold || heldByOther)
    return { transferred: false, why: 'listing sold, withdrawn or held by another buyer' }
  const ticket = (
    await trx.rawQuery(
      `SELECT t.id, t.is_valid, t.is_checked_in, t.transferred_to_ticketswitch, o.status::text AS order_status, o.refund_required
       FROM tickets t JOIN orders o ON o.id = t.order_id WHERE t.id = ? ${rowLocking() ? 'FOR UPDATE OF t' : ''}`,
      [listing.originalTicketId]
    )
  ).rows[0]
  const stillValid =
    ticket &&
    ticket.is_valid &&
    !ticket.is_checked_in &&
    !ticket.transferred_to_ticketswitch &&
    ['paid', 'free'].includes(ticket.order_status) &&
    !ticket.refund_required
  if (!stillValid) return { transferred: false, why: 'the listed ticket is no longer valid' }

  await trx.from('tickets').where('id', ticket.id).update({ is_valid: false, transferred_to_ticketswitch: true, updated_at: new Date() })
  const event = await Event.query({ client: trx }).where('id', listing.eventId).select('qr_code_prefix').firstOrFail()
  const [issued] = await issueTickets(order, resaleLine(listing), event.qrCodePrefix, trx)
  listing.useTransaction(trx)
  listing.merge({
    isSold: true,
    isActive: false,
    soldAt: DateTime.now(),
    orderId: order.id,
    newTicketId: issued.id,
    newQrCode: issued.qrCode,
    buyerEmail: order.buyerEmail,
    buyerPhone: order.buyerPhone,
    buyerName: order.buyerName,
    payoutStatus: Number(listing.payoutAmount) > 0 ? 'owed' : 'none',
    heldBySession: null,
    heldUntil: null,
  })
  await listing.save()
  await recordTransferEvent(trx, ticket.id, issued.id, 'ticketswitch')
  await queueSoldMessage(listing, trx)
  // The buyer's ticket goes out by their contact method once everything is committed.
  trx.after('commit', () => ticketDelivery.orderIssued(order.id))
  return { transferred: true }
}

/**
 * A confirmed payment of a resale order (payment_service.ts settlePayment, the order locked): the transfer, or the
 * order marked for a refund by hand when the listing can no longer be had.
 */
export async function settleResalePayment(order: Order, trx: TransactionClientContract): Promise<'paid' | 'refund_required'> {
  const outcome = await transferListedTicket(order, trx)
  order.useTransaction(trx)
  if (!outcome.transferred) {
    logger.error(
      { orderNumber: order.orderNumber, why: outcome.why },
      'Ticketswitch payment for a listing that cannot be had; refund by hand'
    )
    order.merge({ refundRequired: true, refundReason: 'resale_unavailable' })
    await order.save()
    return 'refund_required'
  }
  order.merge({ status: 'paid', paidAt: DateTime.now() })
  await order.save()
  return 'paid'
}

function freeResaleKey(sessionId: string, listingId: number): string {
  return createHash('sha256').update(`${sessionId}|listing:${listingId}`).digest('hex')
}

/**
 * POST /api/tickets/purchase { listingId } for a listing priced 0: the order and the transfer in one transaction.
 * The same session asking again gets the same order (orders.idempotency_key).
 */
export async function buyFreeListing(input: PurchaseRequest & { listingId: number }, viewer: User | null): Promise<Order> {
  const { buyer } = await prepareCheckout(input, viewer)
  const key = freeResaleKey(input.sessionId, input.listingId)
  const existing = () => Order.query().where('idempotency_key', key).preload('tickets').first()
  try {
    const orderId = await db.transaction(async (trx) => {
      const { listing } = await lockBuyableListing(input.listingId, input.sessionId, viewer, trx, buyer.identity)
      if (Number(listing.listingPrice) !== 0) throw new DomainError('PAYMENT_REQUIRED')
      const order = await Order.create(
        {
          ...newOrderFields({ ...input, eventId: listing.eventId }, buyer, viewer),
          subtotal: '0.00',
          platformFee: '0.00',
          paymentFee: '0.00',
          paymentFeeBtw: '0.00',
          total: '0.00',
          status: 'free',
          channel: 'ticketswitch',
          ticketswitchListingId: listing.id,
          paymentProvider: 'free',
          paymentMethod: null,
          lines: [],
          idempotencyKey: key,
        },
        { client: trx }
      )
      const outcome = await transferListedTicket(order, trx)
      if (!outcome.transferred) throw new DomainError('TICKETSWITCH_LISTING_UNAVAILABLE')
      return order.id
    })
    return (await Order.query().where('id', orderId).preload('tickets').firstOrFail())!
  } catch (error) {
    if (isUniqueViolation(error) || error instanceof DomainError) {
      const order = await existing()
      if (order) return order
    }
    throw error
  }
}
