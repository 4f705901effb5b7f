import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A payment in the Uni5Pay+ sandbox (/mock-uni5pay-checkout). */
export default class Uni5paySandboxPayment extends BaseModel {
  static table = 'uni5pay_sandbox_payments'

  @column({ isPrimary: true })
  declare id: string

  @column()
  declare orderNumber: string

  /** Our payment attempt (payment_references.reference); null for payments made before it existed. */
  @column()
  declare reference: string | null

  @column()
  declare amount: string

  @column()
  declare currency: string

  @column()
  declare description: string

  @column()
  declare status: 'open' | 'paid' | 'canceled' | 'expired'

  @column()
  declare redirectUrl: string

  @column()
  declare webhookUrl: string

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
