import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { AuditApprovalStatus } from '#enums/statuses'
import User from '#models/user'

const toJson = (value: unknown) => (value === null || value === undefined ? value : JSON.stringify(value))

export default class AuditChange extends BaseModel {
  static table = 'audit_changes'

  @column({ isPrimary: true })
  declare id: number

  /** Who made the change. */
  @column()
  declare userId: number | null

  @column()
  declare entityType: string

  @column()
  declare entityId: number | null

  /** create, update, delete, approve, ... */
  @column()
  declare action: string

  @column({ prepare: toJson })
  declare oldValues: Record<string, unknown> | null

  @column({ prepare: toJson })
  declare newValues: Record<string, unknown> | null

  @column()
  declare approval: AuditApprovalStatus

  @column()
  declare approvedBy: number | null

  @column.dateTime()
  declare approvedAt: DateTime | null

  @column()
  declare reason: string | null

  @column()
  declare ipAddress: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
