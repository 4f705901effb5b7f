import { test } from '@japa/runner'
import { captchaMode, cleanContactPhone, contactFormErrors, judgeCaptcha } from '#domain/contact_rules'
import { startupProblems, type Settings } from '#config/production_checks'

const VALID = {
  firstName: 'Anna',
  lastName: 'Wong',
  email: 'anna@example.sr',
  phone: '+5978123456',
  subject: 'Vraag',
  message: 'Tien tekens of meer.',
}

test.group('contact form rules (SPEC §5)', () => {
  test('phone input is cleaned to one leading plus and digits', ({ assert }) => {
    assert.equal(cleanContactPhone('597 812-3456'), '+5978123456')
    assert.equal(cleanContactPhone('++597(812)3456'), '+5978123456')
    assert.equal(cleanContactPhone('+'), '+')
    assert.equal(cleanContactPhone(''), '')
  })

  test('a complete form has no errors; each rule names its field', ({ assert }) => {
    assert.deepEqual(contactFormErrors(VALID), {})
    assert.deepEqual(
      contactFormErrors({ ...VALID, firstName: ' ', lastName: '', email: 'x@y', phone: '+', subject: '', message: '123456789' }),
      {
        firstName: 'firstNameRequired',
        lastName: 'lastNameRequired',
        email: 'invalidEmail',
        phone: 'phoneRequired',
        subject: 'subjectRequired',
        message: 'messageTooShort',
      }
    )
    assert.deepEqual(contactFormErrors({ ...VALID, phone: '+597 8123456' }), { phone: 'phoneFormat' })
    assert.deepEqual(contactFormErrors({ ...VALID, message: '  1234567890  ' }), {})
  })
})

test.group('reCAPTCHA v3 answers', () => {
  test('passes only a successful answer for the contact action at or above the threshold', ({ assert }) => {
    assert.deepEqual(judgeCaptcha({ success: true, score: 0.7, action: 'contact' }, 0.5), { ok: true, score: 0.7 })
    assert.deepEqual(judgeCaptcha({ success: true, score: 0.5, action: 'contact' }, 0.5), { ok: true, score: 0.5 })
    assert.deepEqual(judgeCaptcha({ success: true, score: 0.4, action: 'contact' }, 0.5), { ok: false, reason: 'low-score', score: 0.4 })
    assert.deepEqual(judgeCaptcha({ success: true, action: 'contact' }, 0.5), { ok: false, reason: 'low-score', score: null })
    assert.deepEqual(judgeCaptcha({ success: true, score: 0.9, action: 'login' }, 0.5), { ok: false, reason: 'wrong-action', score: 0.9 })
    assert.deepEqual(judgeCaptcha({ success: false, 'error-codes': ['invalid-input-response'] }, 0.5), {
      ok: false,
      reason: 'failed',
      score: null,
    })
    assert.deepEqual(judgeCaptcha({ success: false, 'error-codes': ['timeout-or-duplicate'] }, 0.5), {
      ok: false,
      reason: 'expired',
      score: null,
    })
  })

  test('without keys only development runs without captcha; one key alone never works', ({ assert }) => {
    assert.equal(captchaMode('site', 'secret', true), 'recaptcha')
    assert.equal(captchaMode('site', 'secret', false), 'recaptcha')
    assert.equal(captchaMode(null, null, false), 'off')
    assert.equal(captchaMode(null, null, true), 'unavailable')
    assert.equal(captchaMode('site', null, false), 'unavailable')
    assert.equal(captchaMode(null, 'secret', true), 'unavailable')
  })
})

test.group('production start and the contact captcha', () => {
  const SAFE: Settings = {
    NODE_ENV: 'production',
    APP_KEY: 'k'.repeat(43),
    APP_URL: 'https://tickets.example.sr',
    DATABASE_URL: 'postgres://suritickets:secret@db.internal:5432/suritickets',
  }

  test('refuses a site key without its secret (and the other way round) in one line each', ({ assert }) => {
    assert.deepEqual(startupProblems({ ...SAFE, RECAPTCHA_SITE_KEY: 'abc', RECAPTCHA_SECRET_KEY: 'def' }), [])
    assert.deepEqual(startupProblems(SAFE), [])
    assert.deepEqual(startupProblems({ ...SAFE, RECAPTCHA_SITE_KEY: 'abc' }), [
      'RECAPTCHA_SITE_KEY zonder RECAPTCHA_SECRET_KEY (reCAPTCHA van de contactformulieren half ingesteld)',
    ])
    assert.deepEqual(startupProblems({ ...SAFE, RECAPTCHA_SECRET_KEY: 'def' }), [
      'RECAPTCHA_SECRET_KEY zonder RECAPTCHA_SITE_KEY (reCAPTCHA van de contactformulieren half ingesteld)',
    ])
    assert.deepEqual(
      startupProblems({ ...SAFE, RECAPTCHA_SITE_KEY: 'a', RECAPTCHA_SECRET_KEY: 'b', RECAPTCHA_VERIFY_URL: 'http://x.example' }),
      ['RECAPTCHA_VERIFY_URL=http://x.example is geen https-adres']
    )
    // Development may run with one key (the form says it cannot send).
    assert.deepEqual(startupProblems({ RECAPTCHA_SITE_KEY: 'abc' }), [])
  })
})
