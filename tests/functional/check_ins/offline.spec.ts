/*
 * The door offline: the hashed offline list, syncing queued scans (the earliest of two devices' scans
 * counts, also when it syncs second; both devices are told; a retried sync answers the same), and concurrent syncs
 * of conflicting scans (one check-in; the control run without the unique index counts two).
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import Order from '#models/order'
import Ticket from '#models/ticket'
import { offlineCodeHash, type OfflineList, type SyncAnswer, type SyncScan } from '#domain/check_in'
import { clearRateLimits, createAccount } from '#tests/helpers/accounts'
import { organizerWithEvent, tokenOf } from '#tests/functional/orders/order_fixtures'
import { doorWithTickets, newNonce, scan, type Door } from '#tests/functional/check_ins/check_in_fixtures'

function sync(client: ApiClient, door: Door, deviceId: string, scans: SyncScan[], token = door.scannerToken) {
  return client.post(`/api/events/${door.event.id}/check-ins/sync`).bearerToken(token).json({ deviceId, scans })
}

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 20, minutes)).toISOString()
const offlineScan = (qrCode: string, minutes: number, gate = 'Poort A'): SyncScan => ({
  nonce: newNonce(),
  qrCode,
  scannedAt: at(minutes),
  gate,
})

async function secondScanner(door: Door) {
  return tokenOf(await createAccount({ role: 'scanner', createdByOrganizerId: door.user.id, firstName: 'Ravi', lastName: 'Tweede' }))
}

/** One ticket and two scanners of its organizer (Sandra on device A, Ravi on device B). */
async function twoDevicesOneTicket() {
  const door = await doorWithTickets(1)
  return { door, code: door.tickets[0].qrCode, otherToken: await secondScanner(door) }
}

test.group('GET /api/events/:id/check-ins/offline-list', (group) => {
  group.each.setup(() => clearRateLimits())

  test('the valid codes hashed with a fresh salt per download, never the raw codes; checked-in ones flagged', async ({
    client,
    assert,
  }) => {
    const door = await doorWithTickets(3)
    await scan(client, door, door.tickets[0].qrCode)
    await Order.query().where('id', door.tickets[2].orderId).update({ status: 'paid' })
    await Ticket.query().where('id', door.tickets[2].id).update({ is_valid: false })
    const first = await client.get(`/api/events/${door.event.id}/check-ins/offline-list`).bearerToken(door.scannerToken)
    first.assertStatus(200)
    const list = first.body() as OfflineList
    const text = first.text()
    for (const ticket of door.tickets) assert.notInclude(text, ticket.qrCode)
    assert.equal(list.eventId, door.event.id)
    assert.deepEqual(list.ticketTypes, { [door.free.id]: 'Staanplaats', [door.paid.id]: 'VIP' })
    assert.sameDeepMembers(list.codes, [
      [await offlineCodeHash(list.salt, door.tickets[0].qrCode), door.paid.id, 1],
      [await offlineCodeHash(list.salt, door.tickets[1].qrCode), door.paid.id, 0],
    ])
    const second = (await client.get(`/api/events/${door.event.id}/check-ins/offline-list`).bearerToken(door.scannerToken)).body()
    assert.notEqual(second.salt, list.salt)
    assert.notEqual(second.codes[0][0], list.codes[0][0])
  })

  test('another organizer’s staff get 403 and nothing of the list', async ({ client, assert }) => {
    const door = await doorWithTickets(1)
    const other = await organizerWithEvent()
    const response = await client.get(`/api/events/${door.event.id}/check-ins/offline-list`).bearerToken(other.token)
    response.assertStatus(403)
    assert.notProperty(response.body(), 'codes')
  })
})

test.group('POST /api/events/:id/check-ins/sync', (group) => {
  group.each.setup(() => clearRateLimits())

  test('queued scans are checked in with their scan time, device and gate; answers per scan like validate', async ({ client, assert }) => {
    const door = await doorWithTickets(2)
    const scans = [offlineScan(door.tickets[0].qrCode, 1), offlineScan('ONBEKEND-1', 2), offlineScan(door.tickets[0].qrCode, 3)]
    const response = await sync(client, door, 'device-aaaa', scans)
    response.assertStatus(200)
    const answer = response.body() as SyncAnswer
    assert.deepEqual(
      answer.results.map((result) => [result.nonce, result.answer.status]),
      [
        [scans[0].nonce, 'valid'],
        [scans[1].nonce, 'invalid'],
        [scans[2].nonce, 'already_checked_in'],
      ]
    )
    assert.equal(answer.results[0].answer.checkedInAt, at(1))
    assert.deepEqual(answer.conflicts, [])
    const row = await db.from('check_ins').where('ticket_id', door.tickets[0].id).firstOrFail()
    assert.containsSubset(row, { source: 'offline', device_id: 'device-aaaa', gate: 'Poort A', checked_in_by: door.scanner.id })
    await door.tickets[0].refresh()
    assert.equal(door.tickets[0].checkedInAt!.toMillis(), Date.parse(at(1)))
  })

  test('two devices offline: the earliest scan counts even when it syncs second; both are told, with both times', async ({
    client,
    assert,
  }) => {
    const { door, code, otherToken } = await twoDevicesOneTicket()
    // Device B scanned at 20:10 and syncs first: valid for now.
    const first = (await sync(client, door, 'device-bbbb', [offlineScan(code, 10, 'Poort B')], otherToken)).body() as SyncAnswer
    assert.equal(first.results[0].answer.status, 'valid')
    // Device A scanned earlier (20:05) and syncs second: its scan counts; the conflict names both.
    const second = (await sync(client, door, 'device-aaaa', [offlineScan(code, 5, 'Poort A')])).body() as SyncAnswer
    assert.equal(second.results[0].answer.status, 'valid')
    const expected = {
      counted: { scannedAt: at(5), gate: 'Poort A', deviceId: 'device-aaaa', checkedInBy: 'Sandra Scanner' },
      other: { scannedAt: at(10), gate: 'Poort B', deviceId: 'device-bbbb', checkedInBy: 'Ravi Tweede' },
    }
    assert.containsSubset(second.results[0].conflict, expected)
    assert.lengthOf(second.conflicts, 1)
    assert.containsSubset(second.conflicts[0], { ...expected, ticket: { id: door.tickets[0].id } })
    // Device B hears of it on its next sync (once).
    const told = (await sync(client, door, 'device-bbbb', [], otherToken)).body() as SyncAnswer
    assert.lengthOf(told.conflicts, 1)
    assert.containsSubset(told.conflicts[0], expected)
    assert.deepEqual(((await sync(client, door, 'device-bbbb', [], otherToken)).body() as SyncAnswer).conflicts, [])
    // One check-in, the earliest, and the ticket row says the same.
    const rows = await db.from('check_ins').where('ticket_id', door.tickets[0].id)
    assert.lengthOf(rows, 1)
    assert.equal(new Date(rows[0].scanned_at).toISOString(), at(5))
    assert.equal(rows[0].device_id, 'device-aaaa')
    await door.tickets[0].refresh()
    assert.equal(door.tickets[0].checkedInAt!.toMillis(), Date.parse(at(5)))
    assert.equal(door.tickets[0].checkedInBy, door.scanner.id)
  })

  test('the later scan syncing second is already_checked_in with the conflict; a retried sync answers the same', async ({
    client,
    assert,
  }) => {
    const { door, code, otherToken } = await twoDevicesOneTicket()
    await sync(client, door, 'device-aaaa', [offlineScan(code, 5)])
    const late = [offlineScan(code, 12, 'Poort B')]
    const answer = (await sync(client, door, 'device-bbbb', late, otherToken)).body() as SyncAnswer
    assert.equal(answer.results[0].answer.status, 'already_checked_in')
    assert.equal(answer.results[0].conflict!.counted.scannedAt, at(5))
    assert.equal(answer.results[0].conflict!.other.scannedAt, at(12))
    const retried = (await sync(client, door, 'device-bbbb', late, otherToken)).body() as SyncAnswer
    assert.deepEqual(retried.results, answer.results)
    assert.lengthOf(await db.from('check_in_conflicts').where('ticket_id', door.tickets[0].id), 1)
  })

  test('bad input is a 4xx with a Dutch message; scans of another organizer’s event are refused', async ({ client, assert }) => {
    const door = await doorWithTickets(1)
    const bad = await client
      .post(`/api/events/${door.event.id}/check-ins/sync`)
      .bearerToken(door.scannerToken)
      .json({ deviceId: 'device-aaaa', scans: [{ nonce: newNonce(), qrCode: door.tickets[0].qrCode, scannedAt: 'gisteren' }] })
    bad.assertStatus(422)
    assert.include(JSON.stringify(bad.body()), 'Ongeldig tijdstip van de scan')
    const noDevice = await client.post(`/api/events/${door.event.id}/check-ins/sync`).bearerToken(door.scannerToken).json({ scans: [] })
    noDevice.assertStatus(422)
    const other = await organizerWithEvent()
    ;(await sync(client, door, 'device-aaaa', [offlineScan(door.tickets[0].qrCode, 1)], other.token)).assertStatus(403)
    assert.lengthOf(await db.from('check_ins').where('ticket_id', door.tickets[0].id), 0)
  })
})

/** Devices that scanned one ticket offline at minutes 1..n sync all at once; the syncs' answers. */
async function rushSyncs(client: ApiClient, devices: number) {
  const door = await doorWithTickets(1)
  const code = door.tickets[0].qrCode
  const tokens = [door.scannerToken, ...(await Promise.all(Array.from({ length: devices - 1 }, () => secondScanner(door))))]
  const answers = await Promise.all(
    tokens.map(async (token, i) => (await sync(client, door, `device-${i}000`, [offlineScan(code, i + 1)], token)).body() as SyncAnswer)
  )
  return { door, answers }
}

test.group('Race: devices syncing conflicting offline scans at once', (group) => {
  group.each.setup(() => clearRateLimits())

  test('one check-in (the earliest scan), and every device hears of the conflict', async ({ client, assert }) => {
    for (let run = 0; run < 3; run++) {
      const { door, answers } = await rushSyncs(client, 3)
      const rows = await db.from('check_ins').where('ticket_id', door.tickets[0].id)
      assert.lengthOf(rows, 1)
      assert.equal(new Date(rows[0].scanned_at).toISOString(), at(1))
      // Every device hears of each conflict it is part of: in this sync's answer, or (when it synced first) in its next one.
      const stored = await db.from('check_in_conflicts').where('ticket_id', door.tickets[0].id)
      assert.lengthOf(stored, 2)
      for (const [i, answer] of answers.entries()) {
        const deviceId = `device-${i}000`
        const next = (await sync(client, door, deviceId, [], i === 0 ? door.scannerToken : await secondScanner(door))).body() as SyncAnswer
        const heard = [...answer.conflicts, ...next.conflicts]
        const involved = stored.filter((row) => [row.counted_device_id, row.other_device_id].includes(deviceId))
        assert.isAbove(heard.length, 0, `${deviceId} was not told`)
        assert.lengthOf(heard, involved.length, deviceId)
        for (const conflict of heard) assert.isBelow(Date.parse(conflict.counted.scannedAt), Date.parse(conflict.other.scannedAt))
      }
    }
  })

  test('control: without the unique check-in the same syncs count the ticket more than once (the test bites)', async ({
    client,
    assert,
  }) => {
    await db.rawQuery('DROP INDEX check_ins_one_per_ticket')
    try {
      const { door } = await rushSyncs(client, 3)
      assert.isAbove((await db.from('check_ins').where('ticket_id', door.tickets[0].id)).length, 1)
    } finally {
      await db.rawQuery('DELETE FROM check_ins a USING check_ins b WHERE a.ticket_id = b.ticket_id AND a.id > b.id')
      await db.rawQuery('CREATE UNIQUE INDEX check_ins_one_per_ticket ON check_ins (ticket_id)')
    }
  })
})
