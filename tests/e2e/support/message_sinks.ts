/*
 * Journeys read what the server "sent": bin/server.ts runs without SMTP_HOST and without a
 * WhatsApp token in e2e, so every mail lands as .json in E2E_MAIL_SINK_DIR and every WhatsApp
 * message as .json in E2E_WHATSAPP_SINK_DIR (both set by playwright.config.ts). Mail leaves
 * through the outbox's pg-boss job, usually within a second or two.
 *
 *   const mail = await waitForSinkMail({ to: 'anna@example.sr', subject: 'Bevestig' })
 *   await page.goto(mail.links[0])
 *   const code = (await waitForSinkWhatsApp('+5978123456')).text.match(/\d{6}/)?.[0]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { StoredMailSummary } from '../../../api/services/messaging/smtp_sink.js'
import type { WhatsAppSinkRecord } from '../../../api/services/messaging/whatsapp_sink_provider.js'

export type SinkMail = StoredMailSummary
export type SinkWhatsApp = WhatsAppSinkRecord

/** Every .json in a folder, oldest first (file names start with an ISO timestamp). */
function readRecords<T>(dir: string | undefined): T[] {
  if (!dir || !existsSync(dir)) return []
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T)
}

async function poll<T>(find: () => T | undefined, describe: string, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const found = find()
    if (found) return found
    if (Date.now() > until) throw new Error(`${describe} niet ontvangen binnen ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The newest mail to this address (and subject part), waiting for it. */
export function waitForSinkMail(
  match: { to: string; subject?: string | RegExp },
  timeoutMs = 15_000,
  dir = process.env.E2E_MAIL_SINK_DIR
): Promise<SinkMail> {
  const to = match.to.toLowerCase()
  const subjectMatches = (subject: string) =>
    match.subject === undefined || (typeof match.subject === 'string' ? subject.includes(match.subject) : match.subject.test(subject))
  return poll(
    () =>
      readRecords<SinkMail>(dir)
        .filter((mail) => mail.to.includes(to) && subjectMatches(mail.subject))
        .at(-1),
    `Mail voor ${match.to}`,
    timeoutMs
  )
}

/** The newest WhatsApp message to this E.164 number, waiting for it. */
export function waitForSinkWhatsApp(to: string, timeoutMs = 15_000, dir = process.env.E2E_WHATSAPP_SINK_DIR): Promise<SinkWhatsApp> {
  return poll(
    () =>
      readRecords<SinkWhatsApp>(dir)
        .filter((message) => message.to === to)
        .at(-1),
    `WhatsApp-bericht voor ${to}`,
    timeoutMs
  )
}
