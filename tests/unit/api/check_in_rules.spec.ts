import { test } from '@japa/runner'
import { offlineCodeHash, refusalOf, OFFLINE_HASH_LENGTH } from '#domain/check_in'
import { serverCodeHash } from '#services/check_ins/offline_service'

test.group('Check-in rules (domain/check_in.ts)', () => {
  test('the server’s fast offline hash equals the shared offlineCodeHash the scanner uses', async ({ assert }) => {
    for (const code of ['KWAKOE-0b0f6c1e-2d8a-4f0e-9a43-7c1d2e3f4a5b', '  SPATIE-1 ', 'é€😀', '']) {
      for (const salt of ['abc', 'Zk3_-q']) {
        const shared = await offlineCodeHash(salt, code)
        assert.equal(serverCodeHash(salt, code), shared, `${salt} ${code}`)
        assert.lengthOf(shared, OFFLINE_HASH_LENGTH)
      }
    }
    assert.notEqual(serverCodeHash('a', 'X'), serverCodeHash('b', 'X'))
  })

  test('refusalOf: another event, resold, cancelled/refunded/expired order or invalid ticket; else null', ({ assert }) => {
    const ok = { eventId: 7, orderStatus: 'paid', isValid: true, transferredToTicketswitch: false }
    assert.isNull(refusalOf(ok, 7))
    assert.isNull(refusalOf({ ...ok, orderStatus: 'free' }, 7))
    assert.equal(refusalOf(ok, 8), 'wrong_event')
    assert.equal(refusalOf({ ...ok, transferredToTicketswitch: true }, 7), 'resold')
    for (const status of ['cancelled', 'refunded', 'expired', 'pending'])
      assert.equal(refusalOf({ ...ok, orderStatus: status }, 7), 'cancelled')
    assert.equal(refusalOf({ ...ok, isValid: false }, 7), 'cancelled')
  })
})
