/*
 * The buyer's language on the order: stored from the purchase, validated, and the tickets'
 * e-mail, PDF and WhatsApp message written in it, through the real SMTP sink and the fake WhatsApp API.
 */
import { inflateSync } from 'node:zlib'
import { test } from '@japa/runner'
import Order from '#models/order'
import { startTestMailSink, type TestMailSink } from '#tests/helpers/smtp_sink'
import { startFakeWhatsApp, type FakeWhatsApp } from '#tests/helpers/fake_whatsapp'
import { deliverOutboxInline } from '#tests/helpers/outbox'
import { deliverTicketsInline } from '#tests/helpers/ticket_delivery'
import { uniquePhone } from '#tests/helpers/accounts'
import { freeTicketType, guest, newSession, paidType, paymentBody, purchaseBody } from '#tests/functional/tickets/ticket_fixtures'

/** The text a PDF shows: pdfkit writes it as hex strings inside its (deflated) content streams. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1')
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1')
    } catch {
      return m[1]
    }
  })
  const hexRuns = streams.join('\n').match(/<([0-9a-f]+)>/gi) ?? []
  return hexRuns.map((run) => Buffer.from(run.slice(1, -1), 'hex').toString('latin1')).join('')
}

test.group('Order language', (group) => {
  let sink: TestMailSink
  let whatsapp: FakeWhatsApp
  group.setup(async () => {
    sink = await startTestMailSink()
    whatsapp = await startFakeWhatsApp()
    const undo = [deliverOutboxInline(), deliverTicketsInline()]
    return async () => {
      for (const stop of undo) stop()
      await whatsapp.close()
      await sink.close()
    }
  })

  test('the purchase stores the language it was sent with; without one the order is Dutch', async ({ client, assert }) => {
    const { event, ticketType } = await freeTicketType()
    const english = await client
      .post('/api/tickets/purchase')
      .json({ ...purchaseBody(event.id, ticketType.id, 1, newSession()), language: 'en' })
    english.assertStatus(201)
    assert.equal((await Order.findOrFail(english.body().orderId)).language, 'en')

    const plain = await client.post('/api/tickets/purchase').json(purchaseBody(event.id, ticketType.id, 1, newSession()))
    plain.assertStatus(201)
    assert.equal((await Order.findOrFail(plain.body().orderId)).language, 'nl')
  })

  test('an unsupported language is a 422 on the field and buys nothing', async ({ client, assert }) => {
    const { event, ticketType } = await freeTicketType()
    const buyer = guest()
    for (const language of ['pt', 'EN', 'english', 'nl-NL', 7]) {
      const refused = await client
        .post('/api/tickets/purchase')
        .json({ ...purchaseBody(event.id, ticketType.id, 1, newSession(), buyer), language })
      refused.assertStatus(422)
      assert.isFalse(refused.body().success)
      assert.equal(refused.body().errors.language[0], 'Onbekende taal: kies nl, en, es, fr, de')
    }
    assert.lengthOf(await Order.query().where('buyer_email', buyer.email), 0)
    const paid = await paidType()
    const payment = await client
      .post('/api/payments/create')
      .json({ ...paymentBody(paid.event.id, paid.ticketType.id, 1, newSession(), 'uni5pay', 'uni5pay'), language: 'xx' })
    payment.assertStatus(422)
    assert.equal(payment.body().errors.language[0], 'Onbekende taal: kies nl, en, es, fr, de')
  })

  test('an English order gets its ticket e-mail (and its PDF) in English', async ({ client, assert }) => {
    const { event, ticketType } = await freeTicketType({ name: 'Standing' })
    const buyer = guest({ firstName: 'Emma' })
    const response = await client
      .post('/api/tickets/purchase')
      .json({ ...purchaseBody(event.id, ticketType.id, 2, newSession(), buyer), language: 'en' })
    response.assertStatus(201)
    const { orderNumber } = response.body()

    const mail = await sink.waitForMail({ to: buyer.email, subject: orderNumber })
    assert.equal(mail.subject, `Your tickets for ${event.title} (${orderNumber})`)
    assert.include(mail.text, 'Hello Emma, thank you for your order!')
    assert.include(mail.text, `Order number: ${orderNumber}`)
    assert.include(mail.text, 'Ticket 2 of 2: Standing')
    assert.include(mail.text, 'Free')
    assert.include(mail.text, 'This is an automated message')
    assert.include(mail.html!, '<html lang="en">')
    assert.include(mail.html!, 'Download tickets')
    for (const dutch of ['Bestelnummer', 'Tickets downloaden', 'Gratis', 'bedankt', 'Werkt de knop niet']) {
      assert.notInclude(mail.text + mail.html!, dutch)
    }
    const pdf = pdfText(mail.attachments.find((a) => a.contentType === 'application/pdf')!.content)
    assert.include(pdf, 'ticket 1 of 2')
    assert.include(pdf, `Order: ${orderNumber}`)
    assert.notInclude(pdf, 'Bestelling')
  })

  test('a Dutch order keeps the Dutch e-mail', async ({ client, assert }) => {
    const { event, ticketType } = await freeTicketType()
    const buyer = guest({ firstName: 'Sita' })
    const response = await client.post('/api/tickets/purchase').json(purchaseBody(event.id, ticketType.id, 1, newSession(), buyer))
    const mail = await sink.waitForMail({ to: buyer.email, subject: response.body().orderNumber })
    assert.equal(mail.subject, `Je tickets voor ${event.title} (${response.body().orderNumber})`)
    assert.include(mail.text, 'Hallo Sita, bedankt voor je bestelling!')
    assert.include(mail.html!, '<html lang="nl">')
    assert.include(mail.html!, 'Tickets downloaden')
  })

  test('an English order by WhatsApp gets an English WhatsApp message', async ({ client, assert }) => {
    const { event, ticketType } = await freeTicketType()
    const phone = uniquePhone()
    const buyer = guest({ contactMethod: 'whatsapp', email: undefined, confirmEmail: undefined, phone, confirmPhone: phone })
    const response = await client
      .post('/api/tickets/purchase')
      .json({ ...purchaseBody(event.id, ticketType.id, 2, newSession(), buyer), language: 'en' })
    response.assertStatus(201)
    const [text] = whatsapp.textsTo(phone)
    assert.exists(text)
    assert.include(text, `Your 2 tickets for ${event.title}`)
    assert.include(text, `are ready. Order number ${response.body().orderNumber}. Download them here: `)
    assert.notInclude(text, 'Bestelnummer')
  })

  test('a paid order keeps its language to the confirmed payment: a German ticket e-mail', async ({ client, assert }) => {
    const { event, ticketType } = await paidType()
    const body = { ...paymentBody(event.id, ticketType.id, 1, newSession(), 'uni5pay', 'uni5pay'), language: 'de' }
    const created = await client.post('/api/payments/create').json(body)
    created.assertStatus(201)
    const order = await Order.findByOrFail('order_number', created.body().orderNumber)
    assert.equal(order.language, 'de')
    const url = new URL(created.body().checkoutUrl)
    const approved = await client
      .post(`/api/payments/uni5pay/sandbox/${url.searchParams.get('paymentId')}/approve`)
      .form({ key: url.searchParams.get('key') })
      .redirects(0)
    approved.assertStatus(303)
    const mail = await sink.waitForMail({ to: body.buyerInfo.email as string, subject: order.orderNumber })
    assert.equal(mail.subject, `Deine Tickets für ${event.title} (${order.orderNumber})`)
    assert.include(mail.text, `Bestellnummer: ${order.orderNumber}`)
    assert.include(mail.text, 'SRD 250,-')
    assert.include(mail.html!, 'Tickets herunterladen')
  })
})
