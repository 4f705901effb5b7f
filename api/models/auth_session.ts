import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

/** One issued token (accounts issue): its id travels inside the signed token as `sid`. */
export default class AuthSession extends BaseModel {
  static table = 'auth_sessions'

  @column({ isPrimary: true })
  declare id: string

  @column()
  declare userId: number

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare revokedAt: DateTime | null

  @column()
  declare revokedReason: string | null

  @column.dateTime()
  declare lastUsedAt: DateTime | null

  @column()
  declare ip: string | null

  @column()
  declare userAgent: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  get isActive(): boolean {
    return this.revokedAt === null && this.expiresAt > DateTime.now()
  }
}
