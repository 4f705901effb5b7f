import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

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

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
