/*
 * Discount and access codes, and hidden ticket types (domain/discount_codes.ts, api/services/discount_codes/): the
 * organizer's codes with their access rules, the checkout's check, every sale path pricing with a code (paid, free,
 * counter), hidden types that exist only with their access code, and the code's use limit under a rush, with a
 * control run that oversells without the code's row lock.
 */
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import Order from '#models/order'
import Ticket from '#models/ticket'
import DiscountCode from '#models/discount_code'
import type User from '#models/user'
import { setStockLockingForTests } from '#config/tickets'
import { freshToken } from '#tests/helpers/routes'
import { clearRateLimits, createAccount } from '#tests/helpers/accounts'
import { makeEvent, makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'
import {
  buyersFromManyNetworks,
  guest,
  newClientAddress,
  newSession,
  paymentBody,
  purchaseBody,
} from '#tests/functional/tickets/ticket_fixtures'
import { openShift } from '#tests/functional/counter_sales/counter_fixtures'

interface Shop {
  organizer: User
  token: string
  eventId: number
  paidId: number
  otherPaidId: number
  hiddenFreeId: number
  hiddenPaidId: number
}

/** A published event: two paid types (250 and 100 SRD), a hidden free type (comps) and a hidden paid presale type. */
async function shop(): Promise<Shop> {
  const organizer = await createAccount({ role: 'organizer' })
  const event = await makeEvent({ organizerId: organizer.id })
  const paid = await makeTicketType(event.id, { price: '250.00', maxQuantity: 100, name: 'Staanplaats' })
  const otherPaid = await makeTicketType(event.id, { price: '100.00', maxQuantity: 100, name: 'Balkon' })
  const hiddenFree = await makeTicketType(event.id, { price: '0.00', maxQuantity: 20, name: 'Gastenlijst', isHidden: true })
  const hiddenPaid = await makeTicketType(event.id, { price: '80.00', maxQuantity: 50, name: 'Voorverkoop', isHidden: true })
  return {
    organizer,
    token: await freshToken(organizer),
    eventId: event.id,
    paidId: paid.id,
    otherPaidId: otherPaid.id,
    hiddenFreeId: hiddenFree.id,
    hiddenPaidId: hiddenPaid.id,
  }
}

const createCode = (client: ApiClient, s: Shop, body: Record<string, unknown>) =>
  client.post(`/api/events/${s.eventId}/discount-codes`).bearerToken(s.token).json(body)

/** How many rows a query finds. */
async function countOf(query: { exec(): Promise<unknown[]> }): Promise<number> {
  return (await query.exec()).length
}

const fromNetwork = <T extends { header(name: string, value: string): T }>(request: T) =>
  request.header('x-forwarded-for', newClientAddress())

test.group('Discount codes: the organizer keeps them', () => {
  test('create, list with uses and revenue, change, delete; codes are unique per event whatever their case', async ({ client, assert }) => {
    const s = await shop()
    const created = await createCode(client, s, { code: 'ZOMER25', kind: 'percentage', value: 25, ticketTypeIds: [s.paidId], maxUses: 10 })
    created.assertStatus(201)
    assert.include(created.body().data, { code: 'ZOMER25', kind: 'percentage', value: '25.00', maxUses: 10, isActive: true, uses: 0 })
    assert.deepEqual(created.body().data.ticketTypeIds, [s.paidId])

    const twin = await createCode(client, s, { code: 'zomer25', kind: 'fixed', value: 10 })
    twin.assertStatus(422)
    assert.equal(twin.body().errors.code[0], 'Dit evenement heeft al een code met deze naam.')

    const list = await client.get(`/api/events/${s.eventId}/discount-codes`).bearerToken(s.token)
    list.assertStatus(200)
    assert.lengthOf(list.body().data, 1)
    assert.include(list.body().data[0], { uses: 0, revenue: '0.00', discountGiven: '0.00' })

    const id = created.body().data.id
    const changed = await client.put(`/api/discount-codes/${id}`).bearerToken(s.token).json({ isActive: false, value: 30 })
    changed.assertStatus(200)
    assert.include(changed.body().data, { isActive: false, value: '30.00' })
    ;(await client.delete(`/api/discount-codes/${id}`).bearerToken(s.token)).assertStatus(200)
    assert.isNull(await DiscountCode.find(id))
  })

  test('bad codes are refused with the reason, on the field', async ({ client, assert }) => {
    const s = await shop()
    const other = await shop()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: 'met spatie', kind: 'percentage', value: 10 }, 'code', 'Een code heeft 3 tot 40 letters, cijfers, - of _ (geen spaties).'],
      [{ code: 'TEVEEL', kind: 'percentage', value: 120 }, 'value', 'Een percentage ligt tussen 0 en 100.'],
      [{ code: 'NUL', kind: 'fixed', value: 0 }, 'value', 'Geef een korting groter dan 0.'],
      [{ code: 'TOEGANG', kind: 'access' }, 'unlocksTicketTypeIds', 'Kies welke verborgen tickettypes deze toegangscode zichtbaar maakt.'],
      [
        { code: 'VREEMD', kind: 'fixed', value: 5, ticketTypeIds: [other.paidId] },
        'ticketTypeIds',
        'Kies alleen tickettypes van dit evenement.',
      ],
      [
        { code: 'OMGEKEERD', kind: 'fixed', value: 5, validFrom: '2030-02-01T00:00:00Z', validUntil: '2030-01-01T00:00:00Z' },
        'validUntil',
        '‘Geldig tot’ moet na ‘geldig vanaf’ liggen.',
      ],
    ]
    for (const [body, field, text] of cases) {
      const answer = await createCode(client, s, body)
      answer.assertStatus(422)
      assert.deepEqual(answer.body().errors[field], [text], JSON.stringify(body))
    }
    assert.equal(await countOf(DiscountCode.query().where('event_id', s.eventId)), 0)
  })

  test('another organizer never reaches a code: list, create, show, change and delete refused', async ({ client, assert }) => {
    const s = await shop()
    const code = await DiscountCode.create({ eventId: s.eventId, code: 'PRIVE', kind: 'fixed', value: '10.00', isActive: true })
    const stranger = await createAccount({ role: 'organizer' })
    const token = await freshToken(stranger)
    const answers = [
      await client.get(`/api/events/${s.eventId}/discount-codes`).bearerToken(token),
      await client.post(`/api/events/${s.eventId}/discount-codes`).bearerToken(token).json({ code: 'INBRAAK', kind: 'fixed', value: 5 }),
      await client.get(`/api/discount-codes/${code.id}`).bearerToken(token),
      await client.put(`/api/discount-codes/${code.id}`).bearerToken(token).json({ value: 99 }),
      await client.delete(`/api/discount-codes/${code.id}`).bearerToken(token),
    ]
    for (const answer of answers) assert.oneOf(answer.status(), [403, 404])
    await code.refresh()
    assert.equal(code.value, '10.00')
    ;(await client.get(`/api/events/${s.eventId}/discount-codes`)).assertStatus(401)
  })
})

test.group('Discount codes: the checkout', (group) => {
  const buyers = buyersFromManyNetworks(group)
  group.each.setup(() => clearRateLimits())

  test('the live check answers valid and the effect, or the reason, never the limits', async ({ client, assert }) => {
    const s = await shop()
    await DiscountCode.create({
      eventId: s.eventId,
      code: 'Zomer25',
      kind: 'percentage',
      value: '25.00',
      ticketTypeIds: [s.paidId],
      maxUses: 3,
      isActive: true,
    })
    await DiscountCode.create({
      eventId: s.eventId,
      code: 'OUD',
      kind: 'fixed',
      value: '5.00',
      isActive: true,
      validUntil: (await import('luxon')).DateTime.now().minus({ days: 1 }),
    })
    await DiscountCode.create({ eventId: s.eventId, code: 'UIT', kind: 'fixed', value: '5.00', isActive: false })
    const check = (code: string) => client.get(`/api/events/${s.eventId}/discount-codes/check`).qs({ code })
    const ok = await check('ZOMER25')
    ok.assertStatus(200)
    assert.deepEqual(ok.body().data, {
      valid: true,
      code: 'Zomer25',
      kind: 'percentage',
      value: '25.00',
      ticketTypeIds: [s.paidId],
      unlocksTicketTypeIds: [],
    })
    assert.notProperty(ok.body().data, 'maxUses')
    assert.deepEqual((await check('oud')).body().data, { valid: false, reason: 'expired', message: 'Deze kortingscode is verlopen.' })
    assert.equal((await check('UIT')).body().data.reason, 'unknown', 'a switched-off code answers as unknown')
    assert.equal((await check('NIETBESTAAND')).body().data.reason, 'unknown')
    ;(await client.get(`/api/events/${s.eventId}/discount-codes/check`)).assertStatus(422)
  })

  test('the live check is rate-limited per network', async ({ client, assert }) => {
    const s = await shop()
    const from = newClientAddress()
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (
          await client
            .get(`/api/events/${s.eventId}/discount-codes/check`)
            .qs({ code: `GOK${i}` })
            .header('x-forwarded-for', from)
        ).status()
      )
    }
    assert.deepEqual([...new Set(statuses.slice(0, 30))], [200])
    assert.equal(statuses[30], 429)
  })

  test('a paid checkout with a code: discount per ticket it applies to, fees on the discounted subtotal, shown on the order', async ({
    client,
    assert,
  }) => {
    const s = await shop()
    await DiscountCode.create({
      eventId: s.eventId,
      code: 'ZOMER25',
      kind: 'percentage',
      value: '25.00',
      ticketTypeIds: [s.paidId],
      isActive: true,
    })
    const body = {
      ...paymentBody(s.eventId, s.paidId, 2, newSession(), 'mollie', 'ideal'),
      tickets: [
        { ticketTypeId: s.paidId, quantity: 2 },
        { ticketTypeId: s.otherPaidId, quantity: 1 },
      ],
      discountCode: 'zomer25',
    }
    const created = await fromNetwork(client.post('/api/payments/create').json(body))
    created.assertStatus(201)
    const order = await Order.findByOrFail('order_number', created.body().orderNumber)
    // 2 × 250 at 25 % off (187.50 each) + 1 × 100 without: 475.00; the code took 125.00.
    assert.equal(order.subtotal, '475.00')
    assert.equal(order.discountAmount, '125.00')
    assert.equal(order.discountCode, 'ZOMER25')
    assert.deepEqual(
      order.lines.map((l) => [l.ticketTypeId, l.price, l.listPrice ?? null]),
      [
        [s.paidId, '187.50', '250.00'],
        [s.otherPaidId, '100.00', null],
      ]
    )
    assert.equal(
      Number(order.total),
      Number(order.subtotal) + Number(order.platformFee) + Number(order.paymentFee) + Number(order.paymentFeeBtw)
    )

    // Paid: each ticket carries what it cost.
    const mollie = buyers.mollie()
    mollie.setStatus(order.providerPaymentId!, 'paid')
    await mollie.callWebhook(order.providerPaymentId!)
    const prices = (await Ticket.query().where('order_id', order.id).orderBy('id')).map((t) => t.purchasePrice)
    assert.deepEqual(prices, ['187.50', '187.50', '100.00'])

    const listed = await client.get(`/api/events/${s.eventId}/discount-codes`).bearerToken(s.token)
    assert.include(listed.body().data[0], { uses: 1, revenue: order.total, discountGiven: '125.00' })
  })

  test('unknown, expired, used-up and not applicable codes are refused with their reason and nothing is written', async ({
    client,
    assert,
  }) => {
    const s = await shop()
    const { DateTime } = await import('luxon')
    await DiscountCode.create({
      eventId: s.eventId,
      code: 'OUD',
      kind: 'fixed',
      value: '5.00',
      isActive: true,
      validUntil: DateTime.now().minus({ hours: 1 }),
    })
    await DiscountCode.create({
      eventId: s.eventId,
      code: 'LATER',
      kind: 'fixed',
      value: '5.00',
      isActive: true,
      validFrom: DateTime.now().plus({ days: 1 }),
    })
    await DiscountCode.create({
      eventId: s.eventId,
      code: 'BALKON',
      kind: 'fixed',
      value: '5.00',
      isActive: true,
      ticketTypeIds: [s.otherPaidId],
    })
    const once = await DiscountCode.create({
      eventId: s.eventId,
      code: 'EENMALIG',
      kind: 'fixed',
      value: '5.00',
      isActive: true,
      maxUses: 1,
    })
    const first = await fromNetwork(
      client
        .post('/api/payments/create')
        .json({ ...paymentBody(s.eventId, s.paidId, 1, newSession(), 'mollie', 'ideal'), discountCode: 'EENMALIG' })
    )
    first.assertStatus(201)
    const cases: [string, string, string][] = [
      ['GEHEIM', 'unknown', 'Deze kortingscode bestaat niet.'],
      ['oud', 'expired', 'Deze kortingscode is verlopen.'],
      ['LATER', 'not_yet_valid', 'Deze kortingscode is nog niet geldig.'],
      ['EENMALIG', 'used_up', 'Deze kortingscode is al zo vaak gebruikt als mag en geldt niet meer.'],
      ['BALKON', 'not_applicable', 'Deze kortingscode geldt niet voor de gekozen tickets.'],
    ]
    const before = await countOf(Order.query().where('event_id', s.eventId))
    for (const [code, reason, text] of cases) {
      const answer = await fromNetwork(
        client
          .post('/api/payments/create')
          .json({ ...paymentBody(s.eventId, s.paidId, 1, newSession(), 'mollie', 'ideal'), discountCode: code })
      )
      answer.assertStatus(422)
      assert.equal(answer.body().reason, reason, code)
      assert.deepEqual(answer.body().errors.discountCode, [text])
    }
    assert.equal(await countOf(Order.query().where('event_id', s.eventId)), before, 'a refused code writes no order')
    // The use is given back when the pending order ends: the code is usable again.
    await Order.query().where('discount_code_id', once.id).update({ status: 'cancelled' })
    const again = await fromNetwork(
      client
        .post('/api/payments/create')
        .json({ ...paymentBody(s.eventId, s.paidId, 1, newSession(), 'mollie', 'ideal'), discountCode: 'EENMALIG' })
    )
    again.assertStatus(201)
  })

  test('a code that makes the cart free buys directly; the per-buyer limit holds across orders', async ({ client, assert }) => {
    const s = await shop()
    await DiscountCode.create({
      eventId: s.eventId,
      code: 'GRATIS',
      kind: 'percentage',
      value: '100.00',
      isActive: true,
      maxUsesPerBuyer: 1,
    })
    const buyer = guest()
    const payment = await fromNetwork(
      client
        .post('/api/payments/create')
        .json({ ...paymentBody(s.eventId, s.paidId, 1, newSession(), 'mollie', 'ideal'), discountCode: 'GRATIS' })
    )
    payment.assertStatus(422)
    assert.isTrue(payment.body().fallbackToDirectPurchase)
    const bought = await fromNetwork(
      client.post('/api/tickets/purchase').json({ ...purchaseBody(s.eventId, s.paidId, 2, newSession(), buyer), discountCode: 'gratis' })
    )
    bought.assertStatus(201)
    assert.include(bought.body().data, { status: 'free', total: '0.00', discountCode: 'GRATIS', discountAmount: '500.00' })
    const order = await Order.findByOrFail('order_number', bought.body().data.orderNumber)
    assert.equal(order.paymentProvider, 'free')
    assert.deepEqual(
      (await Ticket.query().where('order_id', order.id)).map((t) => t.purchasePrice),
      ['0.00', '0.00']
    )
    const twice = await fromNetwork(
      client.post('/api/tickets/purchase').json({ ...purchaseBody(s.eventId, s.paidId, 1, newSession(), buyer), discountCode: 'GRATIS' })
    )
    twice.assertStatus(422)
    assert.equal(twice.body().reason, 'buyer_limit')
    // Without the code the same cart must be paid.
    const plain = await fromNetwork(client.post('/api/tickets/purchase').json(purchaseBody(s.eventId, s.paidId, 1, newSession())))
    plain.assertStatus(402)
  })

  test('the counter applies a code too, and sells hidden types without one (hidden is about the public shop)', async ({
    client,
    assert,
  }) => {
    const s = await shop()
    await openShift(s.organizer, s.organizer.id)
    await DiscountCode.create({ eventId: s.eventId, code: 'DEUR10', kind: 'fixed', value: '10.00', isActive: true })
    const sale = await client
      .post('/api/loket/sales')
      .bearerToken(s.token)
      .json({ eventId: s.eventId, tickets: [{ ticketTypeId: s.otherPaidId, quantity: 3 }], paymentMethod: 'pin', discountCode: 'deur10' })
    sale.assertStatus(201)
    const order = await Order.findByOrFail('order_number', sale.body().orderNumber)
    assert.include(order.$attributes, { total: '270.00', discountCode: 'DEUR10', discountAmount: '30.00' })
    const refused = await client
      .post('/api/loket/sales')
      .bearerToken(s.token)
      .json({ eventId: s.eventId, tickets: [{ ticketTypeId: s.otherPaidId, quantity: 1 }], paymentMethod: 'pin', discountCode: 'NEP' })
    refused.assertStatus(422)
    const comp = await client
      .post('/api/loket/sales')
      .bearerToken(s.token)
      .json({ eventId: s.eventId, tickets: [{ ticketTypeId: s.hiddenFreeId, quantity: 2 }], paymentMethod: 'pin' })
    comp.assertStatus(201)
    assert.equal(comp.body().total, '0.00')
  })
})

test.group('Hidden ticket types and access codes', (group) => {
  buyersFromManyNetworks(group)
  group.each.setup(() => clearRateLimits())

  test('a hidden type is in no public list or price range, and cannot be held or bought without its code', async ({ client, assert }) => {
    const s = await shop()
    const types = await client.get(`/api/events/${s.eventId}/ticket-types`)
    assert.sameMembers(
      types.body().data.map((t: { id: number }) => t.id),
      [s.paidId, s.otherPaidId]
    )
    const event = await client.get(`/api/events/${s.eventId}`)
    assert.equal(event.body().data.minPrice, '100.00', 'the free and the 80 SRD hidden types are not in the price range')
    const listed = (await client.get('/api/events/public').qs({ _cb: Date.now() }))
      .body()
      .data.find((e: { id: number }) => e.id === s.eventId)
    if (listed) assert.equal(listed.minPrice, '100.00')

    const hold = await fromNetwork(
      client
        .post('/api/tickets/reserve')
        .json({ ticketTypeId: s.hiddenFreeId, quantity: 1, sessionId: newSession(), buyerEmail: 'gast@example.sr' })
    )
    hold.assertStatus(404)
    const buy = await fromNetwork(client.post('/api/tickets/purchase').json(purchaseBody(s.eventId, s.hiddenFreeId, 1, newSession())))
    buy.assertStatus(404)
    const pay = await fromNetwork(
      client.post('/api/payments/create').json(paymentBody(s.eventId, s.hiddenPaidId, 1, newSession(), 'mollie', 'ideal'))
    )
    pay.assertStatus(404)
    assert.equal(await countOf(Order.query().where('event_id', s.eventId)), 0)
  })

  test('guessing codes through ?code= counts against the check’s limit: past it, even the right code reveals nothing (no 429)', async ({
    client,
    assert,
  }) => {
    const s = await shop()
    await DiscountCode.create({
      eventId: s.eventId,
      code: 'RAAD',
      kind: 'access',
      value: '0.00',
      unlocksTicketTypeIds: [s.hiddenFreeId],
      isActive: true,
    })
    const from = newClientAddress()
    const types = (code: string) => client.get(`/api/events/${s.eventId}/ticket-types`).qs({ code }).header('x-forwarded-for', from)
    // A valid code is no guess: asked often (the selection's 10 s refresh), it keeps revealing.
    for (let i = 0; i < 35; i++) assert.lengthOf((await types('RAAD')).body().data, 3)
    for (let i = 0; i < 30; i++) (await types(`GOK${i}`)).assertStatus(200)
    const after = await types('RAAD')
    after.assertStatus(200)
    assert.lengthOf(after.body().data, 2, 'the network used up its guesses')
    // Another network is not affected.
    assert.lengthOf(
      (await client.get(`/api/events/${s.eventId}/ticket-types`).qs({ code: 'RAAD' }).header('x-forwarded-for', newClientAddress())).body()
        .data,
      3
    )
  })

  test('an access code reveals its hidden types, holds and buys them (a comp for free, a presale paid)', async ({ client, assert }) => {
    const s = await shop()
    await DiscountCode.create({
      eventId: s.eventId,
      code: 'GASTEN',
      kind: 'access',
      value: '0.00',
      unlocksTicketTypeIds: [s.hiddenFreeId, s.hiddenPaidId],
      isActive: true,
    })
    const revealed = await client.get(`/api/events/${s.eventId}/ticket-types`).qs({ code: 'gasten' })
    assert.includeMembers(
      revealed.body().data.map((t: { id: number }) => t.id),
      [s.hiddenFreeId, s.hiddenPaidId]
    )
    assert.isTrue(revealed.body().data.find((t: { id: number }) => t.id === s.hiddenFreeId).isHidden)
    const wrong = await client.get(`/api/events/${s.eventId}/ticket-types`).qs({ code: 'FOUT' })
    assert.lengthOf(wrong.body().data, 2, 'a wrong code reveals nothing')

    const session = newSession()
    const hold = await fromNetwork(
      client
        .post('/api/tickets/reserve')
        .json({ ticketTypeId: s.hiddenFreeId, quantity: 2, sessionId: session, buyerEmail: 'gast@example.sr', discountCode: 'GASTEN' })
    )
    hold.assertStatus(201)
    const bought = await fromNetwork(
      client.post('/api/tickets/purchase').json({ ...purchaseBody(s.eventId, s.hiddenFreeId, 2, session), discountCode: 'GASTEN' })
    )
    bought.assertStatus(201)
    assert.include(bought.body().data, { status: 'free', discountCode: 'GASTEN', discountAmount: '0.00' })

    const presale = await fromNetwork(
      client
        .post('/api/payments/create')
        .json({ ...paymentBody(s.eventId, s.hiddenPaidId, 1, newSession(), 'mollie', 'ideal'), discountCode: 'GASTEN' })
    )
    presale.assertStatus(201)
    const order = await Order.findByOrFail('order_number', presale.body().orderNumber)
    assert.equal(order.subtotal, '80.00')
  })
})

const USES = 5
const BUYERS = 40

/** BUYERS buyers from as many networks redeem a 100 % code with USES uses left, all at once. */
async function rushForUses(client: ApiClient) {
  const organizer = await createAccount({ role: 'organizer' })
  const event = await makeEvent({ organizerId: organizer.id })
  const type = await makeTicketType(event.id, { price: '50.00', maxQuantity: 1000, name: 'Staanplaats' })
  const code = await DiscountCode.create({
    eventId: event.id,
    code: 'LAATSTE5',
    kind: 'percentage',
    value: '100.00',
    maxUses: USES,
    isActive: true,
  })
  const answers = await Promise.all(
    Array.from({ length: BUYERS }, () =>
      fromNetwork(
        client.post('/api/tickets/purchase').json({ ...purchaseBody(event.id, type.id, 1, newSession()), discountCode: 'LAATSTE5' })
      )
    )
  )
  return { statuses: answers.map((a) => a.status()), used: await countOf(Order.query().where('discount_code_id', code.id)) }
}

test.group('Race: the last uses of a code', (group) => {
  buyersFromManyNetworks(group)
  group.each.teardown(() => setStockLockingForTests(true))

  test(`${BUYERS} buyers at once for the last ${USES} uses get exactly ${USES}, three runs in a row`, async ({ client, assert }) => {
    for (let run = 0; run < 3; run++) {
      const { statuses, used } = await rushForUses(client)
      assert.equal(statuses.filter((s) => s === 201).length, USES)
      assert.equal(statuses.filter((s) => s === 422).length, BUYERS - USES)
      assert.equal(used, USES)
    }
  })

  test('control: without the code’s row lock the same rush uses it too often (the test bites)', async ({ client, assert }) => {
    setStockLockingForTests(false)
    let worst = 0
    for (let run = 0; run < 5 && worst <= USES; run++) worst = Math.max(worst, (await rushForUses(client)).used)
    assert.isAbove(worst, USES)
  })
})
