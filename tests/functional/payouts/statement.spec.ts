/*
 * GET /api/organizers/{id}/statement and the payouts: the figures of a known set of sales made through the real
 * channels (Mollie through the fake Mollie, the Uni5Pay+ sandbox, the loket in cash and by pin, an agent with its
 * commission, a refund marked by an admin, a Ticketswitch resale left out), worked out by hand; who may read them;
 * the downloads; marking payouts paid.
 */
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import type User from '#models/user'
import type { OrganizerStatement } from '#domain/organizer_statement'
import { createAccount } from '#tests/helpers/accounts'
import { freshToken } from '#tests/helpers/routes'
import { outboxMessagesTo } from '#tests/helpers/outbox'
import { makeEvent, makeTicketType, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { buyersFromManyNetworks, newClientAddress, newSession, paymentBody } from '#tests/functional/tickets/ticket_fixtures'
import { approveSandbox } from '#tests/functional/ticketswitch/ticketswitch_fixtures'
import { approvedAgent, openShift } from '#tests/functional/counter_sales/counter_fixtures'
import { usePaymentFees } from '#tests/functional/payments/payment_fixtures'
import { sell } from '#tests/functional/orders/sales_fixtures'

async function get(client: ApiClient, path: string, viewer: User) {
  return client.get(path).bearerToken(await freshToken(viewer))
}

/** 5 % + SRD 2 platform fee; Uni5Pay+ 2 % + SRD 1 with 10 % btw; Mollie iDEAL 3 % + SRD 0.50. */
async function useFees() {
  await db.from('platform_settings').where('id', 1).update({ platform_cost_percentage: '5.00', platform_cost_fixed: '2.00' })
  await usePaymentFees({
    uni5pay: { percentage: 2, fixed: 1, btw: 10 },
    mollie: { idealPercentage: 3, idealFixed: 0.5, idealBtw: 0 },
  })
}

interface KnownSet {
  organizer: User
  admin: User
  refundedOrder: Order
}

/**
 * The organizer's sales, each through its own channel (A = SRD 100, B = SRD 40):
 * Mollie 2 A; Uni5Pay+ 1 A; Uni5Pay+ 1 B, refunded; loket cash 1 A; loket pin 2 B; an agent (10 %) 3 B in cash;
 * a Ticketswitch resale of the organizer's event and another organizer's sale, neither counted.
 */
async function knownSet(client: ApiClient, mollie: () => import('#tests/helpers/fake_mollie').FakeMollie): Promise<KnownSet> {
  await useFees()
  const organizer = await createAccount({ role: 'organizer', organizationName: `Stichting ${randomUUID().slice(0, 6)}` })
  const admin = await createAccount({ role: 'admin' })
  const concert = await makeEvent({ organizerId: organizer.id, title: 'Concert', qrCodePrefix: 'CONC' })
  const festival = await makeEvent({ organizerId: organizer.id, title: 'Festival', qrCodePrefix: 'FEST' })
  const a = await makeTicketType(concert.id, { price: '100.00', maxQuantity: 50 })
  const b = await makeTicketType(festival.id, { price: '40.00', maxQuantity: 50 })

  const pay = (eventId: number, typeId: number, quantity: number, provider: 'mollie' | 'uni5pay') =>
    client
      .post('/api/payments/create')
      .header('x-forwarded-for', newClientAddress())
      .json(paymentBody(eventId, typeId, quantity, newSession(), provider, provider === 'mollie' ? 'ideal' : 'uni5pay'))

  const viaMollie = await pay(concert.id, a.id, 2, 'mollie')
  viaMollie.assertStatus(201)
  const mollieOrder = await Order.findByOrFail('order_number', viaMollie.body().orderNumber)
  mollie().setStatus(mollieOrder.providerPaymentId!, 'paid')
  await mollie().callWebhook(mollieOrder.providerPaymentId!)

  for (const [eventId, typeId] of [
    [concert.id, a.id],
    [festival.id, b.id],
  ]) {
    const viaUni5pay = await pay(eventId, typeId, 1, 'uni5pay')
    viaUni5pay.assertStatus(201)
    await approveSandbox(client, viaUni5pay.body().checkoutUrl)
  }
  const refundedOrder = await Order.query().where('event_id', festival.id).where('channel', 'online').firstOrFail()

  await openShift(organizer, organizer.id)
  const loket = await freshToken(organizer)
  const cash = await client
    .post('/api/loket/sales')
    .bearerToken(loket)
    .json({ eventId: concert.id, tickets: [{ ticketTypeId: a.id, quantity: 1 }], paymentMethod: 'cash', amountTendered: '100' })
  cash.assertStatus(201)
  const pin = await client
    .post('/api/loket/sales')
    .bearerToken(loket)
    .json({ eventId: festival.id, tickets: [{ ticketTypeId: b.id, quantity: 2 }], paymentMethod: 'pin' })
  pin.assertStatus(201)

  const { agent } = await approvedAgent(organizer.id, {}, '10.00')
  const agentSale = await client
    .post('/api/agent/sales')
    .bearerToken(await freshToken(agent))
    .json({ eventId: festival.id, tickets: [{ ticketTypeId: b.id, quantity: 3 }], paymentMethod: 'cash', amountTendered: '120' })
  agentSale.assertStatus(201)

  // The Uni5Pay+ order of B must be paid back (as when a payment comes too late), and an admin marks it refunded.
  await Order.query().where('id', refundedOrder.id).update({ refundRequired: true, refundReason: 'event_cancelled' })
  const refunded = await client
    .post(`/api/admin/refunds/${refundedOrder.id}/refund`)
    .bearerToken(await freshToken(admin))
    .json({ reference: 'U5P-REFUND-1' })
  refunded.assertStatus(200)

  // Not the organizer's money: a resale of their event (the seller's), another organizer's sale.
  const [ticket] = await db.from('tickets').where('order_id', mollieOrder.id).select('id')
  const [listing] = await db
    .table('ticketswitch_listings')
    .insert({
      original_ticket_id: ticket.id,
      event_id: concert.id,
      ticket_type_id: a.id,
      seller_email: 'verkoper@example.sr',
      listing_price: '100.00',
      original_price: '100.00',
      resale_fee: '5.00',
      payout_amount: '95.00',
      payout_status: 'owed',
    })
    .returning('id')
  const resale = await sell({ type: a, quantity: 1, fees: [500, 0, 0] })
  await db.from('orders').where('id', resale.id).update({ channel: 'ticketswitch', ticketswitch_listing_id: listing.id })
  const other = await makeEvent()
  await sell({ type: await makeTicketType(other.id, { price: '999.99' }), quantity: 2 })

  return { organizer, admin, refundedOrder: await Order.findOrFail(refundedOrder.id) }
}

test.group('Organizer statement: figures of a known set of sales', (group) => {
  const { mollie } = buyersFromManyNetworks(group)
  rollbackEachTest(group)

  test('gross per channel, buyer fees, refunds, commission, net, and where the money is', async ({ client, assert }) => {
    const { organizer } = await knownSet(client, mollie)
    const response = await get(client, `/api/organizers/${organizer.id}/statement`, organizer)
    response.assertStatus(200)
    const statement = response.body().data as OrganizerStatement

    assert.equal(statement.organizerName, organizer.organizationName)
    assert.deepInclude(statement.total, {
      orders: 6,
      gross: '640.00',
      // Platform fee 5 % + 2 on 200, 100 and 40; payment fees 6.50 (Mollie) + 3.30 and 1.98 (Uni5Pay+ with btw).
      fees: { platform: '23.00', payment: '11.78', total: '34.78' },
      refunds: '40.00',
      refundedFees: '5.98',
      refundsDue: '0.00',
      commissions: '12.00',
      net: '588.00',
      owedByPlatform: '300.00',
      heldByOrganizer: '180.00',
      heldByAgents: '108.00',
    })
    const channel = (name: string) => statement.channels.find((line) => line.channel === name)!
    assert.deepEqual(
      statement.channels.map((line) => [line.channel, line.holder, line.gross, line.net]),
      [
        ['online_mollie', 'platform', '200.00', '200.00'],
        ['online_uni5pay', 'platform', '140.00', '100.00'],
        ['loket_cash', 'organizer', '100.00', '100.00'],
        ['loket_pin', 'organizer', '80.00', '80.00'],
        ['agent', 'agents', '120.00', '108.00'],
      ]
    )
    assert.equal(channel('online_mollie').fees.payment, '6.50')
    assert.equal(channel('online_uni5pay').refunds, '40.00')
    assert.equal(channel('agent').commissions, '12.00')
    assert.deepEqual(
      statement.events.map((line) => [line.title, line.gross, line.refunds, line.commissions, line.net, line.owedByPlatform]),
      [
        ['Concert', '400.00', '0.00', '0.00', '400.00', '300.00'],
        ['Festival', '240.00', '40.00', '12.00', '188.00', '0.00'],
      ]
    )
    assert.deepInclude(statement, { owedToDate: '300.00', paidOutToDate: '0.00', balance: '300.00', paidOut: '0.00', lastPaidAt: null })
  }).timeout(60_000)

  test('payouts: the admin marks transfers paid; the balance, the history, the audit trace and the organizer’s mail follow', async ({
    client,
    assert,
  }) => {
    const { organizer, admin } = await knownSet(client, mollie)
    const adminToken = await freshToken(admin)
    const pay = (body: Record<string, unknown>) =>
      client.post(`/api/admin/organizers/${organizer.id}/payouts`).bearerToken(adminToken).json(body)

    const first = await pay({ amount: '120,50', reference: 'DSB-2026-001', note: 'Eerste deel' })
    first.assertStatus(201)
    assert.equal(first.body().message, 'Uitbetaling vastgelegd; de organisator krijgt een e-mail.')
    assert.equal(first.body().balance, '179.50')
    assert.deepInclude(first.body().data, { amount: '120.50', reference: 'DSB-2026-001', note: 'Eerste deel', currency: 'SRD' })

    const tooMuch = await pay({ amount: '179.51', reference: 'DSB-2026-002' })
    tooMuch.assertStatus(409)
    assert.equal(
      tooMuch.body().message,
      'Het saldo is intussen veranderd: er staat nu SRD 179,50 open. Vernieuw de pagina en probeer het opnieuw.'
    )
    // Without an amount: the whole balance.
    const rest = await pay({ reference: 'DSB-2026-003' })
    rest.assertStatus(201)
    assert.equal(rest.body().data.amount, '179.50')
    assert.equal(rest.body().balance, '0.00')
    const nothing = await pay({ reference: 'DSB-2026-004' })
    nothing.assertStatus(409)
    assert.equal(nothing.body().message, 'Er staat voor deze organisator niets open om uit te betalen.')

    const history = await get(client, `/api/organizers/${organizer.id}/payouts`, organizer)
    history.assertStatus(200)
    assert.deepEqual(
      history.body().data.map((payout: { amount: string; reference: string }) => [payout.amount, payout.reference]),
      [
        ['179.50', 'DSB-2026-003'],
        ['120.50', 'DSB-2026-001'],
      ]
    )
    assert.equal(history.body().data[0].paidBy.id, admin.id)
    assert.deepInclude(history.body().balance, { owedToDate: '300.00', paidOutToDate: '300.00', balance: '0.00' })

    const statement = (await get(client, `/api/organizers/${organizer.id}/statement`, organizer)).body().data as OrganizerStatement
    assert.deepInclude(statement, { paidOut: '300.00', paidOutToDate: '300.00', balance: '0.00' })
    assert.lengthOf(statement.payouts, 2)
    // A period before today holds neither the sales nor the payouts.
    const before = (await get(client, `/api/organizers/${organizer.id}/statement?from=2020-01-01&to=2020-12-31`, organizer)).body()
      .data as OrganizerStatement
    assert.deepInclude(before, { paidOut: '0.00', balance: '0.00' })
    assert.equal(before.total.gross, '0.00')
    assert.lengthOf(before.events, 0)

    const audit = await db.from('audit_changes').where('entity_type', 'organizer_payout').where('user_id', admin.id).orderBy('id')
    assert.lengthOf(audit, 2)
    assert.equal(audit[0].reason, 'DSB-2026-001')
    assert.equal(audit[0].new_values.balance, '179.50')
    assert.equal(audit[0].old_values.balance, '300.00')

    const mails = await outboxMessagesTo(organizer.email)
    const payoutMails = mails.filter((mail) => mail.kind === 'organizer_payout_paid').sort((x, y) => x.id - y.id)
    assert.lengthOf(payoutMails, 2)
    assert.equal(payoutMails[0].subject, 'Uitbetaling van SRD 120,50 door SuriTickets')
    assert.include(payoutMails[0].bodyText, 'Referentie van de overboeking: DSB-2026-001.')
    assert.include(payoutMails[0].bodyText, 'Na deze uitbetaling staat er nog SRD 179,50 voor je open.')
  }).timeout(60_000)

  test('the statement as CSV (Dutch: ; and comma decimals; English: , and points) and as PDF', async ({ client, assert }) => {
    const { organizer } = await knownSet(client, mollie)
    const dutch = await get(client, `/api/organizers/${organizer.id}/statement.csv`, organizer)
    dutch.assertStatus(200)
    assert.match(dutch.header('content-type') ?? '', /^text\/csv/)
    assert.match(dutch.header('content-disposition') ?? '', /attachment; filename="afrekening-stichting-.*\.csv"/)
    const nl = dutch.text()
    assert.include(nl, 'Onderdeel;Bestellingen;Ticketverkoop (bruto);')
    assert.include(nl, '\r\nTotaal;6;640,00;23,00;11,78;40,00;0,00;12,00;588,00;300,00;180,00;108,00\r\n')
    assert.include(nl, '\r\nOpenstaand saldo;300,00\r\n')

    const english = await get(client, `/api/organizers/${organizer.id}/statement.csv?lang=en`, organizer)
    assert.include(english.text(), '\r\nTotal,6,640.00,23.00,11.78,40.00,0.00,12.00,588.00,300.00,180.00,108.00\r\n')

    const pdf = await fetch(`http://${process.env.HOST}:${process.env.PORT}/api/organizers/${organizer.id}/statement.pdf`, {
      headers: { authorization: `Bearer ${await freshToken(organizer)}` },
    })
    assert.equal(pdf.status, 200)
    assert.equal(pdf.headers.get('content-type'), 'application/pdf')
    const bytes = Buffer.from(await pdf.arrayBuffer())
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-')
    assert.isAbove(bytes.length, 1500)
    // The document's title names the organizer (the page text itself is compressed).
    assert.include(bytes.toString('latin1'), `Afrekening ${organizer.organizationName}`)
  }).timeout(60_000)
})

test.group('Organizer statement: who may read it, what it refuses', (group) => {
  rollbackEachTest(group)

  test('the organizer, their managers and admins; another organizer’s team and other roles are refused', async ({ client, assert }) => {
    const organizer = await createAccount({ role: 'organizer' })
    const manager = await createAccount({ role: 'manager', managerForOrganizerId: organizer.id })
    const other = await createAccount({ role: 'organizer' })
    const otherManager = await createAccount({ role: 'manager', managerForOrganizerId: other.id })
    const loket = await createAccount({ role: 'loket_medewerker', createdByOrganizerId: organizer.id })
    const admin = await createAccount({ role: 'admin' })
    const buyer = await createAccount({ role: 'user' })
    for (const path of ['statement', 'statement.csv', 'statement.pdf', 'payouts']) {
      const url = `/api/organizers/${organizer.id}/${path}`
      for (const viewer of [organizer, manager, admin]) (await get(client, url, viewer)).assertStatus(200)
      for (const viewer of [other, otherManager, loket, buyer]) (await get(client, url, viewer)).assertStatus(403)
      ;(await client.get(url)).assertStatus(401)
    }
    // An admin asking for someone who is no organizer: 404.
    ;(await get(client, `/api/organizers/${buyer.id}/statement`, admin)).assertStatus(404)
    ;(await get(client, `/api/organizers/abc/statement`, admin)).assertStatus(404)

    // The admin's side is the admins' only.
    for (const viewer of [organizer, manager, loket]) {
      ;(await get(client, '/api/admin/payouts', viewer)).assertStatus(403)
      const post = await client
        .post(`/api/admin/organizers/${organizer.id}/payouts`)
        .bearerToken(await freshToken(viewer))
        .json({ amount: '1.00', reference: 'X' })
      post.assertStatus(403)
    }
    assert.equal(
      await db
        .from('organizer_payouts')
        .where('organizer_id', organizer.id)
        .count('* as n')
        .first()
        .then((r) => Number(r.n)),
      0
    )
  })

  test('a bad period is a 422 in Dutch; a bad payout changes nothing', async ({ client, assert }) => {
    const organizer = await createAccount({ role: 'organizer' })
    const admin = await createAccount({ role: 'admin' })
    const event = await makeEvent({ organizerId: organizer.id })
    await sell({ type: await makeTicketType(event.id, { price: '50.00' }), quantity: 2 })
    await db.from('orders').where('event_id', event.id).update({ payment_provider: 'mollie' })

    for (const [query, field, message] of [
      ['from=2026-02-30', 'from', 'Ongeldige datum: gebruik JJJJ-MM-DD'],
      ['to=morgen', 'to', 'Ongeldige datum: gebruik JJJJ-MM-DD'],
      ['from=2026-05-10&to=2026-05-01', 'to', 'De einddatum ligt voor de begindatum'],
      ['lang=fr', 'lang', 'Kies nl of en'],
    ]) {
      const response = await get(client, `/api/organizers/${organizer.id}/statement?${query}`, organizer)
      response.assertStatus(422)
      assert.deepEqual(response.body().errors, { [field]: [message] }, query)
    }

    const adminToken = await freshToken(admin)
    for (const [body, field, message] of [
      [{ amount: '10.00' }, 'reference', 'Vul de referentie van de bankoverboeking in'],
      [{ amount: '10.00', reference: '   ' }, 'reference', 'Vul de referentie van de bankoverboeking in'],
      [{ amount: 'tien', reference: 'R1' }, 'amount', 'Vul een geldig bedrag in, bijvoorbeeld 250,00'],
      [{ amount: '-5', reference: 'R1' }, 'amount', 'Het bedrag moet groter zijn dan 0'],
      [{ amount: '0', reference: 'R1' }, 'amount', 'Het bedrag moet groter zijn dan 0'],
      [{ amount: '1.005', reference: 'R1' }, 'amount', 'Gebruik hoogstens twee cijfers achter de komma'],
      [{ amount: '1e3', reference: 'R1' }, 'amount', 'Vul een geldig bedrag in, bijvoorbeeld 250,00'],
      [{ amount: '99999999', reference: 'R1' }, 'amount', 'Het bedrag mag niet hoger zijn dan SRD 10.000.000,-'],
      [{ amount: '1.00', reference: 'R'.repeat(201) }, 'reference', 'De referentie mag hoogstens 200 tekens hebben'],
    ] as const) {
      const response = await client.post(`/api/admin/organizers/${organizer.id}/payouts`).bearerToken(adminToken).json(body)
      response.assertStatus(422)
      assert.deepEqual(response.body().errors, { [field]: [message] }, JSON.stringify(body))
    }
    const notOrganizer = await client.post(`/api/admin/organizers/${admin.id}/payouts`).bearerToken(adminToken).json({ reference: 'R1' })
    notOrganizer.assertStatus(404)
    const count = await db.from('organizer_payouts').where('organizer_id', organizer.id).count('* as n').first()
    assert.equal(Number(count.n), 0)
  })
})

test.group('Admin payouts list', (group) => {
  rollbackEachTest(group)

  test('every organizer with owed, paid and balance; largest balance first; search and only-owed filters', async ({ client, assert }) => {
    const admin = await createAccount({ role: 'admin' })
    const tag = randomUUID().slice(0, 6)
    const rich = await createAccount({ role: 'organizer', organizationName: `Rijk ${tag}` })
    const paid = await createAccount({ role: 'organizer', organizationName: `Betaald ${tag}` })
    const idle = await createAccount({ role: 'organizer', organizationName: `Stil ${tag}` })
    for (const [organizer, price] of [
      [rich, '300.00'],
      [paid, '80.00'],
    ] as const) {
      const event = await makeEvent({ organizerId: organizer.id })
      await sell({ type: await makeTicketType(event.id, { price }), quantity: 1 })
    }
    const token = await freshToken(admin)
    ;(await client.post(`/api/admin/organizers/${paid.id}/payouts`).bearerToken(token).json({ reference: 'ALL' })).assertStatus(201)

    const list = await client
      .get('/api/admin/payouts')
      .bearerToken(token)
      .qs({ filter: JSON.stringify({ q: tag }) })
    list.assertStatus(200)
    assert.equal(list.body().total, 3)
    assert.deepEqual(
      list
        .body()
        .data.map((row: { organizerName: string; balance: string; paidOutToDate: string }) => [
          row.organizerName,
          row.balance,
          row.paidOutToDate,
        ]),
      [
        [`Rijk ${tag}`, '300.00', '0.00'],
        [`Betaald ${tag}`, '0.00', '80.00'],
        [`Stil ${tag}`, '0.00', '0.00'],
      ]
    )
    assert.isNotNull(list.body().data[1].lastPaidAt)
    assert.equal(list.body().data[1].lastPaidAmount, '80.00')

    const owed = await client
      .get('/api/admin/payouts')
      .bearerToken(token)
      .qs({ filter: JSON.stringify({ q: tag, owed: true }) })
    assert.deepEqual(
      owed.body().data.map((row: { id: number }) => row.id),
      [rich.id]
    )
    const byName = await client
      .get('/api/admin/payouts')
      .bearerToken(token)
      .qs({ sort: 'organizerName', order: 'ASC', perPage: 2, page: 1, filter: JSON.stringify({ q: tag }) })
    assert.deepEqual(
      byName.body().data.map((row: { id: number }) => row.id),
      [paid.id, rich.id]
    )
    assert.equal(byName.body().total, 3)
    void idle
  })
})
