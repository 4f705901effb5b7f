/*
 * The seller's invoice of an order: numbered per organizer without gaps the moment an order becomes paid or free
 * (never for a pending order, never for a Ticketswitch resale), read with the order's status key or by the
 * buyer, the organizer's staff or an admin (everyone else 404), printed in the order's language with the seller's
 * KKF and BTW numbers only when filled, and a refund answered by a numbered credit note.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import { orderStatusKey } from '#services/orders/order_keys'
import { clearRateLimits, createAccount } from '#tests/helpers/accounts'
import { buyFreeOrder, organizerWithEvent, tokenOf, writeOrder, type Organizer } from '#tests/functional/orders/order_fixtures'
import { guest, newSession, purchaseBody } from '#tests/functional/tickets/ticket_fixtures'
import { pdfPageCount, pdfText } from '#tests/helpers/pdf_text'
import OutboxMessage from '#models/outbox_message'
import { deliverTicketsInline } from '#tests/helpers/ticket_delivery'
import { orderInvoicePath } from '#services/orders/order_links'
import { approveSandbox, listed, payForListing, resaleDoor } from '#tests/functional/ticketswitch/ticketswitch_fixtures'

const baseUrl = () => `http://${process.env.HOST}:${process.env.PORT}`

/** The invoice as a browser gets it: status, content type and the PDF's text. */
async function fetchInvoice(orderNumber: string, options: { key?: string; token?: string } = {}) {
  const query = options.key ? `?${new URLSearchParams({ key: options.key })}` : ''
  const response = await fetch(`${baseUrl()}/api/orders/${encodeURIComponent(orderNumber)}/invoice.pdf${query}`, {
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  })
  const body = Buffer.from(await response.arrayBuffer())
  const pdf = response.headers.get('content-type') === 'application/pdf'
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    text: pdf ? pdfText(body) : body.toString('utf8'),
    pages: pdf ? pdfPageCount(body) : 0,
  }
}

const withKey = (order: Order) => fetchInvoice(order.orderNumber, { key: orderStatusKey(order.orderNumber) })

async function numberOf(order: Order) {
  await order.refresh()
  return order.invoiceNumber
}

test.group('Invoice numbers', (group) => {
  group.each.setup(() => clearRateLimits())

  test('one sequence per organizer, taken when an order becomes paid or free, never by a pending one', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const free = await buyFreeOrder(client, org, 1)
    const pending = await writeOrder(org, { status: 'pending', quantity: 1 })
    const paid = await writeOrder(org, { status: 'paid', quantity: 2 })
    assert.equal(await numberOf(free), 1, 'the free purchase’s own SQL function takes a number')
    assert.isNull(await numberOf(pending), 'a pending order that may never be paid takes none')
    assert.equal(await numberOf(paid), 2)
    assert.equal(paid.invoiceOrganizerId, org.user.id)

    // Paid later: the next number then; a later save of a numbered order keeps its number.
    pending.status = 'paid'
    await pending.save()
    assert.equal(await numberOf(pending), 3)
    pending.buyerName = 'Andere Naam'
    await pending.save()
    assert.equal(await numberOf(pending), 3)

    // Another organizer counts from 1.
    const rival = await organizerWithEvent()
    assert.equal(await numberOf(await writeOrder(rival, { status: 'paid', quantity: 1 })), 1)
    assert.equal(await numberOf(await writeOrder(org, { status: 'paid', quantity: 1 })), 4)
  })

  test('a Ticketswitch resale is a sale between two visitors through the platform: no organizer invoice', async ({ client, assert }) => {
    const resale = await resaleDoor(1)
    const listing = await listed(client, resale)
    const created = await payForListing(client, resale.event.id, listing.id)
    created.assertStatus(201)
    await approveSandbox(client, created.body().checkoutUrl)
    const order = await Order.findByOrFail('order_number', created.body().orderNumber)
    assert.equal(order.status, 'paid')
    assert.equal(order.channel, 'ticketswitch')
    assert.isNull(order.invoiceNumber)
    const invoice = await withKey(order)
    assert.equal(invoice.status, 404)
  })

  test('a sale that is rolled back gives its number back: no gap', async ({ assert }) => {
    const org = await organizerWithEvent()
    await writeOrder(org, { status: 'paid', quantity: 1 })
    const pending = await writeOrder(org, { status: 'pending', quantity: 1 })
    await assert.rejects(() =>
      db.transaction(async (trx) => {
        await trx.from('orders').where('id', pending.id).update({ status: 'paid' })
        const [{ invoice_number: taken }] = await trx.from('orders').where('id', pending.id).select('invoice_number')
        assert.equal(taken, 2)
        throw new Error('the payment’s transaction fails after the number was taken')
      })
    )
    assert.isNull(await numberOf(pending))
    assert.equal(await numberOf(await writeOrder(org, { status: 'paid', quantity: 1 })), 2)
  })
})

test.group('GET /api/orders/:orderNumber/invoice.pdf', (group) => {
  let org: Organizer
  group.setup(async () => {
    org = await organizerWithEvent()
    await org.user
      .merge({
        companyName: 'Kwakoe Events N.V.',
        businessStreetName: 'Waterkant',
        businessHouseNumber: '12',
        businessDistrict: 'paramaribo',
        kkfNumber: 'KKF-778899',
        btwnumber: 'BTW-445566',
      })
      .save()
  })
  group.each.setup(() => clearRateLimits())

  test('with the order’s key: a PDF naming the seller, its KKF and BTW numbers, the buyer, lines, fees and total', async ({ assert }) => {
    const order = await writeOrder(org, { status: 'paid', quantity: 2, buyerName: 'Sita Mangal' })
    const invoice = await withKey(order)
    assert.equal(invoice.status, 200)
    assert.equal(invoice.contentType, 'application/pdf')
    assert.equal(invoice.cacheControl, 'no-store')
    assert.equal(invoice.pages, 1)
    const label = `F-${String(order.invoiceNumber ?? (await numberOf(order))).padStart(6, '0')}`
    for (const expected of [
      'Factuur',
      label,
      order.orderNumber,
      'Kwakoe Events N.V.',
      'Waterkant 12, Paramaribo',
      'KKF-nummer: KKF-778899',
      'Btw-nummer: BTW-445566',
      'Sita Mangal',
      org.event.title,
      'VIP',
      'SRD 150,00',
      'SRD 300,00',
      'Servicekosten',
      'SRD 7,50',
      'Betaalkosten',
      'SRD 4,35',
      'Btw over betaalkosten',
      'SRD 0,44',
      'SRD 312,29',
      'Betaald op',
    ]) {
      assert.include(invoice.text, expected)
    }
  })

  test('KKF and BTW lines only when the organizer filled them; a free registration says so', async ({ client, assert }) => {
    const plain = await organizerWithEvent()
    const order = await buyFreeOrder(client, plain, 1)
    const invoice = await withKey(order)
    assert.equal(invoice.status, 200)
    assert.include(invoice.text, 'Kwakoe Events')
    assert.include(invoice.text, 'Gratis registratie')
    assert.include(invoice.text, 'F-000001')
    assert.notInclude(invoice.text, 'KKF')
    assert.notInclude(invoice.text, 'Btw-nummer')
    assert.notInclude(invoice.text, 'Betaalkosten', 'no fee line for fees that are 0')
  })

  test('an order written without its cart (imported or demo orders): the lines come from its tickets', async ({ assert }) => {
    const order = await writeOrder(org, { status: 'paid', quantity: 3 })
    await db.from('orders').where('id', order.id).update({ lines: '[]' })
    const invoice = await withKey(order)
    assert.equal(invoice.status, 200)
    for (const expected of ['VIP', '3', 'SRD 150,00', 'SRD 450,00']) assert.include(invoice.text, expected)
  })

  test('an order of many ticket types goes on to a second page, nothing past the bottom', async ({ assert }) => {
    const order = await writeOrder(org, { status: 'paid', quantity: 1 })
    const lines = Array.from({ length: 40 }, () => ({ ticketTypeId: org.paid.id, quantity: 1, price: org.paid.price }))
    await db
      .from('orders')
      .where('id', order.id)
      .update({ lines: JSON.stringify(lines) })
    const invoice = await withKey(order)
    assert.equal(invoice.status, 200)
    assert.equal(invoice.pages, 2)
    assert.include(invoice.text, 'Verkocht door Kwakoe Events N.V.')
  })

  test('in the order’s language', async ({ assert }) => {
    const order = await writeOrder(org, { status: 'paid', quantity: 1 })
    await db.from('orders').where('id', order.id).update({ language: 'en' })
    const invoice = await withKey(order)
    assert.equal(invoice.status, 200)
    for (const expected of [
      'Invoice',
      'Invoice number',
      'KKF number: KKF-778899',
      'VAT number: BTW-445566',
      'VAT on payment fee',
      'SRD 162.29',
    ]) {
      assert.include(invoice.text, expected)
    }
    assert.notInclude(invoice.text, 'Factuur')
  })

  test('the buyer’s, the organizer’s staff’s and an admin’s session; anyone else and a wrong key 404', async ({ assert }) => {
    const buyer = await createAccount()
    const order = await writeOrder(org, { status: 'paid', quantity: 1 })
    await db.from('orders').where('id', order.id).update({ buyer_user_id: buyer.id })
    const manager = await createAccount({ role: 'manager', managerForOrganizerId: org.user.id })
    const admin = await createAccount({ role: 'admin' })
    for (const reader of [buyer, org.user, manager, admin]) {
      const invoice = await fetchInvoice(order.orderNumber, { token: await tokenOf(reader) })
      assert.equal(invoice.status, 200, `${reader.role} reads the invoice`)
      assert.equal(invoice.contentType, 'application/pdf')
    }

    const rival = await organizerWithEvent()
    const rivalManager = await createAccount({ role: 'manager', managerForOrganizerId: rival.user.id })
    const stranger = await createAccount()
    const scanner = await createAccount({ role: 'scanner', createdByOrganizerId: org.user.id })
    for (const reader of [rival.user, rivalManager, stranger, scanner]) {
      const invoice = await fetchInvoice(order.orderNumber, { token: await tokenOf(reader) })
      assert.equal(invoice.status, 404, `${reader.role} of elsewhere gets nothing`)
      assert.include(invoice.text, 'Factuur niet gevonden')
    }
    assert.equal((await fetchInvoice(order.orderNumber)).status, 404, 'no key, no session')
    assert.equal((await fetchInvoice(order.orderNumber, { key: '0'.repeat(32) })).status, 404, 'a wrong key')
    assert.equal((await fetchInvoice(order.orderNumber, { key: orderStatusKey('ST-ANDERORDER') })).status, 404, 'another order’s key')
    assert.equal((await fetchInvoice('ST-BESTAATNIET', { key: orderStatusKey('ST-BESTAATNIET') })).status, 404, 'no such order')
    assert.equal((await fetchInvoice(order.orderNumber, { key: 'niet-hex' })).status, 422, 'a malformed key')
  })

  test('an order that is not paid yet has no invoice', async ({ assert }) => {
    const order = await writeOrder(org, { status: 'pending', quantity: 1 })
    const invoice = await withKey(order)
    assert.equal(invoice.status, 404)
    assert.include(invoice.text, 'geen factuur')
    const rivalToken = await tokenOf((await organizerWithEvent()).user)
    assert.include((await fetchInvoice(order.orderNumber, { token: rivalToken })).text, 'Factuur niet gevonden', 'says nothing to others')
  })

  test('a refund: a credit note with its own number in the organizer’s credit note sequence', async ({ client, assert }) => {
    const seller = await organizerWithEvent()
    const first = await writeOrder(seller, { status: 'paid', quantity: 1, refundRequired: true })
    const second = await writeOrder(seller, { status: 'paid', quantity: 2, refundRequired: true })
    for (const order of [second, first]) {
      const response = await client
        .post(`/api/orders/${order.id}/refund`)
        .bearerToken(seller.token)
        .json({ reference: `re_${order.id}` })
      response.assertStatus(200)
    }
    await second.refresh()
    await first.refresh()
    assert.equal(second.creditNoteNumber, 1)
    assert.equal(first.creditNoteNumber, 2)
    assert.equal(first.invoiceNumber, 1, 'the invoice keeps its number')

    const invoice = await withKey(second)
    assert.equal(invoice.status, 200)
    for (const expected of ['Factuur', 'F-000002', 'Creditnota', 'C-000001', 'Terugbetaald bedrag', '- SRD 312,29', `re_${second.id}`]) {
      assert.include(invoice.text, expected)
    }
    assert.notInclude((await withKey(await writeOrder(seller, { status: 'paid', quantity: 1 }))).text, 'Creditnota')
  })
})

test.group('The invoice in the ticket mail and on My tickets', (group) => {
  group.each.setup(() => {
    const undo = deliverTicketsInline()
    return () => undo()
  })

  test('the ticket mail links the invoice with the order’s key; My tickets offers it per order', async ({ client, assert }) => {
    const buyer = await createAccount()
    const org = await organizerWithEvent()
    const response = await client
      .post('/api/tickets/purchase')
      .bearerToken(await tokenOf(buyer))
      .json(purchaseBody(org.event.id, org.free.id, 1, newSession(), guest({ email: buyer.email, confirmEmail: buyer.email })))
    response.assertStatus(201)
    const order = await Order.findByOrFail('order_number', response.body().orderNumber)
    const path = orderInvoicePath(order.orderNumber)
    assert.match(path, new RegExp(`^/api/orders/${order.orderNumber}/invoice\\.pdf\\?key=[0-9a-f]{32}$`))

    const mail = await OutboxMessage.query().where('recipient', buyer.email).where('kind', 'tickets').firstOrFail()
    assert.include(mail.bodyText, `Factuur downloaden (PDF): http`)
    assert.include(mail.bodyText, path)
    assert.include(mail.bodyHtml!, `>Factuur downloaden (PDF)</a>`)
    const url = new URL(mail.bodyText.match(/Factuur downloaden \(PDF\): (\S+)/)![1])
    const invoice = await fetchInvoice(order.orderNumber, { key: url.searchParams.get('key')! })
    assert.equal(invoice.status, 200)
    assert.include(invoice.text, 'F-000001')

    const mine = await client.get('/api/users/me/tickets').bearerToken(await tokenOf(buyer))
    mine.assertStatus(200)
    assert.equal(mine.body().data[0].invoiceUrl, path)
  })
})
