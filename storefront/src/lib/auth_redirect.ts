/*
 * Where a successful sign-in goes (SPEC §4 "Login redirect by role", §2 route guard): a local
 * `?redirect=` the role may open, else the role's page; a user (home) stays where they signed in.
 */
import { guardedRouteOf, loginRedirectPath, roleMayOpen } from '#domain/access'

/** Pages that exist only to sign in or register: staying there after signing in makes no sense. */
const SIGN_IN_PAGES = [
  '/user-login',
  '/login',
  '/organizer-auth',
  '/agent-login',
  '/venue-login',
  '/logout',
  '/reset-password',
  '/forgot-password',
]

/** A same-origin path, never '//host' or a scheme (open-redirect safe), else null. */
export function safeLocalPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null
  try {
    const url = new URL(raw, 'http://local.invalid')
    return url.origin === 'http://local.invalid' ? url.pathname + url.search + url.hash : null
  } catch {
    return null
  }
}

/** The path to open after signing in, or null to stay on (and reload) the current page. */
export function afterLoginPath(redirectParam: string | null | undefined, role: string, currentPath: string): string | null {
  const wanted = safeLocalPath(redirectParam)
  if (wanted) {
    const route = guardedRouteOf(wanted.split(/[?#]/)[0])
    if (!route || roleMayOpen(route, role)) return wanted
  }
  const byRole = loginRedirectPath(role)
  if (byRole === '/' && !SIGN_IN_PAGES.includes(currentPath) && !currentPath.startsWith('/register')) return null
  return byRole
}

/** The sign-in page link with the way back (the header's 'Inloggen'). */
export function loginHref(currentPathWithQuery: string): string {
  const back = safeLocalPath(currentPathWithQuery)
  if (!back || back === '/' || SIGN_IN_PAGES.some((p) => back.split('?')[0] === p)) return '/user-login'
  return `/user-login?redirect=${encodeURIComponent(back)}`
}
