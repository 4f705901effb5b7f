/*
 * X-Forwarded-For is believed only from the proxies in TRUSTED_PROXIES (none by default).
 * Before, every address was trusted, so a new X-Forwarded-For per request got round every per-address
 * limit; the sign-in lockout stands for all of them.
 */
import { test } from '@japa/runner'
import { setTrustedProxiesForTests } from '#config/trusted_proxies'
import { TEST_PASSWORD, clearRateLimits, createAccount } from '#tests/helpers/accounts'

const failedLogin = (client: any, email: string, forwardedFor: string) =>
  client.post('/api/auth/login').header('x-forwarded-for', forwardedFor).json({ email, password: 'fout-fout-fout' })

test.group('Trusted proxies (X-Forwarded-For)', (group) => {
  group.each.setup(async () => {
    await clearRateLimits()
    return () => setTrustedProxiesForTests(null)
  })

  test('with no trusted proxy, six failed sign-ins from "six addresses" still lock the account', async ({ client, assert }) => {
    setTrustedProxiesForTests('')
    const user = await createAccount()
    const statuses: number[] = []
    for (let i = 1; i <= 6; i++) statuses.push((await failedLogin(client, user.email, `203.0.113.${i}`)).status())
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429])
    const right = await client
      .post('/api/auth/login')
      .header('x-forwarded-for', '198.51.100.7')
      .json({ email: user.email, password: TEST_PASSWORD })
    right.assertStatus(429)
  })

  test("behind a trusted proxy the client's address is the one it forwards", async ({ client, assert }) => {
    setTrustedProxiesForTests('127.0.0.1')
    const user = await createAccount()
    // Each forwarded address is a client of its own: five failures each, no lockout for the others.
    for (let i = 1; i <= 6; i++) assert.equal((await failedLogin(client, user.email, `203.0.113.${i}`)).status(), 401)
    for (let i = 0; i < 4; i++) await failedLogin(client, user.email, '203.0.113.1')
    assert.equal((await failedLogin(client, user.email, '203.0.113.1')).status(), 429)
    // A value the client made up in front of the proxy's own entry is not believed: the proxy appends the
    // real address, and that is the first untrusted one from the right.
    assert.equal((await failedLogin(client, user.email, '203.0.113.1, 198.51.100.20')).status(), 401)
  })

  test('an IPv6 client is its /64: new addresses in the same /64 do not escape the lockout', async ({ client, assert }) => {
    setTrustedProxiesForTests('loopback')
    const user = await createAccount()
    const statuses: number[] = []
    for (let i = 1; i <= 6; i++) statuses.push((await failedLogin(client, user.email, `2001:db8:5:7::${i.toString(16)}`)).status())
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429])
    assert.equal((await failedLogin(client, user.email, '2001:db8:5:8::1')).status(), 401)
  })
})
