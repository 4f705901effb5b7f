import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { ExportFormat } from '#enums/statuses'
import User from '#models/user'

const toJson = (value: unknown) => JSON.stringify(value)

/** The export templates (migration 0109 seeds them; domain/exports.ts holds their columns, api/services/exports/ their rows). */
export default class ComplianceExportTemplate extends BaseModel {
  static table = 'compliance_export_templates'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare description: string | null

  @column()
  declare entityType: string

  @column({ prepare: toJson })
  declare fields: string[]

  @column({ prepare: toJson })
  declare filters: Record<string, unknown>

  @column()
  declare format: ExportFormat

  @column()
  declare isActive: boolean

  @column()
  declare createdBy: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User, { foreignKey: 'createdBy' })
  declare creator: BelongsTo<typeof User>
}
