import { test } from '@japa/runner'
import { clientNetworkKey } from '#domain/client_network'

test.group('clientNetworkKey (who a per-address limit counts)', () => {
  test('an IPv4 address is itself; as IPv4-mapped IPv6 too', ({ assert }) => {
    assert.equal(clientNetworkKey('203.0.113.9'), '203.0.113.9')
    assert.equal(clientNetworkKey('::ffff:203.0.113.9'), '203.0.113.9')
    assert.equal(clientNetworkKey('::FFFF:cb00:7109'), '203.0.113.9')
  })

  test('every IPv6 address of one /64 is one client, however it is written', ({ assert }) => {
    const key = '2001:db8:5:7::/64'
    for (const address of [
      '2001:db8:5:7::1',
      '2001:0DB8:0005:0007:abcd:ef01:2345:6789',
      '2001:db8:5:7:0:0:0:ffff',
      '2001:db8:5:7::1%eth0',
    ]) {
      assert.equal(clientNetworkKey(address), key, address)
    }
    assert.equal(clientNetworkKey('2001:db8::1'), '2001:db8:0:0::/64')
    assert.equal(clientNetworkKey('::1'), '0:0:0:0::/64')
    assert.equal(clientNetworkKey('2001:db8:5:8::1'), '2001:db8:5:8::/64')
    assert.equal(clientNetworkKey('64:ff9b::192.0.2.33'), '64:ff9b:0:0::/64')
  })

  test('anything else is kept as it is, lower-cased', ({ assert }) => {
    for (const value of ['2001:db8::1::2', '1:2:3:4:5:6:7:8:9', '256.1.1.1', 'unix-socket', '']) {
      assert.equal(clientNetworkKey(value), value.toLowerCase())
    }
  })
})
