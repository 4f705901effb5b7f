import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

/** Written by the aggregation runs (api/services/aggregates/aggregation_service.ts); the dashboards do not read organizer_totals yet. */
export default class OrganizerTotal extends BaseModel {
  static table = 'organizer_totals'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare organizerId: number

  @column()
  declare totalEvents: number

  @column()
  declare totalOrders: number

  @column()
  declare totalTicketsSold: number

  @column()
  declare totalRevenue: string

  @column()
  declare totalPlatformFees: string

  @column()
  declare totalAgentCommission: string

  @column.dateTime()
  declare lastCalculatedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User, { foreignKey: 'organizerId' })
  declare organizer: BelongsTo<typeof User>
}
