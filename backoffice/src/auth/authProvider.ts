/*
 * react-admin's view of the session. Signing in happens on the storefront's login pages; the back
 * office reads the token they stored, applies the route guard (pageGuard.ts) and signs out.
 */
import type { AuthProvider, UserIdentity } from 'react-admin'
import type { AuthUser } from '#domain/auth_types'
import { authorizationHeader, currentToken } from './browserSession'
import { enforcePageAccess, leaveForLogin, signOutAndLeave } from './pageGuard'
import { userMayAccess } from './resourceAccess'
import { sessionUser } from './sessionCheck'

export interface Identity extends UserIdentity {
  fullName: string
  initials: string
  email: string
  role: string
  isSubAdmin: boolean
}

export function displayName(user: AuthUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim()
  return name || user.organizationName || user.email
}

/** Up to two letters for the avatar: first and last name, else the first two words of the display name. */
export function initialsOf(user: AuthUser): string {
  const words = user.firstName || user.lastName ? [user.firstName, user.lastName] : displayName(user).split(/[\s@.]+/)
  return words
    .filter((word): word is string => Boolean(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('')
}

export const authProvider: AuthProvider = {
  // No login form here: the storefront's login page for this route does it and brings the visitor back.
  async login() {
    return leaveForLogin()
  },

  async checkAuth() {
    await enforcePageAccess()
  },

  async checkError(error: { status?: number }) {
    // 401: the API no longer knows this session. 403 only means "not for your role": the page shows it.
    if (error?.status === 401) return leaveForLogin()
  },

  async logout() {
    const token = currentToken()
    if (token) {
      // The session is revoked on the server; signing out locally happens even when that call fails.
      await fetch('/api/auth/logout', { method: 'POST', headers: authorizationHeader(token), credentials: 'include' }).catch(
        () => undefined
      )
    }
    return signOutAndLeave()
  },

  async getIdentity(): Promise<Identity> {
    const user = await sessionUser()
    if (!user) throw new Error('ra.auth.auth_check_error')
    return {
      id: user.id,
      fullName: displayName(user),
      initials: initialsOf(user),
      email: user.email,
      role: user.role,
      isSubAdmin: user.isSubAdmin,
    }
  },

  async getPermissions() {
    return (await sessionUser())?.role ?? null
  },

  async canAccess({ resource, action, record }) {
    return userMayAccess(await sessionUser(), resource, action, record)
  },
}
