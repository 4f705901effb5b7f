import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { Secret, TOTP } from 'otpauth'
import User from '#models/user'
import { RATE_LIMITS } from '#services/accounts/rate_limits'
import { TEST_PASSWORD, TEST_TOTP_SECRET, clearRateLimits, createAccount, tokenFor } from '#tests/helpers/accounts'
import { outboxMessagesTo } from '#tests/helpers/outbox'

const STEP_MS = 30_000

/** The code of the step `offset` steps from now, for a base32 secret, as an authenticator app shows it. */
function codeAt(secret: string, offset = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offset * STEP_MS })
}

function login(client: ApiClient, email: string, extra: Record<string, unknown> = {}) {
  return client.post('/api/auth/login').json({ email, password: TEST_PASSWORD, ...extra })
}

/** Sets up and enables two-factor through the API; answers the secret and the recovery codes. */
async function switchOn(client: ApiClient, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await client.post('/api/auth/two-factor/setup').bearerToken(token)
  setup.assertStatus(200)
  const secret = setup.body().secret as string
  const enable = await client
    .post('/api/auth/two-factor/enable')
    .bearerToken(token)
    .json({ code: codeAt(secret) })
  enable.assertStatus(200)
  return { secret, recoveryCodes: enable.body().recoveryCodes }
}

async function actions(userId: number): Promise<string[]> {
  const rows = await db.from('user_activity_logs').where('user_id', userId).orderBy('id', 'asc').select('action', 'metadata')
  return rows.map((row) => row.action as string)
}

test.group('Two-factor: setting it up and switching it off', (group) => {
  group.each.setup(() => clearRateLimits())

  test('setup answers a secret, an otpauth URL and a QR code; enable with a code answers ten recovery codes', async ({
    client,
    assert,
  }) => {
    const user = await createAccount({ role: 'organizer' })
    const token = await tokenFor(client, user)
    const setup = await client.post('/api/auth/two-factor/setup').bearerToken(token)
    setup.assertStatus(200)
    const { secret, otpauthUrl, qrCode } = setup.body()
    assert.match(secret, /^[A-Z2-7]{32}$/)
    assert.match(otpauthUrl, /^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/)
    assert.include(otpauthUrl, encodeURIComponent(user.email))
    assert.match(qrCode, /^data:image\/svg\+xml;base64,/)

    // Not on until a code confirms it; the secret is stored encrypted, never as given.
    const row = await User.findOrFail(user.id)
    assert.isNull(row.twoFactorEnabledAt)
    assert.isNotNull(row.twoFactorPendingSecret)
    assert.notInclude(row.twoFactorPendingSecret!, secret)

    const wrong = await client
      .post('/api/auth/two-factor/enable')
      .bearerToken(token)
      .json({ code: '000000' === codeAt(secret) ? '111111' : '000000' })
    wrong.assertStatus(422)
    assert.equal(wrong.body().message, 'De code is onjuist of al gebruikt.')

    const enable = await client
      .post('/api/auth/two-factor/enable')
      .bearerToken(token)
      .json({ code: codeAt(secret) })
    enable.assertStatus(200)
    const codes = enable.body().recoveryCodes as string[]
    assert.lengthOf(codes, 10)
    assert.lengthOf(new Set(codes), 10)
    codes.forEach((code) => assert.match(code, /^[a-z2-9]{5}-[a-z2-9]{5}$/))
    const stored = await db.from('two_factor_recovery_codes').where('user_id', user.id).select('code_hash')
    assert.lengthOf(stored, 10)
    assert.notInclude(JSON.stringify(stored), codes[0])

    const status = await client.get('/api/auth/two-factor').bearerToken(token)
    assert.include(status.body(), { enabled: true, required: false, recoveryCodesLeft: 10 })
    // A second setup while it is on is refused.
    ;(await client.post('/api/auth/two-factor/setup').bearerToken(token)).assertStatus(409)
    assert.includeMembers(await actions(user.id), ['two_factor_enabled'])
  })

  test('a code from another secret or a step far off does not switch it on; one step of drift does', async ({ client }) => {
    const user = await createAccount()
    const token = await tokenFor(client, user)
    const secret = (await client.post('/api/auth/two-factor/setup').bearerToken(token)).body().secret
    const other = new Secret({ size: 20 }).base32
    ;(
      await client
        .post('/api/auth/two-factor/enable')
        .bearerToken(token)
        .json({ code: codeAt(other) })
    ).assertStatus(422)
    ;(
      await client
        .post('/api/auth/two-factor/enable')
        .bearerToken(token)
        .json({ code: codeAt(secret, 4) })
    ).assertStatus(422)
    ;(
      await client
        .post('/api/auth/two-factor/enable')
        .bearerToken(token)
        .json({ code: codeAt(secret, -1) })
    ).assertStatus(200)
  })

  test('disable needs the password and a code; it mails the person and forgets remembered devices', async ({ client, assert }) => {
    const user = await createAccount()
    const token = await tokenFor(client, user)
    const { secret, recoveryCodes } = await switchOn(client, token)
    const used = codeAt(secret, 1)
    const remembered = await login(client, user.email, { twoFactorCode: used, rememberDevice: true })
    remembered.assertStatus(200)
    const deviceToken = remembered.body().rememberDeviceToken as string
    assert.isString(deviceToken)

    const wrongPassword = await client
      .post('/api/auth/two-factor/disable')
      .bearerToken(token)
      .json({ password: 'verkeerd-wachtwoord', code: codeAt(secret, -1) })
    wrongPassword.assertStatus(422)
    assert.deepEqual(wrongPassword.body().errors.password, ['Wachtwoord is onjuist'])
    const wrongCode = await client.post('/api/auth/two-factor/disable').bearerToken(token).json({ password: TEST_PASSWORD, code: '12345' })
    wrongCode.assertStatus(422)

    // The code the sign-in used is spent (the same code, not one computed anew: the 30 s step may have turned since);
    // a recovery code proves it too.
    ;(await client.post('/api/auth/two-factor/disable').bearerToken(token).json({ password: TEST_PASSWORD, code: used })).assertStatus(422)
    const off = await client
      .post('/api/auth/two-factor/disable')
      .bearerToken(token)
      .json({ password: TEST_PASSWORD, code: recoveryCodes[0] })
    off.assertStatus(200)
    assert.equal(off.body().message, 'Tweestapsverificatie staat uit.')
    const row = await User.findOrFail(user.id)
    assert.isNull(row.twoFactorSecret)
    assert.isNull(row.twoFactorEnabledAt)
    assert.lengthOf(await db.from('two_factor_recovery_codes').where('user_id', user.id), 0)
    const devices = await db.from('remembered_devices').where('user_id', user.id).whereNull('revoked_at')
    assert.lengthOf(devices, 0)
    const mails = await outboxMessagesTo(user.email)
    assert.isTrue(mails.some((mail) => mail.subject?.startsWith('Tweestapsverificatie staat uit')))
    assert.includeMembers(await actions(user.id), ['two_factor_enabled', 'two_factor_disabled'])
    // Signing in asks no code any more.
    const plain = await login(client, user.email)
    plain.assertStatus(200)
    assert.isString(plain.body().token)
  })
})

test.group('Two-factor: signing in', (group) => {
  group.each.setup(() => clearRateLimits())

  test('with two-factor on, the password alone answers requiresTwoFactor and no token; the code then signs in', async ({
    client,
    assert,
  }) => {
    const user = await createAccount()
    const { secret } = await switchOn(client, await tokenFor(client, user))
    const first = await login(client, user.email)
    first.assertStatus(200)
    assert.deepEqual(first.body(), {
      success: true,
      requiresTwoFactor: true,
      message: 'Voer de 6-cijferige code uit je authenticator-app in.',
    })

    const signedIn = await login(client, user.email, { twoFactorCode: codeAt(secret, 1) })
    signedIn.assertStatus(200)
    assert.isString(signedIn.body().token)
    assert.notProperty(signedIn.body(), 'rememberDeviceToken')
    assert.notProperty(signedIn.body(), 'twoFactorSetupRequired')
  })

  test('a code is accepted once: the same code again is refused (replay), also on /login-user', async ({ client, assert }) => {
    const user = await createAccount()
    const { secret } = await switchOn(client, await tokenFor(client, user))
    // enable used the current step; the next step's code is fresh.
    const code = codeAt(secret, 1)
    ;(await login(client, user.email, { twoFactorCode: code })).assertStatus(200)
    const again = await client.post('/api/auth/login-user').json({ email: user.email, password: TEST_PASSWORD, twoFactorCode: code })
    again.assertStatus(401)
    assert.equal(again.body().requiresTwoFactor, true)
    assert.notProperty(again.body(), 'token')
    // An older step than the last accepted one is refused too.
    ;(await login(client, user.email, { twoFactorCode: codeAt(secret, 0) })).assertStatus(401)
  })

  test('a recovery code signs in once, is logged and mailed; spaces and capitals do not matter', async ({ client, assert }) => {
    const user = await createAccount()
    const { recoveryCodes } = await switchOn(client, await tokenFor(client, user))
    const typed = ` ${recoveryCodes[3].toUpperCase()} `
    const signedIn = await login(client, user.email, { twoFactorCode: typed })
    signedIn.assertStatus(200)
    assert.isString(signedIn.body().token)
    ;(await login(client, user.email, { twoFactorCode: recoveryCodes[3] })).assertStatus(401)
    assert.includeMembers(await actions(user.id), ['recovery_code_used'])
    const mails = await outboxMessagesTo(user.email)
    assert.isTrue(mails.some((mail) => mail.subject?.startsWith('Er is ingelogd met een herstelcode')))
    const status = await client.get('/api/auth/two-factor').bearerToken(signedIn.body().token)
    assert.equal(status.body().recoveryCodesLeft, 9)
  })

  test('wrong codes count in the same lockout as wrong passwords', async ({ client, assert }) => {
    const user = await createAccount()
    const { secret } = await switchOn(client, await tokenFor(client, user))
    const right = codeAt(secret, 1)
    const wrong = right === '000000' ? '999999' : '000000'
    for (let i = 0; i < RATE_LIMITS.loginFailures.requests; i++) {
      const response = await login(client, user.email, { twoFactorCode: wrong })
      response.assertStatus(401)
      assert.equal(response.body().code, 'TWO_FACTOR_LOGIN_FAILED')
    }
    // Locked: even the right password with the right code waits now.
    const locked = await login(client, user.email, { twoFactorCode: right })
    locked.assertStatus(429)
    const failed = await db.from('user_activity_logs').where('user_id', user.id).where('action', 'sign_in_failed')
    assert.isTrue(failed.some((row) => row.metadata.reason === 'wrong_two_factor_code'))
  })

  test('a wrong password never reaches the code step: it is the same 401 as before', async ({ client, assert }) => {
    const user = await createAccount()
    const { secret } = await switchOn(client, await tokenFor(client, user))
    const response = await client
      .post('/api/auth/login')
      .json({ email: user.email, password: 'verkeerd-wachtwoord', twoFactorCode: codeAt(secret, 1) })
    response.assertStatus(401)
    assert.equal(response.body().message, 'Onjuist e-mailadres of wachtwoord')
  })

  test('remember this device: the token skips the code for that account only; overal afmelden revokes it', async ({ client, assert }) => {
    const user = await createAccount()
    const other = await createAccount()
    const { secret } = await switchOn(client, await tokenFor(client, user))
    await switchOn(client, await tokenFor(client, other))
    const first = await login(client, user.email, { twoFactorCode: codeAt(secret, 1), rememberDevice: true })
    const deviceToken = first.body().rememberDeviceToken as string
    assert.isString(deviceToken)
    const stored = await db.from('remembered_devices').where('user_id', user.id).first()
    assert.notEqual(stored.token_hash, deviceToken)
    assert.approximately(new Date(stored.expires_at).getTime() - Date.now(), 30 * 24 * 3600 * 1000, 60_000)

    const skipped = await login(client, user.email, { rememberDeviceToken: deviceToken })
    skipped.assertStatus(200)
    assert.isString(skipped.body().token)
    // Another account's sign-in does not accept it.
    const foreign = await login(client, other.email, { rememberDeviceToken: deviceToken })
    assert.equal(foreign.body().requiresTwoFactor, true)
    assert.notProperty(foreign.body(), 'token')

    ;(await client.post('/api/auth/sessions/sign-out-everywhere').bearerToken(skipped.body().token)).assertStatus(200)
    const afterwards = await login(client, user.email, { rememberDeviceToken: deviceToken })
    assert.equal(afterwards.body().requiresTwoFactor, true)
  })

  test('a password change forgets the remembered devices', async ({ client, assert }) => {
    const user = await createAccount()
    const { secret } = await switchOn(client, await tokenFor(client, user))
    const first = await login(client, user.email, { twoFactorCode: codeAt(secret, 1), rememberDevice: true })
    const deviceToken = first.body().rememberDeviceToken as string
    ;(
      await client
        .put('/api/users/me/password')
        .bearerToken(first.body().token)
        .json({ currentPassword: TEST_PASSWORD, newPassword: 'Nieuw-Geheim-5678' })
    ).assertStatus(200)
    const afterwards = await client
      .post('/api/auth/login')
      .json({ email: user.email, password: 'Nieuw-Geheim-5678', rememberDeviceToken: deviceToken })
    assert.equal(afterwards.body().requiresTwoFactor, true)
  })

  test('the WhatsApp sign-in asks for the code the same way', async ({ client, assert }) => {
    const user = await createAccount({ phone: `+5978${String(Date.now()).slice(-6)}`, isPhoneVerified: true })
    const { secret } = await switchOn(client, await tokenFor(client, user))
    const first = await client.post('/api/auth/login-whatsapp').json({ phone: user.phone, password: TEST_PASSWORD })
    first.assertStatus(200)
    assert.equal(first.body().requiresTwoFactor, true)
    assert.notProperty(first.body(), 'token')
    const second = await client
      .post('/api/auth/login-whatsapp')
      .json({ phone: user.phone, password: TEST_PASSWORD, twoFactorCode: codeAt(secret, 1) })
    second.assertStatus(200)
    assert.isString(second.body().token)
  })
})

test.group('Two-factor: required for admins', (group) => {
  group.each.setup(() => clearRateLimits())

  test('an admin without it gets a token that reaches only the setup until it is on', async ({ client, assert }) => {
    const admin = await createAccount({ role: 'admin', twoFactorEnabledAt: null, twoFactorSecret: null })
    const signedIn = await login(client, admin.email)
    signedIn.assertStatus(200)
    assert.equal(signedIn.body().twoFactorSetupRequired, true)
    const token = signedIn.body().token as string

    const refused = await client.get('/api/admin/users').bearerToken(token)
    refused.assertStatus(403)
    assert.equal(refused.body().code, 'TWO_FACTOR_SETUP_REQUIRED')
    assert.equal(refused.body().twoFactorSetupRequired, true)
    ;(await client.get('/api/platform-settings').bearerToken(token)).assertStatus(403)
    const status = await client.get('/api/auth/validate-status').bearerToken(token)
    status.assertStatus(200)
    assert.equal(status.body().twoFactorSetupRequired, true)
    ;(await client.get('/api/users/me/profile').bearerToken(token)).assertStatus(200)
    assert.include((await client.get('/api/auth/two-factor').bearerToken(token)).body(), { enabled: false, required: true })

    const { secret } = await switchOn(client, token)
    // The same session now reaches the back office.
    ;(await client.get('/api/admin/users').bearerToken(token)).assertStatus(200)
    const after = await client.get('/api/auth/validate-status').bearerToken(token)
    assert.notProperty(after.body(), 'twoFactorSetupRequired')
    // And the next sign-in asks for the code.
    assert.equal((await login(client, admin.email)).body().requiresTwoFactor, true)
    ;(await login(client, admin.email, { twoFactorCode: codeAt(secret, 1) })).assertStatus(200)
  })

  test('a sub-admin without it is held the same way; a buyer or organizer without it is not', async ({ client, assert }) => {
    const subAdmin = await createAccount({ role: 'admin', isSubAdmin: true, twoFactorEnabledAt: null })
    const token = (await login(client, subAdmin.email)).body().token
    assert.equal((await client.get('/api/admin/users').bearerToken(token)).body().code, 'TWO_FACTOR_SETUP_REQUIRED')
    const organizer = await createAccount({ role: 'organizer' })
    const organizerLogin = await login(client, organizer.email)
    assert.notProperty(organizerLogin.body(), 'twoFactorSetupRequired')
    ;(await client.get('/api/users/me/activity').bearerToken(organizerLogin.body().token)).assertStatus(200)
  })

  test('test admins are made with two-factor on (the shared helper) and sign in through tokenFor', async ({ client, assert }) => {
    const admin = await createAccount({ role: 'admin' })
    assert.isNotNull(admin.twoFactorEnabledAt)
    const token = await tokenFor(client, admin)
    ;(await client.get('/api/admin/users').bearerToken(token)).assertStatus(200)
    // The helper's secret is the one stored.
    const code = codeAt(TEST_TOTP_SECRET, 1)
    ;(await login(client, admin.email, { twoFactorCode: code })).assertStatus(200)
  })
})
