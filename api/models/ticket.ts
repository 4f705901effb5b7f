import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { ContactMethod } from '#enums/statuses'
import Order from '#models/order'
import Event from '#models/event'
import TicketType from '#models/ticket_type'

export default class Ticket extends BaseModel {
  static table = 'tickets'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare orderId: number

  @column()
  declare eventId: number

  @column()
  declare ticketTypeId: number

  @column()
  declare buyerEmail: string | null

  @column()
  declare buyerName: string | null

  @column()
  declare buyerPhone: string | null

  @column()
  declare buyerIdentifier: string | null

  @column()
  declare contactMethod: ContactMethod

  /** Entry code: whoever has it gets in, so it is never serialized by default. */
  @column({ serializeAs: null })
  declare qrCode: string

  @column()
  declare purchasePrice: string

  @column()
  declare isValid: boolean

  @column()
  declare isCheckedIn: boolean

  @column.dateTime()
  declare checkedInAt: DateTime | null

  @column()
  declare checkedInBy: number | null

  @column()
  declare transferredToTicketswitch: boolean

  /** When the ticket was refunded (it is void from then on; migration 0093). */
  @column.dateTime()
  declare refundedAt: DateTime | null
  /** Passed on to a friend at this time (the ticket is invalid since; its successor names it). */
  @column.dateTime()
  declare transferredAt: DateTime | null

  /** The ticket this one replaced when it was passed on (same order; not a sale). */
  @column()
  declare transferredFromTicketId: number | null

  @column.dateTime()
  declare purchaseDate: DateTime

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Order)
  declare order: BelongsTo<typeof Order>

  @belongsTo(() => Event)
  declare event: BelongsTo<typeof Event>

  @belongsTo(() => TicketType)
  declare ticketType: BelongsTo<typeof TicketType>
}
