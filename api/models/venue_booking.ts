import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { VenueBookingStatus } from '#enums/statuses'
import Venue from '#models/venue'
import Event from '#models/event'
import User from '#models/user'

export default class VenueBooking extends BaseModel {
  static table = 'venue_bookings'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare venueId: number

  @column()
  declare eventId: number | null

  @column()
  declare requestedBy: number | null

  @column.date()
  declare bookingDate: DateTime

  @column()
  declare status: VenueBookingStatus

  /** The request's own note (the organizer's). */
  @column()
  declare notes: string | null

  /** The venue operator's answer to the organizer (migration 0067). */
  @column()
  declare answerMessage: string | null

  @column.dateTime()
  declare answeredAt: DateTime | null

  @column()
  declare answeredBy: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Venue)
  declare venue: BelongsTo<typeof Venue>

  @belongsTo(() => Event)
  declare event: BelongsTo<typeof Event>

  @belongsTo(() => User, { foreignKey: 'requestedBy' })
  declare requester: BelongsTo<typeof User>
}
