import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { TokenStatus } from '#enums/statuses'
import Event from '#models/event'
import Ticket from '#models/ticket'

/** Nothing in the product reads or writes review_tokens: invitations use review_invite_tokens; the SPEC §3 table stays. */
export default class ReviewToken extends BaseModel {
  static table = 'review_tokens'

  @column({ isPrimary: true })
  declare id: number

  @column({ serializeAs: null })
  declare token: string

  @column()
  declare ticketId: number | null

  @column()
  declare eventId: number

  @column()
  declare buyerEmail: string | null

  @column()
  declare buyerPhone: string | null

  @column()
  declare buyerName: string | null

  @column()
  declare status: TokenStatus

  @column.dateTime()
  declare expiresAt: DateTime | null

  @column.dateTime()
  declare usedAt: DateTime | null

  @column.dateTime()
  declare reminderSentAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Event)
  declare event: BelongsTo<typeof Event>

  @belongsTo(() => Ticket)
  declare ticket: BelongsTo<typeof Ticket>
}
