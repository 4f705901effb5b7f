import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { OutboxChannel, OutboxStatus } from '#enums/statuses'

const toJson = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value))

/** A file sent with an e-mail: inline base64 content or a server-side path; cid makes it an inline image. */
export interface OutboxAttachment {
  filename: string
  contentType: string
  /** Base64 of the file's bytes (small files such as QR images and ticket PDFs). */
  content?: string
  /** Absolute path of a file on the server, read when the mail is sent. */
  path?: string
  /** Content-ID for an inline image: `<img src="cid:...">` in the HTML body. */
  cid?: string
}

/** A WhatsApp template message: the template's name as approved at Meta, its language and its body's parameters in order. */
export interface WhatsAppTemplateMessage {
  name: string
  language: string
  parameters: string[]
}

/** One outgoing message (see api/services/messaging/outbox_service.ts). */
export default class OutboxMessage extends BaseModel {
  static table = 'outbox_messages'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare channel: OutboxChannel

  /** What the message is for: email_verification, password_reset, phone_code, tickets, ... */
  @column()
  declare kind: string

  /** E-mail address, or an E.164 phone number (+5978123456) for WhatsApp. */
  @column()
  declare recipient: string

  @column()
  declare subject: string | null

  @column()
  declare bodyText: string

  @column()
  declare bodyHtml: string | null

  /** E-mail only: where an answer goes (a contact form's sender), else null. */
  @column()
  declare replyTo: string | null

  /** WhatsApp only: the approved template the message is sent as (a business-initiated message), else plain text. */
  @column({ prepare: toJson })
  declare whatsappTemplate: WhatsAppTemplateMessage | null

  @column({ prepare: toJson, serializeAs: null })
  declare attachments: OutboxAttachment[] | null

  @column()
  declare status: OutboxStatus

  @column()
  declare attempts: number

  @column()
  declare maxAttempts: number

  @column()
  declare lastError: string | null

  @column.dateTime()
  declare nextAttemptAt: DateTime

  @column()
  declare providerMessageId: string | null

  @column.dateTime()
  declare sentAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
