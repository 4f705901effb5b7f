import { test } from '@japa/runner'
import { DEFAULT_LIMITS, parseAbuseLimits } from '#config/limits'
import { compileTrustedProxies } from '#config/trusted_proxies'

test.group('ABUSE_LIMITS and TRUSTED_PROXIES settings', () => {
  test('ABUSE_LIMITS overrides by name; 0 switches a limit off; nothing set gives the defaults', ({ assert }) => {
    assert.deepEqual(parseAbuseLimits(undefined), DEFAULT_LIMITS)
    assert.deepEqual(parseAbuseLimits(' networkSeatsHeld=200 , sessionHoldsPerWindow=0 '), {
      ...DEFAULT_LIMITS,
      networkSeatsHeld: 200,
      sessionHoldsPerWindow: 0,
    })
  })

  test('a bad ABUSE_LIMITS refuses in one line that names the part', ({ assert }) => {
    assert.throws(() => parseAbuseLimits('networkSeats=5'), /unknown limit 'networkSeats'/)
    assert.throws(() => parseAbuseLimits('networkSeatsHeld=veel'), /'networkSeatsHeld=veel' needs a whole number/)
    assert.throws(() => parseAbuseLimits('networkSeatsHeld=-1'), /needs a whole number/)
    assert.throws(() => parseAbuseLimits('holdWindowSeconds=0'), /window cannot be 0/)
  })

  test('TRUSTED_PROXIES takes addresses, ranges and names; a bad entry refuses in one line', ({ assert }) => {
    const trust = compileTrustedProxies('127.0.0.1, 10.0.0.0/8,uniquelocal')
    assert.isTrue(trust('127.0.0.1', 0))
    assert.isTrue(trust('10.20.30.40', 0))
    assert.isTrue(trust('fd00::1', 0))
    assert.isFalse(trust('203.0.113.9', 0))
    assert.isFalse(compileTrustedProxies('')('127.0.0.1', 0))
    assert.throws(
      () => compileTrustedProxies('127.0.0.1,proxy.example'),
      /TRUSTED_PROXIES: 'proxy.example' is not an IP address or CIDR range/
    )
    assert.throws(() => compileTrustedProxies('10.0.0.0/33'), /'10.0.0.0\/33'/)
  })
})
