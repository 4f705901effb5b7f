import DailySalesStat from '#models/daily_sales_stat'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

/**
 * Sales of one day, with the loket / agent / direct (online) split.
 * Written by the aggregation runs (api/services/aggregates/aggregation_service.ts); the dashboards do not read organizer_daily_stats yet.
 */
export default class OrganizerDailyStat extends DailySalesStat {
  static table = 'organizer_daily_stats'

  @column()
  declare organizerId: number

  @belongsTo(() => User, { foreignKey: 'organizerId' })
  declare organizer: BelongsTo<typeof User>
}
