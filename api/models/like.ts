import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { LikeTargetType } from '#enums/statuses'
import User from '#models/user'

/** A like of an event or venue, or a follow of an organizer. */
export default class Like extends BaseModel {
  static table = 'likes'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare targetType: LikeTargetType

  @column()
  declare targetId: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
