import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { EmailChangeStatus } from '#enums/statuses'
import User from '#models/user'

export default class EmailChangeRequest extends BaseModel {
  static table = 'email_change_requests'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare currentEmail: string

  @column()
  declare newEmail: string

  @column()
  declare status: EmailChangeStatus

  @column()
  declare currentVerified: boolean

  @column()
  declare newVerified: boolean

  @column({ serializeAs: null })
  declare currentCode: string | null

  @column.dateTime()
  declare currentCodeExpiresAt: DateTime | null

  @column({ serializeAs: null })
  declare newCode: string | null

  @column.dateTime()
  declare newCodeExpiresAt: DateTime | null

  @column()
  declare currentAttempts: number

  @column()
  declare newAttempts: number

  @column()
  declare maxAttempts: number

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare completedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
