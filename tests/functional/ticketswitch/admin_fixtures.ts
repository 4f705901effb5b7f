/*
 * Ticketswitch listings for the admin specs, written as the resale flow leaves them: a seller's paid
 * ticket listed at most at its price; a sold one with the buyer's order (channel 'ticketswitch'), the buyer's new
 * ticket, the old ticket invalid and transferred, and the seller's payout owed (price − the 5% fee, exact).
 */
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import Ticket from '#models/ticket'
import TicketswitchListing from '#models/ticketswitch_listing'
import { priceCents } from '#domain/cart_total'
import { resaleAmounts } from '#domain/ticketswitch'
import { organizerWithEvent, writeOrder, type Organizer } from '#tests/functional/orders/order_fixtures'

export interface ListingSpec {
  price?: string
  sellerName?: string
  sellerEmail?: string
  /** Sold to this buyer (else for sale). */
  buyer?: { name: string; email: string }
  /** Withdrawn by the seller. */
  withdrawn?: boolean
  /** Held by a buyer in checkout. */
  held?: boolean
}

/** An organizer's event that is over (ended yesterday) or still to come (in ten days). */
export async function eventFor(when: 'past' | 'future'): Promise<Organizer> {
  const org = await organizerWithEvent()
  if (when === 'past') {
    const start = DateTime.now().minus({ days: 2 })
    org.event.merge({ startDate: start, endDate: start.plus({ days: 1 }) })
    await org.event.save()
  }
  return org
}

export async function makeListing(org: Organizer, spec: ListingSpec = {}): Promise<TicketswitchListing> {
  const bought = await writeOrder(org, {
    status: 'paid',
    quantity: 1,
    buyerName: spec.sellerName ?? 'Anand Verkoper',
    buyerEmail: spec.sellerEmail ?? `seller-${randomUUID().slice(0, 6)}@example.sr`,
  })
  const ticket = await Ticket.query().where('order_id', bought.id).firstOrFail()
  const amounts = resaleAmounts(priceCents(spec.price ?? ticket.purchasePrice), '5.00')
  const listing = await TicketswitchListing.create({
    originalTicketId: ticket.id,
    eventId: org.event.id,
    ticketTypeId: ticket.ticketTypeId,
    sellerEmail: bought.buyerEmail,
    sellerPhone: bought.buyerPhone,
    sellerName: bought.buyerName,
    sellerContactMethod: 'email',
    sellerLanguage: 'nl',
    originalPrice: ticket.purchasePrice,
    listingPrice: amounts.listingPrice,
    resaleFee: amounts.resaleFee,
    payoutAmount: amounts.payoutAmount,
    payoutDetails: 'DSB 1234567 t.n.v. A. Verkoper',
    payoutStatus: 'none',
    isActive: !spec.withdrawn,
    isSold: false,
    listedAt: DateTime.now().minus({ days: 3 }),
    withdrawnAt: spec.withdrawn ? DateTime.now() : null,
    heldBySession: spec.held ? randomUUID() : null,
    heldUntil: spec.held ? DateTime.now().plus({ minutes: 20 }) : null,
  })
  if (spec.buyer) await sell(org, listing, ticket, spec.buyer)
  return listing
}

async function sell(org: Organizer, listing: TicketswitchListing, old: Ticket, buyer: { name: string; email: string }) {
  await db.transaction(async (trx) => {
    const order = await Order.create(
      {
        orderNumber: `ORD-${randomUUID().slice(0, 10).toUpperCase()}`,
        eventId: org.event.id,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        contactMethod: 'email',
        language: 'nl',
        channel: 'ticketswitch',
        ticketswitchListingId: listing.id,
        subtotal: listing.listingPrice,
        platformFee: '0.00',
        paymentFee: '0.00',
        paymentFeeBtw: '0.00',
        total: listing.listingPrice,
        currency: 'SRD',
        status: 'paid',
        paymentProvider: 'uni5pay',
        lines: [{ ticketTypeId: old.ticketTypeId, quantity: 1, price: listing.listingPrice }],
        paidAt: DateTime.now(),
        ticketsDeliveredAt: DateTime.now(),
      },
      { client: trx }
    )
    const fresh = await Ticket.create(
      {
        orderId: order.id,
        eventId: org.event.id,
        ticketTypeId: old.ticketTypeId,
        buyerEmail: buyer.email,
        buyerName: buyer.name,
        contactMethod: 'email',
        qrCode: `KWAKOE-${randomUUID()}`,
        purchasePrice: listing.listingPrice,
      },
      { client: trx }
    )
    old.useTransaction(trx)
    old.merge({ isValid: false, transferredToTicketswitch: true })
    await old.save()
    listing.useTransaction(trx)
    listing.merge({
      isActive: false,
      isSold: true,
      soldAt: DateTime.now().minus({ days: 1 }),
      orderId: order.id,
      newTicketId: fresh.id,
      buyerEmail: buyer.email,
      buyerName: buyer.name,
      payoutStatus: Number(listing.payoutAmount) > 0 ? 'owed' : 'none',
    })
    await listing.save()
  })
}
