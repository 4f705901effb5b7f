import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

const toJson = (value: unknown) => JSON.stringify(value)

/**
 * A step of an event's funnel (page_view, ticket_dialog_opened, …, paid), not an event that sells tickets: written by
 * POST /api/analytics/collect and, for 'paid', by a trigger on orders (docs/analytics.md). sessionId is the visit's id.
 */
export default class AnalyticsEvent extends BaseModel {
  static table = 'analytics_events'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare userId: number | null

  @column()
  declare sessionId: string | null

  @column()
  declare eventId: number | null

  @column()
  declare venueId: number | null

  @column({ prepare: toJson })
  declare properties: Record<string, unknown>

  @column.dateTime()
  declare occurredAt: DateTime

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
