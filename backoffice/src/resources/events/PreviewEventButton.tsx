/*
 * 'Voorbeeld': the event's public page as visitors will see it once published, opened in a new tab through a
 * short-lived link only the event's own team can ask for (POST /api/events/{id}/preview).
 */
import { useState } from 'react'
import { Button } from '@mui/material'
import VisibilityIcon from '@mui/icons-material/Visibility'
import { useNotify, useTranslate } from 'react-admin'
import { eventsApi, formErrorsOf } from './api'

export function PreviewEventButton({ eventId, variant = 'outlined' }: { eventId: number; variant?: 'text' | 'outlined' }) {
  const translate = useTranslate()
  const notify = useNotify()
  const [busy, setBusy] = useState(false)
  const open = async () => {
    // Opened before the request, so the browser counts it as the tap's own window (no pop-up blocker).
    const tab = window.open('about:blank', '_blank')
    setBusy(true)
    try {
      const { path } = await eventsApi.previewLink(eventId)
      if (tab) tab.location.href = path
      else window.location.assign(path)
    } catch (caught) {
      tab?.close()
      notify(formErrorsOf(caught)._[0], { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button size="small" variant={variant} startIcon={<VisibilityIcon />} onClick={open} disabled={busy} data-testid="event-preview">
      {translate('resources.events.list.preview')}
    </Button>
  )
}
