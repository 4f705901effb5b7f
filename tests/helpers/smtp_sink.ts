/*
 * A real SMTP server for japa tests: startTestMailSink() listens on a free port and points the
 * app's mailer at it until close(). Mails arrive parsed (subject, text, html, links, attachments).
 *
 *   const sink = await startTestMailSink()
 *   ... trigger a mail, then await flushOutbox() (tests/helpers/outbox.ts) ...
 *   const mail = await sink.waitForMail({ to: 'anna@example.sr', subject: 'Bevestig' })
 *   assert.match(mail.links[0], /\/verify-email\?token=/)
 *   await sink.close()
 */
import { startSmtpSink, type SmtpSink } from '#services/messaging/smtp_sink'
import { pointMailerAt } from '#services/messaging/smtp_email_provider'

export type { MailMatch, ReceivedMail, SinkAttachment } from '#services/messaging/smtp_sink'

export type TestMailSink = SmtpSink

export async function startTestMailSink(): Promise<TestMailSink> {
  const sink = await startSmtpSink()
  const restore = await pointMailerAt(sink)
  return {
    ...sink,
    /** Stops the server and points the mailer back where it was. */
    close: async () => {
      await restore()
      await sink.close()
    },
  }
}
