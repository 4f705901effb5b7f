import { DateTime } from 'luxon'
import type { OrderChannel } from '#domain/sale_channel'
import { BaseModel, beforeSave, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { ContactMethod, OrderStatus, PaymentProvider } from '#enums/statuses'
import Event from '#models/event'
import User from '#models/user'
import Ticket from '#models/ticket'
import { emailIdentityKey, phoneIdentityKey } from '#domain/buyer_identity'
import type { Language } from '#domain/languages'
import type { RefundReason } from '#domain/refund_reasons'

export interface OrderLine {
  ticketTypeId: number
  quantity: number
  /** Unit price in SRD at the time of ordering: what one ticket costs the buyer, after a discount code. */
  price: string
  /** The unit price before a discount code, when one lowered it. */
  listPrice?: string
}

export default class Order extends BaseModel {
  static table = 'orders'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare orderNumber: string

  @column()
  declare eventId: number

  @column()
  declare buyerUserId: number | null

  /** Loket or agent staff member who sold at the counter. */
  @column()
  declare soldByUserId: number | null

  @column()
  declare buyerName: string

  @column()
  declare buyerEmail: string | null

  @column()
  declare buyerPhone: string | null

  /** The buyer's e-mail and phone as per-person limits compare them (domain/buyer_identity.ts); set on save. */
  @column({ serializeAs: null })
  declare buyerEmailKey: string | null

  @column({ serializeAs: null })
  declare buyerPhoneKey: string | null

  /** The network the order came from (domain/client_network.ts), for the per-network limits. */
  @column({ serializeAs: null })
  declare clientKey: string | null

  @column()
  declare contactMethod: ContactMethod

  /** The discount or access code the buyer used (as typed), and the SRD it took off the subtotal (migration 0112). */
  @column()
  declare discountCodeId: number | null

  @column()
  declare discountCode: string | null

  @column()
  declare discountAmount: string

  /** The language the buyer shopped in; the tickets' e-mail, PDF and WhatsApp message are written in it. */
  @column()
  declare language: Language

  /** Where it was sold: online, loket or agent (domain/sale_channel.ts), or 'ticketswitch' for a resale. */
  @column()
  declare channel: OrderChannel

  /** Channel 'ticketswitch': the listing this order buys (its one line is the listed ticket's type at the listing price). */
  @column()
  declare ticketswitchListingId: number | null

  // Money: decimal(12,2) as strings.
  @column()
  declare subtotal: string

  @column()
  declare platformFee: string

  @column()
  declare paymentFee: string

  @column()
  declare paymentFeeBtw: string

  @column()
  declare total: string

  @column()
  declare currency: string

  @column()
  declare status: OrderStatus

  @column()
  declare paymentProvider: PaymentProvider

  /** One order per checkout session and cart (buying issue): repeats of a request find this order. */
  @column({ serializeAs: null })
  declare idempotencyKey: string | null

  @column()
  declare sessionId: string | null

  /** The storefront's per-visit analytics id (migration 0104). */
  @column()
  declare visitId: string | null

  /** The cart while payment is open; tickets are issued from it once the payment is confirmed. */
  @column({ prepare: (value: OrderLine[]) => JSON.stringify(value ?? []) })
  declare lines: OrderLine[]

  @column()
  declare paymentMethod: string | null

  /** Channel 'agent': the agent the sale was made for (the seller, maybe their staff, is soldByUserId). */
  @column()
  declare agentId: number | null

  /** Channel 'loket': the seller's shift the sale belongs to (migration 0072). */
  @column()
  declare loketShiftId: number | null

  /** A cash sale at a counter: what the buyer handed over, and the change given (decimal(12,2) as strings). */
  @column()
  declare amountTendered: string | null

  @column()
  declare changeGiven: string | null

  /** What the provider charges (Mollie has no SRD: the converted total). */
  @column()
  declare providerAmount: string | null

  @column()
  declare providerCurrency: string | null

  @column.dateTime()
  declare paymentExpiresAt: DateTime | null

  /** A payment confirmed after its order was given up and the seats were gone: refund by hand. */
  @column()
  declare refundRequired: boolean

  /** When refundRequired became true (set by a trigger, migration 0068) and why (domain/refund_reasons.ts). */
  @column.dateTime()
  declare refundRequiredAt: DateTime | null

  @column()
  declare refundReason: RefundReason | null

  @column()
  declare providerPaymentId: string | null

  @column.dateTime()
  declare paidAt: DateTime | null

  /** When the tickets went out (e-mail/WhatsApp and download link); null until then (ticket delivery). */
  @column.dateTime()
  declare ticketsDeliveredAt: DateTime | null

  /** When the event's reminder was queued for this order (at most once; api/services/attendee_messages/reminder_service.ts). */
  @column.dateTime()
  declare reminderSentAt: DateTime | null

  /** When the buyer's personal fields were replaced by the anonymous marker (api/services/privacy/anonymise_order.ts). */
  @column.dateTime()
  declare anonymisedAt: DateTime | null

  /** Cancelled in the back office (an unpaid or free order): when and by whom. */
  @column.dateTime()
  declare cancelledAt: DateTime | null

  @column()
  declare cancelledByUserId: number | null

  /** A refundRequired order marked refunded: when, by whom, the provider's reference and a note. */
  @column.dateTime()
  declare refundedAt: DateTime | null

  @column()
  declare refundedByUserId: number | null

  @column()
  declare refundReference: string | null

  @column()
  declare refundNote: string | null

  /** The seller's invoice for this order: its organizer and number in that organizer's sequence (migration 0096). */
  @column()
  declare invoiceOrganizerId: number | null

  @column()
  declare invoiceNumber: number | null

  /** The credit note of a refunded order that had an invoice, in the same organizer's credit note sequence. */
  @column()
  declare creditNoteNumber: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @beforeSave()
  static identityKeys(order: Order) {
    if ('buyerEmail' in order.$dirty) order.buyerEmailKey = order.buyerEmail ? emailIdentityKey(order.buyerEmail) : null
    if ('buyerPhone' in order.$dirty) order.buyerPhoneKey = order.buyerPhone ? phoneIdentityKey(order.buyerPhone) : null
  }

  @belongsTo(() => Event)
  declare event: BelongsTo<typeof Event>

  @belongsTo(() => User, { foreignKey: 'buyerUserId' })
  declare buyer: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'soldByUserId' })
  declare soldBy: BelongsTo<typeof User>

  @hasMany(() => Ticket)
  declare tickets: HasMany<typeof Ticket>
}
