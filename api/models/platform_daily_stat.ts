import DailySalesStat from '#models/daily_sales_stat'
import { column } from '@adonisjs/lucid/orm'

/**
 * Sales of one day, with the loket / agent / direct (online) split.
 * Written by the aggregation runs (api/services/aggregates/aggregation_service.ts); the dashboards do not read platform_daily_stats yet.
 */
export default class PlatformDailyStat extends DailySalesStat {
  static table = 'platform_daily_stats'

  @column()
  declare newUsers: number

  @column()
  declare activeEvents: number
}
