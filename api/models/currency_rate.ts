import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

/** One rate as entered; a pair's newer rate is a new row, so the history stays (migration 0070). */
export default class CurrencyRate extends BaseModel {
  static table = 'currency_rates'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare fromCurrency: string

  @column()
  declare toCurrency: string

  /** decimal(18,8) as string: 1 fromCurrency = rate toCurrency. */
  @column()
  declare rate: string

  /** 'handmatig' for admin-entered rates. */
  @column()
  declare source: string

  /** The admin who entered it; null for seeded or loaded rates. */
  @column()
  declare createdById: number | null

  @belongsTo(() => User, { foreignKey: 'createdById' })
  declare createdBy: BelongsTo<typeof User>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
