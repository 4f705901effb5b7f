import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

const toJson = (value: unknown) => JSON.stringify(value)

/** A line of a person’s account activity (SPEC §3): api/services/accounts/activity_service.ts writes and reads them. */
export default class UserActivityLog extends BaseModel {
  static table = 'user_activity_logs'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number | null

  @column()
  declare action: string

  @column()
  declare entityType: string | null

  @column()
  declare entityId: number | null

  @column({ prepare: toJson })
  declare metadata: Record<string, unknown>

  @column()
  declare ipAddress: string | null

  @column()
  declare userAgent: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
