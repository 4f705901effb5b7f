import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

const toJson = (value: unknown) => JSON.stringify(value)

/** Nothing in the product reads or writes user_activity_logs yet: the SPEC §3 table waits for the analytics and compliance work. */
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
