/*
 * POST /api/tickets/validate: every answer (valid, already_checked_in, invalid, wrong_event, cancelled,
 * resold), the nonce's retry, who may scan where, and bad input as 4xx with a Dutch message.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Ticket from '#models/ticket'
import Order from '#models/order'
import { clearRateLimits, createAccount } from '#tests/helpers/accounts'
import { organizerWithEvent, tokenOf, writeOrder } from '#tests/functional/orders/order_fixtures'
import { doorWithTickets, newNonce, scan, validate } from '#tests/functional/check_ins/check_in_fixtures'

test.group('POST /api/tickets/validate: the answers', (group) => {
  group.each.setup(() => clearRateLimits())

  test('valid checks the ticket in (ticket row in step); a second scan is already_checked_in with time, who and gate', async ({
    client,
    assert,
  }) => {
    const door = await doorWithTickets(1, { buyerName: 'Anjali Ramsaran' })
    const [ticket] = door.tickets
    const first = await scan(client, door, ticket.qrCode, { gate: 'Poort A' })
    first.assertStatus(200)
    const answer = first.body()
    assert.equal(answer.status, 'valid')
    assert.deepEqual(answer.ticket, {
      id: ticket.id,
      ticketTypeName: 'VIP',
      holderName: 'Anjali Ramsaran',
      orderNumber: (await Order.findOrFail(ticket.orderId)).orderNumber,
    })
    assert.equal(answer.checkedInBy, 'Sandra Scanner')
    assert.equal(answer.gate, 'Poort A')
    await ticket.refresh()
    assert.isTrue(ticket.isCheckedIn)
    assert.equal(ticket.checkedInBy, door.scanner.id)
    assert.equal(ticket.checkedInAt!.toMillis(), Date.parse(answer.checkedInAt))

    const second = await scan(client, door, ` ${ticket.qrCode} `, { gate: 'Poort B' }, door.token)
    second.assertStatus(200)
    assert.containsSubset(second.body(), {
      status: 'already_checked_in',
      checkedInAt: answer.checkedInAt,
      checkedInBy: 'Sandra Scanner',
      gate: 'Poort A',
    })
    const rows = await db.from('check_ins').where('ticket_id', ticket.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].source, 'online')
  })

  test('invalid for an unknown code, with nothing of any ticket', async ({ client, assert }) => {
    const door = await doorWithTickets(1)
    const response = await scan(client, door, 'KWAKOE-bestaat-niet')
    response.assertStatus(200)
    assert.deepEqual(response.body(), { status: 'invalid' })
  })

  test('wrong_event: the ticket of another event of the same organizer is shown; another organizer’s is not', async ({
    client,
    assert,
  }) => {
    const door = await doorWithTickets(1)
    const sameOrganizer = await organizerWithEvent()
    // A second event of door's organizer.
    await db.from('events').where('id', sameOrganizer.event.id).update({ organizer_id: door.user.id })
    const ownOther = await writeOrder({ ...sameOrganizer, user: door.user }, { status: 'paid', quantity: 1 })
    const ownTicket = await Ticket.findByOrFail('order_id', ownOther.id)
    const own = await scan(client, door, ownTicket.qrCode)
    assert.equal(own.body().status, 'wrong_event')
    assert.equal(own.body().ticket.id, ownTicket.id)

    const stranger = await organizerWithEvent()
    const strangerOrder = await writeOrder(stranger, { status: 'paid', quantity: 1 })
    const strangerTicket = await Ticket.findByOrFail('order_id', strangerOrder.id)
    const foreign = await scan(client, door, strangerTicket.qrCode)
    assert.deepEqual(foreign.body(), { status: 'wrong_event' })
    await strangerTicket.refresh()
    assert.isFalse(strangerTicket.isCheckedIn)
  })

  test('cancelled: an order cancelled or refunded, or a ticket no longer valid; nothing is checked in', async ({ client, assert }) => {
    const door = await doorWithTickets(3)
    const [cancelledOrder, refunded, invalidated] = door.tickets
    await Order.query().where('id', cancelledOrder.orderId).update({ status: 'cancelled' })
    const answer = await scan(client, door, cancelledOrder.qrCode)
    assert.equal(answer.body().status, 'cancelled')
    assert.equal(answer.body().ticket.id, cancelledOrder.id)
    await Order.query().where('id', refunded.orderId).update({ status: 'refunded' })
    assert.equal((await scan(client, door, refunded.qrCode)).body().status, 'cancelled')
    await Order.query().where('id', invalidated.orderId).update({ status: 'paid' })
    await Ticket.query().where('id', invalidated.id).update({ is_valid: false })
    assert.equal((await scan(client, door, invalidated.qrCode)).body().status, 'cancelled')
    assert.lengthOf(
      await db.from('check_ins').whereIn(
        'ticket_id',
        door.tickets.map((t) => t.id)
      ),
      0
    )
  })

  test('resold: a ticket transferred to Ticketswitch does not enter', async ({ client, assert }) => {
    const door = await doorWithTickets(1)
    await Ticket.query().where('id', door.tickets[0].id).update({ transferred_to_ticketswitch: true })
    const response = await scan(client, door, door.tickets[0].qrCode)
    assert.equal(response.body().status, 'resold')
    assert.lengthOf(await db.from('check_ins').where('ticket_id', door.tickets[0].id), 0)
  })

  test('a retry with the same nonce answers the first answer again, not already_checked_in', async ({ client, assert }) => {
    const door = await doorWithTickets(1)
    const body = { eventId: door.event.id, qrCode: door.tickets[0].qrCode, nonce: newNonce(), gate: 'Poort A' }
    const first = await validate(client, door.scannerToken, body)
    const retry = await validate(client, door.scannerToken, body)
    assert.equal(first.body().status, 'valid')
    assert.deepEqual(retry.body(), first.body())
    // The same nonce for another code is refused, not answered with the first code's answer.
    const reused = await validate(client, door.scannerToken, { ...body, qrCode: door.tickets[0].qrCode + 'X' })
    reused.assertStatus(409)
    assert.equal(reused.body().message, 'Dit scan-kenmerk (nonce) is al gebruikt voor een andere code. Scan opnieuw.')
  })
})

test.group('POST /api/tickets/validate: who may scan where', (group) => {
  group.each.setup(() => clearRateLimits())

  test('the organizer’s team (organizer, manager, loket, scanner) and admins scan; another organizer’s staff get 403', async ({
    client,
    assert,
  }) => {
    const door = await doorWithTickets(6)
    const staff = [
      door.user,
      await createAccount({ role: 'manager', managerForOrganizerId: door.user.id }),
      await createAccount({ role: 'loket_medewerker', createdByOrganizerId: door.user.id }),
      door.scanner,
      await createAccount({ role: 'admin' }),
    ]
    for (const [i, person] of staff.entries()) {
      const response = await scan(client, door, door.tickets[i].qrCode, {}, await tokenOf(person))
      assert.equal(response.status(), 200, person.role)
      assert.equal(response.body().status, 'valid', person.role)
    }
    const other = await organizerWithEvent()
    const strangers = [
      other.user,
      await createAccount({ role: 'scanner', createdByOrganizerId: other.user.id }),
      await createAccount({ role: 'manager', managerForOrganizerId: other.user.id }),
    ]
    for (const person of strangers) {
      const response = await scan(client, door, door.tickets[5].qrCode, {}, await tokenOf(person))
      response.assertStatus(403)
      assert.equal(response.body().message, 'Je hebt geen toegang tot deze actie.')
    }
    const buyer = await createAccount({ role: 'user' })
    ;(await scan(client, door, door.tickets[5].qrCode, {}, await tokenOf(buyer))).assertStatus(403)
    ;(await client.post('/api/tickets/validate').json({})).assertStatus(401)
    await door.tickets[5].refresh()
    assert.isFalse(door.tickets[5].isCheckedIn)
  })

  test('bad input is a 4xx with a Dutch message, never a 500', async ({ client, assert }) => {
    const door = await doorWithTickets(1)
    const code = door.tickets[0].qrCode
    const cases: [Record<string, unknown>, number, string][] = [
      [{ eventId: door.event.id, qrCode: code }, 422, 'De scan mist zijn kenmerk (nonce)'],
      [{ eventId: door.event.id, qrCode: code, nonce: 'kort' }, 422, 'Het kenmerk (nonce) van de scan is ongeldig'],
      [{ eventId: door.event.id, qrCode: code, nonce: newNonce(), gate: 'x'.repeat(61) }, 422, 'Maximaal 60 tekens'],
      [{ eventId: door.event.id, qrCode: '  ', nonce: newNonce() }, 422, 'Scan of typ een ticketcode'],
      [{ qrCode: code, nonce: newNonce() }, 422, 'Kies een evenement'],
      [{ eventId: 'abc', qrCode: code, nonce: newNonce() }, 422, 'Ongeldig id'],
      [{ eventId: 99999999, qrCode: code, nonce: newNonce() }, 404, 'Event niet gevonden'],
    ]
    for (const [body, status, message] of cases) {
      const response = await validate(client, door.scannerToken, body)
      assert.equal(response.status(), status, JSON.stringify(body))
      const text = JSON.stringify(response.body())
      assert.include(text, message, JSON.stringify(body))
    }
    await door.tickets[0].refresh()
    assert.isFalse(door.tickets[0].isCheckedIn)
  })
})
