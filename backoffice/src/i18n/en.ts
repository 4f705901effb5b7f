import type { UserRole } from '#domain/access'

/** Our own English messages (app texts and resource labels), merged over ra-language-english. */
const en = {
  // The menu's resource names: the menu renders first; each folder's other texts load with its pages (i18nProvider.ts).
  resources: {
    'agent-partnerships': { name: 'Partnership |||| Partnerships', forcedCaseName: 'partnership |||| partnerships' },
    'currency-rates': { name: 'Exchange rate |||| Exchange rates', forcedCaseName: 'exchange rate |||| exchange rates' },
    'event-categories': { name: 'Category |||| Categories', forcedCaseName: 'category |||| categories' },
    webhooks: { name: 'Webhook |||| Webhooks', forcedCaseName: 'webhook |||| webhooks' },
    'discount-codes': { name: 'Discount code |||| Discount codes', forcedCaseName: 'discount code |||| discount codes' },
    events: { name: 'Event |||| Events', forcedCaseName: 'event |||| events' },
    'loket-shifts': { name: 'Cash shift |||| Cash shifts', forcedCaseName: 'cash shift |||| cash shifts' },
    'event-questions': { name: 'Question |||| Questions', forcedCaseName: 'question |||| questions' },
    'embed-domains': { name: 'Website |||| Websites', forcedCaseName: 'website |||| websites' },
    // Counter sales
    'loket-sales': { name: 'Counter sale |||| Counter sales', forcedCaseName: 'counter sale |||| counter sales' },
    'agent-sales': { name: 'Sale |||| Sales', forcedCaseName: 'sale |||| sales' },
    orders: { name: 'Order |||| Orders', forcedCaseName: 'order |||| orders' },
    'organizer-profile': { name: 'Organizer page |||| Organizer page', forcedCaseName: 'organizer page |||| organizer pages' },
    // Reviews
    'review-moderation': { name: 'Review moderation |||| Review moderation', forcedCaseName: 'review |||| reviews' },
    'review-responses': { name: 'Review |||| Reviews', forcedCaseName: 'review |||| reviews' },
    'audit-changes': { name: 'Audit log |||| Audit log', forcedCaseName: 'change |||| changes' },
    'data-retention-policies': {
      name: 'Retention period |||| Retention periods',
      forcedCaseName: 'retention period |||| retention periods',
    },
    refunds: { name: 'Refund |||| Refunds', forcedCaseName: 'refund |||| refunds' },
    // Ticketswitch
    'ticketswitch-listings': { name: 'Ticketswitch |||| Ticketswitch', forcedCaseName: 'Ticketswitch listing |||| Ticketswitch listings' },
    'organizer-payouts': { name: 'Payout |||| Payouts', forcedCaseName: 'payout |||| payouts' },
    exports: { name: 'Export |||| Exports', forcedCaseName: 'export |||| exports' },
    'attendee-messages': {
      name: 'Message to attendees |||| Messages to attendees',
      forcedCaseName: 'message to attendees |||| messages to attendees',
    },
    'api-tokens': {
      name: 'API key |||| API keys',
      forcedCaseName: 'API key |||| API keys',
    },
    'agent-team-members': { name: 'Team member |||| My team', forcedCaseName: 'team member |||| team members' },
    'agent-settlements': { name: 'Agent settlement |||| Agent settlements', forcedCaseName: 'agent settlement |||| agent settlements' },
    'team-members': { name: 'Team member |||| Team', forcedCaseName: 'team member |||| team members' },
    users: { name: 'User |||| Users', forcedCaseName: 'user |||| users' },
    'venue-bookings': { name: 'Booking request |||| Booking requests', forcedCaseName: 'booking request |||| booking requests' },
    'venue-facilities': { name: 'Facility |||| Facilities', forcedCaseName: 'facility |||| facilities' },
    venues: { name: 'Venue |||| Venues', forcedCaseName: 'venue |||| venues' },
  },
  app: {
    name: 'Back office',
    // Amounts and percentages as typed in any form (inputs/AmountInput.tsx).
    amount: {
      invalid: 'Enter an amount, for example 150.50',
      invalid_percent: 'Enter a percentage, for example 2.5',
      negative: 'An amount cannot be negative',
      max: 'Must be at most %{max}',
    },
    // A counter sale's buyer who gave no name (domain/counter_sale.ts ANONYMOUS_COUNTER_BUYER).
    anonymous_buyer: {
      loket: 'Box office sale (no name)',
      agent: 'Ticket point (no name)',
    },
    landing: {
      signed_in_as: 'Signed in as %{name}',
      role: 'Role: %{role}',
      coming: 'The sections of this dashboard arrive in a later version.',
      your_pages: 'Your pages',
    },
    language: 'Language: %{language}',
    notifications: {
      bell: 'Notifications',
      bell_unread: 'Notifications (%{count} unread)',
      mark_all: 'Mark all read',
      empty: 'No notifications yet.',
      now: 'Now',
      minutes: '%{count}m ago',
      hours: '%{count}h ago',
      days: '%{count}d ago',
      read_failed: 'Error - Could not mark the notification as read',
      all_failed: 'Error - Could not mark all notifications as read',
      all_read: 'All notifications read - All notifications have been marked as read.',
      types: {
        partnership_approved: {
          title: 'Partnership approved',
          message: '%{organizer} approved your partnership request. You can sell tickets now.',
        },
        partnership_rejected: { title: 'Partnership rejected', message: '%{organizer} rejected your partnership request.' },
        partnership_terminated: {
          title: 'Partnership ended',
          message: '%{organizer} ended the partnership. You can no longer sell tickets for this organizer.',
        },
        partnership_permissions_updated: {
          title: 'Permissions updated',
          message: '%{organizer} changed your sales permissions or commission.',
        },
      },
      note: ' Message: "%{note}"',
    },
    account: {
      settings: 'Account settings',
      back_to_site: 'Back to the website',
    },
    brand: {
      website: 'To the website',
    },
    menu: {
      label: 'Main menu',
      groups: {
        overview: 'Overview',
        sales: 'Sales',
        events: 'Events',
        venues: 'Venues',
        team: 'Team',
        platform: 'Platform',
      },
    },
    // The figures dashboards' heading, loading and error (pages/StatsParts.tsx).
    stats: {
      refresh: 'Refresh',
      updated: 'Updated at %{time}',
      load_failed: 'The figures could not be loaded.',
      retry: 'Try again',
    },
    audit: {
      title: 'History',
      empty: 'No changes yet.',
      load_failed: 'The history could not be loaded.',
      system: 'System',
      reason: 'Reason: %{reason}',
      more: 'Show more',
      actions: {
        create: 'created',
        update: 'changed',
        delete: 'deleted',
        approve: 'approved',
        reject: 'rejected',
        activate: 'activated',
        deactivate: 'deactivated',
        role: 'role changed',
        verify: 'verification changed',
        refund: 'refunded',
        payout: 'paid out to the seller',
        unpublish: 'taken offline',
        reset: 'reset to default',
      },
    },
    upload: {
      choose: 'Choose photos',
      choose_one: 'Choose photo',
      replace: 'Choose another photo',
      camera: 'Take photo',
      uploading: 'Uploading %{name}: %{percent}%',
      failed: 'The upload failed. Check your connection and try again.',
      too_many: 'You can add at most 1 photo. |||| You can add at most %{smart_count} photos.',
      main: 'Main photo',
      make_main: 'Make main photo',
      move_left: 'Move forward',
      move_right: 'Move back',
      remove: 'Remove',
      image_alt: 'Photo %{number}',
      hint: 'JPEG, PNG or WebP. %{count} of at most %{max} photos; the first is the main photo.',
      hint_single: 'JPEG, PNG or WebP.',
    },
    roles: {
      user: 'User',
      admin: 'Administrator',
      organizer: 'Organizer',
      agent: 'Agent',
      agent_manager: 'Agent',
      manager: 'Manager',
      Manager: 'Manager',
      loket_medewerker: 'Box office staff',
      agent_loket_medewerker: 'Box office staff',
      scanner: 'Scanner',
      venue_operator: 'Venue owner',
      venue_owner: 'Venue owner',
    } satisfies Record<UserRole, string>,
    // Where roles share a display name (SPEC §6), the admin's lists tell them apart with these.
    role_variants: {
      user: 'buyer',
      admin: 'administrator',
      organizer: 'own account',
      agent: 'own account',
      agent_manager: 'an agent’s manager',
      manager: 'an organizer’s manager',
      Manager: 'an organizer’s manager',
      loket_medewerker: 'for an organizer',
      agent_loket_medewerker: 'for an agent',
      scanner: 'at the door',
      venue_operator: 'operates venues',
      venue_owner: 'owns venues',
    } satisfies Record<UserRole, string>,
    pages: {
      dashboard: {
        title: 'Dashboard',
        purpose: 'Running the platform: approve venues, follow users and sales.',
      },
      'platform-settings': {
        title: 'Platform settings',
        purpose: 'Name, logo, fees, payment methods and WhatsApp options of the platform.',
      },
      'organizer-dashboard': {
        title: 'Organizer dashboard',
        purpose: 'Your events, ticket types, sales, team and agents.',
      },
      'ticket-validation': {
        title: 'Ticket validation',
        purpose: 'Scan tickets and check visitors in at the entrance.',
      },
      'loket-dashboard': {
        title: 'Box office',
        purpose: 'Sell tickets at the door for the events you are assigned to.',
      },
      'agent-dashboard': {
        title: 'Agent dashboard',
        purpose: 'Your partnerships with organizers, sales, commission and team.',
      },
      'venue-dashboard': {
        title: 'Venue dashboard',
        purpose: 'Your venues, their approval, bookings and reviews.',
      },
      'user-dashboard': {
        title: 'My dashboard',
        purpose: 'Your tickets, favourites and reviews.',
      },
      'create-event': {
        title: 'Create event',
        purpose: 'Create your event in three steps: details, date and location, tickets.',
      },
    },
  },
}

export default en
