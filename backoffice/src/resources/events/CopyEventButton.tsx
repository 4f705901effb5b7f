/*
 * 'Kopiëren': a new draft from this event (POST /api/events/{id}/copy: texts, images, venue and ticket types, no
 * dates), opened in the wizard at the dates, the one step a copy always needs.
 */
import { useState } from 'react'
import { Button } from '@mui/material'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { useNotify, useTranslate } from 'react-admin'
import { resumeStep } from '#domain/event_status'
import { eventsApi, formErrorsOf } from './api'

export function CopyEventButton({ eventId, variant = 'text' }: { eventId: number; variant?: 'text' | 'outlined' }) {
  const translate = useTranslate()
  const notify = useNotify()
  const [busy, setBusy] = useState(false)
  const copy = async () => {
    setBusy(true)
    try {
      const draft = await eventsApi.copy(eventId)
      notify('resources.events.list.copied', { type: 'success' })
      window.location.assign(`/create-event/step${Math.min(resumeStep(draft.wizardStep), 3)}?event=${draft.id}`)
    } catch (caught) {
      notify(formErrorsOf(caught)._[0], { type: 'error' })
      setBusy(false)
    }
  }
  return (
    <Button size="small" variant={variant} startIcon={<ContentCopyIcon />} onClick={copy} disabled={busy} data-testid="event-copy">
      {translate('resources.events.list.copy')}
    </Button>
  )
}
