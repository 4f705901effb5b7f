import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { ContactMethod } from '#enums/statuses'
import type { Language } from '#domain/languages'
import type { WaitingListStatus } from '#domain/waiting_list'
import TicketType from '#models/ticket_type'

/** One person waiting for seats of a sold-out ticket type (docs/buying.md#waiting-list). */
export default class WaitingListEntry extends BaseModel {
  static table = 'waiting_list_entries'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare ticketTypeId: number

  @column()
  declare quantity: number

  @column()
  declare contactMethod: ContactMethod

  @column()
  declare email: string | null

  @column()
  declare phone: string | null

  @column()
  declare firstName: string

  @column()
  declare lastName: string

  @column()
  declare language: Language

  @column()
  declare status: WaitingListStatus

  /** The checkout session whose hold is the offer (secret: the offer link carries it). */
  @column({ serializeAs: null })
  declare offerSessionId: string | null

  @column.dateTime()
  declare offeredAt: DateTime | null

  @column.dateTime()
  declare offerExpiresAt: DateTime | null

  @column.dateTime()
  declare closedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => TicketType)
  declare ticketType: BelongsTo<typeof TicketType>
}
