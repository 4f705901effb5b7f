/*
 * Without SMTP_HOST, outside production: a local SMTP sink on a free port that stores every mail in MAIL_SINK_DIR
 * (default .data/mail). One line says where mail (and WhatsApp) goes. Started by the single server process, or once by
 * the supervisor, whose workers all get its port (bin/supervisor.ts).
 */
import { fileURLToPath } from 'node:url'
import type { SmtpSink } from '../api/services/messaging/smtp_sink.js'

type Setting = (name: string) => string | number | boolean | undefined

export async function startDevelopmentMailSink(setting: Setting, appRoot: URL): Promise<SmtpSink | undefined> {
  const text = (name: string) => {
    const value = setting(name)
    return value === undefined ? undefined : String(value)
  }
  const folder = (value: string | undefined, fallback: string) => fileURLToPath(new URL(value?.trim() || fallback, appRoot))
  const production = text('NODE_ENV') === 'production'
  const whatsapp = text('WHATSAPP_ACCESS_TOKEN')
    ? 'WhatsApp via de Cloud API'
    : production
      ? 'WhatsApp niet geconfigureerd (WHATSAPP_ACCESS_TOKEN ontbreekt)'
      : `WhatsApp-berichten in ${folder(text('WHATSAPP_SINK_DIR'), '.data/whatsapp')}`
  const host = text('SMTP_HOST')?.trim()
  if (host || production) {
    console.log(`  E-mail via ${host ? `SMTP ${host}:${text('SMTP_PORT') ?? 587}` : 'niemand (SMTP_HOST ontbreekt)'}; ${whatsapp}`)
    return undefined
  }
  const { startSmtpSink } = await import('../api/services/messaging/smtp_sink.js')
  const dir = folder(text('MAIL_SINK_DIR'), '.data/mail')
  const sink = await startSmtpSink({ dir })
  console.log(`  E-mail gaat naar de lokale SMTP-sink ${sink.host}:${sink.port}: elke mail als .eml en .json in ${dir}; ${whatsapp}`)
  return sink
}
