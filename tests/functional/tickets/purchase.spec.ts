import { test } from '@japa/runner'
import TicketType from '#models/ticket_type'
import Order from '#models/order'
import Ticket from '#models/ticket'
import TicketReservation from '#models/ticket_reservation'
import { issueSession } from '#services/accounts/session_service'
import { createAccount } from '#tests/helpers/accounts'
import { makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'
import { freeTicketType, guest, newSession, purchaseBody } from '#tests/functional/tickets/ticket_fixtures'

test.group('POST /api/tickets/purchase (free carts)', () => {
  test('creates one order with unique, unguessable QR codes, raises quantitySold and consumes the hold', async ({ client, assert }) => {
    const { event, ticketType } = await freeTicketType({ maxQuantity: 10 })
    const session = newSession()
    await client
      .post('/api/tickets/reserve')
      .json({ ticketTypeId: ticketType.id, quantity: 3, sessionId: session, buyerEmail: 'x@suritickets.sr' })
    const response = await client.post('/api/tickets/purchase').json(purchaseBody(event.id, ticketType.id, 3, session))
    response.assertStatus(201)
    const body = response.body()
    assert.match(body.orderNumber, /^ST-[A-Z2-9]{10}$/)
    assert.lengthOf(body.tickets, 3)
    const codes = body.tickets.map((t: { qrCode: string }) => t.qrCode)
    assert.lengthOf(new Set(codes), 3)
    for (const code of codes) {
      assert.match(code, /^JAZZ-[A-Za-z0-9_-]{22}$/)
      assert.isAtLeast(Buffer.from(code.split('-').slice(1).join('-'), 'base64url').length, 16)
    }
    await ticketType.refresh()
    assert.equal(ticketType.quantitySold, 3)
    assert.lengthOf(await TicketReservation.query().where('session_id', session).where('is_active', true), 0)
    const order = await Order.findByOrFail('order_number', body.orderNumber)
    assert.equal(order.status, 'free')
    assert.equal(order.total, '0.00')
  })

  test('the same request again, or ten at once, gives the same single order', async ({ client, assert }) => {
    const { event, ticketType } = await freeTicketType({ maxQuantity: 50 })
    const session = newSession()
    const body = purchaseBody(event.id, ticketType.id, 2, session)
    const first = await client.post('/api/tickets/purchase').json(body)
    const again = await client.post('/api/tickets/purchase').json(body)
    assert.equal(again.body().orderNumber, first.body().orderNumber)

    const burstSession = newSession()
    const burstBody = purchaseBody(event.id, ticketType.id, 1, burstSession)
    const burst = await Promise.all(Array.from({ length: 10 }, () => client.post('/api/tickets/purchase').json(burstBody)))
    const numbers = new Set(burst.map((r) => r.body().orderNumber))
    assert.equal(numbers.size, 1)
    for (const r of burst) assert.include([200, 201], r.status())
    assert.lengthOf(await Order.query().where('session_id', burstSession), 1)
    await ticketType.refresh()
    assert.equal(ticketType.quantitySold, 3)
  })

  test('a paid cart is never issued without a payment', async ({ client, assert }) => {
    const { event } = await freeTicketType()
    const paid = await makeTicketType(event.id, { price: '150.00', maxQuantity: 10 })
    const response = await client
      .post('/api/tickets/purchase')
      .json({ ...purchaseBody(event.id, paid.id, 1, newSession()), isAllFree: true })
    response.assertStatus(402)
    await paid.refresh()
    assert.equal(paid.quantitySold, 0)
    assert.lengthOf(await Ticket.query().where('ticket_type_id', paid.id), 0)
  })

  test('other signed-in roles may not buy (Alleen voor bezoekers); role user may', async ({ client, assert }) => {
    const { event, ticketType } = await freeTicketType()
    const organizer = (await issueSession(await createAccount({ role: 'organizer' }))).token
    const denied = await client
      .post('/api/tickets/purchase')
      .bearerToken(organizer)
      .json(purchaseBody(event.id, ticketType.id, 1, newSession()))
    denied.assertStatus(403)
    assert.equal(denied.body().message, 'Alleen voor bezoekers')
    const buyer = await createAccount({ role: 'user' })
    const user = (await issueSession(buyer)).token
    const ok = await client
      .post('/api/tickets/purchase')
      .bearerToken(user)
      .json(purchaseBody(event.id, ticketType.id, 1, newSession()))
    ok.assertStatus(201)
    assert.equal((await Order.findByOrFail('order_number', ok.body().orderNumber)).buyerUserId, buyer.id)
  })

  test('the buyer form of SPEC §5 and other bad input: 422 with messages, nothing sold', async ({ client, assert }) => {
    const { event, ticketType } = await freeTicketType()
    const missing = await client
      .post('/api/tickets/purchase')
      .json(purchaseBody(event.id, ticketType.id, 1, newSession(), guest({ firstName: '', lastName: ' ', email: 'geen' })))
    missing.assertStatus(422)
    assert.deepEqual(missing.body().errors, {
      'buyerInfo.firstName': ['Voornaam is verplicht'],
      'buyerInfo.lastName': ['Achternaam is verplicht'],
      'buyerInfo.email': ['Ongeldig e-mailadres'],
    })
    ;(await client.post('/api/tickets/purchase').json({ ...purchaseBody(event.id, ticketType.id, 0, newSession()) })).assertStatus(422)
    ;(await client.post('/api/tickets/purchase').json({ eventId: event.id, tickets: 'alles', buyerInfo: guest() })).assertStatus(422)
    const otherEvent = await freeTicketType()
    ;(await client.post('/api/tickets/purchase').json(purchaseBody(event.id, otherEvent.ticketType.id, 1, newSession()))).assertStatus(404)
    await ticketType.refresh()
    assert.equal(ticketType.quantitySold, 0)
  })

  test('seats held by another session are not sold; own holds count for the buyer', async ({ client, assert }) => {
    const { event, ticketType } = await freeTicketType({ maxQuantity: 3, name: 'Laatste kaarten' })
    const mine = newSession()
    await client
      .post('/api/tickets/reserve')
      .json({ ticketTypeId: ticketType.id, quantity: 2, sessionId: newSession(), buyerEmail: 'a@b.sr' })
    await client.post('/api/tickets/reserve').json({ ticketTypeId: ticketType.id, quantity: 1, sessionId: mine, buyerEmail: 'a@b.sr' })
    const blocked = await client.post('/api/tickets/purchase').json(purchaseBody(event.id, ticketType.id, 2, newSession()))
    blocked.assertStatus(409)
    assert.equal(blocked.body().message, 'Laatste kaarten (slechts 0 beschikbaar, 2 geselecteerd)')
    ;(await client.post('/api/tickets/purchase').json(purchaseBody(event.id, ticketType.id, 1, mine))).assertStatus(201)
    assert.equal((await TicketType.findOrFail(ticketType.id)).quantitySold, 1)
  })
})
