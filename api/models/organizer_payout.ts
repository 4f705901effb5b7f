import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A transfer from the platform to an organizer (migration 0095), marked paid by an admin; it lowers the balance owed. */
export default class OrganizerPayout extends BaseModel {
  static table = 'organizer_payouts'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare organizerId: number

  /** decimal(12,2) as string, > 0. */
  @column()
  declare amount: string

  @column()
  declare currency: string

  /** The bank transfer's reference. */
  @column()
  declare reference: string

  @column()
  declare note: string | null

  /** What was owed up to this moment is what the payout settled. */
  @column.dateTime()
  declare coversUntil: DateTime

  @column.dateTime()
  declare paidAt: DateTime

  @column()
  declare paidByUserId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
