import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { RefundInitiator, RefundMethod, RefundStatus } from '#domain/refunds'

/** One refund of an order, or of some of its tickets (migration 0093); its tickets are in refund_tickets. */
export default class Refund extends BaseModel {
  static table = 'refunds'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare orderId: number

  // Money: decimal(12,2) as strings, in the order's currency.
  @column()
  declare ticketsAmount: string

  /** What the organizer kept of the tickets' prices under the event's cancellation policy (a buyer's cancellation). */
  @column()
  declare retainedAmount: string

  @column()
  declare feeAmount: string

  @column()
  declare amount: string

  @column()
  declare currency: string

  /** What the provider pays back, in the currency it charged (Mollie has no SRD). */
  @column()
  declare providerAmount: string | null

  @column()
  declare providerCurrency: string | null

  @column()
  declare status: RefundStatus

  @column()
  declare method: RefundMethod

  @column()
  declare providerReference: string | null

  @column()
  declare reason: string

  @column()
  declare failureReason: string | null

  @column()
  declare resell: boolean

  @column()
  declare initiator: RefundInitiator

  @column()
  declare requestedByUserId: number | null

  /** Sent with every call to the provider for this refund: a retry never pays out twice. */
  @column({ serializeAs: null })
  declare idempotencyKey: string

  @column()
  declare attempts: number

  /** A cash or pin refund at a counter: the loket shift it is counted in. */
  @column()
  declare loketShiftId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @column.dateTime()
  declare completedAt: DateTime | null

  /** The seller's credit note for it, when the order had an invoice (taken when the refund succeeded; migration 0098). */
  @column()
  declare creditNoteNumber: number | null
}
