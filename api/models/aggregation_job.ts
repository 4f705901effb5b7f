import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { AggregationJobStatus } from '#enums/statuses'

const toJson = (value: unknown) => JSON.stringify(value)

/** One row per aggregation run: running, then completed or failed (api/services/aggregates/aggregation_service.ts). */
export default class AggregationJob extends BaseModel {
  static table = 'aggregation_jobs'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare jobType: string

  @column()
  declare status: AggregationJobStatus

  @column({ prepare: toJson })
  declare parameters: Record<string, unknown>

  @column()
  declare recordsProcessed: number

  @column()
  declare error: string | null

  @column.dateTime()
  declare startedAt: DateTime

  @column.dateTime()
  declare finishedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
