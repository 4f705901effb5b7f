import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Event from '#models/event'
import Ticket from '#models/ticket'
import TicketReservation from '#models/ticket_reservation'

export default class TicketType extends BaseModel {
  static table = 'ticket_types'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare eventId: number

  @column()
  declare name: string

  @column()
  declare description: string | null

  /** decimal(12,2) as string, e.g. '150.00'. */
  @column()
  declare price: string

  @column()
  declare maxQuantity: number

  @column()
  declare quantitySold: number

  /** Every change of the row, sales included (the stock functions raise it). */
  @column()
  declare version: number

  /** The organizer's saves only: what an edit must carry (migration 0101); a sale never moves it. */
  @column()
  declare editVersion: number

  @column.dateTime()
  declare saleStartDate: DateTime | null

  @column.dateTime()
  declare saleEndDate: DateTime | null

  @column()
  declare isActive: boolean

  /** Not listed publicly; only an access code that unlocks it lets a buyer hold or buy it (migration 0112). */
  @column()
  declare isHidden: boolean

  @column()
  declare sortOrder: number

  /** true: maxPerUser applies; false: no per-user limit; null: quantity cannot be raised. */
  @column()
  declare hasUserLimit: boolean | null

  @column()
  declare maxPerUser: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Event)
  declare event: BelongsTo<typeof Event>

  @hasMany(() => Ticket)
  declare tickets: HasMany<typeof Ticket>

  @hasMany(() => TicketReservation)
  declare reservations: HasMany<typeof TicketReservation>
}
