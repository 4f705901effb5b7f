import DailySalesStat from '#models/daily_sales_stat'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Event from '#models/event'

/**
 * Sales of one day, with the loket / agent / direct (online) split.
 * Nothing in the product reads or writes event_daily_stats yet: the SPEC §3 table waits for the analytics and compliance work.
 */
export default class EventDailyStat extends DailySalesStat {
  static table = 'event_daily_stats'

  @column()
  declare eventId: number

  @belongsTo(() => Event)
  declare event: BelongsTo<typeof Event>
}
