/*
 * The route guard of SPEC §2 applied to the page the back office was opened on. The guarded routes
 * are real paths (/organizer-dashboard), served with the back office's page; inside it react-admin
 * routes in the hash (#/event-categories). The rules themselves are domain/access.ts's.
 */
import { dashboardPath, guardDecision, guardedRouteOf, loginPathFor, type GuardedRoute } from '#domain/access'
import type { AuthUser } from '#domain/auth_types'
import { clearSession, currentToken } from './browserSession'
import { sessionUser } from './sessionCheck'

/** The guarded route of the address bar, or null under /admin/. */
export function currentGuardedRoute(): GuardedRoute | null {
  return guardedRouteOf(window.location.pathname)
}

/** The back office's own start page (/admin/ with no resource open). */
function isBackOfficeStart(): boolean {
  return currentGuardedRoute() === null && ['', '#', '#/'].includes(window.location.hash)
}

/** Where this page is, to come back to after signing in. */
function returnAddress(): string {
  const { pathname, search, hash } = window.location
  return pathname + search + (hash === '#/' ? '' : hash)
}

/** The login page for this page, with its return address. */
export function loginUrlForThisPage(): string {
  // As guardDecision does for a signed-out visitor: chosen by the guarded route, else by the path.
  const loginPath = loginPathFor(currentGuardedRoute() ?? window.location.pathname)
  return `${loginPath}?redirect=${encodeURIComponent(returnAddress())}`
}

/** Set once the page is on its way elsewhere: later checks and events must not start a second trip. */
let leaving = false

/** What every check returns while the browser navigates away: nothing ever settles. */
function navigating(): Promise<never> {
  return new Promise<never>(() => {})
}

function leaveFor(path: string, { keepHistory = false, endSession = false } = {}): Promise<never> {
  if (leaving) return navigating()
  leaving = true // first: ending the session fires auth-change, which would otherwise check again
  if (endSession) clearSession()
  if (keepHistory) window.location.assign(path)
  else window.location.replace(path)
  return navigating()
}

/** Sends a signed-out visitor to the right login page, ending whatever was left of the session. */
export function leaveForLogin(): Promise<never> {
  return leaveFor(loginUrlForThisPage(), { endSession: true })
}

/** Signing out on purpose: the session ends here and the visitor goes back to the home page. */
export function signOutAndLeave(): Promise<never> {
  return leaveFor('/', { keepHistory: true, endSession: true })
}

/**
 * Resolves with the signed-in person when they may stay on this page; otherwise navigates away
 * (login page, own dashboard, or home for an unknown role) and never resolves.
 */
export async function enforcePageAccess({ fresh = false } = {}): Promise<AuthUser> {
  if (leaving) return navigating()
  const user = currentToken() ? await sessionUser({ fresh }) : null
  if (!user) return leaveForLogin()
  const route = currentGuardedRoute()
  if (route) {
    const decision = guardDecision(route, user.role)
    if (!decision.allow) return leaveFor(decision.redirect)
  } else if (isBackOfficeStart()) {
    return leaveFor(dashboardPath(user.role))
  }
  return user
}
