import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { ImageVariants } from '#models/venue'
import User from '#models/user'
import Venue from '#models/venue'
import TicketType from '#models/ticket_type'
import Ticket from '#models/ticket'
import Order from '#models/order'
import Review from '#models/review'

const toJson = (value: unknown) => JSON.stringify(value)

export default class Event extends BaseModel {
  static table = 'events'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare organizerId: number

  @column()
  declare venueId: number | null

  @column()
  declare title: string

  @column()
  declare description: string | null

  /** Category name as in event_categories (compared case-insensitively). */
  @column()
  declare category: string | null

  /**
   * Null only on an undated draft (migration 0058: a published event always has both dates). Code outside
   * api/services/events/ reads published events or their tickets, so it keeps the non-null type.
   */
  @column.dateTime()
  declare startDate: DateTime

  @column.dateTime()
  declare endDate: DateTime

  @column({ prepare: toJson })
  declare images: string[]

  @column({ prepare: toJson })
  declare imageVariants: ImageVariants

  @column()
  declare isPublished: boolean

  /** Set when the organizer cancelled the event (never published again); null otherwise. */
  @column.dateTime()
  declare cancelledAt: DateTime | null

  @column()
  declare cancelledBy: number | null

  /** Set once every paid order of the cancelled event has a refund that ended (migration 0099); null while open. */
  @column.dateTime()
  declare cancellationRefundsDoneAt: DateTime | null

  /** The last unpublish: when, by whom and why (an admin's reason is required; migration 0068). Cleared on publish. */
  @column.dateTime()
  declare unpublishedAt: DateTime | null

  @column()
  declare unpublishedBy: number | null

  @column()
  declare unpublishReason: string | null

  /** The last wizard step the organizer saved (1-3; 0 = none yet), so /create-event resumes after it. */
  @column()
  declare wizardStep: number

  @column()
  declare qrCodePrefix: string | null

  /** Whether holders may resell tickets of this event on Ticketswitch; the organizer switches it. */
  @column()
  declare ticketswitchEnabled: boolean

  /** How often one bought ticket may be passed on to a friend (0 = not at all): domain/ticket_transfer.ts. */
  @column()
  declare maxTransfersPerTicket: number

  /** Buyers may cancel their own order (domain/buyer_cancellation.ts): whether, until how many hours before, what is kept. */
  @column()
  declare buyerCancellationAllowed: boolean

  @column()
  declare buyerCancellationHoursBefore: number

  /** decimal(5,2) as a string: the share of the ticket prices the organizer keeps. */
  @column()
  declare buyerCancellationKeepPercent: string

  /** The automatic reminder to the buyers (api/services/attendee_messages/reminder_service.ts): whether, how many hours before the start. */
  @column()
  declare reminderEnabled: boolean

  @column()
  declare reminderHoursBefore: number
  /** How long a waiting-list offer holds its seats (docs/buying.md#waiting-list). */
  @column()
  declare waitingListOfferMinutes: number

  @column()
  declare cachedLikeCount: number

  /** decimal(3,1) as string. */
  @column()
  declare cachedAverageRating: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => User, { foreignKey: 'organizerId' })
  declare organizer: BelongsTo<typeof User>

  @belongsTo(() => Venue)
  declare venue: BelongsTo<typeof Venue>

  @hasMany(() => TicketType)
  declare ticketTypes: HasMany<typeof TicketType>

  @hasMany(() => Ticket)
  declare tickets: HasMany<typeof Ticket>

  @hasMany(() => Order)
  declare orders: HasMany<typeof Order>

  @hasMany(() => Review)
  declare reviews: HasMany<typeof Review>

  /** SPEC §4: upcoming while the end date is in the future. */
  isUpcoming(now: DateTime = DateTime.now()): boolean {
    return this.endDate > now
  }
}
