import DailySalesStat from '#models/daily_sales_stat'
import { column } from '@adonisjs/lucid/orm'

/**
 * Sales of one day, with the loket / agent / direct (online) split.
 * Nothing in the product reads or writes platform_daily_stats yet: the SPEC §3 table waits for the analytics and compliance work.
 */
export default class PlatformDailyStat extends DailySalesStat {
  static table = 'platform_daily_stats'

  @column()
  declare newUsers: number

  @column()
  declare activeEvents: number
}
