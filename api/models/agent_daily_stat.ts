import DailySalesStat from '#models/daily_sales_stat'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

/**
 * Sales of one day, with the loket / agent / direct (online) split.
 * Nothing in the product reads or writes agent_daily_stats yet: the SPEC §3 table waits for the analytics and compliance work.
 */
export default class AgentDailyStat extends DailySalesStat {
  static table = 'agent_daily_stats'

  @column()
  declare agentId: number

  @belongsTo(() => User, { foreignKey: 'agentId' })
  declare agent: BelongsTo<typeof User>
}
