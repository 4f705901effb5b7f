import mail from '@adonisjs/mail/services/main'
import type { Message } from '@adonisjs/mail'
import env from '#start/env'
import type { OutboxAttachment } from '#models/outbox_message'
import type { EmailProvider, OutgoingEmail } from '#services/messaging/email_provider'
import type { SendResult } from '#services/messaging/send_result'

interface SmtpError {
  code?: string
  responseCode?: number
  response?: string
  command?: string
  message?: string
}

/** Sends through the 'smtp' mailer of config/mail.ts. */
export class SmtpEmailProvider implements EmailProvider {
  constructor(private from: { address: string; name: string }) {}

  async send(email: OutgoingEmail): Promise<SendResult> {
    try {
      const response = await mail.use('smtp').send((message) => {
        message.from(this.from.address, this.from.name).to(email.to).subject(email.subject).text(email.text)
        if (email.html) message.html(email.html)
        if (email.replyTo) message.replyTo(email.replyTo)
        for (const attachment of email.attachments ?? []) addAttachment(message, attachment)
      })
      return { ok: true, providerMessageId: response.messageId ?? null }
    } catch (error) {
      return describeSmtpError(error as SmtpError)
    }
  }
}

function addAttachment(message: Message, attachment: OutboxAttachment) {
  const options = { filename: attachment.filename, contentType: attachment.contentType }
  if (attachment.content !== undefined) {
    const bytes = Buffer.from(attachment.content, 'base64')
    if (attachment.cid) message.embedData(bytes, attachment.cid, options)
    else message.attachData(bytes, options)
  } else if (attachment.path) {
    if (attachment.cid) message.embed(attachment.path, attachment.cid, options)
    else message.attach(attachment.path, options)
  }
}

/** nodemailer's error as one readable line; a 5xx answer to the envelope is final (unknown mailbox). */
export function describeSmtpError(error: SmtpError): SendResult {
  if (error.responseCode) {
    const permanent = error.responseCode >= 500 && (error.command === 'RCPT TO' || error.code === 'EENVELOPE')
    return {
      ok: false,
      error: `SMTP-server weigerde het bericht (${error.responseCode}${error.command ? ` op ${error.command}` : ''}): ${error.response ?? error.message}`,
      permanent,
    }
  }
  if (['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ECONNREFUSED'].includes(error.code ?? '')) {
    return { ok: false, error: `SMTP-server onbereikbaar (${error.code}): ${error.message}` }
  }
  if (error.code === 'EAUTH') return { ok: false, error: `SMTP-aanmelding mislukt: ${error.message}` }
  return { ok: false, error: `E-mail verzenden mislukt${error.code ? ` (${error.code})` : ''}: ${error.message ?? String(error)}` }
}

/**
 * Points the 'smtp' mailer at another server (the development sink, a test sink) and drops the
 * cached transport so the next mail uses it. Returns a function that restores the previous setting.
 */
export async function pointMailerAt(server: { host: string; port: number }): Promise<() => Promise<void>> {
  const previous = { host: env.get('SMTP_HOST'), port: env.get('SMTP_PORT'), secure: env.get('SMTP_SECURE') }
  env.set('SMTP_HOST', server.host)
  env.set('SMTP_PORT', server.port)
  env.set('SMTP_SECURE', false)
  await mail.close('smtp')
  return async () => {
    env.set('SMTP_HOST', previous.host ?? '')
    if (previous.port !== undefined) env.set('SMTP_PORT', previous.port)
    if (previous.secure !== undefined) env.set('SMTP_SECURE', previous.secure)
    await mail.close('smtp')
  }
}
