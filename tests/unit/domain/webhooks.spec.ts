import { test } from '@japa/runner'
import {
  isPrivateAddress,
  webhookRetryDelaySeconds,
  webhookUrlRefusal,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
} from '#domain/webhooks'

test.group('domain/webhooks: the URL rule', () => {
  test('production: https to a public host only', ({ assert }) => {
    assert.isNull(webhookUrlRefusal('https://hooks.example.com/suritickets', true))
    assert.isNull(webhookUrlRefusal('https://203.0.113.7:8443/in', true))
    assert.equal(webhookUrlRefusal('http://hooks.example.com/x', true), 'WEBHOOK_URL_HTTPS_REQUIRED')
    // Plain http to loopback is for development and tests only.
    assert.equal(webhookUrlRefusal('http://127.0.0.1:3000/x', true), 'WEBHOOK_URL_HTTPS_REQUIRED')
    assert.equal(webhookUrlRefusal('http://localhost/x', true), 'WEBHOOK_URL_HTTPS_REQUIRED')
    for (const url of [
      'https://localhost/x',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://10.1.2.3/x',
      'https://172.16.0.1/x',
      'https://192.168.1.10/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/x',
      'https://[fe80::1]/x',
      'https://[::ffff:10.0.0.1]/x',
      'https://0.0.0.0/x',
    ]) {
      assert.equal(webhookUrlRefusal(url, true), 'WEBHOOK_URL_PRIVATE', url)
    }
  })

  test('outside production: https anywhere, http only to a loopback address', ({ assert }) => {
    assert.isNull(webhookUrlRefusal('http://127.0.0.1:4000/hook', false))
    assert.isNull(webhookUrlRefusal('http://localhost:4000/hook', false))
    assert.isNull(webhookUrlRefusal('http://[::1]:4000/hook', false))
    assert.isNull(webhookUrlRefusal('https://10.0.0.5/hook', false))
    assert.equal(webhookUrlRefusal('http://example.com/hook', false), 'WEBHOOK_URL_HTTPS_REQUIRED')
    assert.equal(webhookUrlRefusal('http://10.0.0.5/hook', false), 'WEBHOOK_URL_HTTPS_REQUIRED')
    assert.equal(webhookUrlRefusal('http://127.0.0.1.example.com/hook', false), 'WEBHOOK_URL_HTTPS_REQUIRED')
  })

  test('not a URL, another scheme, credentials, too long', ({ assert }) => {
    for (const url of ['', 'hooks.example.com', 'ftp://example.com/x', 'javascript:alert(1)', 'file:///etc/passwd']) {
      assert.equal(webhookUrlRefusal(url, false), 'WEBHOOK_URL_INVALID', url)
    }
    assert.equal(webhookUrlRefusal('https://user:pass@example.com/x', false), 'WEBHOOK_URL_CREDENTIALS')
    assert.equal(webhookUrlRefusal(`https://example.com/${'a'.repeat(2000)}`, false), 'WEBHOOK_URL_INVALID')
  })

  test('private addresses', ({ assert }) => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.1.1',
      '100.64.0.1',
      '::1',
      'fc00::1',
      'fe80::abcd',
      '::ffff:127.0.0.1',
      '224.0.0.1',
    ]) {
      assert.isTrue(isPrivateAddress(a), a)
    }
    for (const a of ['8.8.8.8', '172.32.0.1', '203.0.113.7', '2001:4860:4860::8888', '100.128.0.1']) {
      assert.isFalse(isPrivateAddress(a), a)
    }
  })
})

test.group('domain/webhooks: retries', () => {
  test('backoff grows and the last attempt comes about a day after the first', ({ assert }) => {
    const waits = Array.from({ length: WEBHOOK_MAX_ATTEMPTS - 1 }, (_, i) => webhookRetryDelaySeconds(i + 1)!)
    for (let i = 1; i < waits.length; i++) assert.isAtLeast(waits[i], waits[i - 1])
    const total = WEBHOOK_RETRY_DELAYS_SECONDS.reduce((sum, s) => sum + s, 0)
    assert.isAtLeast(total, 23 * 3600)
    assert.isAtMost(total, 26 * 3600)
    assert.isNull(webhookRetryDelaySeconds(WEBHOOK_MAX_ATTEMPTS))
  })
})
