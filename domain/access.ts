/*
 * Who may go where (SPEC §2 route guard, §4 login redirect, §6 roles and permissions). Pure and shared:
 * the API's authorization, the storefront's header menu and guards and the back office all read it.
 */

/** SPEC §6. Both 'manager' and 'Manager' occur in the product and are accepted. */
export const USER_ROLES = [
  'user',
  'admin',
  'organizer',
  'agent',
  'agent_manager',
  'manager',
  'Manager',
  'loket_medewerker',
  'agent_loket_medewerker',
  'scanner',
  'venue_operator',
  'venue_owner',
] as const

export type UserRole = (typeof USER_ROLES)[number]

export const DEFAULT_ROLE: UserRole = 'user'

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value)
}

/** Roles a person may choose when registering themself; staff roles are created by their organizer/agent/admin. */
export const SELF_REGISTRATION_ROLES = ['user', 'organizer', 'agent', 'venue_operator'] as const satisfies readonly UserRole[]
export type SelfRegistrationRole = (typeof SELF_REGISTRATION_ROLES)[number]

/** 'Manager' and 'manager' are one role. */
export function normalizeRole(role: string | null | undefined): string | null {
  if (!role) return null
  return role === 'Manager' ? 'manager' : role
}

/** SPEC §6 route table. */
export const GUARDED_ROUTES = {
  '/dashboard': ['admin'],
  '/platform-settings': ['admin'],
  '/organizer-dashboard': ['organizer', 'manager', 'loket_medewerker', 'scanner'],
  '/ticket-validation': ['admin', 'organizer', 'manager', 'loket_medewerker', 'scanner'],
  '/loket-dashboard': ['loket_medewerker', 'manager', 'organizer'],
  '/agent-dashboard': ['agent', 'agent_manager', 'agent_loket_medewerker'],
  '/venue-dashboard': ['venue_operator'],
  '/user-dashboard': ['user'],
  /** SPEC §2's three-step event creation: /create-event/step1 … /step3 belong to it. */
  '/create-event': ['organizer', 'manager'],
} as const satisfies Record<string, readonly UserRole[]>

export type GuardedRoute = keyof typeof GUARDED_ROUTES

export const GUARDED_PATHS = Object.keys(GUARDED_ROUTES) as GuardedRoute[]

/** The guarded route a path belongs to ('/organizer-dashboard/events' → '/organizer-dashboard'), else null. */
export function guardedRouteOf(pathname: string): GuardedRoute | null {
  const clean = pathname.replace(/\/+$/, '') || '/'
  return GUARDED_PATHS.find((route) => clean === route || clean.startsWith(`${route}/`)) ?? null
}

/**
 * Guarded routes the storefront renders itself: My tickets belongs to the buyer's journey and is built for a
 * phone, so it is not part of the back office's download. The back office serves the others.
 */
export const STOREFRONT_GUARDED_ROUTES: readonly GuardedRoute[] = ['/user-dashboard']

/** The guarded route of a path when the back office serves it ('/organizer-dashboard/x'), else null. */
export function backofficeRouteOf(pathname: string): GuardedRoute | null {
  const route = guardedRouteOf(pathname)
  return route && !STOREFRONT_GUARDED_ROUTES.includes(route) ? route : null
}

export function roleMayOpen(route: GuardedRoute, role: string | null | undefined): boolean {
  const normalized = normalizeRole(role)
  return normalized !== null && (GUARDED_ROUTES[route] as readonly string[]).includes(normalized)
}

/** A role's entry in one of SPEC's tables ('Manager' read as 'manager'), else the fallback. */
function lookup(table: Partial<Record<string, string>>, role: string | null | undefined, fallback: string): string {
  return table[normalizeRole(role) ?? ''] ?? fallback
}

/** SPEC §4: where a successful login sends each role; user (and unknown roles) stay on the home page. */
const LOGIN_REDIRECTS: Partial<Record<string, string>> = {
  admin: '/dashboard',
  organizer: '/organizer-dashboard',
  manager: '/organizer-dashboard',
  agent: '/agent-dashboard',
  agent_manager: '/agent-dashboard',
  agent_loket_medewerker: '/agent-dashboard',
  loket_medewerker: '/loket-dashboard',
  scanner: '/ticket-validation',
  venue_operator: '/venue-dashboard',
}

/** SPEC §6: the header menu's dashboard link; anyone else /user-dashboard. */
const DASHBOARDS: Partial<Record<string, string>> = {
  admin: '/dashboard',
  organizer: '/organizer-dashboard',
  manager: '/organizer-dashboard',
  agent: '/agent-dashboard',
  agent_loket_medewerker: '/agent-dashboard',
  loket_medewerker: '/loket-dashboard',
  venue_operator: '/venue-dashboard',
}

/** SPEC §6: where the guard sends a signed-in role that may not open a route; unknown roles go home (§2). */
const DENIED_REDIRECTS: Partial<Record<string, string>> = {
  admin: '/dashboard',
  organizer: '/organizer-dashboard',
  manager: '/organizer-dashboard',
  loket_medewerker: '/organizer-dashboard',
  scanner: '/organizer-dashboard',
  venue_operator: '/venue-dashboard',
  agent: '/agent-dashboard',
  agent_manager: '/agent-dashboard',
  agent_loket_medewerker: '/agent-dashboard',
  user: '/user-dashboard',
}

export function loginRedirectPath(role: string | null | undefined): string {
  return lookup(LOGIN_REDIRECTS, role, '/')
}

/**
 * SPEC §2: each role's own sign-in page (an organizer's team and loket on the organizer sign-in, an agent's on
 * /agent-login, a venue's on /venue-login, buyers on /user-login); admins and anyone else on /login.
 */
const SIGN_IN_PAGES: Partial<Record<string, string>> = {
  organizer: '/organizer-auth',
  manager: '/organizer-auth',
  loket_medewerker: '/organizer-auth',
  scanner: '/organizer-auth',
  agent: '/agent-login',
  agent_manager: '/agent-login',
  agent_loket_medewerker: '/agent-login',
  venue_operator: '/venue-login',
  venue_owner: '/venue-login',
  user: '/user-login',
}

export function signInPathFor(role: string | null | undefined): string {
  return lookup(SIGN_IN_PAGES, role, '/login')
}

export function dashboardPath(role: string | null | undefined): string {
  return lookup(DASHBOARDS, role, '/user-dashboard')
}

export function deniedRedirectPath(role: string | null | undefined): string {
  return lookup(DENIED_REDIRECTS, role, '/')
}

/** Guarded routes whose path names no role: their sign-in page, given here (it offers /register-organizer). */
const GUARDED_LOGIN_PAGES: Partial<Record<GuardedRoute, string>> = { '/create-event': '/organizer-auth' }

/** SPEC §2: the login page for a signed-out visitor, chosen by the words in the path, in this order. */
export function loginPathFor(pathname: string): string {
  const guarded = guardedRouteOf(pathname)
  if (guarded && GUARDED_LOGIN_PAGES[guarded]) return GUARDED_LOGIN_PAGES[guarded]
  const path = pathname.toLowerCase()
  if (path.includes('agent')) return '/agent-login'
  if (path.includes('venue')) return '/venue-login'
  if (path.includes('organizer') || path.includes('loket')) return '/organizer-auth'
  if (path.includes('user')) return '/user-login'
  return '/login'
}

export type GuardDecision = { allow: true } | { allow: false; redirect: string; reason: 'signed_out' | 'role' }

/** The whole guard: signed out → login page by path (with a return address); wrong role → own dashboard. */
export function guardDecision(route: GuardedRoute, role: string | null | undefined): GuardDecision {
  if (!role) return { allow: false, redirect: loginPathFor(route), reason: 'signed_out' }
  if (roleMayOpen(route, role)) return { allow: true }
  return { allow: false, redirect: deniedRedirectPath(role), reason: 'role' }
}

/** SPEC §6: only role user (or nobody) may buy tickets; other roles see 'Alleen voor bezoekers'. */
export function mayBuyTickets(role: string | null | undefined): boolean {
  return !role || role === 'user'
}
