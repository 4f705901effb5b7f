import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { TokenStatus } from '#enums/statuses'
import Ticket from '#models/ticket'

export default class DownloadToken extends BaseModel {
  static table = 'download_tokens'

  @column({ isPrimary: true })
  declare id: number

  @column({ serializeAs: null })
  declare token: string

  @column()
  declare ticketId: number | null

  @column()
  declare ticketIds: number[]

  @column.dateTime()
  declare expiresAt: DateTime

  @column()
  declare status: TokenStatus

  @column()
  declare accessCount: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Ticket)
  declare ticket: BelongsTo<typeof Ticket>
}
