/*
 * E-mail templates: an admin edits a mail's subject, heading, body and footer with named placeholders
 * (an unknown one is a 422 naming it, nothing saved), previews a draft in the real layout, sends it to themself
 * (through the outbox and SMTP), resets it; every change is an audit row, and the next real mail of that kind (a
 * free purchase's tickets, a password reset) uses the saved words, in Dutch only: other languages keep theirs.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { clearRateLimits, createAccount } from '#tests/helpers/accounts'
import { startTestMailSink, type TestMailSink } from '#tests/helpers/smtp_sink'
import { deliverOutboxInline } from '#tests/helpers/outbox'
import { deliverTicketsInline } from '#tests/helpers/ticket_delivery'
import { freeTicketType, guest, newSession, purchaseBody } from '#tests/functional/tickets/ticket_fixtures'
import { auditRowsOf, keepPlatformSettings, settingsRow, signedIn } from './settings_fixtures.js'

const TICKETS_NL = '/api/platform-settings/email-templates/tickets/nl'

const ticketsDraft = {
  subject: 'Jouw toegang tot {event} – bestelling {orderNumber}',
  heading: 'Tot zo bij {event}!',
  body: 'Beste {name}, fijn dat je erbij bent.\n\nWanneer: {date}\nWaar: {venue}',
  footer: 'Groeten van het team van {site}.',
}

async function storedTemplates() {
  return (await db.from('platform_settings').where('id', 1).select('email_templates').first()).email_templates
}

test.group('E-mail templates', (group) => {
  keepPlatformSettings(group)
  let sink: TestMailSink
  const restore: (() => void)[] = []
  group.setup(async () => {
    sink = await startTestMailSink()
    restore.push(deliverOutboxInline(), deliverTicketsInline())
    return async () => {
      for (const undo of restore) undo()
      await sink.close()
    }
  })
  group.each.setup(() => clearRateLimits())

  test('the list names every mail; one mail shows its default texts, its placeholders with samples', async ({ client, assert }) => {
    const { token } = await signedIn(client)
    const list = await client.get('/api/platform-settings/email-templates').bearerToken(token)
    list.assertStatus(200)
    const keys = list.body().data.map((entry: { key: string }) => entry.key)
    assert.includeMembers(keys, ['emailVerification', 'passwordReset', 'verificationCode', 'teamInvitation', 'tickets', 'eventCancelled'])

    const one = await client.get(TICKETS_NL).bearerToken(token)
    one.assertStatus(200)
    const data = one.body().data
    assert.equal(data.texts.subject, 'Je tickets voor {event} ({orderNumber})')
    assert.deepEqual(data.texts, data.defaults)
    assert.deepEqual(data.customized, [])
    assert.deepInclude(data.placeholders, { name: 'event', sample: 'Kawina Night' })
    assert.sameMembers(
      data.placeholders.map((p: { name: string }) => p.name),
      ['greeting', 'name', 'site', 'event', 'date', 'venue', 'orderNumber']
    )
    const english = await client.get('/api/platform-settings/email-templates/tickets/en').bearerToken(token)
    assert.equal(english.body().data.texts.subject, 'Your tickets for {event} ({orderNumber})')
  })

  test('an unknown placeholder, a missing part or a two-line subject: 422 per part, nothing saved, no audit row', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn(client)
    const before = await settingsRow()
    const unknown = await client
      .put(TICKETS_NL)
      .json({ ...ticketsDraft, body: 'Hallo {naam}, tot {evenement}!' })
      .bearerToken(token)
    unknown.assertStatus(422)
    assert.equal(
      unknown.body().errors.body[0],
      'Tekst bevat onbekende plaatshouders {naam}, {evenement}. Deze e-mail kent: {greeting}, {name}, {site}, {event}, {date}, {venue}, {orderNumber}.'
    )
    const one = await client
      .put(TICKETS_NL)
      .json({ ...ticketsDraft, footer: 'Vragen? Mail {support}.' })
      .bearerToken(token)
    assert.match(one.body().errors.footer[0], /^Voettekst bevat de onbekende plaatshouder \{support\}\./)

    const broken = await client
      .put(TICKETS_NL)
      .json({ heading: '', subject: 'Regel een\nRegel twee', body: ticketsDraft.body })
      .bearerToken(token)
    broken.assertStatus(422)
    assert.deepEqual(broken.body().errors, {
      subject: ['Onderwerp moet op één regel passen.'],
      heading: ['Kop is verplicht.'],
      footer: ['Voettekst is verplicht.'],
    })
    // The preview and the test mail check the same way.
    const preview = await client
      .post(`${TICKETS_NL}/preview`)
      .json({ ...ticketsDraft, subject: '{bedrag}' })
      .bearerToken(token)
    preview.assertStatus(422)
    assert.match(preview.body().errors.subject[0], /\{bedrag\}/)
    assert.deepEqual(await settingsRow(), before)
    assert.lengthOf(await auditRowsOf(user.id, 'email_template'), 0)
  })

  test('saved: stored per language with only the changed parts, one audit row; the next tickets mail uses it, in Dutch only', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn(client)
    const saved = await client
      .put(TICKETS_NL)
      .json({ ...ticketsDraft, footer: (await client.get(TICKETS_NL).bearerToken(token)).body().data.defaults.footer })
      .bearerToken(token)
    saved.assertStatus(200)
    assert.sameMembers(saved.body().data.customized, ['subject', 'heading', 'body'])
    assert.deepEqual(Object.keys((await storedTemplates()).tickets), ['nl'])
    assert.notProperty((await storedTemplates()).tickets.nl, 'footer')

    const [row] = await auditRowsOf(user.id, 'email_template')
    assert.equal(row.action, 'update')
    assert.equal(row.oldValues!['tickets.nl.subject'], 'Je tickets voor {event} ({orderNumber})')
    assert.equal(row.newValues!['tickets.nl.subject'], ticketsDraft.subject)
    assert.notProperty(row.newValues!, 'tickets.nl.footer')
    // The per-template history: this mail's changes only.
    const history = await client
      .get('/api/admin/audit-changes')
      .qs({ entityType: 'email_template', fieldPrefix: 'tickets.' })
      .bearerToken(token)
    assert.equal(history.body().data[0].id, row.id)
    const other = await client
      .get('/api/admin/audit-changes')
      .qs({ entityType: 'email_template', fieldPrefix: 'passwordReset.' })
      .bearerToken(token)
    assert.notInclude(
      other.body().data.map((entry: { id: number }) => entry.id),
      row.id
    )

    const { event, ticketType } = await freeTicketType({ name: 'Staanplaats' })
    const buyer = guest({ firstName: 'Rosa' })
    const bought = await client.post('/api/tickets/purchase').json(purchaseBody(event.id, ticketType.id, 1, newSession(), buyer))
    bought.assertStatus(201)
    const orderNumber = bought.body().orderNumber
    const mail = await sink.waitForMail({ to: buyer.email, subject: orderNumber })
    assert.equal(mail.subject, `Jouw toegang tot ${event.title} – bestelling ${orderNumber}`)
    assert.include(mail.text, `Tot zo bij ${event.title}!`)
    assert.include(mail.text, 'Beste Rosa, fijn dat je erbij bent.')
    assert.match(mail.text, /Wanneer: \d{2} \w+ \d{4} \d{2}:\d{2}/)
    // What the template does not cover is still there: the QR card, the PDF, the download button.
    assert.include(mail.text, 'Staanplaats')
    assert.isTrue(mail.attachments.some((a) => a.contentType === 'application/pdf'))
    assert.isTrue(mail.links.some((link) => link.includes('/download?token=')))

    // An English buyer keeps the English mail.
    const english = guest()
    const boughtEn = await client
      .post('/api/tickets/purchase')
      .json({ ...purchaseBody(event.id, ticketType.id, 1, newSession(), english), language: 'en' })
    const mailEn = await sink.waitForMail({ to: english.email, subject: boughtEn.body().orderNumber })
    assert.equal(mailEn.subject, `Your tickets for ${event.title} (${boughtEn.body().orderNumber})`)
  })

  test('reset: back to the default texts, an audit row; the next password reset mail uses the saved, then the default words', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn(client)
    const path = '/api/platform-settings/email-templates/passwordReset/nl'
    const defaults = (await client.get(path).bearerToken(token)).body().data.defaults
    const custom = { ...defaults, subject: 'Nieuw wachtwoord voor {site}', body: `{greeting} kies hieronder een nieuw wachtwoord.` }
    ;(await client.put(path).json(custom).bearerToken(token)).assertStatus(200)

    const person = await createAccount({ firstName: 'Iwan' })
    ;(await client.post('/api/auth/forgot-password').json({ email: person.email })).assertStatus(200)
    const first = await sink.waitForMail({ to: person.email, subject: 'Nieuw wachtwoord voor' })
    assert.include(first.text, 'Hallo Iwan, kies hieronder een nieuw wachtwoord.')
    assert.isTrue(
      first.links.some((link) => link.includes('/reset-password?token=')),
      'the button stays'
    )

    const reset = await client.delete(path).bearerToken(token)
    reset.assertStatus(200)
    assert.deepEqual(reset.body().data.texts, defaults)
    assert.deepEqual(reset.body().data.customized, [])
    assert.notProperty((await storedTemplates()) ?? {}, 'passwordReset')
    const [row] = await auditRowsOf(user.id, 'email_template')
    assert.equal(row.action, 'reset')
    assert.equal(row.oldValues!['passwordReset.nl.subject'], custom.subject)
    assert.equal(row.newValues!['passwordReset.nl.subject'], defaults.subject)
    // Resetting what is already the default changes nothing and writes nothing.
    await client.delete(path).bearerToken(token)
    assert.lengthOf(await auditRowsOf(user.id, 'email_template'), 2)

    await clearRateLimits()
    ;(await client.post('/api/auth/forgot-password').json({ email: person.email })).assertStatus(200)
    const second = await sink.waitForMail({ to: person.email, subject: 'Wachtwoord herstellen bij' })
    assert.include(second.text, 'Kies een nieuw wachtwoord met de knop hieronder.')
  })

  test('preview: the draft with sample data in the real layout, escaped; nothing saved', async ({ client, assert }) => {
    const { token } = await signedIn(client)
    const before = await settingsRow()
    const response = await client
      .post(`${TICKETS_NL}/preview`)
      .json({ ...ticketsDraft, body: '{greeting} <script>alert(1)</script>\n\nTweede alinea bij {venue}' })
      .bearerToken(token)
    response.assertStatus(200)
    const { subject, html, text } = response.body().data
    assert.equal(subject, 'Jouw toegang tot Kawina Night – bestelling ST-K7M2P9QX4D')
    assert.include(html, '<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#111827">Tot zo bij Kawina Night!</h1>')
    assert.include(html, 'Hallo Anna, &lt;script&gt;alert(1)&lt;/script&gt;')
    assert.notInclude(html, '<script>')
    assert.include(text, 'Tweede alinea bij Thalia, Heerenstraat 6, Paramaribo')
    assert.include(text, 'Tickets downloaden', 'the button the mail has')
    assert.include(text, 'In de bijlage zit een PDF', 'the fixed text after the body')
    assert.deepEqual(await settingsRow(), before)
  })

  test('send a test to me: the draft arrives at the admin’s own address through SMTP; nothing saved', async ({ client, assert }) => {
    const { user, token } = await signedIn(client)
    const before = await settingsRow()
    const response = await client.post(`${TICKETS_NL}/test`).json(ticketsDraft).bearerToken(token)
    response.assertStatus(200)
    assert.equal(response.body().data.to, user.email)
    const mail = await sink.waitForMail({ to: user.email, subject: '[Test] Jouw toegang tot Kawina Night' })
    assert.include(mail.text, 'Beste Anna, fijn dat je erbij bent.')
    assert.include(mail.text, 'Groeten van het team van')
    assert.deepEqual(await settingsRow(), before)
  })

  test('an unknown mail or language is a 404; a sub-admin or organizer gets 403 on every template route', async ({ client }) => {
    const { token } = await signedIn(client)
    ;(await client.get('/api/platform-settings/email-templates/newsletter/nl').bearerToken(token)).assertStatus(404)
    ;(await client.put('/api/platform-settings/email-templates/tickets/pt').json(ticketsDraft).bearerToken(token)).assertStatus(404)
    for (const [role, extra] of [
      ['admin', { isSubAdmin: true }],
      ['organizer', {}],
    ] as const) {
      const other = await signedIn(client, role, extra)
      ;(await client.get('/api/platform-settings/email-templates').bearerToken(other.token)).assertStatus(403)
      ;(await client.put(TICKETS_NL).json(ticketsDraft).bearerToken(other.token)).assertStatus(403)
      ;(await client.delete(TICKETS_NL).bearerToken(other.token)).assertStatus(403)
      ;(await client.post(`${TICKETS_NL}/test`).json(ticketsDraft).bearerToken(other.token)).assertStatus(403)
    }
  })
})
