import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A seller's shift at a counter (migration 0072): frozen by the database once closed. */
export default class LoketShift extends BaseModel {
  static table = 'loket_shifts'

  @column({ isPrimary: true })
  declare id: number

  /** The organizer whose tickets were sold (the seller's employer). */
  @column()
  declare organizerId: number

  @column()
  declare sellerId: number

  @column.dateTime()
  declare openedAt: DateTime

  /** decimal(12,2) as string. */
  @column()
  declare openingFloat: string

  @column.dateTime()
  declare closedAt: DateTime | null

  @column()
  declare closedBy: number | null

  @column()
  declare countedCash: string | null

  @column()
  declare expectedCash: string | null

  @column()
  declare difference: string | null

  @column()
  declare note: string | null

  /** Numbered per organizer at closing. */
  @column()
  declare reportNumber: number | null

  @column({ prepare: (value: unknown) => (value === null ? null : JSON.stringify(value)) })
  declare report: Record<string, unknown> | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
