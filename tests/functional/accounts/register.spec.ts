import { test } from '@japa/runner'
import User from '#models/user'
import { hit } from '#services/accounts/rate_limits'
import { withMessageSinks } from '#tests/helpers/message_sinks'
import { TEST_PASSWORD, createAccount, uniqueEmail, uniquePhone } from '#tests/helpers/accounts'

const person = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('nieuw'),
  password: 'Sterk-wachtwoord-1',
  firstName: 'Anna',
  lastName: 'Vrede',
  acceptTerms: true,
  ...overrides,
})

test.group('POST /api/auth/register', (group) => {
  const sinks = withMessageSinks(group)

  test('creates a user (role user by default), signs them in and mails a verification link that works once', async ({ client, assert }) => {
    const input = person()
    const response = await client.post('/api/auth/register').json(input)
    response.assertStatus(201)
    const body = response.body()
    assert.equal(body.user.role, 'user')
    assert.equal(body.user.isEmailVerified, false)
    assert.isString(body.token)
    assert.notInclude(JSON.stringify(body), input.password)
    ;(await client.get('/api/auth/validate-status').bearerToken(body.token)).assertStatus(200)

    const mail = await sinks.mail.waitForMail({ to: input.email, subject: 'Bevestig je e-mailadres' })
    const link = mail.links.find((l) => l.includes('/verify-email?token='))
    assert.isString(link)
    assert.include(mail.text, link!)
    const token = new URL(link!).searchParams.get('token')!
    const stored = await User.findByOrFail('email', input.email)
    assert.isNotNull(stored.termsAcceptedAt, 'the consent is recorded')
    assert.notEqual(stored.emailVerificationToken, token, 'only a hash of the link token is stored')

    const verified = await client.post('/api/auth/verify-email').json({ token })
    verified.assertStatus(200)
    assert.equal(verified.body().message, 'Je e-mailadres is bevestigd.')
    await stored.refresh()
    assert.isTrue(stored.isEmailVerified)
    ;(await client.post('/api/auth/verify-email').json({ token })).assertStatus(400)
  })

  test('with a phone number a 6-digit WhatsApp code goes out too', async ({ client, assert }) => {
    const phone = uniquePhone()
    const response = await client.post('/api/auth/register').json(person({ phone, registrationMethod: 'whatsapp' }))
    response.assertStatus(201)
    const texts = sinks.whatsapp.textsTo(phone)
    assert.lengthOf(texts, 1)
    assert.match(texts[0], /\b\d{6}\b/)
  })

  test('organizers register with their organisation; staff roles cannot be chosen', async ({ client, assert }) => {
    const organizer = await client
      .post('/api/auth/register')
      .json(person({ role: 'organizer', organizationName: 'Fête Events', kkfNumber: '12345' }))
    organizer.assertStatus(201)
    assert.equal(organizer.body().user.role, 'organizer')
    assert.equal(organizer.body().user.organizationName, 'Fête Events')

    const missing = await client.post('/api/auth/register').json(person({ role: 'organizer' }))
    missing.assertStatus(422)
    assert.deepEqual(missing.body().errors.organizationName, ['Organisatienaam is verplicht'])

    for (const role of ['admin', 'scanner', 'loket_medewerker', 'manager']) {
      ;(await client.post('/api/auth/register').json(person({ role }))).assertStatus(422)
    }
  })

  // The same rule the storefront's forms mark and check (domain/registration_rules.ts).
  const requiredByRole = [
    { role: 'user', missing: {}, complete: {} },
    { role: 'organizer', missing: { organizationName: ['Organisatienaam is verplicht'] }, complete: { organizationName: 'Fête Events' } },
    {
      role: 'agent',
      missing: {
        phone: ['Telefoonnummer is verplicht'],
        organizationName: ['Organisatienaam is verplicht'],
        district: ['Kies een district'],
      },
      complete: { organizationName: 'Ticketpunt Lelydorp', district: 'wanica' },
    },
    {
      role: 'venue_operator',
      missing: { phone: ['Telefoonnummer is verplicht'], organizationName: ['Organisatienaam is verplicht'] },
      complete: { organizationName: 'Tropica NV' },
    },
  ] as const

  for (const { role, missing, complete } of requiredByRole) {
    test(`${role}: each required field left out is a 422 on that field and no account; given, the account is made`, async ({
      client,
      assert,
    }) => {
      const needsPhone = 'phone' in missing
      if (Object.keys(missing).length > 0) {
        for (const blank of [undefined, '', '   ']) {
          const fields = Object.fromEntries(Object.keys(missing).map((field) => [field, blank]))
          const input = person({ role, ...fields })
          const response = await client.post('/api/auth/register').json(input)
          response.assertStatus(422)
          assert.deepEqual(response.body().errors, missing)
          assert.isNull(await User.findBy('email', input.email))
        }
      }
      // One missing field at a time: only that one is named.
      for (const field of Object.keys(missing)) {
        const input = person({ role, ...complete, ...(needsPhone ? { phone: uniquePhone() } : {}), [field]: undefined })
        const response = await client.post('/api/auth/register').json(input)
        response.assertStatus(422)
        assert.deepEqual(Object.keys(response.body().errors), [field])
      }
      const input = person({ role, ...complete, ...(needsPhone ? { phone: uniquePhone() } : {}) })
      const created = await client.post('/api/auth/register').json(input)
      created.assertStatus(201)
      assert.equal(created.body().user.role, role)
    })
  }

  test('registering by WhatsApp needs the number', async ({ client, assert }) => {
    const response = await client.post('/api/auth/register').json(person({ registrationMethod: 'whatsapp' }))
    response.assertStatus(422)
    assert.deepEqual(response.body().errors, { phone: ['Een WhatsApp-nummer is verplicht als je je via WhatsApp registreert'] })
  })

  test('validation messages: password ≥ 8 (SPEC §5), names, e-mail, phone', async ({ client, assert }) => {
    const response = await client
      .post('/api/auth/register')
      .json({ email: 'x', password: '1234567', firstName: '', lastName: ' ', phone: '0597' })
    response.assertStatus(422)
    const errors = response.body().errors
    assert.deepEqual(errors.password, ['Password must be at least 8 characters'])
    assert.deepEqual(errors.email, ['Voer een geldig e-mailadres in'])
    assert.deepEqual(errors.firstName, ['Voornaam is verplicht'])
    assert.deepEqual(errors.lastName, ['Achternaam is verplicht'])
    assert.property(errors, 'phone')
  })

  test('an e-mail address or phone number that is taken is a 422 on that field, whatever its case', async ({ client, assert }) => {
    const existing = await createAccount({ phone: uniquePhone() })
    const email = await client.post('/api/auth/register').json(person({ email: existing.email.toUpperCase() }))
    email.assertStatus(422)
    assert.deepEqual(email.body().errors.email, ['Dit e-mailadres is al geregistreerd.'])
    const phone = await client.post('/api/auth/register').json(person({ phone: existing.phone }))
    phone.assertStatus(422)
    assert.deepEqual(phone.body().errors.phone, ['Dit telefoonnummer is al geregistreerd.'])
  })

  test('ten registrations an hour per address, then 429', async ({ client, assert }) => {
    for (let i = 0; i < 2; i++) (await client.post('/api/auth/register').json(person())).assertStatus(201)
    // The other eight through the same limiter and key the endpoint uses (each real one costs a password hash).
    for (let i = 0; i < 8; i++) await hit('registerPerIp', '127.0.0.1')
    const blocked = await client.post('/api/auth/register').json(person())
    blocked.assertStatus(429)
    assert.match(blocked.body().message, /Te veel pogingen/)
  })

  test("consent refused: 422 with the message, no account; left out (as in SPEC's payload): an account without a consent time", async ({
    client,
    assert,
  }) => {
    const plain = person({ acceptTerms: undefined })
    ;(await client.post('/api/auth/register').json(plain)).assertStatus(201)
    assert.isNull((await User.findByOrFail('email', plain.email)).termsAcceptedAt)
    for (const acceptTerms of [false, 'no']) {
      const input = person({ acceptTerms })
      const response = await client.post('/api/auth/register').json(input)
      response.assertStatus(422)
      assert.equal(
        response.body().errors.acceptTerms[0],
        'Ga akkoord met de algemene voorwaarden en de privacyverklaring om een account aan te maken.'
      )
      assert.isNull(await User.findBy('email', input.email))
    }
  })

  test('the new account can sign in with its password', async ({ client }) => {
    const input = person({ password: TEST_PASSWORD })
    ;(await client.post('/api/auth/register').json(input)).assertStatus(201)
    ;(await client.post('/api/auth/login').json({ email: input.email, password: TEST_PASSWORD })).assertStatus(200)
  })
})

test.group('Account e-mails in the request’s language', (group) => {
  const sinks = withMessageSinks(group)

  test('registering from an English page mails the verification link in English; without a language in Dutch', async ({
    client,
    assert,
  }) => {
    const english = person({ firstName: 'Emma' })
    ;(await client.post('/api/auth/register').header('Accept-Language', 'en').json(english)).assertStatus(201)
    const mail = await sinks.mail.waitForMail({ to: english.email })
    assert.match(mail.subject, /^Confirm your e-mail address at /)
    assert.include(mail.text, 'Hello Emma, welcome to')
    assert.include(mail.html!, 'Confirm e-mail address')
    assert.include(mail.html!, '<html lang="en">')
    assert.isTrue(mail.links.some((link) => link.includes('/verify-email?token=')))

    const dutch = person()
    ;(await client.post('/api/auth/register').json(dutch)).assertStatus(201)
    assert.match((await sinks.mail.waitForMail({ to: dutch.email })).subject, /^Bevestig je e-mailadres bij /)
  })

  test('the WhatsApp code of a German registration is German', async ({ client, assert }) => {
    const phone = uniquePhone()
    ;(await client.post('/api/auth/register').header('Accept-Language', 'de-DE,de;q=0.9').json(person({ phone }))).assertStatus(201)
    const [text] = sinks.whatsapp.textsTo(phone)
    assert.match(text, /: Dein Code, um deine Telefonnummer zu bestätigen, ist \d{6}\./)
  })
})
