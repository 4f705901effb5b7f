/*
 * One event's scanner: online/offline and the queue always in view, the code field (keyboard, paste, handheld
 * scanner), the camera, the big answer, the counts, the search and the conflicts found by a sync.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material'
import CloudOffIcon from '@mui/icons-material/CloudOff'
import CloudDoneIcon from '@mui/icons-material/CloudDone'
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera'
import { useLocaleState, useTranslate } from 'react-admin'
import type { CheckInCounts } from '#domain/check_in'
import { formatDateTime } from '#domain/format'
import { signalAnswer } from './feedback'
import type { RunningCamera } from './cameraScanner'
import { AnswerPanel, ConflictList, CountsCard } from './ScanParts'
import { AttendeeSearch } from './AttendeeSearch'
import { T } from './texts'
import { useScanner } from './useScanner'

export function ScannerStation({ eventId, gate }: { eventId: number; gate: string }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const scanner = useScanner(eventId, gate)
  const { online, device, outcome, counts, syncing } = scanner
  const [code, setCode] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const searchInput = useRef<HTMLInputElement>(null)
  const cameraOn = useRef(false)
  // A keyboard or handheld scanner types into the field: focused from the start where there is a mouse (a phone
  // would open its on-screen keyboard over the camera).
  const [keyboardFirst] = useState(() => window.matchMedia('(pointer: fine)').matches)

  // Each answer: sound and vibration, and the field empty and focused for the next code (unless the camera scans).
  useEffect(() => {
    if (!outcome) return
    signalAnswer(outcome.kind === 'answer' ? outcome.answer.status : 'invalid')
    if (!cameraOn.current) input.current?.focus()
  }, [outcome])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = code
    setCode('')
    void scanner.scan(value)
  }

  const list = device.list
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }} data-testid="scanner-status">
        <Chip
          icon={online ? <CloudDoneIcon /> : <CloudOffIcon />}
          color={online ? 'success' : 'warning'}
          label={translate(online ? `${T}.online` : `${T}.offline`)}
          data-testid="scanner-online"
          data-online={online}
        />
        <Chip
          variant="outlined"
          color={device.queue.length > 0 ? 'warning' : 'default'}
          label={
            device.queue.length > 0 ? translate(`${T}.waiting`, { smart_count: device.queue.length }) : translate(`${T}.nothing_waiting`)
          }
          data-testid="scanner-queue"
          data-count={device.queue.length}
        />
        {device.queue.length > 0 && online && (
          <Button size="small" onClick={() => void scanner.sync()} disabled={syncing}>
            {translate(syncing ? `${T}.syncing` : `${T}.sync_now`)}
          </Button>
        )}
        <Typography variant="body2" color="text.secondary" data-testid="scanner-list">
          {list
            ? translate(`${T}.list_ready`, { smart_count: list.codes.length, time: formatDateTime(list.generatedAt, locale) })
            : translate(`${T}.list_missing`)}
        </Typography>
        {list && counts && <ListGap counts={counts} />}
        {online && (
          <Button size="small" onClick={() => void scanner.downloadList()}>
            {translate(`${T}.list_refresh`)}
          </Button>
        )}
      </Stack>

      <ConflictList conflicts={device.conflicts} onDismiss={() => void scanner.dismissConflicts()} />

      <AnswerPanel
        outcome={outcome}
        eventId={eventId}
        onUndone={() => void scanner.refreshCounts()}
        onSearch={() => {
          searchInput.current?.scrollIntoView({ behavior: 'smooth', block: 'center' })
          searchInput.current?.focus({ preventScroll: true })
        }}
      />

      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <CameraView onCode={(value) => void scanner.scan(value)} onRunning={(running) => (cameraOn.current = running)} />
          <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              inputRef={input}
              autoFocus={keyboardFirst}
              fullWidth
              label={translate(`${T}.code`)}
              helperText={translate(`${T}.code_hint`)}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'scanner-code', autoComplete: 'off', autoCapitalize: 'off', spellCheck: false } }}
            />
            <Button type="submit" variant="contained" size="large" sx={{ mt: 1 }}>
              {translate(`${T}.check`)}
            </Button>
          </Box>
        </CardContent>
      </Card>

      <CountsCard counts={counts} />
      <AttendeeSearch
        eventId={eventId}
        online={online}
        inputRef={searchInput}
        onCheckIn={(ticketId) => {
          void scanner.checkInTicket(ticketId)
          // The answer is at the top of the page.
          window.scrollTo({ top: 0, behavior: 'smooth' })
        }}
      />
    </>
  )
}

/**
 * Why the offline list holds fewer tickets than 'Ingecheckt: x van y' counts: tickets on Ticketswitch (their holder
 * withdraws them to get in) and tickets being refunded are left off it.
 */
function ListGap({ counts }: { counts: CheckInCounts }) {
  const translate = useTranslate()
  const { listed, refunding } = counts.notOnOfflineList
  const parts = [
    listed > 0 ? translate(`${T}.list_gap.listed`, { smart_count: listed }) : null,
    refunding > 0 ? translate(`${T}.list_gap.refunding`, { smart_count: refunding }) : null,
  ].filter(Boolean)
  if (parts.length === 0) return null
  return (
    <Typography variant="body2" color="text.secondary" data-testid="scanner-list-gap" sx={{ flexBasis: '100%' }}>
      {translate(`${T}.list_gap.intro`, { parts: parts.join('; ') })}
    </Typography>
  )
}

/** The camera, started on demand: only then are the decoder and its WASM downloaded. */
function CameraView({ onCode, onRunning }: { onCode: (code: string) => void; onRunning: (running: boolean) => void }) {
  const translate = useTranslate()
  const video = useRef<HTMLVideoElement>(null)
  const camera = useRef<RunningCamera | null>(null)
  const handler = useRef(onCode)
  handler.current = onCode
  const [state, setState] = useState<'off' | 'starting' | 'on' | { failed: string }>('off')

  useEffect(() => () => camera.current?.stop(), [])

  const start = async () => {
    setState('starting')
    try {
      const { startCamera } = await import('./cameraScanner')
      camera.current = await startCamera(video.current!, (value) => handler.current(value))
      setState('on')
      onRunning(true)
    } catch (error) {
      setState({ failed: error instanceof Error ? error.message : String(error) })
    }
  }
  const stop = () => {
    camera.current?.stop()
    camera.current = null
    setState('off')
    onRunning(false)
  }

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box>
        {state === 'on' ? (
          <Button variant="outlined" onClick={stop} startIcon={<PhotoCameraIcon />} data-testid="camera-stop">
            {translate(`${T}.camera_stop`)}
          </Button>
        ) : (
          <Button
            variant="outlined"
            onClick={() => void start()}
            startIcon={<PhotoCameraIcon />}
            disabled={state === 'starting'}
            data-testid="camera-start"
          >
            {translate(state === 'starting' ? `${T}.camera_starting` : `${T}.camera_start`)}
          </Button>
        )}
      </Box>
      {typeof state === 'object' && <Alert severity="error">{translate(`${T}.camera_failed`, { reason: state.failed })}</Alert>}
      <Box
        component="video"
        ref={video}
        data-testid="camera-video"
        sx={{
          display: state === 'on' || state === 'starting' ? 'block' : 'none',
          width: '100%',
          maxHeight: 360,
          bgcolor: 'black',
          borderRadius: 1,
          objectFit: 'cover',
        }}
      />
    </Box>
  )
}
