import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { decodeToken } from '#domain/session'
import { AUTH_MESSAGES } from '#exceptions/domain_texts'
import { TEST_PASSWORD, clearRateLimits, createAccount, uniqueEmail, uniquePhone } from '#tests/helpers/accounts'

test.group('POST /api/auth/login and /login-user', (group) => {
  group.each.setup(() => clearRateLimits())

  test('signs in with e-mail and password and returns a three-part token with a future expiry', async ({ client, assert }) => {
    const user = await createAccount({ role: 'organizer' })
    const response = await client.post('/api/auth/login').json({ email: user.email.toUpperCase(), password: TEST_PASSWORD })
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.success, true)
    assert.equal(body.role, 'organizer')
    assert.equal(body.requiresVerification, false)
    assert.equal(body.user.id, user.id)
    const claims = decodeToken(body.token)
    assert.isNotNull(claims)
    assert.equal(claims!.sub, user.id)
    assert.isAbove(claims!.exp * 1000, Date.now())
    assert.notProperty(body.user, 'password')
    assert.notInclude(JSON.stringify(body), user.password)
  })

  test('the fallback /api/auth/login-user accepts the same payload', async ({ client, assert }) => {
    const user = await createAccount()
    const response = await client.post('/api/auth/login-user').json({ email: user.email, password: TEST_PASSWORD })
    response.assertStatus(200)
    assert.equal(response.body().user.email, user.email)
  })

  test('an unknown e-mail and a wrong password get the same 401 answer', async ({ client, assert }) => {
    const user = await createAccount()
    const wrong = await client.post('/api/auth/login').json({ email: user.email, password: 'verkeerd-wachtwoord' })
    const unknown = await client.post('/api/auth/login').json({ email: uniqueEmail('niemand'), password: 'verkeerd-wachtwoord' })
    wrong.assertStatus(401)
    unknown.assertStatus(401)
    assert.deepEqual(wrong.body(), unknown.body())
    assert.equal(wrong.body().message, 'Onjuist e-mailadres of wachtwoord')
    assert.notProperty(wrong.body(), 'token')
  })

  test('SPEC §5 messages for a bad e-mail and a short password', async ({ client, assert }) => {
    const response = await client.post('/api/auth/login').json({ email: 'geen-mail', password: '123' })
    response.assertStatus(422)
    assert.deepEqual(response.body().errors.email, [AUTH_MESSAGES.invalidEmail])
    assert.deepEqual(response.body().errors.password, [AUTH_MESSAGES.loginPasswordMin])
  })

  test('a deactivated account cannot sign in', async ({ client, assert }) => {
    const user = await createAccount({ deactivatedAt: DateTime.now() })
    const response = await client.post('/api/auth/login').json({ email: user.email, password: TEST_PASSWORD })
    response.assertStatus(403)
    assert.equal(response.body().message, 'Dit account is gedeactiveerd.')
    assert.notProperty(response.body(), 'token')
  })

  test('an account registered by WhatsApp with an unverified phone gets requiresVerification', async ({ client, assert }) => {
    const user = await createAccount({ registrationMethod: 'whatsapp', phone: uniquePhone(), isPhoneVerified: false })
    const response = await client.post('/api/auth/login').json({ email: user.email, password: TEST_PASSWORD })
    response.assertStatus(403)
    assert.equal(response.body().requiresVerification, true)
    assert.equal(response.body().error, 'Telefoonnummer niet geverifieerd')
    assert.equal(response.body().message, 'Je telefoonnummer moet eerst geverifieerd worden voordat je kunt inloggen.')
    assert.notProperty(response.body(), 'token')
  })

  test('five failed attempts lock the account for this address with a 429, even with the right password', async ({ client, assert }) => {
    const user = await createAccount()
    for (let i = 0; i < 5; i++) {
      ;(await client.post('/api/auth/login').json({ email: user.email, password: 'fout-fout-fout' })).assertStatus(401)
    }
    const locked = await client.post('/api/auth/login').json({ email: user.email, password: TEST_PASSWORD })
    locked.assertStatus(429)
    assert.match(locked.body().message, /^Te veel pogingen\. Probeer het over \d+ minuten? opnieuw\.$/)
    assert.isAbove(Number(locked.header('retry-after')), 0)
  })

  test('a successful sign-in clears the failure count', async ({ client }) => {
    const user = await createAccount()
    for (let i = 0; i < 4; i++) await client.post('/api/auth/login').json({ email: user.email, password: 'fout-fout-fout' })
    ;(await client.post('/api/auth/login').json({ email: user.email, password: TEST_PASSWORD })).assertStatus(200)
    for (let i = 0; i < 4; i++) await client.post('/api/auth/login').json({ email: user.email, password: 'fout-fout-fout' })
    ;(await client.post('/api/auth/login').json({ email: user.email, password: TEST_PASSWORD })).assertStatus(200)
  })
})

test.group('POST /api/auth/login-whatsapp', (group) => {
  group.each.setup(() => clearRateLimits())

  test('signs in with a verified phone number, typed with spaces', async ({ client, assert }) => {
    const phone = uniquePhone()
    const user = await createAccount({ phone, isPhoneVerified: true, registrationMethod: 'whatsapp' })
    const typed = `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`
    const response = await client.post('/api/auth/login-whatsapp').json({ phone: typed, password: TEST_PASSWORD })
    response.assertStatus(200)
    assert.equal(response.body().user.id, user.id)
    assert.isString(response.body().token)
  })

  test("a Surinamese number typed locally ('+810 0011', as the field makes '8100011') signs in as +597", async ({ client, assert }) => {
    const phone = uniquePhone()
    assert.match(phone, /^\+597\d{7}$/)
    const user = await createAccount({ phone, isPhoneVerified: true, registrationMethod: 'whatsapp' })
    const typed = `+${phone.slice(4, 7)} ${phone.slice(7)}`
    const response = await client.post('/api/auth/login-whatsapp').json({ phone: typed, password: TEST_PASSWORD })
    response.assertStatus(200)
    assert.equal(response.body().user.id, user.id)
  })

  test('a wrong password or unknown number gets SPEC §8 text', async ({ client, assert }) => {
    const phone = uniquePhone()
    await createAccount({ phone, isPhoneVerified: true })
    const wrong = await client.post('/api/auth/login-whatsapp').json({ phone, password: 'verkeerd-wachtwoord' })
    const unknown = await client.post('/api/auth/login-whatsapp').json({ phone: '+31612345678', password: 'verkeerd-wachtwoord' })
    wrong.assertStatus(401)
    assert.deepEqual(wrong.body(), unknown.body())
    assert.equal(wrong.body().message, 'WhatsApp login mislukt. Controleer je telefoonnummer en wachtwoord.')
  })

  test('an unverified phone gets requiresVerification', async ({ client, assert }) => {
    const phone = uniquePhone()
    await createAccount({ phone, isPhoneVerified: false })
    const response = await client.post('/api/auth/login-whatsapp').json({ phone, password: TEST_PASSWORD })
    response.assertStatus(403)
    assert.equal(response.body().requiresVerification, true)
  })

  test('the phone format of SPEC §5', async ({ client, assert }) => {
    for (const phone of ['597123456', '+0597123456', '+59712', '+5971234567890123']) {
      const response = await client.post('/api/auth/login-whatsapp').json({ phone, password: TEST_PASSWORD })
      response.assertStatus(422)
      assert.deepEqual(response.body().errors.phone, [AUTH_MESSAGES.loginPhoneFormat], phone)
    }
  })
})
