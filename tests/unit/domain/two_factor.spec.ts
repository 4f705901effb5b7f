import { test } from '@japa/runner'
import { isTotpCode, networkLabel, normalizeSecondFactor, twoFactorRequired } from '#domain/two_factor'

test.group('domain/two_factor', () => {
  test('required for admins (sub-admins are admins), optional for every other role', ({ assert }) => {
    assert.isTrue(twoFactorRequired('admin'))
    for (const role of ['user', 'organizer', 'manager', 'Manager', 'agent', 'loket_medewerker', 'scanner', 'venue_operator', null]) {
      assert.isFalse(twoFactorRequired(role), String(role))
    }
  })

  test('six digits are an authenticator code, anything else is tried as a recovery code', ({ assert }) => {
    assert.isTrue(isTotpCode('123456'))
    assert.isTrue(isTotpCode(' 123 456 '))
    assert.isFalse(isTotpCode('12345'))
    assert.isFalse(isTotpCode('abcde-fghjk'))
    assert.equal(normalizeSecondFactor(' ABCDE-fghjk '), 'abcdefghjk')
  })

  test('a network prefix as people read it', ({ assert }) => {
    assert.equal(networkLabel('190.89.12.0'), '190.89.12.x')
    assert.equal(networkLabel('2001:db8:1::/48'), '2001:db8:1::/48')
    assert.isNull(networkLabel(null))
  })
})
