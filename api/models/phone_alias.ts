import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

export default class PhoneAlias extends BaseModel {
  static table = 'phone_aliases'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare oldPhone: string

  @column()
  declare newPhone: string

  /** 'user_request' unless an admin changed it. */
  @column()
  declare reason: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
