import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Ticket from '#models/ticket'
import type { ContactMethod } from '#enums/statuses'
import type { Language } from '#domain/languages'
import type { PayoutStatus } from '#domain/ticketswitch'

export default class TicketswitchListing extends BaseModel {
  static table = 'ticketswitch_listings'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare originalTicketId: number

  @column()
  declare eventId: number

  @column()
  declare ticketTypeId: number

  /** The seller's account, when they listed signed in (a guest lists through their download link). */
  @column()
  declare sellerUserId: number | null

  @column()
  declare sellerEmail: string | null

  @column()
  declare sellerPhone: string | null

  @column()
  declare sellerName: string | null

  @column()
  declare sellerContactMethod: ContactMethod

  @column()
  declare sellerLanguage: Language

  /** The cap: what the seller paid for the ticket (purchasePrice), decimal(12,2) as a string. */
  @column()
  declare originalPrice: string

  /** The platform's share of the price (platform_settings.ticketswitch_fee_percentage when listed). */
  @column()
  declare resaleFee: string

  /** listingPrice − resaleFee, owed to the seller once sold (a CHECK keeps it exact). */
  @column()
  declare payoutAmount: string

  /** Where the seller wants the money (account number, Uni5Pay+ number): only the seller and the admin see it. */
  @column({ serializeAs: null })
  declare payoutDetails: string | null

  @column()
  declare payoutStatus: PayoutStatus

  @column.dateTime()
  declare payoutPaidAt: DateTime | null

  @column()
  declare payoutPaidBy: number | null

  /** The checkout session holding it, until heldUntil (the hold; a pending payment extends it). */
  @column({ serializeAs: null })
  declare heldBySession: string | null

  @column.dateTime()
  declare heldUntil: DateTime | null

  /** The buyer's order (channel 'ticketswitch'); the one that paid once sold. */
  @column()
  declare orderId: number | null

  @column()
  declare newTicketId: number | null

  @column()
  declare buyerPhone: string | null

  @column()
  declare buyerName: string | null

  @column.dateTime()
  declare withdrawnAt: DateTime | null

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
