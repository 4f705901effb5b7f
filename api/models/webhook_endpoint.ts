import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { WebhookEventType } from '#domain/webhooks'

/** An organizer's webhook endpoint (migration 0117; docs/webhooks.md). The secret is stored encrypted. */
export default class WebhookEndpoint extends BaseModel {
  static table = 'webhook_endpoints'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare organizerId: number

  @column()
  declare url: string

  @column()
  declare events: WebhookEventType[]

  @column({ serializeAs: null })
  declare secretEncrypted: string

  @column()
  declare isActive: boolean

  @column.dateTime()
  declare disabledAt: DateTime | null

  @column()
  declare disabledReason: 'failing' | 'organizer' | null

  @column()
  declare consecutiveFailures: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
