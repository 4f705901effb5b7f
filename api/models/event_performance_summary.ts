import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Event from '#models/event'

/** Written by the aggregation runs (api/services/aggregates/aggregation_service.ts); the dashboards do not read event_performance_summaries yet. */
export default class EventPerformanceSummary extends BaseModel {
  static table = 'event_performance_summaries'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare eventId: number

  @column()
  declare capacity: number

  @column()
  declare ticketsSold: number

  @column()
  declare ticketsCheckedIn: number

  @column()
  declare revenue: string

  @column()
  declare sellThroughPercentage: string

  @column()
  declare loketTicketsSold: number

  @column()
  declare agentTicketsSold: number

  @column()
  declare directTicketsSold: number

  @column.dateTime()
  declare lastCalculatedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Event)
  declare event: BelongsTo<typeof Event>
}
