import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

const toJson = (value: unknown) => JSON.stringify(value)

/**
 * A tracked product event (page_view, ticket_purchase, ...), not an event that sells tickets.
 * Nothing in the product reads or writes analytics_events yet: the SPEC §3 table waits for the analytics and compliance work.
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
