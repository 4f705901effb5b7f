/*
 * Who may call each API route: one table, keyed by the router's own name for a route ('GET /api/events/:id').
 * The API enforces it in one middleware (api/middleware/route_access_middleware.ts), which refuses a route
 * that has no entry; tests/functional/security/route_table.spec.ts walks the router and fails on a route
 * without one and probes every entry with every SPEC §6 role. Pure and shared: the back office reads the
 * resource table for its menus.
 */
import { normalizeRole } from './access.js'
import { rolesFor, type Resource, type ResourceAction, type TableRole } from './resource_access.js'

export type { Resource, ResourceAction, TableRole }

/**
 * - 'public': anyone, signed in or not (a controller may still read an optional token, see optionalViewer)
 * - 'signedIn': any active account
 * - { roles }: an active account with one of these roles
 * - { resource, action }: the roles of that action in RESOURCE_ACCESS
 */
export type Access =
  'public' | 'signedIn' | { readonly roles: readonly TableRole[] } | { readonly resource: Resource; readonly action: ResourceAction }

export interface RouteRule {
  readonly access: Access
  /** One line: why this audience. */
  readonly reason: string
  /** Set when the route is registered only in some configurations, so the table may outlive it. */
  readonly onlyWhen?: string
  /**
   * For a route about one organizer's records: which path parameter names the record and what it is, so the
   * access matrix test (tests/functional/security/) fills it with organizer A's record and checks that a second
   * organizer's staff are refused. Required for every { resource, action } route with a path parameter.
   */
  readonly owner?: { readonly param: string; readonly kind: OwnedKind }
}

/**
 * The kinds of record an owned route's parameter can name. The organizer's kinds belong to organizer A of the
 * access matrix; 'venueOperator' (a venue operator's id), 'venue' and 'venueBooking' (a booking request of
 * organizer A's event at the venue) to venue operator A.
 */
export type OwnedKind =
  | 'organizer'
  | 'event'
  | 'ticketType'
  | 'order'
  | 'teamMember'
  | 'venueOperator'
  | 'venue'
  | 'venueBooking'
  /** An agent's user id: agent A of the access matrix, with their staff; a second agent B calls too. */
  | 'agent'
  // A loket shift of one of organizer A's sellers.
  | 'loketShift'
  // Agent A's id, a partnership of agent A with organizer A, a notification of agent A.
  | 'partnership'
  | 'agentNotification'
  // An agent_loket_medewerker of agent A.
  | 'agentTeamMember'
  // A published review of organizer A (reviewType organizer).
  | 'review'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export type RouteKey = `${Method} /${string}`

const PUBLIC_CATALOGUE = 'public catalogue (SPEC §7 "Catalogue"); hidden items are filtered by the service'
const BUYING = 'buying is open to visitors (SPEC §5); only role user or nobody may buy, checked by the service'
const OWN_ACCOUNT = 'the signed-in person’s own account (SPEC §7 "Auth", /account-settings)'
const SIGN_IN = 'signing in or recovering an account happens before there is a session'
const SANDBOX = 'the Uni5Pay+ sandbox checkout page, reached from the buyer’s checkoutUrl'

export const ROUTE_ACCESS = {
  'GET /api/health': { access: 'public', reason: 'liveness probe for load balancers and the status page' },
  'GET /api/event-categories': { access: 'public', reason: PUBLIC_CATALOGUE },
  'GET /api/platform-settings/public': { access: 'public', reason: 'the public subset of the platform settings' },
  'GET /api/venue-facilities': { access: 'public', reason: PUBLIC_CATALOGUE },
  'GET /api/events/public': { access: 'public', reason: PUBLIC_CATALOGUE },
  'GET /api/events/:id': { access: 'public', reason: PUBLIC_CATALOGUE },
  'GET /api/events/:id/ticket-types': { access: 'public', reason: PUBLIC_CATALOGUE },
  'GET /api/events/:id/calendar.ics': { access: 'public', reason: 'a published event’s calendar file, as public as its page' },
  'GET /api/venues/public': { access: 'public', reason: PUBLIC_CATALOGUE },
  'GET /api/venues/:id': { access: 'public', reason: 'a venue page; its owner and admins also see it before approval (optional token)' },
  'GET /api/venues/:id/map-data': { access: 'public', reason: PUBLIC_CATALOGUE },
  'GET /api/venues/:id/geocode': { access: 'public', reason: PUBLIC_CATALOGUE },
  'GET /api/users/:id': { access: 'public', reason: 'an organizer’s public profile' },
  'GET /api/:entity/:id/reviews/summary': { access: 'public', reason: 'shown reviews of a visible event, venue or organizer' },
  'GET /api/:entity/:id/reviews': { access: 'public', reason: 'shown reviews of a visible event, venue or organizer' },
  'GET /api/internal/maps/api-key': { access: 'public', reason: 'the browser key for the interactive map (referrer-restricted at Google)' },
  'GET /api/internal/maps/static': { access: 'public', reason: 'static map images proxied so the server key stays secret' },
  'GET /api/platform/tags': { access: 'public', reason: 'the header/body snippets every storefront page renders' },

  'GET /api/payments/methods': { access: 'public', reason: BUYING },
  'POST /api/currency-rates/convert': { access: 'public', reason: 'price conversion shown on event pages' },
  'GET /api/currency-rates/:from/:to': { access: 'public', reason: 'price conversion shown on event pages' },
  'POST /api/payments/create': { access: 'public', reason: BUYING },
  'POST /api/payments/webhook/:provider': {
    access: 'public',
    reason: 'called by the payment provider; the status is fetched back from it',
  },
  'GET /api/payments/order-status': { access: 'public', reason: 'the success page; the order’s secret key is the authority' },
  'GET /api/payments/order-status/pdf': {
    access: 'public',
    reason: 'the tickets PDF of the success page and My tickets; the order’s secret key is the authority',
  },
  'GET /api/payments/uni5pay/sandbox/:paymentId': { access: 'public', reason: SANDBOX, onlyWhen: 'the Uni5Pay+ sandbox is on' },
  'POST /api/payments/uni5pay/sandbox/:paymentId/:decision': { access: 'public', reason: SANDBOX, onlyWhen: 'the Uni5Pay+ sandbox is on' },

  'POST /api/tickets/reserve': { access: 'public', reason: BUYING },
  'DELETE /api/tickets/reserve/:sessionId': { access: 'public', reason: 'the checkout session id is the key to its own holds' },
  'POST /api/tickets/reserve/:sessionId/release': { access: 'public', reason: 'sendBeacon on page close; the session id is the key' },
  'POST /api/tickets/purchase': { access: 'public', reason: BUYING },
  'POST /api/payment-state/create': { access: 'public', reason: 'checkout state of an anonymous session (SPEC §5 resume)' },
  'POST /api/payment-state/resume': { access: 'public', reason: 'checkout state of an anonymous session (SPEC §5 resume)' },
  'DELETE /api/payment-state/clear': { access: 'public', reason: 'checkout state of an anonymous session (SPEC §5 resume)' },
  'GET /api/tickets/download': { access: 'public', reason: 'the delivered download link’s token is the only key (SPEC §2 /download)' },
  'GET /api/tickets/download/:token/pdf': { access: 'public', reason: 'the delivered download link’s token is the only key' },

  'POST /api/auth/register': { access: 'public', reason: SIGN_IN },
  'POST /api/auth/login': { access: 'public', reason: SIGN_IN },
  'POST /api/auth/login-user': { access: 'public', reason: SIGN_IN },
  'POST /api/auth/login-whatsapp': { access: 'public', reason: SIGN_IN },
  'POST /api/auth/verify-email': { access: 'public', reason: 'the e-mailed link’s token is the key' },
  'POST /api/auth/send-phone-code': { access: 'public', reason: SIGN_IN },
  'POST /api/auth/verify-whatsapp': { access: 'public', reason: SIGN_IN },
  'POST /api/auth/email-check': { access: 'public', reason: 'the checkout’s “already registered” hint (SPEC §5), rate limited' },
  'POST /api/auth/forgot-password': { access: 'public', reason: SIGN_IN },
  'POST /api/auth/reset-password': { access: 'public', reason: 'the e-mailed link’s token is the key' },
  'GET /api/auth/validate-status': { access: 'signedIn', reason: 'the browser re-checks its own session (SPEC §9)' },
  'POST /api/auth/logout': { access: 'signedIn', reason: 'revokes the caller’s own session' },
  'POST /api/auth/resend-verification-email': { access: 'signedIn', reason: OWN_ACCOUNT },

  'GET /api/users/me/profile': { access: 'signedIn', reason: OWN_ACCOUNT },
  'PUT /api/users/me/profile': { access: 'signedIn', reason: OWN_ACCOUNT },
  'PUT /api/users/me/password': { access: 'signedIn', reason: OWN_ACCOUNT },
  'GET /api/users/me/email-change': { access: 'signedIn', reason: OWN_ACCOUNT },
  'POST /api/users/me/email-change': { access: 'signedIn', reason: OWN_ACCOUNT },
  'POST /api/users/me/email-change/verify': { access: 'signedIn', reason: OWN_ACCOUNT },
  'DELETE /api/users/me/email-change': { access: 'signedIn', reason: OWN_ACCOUNT },
  'GET /api/users/me/phone-change': { access: 'signedIn', reason: OWN_ACCOUNT },
  'POST /api/users/me/phone-change': { access: 'signedIn', reason: OWN_ACCOUNT },
  'POST /api/users/me/phone-change/verify': { access: 'signedIn', reason: OWN_ACCOUNT },
  'DELETE /api/users/me/phone-change': { access: 'signedIn', reason: OWN_ACCOUNT },
  'GET /api/users/me/tickets': { access: 'signedIn', reason: 'the buyer’s own tickets' },
  'POST /api/users/me/orders/:orderNumber/resend': {
    access: 'signedIn',
    reason: 'My tickets: the buyer’s own order sent again (someone else’s is a 404); rate-limited',
  },

  'POST /api/venues': {
    access: { roles: ['venue_operator', 'venue_owner'] },
    reason: 'a venue operator registers a venue (SPEC §2 /register-venue)',
  },

  // The operator's own venues and the admins' approval queue and moderation.
  'GET /api/venues/owner/:id': {
    access: { resource: 'venues', action: 'list' },
    reason: 'back office: the venue operator’s venues with their approval status (SPEC §7 refresh path)',
    owner: { param: 'id', kind: 'venueOperator' },
  },
  'GET /api/venues/:id/manage': {
    access: { resource: 'venues', action: 'show' },
    reason: 'back office: a venue as its operator edits it, in every approval state',
    owner: { param: 'id', kind: 'venue' },
  },
  'PUT /api/venues/:id': {
    access: { resource: 'venues', action: 'edit' },
    reason: 'back office: the operator edits their venue; a significant change waits for approval again',
    owner: { param: 'id', kind: 'venue' },
  },
  'GET /api/admin/venues': {
    access: { resource: 'venues', action: 'list' },
    reason: 'back office: every venue; the approval queue is filter {"status":"pending"} (operators use /api/venues/owner/{id})',
  },
  'GET /api/admin/venues/:id': {
    access: { resource: 'venues', action: 'show' },
    reason: 'back office: a venue record with its status and history',
    owner: { param: 'id', kind: 'venue' },
  },
  'PUT /api/admin/venues/:id': {
    access: { resource: 'venues', action: 'edit' },
    reason: 'back office: an admin edits any field of any venue (audited; the approval stays)',
    owner: { param: 'id', kind: 'venue' },
  },
  'POST /api/admin/venues/:id/approve': {
    access: { resource: 'venues', action: 'approve' },
    reason: 'back office: approve a venue; public at once when active, the operator is mailed',
    owner: { param: 'id', kind: 'venue' },
  },
  'POST /api/admin/venues/:id/reject': {
    access: { resource: 'venues', action: 'approve' },
    reason: 'back office: reject a venue with a reason, which the operator is mailed',
    owner: { param: 'id', kind: 'venue' },
  },
  'POST /api/admin/venues/:id/activate': {
    access: { resource: 'venues', action: 'deactivate' },
    reason: 'back office: activate a venue again',
    owner: { param: 'id', kind: 'venue' },
  },
  'POST /api/admin/venues/:id/deactivate': {
    access: { resource: 'venues', action: 'deactivate' },
    reason: 'back office: take a venue off the public pages without deleting it',
    owner: { param: 'id', kind: 'venue' },
  },
  'DELETE /api/admin/venues/:id': {
    access: { resource: 'venues', action: 'delete' },
    reason: 'back office: soft delete (deletedAt/By); the row stays for events and reviews',
    owner: { param: 'id', kind: 'venue' },
  },

  // Images and the organizer profile.
  'POST /api/uploads': {
    access: { resource: 'uploads', action: 'create' },
    reason: 'back office: event pictures, profile images and venue photos; per-account hourly and daily limits',
  },
  'GET /api/organizers/:id/profile': {
    access: { resource: 'organizer-profile', action: 'show' },
    reason: 'back office: the organizer page as its organizer edits it (managers read it)',
    owner: { param: 'id', kind: 'organizer' },
  },
  'PUT /api/organizers/:id/profile': {
    access: { resource: 'organizer-profile', action: 'edit' },
    reason: 'back office: the organizer changes what their public page shows',
    owner: { param: 'id', kind: 'organizer' },
  },

  // Reference data (admins and sub-admins; records of scope 'all', so no owner): event categories,
  // venue facilities, currency rates with their history. Every change writes audit_changes.
  'GET /api/admin/event-categories': { access: { resource: 'event-categories', action: 'list' }, reason: 'back office: categories' },
  'POST /api/admin/event-categories': { access: { resource: 'event-categories', action: 'create' }, reason: 'back office: a new category' },
  'GET /api/admin/event-categories/:id': {
    access: { resource: 'event-categories', action: 'show' },
    reason: 'back office: a category’s form',
  },
  'PUT /api/admin/event-categories/:id': {
    access: { resource: 'event-categories', action: 'edit' },
    reason: 'back office: a category’s name, colour, order, active and names in other languages',
  },
  'GET /api/admin/venue-facilities': { access: { resource: 'venue-facilities', action: 'list' }, reason: 'back office: facilities' },
  'POST /api/admin/venue-facilities': { access: { resource: 'venue-facilities', action: 'create' }, reason: 'back office: a new facility' },
  'GET /api/admin/venue-facilities/:id': {
    access: { resource: 'venue-facilities', action: 'show' },
    reason: 'back office: a facility’s form',
  },
  'PUT /api/admin/venue-facilities/:id': {
    access: { resource: 'venue-facilities', action: 'edit' },
    reason: 'back office: a facility’s edit',
  },
  'GET /api/admin/currency-rates': {
    access: { resource: 'currency-rates', action: 'list' },
    reason: 'back office: rates and their history',
  },
  'POST /api/admin/currency-rates': {
    access: { resource: 'currency-rates', action: 'create' },
    reason: 'back office: a new rate for a pair (the older ones stay as history)',
  },
  'GET /api/admin/currency-rates/:id': { access: { resource: 'currency-rates', action: 'show' }, reason: 'back office: one rate' },

  // Who changed what (every admin change writes audit_changes, api/services/audit/audit_service.ts).
  'GET /api/admin/audit-changes': {
    access: { resource: 'audit-changes', action: 'list' },
    reason: 'back office: the history under each settings tab and record (entityType, entityId)',
  },

  // /platform-settings, full admins only (sub-admins are refused by the access table).
  'GET /api/platform-settings': {
    access: { resource: 'platform-settings', action: 'show' },
    reason: 'back office: every platform setting (SPEC §7 refresh path)',
  },
  'PUT /api/platform-settings': {
    access: { resource: 'platform-settings', action: 'edit' },
    reason: 'back office: a settings tab saved, with its audit row',
  },
  'GET /api/platform-settings/email-templates': {
    access: { resource: 'platform-settings', action: 'show' },
    reason: 'back office: the mails whose words an admin can edit',
  },
  'GET /api/platform-settings/email-templates/:key/:lang': {
    access: { resource: 'platform-settings', action: 'show' },
    reason: 'back office: one mail’s template in one language, with its defaults and placeholders',
  },
  'PUT /api/platform-settings/email-templates/:key/:lang': {
    access: { resource: 'platform-settings', action: 'edit' },
    reason: 'back office: a mail’s template saved (the next mail of that kind uses it)',
  },
  'DELETE /api/platform-settings/email-templates/:key/:lang': {
    access: { resource: 'platform-settings', action: 'edit' },
    reason: 'back office: a mail’s template back to the default texts',
  },
  'POST /api/platform-settings/email-templates/:key/:lang/preview': {
    access: { resource: 'platform-settings', action: 'show' },
    reason: 'back office: a draft template rendered with sample data (nothing saved or sent)',
  },
  'POST /api/platform-settings/email-templates/:key/:lang/test': {
    access: { resource: 'platform-settings', action: 'edit' },
    reason: 'back office: a draft template sent to the admin’s own address',
  },

  // The admin dashboard's platform figures, computed by the server.
  'GET /api/admin/stats': {
    access: { resource: 'admin-stats', action: 'show' },
    reason: 'the admin dashboard (/dashboard): platform sales, fees, queues and recent orders, for admins and sub-admins',
  },

  // The venue operator's workspace besides the venue records: booking requests, figures, reviews.
  'GET /api/venue-bookings': {
    access: { resource: 'venue-bookings', action: 'list' },
    reason: 'booking requests: an operator’s venues (?venueId= of another’s venue: 403), an organizer’s team their events’, admins all',
  },
  'GET /api/venue-bookings/:id': {
    access: { resource: 'venue-bookings', action: 'show' },
    reason: 'one booking request with the other requests for its venue and day',
    owner: { param: 'id', kind: 'venueBooking' },
  },
  'PUT /api/venue-bookings/:id': {
    access: { resource: 'venue-bookings', action: 'edit' },
    reason: 'the venue’s operator confirms or rejects (with a message); the organizer is e-mailed',
    owner: { param: 'id', kind: 'venueBooking' },
  },
  'GET /api/venues/owner/:id/stats': {
    access: { resource: 'venues', action: 'show' },
    reason: 'the venue dashboard: the operator’s venues with their public figures, waiting requests, latest reviews',
    owner: { param: 'id', kind: 'venueOperator' },
  },
  'GET /api/venues/:id/reviews/manage': {
    access: { resource: 'venues', action: 'show' },
    reason: 'every review of the venue with its moderation state, for its operator and admins',
    owner: { param: 'id', kind: 'venue' },
  },

  // Accounts, the organizer's verified badge and the platform's refund queue. Admin-only
  // resources (scope 'all'): no owner. Who may change which account (sub-admins never an admin's): the users service.
  'GET /api/admin/users': {
    access: { resource: 'users', action: 'list' },
    reason: 'back office: every account, searched by name, e-mail or phone and filtered by role and status',
  },
  'POST /api/admin/users': {
    access: { resource: 'users', action: 'create' },
    reason: 'back office: a full admin invites a new admin or sub-admin by e-mail',
  },
  'GET /api/admin/users/:id': { access: { resource: 'users', action: 'show' }, reason: 'back office: one account in detail' },
  'PUT /api/admin/users/:id': {
    access: { resource: 'users', action: 'edit' },
    reason: 'back office: name and contact corrections, the role with its employer',
  },
  'POST /api/admin/users/:id/deactivate': {
    access: { resource: 'users', action: 'deactivate' },
    reason: 'back office: an account can no longer sign in; its sessions end at once',
  },
  'POST /api/admin/users/:id/reactivate': {
    access: { resource: 'users', action: 'deactivate' },
    reason: 'back office: a deactivated account may sign in again',
  },
  'POST /api/admin/users/:id/verify': {
    access: { resource: 'users', action: 'verify' },
    reason: 'back office: the organizer’s ‘Geverifieerde Organisator’ badge on or off',
  },
  'GET /api/admin/refunds': {
    access: { resource: 'refunds', action: 'list' },
    reason: 'back office: orders whose money must go back (cancelled events, late payments), across organizers',
  },
  'POST /api/admin/refunds/:id/refund': {
    access: { resource: 'refunds', action: 'refund' },
    reason: 'back office: an order marked refunded with the provider’s reference (the organizer’s refund service)',
  },

  // An event's orders and attendees, for the event's organizer and its managers (and admins).
  'GET /api/events/:id/orders': {
    access: { resource: 'orders', action: 'list' },
    reason: 'back office: the event’s orders, searched and filtered',
    owner: { param: 'id', kind: 'event' },
  },
  'GET /api/events/:id/orders.csv': {
    access: { resource: 'orders', action: 'export' },
    reason: 'back office: the event’s orders as CSV, streamed',
    owner: { param: 'id', kind: 'event' },
  },
  'GET /api/events/:id/attendees.csv': {
    access: { resource: 'orders', action: 'export' },
    reason: 'back office: the event’s attendees (one row per ticket) as CSV, streamed',
    owner: { param: 'id', kind: 'event' },
  },
  'GET /api/orders/:id': {
    access: { resource: 'orders', action: 'show' },
    reason: 'back office: one order with its tickets',
    owner: { param: 'id', kind: 'order' },
  },
  'POST /api/orders/:id/resend': {
    access: { resource: 'orders', action: 'resend' },
    reason: 'back office: the order’s tickets sent again by e-mail and/or WhatsApp',
    owner: { param: 'id', kind: 'order' },
  },
  'POST /api/orders/:id/cancel': {
    access: { resource: 'orders', action: 'cancel' },
    reason: 'back office: an unpaid or free order cancelled, its seats back on sale',
    owner: { param: 'id', kind: 'order' },
  },
  'POST /api/orders/:id/refund': {
    access: { resource: 'orders', action: 'refund' },
    reason: 'back office: a refundRequired order marked refunded',
    owner: { param: 'id', kind: 'order' },
  },

  // Organizer dashboard
  'GET /api/organizers/:id/stats': {
    access: { resource: 'organizer-stats', action: 'show' },
    reason: 'the organizer dashboard’s figures (SPEC §7 refresh path): that organizer’s team and admins',
    owner: { param: 'id', kind: 'organizer' },
  },

  // Team: an organizer's managers, loket staff and scanners.
  'GET /api/team-members/:organizerId': {
    access: { resource: 'team-members', action: 'list' },
    reason: 'back office: the organizer’s team (SPEC §7 refresh path)',
    owner: { param: 'organizerId', kind: 'organizer' },
  },
  'POST /api/team-members/:organizerId': {
    access: { resource: 'team-members', action: 'create' },
    reason: 'back office: the organizer adds a team member, who is invited by e-mail',
    owner: { param: 'organizerId', kind: 'organizer' },
  },
  'GET /api/team-members/member/:id': {
    access: { resource: 'team-members', action: 'show' },
    reason: 'back office: one team member (the edit form)',
    owner: { param: 'id', kind: 'teamMember' },
  },
  'PUT /api/team-members/:id': {
    access: { resource: 'team-members', action: 'edit' },
    reason: 'back office: edit, deactivate or reactivate a team member',
    owner: { param: 'id', kind: 'teamMember' },
  },
  'DELETE /api/team-members/:id': {
    access: { resource: 'team-members', action: 'deactivate' },
    reason: 'back office: deactivate a team member (the record stays)',
    owner: { param: 'id', kind: 'teamMember' },
  },

  // Agent team: an agent's agent managers and agent loket staff.
  'GET /api/agent-team-members/:agentId': {
    access: { resource: 'agent-team-members', action: 'list' },
    reason: 'back office: the agent’s team with their assigned events',
    owner: { param: 'agentId', kind: 'agent' },
  },
  'POST /api/agent-team-members/:agentId': {
    access: { resource: 'agent-team-members', action: 'create' },
    reason: 'back office: the agent adds a team member (assigned events of approved partnerships), invited by e-mail',
    owner: { param: 'agentId', kind: 'agent' },
  },
  'GET /api/agent-team-members/member/:id': {
    access: { resource: 'agent-team-members', action: 'show' },
    reason: 'back office: one member of the agent’s team (the edit form)',
    owner: { param: 'id', kind: 'agentTeamMember' },
  },
  'PUT /api/agent-team-members/:id': {
    access: { resource: 'agent-team-members', action: 'edit' },
    reason: 'back office: edit, deactivate or reactivate a member of the agent’s team',
    owner: { param: 'id', kind: 'agentTeamMember' },
  },
  'DELETE /api/agent-team-members/:id': {
    access: { resource: 'agent-team-members', action: 'deactivate' },
    reason: 'back office: deactivate a member of the agent’s team (the record stays)',
    owner: { param: 'id', kind: 'agentTeamMember' },
  },

  // The organizer's events and ticket types (organizer, their managers, admins; owner-checked by api/policies/events_policy.ts).
  'GET /api/events/organizer/:organizerId': {
    access: { resource: 'events', action: 'list' },
    reason: 'the organizer’s own events, drafts included',
    owner: { param: 'organizerId', kind: 'organizer' },
  },
  'GET /api/admin/events': {
    access: { roles: ['admin'] },
    reason:
      'back office: admins list every organizer’s events, filtered by organizer, status and dates (staff use /api/events/organizer/{organizerId})',
  },
  'GET /api/events/:id/manage': {
    access: { resource: 'events', action: 'show' },
    reason: 'an event as its organizer edits it, drafts included',
    owner: { param: 'id', kind: 'event' },
  },
  'POST /api/events': { access: { resource: 'events', action: 'create' }, reason: 'the event wizard saves a draft (/create-event)' },
  'PUT /api/events/:id': {
    access: { resource: 'events', action: 'edit' },
    reason: 'a wizard step or an edit of the organizer’s event',
    owner: { param: 'id', kind: 'event' },
  },
  'POST /api/events/:id/publish': {
    access: { resource: 'events', action: 'publish' },
    reason: 'the organizer puts a complete event on sale',
    owner: { param: 'id', kind: 'event' },
  },
  'POST /api/events/:id/unpublish': {
    access: { resource: 'events', action: 'unpublish' },
    reason: 'the organizer takes an event off sale; an admin only with a reason, which the organizer gets by e-mail',
    owner: { param: 'id', kind: 'event' },
  },
  'POST /api/events/:id/cancel': {
    access: { resource: 'events', action: 'cancel' },
    reason: 'the organizer cancels an event; buyers are told',
    owner: { param: 'id', kind: 'event' },
  },
  'POST /api/events/:id/ticket-types': {
    access: { resource: 'ticket-types', action: 'create' },
    reason: 'a ticket type of the organizer’s event',
    owner: { param: 'id', kind: 'event' },
  },
  'PUT /api/ticket-types/:id': {
    access: { resource: 'ticket-types', action: 'edit' },
    reason: 'a ticket type of the organizer’s event (version-guarded)',
    owner: { param: 'id', kind: 'ticketType' },
  },

  // Settlement and figures: api/controllers/agent_settlements_controller.ts, agent_figures_controller.ts.
  'GET /api/agent-settlements': {
    access: { resource: 'agent-settlements', action: 'list' },
    reason: 'back office: payments agents made to organizers; each side sees only its own pairs (the list is scoped)',
  },
  'GET /api/agent-settlements/balances': {
    access: { resource: 'agent-settlements', action: 'list' },
    reason: 'back office: per agent and organizer collected, commission, settled and owed; scoped like the history',
  },
  'POST /api/agent-settlements': {
    access: { resource: 'agent-settlements', action: 'create' },
    reason: 'the organizer’s team records an agent’s payment, only for their own partner agents (checked by the service)',
  },
  'GET /api/agent/:id/stats': {
    access: { resource: 'agent-stats', action: 'show' },
    reason: 'the agent dashboard’s figures (SPEC §7 refresh path)',
    owner: { param: 'id', kind: 'agent' },
  },
  'GET /api/agent/:id/events': {
    access: { resource: 'agent-stats', action: 'show' },
    reason: 'the events an agent may sell now, with what is left (SPEC §7 refresh path)',
    owner: { param: 'id', kind: 'agent' },
  },
  'GET /api/analytics/transactions/agent/:id': {
    access: { resource: 'agent-stats', action: 'show' },
    reason: 'the agent’s sales with filters (SPEC §7 refresh path); a cashier sees their own',
    owner: { param: 'id', kind: 'agent' },
  },
  'GET /api/analytics/transactions/agent/:id/filter-options': {
    access: { resource: 'agent-stats', action: 'show' },
    reason: 'the values the agent’s sales list can be filtered by (SPEC §7 refresh path)',
    owner: { param: 'id', kind: 'agent' },
  },
  'GET /api/analytics/categorized-sales/agent/:id': {
    access: { resource: 'agent-stats', action: 'show' },
    reason: 'the agent’s sales per event category (SPEC §7 refresh path)',
    owner: { param: 'id', kind: 'agent' },
  },

  // Ticket validation: checking tickets in at the organizer's events (admins any).
  'POST /api/tickets/validate': {
    access: { resource: 'check-ins', action: 'create' },
    reason: 'the scanner checks a ticket in; the body’s event is owner-checked by api/policies/check_ins_policy.ts',
  },
  'GET /api/events/:id/check-ins/offline-list': {
    access: { resource: 'check-ins', action: 'create' },
    reason: 'the scanner keeps checking in offline: the event’s valid codes, hashed',
    owner: { param: 'id', kind: 'event' },
  },
  'POST /api/events/:id/check-ins/sync': {
    access: { resource: 'check-ins', action: 'create' },
    reason: 'the scanner’s offline check-ins, counted once (the earliest scan wins)',
    owner: { param: 'id', kind: 'event' },
  },
  'GET /api/events/:id/check-ins/counts': {
    access: { resource: 'check-ins', action: 'list' },
    reason: 'live counts per event and gate (checked in / sold)',
    owner: { param: 'id', kind: 'event' },
  },
  'GET /api/events/:id/check-ins/search': {
    access: { resource: 'check-ins', action: 'list' },
    reason: 'the scanner finds an attendee by name, e-mail or order number',
    owner: { param: 'id', kind: 'event' },
  },
  'POST /api/events/:id/check-ins/:ticketId/undo': {
    access: { resource: 'check-ins', action: 'delete' },
    reason: 'a supervisor (organizer, manager) undoes a check-in with a reason',
    owner: { param: 'id', kind: 'event' },
  },

  // Cash shifts at the loket: open with a float, running totals, close with the count, reports.
  'GET /api/loket/shifts': {
    access: { resource: 'loket-shifts', action: 'list' },
    reason: 'shift reports: a seller their own, the organizer’s team every seller’s of their organizer (filters seller/date)',
  },
  'GET /api/loket/shifts/current': {
    access: { resource: 'loket-shifts', action: 'create' },
    reason: 'the signed-in seller’s own open shift with its running totals (null when none)',
  },
  'POST /api/loket/shifts': {
    access: { resource: 'loket-shifts', action: 'create' },
    reason: 'a seller opens their own shift with a cash float (one open shift per seller)',
  },
  'GET /api/loket/shifts/:id': {
    access: { resource: 'loket-shifts', action: 'show' },
    reason: 'one shift: the frozen numbered report once closed, the running totals while open',
    owner: { param: 'id', kind: 'loketShift' },
  },
  'POST /api/loket/shifts/:id/close': {
    access: { resource: 'loket-shifts', action: 'edit' },
    reason: 'the seller (or their organizer’s team) closes the shift with the counted cash; a difference needs a note',
    owner: { param: 'id', kind: 'loketShift' },
  },

  // Agent partnerships and the agents' notifications (SPEC §7).
  'POST /api/agent-partnerships': {
    access: { resource: 'agent-partnerships', action: 'create' },
    reason: 'an agent asks an organizer to sell their tickets (one open request per organizer); the organizer is e-mailed',
  },
  'GET /api/agent-partnerships/:agentId': {
    access: { resource: 'agent-partnerships', action: 'list' },
    reason: 'the agent’s partnerships with their permissions and commission (SPEC §7 refresh path)',
    owner: { param: 'agentId', kind: 'agent' },
  },
  'GET /api/agent-partnerships/organizer/:organizerId': {
    access: { resource: 'agent-partnerships', action: 'list' },
    reason: 'the organizer’s agent requests and partnerships (?status=pending for the requests)',
    owner: { param: 'organizerId', kind: 'organizer' },
  },
  'PUT /api/agent-partnerships/:id': {
    access: { resource: 'agent-partnerships', action: 'edit' },
    reason: 'the organizer approves (permissions, commission), rejects, terminates or changes terms; the agent is notified',
    owner: { param: 'id', kind: 'partnership' },
  },
  'GET /api/agent-notifications/:agentId': {
    access: { resource: 'agent-notifications', action: 'list' },
    reason: 'the bell: the agent’s newest notifications and the unread count (SPEC §7)',
    owner: { param: 'agentId', kind: 'agent' },
  },
  'PUT /api/agent-notifications/:id/read': {
    access: { resource: 'agent-notifications', action: 'edit' },
    reason: 'the bell: one notification read on click (SPEC §4)',
    owner: { param: 'id', kind: 'agentNotification' },
  },
  'POST /api/agent-notifications/mark-all-read': {
    access: { resource: 'agent-notifications', action: 'edit' },
    reason: 'the bell: every notification of the agent in the body read at once (SPEC §7); another agent’s: 403',
  },

  // Counter sales: one service for the loket and agents (api/services/counter_sales/).
  'GET /api/events/loket-accessible/:userId': {
    access: { resource: 'loket-sales', action: 'list' },
    reason: 'what a person of the organizer’s team may sell at the loket (SPEC §7), with the seats left',
    owner: { param: 'userId', kind: 'teamMember' },
  },
  'GET /api/loket/sales': {
    access: { resource: 'loket-sales', action: 'list' },
    reason: 'the seller’s loket sales (the organizer’s: all of them)',
  },
  'POST /api/loket/sales': {
    access: { resource: 'loket-sales', action: 'create' },
    reason: 'a sale at the door in the seller’s open shift, within their loketPermissions',
  },
  'GET /api/loket/sales/:orderNumber/receipt': {
    access: { resource: 'loket-sales', action: 'show' },
    reason: 'the printable receipt of a loket sale with its QR codes',
    owner: { param: 'orderNumber', kind: 'order' },
  },
  'GET /api/agent/sales-events': {
    access: { resource: 'agent-sales', action: 'create' },
    reason: 'what the agent’s seller may sell under the approved partnerships, with the seats left',
  },
  'GET /api/agent/sales': {
    access: { resource: 'agent-sales', action: 'list' },
    reason: 'the sales made for the agent (staff: their own)',
  },
  'POST /api/agent/sales': {
    access: { resource: 'agent-sales', action: 'create' },
    reason: 'a ticket point sells for a partnered organizer within the partnership’s permissions; commission in the ledger',
  },
  'GET /api/agent/sales/:orderNumber/receipt': {
    access: { resource: 'agent-sales', action: 'show' },
    reason: 'the printable receipt of an agent sale (records scoped to the agent by the service)',
  },
  // Contact forms: visitors write to a venue or organizer; captcha, rate limit per IP.
  'GET /api/contact/captcha': { access: 'public', reason: 'how the contact dialog runs: the public reCAPTCHA site key or no captcha' },
  'POST /api/venues/contact': {
    access: 'public',
    reason: 'anyone may write to a public venue (SPEC §2 "Contact opnemen"); reCAPTCHA and a per-IP rate limit',
  },
  'POST /api/organizers/contact': {
    access: 'public',
    reason: 'anyone may write to an organizer (SPEC §2 "Contact opnemen"); reCAPTCHA and a per-IP rate limit',
  },

  // Reviews (the contract: domain/reviews.ts). Writing is public: a session or an invite token
  // decides who may (the service), guests included. The moderation queue is the platform staff's; the responses are
  // the reviewed organizer's team's and the venue's operator's (owner: a review of organizer A).
  'POST /api/reviews': {
    access: 'public',
    reason: 'an attendee (signed in) or the holder of an invitation token (guests) writes a review; the service decides who may',
  },
  'GET /api/reviews/invite/:token': {
    access: 'public',
    reason: 'the /review?token= page: the 64-character token is the only key; unknown 404, expired or used 410',
  },
  'GET /api/reviews/eligibility': {
    access: 'public',
    reason: 'whether the review form is offered to this visitor (signed out: never, with the reason)',
  },
  'GET /api/admin/review-moderation': {
    access: { resource: 'review-moderation', action: 'list' },
    reason: 'back office: reviews waiting for moderation (or any status), for admins and sub-admins',
  },
  'GET /api/admin/review-moderation/:id': {
    access: { resource: 'review-moderation', action: 'show' },
    reason: 'back office: one review with its reviewer and why auto-moderation held it',
  },
  'PUT /api/admin/review-moderation/:id': {
    access: { resource: 'review-moderation', action: 'edit' },
    reason: 'back office: approve, reject or hide a review with a reason (audited)',
  },
  'GET /api/review-responses': {
    access: { resource: 'review-responses', action: 'list' },
    reason: 'the published reviews about the organizer (its events and itself) or the operator’s venues; admins read all',
  },
  'GET /api/review-responses/:id': {
    access: { resource: 'review-responses', action: 'show' },
    reason: 'one review about the organizer or venue operator, with whether it may still be answered',
    owner: { param: 'id', kind: 'review' },
  },
  'PUT /api/review-responses/:id': {
    access: { resource: 'review-responses', action: 'edit' },
    reason: 'the reviewed organizer’s team or venue operator answers once, within reviewResponseTimeLimit hours',
    owner: { param: 'id', kind: 'review' },
  },
  // The admin's Ticketswitch listings and the sellers' payouts. Platform-wide: no owner.
  'GET /api/admin/ticketswitch/listings': {
    access: { resource: 'ticketswitch-listings', action: 'list' },
    reason: 'back office: every resale listing with seller, buyer and payout, filtered by status, payout, event or search',
  },
  'GET /api/admin/ticketswitch/listings/:id': {
    access: { resource: 'ticketswitch-listings', action: 'show' },
    reason: 'back office: one resale listing with the seller’s payout details and the buyer’s order',
  },
  'POST /api/admin/ticketswitch/listings/:id/payout': {
    access: { resource: 'ticketswitch-listings', action: 'payout' },
    reason: 'back office: a seller’s owed payout marked paid after the event (audited)',
  },
  'GET /api/admin/ticketswitch/summary': {
    access: { resource: 'ticketswitch-listings', action: 'list' },
    reason: 'back office: the listings per status and the resale money (volume, fees, payouts owed and paid)',
  },
  // Likes and follows. SPEC §6: like status and the like list only for the signed-in person, their own.
  'POST /api/likes': { access: 'signedIn', reason: 'liking or following needs an account (SPEC §5); one like per person and target' },
  'DELETE /api/likes/:targetType/:targetId': { access: 'signedIn', reason: 'removes the caller’s own like or follow' },
  'GET /api/likes/status': { access: 'signedIn', reason: 'whether the caller likes these targets (SPEC §6: only when signed in)' },
  'GET /api/favorites': { access: 'signedIn', reason: 'the caller’s own likes and follows (My tickets)' },
  // Ticketswitch (contract: domain/ticketswitch.ts). Selling is the holder's: signed in (their own orders'
  // tickets) or a guest's download token (the tickets it opens); the service decides, anyone else gets 403/404.
  'GET /api/ticketswitch/listings': {
    access: 'public',
    reason: 'what is for sale on Ticketswitch (price, type, event; no seller details)',
  },
  'POST /api/ticketswitch/listings': {
    access: 'public',
    reason: 'a holder lists their own ticket: signed in, or with the download token that opens it; price capped at what was paid',
  },
  'DELETE /api/ticketswitch/listings/:id': {
    access: 'public',
    reason: 'the seller (account or download token) withdraws their listing until a buyer holds it; others get 404',
  },
  'GET /api/ticketswitch/my-tickets': {
    access: 'public',
    reason: 'the holder’s sellable tickets and listings: signed in, or the tickets a download token opens; else 401',
  },
} as const satisfies Record<RouteKey, RouteRule>

/** The table's key for a request: HEAD is answered by the GET route. */
export function routeKey(method: string, pattern: string): string {
  const upper = method.toUpperCase()
  return `${upper === 'HEAD' ? 'GET' : upper} ${pattern}`
}

export function routeRule(method: string, pattern: string): RouteRule | undefined {
  return (ROUTE_ACCESS as Record<string, RouteRule>)[routeKey(method, pattern)]
}

/** The roles an access admits; null = everyone signed in; 'public' = anyone at all. */
export function admittedRoles(access: Access): readonly TableRole[] | null | 'public' {
  if (access === 'public') return 'public'
  if (access === 'signedIn') return null
  if ('roles' in access) return access.roles
  return rolesFor(access.resource, access.action)
}

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden'

/**
 * The gate for one caller: role = their table role (tableRoleOf: 'sub_admin' for a sub-admin), null = nobody
 * signed in. A { roles } rule naming 'admin' admits sub-admins too: their limits are written in the resource table.
 */
export function decideAccess(access: Access, role: string | null): AccessDecision {
  const admitted = admittedRoles(access)
  if (admitted === 'public') return 'allow'
  if (role === null) return 'unauthenticated'
  if (admitted === null) return 'allow'
  const normalized = normalizeRole(role) ?? ''
  const byRole = typeof access === 'object' && 'roles' in access && normalized === 'sub_admin' ? 'admin' : normalized
  return (admitted as readonly string[]).includes(byRole) ? 'allow' : 'forbidden'
}
