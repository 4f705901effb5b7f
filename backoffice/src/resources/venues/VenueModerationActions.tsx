/*
 * The admins' buttons on one venue: approve, reject with a reason (the operator reads it in their
 * mail), activate/deactivate and soft delete, each after a confirmation. Shown only to roles the access table lets
 * act; the API decides. A refusal shows the API's Dutch message.
 */
import { useState, type ReactNode } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material'
import CheckIcon from '@mui/icons-material/Check'
import CloseIcon from '@mui/icons-material/Close'
import BlockIcon from '@mui/icons-material/Block'
import RestoreIcon from '@mui/icons-material/Restore'
import DeleteIcon from '@mui/icons-material/Delete'
import { Confirm, HttpError, useNotify, useTranslate } from 'react-admin'
import { roleMayAct, signedInTableRole } from '../../auth/resourceAccess'
import { useSignedInUser } from '../../auth/useSignedInUser'
import { deleteVenue, moderateVenue, type ManagedVenue, type ModerationAction } from './api'

const A = 'resources.venues.actions'

type Pending = Exclude<ModerationAction, 'reject'> | 'delete'

function RejectDialog({ venue, onClose, onDone }: { venue: ManagedVenue; onClose: () => void; onDone: (venue: ManagedVenue) => void }) {
  const translate = useTranslate()
  const notify = useNotify()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    setBusy(true)
    setError(null)
    try {
      const updated = await moderateVenue(venue.id, 'reject', reason)
      notify(`${A}.rejected`, { type: 'success' })
      onDone(updated)
      onClose()
    } catch (caught) {
      // The API's message for the field ('Geef een reden op ...'), else its general message.
      const fieldError = caught instanceof HttpError ? (caught.body as { errors?: { reason?: string } })?.errors?.reason : undefined
      setError(fieldError ?? (caught as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" onClick={(event) => event.stopPropagation()}>
      <DialogTitle>{translate(`${A}.reject_title`, { name: venue.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(`${A}.reject_content`)}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label={translate(`${A}.reject_reason`)}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={!!error}
          helperText={error ?? translate(`${A}.reject_reason_help`)}
          slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'venue-reject-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color="error" onClick={submit} disabled={busy} data-testid="venue-reject-confirm">
          {translate(`${A}.reject`)}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

export function VenueModerationActions({
  venue,
  onDone,
  compact = false,
}: {
  venue: ManagedVenue
  onDone: (venue: ManagedVenue) => void
  /** In the list: only the queue's decisions (approve, reject). */
  compact?: boolean
}) {
  const translate = useTranslate()
  const notify = useNotify()
  const role = signedInTableRole(useSignedInUser())
  const [confirming, setConfirming] = useState<Pending | null>(null)
  const [rejecting, setRejecting] = useState(false)
  const [busy, setBusy] = useState(false)
  if (venue.deletedAt) return null
  const may = (action: 'approve' | 'deactivate' | 'delete') => roleMayAct('venues', action, role)

  const run = async (action: Pending) => {
    setBusy(true)
    try {
      const updated = action === 'delete' ? await deleteVenue(venue.id) : await moderateVenue(venue.id, action)
      notify(`${A}.${action === 'delete' ? 'deleted' : `${action}d`}`, { type: 'success' })
      onDone(updated)
    } catch (caught) {
      notify((caught as Error).message || 'ra.notification.http_error', { type: 'error' })
    } finally {
      setBusy(false)
      setConfirming(null)
    }
  }

  const buttons: { action: Pending | 'reject'; show: boolean; icon: ReactNode; color: 'success' | 'error' | 'inherit' | 'warning' }[] = [
    { action: 'approve', show: may('approve') && venue.approvalStatus !== 'approved', icon: <CheckIcon />, color: 'success' },
    { action: 'reject', show: may('approve') && venue.approvalStatus !== 'rejected', icon: <CloseIcon />, color: 'error' },
    { action: 'deactivate', show: !compact && may('deactivate') && venue.isActive, icon: <BlockIcon />, color: 'warning' },
    { action: 'activate', show: !compact && may('deactivate') && !venue.isActive, icon: <RestoreIcon />, color: 'inherit' },
    { action: 'delete', show: !compact && may('delete'), icon: <DeleteIcon />, color: 'error' },
  ]
  const shown = buttons.filter((button) => button.show)
  if (shown.length === 0) return null

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} onClick={(event) => event.stopPropagation()}>
      {shown.map(({ action, icon, color }) => (
        <Button
          key={action}
          size="small"
          variant={action === 'approve' ? 'contained' : 'outlined'}
          color={color}
          startIcon={icon}
          disabled={busy}
          onClick={() => (action === 'reject' ? setRejecting(true) : setConfirming(action))}
          data-testid={`venue-${action}`}
        >
          {translate(`${A}.${action}`)}
        </Button>
      ))}
      {confirming && (
        <Confirm
          isOpen
          loading={busy}
          title={translate(`${A}.${confirming}_title`, { name: venue.name })}
          content={translate(`${A}.${confirming}_content`)}
          confirm={`${A}.${confirming}`}
          confirmColor={confirming === 'approve' || confirming === 'activate' ? 'primary' : 'warning'}
          onConfirm={() => run(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
      {rejecting && <RejectDialog venue={venue} onClose={() => setRejecting(false)} onDone={onDone} />}
    </Stack>
  )
}
