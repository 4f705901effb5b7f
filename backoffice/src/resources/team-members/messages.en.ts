import type nlTexts from './messages.nl'

/** This folder's English texts, complete: the type keeps the keys equal to Dutch (i18n/locales/en.ts). */
const en: typeof nlTexts = {
  fields: {
    name: 'Name',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    phone: 'Phone',
    role: 'Role',
    status: 'Status',
    lastSignInAt: 'Last sign-in',
    createdAt: 'Added on',
    loketPermissions: {
      canAccessAllEvents: 'May sell every event',
      allowedEventIds: 'Events',
      allowedTicketTypeIds: 'Ticket types',
    },
  },
  roles: { manager: 'Manager', loket_medewerker: 'Box office staff', scanner: 'Scanner' },
  status: { active: 'Active', invited: 'Invited', deactivated: 'Deactivated' },
  never: 'Not yet',
  no_organizer: 'No organizer chosen yet',
  no_organizer_hint: "Open an organizer's team from Users: pick an organizer, then 'Team'.",
  empty: 'Your team is still empty',
  empty_hint: 'Add managers, box office staff and scanners. They get an e-mail invitation to choose their password.',
  invite_hint: 'The team member gets an e-mail with a link to choose a password (valid 7 days) and then signs in at:',
  resend_invitation: 'Send invitation again',
  invitation_resent: 'New invitation sent to %{email}; the previous link no longer works.',
  email_fixed: 'The e-mail address is the sign-in name; the team member changes it in their account settings.',
  role_help: {
    manager: 'Manages events, ticket types and orders as you do; sees the team but does not change it.',
    loket_medewerker: 'Sells tickets at the box office for the events you choose below.',
    scanner: 'Scans tickets at the entrance.',
  },
  permissions_title: 'What may this box office member sell?',
  permissions_all_hint: 'Including events you create later.',
  events_unavailable: 'Your events could not be loaded. Please try again later.',
  no_events: 'You have no events yet.',
  created:
    'Invitation sent. If this e-mail address already has an account, it gets an e-mail and does not join your team: ask for another address then.',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  deactivate_title: 'Deactivate %{name}?',
  deactivate_content:
    '%{name} is signed out at once and can no longer sign in. Orders %{name} sold are kept. You can reactivate the team member later.',
  reactivate_title: 'Reactivate %{name}?',
  reactivate_content: '%{name} can sign in again with their own password.',
  deactivated: 'Team member deactivated',
  reactivated: 'Team member active again',
}

export default en
