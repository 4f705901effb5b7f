/*
 * /account-settings is for a signed-in person: signed out, the login page with the way back. Their profile is
 * loaded with the session's token (the session's stored user follows it), and again after a completed change.
 */
import { useEffect, useState } from 'react'
import type { ProfileUser } from '#domain/auth_types'
import { accountApi } from '../../lib/api/account'
import { refreshUser } from '../../stores/session'
import { useSession } from '../auth/use_session'

/** `stayWhenSignedOut`: the page signed the person out itself and stays to say what happened. */
export function useAccountProfile({ stayWhenSignedOut = false } = {}) {
  const session = useSession()
  const [profile, setProfile] = useState<ProfileUser | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const token = session?.token

  useEffect(() => {
    if (session === null && !stayWhenSignedOut)
      location.replace(`/user-login?redirect=${encodeURIComponent(location.pathname + location.search)}`)
  }, [session, stayWhenSignedOut])

  function reload() {
    if (!token) return
    void accountApi.profile(token).then((r) => {
      if (r.ok) {
        setProfile(r.data.data)
        refreshUser(r.data.data)
      } else setLoadError(r.failure.message)
    })
  }
  useEffect(reload, [token])

  /** A saved profile: shown, and the session's stored user follows. */
  function saved(next: ProfileUser) {
    setProfile(next)
    refreshUser(next)
  }

  return { session, token, profile, loadError, reload, saved }
}
