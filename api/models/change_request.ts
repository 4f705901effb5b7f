import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/**
 * What an e-mail change and a phone change have in common (SPEC §3 email_change_requests, phone_change_requests):
 * a code to the current address or number and one to the new, each with its expiry and attempts, and the request's
 * own expiry. EmailChangeRequest and PhoneChangeRequest add what is changed.
 */
export default class ChangeRequest extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare currentVerified: boolean

  @column()
  declare newVerified: boolean

  @column({ serializeAs: null })
  declare currentCode: string | null

  @column.dateTime()
  declare currentCodeExpiresAt: DateTime | null

  @column({ serializeAs: null })
  declare newCode: string | null

  @column.dateTime()
  declare newCodeExpiresAt: DateTime | null

  @column()
  declare currentAttempts: number

  @column()
  declare newAttempts: number

  @column()
  declare maxAttempts: number

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare completedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
