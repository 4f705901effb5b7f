import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { RetentionAction } from '#enums/statuses'

/** Nothing in the product reads or writes data_retention_policies yet: the SPEC §3 table waits for the analytics and compliance work. */
export default class DataRetentionPolicy extends BaseModel {
  static table = 'data_retention_policies'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare entityType: string

  @column()
  declare retentionDays: number

  @column()
  declare action: RetentionAction

  @column()
  declare description: string | null

  @column()
  declare isActive: boolean

  @column.dateTime()
  declare lastAppliedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
