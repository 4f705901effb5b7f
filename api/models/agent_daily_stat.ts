import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

/** Sales of one day, with the loket / agent / direct (online) split. */
export default class AgentDailyStat extends BaseModel {
  static table = 'agent_daily_stats'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare agentId: number

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

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User, { foreignKey: 'agentId' })
  declare agent: BelongsTo<typeof User>
}
