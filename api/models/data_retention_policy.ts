import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { RetentionAction } from '#enums/statuses'

/** How long one kind of data is kept (domain/data_retention.ts); the nightly retention job applies each active one. */
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
