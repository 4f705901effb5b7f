/*
 * Publish, unpublish and cancel (with a confirmation that says buyers are told and refunds are needed). An admin
 * takes an organizer's event offline only with a reason, which the organizer gets by e-mail. Publishing waits for a
 * venue run by someone else to confirm the day: the button is off and says why (the API refuses it too).
 */
import { useState } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField, Typography } from '@mui/material'
import { useNotify, useTranslate } from 'react-admin'
import { signedInTableRole } from '../../auth/resourceAccess'
import { useSignedInUser } from '../../auth/useSignedInUser'
import { eventsApi, formErrorsOf, type OrganizerEvent } from './api'

const e = (name: string) => `resources.events.edit.${name}`

export function EventActions({
  event,
  onDone,
}: {
  event: Pick<OrganizerEvent, 'id' | 'status' | 'publishBlockedReason'>
  onDone: (event: OrganizerEvent) => void
}) {
  const translate = useTranslate()
  const notify = useNotify()
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [moderating, setModerating] = useState(false)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  // Admins and sub-admins act as the platform: their unpublish needs a reason (the API refuses one without).
  const platform = ['admin', 'sub_admin'].includes(signedInTableRole(useSignedInUser()) ?? '')
  if (event.status === 'cancelled') return null

  const run = async (action: 'publish' | 'unpublish' | 'cancel', done: string, body?: { reason: string }) => {
    setBusy(true)
    try {
      const updated = await eventsApi.action(event.id, action, body)
      setModerating(false)
      notify(e(done), { type: 'success' })
      onDone(updated)
    } catch (caught) {
      const errors = formErrorsOf(caught)
      if (errors.reason) setReasonError(errors.reason[0])
      else notify(errors._[0], { type: 'error' })
    } finally {
      setBusy(false)
      setConfirming(false)
    }
  }

  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
      {event.status === 'draft' ? (
        <Button
          size="small"
          variant="contained"
          onClick={() => run('publish', 'published_done')}
          disabled={busy || !!event.publishBlockedReason}
          aria-describedby={event.publishBlockedReason ? `publish-blocked-${event.id}` : undefined}
          data-testid="event-publish"
        >
          {translate(e('publish'))}
        </Button>
      ) : (
        <Button
          size="small"
          variant="outlined"
          onClick={() => (platform ? setModerating(true) : run('unpublish', 'unpublished_done'))}
          disabled={busy}
          data-testid="event-unpublish"
        >
          {translate(e('unpublish'))}
        </Button>
      )}
      <Dialog
        open={moderating}
        onClose={() => setModerating(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby={`unpublish-title-${event.id}`}
      >
        <DialogTitle id={`unpublish-title-${event.id}`}>{translate(e('moderate_title'))}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(e('moderate_text'))}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            required
            multiline
            minRows={3}
            margin="normal"
            label={translate(e('moderate_reason'))}
            value={reason}
            error={!!reasonError}
            helperText={reasonError ?? translate(e('moderate_hint'))}
            onChange={(change) => {
              setReason(change.target.value)
              setReasonError(null)
            }}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            data-testid="unpublish-reason"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setModerating(false)} disabled={busy}>
            {translate(e('keep'))}
          </Button>
          <Button
            variant="contained"
            color="warning"
            onClick={() => run('unpublish', 'moderated_done', { reason: reason.trim() })}
            disabled={busy || reason.trim() === ''}
            data-testid="unpublish-confirm"
          >
            {translate(e('unpublish'))}
          </Button>
        </DialogActions>
      </Dialog>
      {event.status === 'draft' && event.publishBlockedReason && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ flexBasis: '100%', order: 1 }}
          id={`publish-blocked-${event.id}`}
          data-testid="event-publish-blocked"
        >
          {translate(`resources.events.publish_blocked.${event.publishBlockedReason}`)}
        </Typography>
      )}
      <Button size="small" color="error" onClick={() => setConfirming(true)} disabled={busy} data-testid="event-cancel">
        {translate(e('cancel'))}
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`cancel-title-${event.id}`}>
        <DialogTitle id={`cancel-title-${event.id}`}>{translate(e('cancel_title'))}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(e('cancel_text'))}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={busy}>
            {translate(e('keep'))}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => run('cancel', 'cancelled_done')}
            disabled={busy}
            data-testid="event-cancel-confirm"
          >
            {translate(e('cancel_confirm'))}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  )
}
