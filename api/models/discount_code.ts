import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Event from '#models/event'
import type { DiscountCodeKind, DiscountCodeTerms } from '#domain/discount_codes'

/** A discount or access code of one event (migration 0112; the rules: domain/discount_codes.ts). */
export default class DiscountCode extends BaseModel {
  static table = 'discount_codes'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare eventId: number

  @column()
  declare code: string

  @column()
  declare kind: DiscountCodeKind

  @column()
  declare value: string

  @column()
  declare ticketTypeIds: number[] | null

  @column()
  declare unlocksTicketTypeIds: number[] | null

  @column()
  declare maxUses: number | null

  @column()
  declare maxUsesPerBuyer: number | null

  @column.dateTime()
  declare validFrom: DateTime | null

  @column.dateTime()
  declare validUntil: DateTime | null

  @column()
  declare isActive: boolean

  @column()
  declare createdBy: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Event)
  declare event: BelongsTo<typeof Event>

  /** The terms the pure rules take. */
  get terms(): DiscountCodeTerms {
    return {
      kind: this.kind,
      value: this.value,
      ticketTypeIds: this.ticketTypeIds,
      unlocksTicketTypeIds: this.unlocksTicketTypeIds,
      maxUses: this.maxUses,
      maxUsesPerBuyer: this.maxUsesPerBuyer,
      validFrom: this.validFrom?.toJSDate() ?? null,
      validUntil: this.validUntil?.toJSDate() ?? null,
      isActive: this.isActive,
    }
  }
}
