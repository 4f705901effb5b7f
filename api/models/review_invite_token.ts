import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { ReviewType } from '#enums/statuses'
import Event from '#models/event'
import Venue from '#models/venue'
import User from '#models/user'

export default class ReviewInviteToken extends BaseModel {
  static table = 'review_invite_tokens'

  @column({ isPrimary: true })
  declare id: number

  /** 64 characters. */
  @column({ serializeAs: null })
  declare token: string

  @column()
  declare inviteeEmail: string | null

  @column()
  declare inviteePhone: string | null

  @column()
  declare reviewType: ReviewType

  @column()
  declare eventId: number | null

  @column()
  declare venueId: number | null

  @column()
  declare organizerId: number | null

  /** 'systeem' unless a person sent it. */
  @column()
  declare invitedBy: string

  @column()
  declare isUsed: boolean

  @column.dateTime()
  declare expiresAt: DateTime

  @column()
  declare emailSent: boolean

  @column.dateTime()
  declare emailSentAt: DateTime | null

  @column()
  declare whatsappSent: boolean

  @column.dateTime()
  declare whatsappSentAt: DateTime | null

  @column()
  declare deliveryAttempts: number

  @column()
  declare deliveryError: string | null

  /** The buyer's identity, unique per event (one invitation per buyer). */
  @column()
  declare inviteeKey: string | null

  @column()
  declare orderId: number | null

  @column()
  declare userId: number | null

  @column()
  declare inviteeName: string | null

  @column()
  declare contactMethod: string | null

  @column.dateTime()
  declare usedAt: DateTime | null

  /** Its outbox rows (delivery state copied back by the invitation job). */
  @column()
  declare emailMessageId: number | null

  @column()
  declare whatsappMessageId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Event)
  declare event: BelongsTo<typeof Event>

  @belongsTo(() => Venue)
  declare venue: BelongsTo<typeof Venue>

  @belongsTo(() => User, { foreignKey: 'organizerId' })
  declare organizer: BelongsTo<typeof User>
}
