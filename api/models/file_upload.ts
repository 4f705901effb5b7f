import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import FileUsage from '#models/file_usage'

export default class FileUpload extends BaseModel {
  static table = 'file_uploads'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare storageKey: string

  @column()
  declare url: string

  @column()
  declare originalName: string | null

  /** Bytes. */
  @column()
  declare size: number

  @column()
  declare mimeType: string

  @column()
  declare usageCount: number

  @column()
  declare uploadedBy: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User, { foreignKey: 'uploadedBy' })
  declare uploader: BelongsTo<typeof User>

  @hasMany(() => FileUsage)
  declare usages: HasMany<typeof FileUsage>
}
