import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { ApiScope } from '#domain/api_tokens'

/** An organizer's API token (docs/integrations.md); the token itself is never stored, only its hash. */
export default class ApiToken extends BaseModel {
  static table = 'api_tokens'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare organizerId: number

  @column()
  declare createdBy: number | null

  @column()
  declare name: string

  @column({ serializeAs: null })
  declare tokenHash: string

  @column()
  declare prefix: string

  @column()
  declare scopes: ApiScope[]

  @column.dateTime()
  declare expiresAt: DateTime | null

  @column.dateTime()
  declare lastUsedAt: DateTime | null

  @column.dateTime()
  declare revokedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  /** Usable now: not revoked and not past its expiry. */
  get isActive(): boolean {
    return !this.revokedAt && (!this.expiresAt || this.expiresAt > DateTime.now())
  }
}
