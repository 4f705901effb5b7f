/*
 * POST /api/venues/contact and /api/organizers/contact. The captcha is verified over real HTTP
 * against a local fake of Google's siteverify (tests/helpers/fake_recaptcha.ts); the mail goes through the
 * outbox to a real SMTP sink (tests/helpers/smtp_sink.ts).
 */
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import env from '#start/env'
import ContactMessage from '#models/contact_message'
import OutboxMessage from '#models/outbox_message'
import outbox from '#services/messaging/outbox_service'
import { CONTACT_MESSAGES } from '#exceptions/domain_texts'
import { DomainError } from '#exceptions/domain_error'
import { logEntryFor } from '#exceptions/handler'
import { makeUser, makeVenue, rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { startFakeRecaptcha, type FakeRecaptcha } from '#tests/helpers/fake_recaptcha'
import { startTestMailSink, type TestMailSink } from '#tests/helpers/smtp_sink'
import { clearRateLimits } from '#tests/helpers/accounts'

const CAPTCHA_ENV = ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY', 'RECAPTCHA_VERIFY_URL', 'RECAPTCHA_MIN_SCORE'] as const

function form(extra: Record<string, unknown> = {}) {
  return {
    firstName: 'Anna',
    lastName: 'Wong',
    email: 'anna.wong@example.sr',
    phone: '+5978123456',
    subject: 'Zaal huren in december',
    message: 'Is de zaal vrij op 20 december voor 120 gasten?',
    ...extra,
  }
}

/**
 * Puts a setting back as it was. Adonis' env.set also writes process.env, where `undefined` would become the string
 * 'undefined' and reach every server a later test spawns (RECAPTCHA_MIN_SCORE "must be a number").
 */
function restoreEnv(key: (typeof CAPTCHA_ENV)[number], value: unknown) {
  env.set(key, value as never)
  if (value === undefined) delete process.env[key]
}

/** Runs the test with the captcha settings cleared (the forms run without captcha outside production). */
function withoutCaptcha(group: { setup: (fn: () => () => void) => void }) {
  group.setup(() => {
    const previous = CAPTCHA_ENV.map((key) => [key, env.get(key)] as const)
    for (const key of CAPTCHA_ENV) env.set(key, '' as never)
    return () => {
      for (const [key, value] of previous) restoreEnv(key, value)
    }
  })
}

test.group('contact forms: reCAPTCHA verified against the verification endpoint', (group) => {
  let fake: FakeRecaptcha
  let sink: TestMailSink
  group.setup(async () => {
    fake = await startFakeRecaptcha()
    sink = await startTestMailSink()
    fake.answerFor('good-token', { success: true, score: 0.9 })
    fake.answerFor('low-token', { success: true, score: 0.1 })
    fake.answerFor('other-action-token', { success: true, score: 0.9, action: 'login' })
    fake.answerFor('expired-token', { success: false, errorCodes: ['timeout-or-duplicate'] })
    return async () => {
      await fake.close()
      await sink.close()
    }
  })
  // The limiter counts outside the test's transaction: a clean count per test, before that transaction opens.
  group.each.setup(() => clearRateLimits())
  rollbackEachTest(group)
  group.each.setup(() => {
    fake.requests.length = 0
    fake.failWith(null)
    sink.clear()
  })

  test('the dialog is told to use reCAPTCHA with the public site key (never the secret)', async ({ client, assert }) => {
    const response = await client.get('/api/contact/captcha')
    response.assertStatus(200)
    assert.deepEqual(response.body().data, { mode: 'recaptcha', siteKey: fake.siteKey })
    assert.notInclude(response.text(), fake.secretKey)
  })

  test('without a token the message is refused and Google is not asked', async ({ client, assert }) => {
    const organizer = await makeUser()
    const response = await client.post('/api/organizers/contact').json({ organizerId: organizer.id, ...form() })
    response.assertStatus(422)
    assert.equal(response.body().errors.recaptchaToken[0], CONTACT_MESSAGES.captchaRequired)
    assert.lengthOf(fake.requests, 0)
    assert.lengthOf(await ContactMessage.query().where('organizer_id', organizer.id), 0)
  })

  for (const [token, code, title] of [
    ['forged-token', 'CAPTCHA_FAILED', 'reCAPTCHA fout'],
    ['low-token', 'CAPTCHA_FAILED', 'reCAPTCHA fout'],
    ['other-action-token', 'CAPTCHA_FAILED', 'reCAPTCHA fout'],
    ['expired-token', 'CAPTCHA_EXPIRED', 'reCAPTCHA verlopen'],
  ] as const) {
    test(`a token the endpoint does not pass (${token}) is refused: ${title}`, async ({ client, assert }) => {
      const organizer = await makeUser()
      const response = await client.post('/api/organizers/contact').json({ organizerId: organizer.id, ...form({ recaptchaToken: token }) })
      response.assertStatus(422)
      assert.equal(response.body().code, code)
      assert.equal(response.body().error, title)
      if (code === 'CAPTCHA_EXPIRED') assert.equal(response.body().message, 'Ververs de verificatie voordat je het formulier verstuurt.')
      assert.lengthOf(fake.requests, 1)
      assert.lengthOf(await ContactMessage.query().where('organizer_id', organizer.id), 0)
      assert.lengthOf(await OutboxMessage.query().where('recipient', organizer.email), 0)
    })
  }

  test('the score threshold is configurable (RECAPTCHA_MIN_SCORE)', async ({ client, assert }) => {
    const organizer = await makeUser()
    const threshold = env.get('RECAPTCHA_MIN_SCORE')
    env.set('RECAPTCHA_MIN_SCORE', 0.95)
    try {
      const refused = await client
        .post('/api/organizers/contact')
        .json({ organizerId: organizer.id, ...form({ recaptchaToken: 'good-token' }) })
      refused.assertStatus(422)
      assert.equal(refused.body().code, 'CAPTCHA_FAILED')
    } finally {
      restoreEnv('RECAPTCHA_MIN_SCORE', threshold)
    }
    const accepted = await client
      .post('/api/organizers/contact')
      .json({ organizerId: organizer.id, ...form({ recaptchaToken: 'good-token' }) })
    accepted.assertStatus(201)
  })

  test('an unreachable verification endpoint is a 503, never a pass', async ({ client, assert }) => {
    const organizer = await makeUser()
    fake.failWith(500)
    const response = await client
      .post('/api/organizers/contact')
      .json({ organizerId: organizer.id, ...form({ recaptchaToken: 'good-token' }) })
    response.assertStatus(503)
    assert.equal(response.body().code, 'CAPTCHA_UNREACHABLE')
    assert.equal(response.body().error, 'Fout bij verzenden')
    assert.lengthOf(await ContactMessage.query().where('organizer_id', organizer.id), 0)
  })

  test('a good token: stored, and mailed to the organizer through the outbox with reply-to the sender', async ({ client, assert }) => {
    const organizer = await makeUser({ organizationName: 'Paramaribo Events' })
    const response = await client
      .post('/api/organizers/contact')
      .json({ organizerId: organizer.id, ...form({ recaptchaToken: 'good-token', phone: '+5978123456', email: 'Anna.Wong@Example.sr' }) })
    response.assertStatus(201)
    assert.equal(response.body().message, 'Bericht verzonden!')

    // Google was asked with our secret, the token and the visitor's address.
    assert.deepEqual(fake.requests, [{ secret: fake.secretKey, response: 'good-token', remoteip: '127.0.0.1' }])

    const stored = await ContactMessage.findOrFail(response.body().data.id)
    assert.equal(stored.targetType, 'organizer')
    assert.equal(stored.organizerId, organizer.id)
    assert.isNull(stored.venueId)
    assert.equal(stored.email, 'anna.wong@example.sr')
    assert.equal(stored.recipientEmail, organizer.email)
    assert.equal(stored.captchaScore, 0.9)
    assert.equal(stored.ipAddress, '127.0.0.1')

    const queued = await OutboxMessage.findOrFail(stored.outboxMessageId!)
    assert.equal(queued.recipient, organizer.email)
    assert.equal(queued.replyTo, 'anna.wong@example.sr')
    assert.equal(queued.kind, 'contact_organizer')

    assert.equal(await outbox.deliver(queued.id), 'sent')
    const mail = await sink.waitForMail({ to: organizer.email, subject: 'Zaal huren in december' })
    assert.equal(mail.replyTo, 'anna.wong@example.sr')
    assert.include(mail.text, 'Is de zaal vrij op 20 december voor 120 gasten?')
    assert.include(mail.text, 'Anna Wong')
    assert.include(mail.text, '+5978123456')
    assert.include(mail.text, 'Paramaribo Events')
  })

  test("a venue's message goes to its owner's address", async ({ client, assert }) => {
    const owner = await makeUser({ role: 'venue_operator' })
    const venue = await makeVenue({ ownerId: owner.id })
    const response = await client.post('/api/venues/contact').json({ venueId: venue.id, ...form({ recaptchaToken: 'good-token' }) })
    response.assertStatus(201)
    const stored = await ContactMessage.findOrFail(response.body().data.id)
    assert.equal(stored.venueId, venue.id)
    assert.equal(stored.recipientEmail, owner.email)
    const queued = await OutboxMessage.findOrFail(stored.outboxMessageId!)
    assert.equal(queued.kind, 'contact_venue')
    assert.equal(await outbox.deliver(queued.id), 'sent')
    const mail = await sink.waitForMail({ to: owner.email })
    assert.equal(mail.replyTo, 'anna.wong@example.sr')
    assert.include(mail.text, venue.name)
  })
})

test.group('contact forms: validation, who can be reached, rate limit', (group) => {
  withoutCaptcha(group)
  group.each.setup(() => clearRateLimits())
  rollbackEachTest(group)

  test('without keys outside production the forms run without captcha', async ({ client, assert }) => {
    const response = await client.get('/api/contact/captcha')
    assert.deepEqual(response.body().data, { mode: 'off', siteKey: null })
    const organizer = await makeUser()
    const sent = await client.post('/api/organizers/contact').json({ organizerId: organizer.id, ...form() })
    sent.assertStatus(201)
    assert.isNull((await ContactMessage.findOrFail(sent.body().data.id)).captchaScore)
  })

  test("SPEC §5's messages, field by field", async ({ client, assert }) => {
    const organizer = await makeUser()
    const response = await client.post('/api/organizers/contact').json({
      organizerId: organizer.id,
      firstName: ' ',
      lastName: '',
      email: 'geen-adres',
      phone: '',
      subject: '',
      message: 'Te kort',
    })
    response.assertStatus(422)
    const errors = response.body().errors
    assert.equal(errors.firstName[0], CONTACT_MESSAGES.firstNameRequired)
    assert.equal(errors.lastName[0], CONTACT_MESSAGES.lastNameRequired)
    assert.equal(errors.email[0], 'Ongeldig email adres')
    assert.equal(errors.phone[0], 'Telefoonnummer is verplicht')
    assert.equal(errors.subject[0], 'Onderwerp is verplicht')
    assert.equal(errors.message[0], 'Bericht moet minimaal 10 tekens bevatten')
  })

  test('the phone must be a plus and digits only', async ({ client, assert }) => {
    const organizer = await makeUser()
    for (const phone of ['5978123456', '+597 812 3456', '+597-8123456', '+12345678901234567']) {
      const response = await client.post('/api/organizers/contact').json({ organizerId: organizer.id, ...form({ phone }) })
      response.assertStatus(422)
      assert.equal(response.body().errors.phone[0], 'Telefoonnummer moet beginnen met + en alleen cijfers bevatten', phone)
    }
  })

  test('odd input is a 4xx, never a 500', async ({ client, assert }) => {
    const organizer = await makeUser()
    for (const body of [
      { organizerId: 'abc', ...form() },
      { organizerId: organizer.id, ...form({ message: { text: 'object' } }) },
      { organizerId: organizer.id, ...form({ subject: 'x'.repeat(201) }) },
      { organizerId: organizer.id, ...form({ message: 'x'.repeat(5001) }) },
      [],
    ]) {
      const response = await client.post('/api/organizers/contact').json(body)
      assert.oneOf(response.status(), [400, 422], JSON.stringify(body).slice(0, 60))
    }
  })

  test('unknown, non-organizer and deactivated recipients are 404; a venue not yet approved is refused', async ({ client, assert }) => {
    const buyer = await makeUser({ role: 'user' })
    const gone = await makeUser()
    gone.merge({ deactivatedAt: DateTime.now() })
    await gone.save()
    for (const organizerId of [99_999_999, buyer.id, gone.id]) {
      const response = await client.post('/api/organizers/contact').json({ organizerId, ...form() })
      response.assertStatus(404)
      assert.equal(response.body().message, 'Organisator niet gevonden')
    }
    const missing = await client.post('/api/venues/contact').json({ venueId: 99_999_999, ...form() })
    missing.assertStatus(404)
    assert.equal(missing.body().message, 'Venue niet gevonden')
    const inactive = await makeVenue({ isActive: false })
    ;(await client.post('/api/venues/contact').json({ venueId: inactive.id, ...form() })).assertStatus(404)
    const pending = await makeVenue({ isApproved: false })
    ;(await client.post('/api/venues/contact').json({ venueId: pending.id, ...form() })).assertStatus(403)
    assert.lengthOf(await ContactMessage.query(), 0)
  })

  test('five messages an hour per IP address, then 429 with Retry-After', async ({ client, assert }) => {
    const organizer = await makeUser()
    const venue = await makeVenue()
    for (let i = 0; i < 5; i++) {
      const response =
        i % 2 === 0
          ? await client.post('/api/organizers/contact').json({ organizerId: organizer.id, ...form() })
          : await client.post('/api/venues/contact').json({ venueId: venue.id, ...form() })
      response.assertStatus(201)
    }
    const refused = await client.post('/api/organizers/contact').json({ organizerId: organizer.id, ...form() })
    refused.assertStatus(429)
    assert.equal(refused.body().code, 'TOO_MANY_ATTEMPTS')
    assert.isAbove(Number(refused.header('retry-after')), 0)
    assert.lengthOf(await ContactMessage.query(), 5)
  })

  test('a captcha half configured refuses to send (and says so)', async ({ client, assert }) => {
    const siteKey = env.get('RECAPTCHA_SITE_KEY')
    env.set('RECAPTCHA_SITE_KEY', 'only-the-site-key')
    try {
      assert.deepEqual((await client.get('/api/contact/captcha')).body().data, { mode: 'unavailable', siteKey: null })
      const organizer = await makeUser()
      const response = await client.post('/api/organizers/contact').json({ organizerId: organizer.id, ...form() })
      response.assertStatus(503)
      assert.equal(response.body().code, 'CONTACT_FORM_UNAVAILABLE')
      assert.lengthOf(await ContactMessage.query(), 0)
    } finally {
      restoreEnv('RECAPTCHA_SITE_KEY', siteKey)
    }
  })

  test('each refused message leaves one line in the log, without a stack trace', ({ assert }) => {
    const entry = logEntryFor(new DomainError('CONTACT_FORM_UNAVAILABLE'))
    assert.deepEqual(entry, {
      level: 'warn',
      bindings: { code: 'CONTACT_FORM_UNAVAILABLE', status: 503 },
      message: 'contact message refused: RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are not set (docs/contact-forms.md)',
    })
    assert.notInclude(JSON.stringify(entry), 'at ', 'no stack frames')
    const crash = new Error('boom')
    assert.deepEqual(
      logEntryFor(crash),
      { level: 'error', bindings: { err: crash }, message: 'request failed' },
      'a real failure keeps its stack'
    )
    assert.isNull(logEntryFor(new DomainError('CAPTCHA_FAILED')), 'a 422 is not logged')
  })
})
