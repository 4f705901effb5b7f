/*
 * Whether the app bar shows the agents' bell (SPEC §2, §6: agents only). The bell itself (NotificationBell.tsx: MUI
 * Badge, Menu, icons, polling) loads only for those who see it, so no other role's first load carries it.
 */
import { lazy, Suspense } from 'react'
import { roleMayAct } from '#domain/resource_access'
import { signedInTableRole } from '../auth/resourceAccess'
import { storedUser } from '../auth/browserSession'
import { useSignedInUser } from '../auth/useSignedInUser'

const Bell = lazy(() => import('./NotificationBell'))

/** The bell for whoever works for an agent; nothing for anyone else. */
export function NotificationBell() {
  const user = useSignedInUser()
  const agentId = storedUser()?.agentId ?? null
  if (!user || agentId === null || !roleMayAct('agent-notifications', 'list', signedInTableRole(user))) return null
  return (
    <Suspense fallback={null}>
      <Bell agentId={agentId} />
    </Suspense>
  )
}
