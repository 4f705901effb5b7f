/*
 * Recent account activity (SPEC §3 user_activity_logs): a line per sign-in, failed sign-in, sign-out, password,
 * e-mail and phone change and export; only the network of an address is stored; a person reads their own lines,
 * an admin anyone's; 'Dit was ik niet' ends every session and mails a reset link.
 */
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { setTrustedProxiesForTests } from '#config/trusted_proxies'
import { networkPrefix } from '#domain/client_network'
import { deviceOf } from '#domain/account_activity'
import { withMessageSinks } from '#tests/helpers/message_sinks'
import { TEST_PASSWORD, clearRateLimits, createAccount, tokenFor, uniqueEmail, uniquePhone } from '#tests/helpers/accounts'
import { handleRecoveryInline } from '#tests/helpers/recovery'
import { organizerWithEvent } from '#tests/functional/orders/order_fixtures'
import { baseUrl } from '#tests/helpers/routes'

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

interface Row {
  action: string
  ip_address: string | null
  user_agent: string | null
  metadata: Record<string, unknown>
  entity_type: string | null
  entity_id: number | null
}

const rowsOf = (user: User): Promise<Row[]> => db.from('user_activity_logs').where('user_id', user.id).orderBy('id', 'asc')

/** The rows of a user once `action` is among them (failed sign-ins are written just after answering). */
async function waitForAction(user: User, action: string): Promise<Row[]> {
  for (let i = 0; i < 50; i++) {
    const rows = await rowsOf(user)
    if (rows.some((row) => row.action === action)) return rows
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no ${action} line for user ${user.id}`)
}

const codeIn = (text: string | undefined) => {
  const code = text?.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error('no code in message')
  return code
}

test.group('Activity: the network prefix and the device', () => {
  test('IPv4 keeps its /24, IPv6 its /48; anything else is not stored', ({ assert }) => {
    assert.equal(networkPrefix('203.0.113.77'), '203.0.113.0')
    assert.equal(networkPrefix('::ffff:198.51.100.9'), '198.51.100.0')
    assert.equal(networkPrefix('2001:db8:abcd:12:34::1'), '2001:db8:abcd::/48')
    assert.equal(networkPrefix('2001:DB8:ABCD:0012::'), '2001:db8:abcd::/48')
    assert.isNull(networkPrefix('not an address'))
    assert.isNull(networkPrefix(null))
  })

  test('browser and system from a user agent', ({ assert }) => {
    assert.deepEqual(deviceOf(ANDROID_CHROME), { browser: 'Chrome', system: 'Android' })
    assert.deepEqual(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
      ),
      { browser: 'Safari', system: 'iOS' }
    )
    assert.deepEqual(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0'
      ),
      { browser: 'Edge', system: 'Windows' }
    )
    assert.deepEqual(
      deviceOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36'),
      {
        browser: 'Chrome',
        system: 'Linux',
      }
    )
    assert.deepEqual(deviceOf('curl/8.5.0'), { browser: null, system: null })
    assert.deepEqual(deviceOf(null), { browser: null, system: null })
  })
})

test.group('Activity: recording each action', (group) => {
  const sinks = withMessageSinks(group)
  group.setup(() => {
    setTrustedProxiesForTests('loopback')
    return () => setTrustedProxiesForTests(null)
  })
  group.each.setup(() => clearRateLimits())

  test('a sign-in: method, network prefix only, user agent cut to 500 characters', async ({ client, assert }) => {
    const user = await createAccount()
    const longAgent = `${ANDROID_CHROME} ${'x'.repeat(800)}`
    const response = await client
      .post('/api/auth/login')
      .header('X-Forwarded-For', '203.0.113.77')
      .header('User-Agent', longAgent)
      .json({ email: user.email, password: TEST_PASSWORD })
    response.assertStatus(200)
    const [line] = await rowsOf(user)
    assert.equal(line.action, 'signed_in')
    assert.deepEqual(line.metadata, { method: 'email_password' })
    assert.equal(line.ip_address, '203.0.113.0')
    assert.lengthOf(line.user_agent!, 500)
    assert.isTrue(longAgent.startsWith(line.user_agent!))
    const stored = await db
      .from('user_activity_logs')
      .where('user_id', user.id)
      .select(db.raw('row_to_json(user_activity_logs)::text as t'))
    assert.notInclude(stored[0].t, '203.0.113.77')
  })

  test('an IPv6 sign-in keeps the /48 only', async ({ client, assert }) => {
    const user = await createAccount()
    await client
      .post('/api/auth/login')
      .header('X-Forwarded-For', '2001:db8:abcd:12:34::1')
      .json({ email: user.email, password: TEST_PASSWORD })
    const [line] = await rowsOf(user)
    assert.equal(line.ip_address, '2001:db8:abcd::/48')
  })

  test('a wrong password for a known address: sign_in_failed; the answer is the unknown address’s', async ({ client, assert }) => {
    const user = await createAccount()
    const known = await client.post('/api/auth/login').json({ email: user.email, password: 'verkeerd-wachtwoord' })
    const unknown = await client.post('/api/auth/login').json({ email: uniqueEmail('onbekend'), password: 'verkeerd-wachtwoord' })
    assert.equal(known.status(), 401)
    assert.equal(unknown.status(), known.status())
    assert.deepEqual(unknown.body(), known.body())
    const rows = await waitForAction(user, 'sign_in_failed')
    assert.deepEqual(rows.at(-1)!.metadata, { method: 'email_password', reason: 'wrong_password' })
  })

  test('the storefront’s retry on /api/auth/login-user is the same attempt: one line; another device gets its own', async ({
    client,
    assert,
  }) => {
    const user = await createAccount()
    const attempt = { email: user.email, password: 'verkeerd-wachtwoord' }
    ;(await client.post('/api/auth/login').header('User-Agent', ANDROID_CHROME).json(attempt)).assertStatus(401)
    ;(await client.post('/api/auth/login-user').header('User-Agent', ANDROID_CHROME).json(attempt)).assertStatus(401)
    await waitForAction(user, 'sign_in_failed')
    await new Promise((resolve) => setTimeout(resolve, 200))
    ;(await client.post('/api/auth/login').header('User-Agent', 'curl/8.5.0').json(attempt)).assertStatus(401)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const lines = (await rowsOf(user)).filter((row) => row.action === 'sign_in_failed')
    assert.deepEqual(
      lines.map((row) => row.user_agent),
      [ANDROID_CHROME, 'curl/8.5.0']
    )
  })

  test('a WhatsApp sign-in records its method; a deactivated account’s right password is a failure', async ({ client, assert }) => {
    const phone = uniquePhone()
    const user = await createAccount({ phone, isPhoneVerified: true })
    ;(await client.post('/api/auth/login-whatsapp').json({ phone, password: TEST_PASSWORD })).assertStatus(200)
    assert.deepEqual((await rowsOf(user)).at(-1)!.metadata, { method: 'whatsapp_password' })

    const gone = await createAccount({ deactivatedAt: DateTime.now() })
    ;(await client.post('/api/auth/login').json({ email: gone.email, password: TEST_PASSWORD })).assertStatus(403)
    const [line] = await rowsOf(gone)
    assert.equal(line.action, 'sign_in_failed')
    assert.equal(line.metadata.reason, 'account_deactivated')
  })

  test('sign-out, password change and password reset', async ({ client, assert }) => {
    const user = await createAccount()
    const token = await tokenFor(client, user)
    ;(await client.post('/api/auth/logout').bearerToken(token)).assertStatus(200)
    const again = await tokenFor(client, user)
    const changed = await client
      .put('/api/users/me/password')
      .bearerToken(again)
      .json({ currentPassword: TEST_PASSWORD, newPassword: 'Nieuw-wachtwoord-9' })
    changed.assertStatus(200)

    const stopInline = handleRecoveryInline()
    try {
      ;(await client.post('/api/auth/forgot-password').json({ email: user.email })).assertStatus(200)
    } finally {
      stopInline()
    }
    const mail = await sinks.mail.waitForMail({ to: user.email, subject: 'Wachtwoord herstellen' })
    const resetToken = new URL(mail.links.find((l) => l.includes('/reset-password?token='))!).searchParams.get('token')!
    ;(await client.post('/api/auth/reset-password').json({ token: resetToken, password: 'Heel-nieuw-2026' })).assertStatus(200)
    assert.deepEqual(
      (await rowsOf(user)).map((row) => row.action),
      ['signed_in', 'signed_out', 'signed_in', 'password_changed', 'password_reset']
    )
  })

  test('an e-mail change and a phone change are recorded when completed, not when started', async ({ client, assert }) => {
    const oldPhone = uniquePhone()
    const user = await createAccount({ phone: oldPhone, isPhoneVerified: true })
    const token = await tokenFor(client, user)
    const newEmail = uniqueEmail('nieuw-adres')
    ;(await client.post('/api/users/me/email-change').bearerToken(token).json({ newEmail, password: TEST_PASSWORD })).assertStatus(201)
    const first = codeIn((await sinks.mail.waitForMail({ to: user.email, subject: 'verificatiecode' })).text)
    ;(await client.post('/api/users/me/email-change/verify').bearerToken(token).json({ code: first })).assertStatus(200)
    assert.notInclude(
      (await rowsOf(user)).map((row) => row.action),
      'email_changed'
    )
    const second = codeIn((await sinks.mail.waitForMail({ to: newEmail, subject: 'verificatiecode' })).text)
    ;(await client.post('/api/users/me/email-change/verify').bearerToken(token).json({ code: second })).assertStatus(200)

    const newPhone = uniquePhone()
    ;(
      await client.post('/api/users/me/phone-change').bearerToken(token).json({ newPhone, verificationMethod: 'current_phone' })
    ).assertStatus(201)
    await client
      .post('/api/users/me/phone-change/verify')
      .bearerToken(token)
      .json({ code: codeIn(sinks.whatsapp.textsTo(oldPhone).at(-1)) })
    assert.notInclude(
      (await rowsOf(user)).map((row) => row.action),
      'phone_changed'
    )
    const done = await client
      .post('/api/users/me/phone-change/verify')
      .bearerToken(token)
      .json({ code: codeIn(sinks.whatsapp.textsTo(newPhone).at(-1)) })
    assert.equal(done.body().data.status, 'completed')
    assert.deepEqual(
      (await rowsOf(user)).map((row) => row.action),
      ['signed_in', 'email_changed', 'phone_changed']
    )
  })

  test('the organizer’s exports: orders CSV, attendees CSV, statement CSV and PDF', async ({ assert }) => {
    const org = await organizerWithEvent()
    const get = async (path: string) => {
      const response = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${org.token}` } })
      await response.arrayBuffer()
      assert.equal(response.status, 200, path)
    }
    await get(`/api/events/${org.event.id}/orders.csv`)
    await get(`/api/events/${org.event.id}/attendees.csv`)
    await get(`/api/organizers/${org.user.id}/statement.csv`)
    await get(`/api/organizers/${org.user.id}/statement.pdf`)
    await get(`/api/organizers/${org.user.id}/statement`)
    const rows = await rowsOf(org.user)
    assert.deepEqual(
      rows.map((row) => [row.action, row.metadata.export, row.entity_type, row.entity_id]),
      [
        ['export_downloaded', 'orders_csv', 'event', org.event.id],
        ['export_downloaded', 'attendees_csv', 'event', org.event.id],
        ['export_downloaded', 'statement_csv', 'organizer', org.user.id],
        ['export_downloaded', 'statement_pdf', 'organizer', org.user.id],
      ]
    )
  })
})

test.group('Activity: who reads which lines', (group) => {
  group.each.setup(() => clearRateLimits())

  test('a person reads their own lines, newest first and paginated; never another’s', async ({ client, assert }) => {
    const alice = await createAccount()
    const bob = await createAccount()
    await client.post('/api/auth/login').json({ email: alice.email, password: 'verkeerd-wachtwoord' })
    await waitForAction(alice, 'sign_in_failed')
    const aliceToken = await tokenFor(client, alice)
    const bobToken = await tokenFor(client, bob)

    const mine = await client.get('/api/users/me/activity').bearerToken(aliceToken)
    mine.assertStatus(200)
    assert.equal(mine.header('cache-control'), 'no-store')
    assert.equal(mine.body().total, 2)
    assert.deepEqual(
      mine.body().data.map((line: { action: string }) => line.action),
      ['signed_in', 'sign_in_failed']
    )
    assert.equal(mine.body().data[0].network, '127.0.0.0')
    assert.notProperty(mine.body().data[0], 'userId')

    const page2 = await client.get('/api/users/me/activity').qs({ page: 2, perPage: 1 }).bearerToken(aliceToken)
    assert.deepEqual(
      page2.body().data.map((line: { action: string }) => line.action),
      ['sign_in_failed']
    )
    ;(await client.get('/api/users/me/activity').qs({ perPage: 500 }).bearerToken(aliceToken)).assertStatus(422)
    ;(await client.get('/api/users/me/activity').qs({ page: 'x' }).bearerToken(aliceToken)).assertStatus(422)

    const bobs = await client.get('/api/users/me/activity').bearerToken(bobToken)
    assert.deepEqual(
      bobs.body().data.map((line: { action: string }) => line.action),
      ['signed_in']
    )
    ;(await client.get(`/api/admin/users/${alice.id}/activity`).bearerToken(bobToken)).assertStatus(403)
    ;(await client.get('/api/users/me/activity')).assertStatus(401)
  })

  test('lines older than 90 days are not shown', async ({ client, assert }) => {
    const user = await createAccount()
    await db.table('user_activity_logs').insert({ user_id: user.id, action: 'signed_in', created_at: db.raw(`now() - interval '91 days'`) })
    const token = await tokenFor(client, user)
    const lines = await client.get('/api/users/me/activity').bearerToken(token)
    assert.equal(lines.body().total, 1)
  })

  test('an admin reads anyone’s lines; an unknown account is a 404; an organizer is refused', async ({ client, assert }) => {
    const admin = await createAccount({ role: 'admin' })
    const subAdmin = await createAccount({ role: 'admin', isSubAdmin: true })
    const organizer = await createAccount({ role: 'organizer' })
    const person = await createAccount()
    await tokenFor(client, person)
    for (const reader of [admin, subAdmin]) {
      const response = await client.get(`/api/admin/users/${person.id}/activity`).bearerToken(await tokenFor(client, reader))
      response.assertStatus(200)
      assert.equal(response.body().total, 1)
      assert.equal(response.body().data[0].action, 'signed_in')
    }
    const adminToken = await tokenFor(client, admin)
    ;(await client.get('/api/admin/users/99999999/activity').bearerToken(adminToken)).assertStatus(404)
    ;(await client.get('/api/admin/users/abc/activity').bearerToken(adminToken)).assertStatus(404)
    ;(await client.get(`/api/admin/users/${person.id}/activity`).bearerToken(await tokenFor(client, organizer))).assertStatus(403)
  })
})

test.group("Activity: 'Dit was ik niet'", (group) => {
  const sinks = withMessageSinks(group)
  group.each.setup(() => clearRateLimits())

  test('ends every session, mails a reset link and records the report', async ({ client, assert }) => {
    const user = await createAccount()
    const laptop = await tokenFor(client, user)
    const phone = await tokenFor(client, user)
    const response = await client.post('/api/users/me/activity/not-me').bearerToken(phone)
    response.assertStatus(200)
    // The link is written before the answer, so nothing of the report lands after it.
    const [stored] = await db.from('users').where('id', user.id).select('password_reset_token')
    assert.isString(stored.password_reset_token)
    assert.isTrue(response.body().signedOut)
    assert.equal(response.body().resetSentTo, user.email)
    ;(await client.get('/api/auth/validate-status').bearerToken(laptop)).assertStatus(401)
    ;(await client.get('/api/users/me/activity').bearerToken(phone)).assertStatus(401)
    const mail = await sinks.mail.waitForMail({ to: user.email, subject: 'Wachtwoord herstellen' })
    assert.isTrue(mail.links.some((link) => link.includes('/reset-password?token=')))
    const actions = (await rowsOf(user)).map((row) => row.action)
    assert.includeMembers(actions, ['not_me_reported', 'signed_out_everywhere'])
  })

  test('rate limited like forgot-password: the fourth report in an hour is a 429', async ({ client, assert }) => {
    const user = await createAccount()
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const token = await tokenFor(client, user)
      statuses.push((await client.post('/api/users/me/activity/not-me').bearerToken(token)).status())
    }
    assert.deepEqual(statuses, [200, 200, 200, 429])
  })
})
