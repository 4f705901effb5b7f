import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import Event from '#models/event'

/**
 * One agent's sales of one event on one day.
 * Written by the aggregation runs (api/services/aggregates/aggregation_service.ts); the dashboards do not read agent_daily_summaries yet.
 */
export default class AgentDailySummary extends BaseModel {
  static table = 'agent_daily_summaries'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare agentId: number

  @column()
  declare organizerId: number | null

  @column()
  declare eventId: number

  @column.date()
  declare summaryDate: DateTime

  @column()
  declare ordersCount: number

  @column()
  declare ticketsSold: number

  @column()
  declare revenue: string

  @column()
  declare commission: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User, { foreignKey: 'agentId' })
  declare agent: BelongsTo<typeof User>

  @belongsTo(() => Event)
  declare event: BelongsTo<typeof Event>
}
