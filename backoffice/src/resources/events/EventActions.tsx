/* Publish, unpublish and cancel (with a confirmation that says buyers are told and refunds are needed). */
import { useState } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material'
import { useNotify, useTranslate } from 'react-admin'
import { eventsApi, formErrorsOf, type OrganizerEvent } from './api'

const e = (name: string) => `resources.events.edit.${name}`

export function EventActions({ event, onDone }: { event: Pick<OrganizerEvent, 'id' | 'status'>; onDone: (event: OrganizerEvent) => void }) {
  const translate = useTranslate()
  const notify = useNotify()
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  if (event.status === 'cancelled') return null

  const run = async (action: 'publish' | 'unpublish' | 'cancel', done: string) => {
    setBusy(true)
    try {
      const updated = await eventsApi.action(event.id, action)
      notify(e(done), { type: 'success' })
      onDone(updated)
    } catch (caught) {
      notify(formErrorsOf(caught)._[0], { type: 'error' })
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
          disabled={busy}
          data-testid="event-publish"
        >
          {translate(e('publish'))}
        </Button>
      ) : (
        <Button
          size="small"
          variant="outlined"
          onClick={() => run('unpublish', 'unpublished_done')}
          disabled={busy}
          data-testid="event-unpublish"
        >
          {translate(e('unpublish'))}
        </Button>
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
