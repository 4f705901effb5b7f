import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { WhatsappFeatures } from '#domain/platform_defaults'
import type { StoredTemplates } from '#domain/email_templates'

const toJson = (value: unknown) => JSON.stringify(value)

export default class PlatformSetting extends BaseModel {
  static table = 'platform_settings'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare websiteName: string

  @column()
  declare websiteUrl: string | null

  @column()
  declare logoUrl: string | null

  @column()
  declare faviconUrl: string | null

  @column()
  declare seoDescription: string | null

  @column()
  declare socialMediaImageUrl: string | null

  /** Decimal as string, as pg returns it: money stays exact. */
  @column()
  declare platformCostPercentage: string

  @column()
  declare platformCostFixed: string

  /** Ticketswitch: the platform's share of a resale price, in percent, kept from the seller's payout. */
  @column()
  declare ticketswitchFeePercentage: string

  /** Whether a refund returns the buyer's fees with the tickets: when the organizer refunds, and when the buyer cancels. */
  @column()
  declare refundFeeOnOrganizerRefund: boolean

  @column()
  declare refundFeeOnBuyerCancel: boolean

  @column({ prepare: toJson })
  declare paymentFees: Record<string, Record<string, number | boolean>>

  @column({ prepare: toJson })
  declare currencyConverter: { enabled?: boolean; markupPercentage?: number | string }

  @column()
  declare reviewInvitationDelay: number

  @column()
  declare autoModerationEnabled: boolean

  @column()
  declare reviewDisplayMinRating: number

  @column()
  declare reviewResponseTimeLimit: number

  /** Per mail and language, the parts an admin changed (api/services/messaging/email_templates.ts). */
  @column({ prepare: toJson })
  declare emailTemplates: StoredTemplates

  @column({ prepare: toJson })
  declare whatsappFeatures: WhatsappFeatures

  @column()
  declare headerTag: string | null

  @column()
  declare bodyTag: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
