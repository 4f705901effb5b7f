import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { signToken } from '#services/accounts/signed_token'
import { decodeToken } from '#domain/session'
import { TEST_PASSWORD, clearRateLimits, createAccount, tokenFor } from '#tests/helpers/accounts'

test.group('GET /api/auth/validate-status and logout', (group) => {
  group.each.setup(() => clearRateLimits())

  test('200 with the user while the token works', async ({ client, assert }) => {
    const user = await createAccount({ role: 'agent' })
    const token = await tokenFor(client, user)
    const response = await client.get('/api/auth/validate-status').bearerToken(token)
    response.assertStatus(200)
    assert.equal(response.body().user.id, user.id)
    assert.equal(response.body().user.role, 'agent')
    assert.equal(response.header('cache-control'), 'no-store')
  })

  test('401 without a token, with a forged or tampered token', async ({ client }) => {
    const user = await createAccount()
    const token = await tokenFor(client, user)
    ;(await client.get('/api/auth/validate-status')).assertStatus(401)
    ;(await client.get('/api/auth/validate-status').bearerToken('a.b.c')).assertStatus(401)
    const [header, , signature] = token.split('.')
    const claims = { ...decodeToken(token)!, role: 'admin' }
    const tampered = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`
    ;(await client.get('/api/auth/validate-status').bearerToken(tampered)).assertStatus(401)
  })

  test('a correctly signed token without a session record is refused', async ({ client }) => {
    const user = await createAccount()
    const now = Math.floor(Date.now() / 1000)
    const token = signToken({ sub: user.id, sid: '00000000-0000-4000-8000-000000000000', role: user.role, iat: now, exp: now + 3600 })
    ;(await client.get('/api/auth/validate-status').bearerToken(token)).assertStatus(401)
  })

  test('logout revokes the token on the server at once; other sessions stay', async ({ client }) => {
    const user = await createAccount()
    const phone = await tokenFor(client, user)
    const laptop = await tokenFor(client, user)
    ;(await client.post('/api/auth/logout').bearerToken(phone)).assertStatus(200)
    ;(await client.get('/api/auth/validate-status').bearerToken(phone)).assertStatus(401)
    ;(await client.get('/api/users/me/profile').bearerToken(phone)).assertStatus(401)
    ;(await client.get('/api/auth/validate-status').bearerToken(laptop)).assertStatus(200)
  })

  test('deactivation locks out a signed-in person with 403', async ({ client }) => {
    const user = await createAccount()
    const token = await tokenFor(client, user)
    user.deactivatedAt = DateTime.now()
    await user.save()
    ;(await client.get('/api/auth/validate-status').bearerToken(token)).assertStatus(403)
  })

  test('a password change revokes every older token and hands out a new one', async ({ client, assert }) => {
    const user = await createAccount()
    const other = await tokenFor(client, user)
    const current = await tokenFor(client, user)
    const response = await client
      .put('/api/users/me/password')
      .bearerToken(current)
      .json({ currentPassword: TEST_PASSWORD, newPassword: 'Nieuw-wachtwoord-9' })
    response.assertStatus(200)
    ;(await client.get('/api/auth/validate-status').bearerToken(other)).assertStatus(401)
    ;(await client.get('/api/auth/validate-status').bearerToken(current)).assertStatus(401)
    ;(await client.get('/api/auth/validate-status').bearerToken(response.body().token)).assertStatus(200)
    ;(await client.post('/api/auth/login').json({ email: user.email, password: 'Nieuw-wachtwoord-9' })).assertStatus(200)
    assert.equal((await client.post('/api/auth/login').json({ email: user.email, password: TEST_PASSWORD })).status(), 401)
  })

  test('a wrong current password is a 422 on that field', async ({ client, assert }) => {
    const user = await createAccount()
    const token = await tokenFor(client, user)
    const response = await client
      .put('/api/users/me/password')
      .bearerToken(token)
      .json({ currentPassword: 'fout-fout', newPassword: 'Nieuw-wachtwoord-9' })
    response.assertStatus(422)
    assert.deepEqual(response.body().errors.currentPassword, ['Huidig wachtwoord is onjuist'])
    const short = await client
      .put('/api/users/me/password')
      .bearerToken(token)
      .json({ currentPassword: TEST_PASSWORD, newPassword: 'kort' })
    short.assertStatus(422)
    assert.deepEqual(short.body().errors.newPassword, ['Password must be at least 8 characters'])
  })
})
