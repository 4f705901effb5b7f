/*
 * /ticket-validation: the scanner at the gate. Pick the event and name the gate (both remembered on
 * this device), then scan: camera, typed or pasted code, a handheld scanner that types and presses Enter, or a
 * search by name. The big answer comes with a sound and a vibration; the code field is ready again at once.
 */
import { useEffect, useMemo, useState } from 'react'
import { Alert, Box, Card, CardContent, FormControlLabel, ListSubheader, MenuItem, Switch, TextField, Typography } from '@mui/material'
import { Title, useLocaleState, useTranslate } from 'react-admin'
import { scannerEventGroups } from '#domain/check_in'
import { formatDateTime } from '#domain/format'
import { storedUser } from '../../auth/browserSession'
import { pageMessageKey } from '../guardedPages'
import { scannerEvents, type ScannerEvent } from './api'
import { ScannerStation } from './ScannerStation'
import { T } from './texts'

const EVENT_KEY = 'scanner.eventId'
const GATE_KEY = 'scanner.gate'

export default function ValidationPage() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
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
  const known = useMemo(() => (Array.isArray(events) ? events : []), [events])
  const groups = useMemo(() => scannerEventGroups(known, new Date()), [known])
  const [showPast, setShowPast] = useState(false)
  const listed = [...groups.today, ...groups.upcoming, ...(showPast ? groups.past : [])]
  const remembered = eventId && !listed.some((event) => event.id === eventId) ? known.find((event) => event.id === eventId) : undefined
  const fallback =
    eventId && !known.some((event) => event.id === eventId) ? { id: eventId, title: `#${eventId}`, startDate: null } : undefined
  const item = (event: ScannerEvent) => (
    <MenuItem key={event.id} value={event.id} data-testid="scanner-event-option">
      <Box sx={{ display: 'grid', minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{event.title}</Typography>
        {event.startDate && (
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(event.startDate, locale)}
          </Typography>
        )}
      </Box>
    </MenuItem>
  )
  const section = (key: string, list: ScannerEvent[]) =>
    list.length === 0 ? [] : [<ListSubheader key={`head-${key}`}>{translate(`${T}.groups.${key}`)}</ListSubheader>, ...list.map(item)]
  const options = [
    ...section('today', groups.today),
    ...section('upcoming', groups.upcoming),
    ...(showPast ? section('past', groups.past) : []),
    ...[remembered, fallback].filter((event): event is ScannerEvent => !!event).map(item),
  ]
  const nothingToScan = Array.isArray(events) && groups.today.length + groups.upcoming.length === 0

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
            {options}
          </TextField>
          <TextField
            label={translate(`${T}.gate`)}
            value={gate}
            onChange={(event) => nameGate(event.target.value.slice(0, 60))}
            size="small"
            helperText={gate ? undefined : translate(`${T}.gate_hint`)}
            slotProps={{ htmlInput: { 'data-testid': 'scanner-gate', maxLength: 60 } }}
          />
          {groups.past.length > 0 && (
            <FormControlLabel
              sx={{ gridColumn: '1 / -1', mt: -1 }}
              control={
                <Switch checked={showPast} onChange={(event) => setShowPast(event.target.checked)} data-testid="scanner-show-past" />
              }
              label={translate(`${T}.show_past`, { smart_count: groups.past.length })}
            />
          )}
        </CardContent>
      </Card>
      {events === 'failed' && !eventId && <Alert severity="warning">{translate(`${T}.events_failed`)}</Alert>}
      {nothingToScan && !eventId && <Alert severity="info">{translate(`${T}.no_events`)}</Alert>}
      {eventId && <ScannerStation key={eventId} eventId={eventId} gate={gate.trim()} />}
    </Box>
  )
}
