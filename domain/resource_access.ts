/*
 * The access table of the back office: every resource, per role, the actions it may take and
 * the records it may take them on (its scope). One table, read by:
 *   - the API's gate (domain/route_access.ts: a route names its resource and action) and its policies
 *     (api/policies/: the owner check of one record, the owner filter of a list);
 *   - the back office's authProvider.canAccess, menus and buttons (backoffice/src/auth/resourceAccess.ts).
 * Nothing else decides who may do what. Pure and shared.
 */
import { normalizeRole, type UserRole } from './access.js'

/**
 * Roles as the table writes them: 'Manager' is the same role as 'manager' (domain/access.ts), and an admin
 * with isSubAdmin reads the 'sub_admin' row (no platform settings, no other admins).
 */
export type TableRole = Exclude<UserRole, 'Manager'> | 'sub_admin'

/** react-admin's actions plus the named ones of our resources. */
export type ResourceAction =
  | 'list'
  | 'show'
  | 'create'
  | 'edit'
  | 'delete'
  | 'publish'
  | 'unpublish'
  | 'cancel'
  | 'export'
  | 'resend'
  | 'refund'
  | 'deactivate'
  | 'approve'
  | 'verify'
  /** A seller's Ticketswitch payout or an organizer's payout marked paid. */
  | 'payout'

/**
 * Which records a grant reaches:
 * - 'own': the person's own records (their profile, their uploads)
 * - 'organizer': the records of the organizer the person works for (employerOrganizerId)
 * - 'agent': the records of the agent the person works for (employerAgentId)
 * - 'venue': the records of the venues the person operates
 * - 'all': every record (admins)
 */
export type Scope = 'own' | 'organizer' | 'agent' | 'venue' | 'all'

export interface Grant {
  readonly actions: readonly ResourceAction[]
  readonly scope: Scope
}

type ResourceGrants = Partial<Record<TableRole, Grant>>

// No delete: an event with orders is cancelled or taken offline, never removed (no DELETE route).
const EVENT_ACTIONS = ['list', 'show', 'create', 'edit', 'publish', 'unpublish', 'cancel'] as const
const ORDER_ACTIONS = ['list', 'show', 'export', 'resend', 'cancel', 'refund'] as const
const TEAM_ACTIONS = ['list', 'show', 'create', 'edit', 'deactivate'] as const
const READ = ['list', 'show'] as const

/** Organizer and manager run the organizer's business alike (SPEC §6: both land on /organizer-dashboard). */
function organizerTeam(actions: readonly ResourceAction[], adminActions: readonly ResourceAction[] = actions): ResourceGrants {
  return {
    organizer: { actions, scope: 'organizer' },
    manager: { actions, scope: 'organizer' },
    ...platformStaff(adminActions),
  }
}

/** Admins and sub-admins alike (a sub-admin differs only where the table leaves the 'sub_admin' row out). */
function platformStaff(actions: readonly ResourceAction[]): ResourceGrants {
  return { admin: { actions, scope: 'all' }, sub_admin: { actions, scope: 'all' } }
}

/** A venue's operator (SPEC §6: venue_operator; venue_owner is the same job) on their own venues' records. */
function venueOperators(actions: readonly ResourceAction[]): ResourceGrants {
  return { venue_operator: { actions, scope: 'venue' }, venue_owner: { actions, scope: 'venue' } }
}

export const RESOURCE_ACCESS = {
  // Reference data: admins and sub-admins.
  'event-categories': platformStaff(['list', 'show', 'create', 'edit']),
  'venue-facilities': platformStaff(['list', 'show', 'create', 'edit']),
  'currency-rates': platformStaff(['list', 'show', 'create']),
  /** An organizer's events; loket staff and scanners see them to sell and scan (narrows loket staff). */
  events: {
    ...organizerTeam(EVENT_ACTIONS),
    loket_medewerker: { actions: READ, scope: 'organizer' },
    scanner: { actions: READ, scope: 'organizer' },
  },
  'ticket-types': organizerTeam(['list', 'show', 'create', 'edit']),
  /** An event's discount and access codes (domain/discount_codes.ts); the checkout's check of a code is public. */
  'discount-codes': organizerTeam(['list', 'show', 'create', 'edit', 'delete']),
  /**
   * Signed webhooks (docs/webhooks.md): the organizer alone registers them, as they send buyers' data to the
   * organizer's own software (a manager does not); admins see every organizer's endpoints and delivery logs.
   */
  webhooks: {
    organizer: { actions: ['list', 'show', 'create', 'edit', 'delete', 'resend'], scope: 'organizer' },
    ...platformStaff(['list', 'show']),
  },
  /** An event's checkout questions (docs/questions.md); buyers read a published event's through the public path. */
  'event-questions': organizerTeam(['list', 'show', 'create', 'edit', 'delete']),
  /** Orders and their attendees (tickets), per event. */
  orders: organizerTeam(ORDER_ACTIONS),
  /** Venue booking requests made by choosing a venue for an event; the venue's operator answers them. */
  'venue-bookings': { ...organizerTeam(READ), ...venueOperators(['list', 'show', 'edit']) },
  /**
   * Venues: operators register and keep their own; admins approve or reject ('approve'),
   * activate/deactivate ('deactivate'), edit and soft-delete any.
   */
  venues: {
    ...venueOperators(['list', 'show', 'create', 'edit']),
    ...platformStaff(['list', 'show', 'edit', 'approve', 'deactivate', 'delete']),
  },
  /** GET /api/admin/stats: the admin dashboard's platform figures. */
  'admin-stats': platformStaff(['show']),
  /**
   * Accounts: search, detail, role, deactivate/reactivate, the organizer's verified badge. Only a
   * full admin creates admins; a sub-admin never changes an admin (the service refuses) or grants the role.
   */
  users: {
    admin: { actions: ['list', 'show', 'create', 'edit', 'deactivate', 'verify'], scope: 'all' },
    sub_admin: { actions: ['list', 'show', 'edit', 'deactivate', 'verify'], scope: 'all' },
  },
  /** Orders needing a refund (refundRequired) across the platform, marked refunded with the provider's reference. */
  refunds: platformStaff(['list', 'refund']),
  /** Every setting of SPEC §3 platform_settings with its e-mail templates: full admins only. */
  'platform-settings': { admin: { actions: ['show', 'edit'], scope: 'all' } },
  /**
   * How long each kind of data is kept and the retention job's reports ('edit': a period changed or a run started).
   * Like the platform settings: full admins only.
   */
  'data-retention-policies': { admin: { actions: ['list', 'show', 'edit'], scope: 'all' } },
  /** Who changed what (audit_changes), shown under each settings tab and record. */
  'audit-changes': platformStaff(['list']),
  /** GET /api/organizers/{id}/stats: the organizer dashboard's figures. */
  'organizer-stats': organizerTeam(['show']),
  /** GET /api/analytics/events[/{id}] and /summary: the event funnel (docs/analytics.md). */
  'event-analytics': organizerTeam(['list', 'show']),
  /** Managers, loket staff and scanners of an organizer. Managers see the team; the organizer changes it. */
  'team-members': {
    organizer: { actions: TEAM_ACTIONS, scope: 'organizer' },
    manager: { actions: READ, scope: 'organizer' },
    ...platformStaff(TEAM_ACTIONS),
  },
  /** The websites an organizer sells on with the embeddable ticket button (docs/embed.md). */
  'embed-domains': organizerTeam(['list', 'create', 'delete']),
  /** What the public organizer page shows. */
  'organizer-profile': {
    // 'list' is the back office's menu entry: their organizer's one profile (it opens that record).
    organizer: { actions: ['list', 'show', 'edit'], scope: 'organizer' },
    manager: { actions: ['list', 'show'], scope: 'organizer' },
    ...platformStaff(['show', 'edit']),
  },
  /**
   * A seller opens ('create') and closes ('edit') their own cash shift and reads
   * their own; the organizer and manager read every shift of their organizer and may close a seller's forgotten one
   * (closed_by says who counted); admins read.
   */
  'loket-shifts': {
    loket_medewerker: { actions: ['list', 'show', 'create', 'edit'], scope: 'own' },
    ...organizerTeam(['list', 'show', 'create', 'edit'], READ),
  },
  /** Image uploads (event pictures, profile images, venue photos). */
  uploads: {
    organizer: { actions: ['create'], scope: 'own' },
    manager: { actions: ['create'], scope: 'own' },
    venue_operator: { actions: ['create'], scope: 'own' },
    venue_owner: { actions: ['create'], scope: 'own' },
    ...platformStaff(['create']),
  },
  // Settlement and figures. An agent_loket_medewerker reaches only their own sales and no
  // money owed or earned (domain/agent_figures.ts); the agent and their manager see it all.
  /** What agents collected, earned and paid per organizer; the organizer's team records payments. */
  'agent-settlements': {
    organizer: { actions: ['list', 'show', 'create'], scope: 'organizer' },
    manager: { actions: ['list', 'show', 'create'], scope: 'organizer' },
    agent: { actions: READ, scope: 'agent' },
    agent_manager: { actions: READ, scope: 'agent' },
    ...platformStaff(READ),
  },
  /** GET /api/agent/{id}/stats, /events and the agent's analytics: the agent dashboard's figures. */
  'agent-stats': {
    agent: { actions: ['show'], scope: 'agent' },
    agent_manager: { actions: ['show'], scope: 'agent' },
    agent_loket_medewerker: { actions: ['show'], scope: 'agent' },
    ...platformStaff(['show']),
  },

  // Checking tickets in. 'create' checks in (validate, offline list, sync), 'list' reads the
  // counts and searches attendees, 'delete' undoes a check-in with a reason (supervisors only).
  'check-ins': {
    ...organizerTeam(['list', 'create', 'delete']),
    loket_medewerker: { actions: ['list', 'create'], scope: 'organizer' },
    scanner: { actions: ['list', 'create'], scope: 'organizer' },
  },
  // Agent partnerships, the agents' notifications and their team.
  /**
   * An agent asks an organizer (create) and reads theirs, with their agent_manager; the organizer answers (edit:
   * approve, reject, terminate, permissions). Managers read only: commission and who sells are the organizer's call.
   */
  'agent-partnerships': {
    agent: { actions: ['list', 'show', 'create'], scope: 'agent' },
    agent_manager: { actions: READ, scope: 'agent' },
    organizer: { actions: ['list', 'show', 'edit'], scope: 'organizer' },
    manager: { actions: READ, scope: 'organizer' },
    ...platformStaff(READ),
  },
  /**
   * The agent's team. The agent creates and changes it; their agent_manager reads it (as an
   * organizer's manager reads the organizer's team: who may sell is the agent's decision). Admins have no row: they
   * reach agent staff through users (deactivate there), the team page is the agent's own.
   */
  'agent-team-members': {
    agent: { actions: TEAM_ACTIONS, scope: 'agent' },
    agent_manager: { actions: READ, scope: 'agent' },
  },
  /** The bell (SPEC §6: agents only): the agent's notifications, read and marked read by everyone of the agent. */
  'agent-notifications': {
    agent: { actions: ['list', 'edit'], scope: 'agent' },
    agent_manager: { actions: ['list', 'edit'], scope: 'agent' },
    agent_loket_medewerker: { actions: ['list', 'edit'], scope: 'agent' },
  },
  // Counter sales: the loket sells for its organizer (loket staff within their
  // loketPermissions), agents for partnered organizers (api/services/counter_sales/ checks the record-level rules).
  'loket-sales': {
    organizer: { actions: ['list', 'show', 'create'], scope: 'organizer' },
    manager: { actions: ['list', 'show', 'create'], scope: 'organizer' },
    loket_medewerker: { actions: ['list', 'show', 'create'], scope: 'organizer' },
  },
  'agent-sales': {
    agent: { actions: ['list', 'show', 'create'], scope: 'agent' },
    agent_manager: { actions: ['list', 'show', 'create'], scope: 'agent' },
    agent_loket_medewerker: { actions: ['list', 'show', 'create'], scope: 'agent' },
  },
  // Reviews. The moderation queue: approve, reject and hide ('edit') with a reason, audited.
  'review-moderation': platformStaff(['list', 'show', 'edit']),
  /**
   * The reviews about an organizer (its events and itself) or a venue operator's venues, and the one response
   * ('edit'); managers answer for their organizer like the organizer; admins read.
   */
  'review-responses': { ...organizerTeam(['list', 'show', 'edit'], READ), ...venueOperators(['list', 'show', 'edit']) },
  /**
   * Every Ticketswitch listing with its seller, buyer and payout; marking a payout paid ('payout')
   * is money leaving the platform after the fact, like marking a refund done: admins and sub-admins, as 'refunds'.
   */
  'ticketswitch-listings': platformStaff(['list', 'show', 'payout']),
  /**
   * What the platform owes an organizer (the statement) and its payouts: the organizer's team reads theirs; marking a
   * payout paid ('payout') is money leaving the platform, as with Ticketswitch payouts: admins and sub-admins.
   */
  'organizer-payouts': organizerTeam(['list', 'show'], ['list', 'show', 'payout']),
  /**
   * Exports from templates (domain/exports.ts): the templates one may run ('list') and running one ('create').
   * Which templates a scope may run is the template's audience: the organizer's team its sales and attendees, an
   * agent its own commissions, admins all four. Agent staff have no row: commissions are the agent's business.
   */
  exports: {
    ...organizerTeam(['list', 'create']),
    agent: { actions: ['list', 'create'], scope: 'agent' },
  },
  /**
   * The runs of those exports and their files: a run is the person's who asked for it (a colleague of the same
   * organizer does not see it); admins see every run.
   */
  'export-runs': {
    organizer: { actions: ['list', 'show'], scope: 'own' },
    manager: { actions: ['list', 'show'], scope: 'own' },
    agent: { actions: ['list', 'show'], scope: 'own' },
    ...platformStaff(['list', 'show']),
  },
  /**
   * 'Bericht aan bezoekers': an event's messages to its attendees ('create': preview and send) and their reports.
   * The organizer's team sends for their own events; admins read the reports (support), they do not send.
   */
  'attendee-messages': organizerTeam(['list', 'create'], ['list']),
  /**
   * 'API-sleutels': the organizer's tokens for /api/v1 (docs/integrations.md). The organizer alone: a token acts
   * with the organizer's rights, so a manager may not mint one; admins neither see nor revoke them (a token is a
   * secret of the organizer's own software; a deactivated organizer's tokens stop working with the account).
   */
  'api-tokens': { organizer: { actions: ['list', 'create', 'delete'], scope: 'organizer' } },
} as const satisfies Record<string, ResourceGrants>

export type Resource = keyof typeof RESOURCE_ACCESS

export const RESOURCES = Object.keys(RESOURCE_ACCESS) as Resource[]

export function isResource(value: string): value is Resource {
  return Object.hasOwn(RESOURCE_ACCESS, value)
}

/** The table row a person reads: their role, or 'sub_admin' for an admin with isSubAdmin. */
export function tableRoleOf(person: { role: string; isSubAdmin?: boolean | null }): string | null {
  const role = normalizeRole(person.role)
  return role === 'admin' && person.isSubAdmin ? 'sub_admin' : role
}

/** A role's grant on a resource, or null (role: a table role, see tableRoleOf). */
export function grantFor(resource: string, role: string | null | undefined): Grant | null {
  if (!isResource(resource)) return null
  const normalized = normalizeRole(role)
  if (!normalized) return null
  return (RESOURCE_ACCESS[resource] as ResourceGrants)[normalized as TableRole] ?? null
}

/** Whether a role may take an action on a resource at all (on some record). */
export function roleMayAct(resource: string, action: ResourceAction, role: string | null | undefined): boolean {
  return grantFor(resource, role)?.actions.includes(action) ?? false
}

/** The roles that may take an action on a resource (the API's gate). */
export function rolesFor(resource: Resource, action: ResourceAction): TableRole[] {
  return (Object.entries(RESOURCE_ACCESS[resource]) as [TableRole, Grant][])
    .filter(([, grant]) => grant.actions.includes(action))
    .map(([role]) => role)
}

/** Whether a role may use a back-office resource at all (menus). */
export function roleMayUseResource(resource: string, role: string | null | undefined): boolean {
  return (grantFor(resource, role)?.actions.length ?? 0) > 0
}

/** The resources a role may use, in the table's order. */
export function resourcesFor(role: string | null | undefined): Resource[] {
  return RESOURCES.filter((resource) => roleMayUseResource(resource, role))
}

/** Who a person is for the table: their id, role and the employer fields of SPEC §3 users. */
export interface Actor {
  id: number
  role: string
  managerForOrganizerId?: number | null
  createdByOrganizerId?: number | null
  managerForAgentId?: number | null
  createdByAgentId?: number | null
  isSubAdmin?: boolean | null
}

const ORGANIZER_STAFF = new Set(['loket_medewerker', 'scanner'])
const AGENT_STAFF = new Set(['agent_loket_medewerker'])

/**
 * The organizer a person acts for: an organizer themself, a manager for managerForOrganizerId, staff an
 * organizer created (loket, scanner) for createdByOrganizerId; null for everyone else.
 */
export function employerOrganizerId(actor: Actor): number | null {
  const role = normalizeRole(actor.role)
  if (role === 'organizer') return actor.id
  if (role === 'manager') return actor.managerForOrganizerId ?? actor.createdByOrganizerId ?? null
  if (role && ORGANIZER_STAFF.has(role)) return actor.createdByOrganizerId ?? null
  return null
}

/** The agent a person acts for: an agent themself, an agent_manager for managerForAgentId, agent staff for createdByAgentId. */
export function employerAgentId(actor: Actor): number | null {
  const role = normalizeRole(actor.role)
  if (role === 'agent') return actor.id
  if (role === 'agent_manager') return actor.managerForAgentId ?? actor.createdByAgentId ?? null
  if (role && AGENT_STAFF.has(role)) return actor.createdByAgentId ?? null
  return null
}

/** Whose a record is, as far as scopes go. Give what the record has; a missing owner never matches. */
export interface RecordOwner {
  /** The person the record belongs to ('own'). */
  userId?: number | null
  /** The organizer the record belongs to ('organizer'). */
  organizerId?: number | null
  /** The agent the record belongs to ('agent'). */
  agentId?: number | null
  /** The operator of the venue the record belongs to ('venue'). */
  venueOwnerId?: number | null
}

function matches(mine: number | null, theirs: number | null | undefined): boolean {
  return mine !== null && theirs !== null && theirs !== undefined && mine === theirs
}

/** Whether a scope reaches a record. */
export function scopeReaches(scope: Scope, actor: Actor, owner: RecordOwner): boolean {
  switch (scope) {
    case 'all':
      return true
    case 'own':
      return matches(actor.id, owner.userId)
    case 'organizer':
      return matches(employerOrganizerId(actor), owner.organizerId)
    case 'agent':
      return matches(employerAgentId(actor), owner.agentId)
    case 'venue':
      return matches(actor.id, owner.venueOwnerId)
  }
}

/** The whole decision for one record: the role may take the action, and the record is within its scope. */
export function mayActOn(actor: Actor | null, resource: string, action: ResourceAction, owner: RecordOwner): boolean {
  if (!actor) return false
  const grant = grantFor(resource, tableRoleOf(actor))
  return !!grant && grant.actions.includes(action) && scopeReaches(grant.scope, actor, owner)
}

/**
 * What a list may contain for this person: every record, or only those of one owner. null = nothing at all
 * (the role may not list, or has no employer): the caller answers 403.
 */
export type ListScope = { all: true } | { all: false; owner: RecordOwner }

export function listScope(actor: Actor, resource: string, action: ResourceAction = 'list'): ListScope | null {
  const grant = grantFor(resource, tableRoleOf(actor))
  if (!grant || !grant.actions.includes(action)) return null
  switch (grant.scope) {
    case 'all':
      return { all: true }
    case 'own':
      return { all: false, owner: { userId: actor.id } }
    case 'organizer': {
      const organizerId = employerOrganizerId(actor)
      return organizerId === null ? null : { all: false, owner: { organizerId } }
    }
    case 'agent': {
      const agentId = employerAgentId(actor)
      return agentId === null ? null : { all: false, owner: { agentId } }
    }
    case 'venue':
      return { all: false, owner: { venueOwnerId: actor.id } }
  }
}
