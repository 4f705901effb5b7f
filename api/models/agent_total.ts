import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

/** Written by the aggregation runs (api/services/aggregates/aggregation_service.ts); the dashboards do not read agent_totals yet. */
export default class AgentTotal extends BaseModel {
  static table = 'agent_totals'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare agentId: number

  @column()
  declare totalOrders: number

  @column()
  declare totalTicketsSold: number

  @column()
  declare totalRevenue: string

  @column()
  declare totalCommission: string

  @column()
  declare activePartnerships: number

  @column.dateTime()
  declare lastSaleAt: DateTime | null

  @column.dateTime()
  declare lastCalculatedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User, { foreignKey: 'agentId' })
  declare agent: BelongsTo<typeof User>
}
