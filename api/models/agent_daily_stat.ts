import DailySalesStat from '#models/daily_sales_stat'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

/**
 * Sales of one day, with the loket / agent / direct (online) split.
 * Written by the aggregation runs (api/services/aggregates/aggregation_service.ts); the dashboards do not read agent_daily_stats yet.
 */
export default class AgentDailyStat extends DailySalesStat {
  static table = 'agent_daily_stats'

  @column()
  declare agentId: number

  @belongsTo(() => User, { foreignKey: 'agentId' })
  declare agent: BelongsTo<typeof User>
}
