import { useState } from 'react'
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox'
import { Button, useCanAccess, useNotify, useRecordContext, useRefresh } from 'react-admin'
import { request } from '../../http'
import type { TeamMember } from './teamMember'
import { useTeam } from './teamKind'

/**
 * 'Uitnodiging opnieuw sturen' for a member who has not taken up the invitation yet (invitationPending): the API
 * sends a fresh link (the old one stops working). Only for who may invite (the employer); the API enforces it.
 */
export function ResendInvitationButton({ member }: { member?: TeamMember }) {
  const record = useRecordContext<TeamMember>() ?? member
  const { resource, texts: T } = useTeam()
  const notify = useNotify()
  const refresh = useRefresh()
  const [busy, setBusy] = useState(false)
  const { canAccess } = useCanAccess({ resource, action: 'create', record })
  if (!record || !canAccess || !record.invitationPending) return null
  const resend = async () => {
    setBusy(true)
    try {
      await request(`/api/${resource}/${encodeURIComponent(String(record.id))}/resend-invitation`, { method: 'POST' })
      notify(`${T}.invitation_resent`, { type: 'success', messageArgs: { email: record.email } })
      refresh()
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  // A click here must not open the row's edit form too.
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Button label={`${T}.resend_invitation`} onClick={resend} disabled={busy} data-testid="resend-invitation">
        <ForwardToInboxIcon />
      </Button>
    </span>
  )
}
