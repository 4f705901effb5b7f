import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/**
 * Columns every daily statistics table shares (SPEC §3: sales, revenue, commission and the
 * loket / agent / direct split). Agent, organizer, event and platform stats extend it.
 */
export default class DailySalesStat extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column.date()
  declare statDate: DateTime

  @column()
  declare ordersCount: number

  @column()
  declare ticketsSold: number

  @column()
  declare revenue: string

  @column()
  declare commission: string

  @column()
  declare platformFees: string

  @column()
  declare loketTicketsSold: number

  @column()
  declare loketRevenue: string

  @column()
  declare agentTicketsSold: number

  @column()
  declare agentRevenue: string

  @column()
  declare directTicketsSold: number

  @column()
  declare directRevenue: string

  /** Σ (payment fee + its btw) of the day's sold orders (migration 0103). */
  @column()
  declare paymentFees: string

  /** Σ total of the day's sold orders: what buyers paid, fees included (migration 0103). */
  @column()
  declare grossRevenue: string

  @column()
  declare loketOrders: number

  @column()
  declare agentOrders: number

  @column()
  declare directOrders: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
