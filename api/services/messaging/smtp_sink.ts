/*
 * A local SMTP server that accepts every mail: the development mail sink (bin/server.ts, when
 * SMTP_HOST is not set) and the test sink (tests/helpers/smtp_sink.ts). Each mail is parsed;
 * with a folder it is also stored as `<timestamp>-<n>.eml` plus a `.json` summary (to, subject,
 * text, html, links). Uses smtp-server and mailparser (dev dependencies: never loaded in production).
 */
import { mkdir } from 'node:fs/promises'
import { writeSinkFile } from '#services/messaging/sink_files'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { simpleParser, type AddressObject } from 'mailparser'

export interface SinkAttachment {
  filename: string | null
  contentType: string
  /** Content-ID of an inline image, without angle brackets. */
  cid: string | null
  size: number
  content: Buffer
}

/** What the `.json` beside each stored `.eml` holds. */
export interface StoredMailSummary {
  /** Recipients from the SMTP envelope, lowercased. */
  to: string[]
  from: string | null
  /** The Reply-To address, if the mail has one. */
  replyTo: string | null
  subject: string
  text: string
  html: string | null
  /** Every http(s) URL in the text and HTML parts, in order, without duplicates. */
  links: string[]
  attachments: Omit<SinkAttachment, 'content'>[]
  receivedAt: string
}

export interface ReceivedMail extends Omit<StoredMailSummary, 'attachments' | 'receivedAt'> {
  attachments: SinkAttachment[]
  receivedAt: Date
  raw: Buffer
  /** The stored .eml, when the sink has a folder. */
  file: string | null
}

export interface MailMatch {
  to: string
  /** Substring of, or pattern for, the subject. */
  subject?: string | RegExp
}

export interface SmtpSink {
  host: string
  port: number
  /**
   * Every mail received since the start or the last clear(); with a folder only the last KEPT_WITH_FOLDER
   * (the rest are in the folder), so a development server that runs for days does not grow with its mail.
   */
  mails: ReceivedMail[]
  /** The first received mail that matches, waiting for it up to timeoutMs. */
  waitForMail(match: MailMatch, timeoutMs?: number): Promise<ReceivedMail>
  /** Mails that match, without waiting. */
  find(match: MailMatch): ReceivedMail[]
  clear(): void
  /** Answer DATA with this SMTP error code (e.g. 451 temporary, 550 permanent) until called with null. */
  rejectWith(code: number | null): void
  close(): Promise<void>
}

export interface SmtpSinkOptions {
  host?: string
  /** 0 (default): a free port. */
  port?: number
  /** Store each mail as .eml + .json here. */
  dir?: string | null
  onMail?: (mail: ReceivedMail) => void
}

/** Mails kept in memory by a sink that also stores them in a folder (each holds its raw message and attachments). */
const KEPT_WITH_FOLDER = 100

const LINK_PATTERN = /https?:\/\/[^\s"'<>)\]]+/g

/** http(s) URLs in a mail's text and HTML, HTML entities in attributes decoded. */
export function extractLinks(...parts: (string | null | undefined)[]): string[] {
  const found = new Set<string>()
  for (const part of parts) {
    for (const match of (part ?? '').replace(/&amp;/g, '&').matchAll(LINK_PATTERN)) found.add(match[0].replace(/[.,;:!?]+$/, ''))
  }
  return [...found]
}

function matches(mail: ReceivedMail, match: MailMatch): boolean {
  if (!mail.to.includes(match.to.trim().toLowerCase())) return false
  if (match.subject === undefined) return true
  return typeof match.subject === 'string' ? mail.subject.includes(match.subject) : match.subject.test(mail.subject)
}

function firstAddress(value: AddressObject | AddressObject[] | undefined): string | null {
  const object = Array.isArray(value) ? value[0] : value
  return object?.value[0]?.address ?? null
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const mails: ReceivedMail[] = []
  const waiters = new Set<{ match: MailMatch; resolve: (mail: ReceivedMail) => void }>()
  let rejectCode: number | null = null
  let counter = 0

  async function receive(raw: Buffer, envelopeTo: string[]): Promise<void> {
    const parsed = await simpleParser(raw)
    const html = typeof parsed.html === 'string' ? parsed.html : null
    const text = parsed.text ?? ''
    const mail: ReceivedMail = {
      to: envelopeTo.map((address) => address.toLowerCase()),
      from: firstAddress(parsed.from),
      replyTo: firstAddress(parsed.replyTo),
      subject: parsed.subject ?? '',
      text,
      html,
      links: extractLinks(text, html),
      attachments: parsed.attachments.map((attachment) => ({
        filename: attachment.filename ?? null,
        contentType: attachment.contentType,
        cid: attachment.cid ?? null,
        size: attachment.size,
        content: attachment.content,
      })),
      receivedAt: new Date(),
      raw,
      file: null,
    }
    if (options.dir) mail.file = await store(options.dir, mail, ++counter)
    mails.push(mail)
    if (options.dir && mails.length > KEPT_WITH_FOLDER) mails.splice(0, mails.length - KEPT_WITH_FOLDER)
    options.onMail?.(mail)
    for (const waiter of waiters) {
      if (matches(mail, waiter.match)) {
        waiters.delete(waiter)
        waiter.resolve(mail)
      }
    }
  }

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    banner: 'SuriTickets mail sink',
    closeTimeout: 1000,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'sink' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (rejectCode) {
          const error = Object.assign(new Error(`Mail sink rejects mail (${rejectCode})`), { responseCode: rejectCode })
          return callback(error)
        }
        const recipients = session.envelope.rcptTo.map((address) => address.address)
        receive(Buffer.concat(chunks), recipients).then(
          () => callback(null, 'Opgeslagen'),
          (error: Error) => callback(Object.assign(error, { responseCode: 451 }))
        )
      })
    },
  })
  server.on('error', () => {})

  const host = options.host ?? '127.0.0.1'
  const port = await new Promise<number>((resolve, reject) => {
    const listener = server.listen(options.port ?? 0, host, () => resolve((listener.address() as AddressInfo).port))
    listener.once('error', reject)
  })

  return {
    host,
    port,
    mails,
    find: (match) => mails.filter((mail) => matches(mail, match)),
    waitForMail(match, timeoutMs = 10_000) {
      const existing = mails.find((mail) => matches(mail, match))
      if (existing) return Promise.resolve(existing)
      return new Promise<ReceivedMail>((resolve, reject) => {
        const waiter = {
          match,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer)
            resolve(mail)
          },
        }
        const timer = setTimeout(() => {
          waiters.delete(waiter)
          const seen = mails.map((mail) => `${mail.to.join(',')}: ${mail.subject}`).join('; ') || 'geen'
          reject(
            new Error(
              `Geen mail voor ${match.to}${match.subject ? ` met onderwerp ${match.subject}` : ''} binnen ${timeoutMs} ms (ontvangen: ${seen})`
            )
          )
        }, timeoutMs)
        waiters.add(waiter)
      })
    },
    clear: () => {
      mails.length = 0
    },
    rejectWith: (code) => {
      rejectCode = code
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function store(dir: string, mail: ReceivedMail, counter: number): Promise<string> {
  await mkdir(dir, { recursive: true })
  const base = join(dir, `${mail.receivedAt.toISOString().replace(/[:.]/g, '-')}-${process.pid}-${counter}`)
  const { raw: _raw, file: _file, ...fields } = mail
  const summary: StoredMailSummary = {
    ...fields,
    attachments: mail.attachments.map(({ content: _content, ...attachment }) => attachment),
    receivedAt: mail.receivedAt.toISOString(),
  }
  await writeSinkFile(`${base}.eml`, mail.raw)
  await writeSinkFile(`${base}.json`, JSON.stringify(summary, null, 2))
  return `${base}.eml`
}
