import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { AggregationJobStatus } from '#enums/statuses'

const toJson = (value: unknown) => JSON.stringify(value)

/** Nothing in the product reads or writes aggregation_jobs yet: the SPEC §3 table waits for the analytics and compliance work. */
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
