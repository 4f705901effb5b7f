import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export type RetentionRunStatus = 'running' | 'succeeded' | 'failed' | 'interrupted'
export type RetentionRunTrigger = 'nightly' | 'manual'

/** One run of the retention job and what it removed per kind (migration 0107). */
export default class RetentionRun extends BaseModel {
  static table = 'retention_runs'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare trigger: RetentionRunTrigger

  @column()
  declare triggeredByUserId: number | null

  @column()
  declare status: RetentionRunStatus

  /** Rows removed or anonymised, keyed by the policy's entity_type. */
  @column({ prepare: (value: unknown) => JSON.stringify(value ?? {}) })
  declare counts: Record<string, number>

  @column()
  declare error: string | null

  @column.dateTime()
  declare startedAt: DateTime

  @column.dateTime()
  declare heartbeatAt: DateTime

  @column.dateTime()
  declare finishedAt: DateTime | null
}
