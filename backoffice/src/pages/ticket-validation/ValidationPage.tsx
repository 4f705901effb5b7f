/*
 * /ticket-validation: the scanner at the gate. Pick the event and name the gate (both remembered on
 * this device), then scan: camera, typed or pasted code, a handheld scanner that types and presses Enter, or a
 * search by name. The big answer comes with a sound and a vibration; the code field is ready again at once.
 */
import { useEffect, useState } from 'react'
import { Alert, Box, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material'
import { Title, useTranslate } from 'react-admin'
import { storedUser } from '../../auth/browserSession'
import { pageMessageKey } from '../guardedPages'
import { scannerEvents, type ScannerEvent } from './api'
import { ScannerStation } from './ScannerStation'
import { T } from './texts'

const EVENT_KEY = 'scanner.eventId'
const GATE_KEY = 'scanner.gate'

export default function ValidationPage() {
  const translate = useTranslate()
  const title = translate(pageMessageKey('/ticket-validation', 'title'))
  const [events, setEvents] = useState<ScannerEvent[] | 'failed' | null>(null)
  const [eventId, setEventId] = useState<number | null>(() => Number(localStorage.getItem(EVENT_KEY)) || null)
  const [gate, setGate] = useState(() => localStorage.getItem(GATE_KEY) ?? '')

  useEffect(() => {
    document.title = `${title} · ${translate('app.name')}`
  }, [title, translate])

  useEffect(() => {
    scannerEvents(storedUser()?.organizerId).then(setEvents, () => setEvents('failed'))
  }, [])

  const chooseEvent = (id: number) => {
    setEventId(id)
    localStorage.setItem(EVENT_KEY, String(id))
  }
  const nameGate = (name: string) => {
    setGate(name)
    localStorage.setItem(GATE_KEY, name)
  }
  // Offline at the gate the list of events cannot load: the remembered event still scans from its offline list.
  const known = Array.isArray(events) ? events : []
  const choices =
    eventId && !known.some((event) => event.id === eventId) ? [...known, { id: eventId, title: `#${eventId}`, startDate: null }] : known

  return (
    <Box sx={{ mt: 1, mb: 4, display: 'grid', gap: 2, maxWidth: 960 }}>
      <Title title={title} />
      <Typography variant="h6" component="h1" sx={{ mb: -1 }}>
        {title}
      </Typography>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, '&:last-child': { pb: 2 } }}>
          <TextField
            select
            label={translate(`${T}.event`)}
            value={eventId ?? ''}
            onChange={(event) => chooseEvent(Number(event.target.value))}
            size="small"
            helperText={eventId ? undefined : translate(`${T}.choose_event`)}
            slotProps={{ htmlInput: { 'data-testid': 'scanner-event' } }}
          >
            {choices.map((event) => (
              <MenuItem key={event.id} value={event.id}>
                {event.title}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate(`${T}.gate`)}
            value={gate}
            onChange={(event) => nameGate(event.target.value.slice(0, 60))}
            size="small"
            helperText={gate ? undefined : translate(`${T}.gate_hint`)}
            slotProps={{ htmlInput: { 'data-testid': 'scanner-gate', maxLength: 60 } }}
          />
        </CardContent>
      </Card>
      {events === 'failed' && !eventId && <Alert severity="warning">{translate(`${T}.events_failed`)}</Alert>}
      {Array.isArray(events) && events.length === 0 && <Alert severity="info">{translate(`${T}.no_events`)}</Alert>}
      {eventId && <ScannerStation key={eventId} eventId={eventId} gate={gate.trim()} />}
    </Box>
  )
}
