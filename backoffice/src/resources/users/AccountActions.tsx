/*
 * What an admin does to one account besides editing it: deactivate (with an optional reason; every session ends at
 * once), reactivate, and for an organizer the 'Geverifieerde Organisator' badge. Each is offered only where the API
 * would accept it (accountPermissions.ts) and confirmed first; the page reloads after, with its history.
 */
import { useState } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material'
import BlockIcon from '@mui/icons-material/Block'
import RestoreIcon from '@mui/icons-material/Restore'
import VerifiedIcon from '@mui/icons-material/Verified'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import { Confirm, useNotify, useTranslate } from 'react-admin'
import { accountAction } from './api'
import { useAccountPermissions } from './accountPermissions'
import type { AdminUserDetail } from './types'

const A = 'resources.users.actions'

function DeactivateDialog({ user, onClose, onDone }: { user: AdminUserDetail; onClose: () => void; onDone: () => void }) {
  const translate = useTranslate()
  const notify = useNotify()
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await accountAction(user, 'deactivate', reason.trim() ? { reason: reason.trim() } : {})
      notify(`${A}.deactivated`, { type: 'success' })
      onDone()
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    } finally {
      setBusy(false)
      onClose()
    }
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="deactivate-title">
      <DialogTitle id="deactivate-title">{translate(`${A}.deactivate_title`, { name: user.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(`${A}.deactivate_content`, { name: user.name })}</DialogContentText>
        <TextField
          fullWidth
          multiline
          minRows={2}
          margin="normal"
          label={translate(`${A}.reason`)}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={confirm}
          disabled={busy}
          startIcon={<BlockIcon />}
          data-testid="deactivate-confirm"
        >
          {translate(`${A}.deactivate`)}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

export function AccountActions({ user, onDone }: { user: AdminUserDetail; onDone: () => void }) {
  const translate = useTranslate()
  const notify = useNotify()
  const { may } = useAccountPermissions()
  const [open, setOpen] = useState<'deactivate' | 'reactivate' | null>(null)
  const [busy, setBusy] = useState(false)
  const run = async (work: () => Promise<unknown>, success: string) => {
    setBusy(true)
    try {
      await work()
      notify(success, { type: 'success' })
      onDone()
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    } finally {
      setBusy(false)
      setOpen(null)
    }
  }
  const organizer = user.role === 'organizer'
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {organizer && may('verify', user) && (
        <Button
          variant={user.isVerified ? 'outlined' : 'contained'}
          startIcon={<VerifiedIcon />}
          disabled={busy}
          onClick={() =>
            run(
              () => accountAction(user, 'verify', { isVerified: !user.isVerified }),
              `${A}.${user.isVerified ? 'unverified' : 'verified'}`
            )
          }
          data-testid="verify-toggle"
        >
          {translate(`${A}.${user.isVerified ? 'unverify' : 'verify'}`)}
        </Button>
      )}
      {organizer && user.isActive && (
        <Button href={`/organizer/${user.id}`} target="_blank" rel="noopener" startIcon={<OpenInNewIcon />}>
          {translate(`${A}.public_page`)}
        </Button>
      )}
      {user.isActive && may('deactivate', user) && (
        <Button color="error" variant="outlined" startIcon={<BlockIcon />} onClick={() => setOpen('deactivate')} data-testid="deactivate">
          {translate(`${A}.deactivate`)}
        </Button>
      )}
      {!user.isActive && may('reactivate', user) && (
        <Button variant="outlined" startIcon={<RestoreIcon />} onClick={() => setOpen('reactivate')} data-testid="reactivate">
          {translate(`${A}.reactivate`)}
        </Button>
      )}
      {open === 'deactivate' && <DeactivateDialog user={user} onClose={() => setOpen(null)} onDone={onDone} />}
      <Confirm
        isOpen={open === 'reactivate'}
        loading={busy}
        title={translate(`${A}.reactivate_title`, { name: user.name })}
        content={translate(`${A}.reactivate_content`, { name: user.name })}
        confirm={`${A}.reactivate`}
        onConfirm={() => run(() => accountAction(user, 'reactivate'), `${A}.reactivated`)}
        onClose={() => setOpen(null)}
      />
    </Stack>
  )
}
