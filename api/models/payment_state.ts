import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { PaymentStateStatus } from '#enums/statuses'
import Event from '#models/event'

const toJson = (value: unknown) => JSON.stringify(value)

export default class PaymentState extends BaseModel {
  static table = 'payment_states'

  @column({ isPrimary: true })
  declare id: number

  @column({ serializeAs: null })
  declare token: string

  @column()
  declare eventId: number | null

  @column()
  declare sessionId: string | null

  /** The tickets being bought: [{ ticketTypeId, quantity, price, name }]. */
  @column({ prepare: toJson })
  declare ticketsData: Record<string, unknown>[]

  @column({ prepare: toJson })
  declare buyerInfo: Record<string, unknown>

  @column({ prepare: toJson })
  declare selections: Record<string, unknown>[]

  @column()
  declare reservationIds: number[]

  @column({ prepare: toJson })
  declare checkoutData: Record<string, unknown>

  @column.dateTime()
  declare paymentStartTime: DateTime | null

  /** Seconds left on the checkout timer when saved. */
  @column()
  declare originalTimeLeft: number | null

  @column()
  declare status: PaymentStateStatus

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Event)
  declare event: BelongsTo<typeof Event>
}
