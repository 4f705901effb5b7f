import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { ExportFilters, ExportRunFormat, ExportRunStatus } from '#domain/exports'
import ComplianceExportTemplate from '#models/compliance_export_template'

const toJson = (value: unknown) => JSON.stringify(value)

/** One run of an export template and its file (migration 0110; api/services/exports/export_runs.ts). */
export default class ExportRun extends BaseModel {
  static table = 'export_runs'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare templateId: number

  @column()
  declare requestedBy: number

  @column({ prepare: toJson })
  declare filters: ExportFilters

  @column()
  declare format: ExportRunFormat

  @column()
  declare status: ExportRunStatus

  @column()
  declare language: string

  @column()
  declare inBackground: boolean

  @column()
  declare rowCount: number | null

  @column()
  declare fileName: string | null

  @column({ serializeAs: null })
  declare fileContent: Buffer | null

  @column()
  declare fileBytes: number | null

  @column.dateTime()
  declare expiresAt: DateTime | null

  @column()
  declare error: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime()
  declare startedAt: DateTime | null

  @column.dateTime()
  declare completedAt: DateTime | null

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => ComplianceExportTemplate, { foreignKey: 'templateId' })
  declare template: BelongsTo<typeof ComplianceExportTemplate>
}
