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
  },
}

export default en
