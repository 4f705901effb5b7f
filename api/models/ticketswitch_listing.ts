import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Ticket from '#models/ticket'

export default class TicketswitchListing extends BaseModel {
  static table = 'ticketswitch_listings'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare originalTicketId: number

  @column()
  declare sellerEmail: string

  @column()
  declare listingPrice: string

  @column({ serializeAs: null })
  declare newQrCode: string | null

  @column()
  declare buyerEmail: string | null

  @column()
  declare isSold: boolean

  @column()
  declare isActive: boolean

  @column.dateTime()
  declare listedAt: DateTime

  @column.dateTime()
  declare soldAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Ticket, { foreignKey: 'originalTicketId' })
  declare originalTicket: BelongsTo<typeof Ticket>
}
