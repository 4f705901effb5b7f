import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { ContactMethod } from '#enums/statuses'
import TicketType from '#models/ticket_type'

export default class TicketReservation extends BaseModel {
  static table = 'ticket_reservations'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare ticketTypeId: number

  @column()
  declare quantity: number

  @column()
  declare sessionId: string

  @column()
  declare buyerEmail: string | null

  @column()
  declare buyerPhone: string | null

  @column()
  declare buyerIdentifier: string | null

  @column()
  declare contactMethod: ContactMethod

  /** The network the hold came from (domain/client_network.ts), for the per-network limits. */
  @column()
  declare clientKey: string | null

  @column.dateTime()
  declare reservedAt: DateTime

  @column.dateTime()
  declare expiresAt: DateTime

  @column()
  declare isActive: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => TicketType)
  declare ticketType: BelongsTo<typeof TicketType>
}
