/*
 * The back office menu's groups (SPEC §6's dashboards and the access table's resources), in the order shown. Each
 * role sees only the entries it may open (layout/RoleMenu.tsx); a group left with one entry shows no heading.
 * Every dashboard the back office serves and every resource with a list is in exactly one group
 * (tests/unit/backoffice/menu_groups.spec.ts).
 */
import type { GuardedRoute } from '#domain/access'
import type { Resource } from '#domain/resource_access'

export type MenuGroupKey = 'overview' | 'sales' | 'events' | 'venues' | 'team' | 'platform'

export type MenuTarget = { page: GuardedRoute } | { resource: Resource }

export interface MenuGroup {
  /** The heading's text: app.menu.groups.<key>. */
  key: MenuGroupKey
  entries: readonly MenuTarget[]
}

const page = (route: GuardedRoute): MenuTarget => ({ page: route })
const resource = (name: Resource): MenuTarget => ({ resource: name })

export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    key: 'overview',
    entries: [page('/dashboard'), page('/organizer-dashboard'), page('/agent-dashboard'), page('/venue-dashboard')],
  },
  {
    key: 'sales',
    entries: [
      page('/loket-dashboard'),
      resource('orders'),
      resource('loket-sales'),
      resource('agent-sales'),
      resource('loket-shifts'),
      resource('refunds'),
      resource('organizer-payouts'),
      resource('agent-settlements'),
      resource('exports'),
      resource('ticketswitch-listings'),
    ],
  },
  {
    key: 'events',
    entries: [
      page('/create-event'),
      resource('events'),
      resource('discount-codes'),
      resource('attendee-messages'),
      // No list of its own (edited on the event's page): the menu leaves it out, the group keeps its name with the event's.
      resource('event-questions'),
      // Likewise on the event's page ('Op je eigen website').
      resource('embed-domains'),
      page('/ticket-validation'),
      resource('event-categories'),
      resource('review-responses'),
      resource('review-moderation'),
    ],
  },
  { key: 'venues', entries: [resource('venues'), resource('venue-bookings'), resource('venue-facilities')] },
  {
    key: 'team',
    entries: [
      resource('team-members'),
      resource('agent-team-members'),
      resource('agent-partnerships'),
      resource('organizer-profile'),
      resource('api-tokens'),
      resource('webhooks'),
      resource('users'),
    ],
  },
  {
    key: 'platform',
    entries: [page('/platform-settings'), resource('currency-rates'), resource('audit-changes'), resource('data-retention-policies')],
  },
]

/** The store key (react-admin's store, kept in localStorage) of the groups a person folded away. */
export const FOLDED_GROUPS_STORE_KEY = 'menu.foldedGroups'
