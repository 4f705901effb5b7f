import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import User from '#models/user'
import { startTestMailSink, type TestMailSink } from '#tests/helpers/smtp_sink'
import { startFakeWhatsApp, type FakeWhatsApp } from '#tests/helpers/fake_whatsapp'
import { deliverOutboxInline } from '#tests/helpers/outbox'
import { handleRecoveryInline, holdRecoveryRequests } from '#tests/helpers/recovery'
import { outboxMessagesTo } from '#tests/helpers/outbox'
import { recordFailure } from '#services/accounts/rate_limits'
import { TEST_PASSWORD, clearRateLimits, createAccount, tokenFor, uniqueEmail, uniquePhone } from '#tests/helpers/accounts'

/** The last 6-digit code WhatsApp'ed to a number. */
function lastCode(whatsapp: FakeWhatsApp, phone: string): string {
  const texts = whatsapp.textsTo(phone)
  const code = texts.at(-1)?.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`no code sent to ${phone}`)
  return code
}

function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000'
}

test.group('WhatsApp phone verification (/api/auth/send-phone-code, /api/auth/verify-whatsapp)', (group) => {
  let whatsapp: FakeWhatsApp
  let stopInline: () => void
  group.setup(async () => {
    whatsapp = await startFakeWhatsApp()
    stopInline = deliverOutboxInline()
    const stopRecovery = handleRecoveryInline()
    return async () => {
      stopRecovery()
      stopInline()
      await whatsapp.close()
    }
  })
  group.each.setup(() => clearRateLimits())

  test('a code by WhatsApp verifies the phone, after which WhatsApp sign-in works', async ({ client, assert }) => {
    const phone = uniquePhone()
    await createAccount({ phone, isPhoneVerified: false, registrationMethod: 'whatsapp' })
    const sent = await client.post('/api/auth/send-phone-code').json({ phone })
    sent.assertStatus(200)
    const code = lastCode(whatsapp, phone)
    const request = whatsapp.requests.at(-1)!
    assert.equal(request.body.to, phone.slice(1))
    assert.equal(request.body.type, 'text')

    ;(await client.post('/api/auth/login-whatsapp').json({ phone, password: TEST_PASSWORD })).assertStatus(403)
    const verified = await client.post('/api/auth/verify-whatsapp').json({ phone, code })
    verified.assertStatus(200)
    assert.equal(verified.body().message, 'Je telefoonnummer is bevestigd.')
    ;(await client.post('/api/auth/login-whatsapp').json({ phone, password: TEST_PASSWORD })).assertStatus(200)
  })

  test('three wrong codes void the code (422, 422, then 410); the right code no longer works', async ({ client, assert }) => {
    const phone = uniquePhone()
    await createAccount({ phone, isPhoneVerified: false })
    await client.post('/api/auth/send-phone-code').json({ phone })
    const code = lastCode(whatsapp, phone)
    const first = await client.post('/api/auth/verify-whatsapp').json({ phone, code: wrongCode(code) })
    first.assertStatus(422)
    assert.equal(first.body().attemptsRemaining, 2)
    const second = await client.post('/api/auth/verify-whatsapp').json({ phone, code: wrongCode(code) })
    assert.equal(second.body().attemptsRemaining, 1)
    const third = await client.post('/api/auth/verify-whatsapp').json({ phone, code: wrongCode(code) })
    third.assertStatus(410)
    assert.equal(third.body().attemptsRemaining, 0)
    ;(await client.post('/api/auth/verify-whatsapp').json({ phone, code })).assertStatus(410)
    const user = await User.findByOrFail('phone', phone)
    assert.isFalse(user.isPhoneVerified)
  })

  test('concurrent wrong guesses cannot exceed three attempts', async ({ client, assert }) => {
    const phone = uniquePhone()
    await createAccount({ phone, isPhoneVerified: false })
    await client.post('/api/auth/send-phone-code').json({ phone })
    const code = lastCode(whatsapp, phone)
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => client.post('/api/auth/verify-whatsapp').json({ phone, code: wrongCode(code) }))
    )
    const user = await User.findByOrFail('phone', phone)
    assert.equal(user.phoneVerificationAttempts, 3)
    assert.lengthOf(
      guesses.filter((g) => g.status() === 422),
      2
    )
  })

  test('an expired code is refused with 410', async ({ client }) => {
    const phone = uniquePhone()
    const user = await createAccount({ phone, isPhoneVerified: false })
    await client.post('/api/auth/send-phone-code').json({ phone })
    const code = lastCode(whatsapp, phone)
    await User.query()
      .where('id', user.id)
      .update({ phoneVerificationExpiresAt: DateTime.now().minus({ minutes: 1 }).toJSDate() })
    ;(await client.post('/api/auth/verify-whatsapp').json({ phone, code })).assertStatus(410)
  })

  test('the answer to send-phone-code does not tell whether the number has an account', async ({ client, assert }) => {
    const known = uniquePhone()
    await createAccount({ phone: known, isPhoneVerified: false })
    const a = await client.post('/api/auth/send-phone-code').json({ phone: known })
    const b = await client.post('/api/auth/send-phone-code').json({ phone: uniquePhone() })
    assert.equal(a.body().message, b.body().message)
    assert.notProperty(a.body(), 'code')
  })

  test('codes: exactly 6 digits; three sends per number per 15 minutes, then 429', async ({ client, assert }) => {
    const phone = uniquePhone()
    const bad = await client.post('/api/auth/verify-whatsapp').json({ phone, code: '12345' })
    bad.assertStatus(422)
    assert.deepEqual(bad.body().errors.code, ['De code bestaat uit precies 6 cijfers'])
    for (let i = 0; i < 3; i++) (await client.post('/api/auth/send-phone-code').json({ phone })).assertStatus(200)
    ;(await client.post('/api/auth/send-phone-code').json({ phone })).assertStatus(429)
  })
})

test.group('Password recovery (/api/auth/forgot-password, /api/auth/reset-password)', (group) => {
  let sink: TestMailSink
  let stopInline: () => void
  group.setup(async () => {
    sink = await startTestMailSink()
    stopInline = deliverOutboxInline()
    return async () => {
      stopInline()
      await sink.close()
    }
  })
  group.each.setup(() => clearRateLimits())

  test('asked from a French page, the reset e-mail is French', async ({ client, assert }) => {
    const user = await createAccount()
    ;(await client.post('/api/auth/forgot-password').header('Accept-Language', 'fr').json({ email: user.email })).assertStatus(200)
    const mail = await sink.waitForMail({ to: user.email, subject: 'Réinitialiser votre mot de passe' })
    assert.include(mail.text, 'Choisissez un nouveau mot de passe')
    assert.include(mail.html!, 'Choisir un nouveau mot de passe')
    assert.isTrue(mail.links.some((link) => link.includes('/reset-password?token=')))
  })

  test('the mailed link sets a new password once and ends every session', async ({ client, assert }) => {
    const user = await createAccount()
    const oldToken = await tokenFor(client, user)
    const asked = await client.post('/api/auth/forgot-password').json({ email: user.email })
    asked.assertStatus(200)
    const mail = await sink.waitForMail({ to: user.email, subject: 'Wachtwoord herstellen' })
    const link = mail.links.find((l) => l.includes('/reset-password?token='))!
    const token = new URL(link).searchParams.get('token')!

    const reset = await client.post('/api/auth/reset-password').json({ token, password: 'Heel-nieuw-2026' })
    reset.assertStatus(200)
    ;(await client.get('/api/auth/validate-status').bearerToken(oldToken)).assertStatus(401)
    ;(await client.post('/api/auth/login').json({ email: user.email, password: 'Heel-nieuw-2026' })).assertStatus(200)
    const again = await client.post('/api/auth/reset-password').json({ token, password: 'Nog-een-keer-1' })
    again.assertStatus(400)
    assert.equal(again.body().message, 'Deze link is ongeldig of al gebruikt.')
  })

  test('an unknown address gets the same answer and no mail', async ({ client, assert }) => {
    const user = await createAccount()
    const known = await client.post('/api/auth/forgot-password').json({ email: user.email })
    const unknownEmail = uniqueEmail('onbekend')
    const unknown = await client.post('/api/auth/forgot-password').json({ email: unknownEmail })
    assert.deepEqual(known.body(), unknown.body())
    await sink.waitForMail({ to: user.email })
    assert.lengthOf(sink.find({ to: unknownEmail }), 0)
  })

  test('known and unknown addresses get the same answer; the link is made only after answering', async ({ client, assert }) => {
    // Enumeration by timing: the request path must not depend on whether the address is known.
    const requests = holdRecoveryRequests()
    try {
      const user = await createAccount()
      const unknownEmail = uniqueEmail('onbekend')
      const known = await client.post('/api/auth/forgot-password').json({ email: user.email })
      const unknown = await client.post('/api/auth/forgot-password').json({ email: unknownEmail })
      assert.equal(known.status(), 200)
      assert.equal(unknown.status(), 200)
      assert.deepEqual(known.body(), unknown.body())
      assert.equal(known.header('content-length'), unknown.header('content-length'))
      // Answered, and nothing done for the known account yet: both were handed on alike.
      assert.isNull((await User.findOrFail(user.id)).passwordResetToken)
      assert.lengthOf(await outboxMessagesTo(user.email), 0)
      assert.deepEqual(requests.held, [
        { kind: 'password-reset', email: user.email, language: 'nl' },
        { kind: 'password-reset', email: unknownEmail, language: 'nl' },
      ])
      // The job: a link and a mail for the known account only.
      await requests.runAll()
      assert.isNotNull((await User.findOrFail(user.id)).passwordResetToken)
      const mails = await outboxMessagesTo(user.email)
      assert.lengthOf(mails, 1)
      assert.match(mails[0].subject!, /^Wachtwoord herstellen/)
      assert.lengthOf(await outboxMessagesTo(unknownEmail), 0)
    } finally {
      requests.restore()
    }
  })

  test('send-phone-code, too, answers before any account is looked up', async ({ client, assert }) => {
    const requests = holdRecoveryRequests()
    try {
      const phone = uniquePhone()
      const user = await createAccount({ phone, isPhoneVerified: false })
      const unknownPhone = uniquePhone()
      const known = await client.post('/api/auth/send-phone-code').json({ phone })
      const unknown = await client.post('/api/auth/send-phone-code').json({ phone: unknownPhone })
      assert.deepEqual(Object.keys(known.body()), Object.keys(unknown.body()))
      assert.equal(known.body().message, unknown.body().message)
      assert.isNull((await User.findOrFail(user.id)).phoneVerificationCode)
      assert.lengthOf(await outboxMessagesTo(phone), 0)
      await requests.runAll()
      assert.isNotNull((await User.findOrFail(user.id)).phoneVerificationCode)
      assert.lengthOf(await outboxMessagesTo(phone), 1)
      assert.lengthOf(await outboxMessagesTo(unknownPhone), 0)
    } finally {
      requests.restore()
    }
  })

  test('an expired link is a 410; a short new password a 422 with SPEC text', async ({ client, assert }) => {
    const user = await createAccount()
    await client.post('/api/auth/forgot-password').json({ email: user.email })
    const mail = await sink.waitForMail({ to: user.email, subject: 'Wachtwoord herstellen' })
    const token = new URL(mail.links.find((l) => l.includes('/reset-password'))!).searchParams.get('token')!
    const short = await client.post('/api/auth/reset-password').json({ token, password: 'kort' })
    short.assertStatus(422)
    assert.deepEqual(short.body().errors.password, ['Password must be at least 8 characters'])
    await User.query()
      .where('id', user.id)
      .update({ passwordResetExpiresAt: DateTime.now().minus({ minutes: 1 }).toJSDate() })
    ;(await client.post('/api/auth/reset-password').json({ token, password: 'Lang-genoeg-1' })).assertStatus(410)
  })

  test('three requests per address per hour, then 429', async ({ client }) => {
    const email = uniqueEmail('herstel')
    for (let i = 0; i < 3; i++) (await client.post('/api/auth/forgot-password').json({ email })).assertStatus(200)
    ;(await client.post('/api/auth/forgot-password').json({ email })).assertStatus(429)
  })
})

test.group('POST /api/auth/email-check', (group) => {
  group.each.setup(() => clearRateLimits())

  test('tells checkout whether an address has an account, whatever its case; 10 checks per 10 minutes', async ({ client, assert }) => {
    const user = await createAccount()
    const known = await client.post('/api/auth/email-check').json({ email: user.email.toUpperCase() })
    known.assertStatus(200)
    assert.isTrue(known.body().registered)
    assert.isFalse((await client.post('/api/auth/email-check').json({ email: uniqueEmail('nieuw') })).body().registered)
    ;(await client.post('/api/auth/email-check').json({ email: 'geen-adres' })).assertStatus(422)
    for (let i = 0; i < 8; i++) (await client.post('/api/auth/email-check').json({ email: uniqueEmail() })).assertStatus(200)
    const limited = await client.post('/api/auth/email-check').json({ email: user.email })
    limited.assertStatus(429)
    assert.notProperty(limited.body(), 'registered')
    assert.isAbove(Number(limited.header('retry-after')), 0)
  })

  test('registrations refused for a taken address: 20 a day per network, then every registration waits alike', async ({
    client,
    assert,
  }) => {
    const user = await createAccount()
    // The first 19 through the same limiter and key the endpoint uses (each real one costs a registration slot).
    for (let i = 0; i < 19; i++) await recordFailure('takenRegistrationPerIp', '127.0.0.1')
    const person = (email: string) => ({ email, password: 'Lang-genoeg-1', firstName: 'Ana', lastName: 'Kross', acceptTerms: true })
    const taken = await client.post('/api/auth/register').json(person(user.email))
    taken.assertStatus(422)
    assert.deepEqual(taken.body().errors.email, ['Dit e-mailadres is al geregistreerd.'])
    // Spent: a taken and a free address now get the same 429, so it tells nothing.
    const takenAgain = await client.post('/api/auth/register').json(person(user.email))
    const fresh = await client.post('/api/auth/register').json(person(uniqueEmail('nieuw')))
    takenAgain.assertStatus(429)
    fresh.assertStatus(429)
    assert.equal(takenAgain.body().message, fresh.body().message)
    // The checkout hint has a budget of its own.
    ;(await client.post('/api/auth/email-check').json({ email: uniqueEmail() })).assertStatus(200)
  })
})
