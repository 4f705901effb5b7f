/*
 * My tickets and the success page's data (§3): GET /api/users/me/tickets with QR, PDF and calendar
 * links; POST /api/users/me/orders/{orderNumber}/resend (owner only, validated, rate-limited); the public event
 * calendar file; GET /api/payments/order-status with the tickets and GET /api/payments/order-status/pdf, both
 * opened by the order's key only.
 */
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import DownloadToken from '#models/download_token'
import OutboxMessage from '#models/outbox_message'
import PlatformSetting from '#models/platform_setting'
import Ticket from '#models/ticket'
import Uni5paySandboxPayment from '#models/uni5pay_sandbox_payment'
import { issueSession } from '#services/accounts/session_service'
import { orderClaimKey } from '#services/tickets/order_claim'
import { clearRateLimits, createAccount, uniquePhone } from '#tests/helpers/accounts'
import { makeEvent, makeTicketType, makeVenue } from '#tests/functional/catalogue/catalogue_fixtures'
import { freeTicketType, guest, newSession, paidType, paymentBody, purchaseBody } from '#tests/functional/tickets/ticket_fixtures'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'

/** Page objects of a PDF (not the /Pages tree). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0
}

/** A link as the page gives it (no token), fetched as bytes: the PDF's page count, or null when it is not a PDF. */
async function pdfPagesAt(path: string): Promise<number | null> {
  const response = await fetch(`http://${process.env.HOST}:${process.env.PORT}${path}`)
  if (response.status !== 200 || response.headers.get('content-type') !== 'application/pdf') return null
  return pdfPageCount(Buffer.from(await response.arrayBuffer()))
}

async function buyFree(client: ApiClient, user: User | null, quantity: number, buyer = guest(), eventId?: number, typeId?: number) {
  const created = eventId && typeId ? { event: { id: eventId }, ticketType: { id: typeId } } : await freeTicketType({ name: 'Staanplaats' })
  const request = client
    .post('/api/tickets/purchase')
    .json(purchaseBody(created.event.id, created.ticketType.id, quantity, newSession(), buyer))
  const response = user ? await request.bearerToken((await issueSession(user)).token) : await request
  response.assertStatus(201)
  return { ...created, order: response.body() as { orderNumber: string; statusKey: string; tickets: { id: number; qrCode: string }[] } }
}

async function whatsappCheckout(enabled: boolean) {
  const settings = await PlatformSetting.findOrFail(1)
  settings.whatsappFeatures = { ...settings.whatsappFeatures, checkoutEnabled: enabled }
  await settings.save()
}

test.group('GET /api/users/me/tickets: what My tickets shows', (group) => {
  group.each.setup(() => clearRateLimits())

  test('upcoming tickets carry an SVG QR; past ones are listed without; cancelled ones not at all; links and masked addresses', async ({
    client,
    assert,
  }) => {
    const anna = await createAccount({ role: 'user' })
    const token = (await issueSession(anna)).token
    const email = `anna.${Date.now()}@example.sr`
    const upcoming = await buyFree(client, anna, 2, guest({ email, confirmEmail: email }))
    const past = await buyFree(client, anna, 1)
    // The second event is over by now (a purchase for a past event would be refused, so it moves afterwards).
    const pastEvent = await makeEvent()
    await Ticket.query()
      .whereIn(
        'id',
        past.order.tickets.map((t) => t.id)
      )
      .update({ eventId: pastEvent.id })
    pastEvent.startDate = DateTime.now().minus({ days: 3 })
    pastEvent.endDate = DateTime.now().minus({ days: 3 }).plus({ hours: 4 })
    await pastEvent.save()
    const cancelled = await buyFree(client, anna, 1)
    await Ticket.query().where('id', cancelled.order.tickets[0].id).update({ isValid: false })

    const response = await client.get('/api/users/me/tickets').bearerToken(token)
    response.assertStatus(200)
    assert.equal(response.header('cache-control'), 'no-store')
    const list = response.body().data as Record<string, any>[]
    assert.sameMembers(
      list.map((t) => t.id),
      [...upcoming.order.tickets, ...past.order.tickets].map((t) => t.id)
    )
    const first = list.find((t) => t.orderNumber === upcoming.order.orderNumber)!
    assert.match(first.qrImage, /^data:image\/svg\+xml;base64,/)
    assert.include(Buffer.from(first.qrImage.split(',')[1], 'base64').toString(), '<svg')
    assert.equal(first.ticketType.name, 'Staanplaats')
    assert.equal(first.calendarUrl, `/api/events/${upcoming.event.id}/calendar.ics`)
    assert.deepEqual(first.resendTo, { email: `an•••@example.sr`, whatsapp: null })
    assert.notInclude(JSON.stringify(list), email, 'the address itself is not repeated')
    assert.isNull(list.find((t) => t.orderNumber === past.order.orderNumber)!.qrImage)

    // The PDF link works as it is given, without the bearer token: the order's key opens it.
    assert.equal(await pdfPagesAt(first.pdfUrl), 2)
  })

  test('WhatsApp is offered for an order with a phone, and only while WhatsApp is on', async ({ client, assert }) => {
    const bram = await createAccount({ role: 'user' })
    const token = (await issueSession(bram)).token
    const phone = uniquePhone()
    await buyFree(client, bram, 1, guest({ contactMethod: 'both', phone, confirmPhone: phone }))
    try {
      const on = (await client.get('/api/users/me/tickets').bearerToken(token)).body().data
      assert.equal(on[0].resendTo.whatsapp, `+597 ••• ${phone.slice(-3)}`)
      await whatsappCheckout(false)
      const off = (await client.get('/api/users/me/tickets').bearerToken(token)).body().data
      assert.isNull(off[0].resendTo.whatsapp)
      assert.isNotNull(off[0].resendTo.email)
    } finally {
      await whatsappCheckout(true)
    }
  })
})

test.group('POST /api/users/me/orders/{orderNumber}/resend', (group) => {
  group.each.setup(() => clearRateLimits())

  test('the owner gets the tickets again on the chosen channel, with a new download link', async ({ client, assert }) => {
    const cato = await createAccount({ role: 'user' })
    const token = (await issueSession(cato)).token
    const phone = uniquePhone()
    const buyer = guest({ contactMethod: 'both', phone, confirmPhone: phone })
    const { order } = await buyFree(client, cato, 2, buyer)
    const tokensBefore = await DownloadToken.query().whereRaw('? = ANY(ticket_ids)', [order.tickets[0].id])

    const byMail = await client.post(`/api/users/me/orders/${order.orderNumber}/resend`).bearerToken(token).json({ channel: 'email' })
    byMail.assertStatus(200)
    assert.deepEqual(byMail.body(), { success: true, channel: 'email', sentTo: `${buyer.email.slice(0, 2)}•••@example.sr` })
    const mails = await OutboxMessage.query().where('recipient', buyer.email).where('kind', 'tickets')
    assert.lengthOf(mails, 1)
    assert.equal(mails[0].channel, 'email')

    const byWhatsApp = await client
      .post(`/api/users/me/orders/${order.orderNumber}/resend`)
      .bearerToken(token)
      .json({ channel: 'whatsapp' })
    byWhatsApp.assertStatus(200)
    const messages = await OutboxMessage.query().where('recipient', phone).where('kind', 'tickets')
    assert.lengthOf(messages, 1)
    assert.include(messages[0].bodyText, '/download?token=')

    const tokensAfter = await DownloadToken.query().whereRaw('? = ANY(ticket_ids)', [order.tickets[0].id])
    assert.equal(tokensAfter.length, tokensBefore.length + 2, 'one fresh download link per resend')
  })

  test("someone else's order is a 404 and sends nothing; signed out is a 401", async ({ client, assert }) => {
    const owner = await createAccount({ role: 'user' })
    const other = await createAccount({ role: 'user' })
    const buyer = guest()
    const { order } = await buyFree(client, owner, 1, buyer)
    const path = `/api/users/me/orders/${order.orderNumber}/resend`

    const stranger = await client
      .post(path)
      .bearerToken((await issueSession(other)).token)
      .json({ channel: 'email' })
    stranger.assertStatus(404)
    assert.equal(stranger.body().success, false)
    // The same answer as an order that does not exist at all.
    const none = await client
      .post('/api/users/me/orders/ST-ZZZZZZZZZZ/resend')
      .bearerToken((await issueSession(other)).token)
      .json({ channel: 'email' })
    none.assertStatus(404)
    assert.equal(none.body().message, stranger.body().message)
    ;(await client.post(path).json({ channel: 'email' })).assertStatus(401)
    assert.lengthOf(await OutboxMessage.query().where('recipient', buyer.email), 0)
  })

  test('a guest order with the account’s verified address is not the account’s until claimed with the ticket mail’s link', async ({
    client,
    assert,
  }) => {
    const dana = await createAccount({ role: 'user', isEmailVerified: true })
    const danaToken = (await issueSession(dana)).token
    const { order } = await buyFree(client, null, 1, guest({ email: dana.email.toUpperCase(), confirmEmail: dana.email.toUpperCase() }))
    const resend = () => client.post(`/api/users/me/orders/${order.orderNumber}/resend`).bearerToken(danaToken).json({ channel: 'email' })
    const mine = async () => (await client.get('/api/users/me/tickets').bearerToken(danaToken)).body().data as { orderNumber: string }[]
    ;(await resend()).assertStatus(404)
    assert.deepEqual(await mine(), [])

    const key = orderClaimKey(order.orderNumber, dana.email)
    const claim = (token: string, body: Record<string, unknown>) =>
      client.post(`/api/users/me/orders/${order.orderNumber}/claim`).bearerToken(token).json(body)
    // A key of another purpose (the status page's) or another order does not claim; nor does the link in another account.
    ;(await claim(danaToken, { key: order.statusKey })).assertStatus(404)
    ;(await claim(danaToken, { key: orderClaimKey('ST-AAAAAAAAAA', dana.email) })).assertStatus(404)
    const eve = await createAccount({ role: 'user', isEmailVerified: true })
    const other = await claim((await issueSession(eve)).token, { key })
    other.assertStatus(403)
    assert.equal(
      other.body().message,
      'Deze tickets zijn naar een ander e-mailadres gestuurd. Log in met het account van dat adres om ze te bewaren.'
    )
    ;(await client.post(`/api/users/me/orders/${order.orderNumber}/claim`).json({ key })).assertStatus(401)
    ;(await claim(danaToken, {})).assertStatus(422)

    const claimed = await claim(danaToken, { key })
    claimed.assertStatus(200)
    assert.deepEqual(claimed.body().data, { orderNumber: order.orderNumber, outcome: 'claimed' })
    assert.equal((await claim(danaToken, { key })).body().data.outcome, 'already_yours')
    ;(await resend()).assertStatus(200)
    assert.deepEqual(
      (await mine()).map((ticket) => ticket.orderNumber),
      [order.orderNumber]
    )
    // Now it is Dana's, the link no longer opens it for anyone else.
    ;(await claim((await issueSession(eve)).token, { key })).assertStatus(404)
  })

  test('validation: the channel, the order number, and a channel the order cannot use', async ({ client, assert }) => {
    const eva = await createAccount({ role: 'user' })
    const token = (await issueSession(eva)).token
    const { order } = await buyFree(client, eva, 1)
    const path = `/api/users/me/orders/${order.orderNumber}/resend`
    for (const body of [{}, { channel: 'sms' }, { channel: ['email'] }, { channel: null }]) {
      const response = await client.post(path).bearerToken(token).json(body)
      response.assertStatus(422)
      assert.equal(response.body().success, false)
    }
    for (const bad of ['ST-kort', `ST-${'A'.repeat(40)}`, 'ST--A']) {
      ;(await client.post(`/api/users/me/orders/${bad}/resend`).bearerToken(token).json({ channel: 'email' })).assertStatus(422)
    }
    // Other upper-case numbers are order numbers too (the demo data's 'DEMO-1001'): not this account's, so 404.
    ;(await client.post('/api/users/me/orders/DEMO-1001/resend').bearerToken(token).json({ channel: 'email' })).assertStatus(404)
    // No phone on this order: WhatsApp cannot be used, with a message that says so.
    const whatsapp = await client.post(path).bearerToken(token).json({ channel: 'whatsapp' })
    whatsapp.assertStatus(422)
    assert.equal(whatsapp.body().message, 'Tickets per WhatsApp sturen kan niet voor deze bestelling.')
    assert.lengthOf(await OutboxMessage.query().whereIn('recipient', [eva.email]).where('kind', 'tickets'), 0)
  })

  test('an order still waiting for its payment has nothing to send', async ({ client }) => {
    const fay = await createAccount({ role: 'user' })
    const token = (await issueSession(fay)).token
    const { event, ticketType } = await paidType()
    const created = await client
      .post('/api/payments/create')
      .bearerToken(token)
      .json(paymentBody(event.id, ticketType.id, 1, newSession(), 'uni5pay'))
    created.assertStatus(201)
    const resend = await client
      .post(`/api/users/me/orders/${created.body().orderNumber}/resend`)
      .bearerToken(token)
      .json({ channel: 'email' })
    resend.assertStatus(404)
  })

  test('rate-limited: three per order and channel per hour, then 429 with Retry-After and nothing sent', async ({ client, assert }) => {
    const gio = await createAccount({ role: 'user' })
    const token = (await issueSession(gio)).token
    const buyer = guest()
    const { order } = await buyFree(client, gio, 1, buyer)
    const path = `/api/users/me/orders/${order.orderNumber}/resend`
    for (let i = 0; i < 3; i++) (await client.post(path).bearerToken(token).json({ channel: 'email' })).assertStatus(200)
    const fourth = await client.post(path).bearerToken(token).json({ channel: 'email' })
    fourth.assertStatus(429)
    assert.match(fourth.body().message, /^Te veel pogingen\. Probeer het over \d+ minuten? opnieuw\.$/)
    assert.isAbove(Number(fourth.header('retry-after')), 0)
    assert.lengthOf(await OutboxMessage.query().where('recipient', buyer.email).where('kind', 'tickets'), 3)
  })
})

test.group('GET /api/events/{id}/calendar.ics', () => {
  test('a published event as an iCalendar file: UTC times (Suriname is UTC-3), escaped text, the venue, a stable UID', async ({
    client,
    assert,
  }) => {
    const venue = await makeVenue({ name: 'Theater Thalia', streetName: 'Dr. J.F. Nassylaan', houseNumber: '1', neighborhood: 'Centrum' })
    const event = await makeEvent({
      title: 'Kaseko; Live, in de stad',
      venueId: venue.id,
      startDate: DateTime.fromISO('2031-11-28T20:00:00-03:00'),
      endDate: DateTime.fromISO('2031-11-28T23:30:00-03:00'),
    })
    const response = await client.get(`/api/events/${event.id}/calendar.ics`)
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'text/calendar; charset=utf-8')
    assert.equal(response.header('content-disposition'), 'attachment; filename="kaseko-live-in-de-stad.ics"')
    const text = response.text()
    assert.notMatch(text, /[^\r]\n/, 'CRLF line ends only')
    const lines = text.replace(/\r\n /g, '').split('\r\n')
    assert.include(lines, 'BEGIN:VCALENDAR')
    assert.include(lines, 'DTSTART:20311128T230000Z')
    assert.include(lines, 'DTEND:20311129T023000Z')
    assert.include(lines, 'SUMMARY:Kaseko\\; Live\\, in de stad')
    assert.include(lines, 'LOCATION:Theater Thalia\\, Dr. J.F. Nassylaan 1\\, Centrum\\, Paramaribo')
    assert.isTrue(lines.some((line) => line.startsWith(`URL:http`) && line.endsWith(`/events/${event.id}`)))
    const uid = lines.find((line) => line.startsWith('UID:'))
    assert.match(uid!, new RegExp(`^UID:event-${event.id}@`))
    // The same event gives the same UID, so a second import updates the entry.
    const again = (await client.get(`/api/events/${event.id}/calendar.ics`)).text()
    assert.include(again, uid!)
  })

  test('unknown, unpublished and malformed ids are a 404', async ({ client }) => {
    const hidden = await makeEvent({ isPublished: false })
    await makeTicketType(hidden.id)
    for (const id of [String(hidden.id), '999999', 'abc', '-1', '1.5', '99999999999']) {
      ;(await client.get(`/api/events/${id}/calendar.ics`)).assertStatus(404)
    }
  })
})

test.group('The success page: GET /api/payments/order-status and its PDF', (group) => {
  group.each.setup(() => clearRateLimits())

  test('a free purchase answers its status key; with it the status shows the event, each ticket’s type and QR, where they went', async ({
    client,
    assert,
  }) => {
    const email = `hanna.${Date.now()}@example.sr`
    const { event, order } = await buyFree(client, null, 2, guest({ email, confirmEmail: email }))
    assert.match(order.statusKey, /^[0-9a-f]{32}$/)
    const status = await client.get('/api/payments/order-status').qs({ orderNumber: order.orderNumber, key: order.statusKey })
    status.assertStatus(200)
    const data = status.body().data
    assert.equal(data.status, 'free')
    assert.equal(data.event.id, event.id)
    assert.exists(data.event.startDate)
    assert.lengthOf(data.tickets, 2)
    for (const ticket of data.tickets) {
      assert.equal(ticket.ticketTypeName, 'Staanplaats')
      assert.match(ticket.qrImage, /^data:image\/svg\+xml;base64,/)
    }
    assert.deepEqual(data.sentTo, { contactMethod: 'email', email: 'ha•••@example.sr', phone: null })
    assert.notInclude(JSON.stringify(data), email)
    assert.isFalse(data.hasAccount)
    assert.equal(data.calendarUrl, `/api/events/${event.id}/calendar.ics`)
    assert.equal(await pdfPagesAt(data.pdfUrl), 2)
  })

  test('an order bought while signed in says so (the page links to My tickets)', async ({ client, assert }) => {
    const ivo = await createAccount({ role: 'user' })
    const { order } = await buyFree(client, ivo, 1)
    const data = (await client.get('/api/payments/order-status').qs({ orderNumber: order.orderNumber, key: order.statusKey })).body().data
    assert.isTrue(data.hasAccount)
  })

  test('the key opens only its own order; a wrong or missing key is a 404 or 422, for the status and the PDF alike', async ({
    client,
    assert,
  }) => {
    const first = (await buyFree(client, null, 1)).order
    const second = (await buyFree(client, null, 1)).order
    for (const path of ['/api/payments/order-status', '/api/payments/order-status/pdf']) {
      ;(await client.get(path).qs({ orderNumber: first.orderNumber, key: second.statusKey })).assertStatus(404)
      ;(await client.get(path).qs({ orderNumber: first.orderNumber, key: '0'.repeat(32) })).assertStatus(404)
      ;(await client.get(path).qs({ orderNumber: first.orderNumber })).assertStatus(422)
      ;(await client.get(path).qs({ orderNumber: 'ST-kort', key: first.statusKey })).assertStatus(422)
    }
    const own = await client.get('/api/payments/order-status/pdf').qs({ orderNumber: first.orderNumber, key: first.statusKey })
    own.assertStatus(200)
    assert.equal(own.header('cache-control'), 'no-store')
    assert.equal(own.header('content-disposition'), `attachment; filename="tickets-${first.orderNumber}.pdf"`)
  })

  test('a paid order: no tickets while the payment is open (no PDF either); once paid the same as a free one', async ({
    client,
    assert,
  }) => {
    const { event, ticketType } = await paidType()
    const created = await client.post('/api/payments/create').json(paymentBody(event.id, ticketType.id, 1, newSession(), 'uni5pay'))
    created.assertStatus(201)
    const checkout = new URL(created.body().checkoutUrl)
    const paymentId = checkout.searchParams.get('paymentId')!
    // Where the provider sends the buyer back: the success page with the order's key.
    const redirect = new URL((await Uni5paySandboxPayment.findOrFail(paymentId)).redirectUrl)
    assert.equal(redirect.pathname, '/payment/success')
    const query = { orderNumber: redirect.searchParams.get('orderNumber')!, key: redirect.searchParams.get('key')! }
    const pending = (await client.get('/api/payments/order-status').qs(query)).body().data
    assert.equal(pending.status, 'pending')
    assert.lengthOf(pending.tickets, 0)
    assert.isNull(pending.event)
    assert.isNull(pending.pdfUrl)
    ;(await client.get('/api/payments/order-status/pdf').qs(query)).assertStatus(404)

    await client
      .post(`/api/payments/uni5pay/sandbox/${paymentId}/approve`)
      .form({ key: checkout.searchParams.get('key') })
      .redirects(0)
    const paid = (await client.get('/api/payments/order-status').qs(query)).body().data
    assert.equal(paid.status, 'paid')
    assert.lengthOf(paid.tickets, 1)
    assert.equal(paid.tickets[0].ticketTypeName, 'Staanplaats')
    assert.equal(paid.event.id, event.id)
    assert.equal(await pdfPagesAt(paid.pdfUrl), 1)
  })
})
