import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { ContactTarget } from '#domain/contact_rules'

/** A message sent through a venue's or organizer's contact form (migration 0090). */
export default class ContactMessage extends BaseModel {
  static table = 'contact_messages'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare targetType: ContactTarget

  @column()
  declare venueId: number | null

  @column()
  declare organizerId: number | null

  @column()
  declare firstName: string

  @column()
  declare lastName: string

  @column()
  declare email: string

  @column()
  declare phone: string

  @column()
  declare subject: string

  @column()
  declare message: string

  @column()
  declare recipientEmail: string

  @column()
  declare ipAddress: string | null

  /** reCAPTCHA v3 score (decimal(3,2), read as a string by pg); null without captcha. */
  @column({ consume: (value: string | number | null) => (value === null ? null : Number(value)) })
  declare captchaScore: number | null

  @column()
  declare outboxMessageId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
