import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { WebhookDeliveryStatus, WebhookEventType } from '#domain/webhooks'

/** One event for one endpoint (migration 0117): written with the change, sent after commit, retried for a day. */
export default class WebhookDelivery extends BaseModel {
  static table = 'webhook_deliveries'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare publicId: string

  @column()
  declare endpointId: number

  @column()
  declare eventType: WebhookEventType

  @column()
  declare orderKey: string | null

  @column()
  declare payload: Record<string, unknown>

  @column()
  declare status: WebhookDeliveryStatus

  @column()
  declare attempts: number

  @column()
  declare maxAttempts: number

  @column.dateTime()
  declare nextAttemptAt: DateTime | null

  @column.dateTime()
  declare lastAttemptAt: DateTime | null

  @column()
  declare responseStatus: number | null

  @column()
  declare responseTimeMs: number | null

  @column()
  declare lastError: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
