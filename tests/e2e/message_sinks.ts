/*
 * Reading what the server under test "sent": e-mails land as JSON summaries in MAIL_SINK_DIR and
 * WhatsApp messages as JSON in WHATSAPP_SINK_DIR (both set by playwright.config.ts). Polls until
 * a matching message arrives (the outbox delivers in the background).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'

export interface SunkMail {
  to: string[]
  subject: string
  text: string
  links: string[]
}

export interface SunkWhatsApp {
  to: string
  text: string
  sentAt: string
}

function readJson<T>(dir: string | undefined): T[] {
  if (!dir || !existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as T)
}

async function poll<T>(find: () => T | undefined, what: string, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const found = find()
    if (found !== undefined) return found
    if (Date.now() > until) throw new Error(`no ${what} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** The newest mail to `to` whose subject contains `subject`. */
export function waitForMail(to: string, subject: string, timeoutMs = 30_000): Promise<SunkMail> {
  const address = to.toLowerCase()
  return poll(
    () =>
      readJson<SunkMail>(process.env.E2E_MAIL_SINK_DIR)
        .filter((mail) => mail.to.includes(address) && mail.subject.includes(subject))
        .at(-1),
    `mail to ${to} about "${subject}"`,
    timeoutMs
  )
}

/** The path and query of the first link in a mail that goes to `path` (the host is the server's own). */
export function linkTo(mail: SunkMail, path: string): string {
  const link = mail.links.map((l) => new URL(l)).find((url) => url.pathname === path)
  if (!link) throw new Error(`no ${path} link in mail "${mail.subject}": ${mail.links.join(', ')}`)
  return link.pathname + link.search
}

/** The newest 6-digit code sent by WhatsApp to `phone` (E.164), after `since` when given. */
export function waitForWhatsAppCode(phone: string, since = 0, timeoutMs = 30_000): Promise<string> {
  return poll(
    () => {
      const message = readJson<SunkWhatsApp>(process.env.E2E_WHATSAPP_SINK_DIR)
        .filter((m) => m.to.replace(/\s/g, '') === phone && Date.parse(m.sentAt) >= since && /\b\d{6}\b/.test(m.text))
        .at(-1)
      return message?.text.match(/\b(\d{6})\b/)?.[1]
    },
    `WhatsApp code to ${phone}`,
    timeoutMs
  )
}

/** A statement against the e2e database (E2E_PG_PORT), e.g. to switch a platform setting for one test. */
export async function sql(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT || '54359'}/suritickets`,
  })
  await client.connect()
  try {
    return await client.query(text, values)
  } finally {
    await client.end()
  }
}
