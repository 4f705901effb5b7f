/*
 * "Stuur mijn tickets opnieuw" (POST /api/tickets/resend): the same answer for any address, nothing looked up on the
 * request's path (the job does it), tickets sent only to the address or number asked about, passed-on tickets to
 * their new holder, and the limits per address and per network.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import OutboxMessage from '#models/outbox_message'
import lostTickets, { type LostTicketsRequest } from '#services/tickets/ticket_resend_service'
import { setTrustedProxiesForTests } from '#config/trusted_proxies'
import { clearRateLimits } from '#tests/helpers/accounts'
import { newClientAddress } from '#tests/functional/tickets/ticket_fixtures'
import { resaleDoor } from '#tests/functional/ticketswitch/ticketswitch_fixtures'
import { friend, transfer } from '#tests/functional/tickets/transfer_fixtures'

const SAME_ANSWER = 'Als er bij dit adres of nummer tickets horen, hebben we ze er opnieuw naartoe gestuurd.'

/** Keeps the requests the endpoint hands on, so a test sees the request path alone and then runs the job. */
function holdRequests() {
  const held: LostTicketsRequest[] = []
  lostTickets.useDispatcher(async (request) => {
    held.push(request)
  })
  return {
    held,
    async runAll() {
      for (const request of held.splice(0)) await lostTickets.handle(request)
    },
  }
}

function resend(client: ApiClient, body: Record<string, unknown>, network = newClientAddress()) {
  return client.post('/api/tickets/resend').header('x-forwarded-for', network).json(body)
}

const mailsTo = (recipient: string, kind: string) => OutboxMessage.query().where('recipient', recipient).where('kind', kind)

test.group('Sending lost tickets again', (group) => {
  group.each.setup(() => clearRateLimits())
  group.setup(() => {
    setTrustedProxiesForTests('loopback')
    return () => setTrustedProxiesForTests(null)
  })
  group.each.teardown(() => lostTickets.useDispatcher(null))

  test('a buyer’s address and an unknown one get the same answer; only the buyer’s gets mail, and only after the answer', async ({
    client,
    assert,
  }) => {
    const door = await resaleDoor(2)
    const jobs = holdRequests()
    const known = await resend(client, { email: door.seller.email.toUpperCase(), eventId: door.event.id })
    const unknown = await resend(client, { email: 'niemand-hier@example.sr' })
    known.assertStatus(200)
    unknown.assertStatus(200)
    assert.deepEqual(known.body(), unknown.body())
    assert.deepEqual(known.body(), { success: true, message: SAME_ANSWER })
    // Nothing was looked up or sent on the request's path.
    assert.lengthOf(await mailsTo(door.seller.email, 'tickets'), 0)
    assert.deepEqual(
      jobs.held.map((r) => r.email),
      [door.seller.email, 'niemand-hier@example.sr']
    )
    await jobs.runAll()
    const sent = await mailsTo(door.seller.email, 'tickets')
    assert.lengthOf(sent, 1)
    for (const ticket of door.tickets) assert.include(sent[0].bodyText, ticket.qrCode)
    assert.lengthOf(await mailsTo('niemand-hier@example.sr', 'tickets'), 0)
  })

  test('a ticket passed on goes to its new holder, and no longer with the buyer’s own tickets', async ({ client, assert }) => {
    const door = await resaleDoor(2)
    const to = friend()
    ;(await transfer(client, door.tickets[0].id, { token: door.sellerToken }, to)).assertStatus(201)
    const jobs = holdRequests()
    ;(await resend(client, { email: to.email })).assertStatus(200)
    ;(await resend(client, { email: door.seller.email })).assertStatus(200)
    await jobs.runAll()
    const successor = await db.from('tickets').where('transferred_from_ticket_id', door.tickets[0].id).firstOrFail()
    const toFriend = await mailsTo(to.email, 'ticket_transfer')
    assert.lengthOf(toFriend, 2, 'the transfer’s mail and the resend')
    assert.include(toFriend[0].bodyText, successor.qr_code)
    const toBuyer = await mailsTo(door.seller.email, 'tickets')
    assert.lengthOf(toBuyer, 1)
    assert.include(toBuyer[0].bodyText, door.tickets[1].qrCode)
    assert.notInclude(toBuyer[0].bodyText, successor.qr_code)
    assert.notInclude(toBuyer[0].bodyText, door.tickets[0].qrCode)
  })

  test('eventId narrows it: another event’s tickets are not sent', async ({ client, assert }) => {
    const door = await resaleDoor(1)
    const jobs = holdRequests()
    ;(await resend(client, { email: door.seller.email, eventId: door.event.id + 100000 })).assertStatus(200)
    await jobs.runAll()
    assert.lengthOf(await mailsTo(door.seller.email, 'tickets'), 0)
  })

  test('a WhatsApp number gets the order bought with it, by WhatsApp', async ({ client, assert }) => {
    const door = await resaleDoor(1)
    const order = await db.from('orders').where('id', door.tickets[0].orderId).firstOrFail()
    const jobs = holdRequests()
    const local = order.buyer_phone.replace('+597', '')
    ;(await resend(client, { phone: local })).assertStatus(200)
    await jobs.runAll()
    const sent = await mailsTo(order.buyer_phone, 'tickets')
    assert.lengthOf(sent, 1)
    assert.equal(sent[0].channel, 'whatsapp')
    assert.include(sent[0].bodyText, '/download?token=')
  })

  test('no address, a bad address or a bad number is a 422 in Dutch; nothing is handed on', async ({ client, assert }) => {
    const jobs = holdRequests()
    const none = await resend(client, {})
    none.assertStatus(422)
    assert.deepEqual(none.body().errors.email, ['Vul je e-mailadres of telefoonnummer in'])
    ;(await resend(client, { email: 'geen-adres' })).assertStatus(422)
    ;(await resend(client, { phone: '12' })).assertStatus(422)
    assert.lengthOf(jobs.held, 0)
  })

  test('three requests per address an hour, ten per network: then 429, for known and unknown addresses alike', async ({
    client,
    assert,
  }) => {
    const door = await resaleDoor(1)
    const jobs = holdRequests()
    for (const address of [door.seller.email, 'onbekend-adres@example.sr']) {
      for (let i = 0; i < 3; i++) (await resend(client, { email: address })).assertStatus(200)
      const over = await resend(client, { email: address })
      over.assertStatus(429)
      assert.match(over.body().message, /^Te veel pogingen/)
    }
    const network = newClientAddress()
    for (let i = 0; i < 10; i++) (await resend(client, { email: `adres-${i}@example.sr` }, network)).assertStatus(200)
    ;(await resend(client, { email: 'nog-een@example.sr' }, network)).assertStatus(429)
    assert.lengthOf(jobs.held, 16)
  })
})
