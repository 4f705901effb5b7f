import env from '#start/env'
import { defineConfig } from '@adonisjs/mail'
import { SMTPTransport } from '@adonisjs/mail/transports/smtp'
import type { InferMailers, SMTPConfig } from '@adonisjs/mail/types'

/*
 * One SMTP mailer, configured from the environment. The transport is built from the
 * environment when the mailer is first used (not at boot), so the development sink in
 * bin/server.ts and the test sink can point it at their own port: set SMTP_HOST/SMTP_PORT,
 * then `mail.close('smtp')` (see pointMailerAt in api/services/messaging/smtp_email_provider.ts).
 * Without SMTP_HOST nothing is sent: the outbox records 'Geen SMTP-server geconfigureerd'.
 */
export const DEFAULT_MAIL_FROM_ADDRESS = 'no-reply@suritickets.sr'

export interface MailSettings {
  host: string | null
  port: number
  secure: boolean
  user: string | null
  password: string | null
  fromAddress: string
  /** Null: the site name from the platform settings. */
  fromName: string | null
}

export function mailSettings(): MailSettings {
  const secure = env.get('SMTP_SECURE') ?? false
  return {
    host: env.get('SMTP_HOST')?.trim() || null,
    port: env.get('SMTP_PORT') ?? (secure ? 465 : 587),
    secure,
    user: env.get('SMTP_USER')?.trim() || null,
    password: env.get('SMTP_PASSWORD') || null,
    fromAddress: env.get('MAIL_FROM_ADDRESS')?.trim() || DEFAULT_MAIL_FROM_ADDRESS,
    fromName: env.get('MAIL_FROM_NAME')?.trim() || null,
  }
}

export function smtpTransportConfig(settings = mailSettings()): SMTPConfig {
  return {
    host: settings.host ?? '127.0.0.1',
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { type: 'login', user: settings.user, pass: settings.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  }
}

const mailConfig = defineConfig({
  default: 'smtp',
  mailers: {
    smtp: () => new SMTPTransport(smtpTransportConfig()),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging, as the package documents
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
