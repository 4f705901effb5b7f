import { test } from '@japa/runner'
import { payoutRefusal } from '#domain/ticketswitch_admin'

/* When an admin may mark a seller's payout paid (the API refuses with the code, the back office disables the button). */
test.group('Ticketswitch payout: may it be paid now', () => {
  const now = new Date('2026-12-01T12:00:00Z')

  test('owed and the event over: yes; owed and the event still to come or under way: too early', ({ assert }) => {
    assert.isNull(payoutRefusal({ payoutStatus: 'owed', payableFrom: '2026-12-01T11:59:59Z' }, now))
    assert.isNull(payoutRefusal({ payoutStatus: 'owed', payableFrom: now }, now))
    assert.equal(payoutRefusal({ payoutStatus: 'owed', payableFrom: '2026-12-01T12:00:01Z' }, now), 'TICKETSWITCH_PAYOUT_TOO_EARLY')
  })

  test('nothing owed (free, unsold, already paid): not owed, whatever the date', ({ assert }) => {
    for (const payoutStatus of ['none', 'paid']) {
      assert.equal(payoutRefusal({ payoutStatus, payableFrom: '2026-01-01T00:00:00Z' }, now), 'TICKETSWITCH_PAYOUT_NOT_OWED')
      assert.equal(payoutRefusal({ payoutStatus, payableFrom: '2027-01-01T00:00:00Z' }, now), 'TICKETSWITCH_PAYOUT_NOT_OWED')
    }
  })
})
