import type nl from './messages.nl'

/** This folder's English texts: the same keys as messages.nl.ts. */
const en: typeof nl = {
  title: 'Audit log',
  fields: {
    createdAt: 'When',
    userName: 'Who',
    entityType: 'Kind',
    entityId: 'Number',
    action: 'What',
    changes: 'Changed (old → new)',
    person: 'Person (name or e-mail)',
    from: 'From',
    to: 'Up to and including',
  },
  entity: {
    platform_settings: 'Platform settings',
    email_template: 'E-mail template',
    venue: 'Venue',
    user: 'User',
    event: 'Event',
    order: 'Order',
    event_category: 'Category',
    venue_facility: 'Facility',
    currency_rate: 'Exchange rate',
    venue_booking: 'Venue booking',
    review: 'Review',
    ticketswitch_listing: 'Ticketswitch listing',
    organizer_payout: 'Organizer payout',
    data_retention_policy: 'Retention period',
    ticket_type: 'Ticket type',
    agent_partnership: 'Agent partnership',
    agent_settlement: 'Agent settlement',
    loket_shift: 'Loket shift',
    attendee_message: 'Message to attendees',
  },
  export: 'Download CSV',
  exporting: 'Downloading…',
  export_failed: 'Download failed: %{message}',
  /** Actions the core's app.audit.actions does not name (the per-record history never shows them). */
  actions: {
    publish: 'published',
    cancel: 'cancelled',
    close: 'closed',
    copy: 'copied',
    respond: 'responded',
    hide: 'hidden',
    terminate: 'ended',
    erase: 'erased by its owner',
  },
}

export default en
