/*
 * Ticketswitch in the demo: two of the Biharie family's Regulier tickets for Kaseko Nacht (a guest order,
 * DEMO-1005) are listed, one is still for sale and the other was bought by a guest through Uni5Pay+, so its payout is
 * owed until after the event. Made with the product's own services (api/services/ticketswitch/): the listing as a
 * guest lists through their download link, the sale as a confirmed payment settles it, so every row is consistent
 * (the old ticket invalid and transferred, a new ticket with a new code, the payout exact).
 *
 * Runs after the demo's transaction has committed (the services open their own); once listed, a later run changes
 * nothing. Like the demo orders, the sale counts as delivered and the seller's "sold" message as sent: demo data
 * never sends mail.
 */
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import Ticket from '#models/ticket'
import { createListing } from '#services/ticketswitch/listing_service'
import { createResaleOrder, settleResalePayment } from '#services/ticketswitch/resale_checkout'
import { TICKETSWITCH_SOLD_KIND } from '#services/ticketswitch/resale_messages'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { buyerIdentity } from '#domain/buyer_identity'
import { calculateFees, methodFeeSettings } from '#domain/fees'

export const DEMO_RESALE = {
  orderNumber: 'DEMO-1005',
  ticketTypeName: 'Regulier',
  forSale: { listingPrice: '140.00', payoutDetails: 'Hakrinbank 20.44.556 t.n.v. R. Biharie' },
  sold: { listingPrice: '150.00', payoutDetails: 'Uni5Pay+ 8200055 (R. Biharie)' },
  buyer: { name: 'Naomi Pinas', email: 'naomi.pinas@demo.sr' },
} as const

/** The demo's listings, unless this database has them already (or the demo order is gone). Returns how many were made. */
export async function seedTicketswitchDemo(): Promise<number> {
  const tickets = await Ticket.query()
    .join('orders', 'orders.id', 'tickets.order_id')
    .join('ticket_types', 'ticket_types.id', 'tickets.ticket_type_id')
    .where('orders.order_number', DEMO_RESALE.orderNumber)
    .where('ticket_types.name', DEMO_RESALE.ticketTypeName)
    .orderBy('tickets.id')
    .select('tickets.*')
  if (tickets.length < 2) return 0
  const listed = await db
    .from('ticketswitch_listings')
    .whereIn(
      'original_ticket_id',
      tickets.map((ticket) => ticket.id)
    )
    .first()
  if (listed) return 0

  // The family lists as a guest does: through the download link that opens their order's tickets.
  const holder = { user: null, tokenTicketIds: tickets.map((ticket) => ticket.id) }
  await createListing(holder, { ticketId: tickets[0].id, ...DEMO_RESALE.forSale })
  const sold = await createListing(holder, { ticketId: tickets[1].id, ...DEMO_RESALE.sold })
  await buyListing(sold.id)
  return 2
}

/** A guest buys the listing with Uni5Pay+, and the provider confirms: the order and its settlement, as the webhook does. */
async function buyListing(listingId: number): Promise<void> {
  const settings = await getPlatformSettings()
  const { name, email } = DEMO_RESALE.buyer
  const [firstName, ...rest] = name.split(' ')
  await db.transaction(async (trx) => {
    // The seller's "sold" messages (e-mail, WhatsApp) this sale queues come after this one.
    const before = await trx.from('outbox_messages').max('id as id').first()
    const order = await createResaleOrder(
      {
        input: {
          eventId: 0,
          tickets: [],
          buyerInfo: { contactMethod: 'email', firstName, lastName: rest.join(' '), email, confirmEmail: email },
          sessionId: `demo-resale-${randomUUID()}`,
          listingId,
        },
        buyer: { method: 'email', email, phone: null, name, identity: buyerIdentity({ account: null, email, phone: null }) },
        viewer: null,
        fees: (price) => calculateFees(price, settings, methodFeeSettings(settings.paymentFees, 'uni5pay', 'uni5pay')),
        payment: { provider: 'uni5pay', method: 'uni5pay', expiresAt: DateTime.now().plus({ minutes: 30 }) },
      },
      trx
    )
    order.merge({ providerPaymentId: `demo_resale_${order.id}` })
    if ((await settleResalePayment(order, trx)) !== 'paid') throw new Error('Demo Ticketswitch sale could not be settled')
    await Order.query({ client: trx }).where('id', order.id).update({ tickets_delivered_at: new Date() })
    await trx
      .from('outbox_messages')
      .where('kind', TICKETSWITCH_SOLD_KIND)
      .where('id', '>', before?.id ?? 0)
      .update({ status: 'sent', sent_at: new Date() })
  })
}
