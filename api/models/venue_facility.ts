import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class VenueFacility extends BaseModel {
  static table = 'venue_facilities'

  @column({ isPrimary: true })
  declare id: number

  /** parking, accessible, wifi, catering, kitchen, airConditioning, audioSystem, lighting, or an admin-added key. */
  @column()
  declare key: string

  @column()
  declare name: string

  /** lucide icon name, e.g. 'car'. */
  @column()
  declare iconName: string

  @column()
  declare colorCode: string

  @column()
  declare backgroundColor: string

  @column()
  declare sortOrder: number

  @column()
  declare isActive: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
