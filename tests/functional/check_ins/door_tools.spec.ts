/*
 * What the door has besides the scan: live counts per event and gate, the attendee search (a manual
 * check-in goes through validate with the found ticket's id), and a supervisor's undo with a reason.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import Ticket from '#models/ticket'
import type { AttendeeMatch, CheckInCounts } from '#domain/check_in'
import { clearRateLimits, createAccount } from '#tests/helpers/accounts'
import { organizerWithEvent, tokenOf } from '#tests/functional/orders/order_fixtures'
import { doorWithTickets, newNonce, scan, validate } from '#tests/functional/check_ins/check_in_fixtures'

test.group('GET /api/events/:id/check-ins/counts', (group) => {
  group.each.setup(() => clearRateLimits())

  test('checked in / sold per event and per gate; cancelled and resold tickets are not sold', async ({ client, assert }) => {
    const door = await doorWithTickets(6)
    await scan(client, door, door.tickets[0].qrCode, { gate: 'Poort A' })
    await scan(client, door, door.tickets[1].qrCode, { gate: 'Poort A' })
    await scan(client, door, door.tickets[2].qrCode, { gate: 'Poort B' })
    await scan(client, door, door.tickets[3].qrCode, { gate: null })
    await Ticket.query().where('id', door.tickets[4].id).update({ transferred_to_ticketswitch: true })
    await Ticket.query().where('id', door.tickets[5].id).update({ is_valid: false })
    const response = await client.get(`/api/events/${door.event.id}/check-ins/counts`).bearerToken(door.scannerToken)
    response.assertStatus(200)
    const counts = response.body() as CheckInCounts
    assert.deepEqual(counts, {
      eventId: door.event.id,
      checkedIn: 4,
      sold: 4,
      notOnOfflineList: { listed: 0, refunding: 0 },
      gates: [
        { gate: 'Poort A', checkedIn: 2 },
        { gate: 'Poort B', checkedIn: 1 },
        { gate: null, checkedIn: 1 },
      ],
    })
    const other = await organizerWithEvent()
    ;(await client.get(`/api/events/${door.event.id}/check-ins/counts`).bearerToken(other.token)).assertStatus(403)
  })

  test('a ticket listed on Ticketswitch counts as sold but is left off the offline list, and the counts say so', async ({
    client,
    assert,
  }) => {
    const door = await doorWithTickets(3)
    await db.table('ticketswitch_listings').insert({
      original_ticket_id: door.tickets[0].id,
      event_id: door.event.id,
      ticket_type_id: door.tickets[0].ticketTypeId,
      seller_email: 'verkoper@example.sr',
      original_price: '100.00',
      listing_price: '100.00',
      resale_fee: '0.00',
      payout_amount: '100.00',
      is_active: true,
    })
    const counts = (
      await client.get(`/api/events/${door.event.id}/check-ins/counts`).bearerToken(door.scannerToken)
    ).body() as CheckInCounts
    assert.equal(counts.sold, 3)
    assert.deepEqual(counts.notOnOfflineList, { listed: 1, refunding: 0 })
    const list = await client.get(`/api/events/${door.event.id}/check-ins/offline-list`).bearerToken(door.scannerToken)
    list.assertStatus(200)
    assert.lengthOf((list.body().data ?? list.body()).codes, counts.sold - counts.notOnOfflineList.listed)
  })
})

test.group('GET /api/events/:id/check-ins/search', (group) => {
  group.each.setup(() => clearRateLimits())

  test('by name, e-mail or order number, with each ticket’s state and only what the door needs; the found ticket checks in by id', async ({
    client,
    assert,
  }) => {
    const door = await doorWithTickets(2, { buyerName: 'Shanti Jagroep', buyerEmail: 'shanti.jagroep@example.sr' })
    const order = await Order.findOrFail(door.tickets[0].orderId)
    await scan(client, door, door.tickets[0].qrCode, { gate: 'Poort C' })
    const search = (q: string) => client.get(`/api/events/${door.event.id}/check-ins/search`).qs({ q }).bearerToken(door.scannerToken)

    const byName = (await search('jagroep')).body().data as AttendeeMatch[]
    assert.lengthOf(byName, 2)
    assert.containsSubset(byName[0], {
      ticket: { id: door.tickets[0].id, holderName: 'Shanti Jagroep', orderNumber: order.orderNumber, ticketTypeName: 'VIP' },
      codeEnd: door.tickets[0].qrCode.slice(-4),
      status: 'already_checked_in',
      checkIn: { gate: 'Poort C', checkedInBy: 'Sandra Scanner' },
    })
    assert.containsSubset(byName[1], { status: null, checkIn: null })
    assert.lengthOf((await search('SHANTI.JAGROEP@')).body().data, 2)
    assert.lengthOf((await search(order.orderNumber.toLowerCase())).body().data, 2)
    assert.lengthOf((await search('%_')).body().data, 0)
    // Neither the buyer's e-mail nor a usable code leaves the search.
    const raw = JSON.stringify(byName)
    assert.notInclude(raw, 'shanti.jagroep@example.sr')
    for (const ticket of door.tickets) assert.notInclude(raw, ticket.qrCode)
    assert.sameMembers(Object.keys(byName[0]), ['ticket', 'codeEnd', 'status', 'checkIn'])
    // Manual check-in: the found ticket's id through validate; a ticket of another event is invalid there.
    const manual = await validate(client, door.scannerToken, { eventId: door.event.id, ticketId: byName[1].ticket.id, nonce: newNonce() })
    manual.assertStatus(200)
    assert.containsSubset(manual.body(), { status: 'valid', ticket: { id: door.tickets[1].id } })
    const again = await validate(client, door.scannerToken, { eventId: door.event.id, ticketId: byName[1].ticket.id, nonce: newNonce() })
    assert.equal(again.body().status, 'already_checked_in')
    const neither = await validate(client, door.scannerToken, { eventId: door.event.id, nonce: newNonce() })
    neither.assertStatus(422)
    // Another event's attendees never appear.
    const other = await doorWithTickets(1, { buyerName: 'Shanti Jagroep' })
    assert.notInclude(
      ((await search('jagroep')).body().data as AttendeeMatch[]).map((match) => match.ticket.id),
      other.tickets[0].id
    )
    const foreign = await validate(client, door.scannerToken, { eventId: door.event.id, ticketId: other.tickets[0].id, nonce: newNonce() })
    assert.deepEqual(foreign.body(), { status: 'invalid' })
    assert.isFalse((await Ticket.findOrFail(other.tickets[0].id)).isCheckedIn)
    const short = await search('j')
    short.assertStatus(422)
    assert.include(JSON.stringify(short.body()), 'Typ minstens 2 tekens')
    ;(await client.get(`/api/events/${door.event.id}/check-ins/search`).qs({ q: 'jagroep' }).bearerToken(other.token)).assertStatus(403)
  })
})

test.group('POST /api/events/:id/check-ins/:ticketId/undo', (group) => {
  group.each.setup(() => clearRateLimits())

  test('a supervisor undoes a check-in with a reason: history kept, ticket free to check in again', async ({ client, assert }) => {
    const door = await doorWithTickets(1)
    const [ticket] = door.tickets
    const first = (await scan(client, door, ticket.qrCode, { gate: 'Poort A' })).body()
    const undo = (token: string, body: Record<string, unknown>, ticketId: number | string = ticket.id) =>
      client.post(`/api/events/${door.event.id}/check-ins/${ticketId}/undo`).bearerToken(token).json(body)

    const noReason = await undo(door.token, {})
    noReason.assertStatus(422)
    assert.include(JSON.stringify(noReason.body()), 'Geef een reden op')
    // Scanners and loket staff may not undo; another organizer neither.
    ;(await undo(door.scannerToken, { reason: 'Verkeerd gescand' })).assertStatus(403)
    const loket = await createAccount({ role: 'loket_medewerker', createdByOrganizerId: door.user.id })
    ;(await undo(await tokenOf(loket), { reason: 'Verkeerd gescand' })).assertStatus(403)
    ;(await undo((await organizerWithEvent()).token, { reason: 'Verkeerd gescand' })).assertStatus(403)

    const manager = await createAccount({ role: 'manager', managerForOrganizerId: door.user.id })
    const done = await undo(await tokenOf(manager), { reason: 'Verkeerd ticket gescand' })
    done.assertStatus(200)
    await ticket.refresh()
    assert.isFalse(ticket.isCheckedIn)
    assert.isNull(ticket.checkedInAt)
    assert.isNull(ticket.checkedInBy)
    const history = await db.from('check_in_undos').where('ticket_id', ticket.id)
    assert.lengthOf(history, 1)
    assert.containsSubset(history[0], {
      undone_by: manager.id,
      reason: 'Verkeerd ticket gescand',
      gate: 'Poort A',
      checked_in_by: door.scanner.id,
    })
    assert.equal(new Date(history[0].scanned_at).toISOString(), first.checkedInAt)

    const again = await undo(door.token, { reason: 'Nog eens' })
    again.assertStatus(409)
    assert.equal(again.body().message, 'Dit ticket is niet ingecheckt.')
    assert.equal((await scan(client, door, ticket.qrCode)).body().status, 'valid')
    ;(await undo(door.token, { reason: 'Onbekend ticket' }, 99999999)).assertStatus(404)
    ;(await undo(door.token, { reason: 'Onbekend ticket' }, 'abc')).assertStatus(404)
  })
})
