import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import FileUpload from '#models/file_upload'

export default class FileUsage extends BaseModel {
  static table = 'file_usage'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare fileUploadId: number

  @column()
  declare entityType: string

  @column()
  declare entityId: number

  @column()
  declare field: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @belongsTo(() => FileUpload)
  declare fileUpload: BelongsTo<typeof FileUpload>
}
