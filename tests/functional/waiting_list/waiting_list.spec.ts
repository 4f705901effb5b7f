/*
 * The waiting list of a sold-out ticket type (docs/buying.md#waiting-list), over real HTTP against the real API and
 * database: joining with the place, the refusals, the signed link to leave, offers after a cancellation, a refund, a
 * raised quantity and holds that ran out, quantity-aware offers, an offer that runs out moving to the next person,
 * and buying through the offer with exactly the seats it held.
 */
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import OutboxMessage from '#models/outbox_message'
import Order from '#models/order'
import Ticket from '#models/ticket'
import TicketType from '#models/ticket_type'
import TicketReservation from '#models/ticket_reservation'
import WaitingListEntry from '#models/waiting_list_entry'
import { makeOffers } from '#services/waiting_list/offer_service'
import { waitingListToken } from '#services/waiting_list/waiting_list_keys'
import { clearRateLimits, createAccount } from '#tests/helpers/accounts'
import { makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'
import { availableNow, organizerWithEvent, tokenOf } from '#tests/functional/orders/order_fixtures'
import { paidInCash, postRefund } from '#tests/functional/orders/refund_fixtures'
import { guest, newSession } from '#tests/functional/tickets/ticket_fixtures'
import {
  activeHoldsOf,
  entriesOf,
  freeSeatsOf,
  join,
  person,
  runOffersInline,
  runOutOffer,
  soldOutType,
} from '#tests/functional/waiting_list/waiting_list_fixtures'

const messagesTo = (to: string, kind: string) => OutboxMessage.query().where('recipient', to).where('kind', kind).orderBy('id')

test.group('Waiting list: joining', (group) => {
  group.each.setup(() => clearRateLimits())

  test('a sold-out type: 201 with the place, in order of joining, and a message with the link to leave', async ({ client, assert }) => {
    const { type } = await soldOutType(4)
    const first = person({ quantity: 2 })
    const one = await join(client, type.id, { ...first, language: 'en' })
    one.assertStatus(201)
    assert.containsSubset(one.body().data, { status: 'waiting', place: 1, quantity: 2, ticketTypeId: type.id, offer: null })
    const two = await join(client, type.id, person({ quantity: 4 }))
    two.assertStatus(201)
    assert.equal(two.body().data.place, 2)

    const [mail] = await messagesTo(first.email, 'waiting_list_joined')
    assert.exists(mail)
    assert.include(mail.subject!, 'waiting list')
    assert.include(mail.bodyText, `/waiting-list/${one.body().data.token}`)
    const entry = await WaitingListEntry.findOrFail(Number(one.body().data.token.split('-')[0]))
    assert.equal(entry.language, 'en')
  })

  test('WhatsApp: the phone is the channel, when checkout offers WhatsApp', async ({ client, assert }) => {
    const { type } = await soldOutType(2)
    await db
      .from('platform_settings')
      .where('id', 1)
      .update({
        whatsapp_features: db.raw(`whatsapp_features || '{"checkoutEnabled": true}'::jsonb`),
      })
    try {
      const response = await join(client, type.id, person({ contactMethod: 'whatsapp', email: null, phone: '+597 8123 456' }))
      response.assertStatus(201)
      assert.equal(response.body().data.buyer.phone, '+5978123456')
      const [message] = await messagesTo('+5978123456', 'waiting_list_joined')
      assert.equal(message.channel, 'whatsapp')
      assert.include(message.bodyText, 'wachtlijst')
      const missing = await join(client, type.id, person({ contactMethod: 'whatsapp', phone: null }))
      missing.assertStatus(422)
      assert.exists(missing.body().errors.phone)
    } finally {
      await db
        .from('platform_settings')
        .where('id', 1)
        .update({
          whatsapp_features: db.raw(`whatsapp_features || '{"checkoutEnabled": false}'::jsonb`),
        })
    }
  })

  test('bad input is a 422 in Dutch: the number, the names, the e-mail address; an unknown type a 404', async ({ client, assert }) => {
    const { type } = await soldOutType(2)
    for (const quantity of [0, 11, 1.5, 'twee']) {
      const response = await join(client, type.id, person({ quantity }))
      response.assertStatus(422)
      assert.equal(response.body().errors.quantity[0], 'Kies 1 tot en met 10 tickets')
    }
    const overLimit = await join(client, type.id, person({ quantity: 5 }))
    overLimit.assertStatus(422)
    assert.equal(overLimit.body().message, 'Kies 1 tot en met 4 tickets')
    const noName = await join(client, type.id, person({ firstName: '', lastName: null }))
    noName.assertStatus(422)
    assert.sameMembers(Object.keys(noName.body().errors), ['firstName', 'lastName'])
    const badMail = await join(client, type.id, person({ email: 'geen-adres' }))
    badMail.assertStatus(422)
    assert.exists(badMail.body().errors.email)
    ;(await join(client, 987654321, person())).assertStatus(404)
    ;(await join(client, 'abc' as never, person())).assertStatus(422)
    assert.lengthOf(await entriesOf(type.id), 0)
  })

  test('refused while the type can give the wanted seats, for a door-only type, and a second time for the same person', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const open = await makeTicketType(org.event.id, { price: '0.00', maxQuantity: 3, hasUserLimit: false })
    const notSoldOut = await join(client, open.id, person({ quantity: 3 }))
    notSoldOut.assertStatus(409)
    assert.equal(notSoldOut.body().code, 'WAITING_LIST_NOT_SOLD_OUT')
    assert.include(notSoldOut.body().message, 'je kunt ze nu kopen')
    const door = await makeTicketType(org.event.id, { price: '0.00', maxQuantity: 0, hasUserLimit: null })
    ;(await join(client, door.id, person())).assertStatus(409)

    const { type } = await soldOutType(2)
    const me = person()
    ;(await join(client, type.id, me)).assertStatus(201)
    const again = await join(client, type.id, { ...me, email: me.email.toUpperCase() })
    again.assertStatus(409)
    assert.equal(again.body().code, 'WAITING_LIST_ALREADY_WAITING')
  })

  test('at most 10 joins per network an hour, then 429', async ({ client, assert }) => {
    const { type } = await soldOutType(2)
    for (let i = 0; i < 10; i++) (await join(client, type.id, person())).assertStatus(201)
    const over = await join(client, type.id, person())
    over.assertStatus(429)
    assert.lengthOf(await entriesOf(type.id), 10)
  })

  test('more than is left (a family of four, two seats left) may wait', async ({ client }) => {
    const org = await organizerWithEvent()
    const type = await makeTicketType(org.event.id, { price: '0.00', maxQuantity: 2, hasUserLimit: false })
    ;(await join(client, type.id, person({ quantity: 4 }))).assertStatus(201)
  })
})

test.group('Waiting list: the link to leave', (group) => {
  group.each.setup(() => clearRateLimits())

  test('GET shows the place; DELETE leaves and the people behind move up; a forged token is a 404', async ({ client, assert }) => {
    const { type } = await soldOutType(2)
    const first = (await join(client, type.id, person())).body().data
    const second = (await join(client, type.id, person())).body().data
    assert.equal(second.place, 2)

    const shown = await client.get(`/api/waiting-list/${first.token}`)
    shown.assertStatus(200)
    assert.containsSubset(shown.body().data, { place: 1, status: 'waiting', ticketTypeName: 'Familie' })

    const left = await client.delete(`/api/waiting-list/${first.token}`)
    left.assertStatus(200)
    assert.equal(left.body().data.status, 'left')
    assert.isNull(left.body().data.place)
    assert.equal((await client.get(`/api/waiting-list/${second.token}`)).body().data.place, 1)
    ;(await client.delete(`/api/waiting-list/${first.token}`)).assertStatus(200)

    const id = first.token.split('-')[0]
    for (const forged of [`${id}-${'0'.repeat(32)}`, `${Number(id) + 1}-${first.token.split('-')[1]}`, 'rommel']) {
      const response = await client.delete(`/api/waiting-list/${forged}`)
      response.assertStatus(404)
      assert.equal(response.body().message, 'Deze wachtlijstlink klopt niet.')
    }
  })
})

test.group('Waiting list: offers', (group) => {
  let inline: ReturnType<typeof runOffersInline>
  group.each.setup(async () => {
    await clearRateLimits()
    inline = runOffersInline()
    return () => inline.stop()
  })

  test('a cancelled order gives its seats to the list: a hold of exactly the wanted seats for the event’s offer time, off sale to others, and the offer message', async ({
    client,
    assert,
  }) => {
    const { org, type, orders } = await soldOutType(4, [2, 2])
    await db.from('events').where('id', org.event.id).update({ waiting_list_offer_minutes: 90 })
    const waiting = person({ quantity: 2 })
    const joined = (await join(client, type.id, waiting)).body().data

    const order = await Order.findByOrFail('order_number', orders[0])
    ;(await client.post(`/api/orders/${order.id}/cancel`).bearerToken(org.token)).assertStatus(200)
    await inline.settled()

    const entry = await WaitingListEntry.findOrFail(Number(joined.token.split('-')[0]))
    assert.equal(entry.status, 'offered')
    const holds = await activeHoldsOf(type.id)
    assert.lengthOf(holds, 1)
    assert.equal(holds[0].quantity, 2)
    assert.equal(holds[0].sessionId, entry.offerSessionId)
    const minutes = holds[0].expiresAt.diff(DateTime.now(), 'minutes').minutes
    assert.isAbove(minutes, 88)
    assert.isAtMost(minutes, 90)
    assert.equal(await availableNow(client, org.event.id, type.id), 0)
    const other = await client
      .post('/api/tickets/reserve')
      .json({ ticketTypeId: type.id, quantity: 1, sessionId: newSession(), buyerEmail: 'x@example.sr' })
    other.assertStatus(409)

    const [mail] = await messagesTo(waiting.email, 'waiting_list_offer')
    assert.include(mail.bodyText, `/events/${org.event.id}?offer=${joined.token}`)
    const shown = (await client.get(`/api/waiting-list/${joined.token}`)).body().data
    assert.equal(shown.offer.sessionId, entry.offerSessionId)
    assert.isNull(shown.place)
  })

  test('a refund that puts seats back on sale offers them', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const { order, tickets } = await paidInCash(org, 20)
    const waiting = person({ quantity: 2 })
    await db.from('ticket_types').where('id', org.paid.id).update({ has_user_limit: false })
    ;(await join(client, org.paid.id, waiting)).assertStatus(201)
    assert.equal(await freeSeatsOf(org.paid.id), 0)

    const refund = await postRefund(client, order.id, org.token, {
      ticketIds: tickets.slice(0, 2).map((t) => t.id),
      reason: 'Kan niet komen',
      resell: true,
    })
    refund.assertStatus(201)
    await inline.settled()
    const [entry] = await entriesOf(org.paid.id)
    assert.equal(entry.status, 'offered')
    assert.equal(await freeSeatsOf(org.paid.id), 0)
    assert.lengthOf(await messagesTo(waiting.email, 'waiting_list_offer'), 1)
  })

  test('a raised quantity offers the new seats once they fit the wanted number', async ({ client, assert }) => {
    const { org, type } = await soldOutType(2)
    ;(await join(client, type.id, person({ quantity: 3 }))).assertStatus(201)
    const put = (maxQuantity: number, version: number) =>
      client.put(`/api/ticket-types/${type.id}`).bearerToken(org.token).json({ maxQuantity, version })
    await type.refresh()
    ;(await put(4, type.editVersion)).assertStatus(200)
    await inline.settled()
    assert.equal((await entriesOf(type.id))[0].status, 'waiting', 'two new seats do not fit three')
    await type.refresh()
    ;(await put(5, type.editVersion)).assertStatus(200)
    await inline.settled()
    const [entry] = await entriesOf(type.id)
    assert.equal(entry.status, 'offered')
    assert.equal((await activeHoldsOf(type.id))[0].quantity, 3)
  })

  test('holds that ran out are offered by the minute run', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const type = await makeTicketType(org.event.id, { price: '0.00', maxQuantity: 3, hasUserLimit: false })
    const checkout = newSession()
    ;(
      await client
        .post('/api/tickets/reserve')
        .json({ ticketTypeId: type.id, quantity: 3, sessionId: checkout, buyerEmail: 'c@example.sr' })
    ).assertStatus(201)
    ;(await join(client, type.id, person({ quantity: 2 }))).assertStatus(201)
    assert.equal((await makeOffers([type.id])).offered, 0)
    await TicketReservation.query()
      .where('session_id', checkout)
      .update({ expiresAt: new Date(Date.now() - 1000) })
    const report = await makeOffers(null)
    assert.isAtLeast(report.offered, 1)
    assert.equal((await entriesOf(type.id))[0].status, 'offered')
  })

  test('quantity-aware: a family of four is offered four seats or none; a later single who fits is offered meanwhile', async ({
    client,
    assert,
  }) => {
    const { org, type, orders } = await soldOutType(4, [1, 3])
    const family = (await join(client, type.id, person({ quantity: 4 }))).body().data
    const single = (await join(client, type.id, person({ quantity: 1 }))).body().data
    ;(
      await client.post(`/api/orders/${(await Order.findByOrFail('order_number', orders[0])).id}/cancel`).bearerToken(org.token)
    ).assertStatus(200)
    await inline.settled()
    let [familyEntry, singleEntry] = await entriesOf(type.id)
    assert.equal(familyEntry.status, 'waiting')
    assert.equal(singleEntry.status, 'offered')
    assert.equal((await client.get(`/api/waiting-list/${family.token}`)).body().data.place, 1)
    assert.lengthOf(await activeHoldsOf(type.id), 1)
    assert.equal(single.place, 2)

    // The single's offer runs out; the three seats of the other order come back: four seats, the family's.
    await runOutOffer(singleEntry)
    ;(
      await client.post(`/api/orders/${(await Order.findByOrFail('order_number', orders[1])).id}/cancel`).bearerToken(org.token)
    ).assertStatus(200)
    await inline.settled()
    ;[familyEntry, singleEntry] = await entriesOf(type.id)
    assert.equal(familyEntry.status, 'offered')
    assert.equal(singleEntry.status, 'expired')
    const holds = await activeHoldsOf(type.id)
    assert.deepEqual(
      holds.map((h) => h.quantity),
      [4]
    )
  })

  test('an offer that runs out moves to the next person', async ({ client, assert }) => {
    const { org, type, orders } = await soldOutType(2, [2])
    const first = person({ quantity: 2 })
    const second = person({ quantity: 2 })
    ;(await join(client, type.id, first)).assertStatus(201)
    ;(await join(client, type.id, second)).assertStatus(201)
    ;(
      await client.post(`/api/orders/${(await Order.findByOrFail('order_number', orders[0])).id}/cancel`).bearerToken(org.token)
    ).assertStatus(200)
    await inline.settled()
    let [a, b] = await entriesOf(type.id)
    assert.equal(a.status, 'offered')
    assert.equal(b.status, 'waiting')
    await runOutOffer(a)
    const report = await makeOffers([type.id])
    assert.deepEqual(report, { offered: 1, expired: 1, bought: 0 })
    ;[a, b] = await entriesOf(type.id)
    assert.equal(a.status, 'expired')
    assert.equal(b.status, 'offered')
    assert.lengthOf(await messagesTo(second.email, 'waiting_list_offer'), 1)
    assert.lengthOf(await activeHoldsOf(type.id), 1)
  })

  test('a payment still open keeps the offer past its time; given up, the offer runs out to the next; paid, it is bought', async ({
    client,
    assert,
  }) => {
    const { org, type, orders } = await soldOutType(2, [2])
    const first = person({ quantity: 2 })
    const second = person({ quantity: 2 })
    ;(await join(client, type.id, first)).assertStatus(201)
    ;(await join(client, type.id, second)).assertStatus(201)
    ;(
      await client.post(`/api/orders/${(await Order.findByOrFail('order_number', orders[0])).id}/cancel`).bearerToken(org.token)
    ).assertStatus(200)
    await inline.settled()
    let [a] = await entriesOf(type.id)
    assert.equal(a.status, 'offered')
    let b: typeof a
    // The offer's buyer pays: a pending order of its session takes the two seats (as createPayment does), and the
    // offer's time passes while the buyer is at the provider.
    await runOutOffer(a)
    await db.from('ticket_types').where('id', type.id).increment('quantity_sold', 2)
    const pending = await Order.create({
      orderNumber: `WL-${Date.now().toString(36).toUpperCase()}`,
      eventId: type.eventId,
      buyerName: 'Wacht Ende',
      buyerEmail: first.email,
      contactMethod: 'email',
      subtotal: '0.00',
      platformFee: '0.00',
      paymentFee: '0.00',
      paymentFeeBtw: '0.00',
      total: '0.00',
      currency: 'SRD',
      status: 'pending',
      paymentProvider: 'uni5pay',
      lines: [{ ticketTypeId: type.id, quantity: 2, price: type.price }],
      sessionId: a.offerSessionId,
    })
    assert.deepEqual(await makeOffers([type.id]), { offered: 0, expired: 0, bought: 0 })
    ;[a, b] = await entriesOf(type.id)
    assert.equal(a.status, 'offered', 'not bought before it is paid, not expired while its payment is open')
    assert.equal(b.status, 'waiting')

    // The payment is given up: its seats come back and go to the next person; the first offer ran out.
    pending.status = 'cancelled'
    await pending.save()
    await db.from('ticket_types').where('id', type.id).decrement('quantity_sold', 2)
    assert.deepEqual(await makeOffers([type.id]), { offered: 1, expired: 1, bought: 0 })
    ;[a, b] = await entriesOf(type.id)
    assert.equal(a.status, 'expired')
    assert.equal(b.status, 'offered')

    // The second pays: bought.
    await Order.create({
      ...pending.$attributes,
      id: undefined,
      orderNumber: `WL-${Date.now().toString(36).toUpperCase()}B`,
      buyerEmail: second.email,
      status: 'paid',
      sessionId: b.offerSessionId,
    })
    assert.deepEqual(await makeOffers([type.id]), { offered: 0, expired: 0, bought: 1 })
  })

  test('leaving with an open offer gives its seats to the next person at once', async ({ client, assert }) => {
    const { org, type, orders } = await soldOutType(2, [2])
    const first = (await join(client, type.id, person({ quantity: 2 }))).body().data
    ;(await join(client, type.id, person({ quantity: 2 }))).assertStatus(201)
    ;(
      await client.post(`/api/orders/${(await Order.findByOrFail('order_number', orders[0])).id}/cancel`).bearerToken(org.token)
    ).assertStatus(200)
    await inline.settled()
    ;(await client.delete(`/api/waiting-list/${first.token}`)).assertStatus(200)
    await inline.settled()
    const [a, b] = await entriesOf(type.id)
    assert.equal(a.status, 'left')
    assert.equal(b.status, 'offered')
    const holds = await activeHoldsOf(type.id)
    assert.deepEqual(
      holds.map((h) => h.sessionId),
      [b.offerSessionId]
    )
  })

  test('buying through the offer: the checkout keeps the offer’s hold (not shortened, not released) and the purchase consumes exactly it', async ({
    client,
    assert,
  }) => {
    const { org, type, orders } = await soldOutType(4, [3, 1])
    const waiting = person({ quantity: 3 })
    const joined = (await join(client, type.id, waiting)).body().data
    ;(
      await client.post(`/api/orders/${(await Order.findByOrFail('order_number', orders[0])).id}/cancel`).bearerToken(org.token)
    ).assertStatus(200)
    await inline.settled()
    const offer = (await client.get(`/api/waiting-list/${joined.token}`)).body().data.offer
    const [hold] = await activeHoldsOf(type.id)

    // The checkout's 20-minute hold refresh answers the offer's own hold, with its own expiry.
    const held = await client
      .post('/api/tickets/reserve')
      .json({ ticketTypeId: type.id, quantity: 3, sessionId: offer.sessionId, buyerEmail: waiting.email })
    held.assertStatus(201)
    assert.equal(held.body().data.id, hold.id)
    assert.equal(Date.parse(held.body().data.expiresAt), Date.parse(offer.expiresAt))
    assert.isAbove(held.body().data.expiresInSeconds, 100 * 60)
    const tooMany = await client
      .post('/api/tickets/reserve')
      .json({ ticketTypeId: type.id, quantity: 4, sessionId: offer.sessionId, buyerEmail: waiting.email })
    tooMany.assertStatus(409)
    // Leaving the checkout (or the page hiding) does not give the offer's seats back.
    assert.equal((await client.delete(`/api/tickets/reserve/${offer.sessionId}`)).body().released, 0)
    assert.lengthOf(await activeHoldsOf(type.id), 1)

    const bought = await client.post('/api/tickets/purchase').json({
      eventId: org.event.id,
      tickets: [{ ticketTypeId: type.id, quantity: 3 }],
      buyerInfo: guest({ email: waiting.email, confirmEmail: waiting.email }),
      isAllFree: true,
      reservationId: offer.sessionId,
    })
    bought.assertStatus(201)
    const order = await Order.findByOrFail('order_number', bought.body().orderNumber)
    assert.lengthOf(await Ticket.query().where('order_id', order.id), 3)
    assert.lengthOf(await activeHoldsOf(type.id), 0)
    assert.equal((await TicketType.findOrFail(type.id)).quantitySold, 4)
    assert.deepEqual(await makeOffers([type.id]), { offered: 0, expired: 0, bought: 1 })
    assert.equal((await entriesOf(type.id))[0].status, 'bought')
  })

  test('a stranger’s session cannot take an offer: its seats stay with the offer', async ({ client, assert }) => {
    const { org, type, orders } = await soldOutType(2, [2])
    ;(await join(client, type.id, person({ quantity: 2 }))).assertStatus(201)
    ;(
      await client.post(`/api/orders/${(await Order.findByOrFail('order_number', orders[0])).id}/cancel`).bearerToken(org.token)
    ).assertStatus(200)
    await inline.settled()
    const stranger = await client.post('/api/tickets/purchase').json({
      eventId: org.event.id,
      tickets: [{ ticketTypeId: type.id, quantity: 1 }],
      buyerInfo: guest(),
      isAllFree: true,
      reservationId: `wl_${'A'.repeat(32)}`,
    })
    stranger.assertStatus(409)
    assert.lengthOf(await activeHoldsOf(type.id), 1)
  })
})

test.group('Waiting list: the organizer’s demand per type', (group) => {
  group.each.setup(() => clearRateLimits())

  test('length and wanted seats per type; another organizer 403, nobody 401', async ({ client, assert }) => {
    const { org, type } = await soldOutType(2)
    ;(await join(client, type.id, person({ quantity: 2 }))).assertStatus(201)
    ;(await join(client, type.id, person({ quantity: 3 }))).assertStatus(201)
    const response = await client.get(`/api/events/${org.event.id}/waiting-list`).bearerToken(org.token)
    response.assertStatus(200)
    const row = response.body().data.find((r: { ticketTypeId: number }) => r.ticketTypeId === type.id)
    assert.deepEqual(row, { ticketTypeId: type.id, name: 'Familie', waiting: 2, wantedSeats: 5, offers: 0, offeredSeats: 0 })
    const other = await createAccount({ role: 'organizer' })
    ;(await client.get(`/api/events/${org.event.id}/waiting-list`).bearerToken(await tokenOf(other))).assertStatus(403)
    ;(await client.get(`/api/events/${org.event.id}/waiting-list`)).assertStatus(401)
    assert.equal(waitingListToken(1).split('-')[1].length, 32)
  })
})
