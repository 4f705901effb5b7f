import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { Translations } from '#domain/languages'

export default class EventCategory extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare colorCode: string

  /** The name in en/es/fr/de; the Dutch name is the fallback (domain/languages.ts localizedText). */
  @column({ prepare: (value: Translations) => JSON.stringify(value ?? {}) })
  declare translations: Translations

  @column()
  declare sortOrder: number

  @column()
  declare isActive: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
