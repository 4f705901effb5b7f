/*
 * Passing a ticket on to a friend (domain/ticket_transfer.ts): the old code answers 'transferred' at the door, the
 * new holder gets a new ticket by mail with a link of their own, the old holder a confirmation, no figure moves; a
 * guest with the download link may do it too; every refusal is a 4xx that changes nothing.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Ticket from '#models/ticket'
import Event from '#models/event'
import OutboxMessage from '#models/outbox_message'
import PlatformSetting from '#models/platform_setting'
import { cancelEvent } from '#services/events/organizer_event_service'
import { offlineCodeHash, type OfflineList } from '#domain/check_in'
import { clearRateLimits, createAccount } from '#tests/helpers/accounts'
import { tokenOf } from '#tests/functional/orders/order_fixtures'
import { scan } from '#tests/functional/check_ins/check_in_fixtures'
import { downloadTokenFor, listed, resaleDoor } from '#tests/functional/ticketswitch/ticketswitch_fixtures'
import { downloadTokenIn, figuresOf, friend, transfer } from '#tests/functional/tickets/transfer_fixtures'

async function whatsappCheckout(enabled: boolean) {
  const settings = await PlatformSetting.findOrFail(1)
  settings.whatsappFeatures = { ...settings.whatsappFeatures, checkoutEnabled: enabled }
  await settings.save()
}

const transferCount = async (eventId: number) => Number((await db.from('ticket_transfers').where('event_id', eventId).count('* as n'))[0].n)
const ticketCount = async (eventId: number) => Number((await db.from('tickets').where('event_id', eventId).count('* as n'))[0].n)

test.group('Passing a ticket on', (group) => {
  group.each.setup(() => clearRateLimits())

  test('the holder passes a ticket on by e-mail: new code for the friend, old code transferred, both told, figures unchanged', async ({
    client,
    assert,
  }) => {
    const door = await resaleDoor(2)
    const before = await figuresOf(client, door)
    const old = door.tickets[0]
    const to = friend()
    const response = await transfer(client, old.id, { token: door.sellerToken }, to)
    response.assertStatus(201)
    assert.equal(response.body().message, 'Je ticket is doorgegeven aan Anjali Vriendin. Het nieuwe ticket is naar hem of haar verstuurd.')
    assert.containsSubset(response.body().data, { ticketId: old.id, transferredTo: 'Anjali Vriendin', channel: 'email' })
    assert.notInclude(response.body().data.sentTo, 'anjali.vriendin')

    await old.refresh()
    assert.isFalse(old.isValid)
    assert.isNotNull(old.transferredAt)
    const successor = await Ticket.query().where('transferred_from_ticket_id', old.id).firstOrFail()
    assert.equal(successor.orderId, old.orderId)
    assert.equal(successor.ticketTypeId, old.ticketTypeId)
    assert.equal(successor.purchasePrice, old.purchasePrice)
    assert.isTrue(successor.isValid)
    assert.notEqual(successor.qrCode, old.qrCode)
    assert.match(successor.qrCode, /^KWAKOE-/)
    assert.deepEqual([successor.buyerName, successor.buyerEmail], ['Anjali Vriendin', to.email])
    const record = await db.from('ticket_transfers').where('from_ticket_id', old.id).firstOrFail()
    assert.containsSubset(record, {
      original_ticket_id: old.id,
      to_ticket_id: successor.id,
      to_first_name: 'Anjali',
      to_last_name: 'Vriendin',
      to_email: to.email,
      by_user_id: door.seller.id,
      via: 'account',
      from_name: 'Kiran Verkoper',
    })

    // The friend's mail carries the new code (inline QR and PDF) and a link that opens only the new ticket.
    const toFriend = await OutboxMessage.query().where('recipient', to.email).where('kind', 'ticket_transfer').firstOrFail()
    assert.equal(toFriend.subject, `Kiran Verkoper geeft je een ticket voor ${door.event.title}`)
    assert.include(toFriend.bodyText, successor.qrCode)
    assert.notInclude(toFriend.bodyText, old.qrCode)
    assert.sameMembers(
      toFriend.attachments!.map((a) => a.contentType),
      ['image/png', 'application/pdf']
    )
    const friendLink = await client.get('/api/tickets/download').qs({ token: downloadTokenIn(toFriend.bodyText) })
    friendLink.assertStatus(200)
    assert.deepEqual(
      friendLink.body().data.tickets.map((t: any) => [t.id, t.qrCode, t.buyerName]),
      [[successor.id, successor.qrCode, 'Anjali Vriendin']]
    )
    const toHolder = await OutboxMessage.query().where('recipient', door.seller.email).where('kind', 'ticket_transfer_done').firstOrFail()
    assert.include(toHolder.bodyText, 'doorgegeven aan Anjali Vriendin')
    assert.notInclude(toHolder.bodyText, successor.qrCode)

    // The door: the old code is 'transferred' (with when), the new one gets in once.
    const oldScan = await scan(client, door, old.qrCode)
    assert.equal(oldScan.body().status, 'transferred')
    assert.equal(new Date(oldScan.body().transferredAt).getTime(), old.transferredAt!.toMillis())
    assert.equal((await scan(client, door, successor.qrCode)).body().status, 'valid')
    const offline = (
      await client.get(`/api/events/${door.event.id}/check-ins/offline-list`).bearerToken(door.scannerToken)
    ).body() as OfflineList
    assert.sameMembers(
      offline.codes.map((code) => code[0]),
      [await offlineCodeHash(offline.salt, door.tickets[1].qrCode), await offlineCodeHash(offline.salt, successor.qrCode)]
    )

    // My tickets: the old ticket as passed on, without a code; the friend's ticket is not the buyer's.
    const mine = await client.get('/api/users/me/tickets').bearerToken(door.sellerToken)
    const shown = mine.body().data.map((t: any) => [t.id, t.transferredTo, t.qrCode === null, t.qrImage === null])
    assert.sameDeepMembers(shown, [
      [old.id, 'Anjali Vriendin', true, true],
      [door.tickets[1].id, null, false, false],
    ])

    // Nothing was sold: the organizer's totals, the dashboard and the door's count stay as they were.
    assert.deepEqual(await figuresOf(client, door), before)
    await db.rawQuery('SELECT rebuild_event_sales_days()')
    assert.deepEqual(await figuresOf(client, door), before)
  })

  test('the friend with an account sees the ticket in My tickets; the buyer’s resend and order PDF leave it out', async ({
    client,
    assert,
  }) => {
    const door = await resaleDoor(2)
    const account = await createAccount({ firstName: 'Anjali', lastName: 'Vriendin', isEmailVerified: true })
    ;(await transfer(client, door.tickets[0].id, { token: door.sellerToken }, friend({ email: account.email.toUpperCase() }))).assertStatus(
      201
    )
    const successor = await Ticket.query().where('transferred_from_ticket_id', door.tickets[0].id).firstOrFail()
    const friends = await client.get('/api/users/me/tickets').bearerToken(await tokenOf(account))
    assert.deepEqual(
      friends.body().data.map((t: any) => [t.id, t.qrCode]),
      [[successor.id, successor.qrCode]]
    )
    const order = await db.from('orders').where('id', door.tickets[0].orderId).firstOrFail()
    const resent = await client
      .post(`/api/users/me/orders/${order.order_number}/resend`)
      .bearerToken(door.sellerToken)
      .json({ channel: 'email' })
    resent.assertStatus(200)
    const mail = await OutboxMessage.query()
      .where('recipient', door.seller.email)
      .where('kind', 'tickets')
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.include(mail.bodyText, door.tickets[1].qrCode)
    assert.notInclude(mail.bodyText, successor.qrCode)
    assert.notInclude(mail.bodyText, door.tickets[0].qrCode)
  })

  test('a guest passes a ticket on with the download link; the link then shows it as passed on, without its code', async ({
    client,
    assert,
  }) => {
    const door = await resaleDoor(2)
    const token = await downloadTokenFor([door.tickets[0].id, door.tickets[1].id])
    const response = await transfer(
      client,
      door.tickets[1].id,
      { downloadToken: token },
      friend({ firstName: ' Ravi ', lastName: 'Gast ' })
    )
    response.assertStatus(201)
    assert.equal(response.body().data.transferredTo, 'Ravi Gast')
    const record = await db.from('ticket_transfers').where('from_ticket_id', door.tickets[1].id).firstOrFail()
    assert.deepEqual([record.via, record.by_user_id], ['download_link', null])
    const page = await client.get('/api/tickets/download').qs({ token })
    page.assertStatus(200)
    const shown = page.body().data.tickets.map((t: any) => [t.id, t.transferredTo, t.qrCode === null, t.qrDataUrl === null])
    assert.deepEqual(shown, [
      [door.tickets[0].id, null, false, false],
      [door.tickets[1].id, 'Ravi Gast', true, true],
    ])
    // The PDF holds only the ticket still theirs.
    const pdf = await client.get(`/api/tickets/download/${token}/pdf`)
    pdf.assertStatus(200)
  })

  test('someone else’s ticket is a 404, no sign-in and no token a 401, a bad token a 404; nothing changes', async ({ client, assert }) => {
    const door = await resaleDoor(2)
    const stranger = await createAccount()
    const otherToken = await downloadTokenFor([door.tickets[1].id])
    ;(await transfer(client, door.tickets[0].id, { token: await tokenOf(stranger) }, friend())).assertStatus(404)
    ;(await transfer(client, door.tickets[0].id, { downloadToken: otherToken }, friend())).assertStatus(404)
    ;(await transfer(client, door.tickets[0].id, { downloadToken: 'f'.repeat(64) }, friend())).assertStatus(404)
    ;(await transfer(client, door.tickets[0].id, {}, friend())).assertStatus(401)
    ;(await transfer(client, 987654321, { token: door.sellerToken }, friend())).assertStatus(404)
    ;(await transfer(client, 'abc' as unknown as number, { token: door.sellerToken }, friend())).assertStatus(422)
    assert.equal(await transferCount(door.event.id), 0)
    await door.tickets[0].refresh()
    assert.isTrue(door.tickets[0].isValid)
  })

  test('bad contact data is a 422 in Dutch per field; WhatsApp while it is off too; nothing changes', async ({ client, assert }) => {
    const door = await resaleDoor(1)
    const auth = { token: door.sellerToken }
    const to = friend()
    const badEmail = await transfer(client, door.tickets[0].id, auth, { ...to, email: 'geen-adres' })
    badEmail.assertStatus(422)
    assert.property(badEmail.body().errors, 'email')
    const noNames = await transfer(client, door.tickets[0].id, auth, { ...to, firstName: ' ', lastName: '' })
    noNames.assertStatus(422)
    assert.includeMembers(Object.keys(noNames.body().errors), ['firstName', 'lastName'])
    const badMethod = await transfer(client, door.tickets[0].id, auth, { ...to, contactMethod: 'post' })
    badMethod.assertStatus(422)
    assert.deepEqual(badMethod.body().errors.contactMethod, ['Kies e-mail of WhatsApp'])
    const badPhone = await transfer(client, door.tickets[0].id, auth, { ...to, contactMethod: 'whatsapp', phone: '12' })
    badPhone.assertStatus(422)
    assert.property(badPhone.body().errors, 'phone')
    await whatsappCheckout(false)
    const whatsapp = await transfer(client, door.tickets[0].id, auth, { ...to, contactMethod: 'whatsapp', phone: '+5978123456' }).finally(
      () => whatsappCheckout(true)
    )
    whatsapp.assertStatus(422)
    assert.deepEqual(whatsapp.body().errors.contactMethod, ['Versturen via WhatsApp is nu niet mogelijk; kies e-mail.'])
    assert.equal(await transferCount(door.event.id), 0)
    assert.equal(await ticketCount(door.event.id), 1)
    assert.lengthOf(await OutboxMessage.query().where('kind', 'ticket_transfer').where('recipient', to.email), 0)
  })

  test('refused with a 409 and nothing changed: checked in, listed, already passed on, limit reached, off, started, cancelled', async ({
    client,
    assert,
  }) => {
    const door = await resaleDoor(6)
    const auth = { token: door.sellerToken }
    const [checkedIn, listedTicket, passedOn, started, , last] = door.tickets
    const refusal = async (ticketId: number, code: string) => {
      const response = await transfer(client, ticketId, auth, friend())
      response.assertStatus(409)
      assert.equal(response.body().code, code)
      return response
    }
    assert.equal((await scan(client, door, checkedIn.qrCode)).body().status, 'valid')
    await refusal(checkedIn.id, 'TRANSFER_CHECKED_IN')

    await listed(client, { ...door, tickets: [listedTicket] })
    const onSale = await refusal(listedTicket.id, 'TRANSFER_LISTED')
    assert.equal(onSale.body().message, 'Dit ticket staat op Ticketswitch. Haal het er eerst af om het door te geven.')

    const to = friend()
    ;(await transfer(client, passedOn.id, auth, to)).assertStatus(201)
    await refusal(passedOn.id, 'TRANSFER_ALREADY_TRANSFERRED')
    // The friend holds the new ticket through their own link; the event allows one transfer per bought ticket.
    const mail = await OutboxMessage.query().where('recipient', to.email).where('kind', 'ticket_transfer').firstOrFail()
    const friendToken = downloadTokenIn(mail.bodyText)
    const successor = await Ticket.query().where('transferred_from_ticket_id', passedOn.id).firstOrFail()
    const third = friend({ firstName: 'Derde' })
    const again = await transfer(client, successor.id, { downloadToken: friendToken }, third)
    again.assertStatus(409)
    assert.equal(again.body().code, 'TRANSFER_LIMIT_REACHED')
    assert.equal(again.body().message, 'Dit ticket is al zo vaak doorgegeven als de organisator toestaat (1).')
    // Two per ticket: the chain goes one step further, then stops (it counts against the first ticket).
    await Event.query().where('id', door.event.id).update({ maxTransfersPerTicket: 2 })
    ;(await transfer(client, successor.id, { downloadToken: friendToken }, third)).assertStatus(201)
    const thirdTicket = await Ticket.query().where('transferred_from_ticket_id', successor.id).firstOrFail()
    const thirdMail = await OutboxMessage.query().where('recipient', third.email).where('kind', 'ticket_transfer').firstOrFail()
    const stopped = await transfer(client, thirdTicket.id, { downloadToken: downloadTokenIn(thirdMail.bodyText) }, friend())
    assert.equal(stopped.body().code, 'TRANSFER_LIMIT_REACHED')
    assert.equal((await db.from('ticket_transfers').where('original_ticket_id', passedOn.id).count('* as n'))[0].n, '2')

    await Event.query().where('id', door.event.id).update({ maxTransfersPerTicket: 0 })
    await refusal(last.id, 'TRANSFER_DISABLED')
    await Event.query()
      .where('id', door.event.id)
      .update({ maxTransfersPerTicket: 1, startDate: DateTime.now().minus({ minutes: 5 }) })
    await refusal(started.id, 'TRANSFER_EVENT_STARTED')
    await Event.query()
      .where('id', door.event.id)
      .update({ startDate: DateTime.now().plus({ days: 7 }) })
    await cancelEvent(door.user, door.event.id)
    await refusal(last.id, 'TRANSFER_EVENT_CANCELLED')

    // Only the two transfers that were allowed happened.
    assert.equal(await transferCount(door.event.id), 2)
    await Promise.all([checkedIn, listedTicket, last].map((t) => t.refresh()))
    assert.isNull(checkedIn.transferredAt)
    assert.isNull(listedTicket.transferredAt)
    assert.isNull(last.transferredAt)
  }).timeout(60_000)

  test('the organizer sets transfers per ticket (0-10) on the event; outside that range is a 422 in Dutch', async ({ client, assert }) => {
    const door = await resaleDoor(1)
    const created = await client.post('/api/events').bearerToken(door.token).json({ title: 'Doorgeefavond', maxTransfersPerTicket: 2 })
    assert.equal(created.status(), 201, created.text())
    assert.equal(created.body().data.maxTransfersPerTicket, 2)
    const id = created.body().data.id
    const edit = (value: unknown, token = door.token) =>
      client.put(`/api/events/${id}`).bearerToken(token).json({ maxTransfersPerTicket: value })
    const tooMany = await edit(11)
    tooMany.assertStatus(422)
    assert.deepEqual(tooMany.body().errors.maxTransfersPerTicket, ['Kies een aantal van 0 tot en met 10'])
    ;(await edit(1.5)).assertStatus(422)
    ;(await edit(-1)).assertStatus(422)
    const saved = await edit(0)
    assert.equal(saved.status(), 200, saved.text())
    assert.equal(saved.body().data.maxTransfersPerTicket, 0)
    const stranger = await createAccount({ role: 'organizer' })
    assert.include([403, 404], (await edit(5, await tokenOf(stranger))).status())
    assert.equal((await Event.findOrFail(id)).maxTransfersPerTicket, 0)
    // A new event without the field gets the default.
    assert.equal((await Event.findOrFail(door.event.id)).maxTransfersPerTicket, 1)
  })
})
