import { useEffect } from 'react'
import { SESSION_RECHECK_MS } from '#domain/auth_rules'
import { AUTH_CHANGE_EVENT, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '#domain/session'
import { currentToken } from './browserSession'
import { enforcePageAccess } from './pageGuard'
import { checkedToken } from './sessionCheck'

/**
 * Keeps an open back office honest about its session (SPEC §4): asks the API again every
 * SESSION_RECHECK_MS, and reacts at once when another tab (or the storefront) signs in or out.
 */
export function SessionWatcher() {
  useEffect(() => {
    const recheck = () => void enforcePageAccess({ fresh: true })
    const onStoredSessionChange = () => {
      // Only a different token matters; the stored user being refreshed by a check is not news.
      const token = currentToken()
      if (token === checkedToken()) return
      // Someone else signed in meanwhile: start over as them (guard, name, menu); signed out: to login.
      if (token) window.location.reload()
      else recheck()
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === USER_STORAGE_KEY) onStoredSessionChange()
    }
    const timer = window.setInterval(recheck, SESSION_RECHECK_MS)
    window.addEventListener('storage', onStorage)
    window.addEventListener(AUTH_CHANGE_EVENT, onStoredSessionChange)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('storage', onStorage)
      window.removeEventListener(AUTH_CHANGE_EVENT, onStoredSessionChange)
    }
  }, [])
  return null
}
