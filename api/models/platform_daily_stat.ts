import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** Sales of one day, with the loket / agent / direct (online) split. */
export default class PlatformDailyStat extends BaseModel {
  static table = 'platform_daily_stats'

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

  @column()
  declare newUsers: number

  @column()
  declare activeEvents: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
