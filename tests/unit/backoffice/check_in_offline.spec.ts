import { test } from '@japa/runner'
import { NONCE_PATTERN, offlineCodeHash, type OfflineList, type SyncAnswer } from '#domain/check_in'
import {
  EMPTY_DEVICE_STATE,
  applySyncAnswer,
  indexOfflineList,
  newNonce,
  offlineAnswer,
  recordOfflineScan,
  recordOnlineCheckIn,
  syncDue,
  CONFLICT_WATCH_MS,
  LIST_REFRESH_MS,
  listStale,
} from '../../../backoffice/src/pages/ticket-validation/offlineScans.js'

const SALT = 'salt-1'

async function listOf(codes: [string, number, 0 | 1][]): Promise<OfflineList> {
  return {
    eventId: 7,
    generatedAt: '2026-11-24T18:00:00.000Z',
    salt: SALT,
    codes: await Promise.all(
      codes.map(async ([code, type, checked]) => [await offlineCodeHash(SALT, code), type, checked] as [string, number, 0 | 1])
    ),
    ticketTypes: { '1': 'VIP', '2': 'Regular' },
  }
}

const scanOf = async (code: string, nonce: string, scannedAt = '2026-11-24T19:00:00.000Z') => ({
  nonce,
  qrCode: code,
  scannedAt,
  gate: 'Noord',
  hash: await offlineCodeHash(SALT, code),
})

test.group('scanner offline answers', () => {
  test('a code in the list is valid once; the second scan on this device is already checked in with the first time and gate', async ({
    assert,
  }) => {
    const list = await listOf([['TICKET-A', 1, 0]])
    const index = indexOfflineList(list)
    const scan = await scanOf('TICKET-A', 'nonce-0001')
    const first = offlineAnswer(list, index, EMPTY_DEVICE_STATE.checkIns, scan.hash)
    assert.equal(first.status, 'valid')
    assert.equal(first.ticket?.ticketTypeName, 'VIP')
    const state = recordOfflineScan({ ...EMPTY_DEVICE_STATE, list }, first, scan)
    const again = offlineAnswer(list, index, state.checkIns, await offlineCodeHash(SALT, '  TICKET-A '))
    assert.equal(again.status, 'already_checked_in')
    assert.equal(again.checkedInAt, scan.scannedAt)
    assert.equal(again.gate, 'Noord')
  })

  test('a code not in the list is invalid; one checked in before the download is already checked in', async ({ assert }) => {
    const list = await listOf([['TICKET-B', 2, 1]])
    const index = indexOfflineList(list)
    assert.equal(offlineAnswer(list, index, [], await offlineCodeHash(SALT, 'UNKNOWN')).status, 'invalid')
    const before = offlineAnswer(list, index, [], await offlineCodeHash(SALT, 'TICKET-B'))
    assert.equal(before.status, 'already_checked_in')
    assert.equal(before.ticket?.ticketTypeName, 'Regular')
    // Another salt (a list downloaded later) does not find the old hash.
    assert.equal(offlineAnswer(list, index, [], await offlineCodeHash('other-salt', 'TICKET-B')).status, 'invalid')
  })

  test('only admitted scans are queued; refused ones leave the state as it was', async ({ assert }) => {
    const list = await listOf([['TICKET-C', 1, 0]])
    const state = { ...EMPTY_DEVICE_STATE, list }
    const refused = recordOfflineScan(state, { status: 'invalid' }, await scanOf('NOPE', 'nonce-0002'))
    assert.strictEqual(refused, state)
    const admitted = recordOfflineScan(state, { status: 'valid' }, await scanOf('TICKET-C', 'nonce-0003'))
    assert.deepEqual(admitted.queue, [{ nonce: 'nonce-0003', qrCode: 'TICKET-C', scannedAt: '2026-11-24T19:00:00.000Z', gate: 'Noord' }])
    assert.lengthOf(admitted.checkIns, 1)
  })

  test('an online check-in is remembered once, so an offline rescan refuses it', async ({ assert }) => {
    const list = await listOf([['TICKET-D', 1, 0]])
    const hash = await offlineCodeHash(SALT, 'TICKET-D')
    const answer = { status: 'valid' as const, checkedInAt: '2026-11-24T19:05:00.000Z', gate: 'Zuid' }
    const once = recordOnlineCheckIn({ ...EMPTY_DEVICE_STATE, list }, answer, hash)
    assert.strictEqual(recordOnlineCheckIn(once, answer, hash), once)
    assert.strictEqual(recordOnlineCheckIn(once, { status: 'invalid' }, 'x'), once)
    assert.equal(offlineAnswer(list, indexOfflineList(list), once.checkIns, hash).status, 'already_checked_in')
    assert.lengthOf(once.queue, 0)
  })
})

test.group('scanner sync queue', () => {
  test('answered scans leave the queue, scans queued meanwhile stay, conflicts are kept once', async ({ assert }) => {
    const a = { nonce: 'nonce-aaaa', qrCode: 'A', scannedAt: '2026-11-24T19:00:00.000Z', gate: null }
    const b = { nonce: 'nonce-bbbb', qrCode: 'B', scannedAt: '2026-11-24T19:01:00.000Z', gate: null }
    const c = { nonce: 'nonce-cccc', qrCode: 'C', scannedAt: '2026-11-24T19:02:00.000Z', gate: null }
    const conflict = {
      ticket: { id: 5, ticketTypeName: 'VIP', holderName: 'Ann', orderNumber: 'ORD-1' },
      reason: 'two_devices' as const,
      counted: { scannedAt: '2026-11-24T18:59:00.000Z', gate: 'Zuid', deviceId: 'other', checkedInBy: 'Bo' },
      other: { scannedAt: a.scannedAt, gate: null, deviceId: 'me', checkedInBy: 'Cy' },
    }
    const answer: SyncAnswer = {
      results: [
        { nonce: a.nonce, answer: { status: 'already_checked_in' }, conflict },
        { nonce: b.nonce, answer: { status: 'valid' } },
      ],
      conflicts: [conflict],
    }
    // c was queued while the sync of a and b was under way.
    const state = { ...EMPTY_DEVICE_STATE, queue: [a, b, c] }
    const after = applySyncAnswer(state, [a, b], answer, new Date('2026-11-24T20:00:00.000Z'))
    assert.deepEqual(after.queue, [c])
    assert.equal(after.offlineScansSentAt, '2026-11-24T20:00:00.000Z')
    assert.lengthOf(after.conflicts, 1)
    assert.lengthOf(applySyncAnswer(after, [], answer).conflicts, 1)
  })

  test('a scan the server did not answer stays queued for the next sync', ({ assert }) => {
    const a = { nonce: 'nonce-aaaa', qrCode: 'A', scannedAt: '2026-11-24T19:00:00.000Z' }
    const after = applySyncAnswer({ ...EMPTY_DEVICE_STATE, queue: [a] }, [a], { results: [], conflicts: [] })
    assert.deepEqual(after.queue, [a])
  })

  test('a sync is due while scans wait, and for a while after sending offline scans (to hear of conflicts)', ({ assert }) => {
    const sentAt = Date.parse('2026-11-24T20:00:00.000Z')
    const a = { nonce: 'nonce-aaaa', qrCode: 'A', scannedAt: '2026-11-24T19:00:00.000Z' }
    assert.isFalse(syncDue(EMPTY_DEVICE_STATE, sentAt))
    assert.isTrue(syncDue({ ...EMPTY_DEVICE_STATE, queue: [a] }, sentAt))
    const sent = { ...EMPTY_DEVICE_STATE, offlineScansSentAt: new Date(sentAt).toISOString() }
    assert.isTrue(syncDue(sent, sentAt + CONFLICT_WATCH_MS - 1))
    assert.isFalse(syncDue(sent, sentAt + CONFLICT_WATCH_MS))
    // An empty sync (asking for conflicts only) does not restart the watch.
    const asked = applySyncAnswer(sent, [], { results: [], conflicts: [] }, new Date(sentAt + 60_000))
    assert.equal(asked.offlineScansSentAt, sent.offlineScansSentAt)
  })

  test('the offline list is fetched again once it is older than five minutes', async ({ assert }) => {
    const list = await listOf([])
    const made = Date.parse(list.generatedAt)
    assert.isTrue(listStale(null, made))
    assert.isFalse(listStale(list, made + LIST_REFRESH_MS - 1))
    assert.isTrue(listStale(list, made + LIST_REFRESH_MS))
  })

  test('each scan gets a fresh nonce the API accepts', ({ assert }) => {
    const nonces = new Set(Array.from({ length: 50 }, () => newNonce()))
    assert.equal(nonces.size, 50)
    for (const nonce of nonces) assert.match(nonce, NONCE_PATTERN)
  })
})
