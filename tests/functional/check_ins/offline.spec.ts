/*
 * The door offline: the hashed offline list, syncing queued scans (of two devices' scans the check-in on record
 * stays, an earlier claimed time never takes it over; both devices are told; a retried sync answers the same), scan
 * times believed only inside the door window and after the device's previous sync, and concurrent syncs of
 * conflicting scans (one check-in; the control run without the unique index counts two).
 */
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Event from '#models/event'
import type { ApiClient } from '@japa/api-client'
import Order from '#models/order'
import Ticket from '#models/ticket'
import { offlineCodeHash, type OfflineList, type SyncAnswer, type SyncScan } from '#domain/check_in'
import { clearRateLimits, createAccount } from '#tests/helpers/accounts'
import { organizerWithEvent, tokenOf } from '#tests/functional/orders/order_fixtures'
import { doorWithTickets as doorAt, newNonce, scan, type Door } from '#tests/functional/check_ins/check_in_fixtures'

function sync(client: ApiClient, door: Door, deviceId: string, scans: SyncScan[], token = door.scannerToken) {
  return client.post(`/api/events/${door.event.id}/check-ins/sync`).bearerToken(token).json({ deviceId, scans })
}

/** The doors of the test events opened two hours ago: scans at minute n after that are inside the door window. */
const DOORS = DateTime.now().minus({ hours: 2 }).startOf('minute')
const at = (minutes: number) => DOORS.plus({ minutes }).toUTC().toISO()!
const offlineScan = (qrCode: string, minutes: number, gate = 'Poort A'): SyncScan => ({
  nonce: newNonce(),
  qrCode,
  scannedAt: at(minutes),
  gate,
})

/** Every door of this file: an event that started two hours ago and runs for two more. */
async function doorWithTickets(count = 3): Promise<Door> {
  const door = await doorAt(count)
  await Event.query()
    .where('id', door.event.id)
    .update({ start_date: DOORS.toJSDate(), end_date: DOORS.plus({ hours: 4 }).toJSDate() })
  return door
}

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

  test('two devices offline: the check-in on record stays when an earlier scan syncs second (no takeover); both are told', async ({
    client,
    assert,
  }) => {
    const { door, code, otherToken } = await twoDevicesOneTicket()
    // Device B scanned at minute 10 and syncs first: its check-in is on record.
    const first = (await sync(client, door, 'device-bbbb', [offlineScan(code, 10, 'Poort B')], otherToken)).body() as SyncAnswer
    assert.equal(first.results[0].answer.status, 'valid')
    // Device A claims an earlier scan (minute 5) and syncs second: already checked in; the record stays B's.
    const second = (await sync(client, door, 'device-aaaa', [offlineScan(code, 5, 'Poort A')])).body() as SyncAnswer
    assert.equal(second.results[0].answer.status, 'already_checked_in')
    assert.equal(second.results[0].answer.checkedInAt, at(10))
    const expected = {
      reason: 'two_devices',
      counted: { scannedAt: at(10), gate: 'Poort B', deviceId: 'device-bbbb', checkedInBy: 'Ravi Tweede' },
      other: { scannedAt: at(5), gate: 'Poort A', deviceId: 'device-aaaa', checkedInBy: 'Sandra Scanner' },
    }
    assert.containsSubset(second.results[0].conflict, expected)
    assert.lengthOf(second.conflicts, 1)
    assert.containsSubset(second.conflicts[0], { ...expected, ticket: { id: door.tickets[0].id } })
    // Device B hears of it on its next sync (once).
    const told = (await sync(client, door, 'device-bbbb', [], otherToken)).body() as SyncAnswer
    assert.lengthOf(told.conflicts, 1)
    assert.containsSubset(told.conflicts[0], expected)
    assert.deepEqual(((await sync(client, door, 'device-bbbb', [], otherToken)).body() as SyncAnswer).conflicts, [])
    // One check-in, the one on record first, and the ticket row says the same.
    const rows = await db.from('check_ins').where('ticket_id', door.tickets[0].id)
    assert.lengthOf(rows, 1)
    assert.equal(new Date(rows[0].scanned_at).toISOString(), at(10))
    assert.equal(rows[0].device_id, 'device-bbbb')
    await door.tickets[0].refresh()
    assert.equal(door.tickets[0].checkedInAt!.toMillis(), Date.parse(at(10)))
    assert.notEqual(door.tickets[0].checkedInBy, door.scanner.id)
  })

  test('a takeover attempt with a scan dated 1970: the record stays, the claimed time is not believed and is logged', async ({
    client,
    assert,
  }) => {
    const { door, code, otherToken } = await twoDevicesOneTicket()
    ;(await scan(client, door, code, { gate: 'Poort A' })).assertStatus(200)
    const before = await db.from('check_ins').where('ticket_id', door.tickets[0].id).firstOrFail()
    const epoch = { nonce: newNonce(), qrCode: code, scannedAt: '1970-01-01T00:00:00.000Z', gate: 'Achterdeur' }
    const answer = (await sync(client, door, 'device-bbbb', [epoch], otherToken)).body() as SyncAnswer
    assert.equal(answer.results[0].answer.status, 'already_checked_in')
    assert.containsSubset(answer.results[0].conflict, {
      reason: 'scan_time',
      counted: { scannedAt: new Date(before.scanned_at).toISOString(), gate: 'Poort A', checkedInBy: 'Sandra Scanner' },
      other: { scannedAt: '1970-01-01T00:00:00.000Z', gate: 'Achterdeur', deviceId: 'device-bbbb', checkedInBy: 'Ravi Tweede' },
    })
    const after = await db.from('check_ins').where('ticket_id', door.tickets[0].id).firstOrFail()
    assert.deepEqual(
      [after.id, new Date(after.scanned_at).toISOString(), after.gate, after.checked_in_by, after.device_id],
      [before.id, new Date(before.scanned_at).toISOString(), 'Poort A', door.scanner.id, null]
    )
    const logged = await db.from('check_in_conflicts').where('ticket_id', door.tickets[0].id)
    assert.lengthOf(logged, 1)
    assert.containsSubset(logged[0], { reason: 'scan_time', other_device_id: 'device-bbbb', counted_gate: 'Poort A' })
  })

  test('a new ticket dated 1970, outside the door window or before the device’s previous sync counts from its arrival', async ({
    client,
    assert,
  }) => {
    const door = await doorWithTickets(4)
    const [epoch, beforeDoors, afterDoors, beforeSync] = door.tickets.map((ticket) => ticket.qrCode)
    const started = Date.now()
    const first = (
      await sync(client, door, 'device-aaaa', [
        { nonce: newNonce(), qrCode: epoch, scannedAt: '1970-01-01T00:00:00Z', gate: null },
        offlineScan(beforeDoors, -24 * 60),
        offlineScan(afterDoors, 7 * 60),
      ])
    ).body() as SyncAnswer
    assert.deepEqual(
      first.results.map((result) => [result.answer.status, result.conflict?.reason]),
      [
        ['valid', 'scan_time'],
        ['valid', 'scan_time'],
        ['valid', 'scan_time'],
      ]
    )
    for (const result of first.results) assert.isAtLeast(Date.parse(result.answer.checkedInAt!), started - 1000)
    assert.equal(first.results[0].conflict!.other.scannedAt, '1970-01-01T00:00:00.000Z')
    assert.lengthOf(first.conflicts, 3)
    // The device synced just now: a queued scan claiming minute 1 (two hours ago) was made before that sync.
    const second = (await sync(client, door, 'device-aaaa', [offlineScan(beforeSync, 1)])).body() as SyncAnswer
    assert.equal(second.results[0].conflict?.reason, 'scan_time')
    assert.isAtLeast(Date.parse(second.results[0].answer.checkedInAt!), started - 1000)
    // Another device that never synced is believed at minute 1 (inside the door window).
    const fresh = await doorWithTickets(1)
    const believed = (await sync(client, fresh, 'device-cccc', [offlineScan(fresh.tickets[0].qrCode, 1)])).body() as SyncAnswer
    assert.deepEqual([believed.results[0].answer.checkedInAt, believed.results[0].conflict], [at(1), undefined])
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
    assert.equal(answer.results[0].conflict!.reason, 'two_devices')
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

  test('one check-in (the first on record stays), and every device hears of the conflict', async ({ client, assert }) => {
    for (let run = 0; run < 3; run++) {
      const { door, answers } = await rushSyncs(client, 3)
      const rows = await db.from('check_ins').where('ticket_id', door.tickets[0].id)
      assert.lengthOf(rows, 1)
      const onRecord = new Date(rows[0].scanned_at).toISOString()
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
        for (const conflict of heard) assert.equal(conflict.counted.scannedAt, onRecord)
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
