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
  // A ticket type's price, stock or sale window.
  'ticket_type',
  // An agent's partnership with an organizer requested, accepted or refused.
  'agent_partnership',
  // Cash an agent handed over to an organizer.
  'agent_settlement',
  // A loket shift closed with its counted cash.
  'loket_shift',
  // A message sent to an event's attendees (its audience and how many it reached).
  'attendee_message',
] as const

export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number]

/** What a change did, as audit_changes.action holds it (the log's action filter offers these). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'approve',
  'reject',
  'hide',
  'respond',
  'activate',
  'deactivate',
  'role',
  'verify',
  'publish',
  'unpublish',
  'cancel',
  'copy',
  'refund',
  'payout',
  'close',
  'terminate',
  'reset',
  // An account erased by its owner (its personal data replaced; staff are deactivated instead).
  'erase',
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]
