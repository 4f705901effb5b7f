/* The kinds of record whose changes are audited, as the history endpoint and the back office name them. */
export const AUDIT_ENTITY_TYPES = [
  'platform_settings',
  'email_template',
  'venue',
  'user',
  'event',
  'order',
  'event_category',
  'venue_facility',
  'currency_rate',
  'venue_booking',
  // Moderation decisions and responses.
  'review',
  // A seller's Ticketswitch payout marked paid.
  'ticketswitch_listing',
  // A transfer to an organizer marked paid.
  'organizer_payout',
  // A retention period or its on/off switch (data_retention_policies).
  'data_retention_policy',
] as const

export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number]
