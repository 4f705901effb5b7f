import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { $session, startSession } from '../../stores/session'

/** The session for an island: starts the store once (load, validate, 10-minute re-check, other tabs). */
export function useSession() {
  useEffect(() => startSession(), [])
  return useStore($session)
}
