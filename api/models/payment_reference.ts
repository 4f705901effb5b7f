import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { PaymentProvider } from '#enums/statuses'
import Order from '#models/order'

export default class PaymentReference extends BaseModel {
  static table = 'payment_references'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare reference: string

  @column()
  declare paymentId: string | null

  @column()
  declare provider: PaymentProvider

  @column()
  declare orderId: number | null

  @column()
  declare isProcessed: boolean

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Order)
  declare order: BelongsTo<typeof Order>
}
