/*
 * Ticketswitch for holders and buyers: listing at most the price paid, the refusals (nothing stored), the
 * guest's download token, withdrawing, the hold, the paid resale through the Uni5Pay+ sandbox (old ticket invalid,
 * new ticket and QR code, payout owed, both people told), the free resale, and a payment for a withdrawn listing.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Ticket from '#models/ticket'
import Order from '#models/order'
import TicketswitchListing from '#models/ticketswitch_listing'
import Event from '#models/event'
import { cancelEvent } from '#services/events/organizer_event_service'
import { orderClaimKey } from '#services/tickets/order_claim'
import { offlineCodeHash, type OfflineList } from '#domain/check_in'
import { clearRateLimits, createAccount } from '#tests/helpers/accounts'
import { tokenOf } from '#tests/functional/orders/order_fixtures'
import { scan } from '#tests/functional/check_ins/check_in_fixtures'
import { guest, newSession } from '#tests/functional/tickets/ticket_fixtures'
import {
  approveSandbox,
  downloadTokenFor,
  freePurchaseOfListing,
  listTicket,
  listed,
  payForListing,
  resaleDoor,
} from '#tests/functional/ticketswitch/ticketswitch_fixtures'

const listingCount = async (ticketId: number) =>
  Number((await db.from('ticketswitch_listings').where('original_ticket_id', ticketId).count('* as n'))[0].n)

test.group('Ticketswitch: listing a ticket', (group) => {
  group.each.setup(() => clearRateLimits())

  test('the holder lists at the price paid; it is for sale, on their list, and the fee and payout are exact', async ({
    client,
    assert,
  }) => {
    await db.from('platform_settings').where('id', 1).update({ ticketswitch_fee_percentage: '7.50' })
    const resale = await resaleDoor(2)
    const response = await listTicket(client, resale.sellerToken, { ticketId: resale.tickets[0].id, listingPrice: '149.99' })
    response.assertStatus(201)
    assert.containsSubset(response.body().data, {
      ticketId: resale.tickets[0].id,
      eventId: resale.event.id,
      listingPrice: '149.99',
      originalPrice: '150.00',
      status: 'active',
      // 7.5% of 149.99 = 11.249 → 11.25 (half up); the payout is exactly the rest.
      resaleFee: '11.25',
      payoutAmount: '138.74',
      payoutStatus: 'none',
    })
    const forSale = await client.get('/api/ticketswitch/listings').qs({ eventId: resale.event.id })
    assert.deepEqual(
      forSale.body().data.map((l: any) => [l.id, l.listingPrice, l.originalPrice, l.ticketTypeName]),
      [[response.body().data.id, '149.99', '150.00', 'VIP']]
    )
    assert.notProperty(forSale.body().data[0], 'sellerEmail')
    const detail = await client.get(`/api/events/${resale.event.id}`)
    assert.equal(detail.body().data.ticketswitchListings, 1)

    const mine = await client.get('/api/ticketswitch/my-tickets').bearerToken(resale.sellerToken)
    assert.deepEqual(
      mine.body().data.map((t: any) => [t.ticketId, t.refusal, t.listingId]),
      [
        [resale.tickets[0].id, 'TICKETSWITCH_ALREADY_LISTED', response.body().data.id],
        [resale.tickets[1].id, null, null],
      ]
    )
    assert.equal(mine.body().resaleFeePercentage, '7.50')
    assert.lengthOf(mine.body().listings, 1)
    assert.equal(forSale.body().resaleFeePercentage, '7.50')
    // My tickets says which ticket is for sale.
    const myTickets = await client.get('/api/users/me/tickets').bearerToken(resale.sellerToken)
    assert.deepEqual(
      myTickets.body().data.map((t: any) => [t.id, t.ticketswitchListingId]),
      [
        [resale.tickets[1].id, null],
        [resale.tickets[0].id, response.body().data.id],
      ]
    )

    const twice = await listTicket(client, resale.sellerToken, { ticketId: resale.tickets[0].id, listingPrice: '100' })
    twice.assertStatus(409)
    assert.equal(twice.body().message, 'Dit ticket staat al op Ticketswitch.')
    assert.equal(await listingCount(resale.tickets[0].id), 1)
    await db.from('platform_settings').where('id', 1).update({ ticketswitch_fee_percentage: '5.00' })
  })

  test('above the cap, a bad price, no payout details, a started event, resale off, someone else: 4xx, nothing stored', async ({
    client,
    assert,
  }) => {
    const resale = await resaleDoor(1)
    const ticketId = resale.tickets[0].id
    const above = await listTicket(client, resale.sellerToken, { ticketId, listingPrice: '150.01' })
    above.assertStatus(422)
    assert.equal(above.body().message, 'De prijs mag niet hoger zijn dan wat je voor het ticket betaalde (SRD 150,-).')
    assert.deepEqual(above.body().errors.listingPrice, [above.body().message])

    const bad = await listTicket(client, resale.sellerToken, { ticketId, listingPrice: '12,345' })
    bad.assertStatus(422)
    assert.equal(bad.body().message, 'Vul een geldige prijs in (bijv. 150 of 150.00)')
    const negative = await listTicket(client, resale.sellerToken, { ticketId, listingPrice: -5 })
    negative.assertStatus(422)

    const noPayout = await listTicket(client, resale.sellerToken, { ticketId, listingPrice: '100', payoutDetails: '  ' })
    noPayout.assertStatus(422)
    assert.property(noPayout.body().errors, 'payoutDetails')

    const stranger = await createAccount()
    const foreign = await listTicket(client, await tokenOf(stranger), { ticketId, listingPrice: '100' })
    foreign.assertStatus(403)
    assert.equal(foreign.body().message, 'Je kunt alleen je eigen tickets doorverkopen.')
    const anonymous = await listTicket(client, null, { ticketId, listingPrice: '100' })
    anonymous.assertStatus(401)
    const unknown = await listTicket(client, resale.sellerToken, { ticketId: 999_999_999, listingPrice: '100' })
    unknown.assertStatus(404)

    await Event.query().where('id', resale.event.id).update({ ticketswitchEnabled: false })
    const off = await listTicket(client, resale.sellerToken, { ticketId, listingPrice: '100' })
    off.assertStatus(409)
    assert.equal(off.body().message, 'De organisator heeft doorverkoop voor dit evenement uitgezet.')

    await Event.query()
      .where('id', resale.event.id)
      .update({ ticketswitchEnabled: true, startDate: DateTime.now().minus({ minutes: 5 }).toJSDate() })
    const started = await listTicket(client, resale.sellerToken, { ticketId, listingPrice: '100' })
    started.assertStatus(409)
    assert.equal(started.body().message, 'Dit evenement is al begonnen; doorverkopen kan niet meer.')
    assert.equal(await listingCount(ticketId), 0)
  })

  test('a guest lists and withdraws with their download token; a token for other tickets or none at all is refused', async ({
    client,
    assert,
  }) => {
    const resale = await resaleDoor(2)
    const token = await downloadTokenFor([resale.tickets[0].id])
    const mine = await client.get('/api/ticketswitch/my-tickets').qs({ downloadToken: token })
    mine.assertStatus(200)
    assert.deepEqual(
      mine.body().data.map((t: any) => t.ticketId),
      [resale.tickets[0].id]
    )
    const other = await listTicket(client, null, { ticketId: resale.tickets[1].id, downloadToken: token, listingPrice: '80' })
    other.assertStatus(403)
    const made = await listTicket(client, null, { ticketId: resale.tickets[0].id, downloadToken: token, listingPrice: '80' })
    made.assertStatus(201)
    assert.isNull((await TicketswitchListing.findOrFail(made.body().data.id)).sellerUserId)

    const wrongToken = await client.delete(`/api/ticketswitch/listings/${made.body().data.id}`).qs({ downloadToken: 'f'.repeat(64) })
    wrongToken.assertStatus(404)
    const stranger = await client
      .delete(`/api/ticketswitch/listings/${made.body().data.id}`)
      .bearerToken(await tokenOf(await createAccount()))
    stranger.assertStatus(404)
    const withdrawn = await client.delete(`/api/ticketswitch/listings/${made.body().data.id}`).qs({ downloadToken: token })
    withdrawn.assertStatus(200)
    assert.equal(withdrawn.body().data.status, 'withdrawn')
    const again = await client.delete(`/api/ticketswitch/listings/${made.body().data.id}`).qs({ downloadToken: token })
    again.assertStatus(409)
    assert.lengthOf((await client.get('/api/ticketswitch/listings').qs({ eventId: resale.event.id })).body().data, 0)
  })

  test('a listed ticket is refused at the door (listed) until withdrawn; a checked-in ticket cannot be listed', async ({
    client,
    assert,
  }) => {
    const resale = await resaleDoor(2)
    const [first, second] = resale.tickets
    const listing = await listed(client, resale)
    const atDoor = await scan(client, resale, first.qrCode)
    assert.equal(atDoor.body().status, 'listed')
    await first.refresh()
    assert.isFalse(first.isCheckedIn)
    ;(await client.delete(`/api/ticketswitch/listings/${listing.id}`).bearerToken(resale.sellerToken)).assertStatus(200)
    assert.equal((await scan(client, resale, first.qrCode)).body().status, 'valid')

    assert.equal((await scan(client, resale, second.qrCode)).body().status, 'valid')
    const checkedIn = await listTicket(client, resale.sellerToken, { ticketId: second.id, listingPrice: '100' })
    checkedIn.assertStatus(409)
    assert.equal(checkedIn.body().message, 'Dit ticket is al ingecheckt en kan niet worden doorverkocht.')
    assert.equal(await listingCount(second.id), 0)
  })
})

test.group('Ticketswitch: what is for sale', (group) => {
  group.each.setup(() => clearRateLimits())

  test('filtered by event: that event’s listings only, the filter still names every event with listings and their counts', async ({
    client,
    assert,
  }) => {
    const [first, second] = [await resaleDoor(2), await resaleDoor(1)]
    const a1 = await listed(client, first, '100.00')
    const a2 = (await listTicket(client, first.sellerToken, { ticketId: first.tickets[1].id, listingPrice: '90' })).body().data
    const b1 = await listed(client, second)
    const filtered = (await client.get('/api/ticketswitch/listings').qs({ eventId: first.event.id })).body()
    assert.deepEqual(
      filtered.data.map((l: any) => l.id),
      [a2.id, a1.id],
      'cheapest first'
    )
    const counts = Object.fromEntries(filtered.events.map((e: any) => [e.id, e.listings]))
    assert.equal(counts[first.event.id], 2)
    assert.equal(counts[second.event.id], 1)
    // Held, or of an event switched off: not for sale, not counted.
    await db
      .from('ticketswitch_listings')
      .where('id', b1.id)
      .update({ held_until: DateTime.now().plus({ minutes: 5 }).toJSDate() })
    await Event.query().where('id', first.event.id).update({ ticketswitchEnabled: false })
    const after = (await client.get('/api/ticketswitch/listings')).body()
    assert.notInclude(
      after.events.map((e: any) => e.id),
      first.event.id
    )
    assert.notInclude(
      after.events.map((e: any) => e.id),
      second.event.id
    )
    assert.equal((await client.get(`/api/events/${second.event.id}`)).body().data.ticketswitchListings, 0)
  })
})

test.group('Ticketswitch: buying a listing', (group) => {
  group.each.setup(() => clearRateLimits())

  test('a hold is one session’s; while held the seller cannot withdraw; releasing it lets them', async ({ client, assert }) => {
    const resale = await resaleDoor(1)
    const listing = await listed(client, resale)
    const session = newSession()
    const hold = await client.post('/api/tickets/reserve').json({ listingId: listing.id, sessionId: session })
    hold.assertStatus(201)
    assert.equal(hold.body().data.listingId, listing.id)
    assert.isAbove(hold.body().data.expiresInSeconds, 19 * 60)
    ;(await client.post('/api/tickets/reserve').json({ listingId: listing.id, sessionId: session })).assertStatus(201)
    const other = await client.post('/api/tickets/reserve').json({ listingId: listing.id, sessionId: newSession() })
    other.assertStatus(409)
    assert.equal(other.body().message, 'Iemand is dit ticket nu aan het kopen. Probeer het over 20 minuten opnieuw.')
    assert.lengthOf(
      (await client.get('/api/ticketswitch/listings').qs({ eventId: resale.event.id })).body().data,
      0,
      'a held listing is not offered'
    )
    const blocked = await client.delete(`/api/ticketswitch/listings/${listing.id}`).bearerToken(resale.sellerToken)
    blocked.assertStatus(409)
    const own = await client
      .post('/api/tickets/reserve')
      .bearerToken(resale.sellerToken)
      .json({ listingId: listing.id, sessionId: session })
    own.assertStatus(409)

    ;(await client.delete(`/api/tickets/reserve/${session}`)).assertStatus(200)
    ;(await client.delete(`/api/ticketswitch/listings/${listing.id}`).bearerToken(resale.sellerToken)).assertStatus(200)
  })

  test('a signed-out seller cannot buy their own listing: their address (another spelling too) or number is the seller’s', async ({
    client,
    assert,
  }) => {
    const resale = await resaleDoor(2)
    const token = await downloadTokenFor([resale.tickets[0].id, resale.tickets[1].id])
    const paid = await listTicket(client, null, { ticketId: resale.tickets[0].id, downloadToken: token, listingPrice: '80' })
    paid.assertStatus(201)
    const free = await listTicket(client, null, { ticketId: resale.tickets[1].id, downloadToken: token, listingPrice: '0' })
    free.assertStatus(201)
    const [local, domain] = resale.seller.email.split('@')
    const asSeller = { email: `${local.toUpperCase()}+terug@${domain}`, confirmEmail: `${local.toUpperCase()}+terug@${domain}` }
    // A hold from a signed-out session carries no buyer yet: it is allowed, and runs out (or is released).
    const session = newSession()
    ;(await client.post('/api/tickets/reserve').json({ listingId: paid.body().data.id, sessionId: session })).assertStatus(201)
    const payment = await payForListing(client, resale.event.id, paid.body().data.id, session, guest(asSeller))
    payment.assertStatus(409)
    assert.equal(payment.body().message, 'Je kunt je eigen ticket niet terugkopen; haal het van Ticketswitch.')
    const freeOwn = await freePurchaseOfListing(client, resale.event.id, free.body().data.id, newSession(), guest(asSeller))
    freeOwn.assertStatus(409)
    assert.lengthOf(await Order.query().where('channel', 'ticketswitch').where('event_id', resale.event.id), 0)
    // Someone else still buys it.
    ;(await client.delete(`/api/tickets/reserve/${session}`)).assertStatus(200)
    const other = await freePurchaseOfListing(client, resale.event.id, free.body().data.id)
    other.assertStatus(201)
  })

  test('paid through the Uni5Pay+ sandbox: old ticket resold, new ticket and code for the buyer, payout owed, both told', async ({
    client,
    assert,
  }) => {
    const resale = await resaleDoor(1)
    const [old] = resale.tickets
    const listing = await listed(client, resale, '120.00')
    const salesBefore = await db
      .from('event_sales_days')
      .where('event_id', resale.event.id)
      .whereNot('channel', 'ticketswitch')
      .sum('tickets as n')
    const buyer = await createAccount({ firstName: 'Mira', lastName: 'Koper' })
    const session = newSession()
    ;(
      await client
        .post('/api/tickets/reserve')
        .bearerToken(await tokenOf(buyer))
        .json({ listingId: listing.id, sessionId: session })
    ).assertStatus(201)
    const created = await payForListing(
      client,
      resale.event.id,
      listing.id,
      session,
      guest({ email: buyer.email, confirmEmail: buyer.email })
    )
    created.assertStatus(201)
    const order = await Order.findByOrFail('order_number', created.body().orderNumber)
    assert.equal(order.channel, 'ticketswitch')
    assert.equal(order.subtotal, '120.00')
    assert.equal(order.status, 'pending')
    // The seller cannot pull it away while the buyer pays.
    ;(await client.delete(`/api/ticketswitch/listings/${listing.id}`).bearerToken(resale.sellerToken)).assertStatus(409)

    await approveSandbox(client, created.body().checkoutUrl)
    await order.refresh()
    assert.equal(order.status, 'paid')
    await old.refresh()
    assert.isFalse(old.isValid)
    assert.isTrue(old.transferredToTicketswitch)
    const [fresh] = await Ticket.query().where('order_id', order.id)
    assert.notEqual(fresh.qrCode, old.qrCode)
    assert.match(fresh.qrCode, /^KWAKOE-/)
    assert.equal(fresh.purchasePrice, '120.00')
    assert.equal(fresh.buyerEmail, buyer.email)
    const sold = await TicketswitchListing.findOrFail(listing.id)
    assert.isTrue(sold.isSold)
    assert.isFalse(sold.isActive)
    assert.equal(sold.buyerEmail, buyer.email)
    assert.equal(sold.newTicketId, fresh.id)
    assert.equal(sold.orderId, order.id)
    assert.equal(sold.payoutStatus, 'owed')
    assert.equal(sold.resaleFee, '6.00')
    assert.equal(sold.payoutAmount, '114.00')

    assert.equal((await scan(client, resale, old.qrCode)).body().status, 'resold')
    assert.equal((await scan(client, resale, fresh.qrCode)).body().status, 'valid')

    const told = await db.from('outbox_messages').where('kind', 'ticketswitch_sold').where('recipient', resale.seller.email)
    assert.lengthOf(told, 1)
    assert.include(told[0].body_text, 'SRD 114,-')
    // Paid as a guest with the buyer's address: theirs in My tickets once claimed with the ticket mail's link.
    const buyerToken = await tokenOf(buyer)
    ;(
      await client
        .post(`/api/users/me/orders/${order.orderNumber}/claim`)
        .bearerToken(buyerToken)
        .json({ key: orderClaimKey(order.orderNumber, buyer.email) })
    ).assertStatus(200)
    const buyerTickets = await client.get('/api/users/me/tickets').bearerToken(buyerToken)
    assert.deepEqual(
      buyerTickets.body().data.map((t: any) => t.id),
      [fresh.id]
    )
    // The seller still sees the ticket, as sold: no code, the payout and from when it is paid (the event's end).
    const sellerTickets = await client.get('/api/users/me/tickets').bearerToken(resale.sellerToken)
    const soldTicket = sellerTickets.body().data.find((t: any) => t.id === old.id)
    assert.isNull(soldTicket.qrCode)
    assert.isNull(soldTicket.qrImage)
    await resale.event.refresh()
    assert.deepEqual(soldTicket.resale, {
      soldAt: sold.soldAt!.toUTC().toISO(),
      payoutAmount: '114.00',
      payoutStatus: 'owed',
      payoutPaidAt: null,
      payableFrom: (resale.event.endDate ?? resale.event.startDate).toUTC().toISO(),
    })
    // The seat was sold once: the organizer's figures do not count the resale.
    const salesAfter = await db
      .from('event_sales_days')
      .where('event_id', resale.event.id)
      .whereNot('channel', 'ticketswitch')
      .sum('tickets as n')
    assert.deepEqual(salesAfter, salesBefore)
  })

  test('a listing given away (price 0) is bought directly; the same checkout asking again gets the same order', async ({
    client,
    assert,
  }) => {
    const resale = await resaleDoor(1)
    const listing = await listed(client, resale, 0)
    assert.equal(listing.payoutAmount, '0.00')
    const session = newSession()
    const bought = await freePurchaseOfListing(client, resale.event.id, listing.id, session)
    bought.assertStatus(201)
    assert.lengthOf(bought.body().tickets, 1)
    const again = await freePurchaseOfListing(client, resale.event.id, listing.id, session)
    again.assertStatus(201)
    assert.equal(again.body().orderNumber, bought.body().orderNumber)
    const other = await freePurchaseOfListing(client, resale.event.id, listing.id)
    other.assertStatus(409)
    // The organizer cannot cancel the resale (it would void the buyer's new ticket, the old one staying resold).
    const resaleOrder = await Order.findByOrFail('order_number', bought.body().orderNumber)
    const cancel = await client.post(`/api/orders/${resaleOrder.id}/cancel`).bearerToken(resale.token)
    cancel.assertStatus(409)
    assert.equal(cancel.body().message, 'Een Ticketswitch-doorverkoop kan hier niet geannuleerd worden.')
    assert.isTrue((await Ticket.findOrFail(bought.body().tickets[0].id)).isValid)
    const paid = await payForListing(client, resale.event.id, listing.id)
    paid.assertStatus(409)
    assert.equal((await TicketswitchListing.findOrFail(listing.id)).payoutStatus, 'none')
  })

  test('paid after the listing was withdrawn (the buyer’s hold had lapsed): no ticket, the money goes back', async ({ client, assert }) => {
    const resale = await resaleDoor(1)
    const listing = await listed(client, resale)
    const created = await payForListing(client, resale.event.id, listing.id)
    created.assertStatus(201)
    // The buyer stayed away past the hold; the seller withdrew; the payment is approved after all.
    await db
      .from('ticketswitch_listings')
      .where('id', listing.id)
      .update({ held_until: DateTime.now().minus({ minutes: 1 }).toJSDate() })
    ;(await client.delete(`/api/ticketswitch/listings/${listing.id}`).bearerToken(resale.sellerToken)).assertStatus(200)
    await approveSandbox(client, created.body().checkoutUrl)
    const order = await Order.findByOrFail('order_number', created.body().orderNumber)
    assert.isTrue(order.refundRequired)
    assert.equal(order.refundReason, 'resale_unavailable')
    assert.lengthOf(await Ticket.query().where('order_id', order.id), 0)
    await resale.tickets[0].refresh()
    assert.isTrue(resale.tickets[0].isValid)
    assert.isFalse((await TicketswitchListing.findOrFail(listing.id)).isSold)
  })

  test('bad checkout input for a listing is a 4xx: unknown listing, no cart and no listing, a paid listing bought as free', async ({
    client,
    assert,
  }) => {
    const resale = await resaleDoor(1)
    const listing = await listed(client, resale)
    ;(await client.post('/api/tickets/reserve').json({ listingId: 999_999_999, sessionId: newSession() })).assertStatus(404)
    const neither = await client.post('/api/tickets/reserve').json({ sessionId: newSession() })
    neither.assertStatus(422)
    const free = await freePurchaseOfListing(client, resale.event.id, listing.id)
    free.assertStatus(402)
    const noCart = await client.post('/api/payments/create').json({
      eventId: resale.event.id,
      buyerInfo: guest(),
      reservationId: newSession(),
      paymentProvider: 'uni5pay',
      paymentMethod: 'uni5pay',
    })
    noCart.assertStatus(422)
    assert.isFalse((await TicketswitchListing.findOrFail(listing.id)).isSold)
  })
})

test.group('Ticketswitch: the door’s offline list and a cancelled event', (group) => {
  group.each.setup(() => clearRateLimits())

  test('a listed ticket is not on the offline list; withdrawn, it is again', async ({ client, assert }) => {
    const resale = await resaleDoor(2)
    const listing = await listed(client, resale)
    const codesOf = async () =>
      (await client.get(`/api/events/${resale.event.id}/check-ins/offline-list`).bearerToken(resale.scannerToken)).body() as OfflineList
    const during = await codesOf()
    assert.sameMembers(
      during.codes.map((code) => code[0]),
      [await offlineCodeHash(during.salt, resale.tickets[1].qrCode)]
    )
    ;(await client.delete(`/api/ticketswitch/listings/${listing.id}`).bearerToken(resale.sellerToken)).assertStatus(200)
    assert.lengthOf((await codesOf()).codes, 2)
  })

  test('cancelling the event takes its listings off sale and voids owed payouts (both orders are refunded instead)', async ({
    client,
    assert,
  }) => {
    const resale = await resaleDoor(2)
    const sold = await listed(client, resale, '100.00')
    const created = await payForListing(client, resale.event.id, sold.id)
    await approveSandbox(client, created.body().checkoutUrl)
    assert.equal((await TicketswitchListing.findOrFail(sold.id)).payoutStatus, 'owed')
    const open = await listTicket(client, resale.sellerToken, { ticketId: resale.tickets[1].id, listingPrice: '150' })
    open.assertStatus(201)

    await cancelEvent(resale.user, resale.event.id)
    const [soldAfter, openAfter] = await Promise.all([
      TicketswitchListing.findOrFail(sold.id),
      TicketswitchListing.findOrFail(open.body().data.id),
    ])
    assert.equal(soldAfter.payoutStatus, 'none')
    assert.isFalse(openAfter.isActive)
    const resaleOrder = await Order.findByOrFail('order_number', created.body().orderNumber)
    assert.isTrue(resaleOrder.refundRequired)
    assert.equal(resaleOrder.refundReason, 'event_cancelled')
    // The seller's order, one of its tickets resold and that payout voided: refunded by hand, not by the job.
    const sellersOrder = await Order.findOrFail(resale.tickets[0].orderId)
    assert.include(sellersOrder.toJSON(), { status: 'paid', refundRequired: true, refundReason: 'event_cancelled' })
  })
})
