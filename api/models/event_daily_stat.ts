import DailySalesStat from '#models/daily_sales_stat'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Event from '#models/event'

/**
 * Sales of one day, with the loket / agent / direct (online) split.
 * Written by the aggregation runs (api/services/aggregates/aggregation_service.ts); the dashboards do not read event_daily_stats yet.
 */
export default class EventDailyStat extends DailySalesStat {
  static table = 'event_daily_stats'

  @column()
  declare eventId: number

  @belongsTo(() => Event)
  declare event: BelongsTo<typeof Event>
}
