/** SPEC §3 and §9 defaults for the single platform_settings row. */
export interface WhatsappFeatures {
  checkoutEnabled: boolean
  bothOptionEnabled: boolean
  defaultContactMethod: 'email' | 'whatsapp' | 'both'
  surinamePhoneHint: string
  /**
   * Names of the approved WhatsApp templates (Meta requires one for a business-initiated message): an organizer's
   * message to attendees ({{1}} event, {{2}} subject, {{3}} text) and the event reminder ({{1}} event, {{2}} start, {{3}} ticket link).
   * Empty: sent as plain text (the development sink, or inside a conversation).
   */
  attendeeMessageTemplate?: string | null
  reminderTemplate?: string | null
}

export const DEFAULT_PHONE_HINT = 'Gebruik formaat: +597 8xxxxxx'

export const DEFAULT_PLATFORM_SETTINGS = {
  websiteName: 'SuriTickets',
  seoDescription: 'Ontdek en koop tickets voor evenementen in heel Suriname, en huur de mooiste venues.',
  platformCostPercentage: '0.00',
  platformCostFixed: '0.00',
  paymentFees: {
    uni5pay: { percentage: 0, fixed: 0, btw: 0 },
    mollie: {},
  } as Record<string, Record<string, number>>,
  currencyConverter: { enabled: true, markupPercentage: 0 },
  /** The buyer's fees go back when the organizer refunds, and stay when the buyer cancels (migration 0093's defaults). */
  refundFeeOnOrganizerRefund: true,
  refundFeeOnBuyerCancel: false,
  reviewInvitationDelay: 24,
  autoModerationEnabled: true,
  reviewDisplayMinRating: 1,
  reviewResponseTimeLimit: 168,
  whatsappFeatures: {
    checkoutEnabled: true,
    bothOptionEnabled: true,
    defaultContactMethod: 'email',
    surinamePhoneHint: DEFAULT_PHONE_HINT,
    attendeeMessageTemplate: null,
    reminderTemplate: null,
  } satisfies WhatsappFeatures,
}
