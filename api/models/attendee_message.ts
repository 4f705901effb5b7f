import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { AttendeeAudience, AttendeeMessageChannel } from '#domain/attendee_messages'

const toJson = (value: unknown) => JSON.stringify(value)

/** A message an organizer sent to an event's attendees (migration 0115; api/services/attendee_messages/). */
export default class AttendeeMessage extends BaseModel {
  static table = 'attendee_messages'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare eventId: number

  @column()
  declare sentBy: number | null

  @column()
  declare subject: string

  @column()
  declare body: string

  @column({ prepare: toJson })
  declare channels: AttendeeMessageChannel[]

  @column({ prepare: toJson })
  declare audience: AttendeeAudience

  @column()
  declare recipientCount: number

  @column()
  declare unreachableCount: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
