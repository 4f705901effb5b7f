import { test } from '@japa/runner'
import { createServer } from 'node:net'
import { DateTime } from 'luxon'
import OutboxMessage from '#models/outbox_message'
import outbox from '#services/messaging/outbox_service'
import { renderEmail } from '#services/messaging/email_layout'
import { pointMailerAt } from '#services/messaging/smtp_email_provider'
import { startTestMailSink, type TestMailSink } from '#tests/helpers/smtp_sink'

const unique = (name: string) => `${name}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.sr`

/** A port nothing listens on: SMTP connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

test.group('outbox e-mail over SMTP', (group) => {
  let sink: TestMailSink
  group.setup(async () => {
    sink = await startTestMailSink()
    return () => sink.close()
  })
  group.each.setup(() => sink.clear())

  test('a queued mail arrives with subject, text, HTML and its link', async ({ assert }) => {
    const to = unique('anna')
    const email = renderEmail({
      title: 'Bevestig je e-mailadres',
      intro: 'Welkom bij SuriTickets, Anna.',
      action: { label: 'E-mailadres bevestigen', url: 'https://suritickets.sr/verify-email?token=abc123' },
    })
    const message = await outbox.queueEmail({ to, subject: 'Bevestig je e-mailadres', ...email }, { kind: 'email_verification' })
    assert.equal(message.status, 'pending')

    assert.equal(await outbox.deliver(message.id), 'sent')
    const mail = await sink.waitForMail({ to, subject: 'Bevestig' })
    assert.equal(mail.subject, 'Bevestig je e-mailadres')
    assert.equal(mail.from, 'no-reply@suritickets.sr')
    assert.include(mail.text, 'Welkom bij SuriTickets, Anna.')
    assert.include(mail.text, 'https://suritickets.sr/verify-email?token=abc123')
    assert.include(mail.html ?? '', 'E-mailadres bevestigen')
    assert.deepEqual(mail.links, ['https://suritickets.sr/verify-email?token=abc123'])

    const row = await OutboxMessage.findOrFail(message.id)
    assert.equal(row.status, 'sent')
    assert.equal(row.attempts, 1)
    assert.isNull(row.lastError)
    assert.isNotNull(row.sentAt)
    assert.isNotNull(row.providerMessageId)
  })

  test('attachments and inline images travel with the mail', async ({ assert }) => {
    const to = unique('tickets')
    const pdf = Buffer.from('%PDF-1.4 fake ticket')
    const png = Buffer.from('89504e470d0a1a0a', 'hex')
    const message = await outbox.queueEmail(
      {
        to,
        subject: 'Je tickets',
        text: 'Je tickets zitten in de bijlage.',
        html: '<p>Je tickets</p><img src="cid:qr-1" alt="QR">',
        attachments: [
          { filename: 'tickets.pdf', contentType: 'application/pdf', content: pdf.toString('base64') },
          { filename: 'qr-1.png', contentType: 'image/png', content: png.toString('base64'), cid: 'qr-1' },
        ],
      },
      { kind: 'tickets' }
    )
    assert.equal(await outbox.deliver(message.id), 'sent')
    const mail = await sink.waitForMail({ to })
    const attachedPdf = mail.attachments.find((attachment) => attachment.filename === 'tickets.pdf')
    const inline = mail.attachments.find((attachment) => attachment.cid === 'qr-1')
    assert.equal(attachedPdf?.contentType, 'application/pdf')
    assert.deepEqual(attachedPdf?.content, pdf)
    assert.deepEqual(inline?.content, png)
  })

  test('an SMTP outage keeps the mail pending with attempts and the error; a later run sends it once', async ({ assert }) => {
    const to = unique('outage')
    const restore = await pointMailerAt({ host: '127.0.0.1', port: await closedPort() })
    let message: OutboxMessage
    try {
      message = await outbox.queueEmail(
        { to, subject: 'Wachtwoord herstellen', text: 'Herstel je wachtwoord.' },
        { kind: 'password_reset' }
      )
      assert.equal(await outbox.deliver(message.id), 'retry')
    } finally {
      await restore()
    }

    const failed = await OutboxMessage.findOrFail(message.id)
    assert.equal(failed.status, 'pending')
    assert.equal(failed.attempts, 1)
    assert.match(failed.lastError ?? '', /^SMTP-server onbereikbaar/)
    assert.isAbove(failed.nextAttemptAt.toMillis(), Date.now() + 30_000)

    // Not due yet: the sweep leaves it alone.
    await outbox.deliverDue()
    assert.equal((await OutboxMessage.findOrFail(message.id)).status, 'pending')
    assert.lengthOf(sink.find({ to }), 0)

    // Once due the sweep sends it; further sweeps and deliveries do not send it again.
    await outbox.deliverDue({ now: DateTime.now().plus({ minutes: 2 }) })
    await outbox.deliverDue({ now: DateTime.now().plus({ minutes: 20 }) })
    assert.equal(await outbox.deliver(message.id), 'skipped')
    await sink.waitForMail({ to })
    const sent = await OutboxMessage.findOrFail(message.id)
    assert.equal(sent.status, 'sent')
    assert.equal(sent.attempts, 2)
    assert.isNull(sent.lastError)
    assert.lengthOf(sink.find({ to }), 1)
  })

  test('a server answering 451 counts as a failed attempt; after max_attempts the mail is failed', async ({ assert }) => {
    const to = unique('busy')
    sink.rejectWith(451)
    try {
      const message = await outbox.queueEmail({ to, subject: 'Drukte', text: 'Tekst' }, { kind: 'test', maxAttempts: 2 })
      assert.equal(await outbox.deliver(message.id), 'retry')
      assert.equal((await outbox.deliverDue({ now: DateTime.now().plus({ minutes: 2 }) })).failed >= 1, true)
      const row = await OutboxMessage.findOrFail(message.id)
      assert.equal(row.status, 'failed')
      assert.equal(row.attempts, 2)
      assert.match(row.lastError ?? '', /451/)
      assert.equal(await outbox.deliver(message.id), 'skipped')
    } finally {
      sink.rejectWith(null)
    }
    assert.lengthOf(sink.find({ to }), 0)
  })
})
