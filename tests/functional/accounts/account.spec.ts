import { test } from '@japa/runner'
import User from '#models/user'
import EmailAlias from '#models/email_alias'
import PhoneAlias from '#models/phone_alias'
import { withMessageSinks } from '#tests/helpers/message_sinks'
import { TEST_PASSWORD, createAccount, tokenFor, uniqueEmail, uniquePhone } from '#tests/helpers/accounts'

const codeIn = (text: string | undefined) => {
  const code = text?.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error('no code in message')
  return code
}

const PRIVATE_FIELDS = [
  'password',
  'emailVerificationToken',
  'phoneVerificationCode',
  'passwordResetToken',
  'emailChangeToken',
  'kkfDocument',
  'idDocument',
]

test.group('/api/users/me: profile, e-mail change, phone change', (group) => {
  const sinks = withMessageSinks(group)

  test('the profile shows oneself without any secret, and saves changes', async ({ client, assert }) => {
    const user = await createAccount({
      role: 'organizer',
      organizationName: 'Kawina Beats',
      kkfDocument: 'kkf/secret.pdf',
      idDocument: 'id/secret.pdf',
    })
    const token = await tokenFor(client, user)
    const profile = await client.get('/api/users/me/profile').bearerToken(token)
    profile.assertStatus(200)
    for (const field of PRIVATE_FIELDS) assert.notProperty(profile.body().data, field)
    assert.notInclude(profile.text(), 'secret.pdf')
    assert.equal(profile.body().data.organizationName, 'Kawina Beats')

    const saved = await client
      .put('/api/users/me/profile')
      .bearerToken(token)
      .json({ firstName: 'Rinia', district: 'wanica', website: 'https://kawina.sr' })
    saved.assertStatus(200)
    assert.equal(saved.body().data.firstName, 'Rinia')
    assert.equal(saved.body().data.district, 'wanica')
    const bad = await client.put('/api/users/me/profile').bearerToken(token).json({ district: 'amsterdam', website: 'geen url' })
    bad.assertStatus(422)
    assert.properties(bad.body().errors, ['district', 'website'])
    ;(await client.get('/api/users/me/profile')).assertStatus(401)
  })

  test('e-mail change: password, code to the current address, code to the new address, then the address changes', async ({
    client,
    assert,
  }) => {
    const user = await createAccount()
    const token = await tokenFor(client, user)
    const newEmail = uniqueEmail('nieuw-adres')

    const wrongPassword = await client.post('/api/users/me/email-change').bearerToken(token).json({ newEmail, password: 'verkeerd-1' })
    wrongPassword.assertStatus(422)
    assert.deepEqual(wrongPassword.body().errors.password, ['Wachtwoord is onjuist'])

    const started = await client.post('/api/users/me/email-change').bearerToken(token).json({ newEmail, password: TEST_PASSWORD })
    started.assertStatus(201)
    assert.equal(started.body().data.status, 'pending_current_verification')
    const first = codeIn((await sinks.mail.waitForMail({ to: user.email, subject: 'verificatiecode' })).text)

    const step = await client.post('/api/users/me/email-change/verify').bearerToken(token).json({ code: first })
    step.assertStatus(200)
    assert.equal(step.body().data.status, 'current_verified')
    const second = codeIn((await sinks.mail.waitForMail({ to: newEmail, subject: 'verificatiecode' })).text)

    const done = await client.post('/api/users/me/email-change/verify').bearerToken(token).json({ code: second })
    done.assertStatus(200)
    assert.equal(done.body().data.status, 'change_completed')
    await user.refresh()
    assert.equal(user.email, newEmail)
    assert.isNull(user.pendingEmail)
    assert.isNotNull(await EmailAlias.query().where('user_id', user.id).where('new_email', newEmail).first())
    ;(await client.post('/api/auth/login').json({ email: newEmail, password: TEST_PASSWORD })).assertStatus(200)
    ;(await client.post('/api/users/me/email-change/verify').bearerToken(token).json({ code: second })).assertStatus(404)
  })

  test('e-mail change: a taken address is refused; a wrong code costs an attempt; cancel ends it', async ({ client, assert }) => {
    const other = await createAccount()
    const user = await createAccount()
    const token = await tokenFor(client, user)
    const taken = await client
      .post('/api/users/me/email-change')
      .bearerToken(token)
      .json({ newEmail: other.email, password: TEST_PASSWORD })
    taken.assertStatus(422)
    assert.deepEqual(taken.body().errors.newEmail, ['Dit e-mailadres is al geregistreerd.'])

    await client.post('/api/users/me/email-change').bearerToken(token).json({ newEmail: uniqueEmail(), password: TEST_PASSWORD })
    const code = codeIn((await sinks.mail.waitForMail({ to: user.email, subject: 'verificatiecode' })).text)
    const wrong = await client
      .post('/api/users/me/email-change/verify')
      .bearerToken(token)
      .json({ code: code === '999999' ? '999998' : '999999' })
    wrong.assertStatus(422)
    assert.equal(wrong.body().attemptsRemaining, 2)
    ;(await client.delete('/api/users/me/email-change').bearerToken(token)).assertStatus(200)
    const view = await client.get('/api/users/me/email-change').bearerToken(token)
    assert.isNull(view.body().data)
    ;(await client.post('/api/users/me/email-change/verify').bearerToken(token).json({ code })).assertStatus(404)
  })

  test('phone change via the current phone: code to the old number, then to the new one', async ({ client, assert }) => {
    const oldPhone = uniquePhone()
    const newPhone = uniquePhone()
    const user = await createAccount({ phone: oldPhone, isPhoneVerified: true })
    const token = await tokenFor(client, user)
    const started = await client
      .post('/api/users/me/phone-change')
      .bearerToken(token)
      .json({ newPhone, verificationMethod: 'current_phone' })
    started.assertStatus(201)
    assert.equal(started.body().data.status, 'pending_current_verification')
    assert.equal(started.body().data.attemptsRemaining, 3)
    const first = codeIn(sinks.whatsapp.textsTo(oldPhone).at(-1))
    const step = await client.post('/api/users/me/phone-change/verify').bearerToken(token).json({ code: first })
    assert.equal(step.body().data.status, 'pending_new_verification')
    const second = codeIn(sinks.whatsapp.textsTo(newPhone).at(-1))
    const done = await client.post('/api/users/me/phone-change/verify').bearerToken(token).json({ code: second })
    assert.equal(done.body().data.status, 'completed')
    await user.refresh()
    assert.equal(user.phone, newPhone)
    assert.isTrue(user.isPhoneVerified)
    assert.isNotNull(await PhoneAlias.query().where('user_id', user.id).where('old_phone', oldPhone).first())
  })

  test('phone change via password goes straight to the new number; E.164 and method rules', async ({ client, assert }) => {
    const user = await createAccount()
    const token = await tokenFor(client, user)
    const noPhone = await client
      .post('/api/users/me/phone-change')
      .bearerToken(token)
      .json({ newPhone: uniquePhone(), verificationMethod: 'current_phone' })
    noPhone.assertStatus(422)
    assert.property(noPhone.body().errors, 'verificationMethod')
    const noPassword = await client
      .post('/api/users/me/phone-change')
      .bearerToken(token)
      .json({ newPhone: uniquePhone(), verificationMethod: 'password' })
    noPassword.assertStatus(422)
    const badPhone = await client
      .post('/api/users/me/phone-change')
      .bearerToken(token)
      .json({ newPhone: '0612345678', verificationMethod: 'password', password: TEST_PASSWORD })
    badPhone.assertStatus(422)
    assert.property(badPhone.body().errors, 'newPhone')

    const newPhone = uniquePhone()
    const started = await client
      .post('/api/users/me/phone-change')
      .bearerToken(token)
      .json({ newPhone, verificationMethod: 'password', password: TEST_PASSWORD })
    started.assertStatus(201)
    assert.equal(started.body().data.status, 'pending_new_verification')
    const cancelled = await client.delete('/api/users/me/phone-change').bearerToken(token)
    assert.equal(cancelled.body().data.status, 'cancelled')
    const code = codeIn(sinks.whatsapp.textsTo(newPhone).at(-1))
    ;(await client.post('/api/users/me/phone-change/verify').bearerToken(token).json({ code })).assertStatus(404)
    const stored = await User.findOrFail(user.id)
    assert.isNull(stored.phone)
  })
})
