import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

const toJson = (value: unknown) => JSON.stringify(value)

/** Nothing in the product reads or writes sub_accounts yet (teams use the users table); the SPEC §3 table stays. */
export default class SubAccount extends BaseModel {
  static table = 'sub_accounts'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare parentUserId: number

  @column()
  declare email: string

  @column()
  declare name: string

  @column()
  declare role: string

  @column({ prepare: toJson })
  declare permissions: Record<string, unknown>

  @column()
  declare isActive: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User, { foreignKey: 'parentUserId' })
  declare parentUser: BelongsTo<typeof User>
}
