import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Order from '#models/order'
import DownloadToken from '#models/download_token'
import OutboxMessage from '#models/outbox_message'
import ticketDelivery, { hashDownloadToken } from '#services/tickets/ticket_delivery_service'
import { issueSession } from '#services/accounts/session_service'
import { orderClaimKey } from '#services/tickets/order_claim'
import { createAccount, uniquePhone } from '#tests/helpers/accounts'
import { startTestMailSink, type TestMailSink, type ReceivedMail } from '#tests/helpers/smtp_sink'
import { startFakeWhatsApp, type FakeWhatsApp } from '#tests/helpers/fake_whatsapp'
import { deliverOutboxInline } from '#tests/helpers/outbox'
import { deliverTicketsInline } from '#tests/helpers/ticket_delivery'
import { freeTicketType, guest, newSession, purchaseBody } from '#tests/functional/tickets/ticket_fixtures'

/** Page objects of a PDF (not the /Pages tree). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0
}

function downloadToken(mail: ReceivedMail): string {
  const link = mail.links.find((url) => url.includes('/download?token='))
  if (!link) throw new Error(`no download link in: ${mail.links.join(', ')}`)
  return new URL(link).searchParams.get('token')!
}

test.group('Ticket delivery', (group) => {
  let sink: TestMailSink
  let whatsapp: FakeWhatsApp
  const restore: (() => void)[] = []
  group.setup(async () => {
    sink = await startTestMailSink()
    whatsapp = await startFakeWhatsApp()
    restore.push(deliverOutboxInline(), deliverTicketsInline())
  })
  group.teardown(async () => {
    for (const undo of restore) undo()
    await sink.close()
    await whatsapp.close()
  })

  test('a free purchase sends one e-mail with an inline QR per ticket, the PDF (one page per ticket) and a working download link', async ({
    client,
    assert,
  }) => {
    const { event, ticketType } = await freeTicketType({ name: 'Staanplaats' })
    const buyer = guest()
    const response = await client.post('/api/tickets/purchase').json(purchaseBody(event.id, ticketType.id, 3, newSession(), buyer))
    response.assertStatus(201)
    const { orderNumber, tickets } = response.body()

    const mail = await sink.waitForMail({ to: buyer.email, subject: orderNumber })
    assert.lengthOf(sink.find({ to: buyer.email }), 1)
    // A guest order: the link that claims it for the account of this address (once signed in as it).
    const claim = mail.links.find((link) => link.includes('/user-dashboard?'))
    assert.exists(claim)
    assert.deepEqual(Object.fromEntries(new URL(claim!).searchParams), {
      claimOrder: orderNumber,
      claimKey: orderClaimKey(orderNumber, buyer.email),
    })
    assert.include(mail.subject, event.title)
    const images = mail.attachments.filter((a) => a.contentType === 'image/png' && a.cid)
    assert.lengthOf(images, 3)
    // mailparser turns each cid: reference into the attachment's data URL.
    assert.lengthOf(mail.html!.match(/<img [^>]*src="(cid:|data:image\/png)/g) ?? [], 3)
    for (const ticket of tickets) assert.include(mail.text, ticket.qrCode)
    assert.include(mail.text, 'Staanplaats')
    assert.include(mail.text, 'Gratis')
    assert.include(mail.html!, 'Tickets downloaden')
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf')!
    assert.equal(pdf.filename, `tickets-${orderNumber}.pdf`)
    assert.equal(pdfPageCount(pdf.content), 3)

    const token = downloadToken(mail)
    assert.match(token, /^[0-9a-f]{64}$/)
    const stored = await DownloadToken.findByOrFail('token', hashDownloadToken(token))
    assert.equal(stored.status, 'active')
    assert.sameMembers(
      stored.ticketIds,
      tickets.map((t: { id: number }) => t.id)
    )
    assert.equal(stored.expiresAt.toISO(), event.endDate.plus({ days: 30 }).toISO())

    const json = await client.get('/api/tickets/download').qs({ token })
    json.assertStatus(200)
    assert.equal(json.header('cache-control'), 'no-store')
    const data = json.body().data
    assert.equal(data.orderNumber, orderNumber)
    assert.equal(data.accessCount, 1)
    assert.lengthOf(data.tickets, 3)
    assert.equal(data.tickets[0].event.title, event.title)
    assert.equal(data.tickets[0].ticketType.name, 'Staanplaats')
    assert.sameMembers(
      data.tickets.map((t: { qrCode: string }) => t.qrCode),
      tickets.map((t: { qrCode: string }) => t.qrCode)
    )
    assert.match(data.tickets[0].qrDataUrl, /^data:image\/png;base64,/)

    // Raw fetch: the api client does not hand over binary bodies.
    const file = await fetch(`http://${process.env.HOST}:${process.env.PORT}${data.pdfUrl}`)
    assert.equal(file.status, 200)
    assert.equal(file.headers.get('content-type'), 'application/pdf')
    assert.equal(pdfPageCount(Buffer.from(await file.arrayBuffer())), 3)
    await stored.refresh()
    assert.equal(stored.accessCount, 2)
  })

  test('contact method whatsapp: a WhatsApp message with the download link, no e-mail', async ({ client, assert }) => {
    const { event, ticketType } = await freeTicketType()
    const phone = uniquePhone()
    const buyer = guest({ contactMethod: 'whatsapp', email: undefined, confirmEmail: undefined, phone, confirmPhone: phone })
    const response = await client.post('/api/tickets/purchase').json(purchaseBody(event.id, ticketType.id, 2, newSession(), buyer))
    response.assertStatus(201)
    const [text] = whatsapp.textsTo(phone)
    assert.exists(text)
    assert.include(text, response.body().orderNumber)
    assert.include(text, event.title)
    const link = text.match(/https?:\/\/\S+\/download\?token=[0-9a-f]{64}/)![0]
    const token = new URL(link).searchParams.get('token')!
    ;(await client.get('/api/tickets/download').qs({ token })).assertStatus(200)
    const messages = await OutboxMessage.query().where('kind', 'tickets').where('recipient', phone)
    assert.lengthOf(messages, 1)
    assert.equal(messages[0].channel, 'whatsapp')
  })

  test('contact method both: the e-mail and the WhatsApp message carry the same link', async ({ client, assert }) => {
    const { event, ticketType } = await freeTicketType()
    const phone = uniquePhone()
    const buyer = guest({ contactMethod: 'both', phone, confirmPhone: phone })
    ;(await client.post('/api/tickets/purchase').json(purchaseBody(event.id, ticketType.id, 1, newSession(), buyer))).assertStatus(201)
    const token = downloadToken(await sink.waitForMail({ to: buyer.email }))
    assert.include(whatsapp.textsTo(phone)[0], token)
  })

  test('an order is delivered once: a repeated purchase, a second job and concurrent jobs send nothing more', async ({
    client,
    assert,
  }) => {
    const { event, ticketType } = await freeTicketType()
    const buyer = guest()
    const body = purchaseBody(event.id, ticketType.id, 1, newSession(), buyer)
    const first = await client.post('/api/tickets/purchase').json(body)
    ;(await client.post('/api/tickets/purchase').json(body)).assertStatus(201)
    await sink.waitForMail({ to: buyer.email })
    const orderId = first.body().orderId as number
    assert.equal(await ticketDelivery.deliverOrder(orderId), 'already-delivered')

    // A second order delivered by three jobs at once.
    ticketDelivery.useDispatcher(null)
    const other = guest()
    const second = await client.post('/api/tickets/purchase').json(purchaseBody(event.id, ticketType.id, 1, newSession(), other))
    restore.push(deliverTicketsInline())
    const outcomes = await Promise.all([1, 2, 3].map(() => ticketDelivery.deliverOrder(second.body().orderId)))
    assert.sameMembers(outcomes, ['delivered', 'already-delivered', 'already-delivered'])
    await sink.waitForMail({ to: other.email })

    assert.lengthOf(sink.find({ to: buyer.email }), 1)
    assert.lengthOf(sink.find({ to: other.email }), 1)
    const ticketIds = [first.body().tickets[0].id, second.body().tickets[0].id]
    assert.lengthOf(await DownloadToken.query().whereRaw('ticket_ids && ?::int[]', [ticketIds]), 2)
  })

  test('the sweep delivers an issued order whose job was lost; pending orders wait', async ({ client, assert }) => {
    ticketDelivery.useDispatcher(null)
    const { event, ticketType } = await freeTicketType()
    const buyer = guest()
    const response = await client.post('/api/tickets/purchase').json(purchaseBody(event.id, ticketType.id, 1, newSession(), buyer))
    const unpaid = await client.post('/api/tickets/purchase').json(purchaseBody(event.id, ticketType.id, 1, newSession()))
    restore.push(deliverTicketsInline())
    const order = await Order.findOrFail(response.body().orderId)
    const pending = await Order.findOrFail(unpaid.body().orderId)
    assert.isNull(order.ticketsDeliveredAt)
    await Order.query().where('id', pending.id).update({ status: 'pending' })
    await Order.query()
      .whereIn('id', [order.id, pending.id])
      .update({ createdAt: DateTime.now().minus({ minutes: 5 }).toJSDate() })
    await ticketDelivery.deliverPending({ limit: 500 })
    await order.refresh()
    await pending.refresh()
    assert.isNotNull(order.ticketsDeliveredAt)
    assert.isNull(pending.ticketsDeliveredAt)
    assert.equal(await ticketDelivery.deliverOrder(pending.id), 'not-issued')
    await sink.waitForMail({ to: buyer.email })
  })

  test('download link: expired → 410, revoked or used → 410, unknown or malformed → 404, never counted', async ({ client, assert }) => {
    const { event, ticketType } = await freeTicketType()
    const buyer = guest()
    ;(await client.post('/api/tickets/purchase').json(purchaseBody(event.id, ticketType.id, 1, newSession(), buyer))).assertStatus(201)
    const token = downloadToken(await sink.waitForMail({ to: buyer.email }))
    const row = await DownloadToken.findByOrFail('token', hashDownloadToken(token))

    row.expiresAt = DateTime.now().minus({ minutes: 1 })
    await row.save()
    const expired = await client.get('/api/tickets/download').qs({ token })
    expired.assertStatus(410)
    assert.equal(expired.body().message, 'Deze downloadlink is verlopen.')
    ;(await client.get(`/api/tickets/download/${token}/pdf`)).assertStatus(410)

    row.expiresAt = DateTime.now().plus({ days: 1 })
    for (const status of ['revoked', 'used'] as const) {
      row.status = status
      await row.save()
      const gone = await client.get('/api/tickets/download').qs({ token })
      gone.assertStatus(410)
      assert.equal(gone.body().message, 'Deze downloadlink is niet meer geldig.')
    }
    await row.refresh()
    assert.equal(row.accessCount, 0)

    ;(await client.get('/api/tickets/download').qs({ token: 'a'.repeat(64) })).assertStatus(404)
    ;(await client.get('/api/tickets/download').qs({ token: 'kort' })).assertStatus(404)
    ;(await client.get('/api/tickets/download')).assertStatus(404)
    ;(await client.get('/api/tickets/download?token=a&token=b')).assertStatus(404)
    ;(await client.get(`/api/tickets/download/${'b'.repeat(64)}/pdf`)).assertStatus(404)
  })
})

test.group('GET /api/users/me/tickets', () => {
  test("a signed-in buyer sees their own tickets (bought signed in; a guest purchase with their address only once claimed), newest first; nobody else's", async ({
    client,
    assert,
  }) => {
    const { event, ticketType } = await freeTicketType({ name: 'Voorverkoop' })
    const anna = await createAccount({ role: 'user' })
    const bram = await createAccount({ role: 'user' })
    const unverified = await createAccount({ role: 'user', isEmailVerified: false })
    const annaToken = (await issueSession(anna)).token

    const asGuest = await client
      .post('/api/tickets/purchase')
      .json(purchaseBody(event.id, ticketType.id, 1, newSession(), guest({ email: anna.email, confirmEmail: anna.email })))
    asGuest.assertStatus(201)
    const signedIn = await client
      .post('/api/tickets/purchase')
      .bearerToken(annaToken)
      .json(purchaseBody(event.id, ticketType.id, 2, newSession(), guest()))
    signedIn.assertStatus(201)
    ;(
      await client
        .post('/api/tickets/purchase')
        .bearerToken((await issueSession(bram)).token)
        .json(purchaseBody(event.id, ticketType.id, 1, newSession()))
    ).assertStatus(201)
    ;(
      await client
        .post('/api/tickets/purchase')
        .json(purchaseBody(event.id, ticketType.id, 1, newSession(), guest({ email: unverified.email, confirmEmail: unverified.email })))
    ).assertStatus(201)

    // The guest purchase with Anna's address is not hers until she follows the ticket mail's link, signed in.
    const before = (await client.get('/api/users/me/tickets').bearerToken(annaToken)).body().data
    assert.deepEqual(
      before.map((t: { orderNumber: string }) => t.orderNumber),
      [signedIn.body().orderNumber, signedIn.body().orderNumber]
    )
    const claimKey = orderClaimKey(asGuest.body().orderNumber, anna.email)
    ;(
      await client.post(`/api/users/me/orders/${asGuest.body().orderNumber}/claim`).bearerToken(annaToken).json({ key: claimKey })
    ).assertStatus(200)

    const mine = await client.get('/api/users/me/tickets').bearerToken(annaToken)
    mine.assertStatus(200)
    const list = mine.body().data
    assert.lengthOf(list, 3)
    assert.deepEqual(
      list.map((t: { orderNumber: string }) => t.orderNumber),
      [signedIn.body().orderNumber, signedIn.body().orderNumber, asGuest.body().orderNumber]
    )
    assert.equal(list[0].event.title, event.title)
    assert.equal(list[0].ticketType.name, 'Voorverkoop')
    assert.equal(list[0].priceLabel, 'Gratis')
    assert.isFalse(list[0].isCheckedIn)
    assert.exists(list[0].qrCode)
    // This event has no venue: the API says so with null, each view in its own language (not a Dutch sentence).
    assert.isNull(list[0].event.venueName)
    assert.isNull(list[0].event.venueAddress)

    const bramList = (await client.get('/api/users/me/tickets').bearerToken((await issueSession(bram)).token)).body().data
    assert.lengthOf(bramList, 1)
    assert.lengthOf((await client.get('/api/users/me/tickets').bearerToken((await issueSession(unverified)).token)).body().data, 0)
    ;(await client.get('/api/users/me/tickets')).assertStatus(401)
  })
})
