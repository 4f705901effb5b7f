import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { TEST_PASSWORD, clearRateLimits, createAccount } from '#tests/helpers/accounts'

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15'

async function signIn(client: ApiClient, email: string, userAgent: string): Promise<string> {
  const response = await client.post('/api/auth/login').header('user-agent', userAgent).json({ email, password: TEST_PASSWORD })
  response.assertStatus(200)
  return response.body().token
}

test.group('Signed-in sessions: GET /api/auth/sessions, DELETE …/{id}, POST …/sign-out-everywhere', (group) => {
  group.each.setup(() => clearRateLimits())

  test('lists the own live sessions with device, network prefix, last seen and this device', async ({ client, assert }) => {
    const user = await createAccount()
    const stranger = await createAccount()
    const phone = await signIn(client, user.email, PHONE)
    const laptop = await signIn(client, user.email, LAPTOP)
    await signIn(client, stranger.email, PHONE)
    const ended = await signIn(client, user.email, LAPTOP)
    ;(await client.post('/api/auth/logout').bearerToken(ended)).assertStatus(200)

    const response = await client.get('/api/auth/sessions').bearerToken(laptop)
    response.assertStatus(200)
    assert.equal(response.header('cache-control'), 'no-store')
    const lines = response.body().data as Array<Record<string, unknown>>
    assert.lengthOf(lines, 2)
    const current = lines.find((line) => line.current)!
    assert.include(current, { browser: 'Safari', system: 'macOS' })
    const other = lines.find((line) => !line.current)!
    assert.include(other, { browser: 'Chrome', system: 'Android' })
    // Loopback in the tests: the /24 of 127.0.0.1, never the full address.
    assert.equal(current.network, '127.0.0.0')
    assert.isString(current.lastSeenAt)
    assert.notProperty(current, 'ip')
    assert.notProperty(current, 'userAgent')
    assert.notInclude(JSON.stringify(lines), phone)
  })

  test('afmelden ends that session at once; another person’s session id is a 404 and stays signed in', async ({ client, assert }) => {
    const user = await createAccount()
    const stranger = await createAccount()
    const phone = await signIn(client, user.email, PHONE)
    const laptop = await signIn(client, user.email, LAPTOP)
    const strangers = await signIn(client, stranger.email, PHONE)
    const strangerSession = (await client.get('/api/auth/sessions').bearerToken(strangers)).body().data[0].id as string

    const foreign = await client.delete(`/api/auth/sessions/${strangerSession}`).bearerToken(laptop)
    foreign.assertStatus(404)
    ;(await client.get('/api/auth/validate-status').bearerToken(strangers)).assertStatus(200)
    ;(await client.delete('/api/auth/sessions/not-a-session-id').bearerToken(laptop)).assertStatus(404)

    const phoneSession = (await client.get('/api/auth/sessions').bearerToken(laptop))
      .body()
      .data.find((line: { current: boolean }) => !line.current).id
    const response = await client.delete(`/api/auth/sessions/${phoneSession}`).bearerToken(laptop)
    response.assertStatus(200)
    assert.equal(response.body().message, 'Deze sessie is afgemeld.')
    ;(await client.get('/api/auth/validate-status').bearerToken(phone)).assertStatus(401)
    ;(await client.get('/api/auth/validate-status').bearerToken(laptop)).assertStatus(200)
    // Already ended: a second time is a 404.
    ;(await client.delete(`/api/auth/sessions/${phoneSession}`).bearerToken(laptop)).assertStatus(404)
    const actions = (await db.from('user_activity_logs').where('user_id', user.id)).map((row) => row.action)
    assert.include(actions, 'session_signed_out')
  })

  test('overal afmelden ends every other session of the person, keeps this one and nobody else’s', async ({ client, assert }) => {
    const user = await createAccount()
    const stranger = await createAccount()
    const phone = await signIn(client, user.email, PHONE)
    const tablet = await signIn(client, user.email, PHONE)
    const laptop = await signIn(client, user.email, LAPTOP)
    const strangers = await signIn(client, stranger.email, PHONE)
    const response = await client.post('/api/auth/sessions/sign-out-everywhere').bearerToken(laptop)
    response.assertStatus(200)
    assert.equal(response.body().message, 'Je bent op alle andere apparaten afgemeld.')
    ;(await client.get('/api/auth/validate-status').bearerToken(phone)).assertStatus(401)
    ;(await client.get('/api/auth/validate-status').bearerToken(tablet)).assertStatus(401)
    ;(await client.get('/api/auth/validate-status').bearerToken(laptop)).assertStatus(200)
    ;(await client.get('/api/auth/validate-status').bearerToken(strangers)).assertStatus(200)
    const lines = (await client.get('/api/auth/sessions').bearerToken(laptop)).body().data
    assert.lengthOf(lines, 1)
    assert.isTrue(lines[0].current)
  })

  test('needs a session', async ({ client }) => {
    ;(await client.get('/api/auth/sessions')).assertStatus(401)
    ;(await client.post('/api/auth/sessions/sign-out-everywhere')).assertStatus(401)
  })
})
