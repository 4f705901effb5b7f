/*
 * 'Bericht aan bezoekers' for one event: the form (subject, text, channels, audience), a preview with how many it
 * reaches, a confirmation, and the messages sent with their report. The API decides who receives it and refuses
 * what is wrong (docs/messaging.md#messages-to-attendees); this page only shows it.
 */
import { useCallback, useEffect, useMemo, useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { HttpError, Title, useCanAccess, useLocaleState, useLocation, useNotify, useRedirect, useTranslate } from 'react-admin'
import { formatDateTime } from '#domain/format'
import {
  ATTENDEE_MESSAGE_CHANNELS,
  MAX_BODY_LENGTH,
  MAX_SUBJECT_LENGTH,
  type AttendeeAudience,
  type AttendeeMessageChannel,
} from '#domain/attendee_messages'
import {
  messageEvent,
  organizerEvents,
  previewMessage,
  sendMessage,
  sentMessages,
  type EventChoice,
  type MessageDraft,
  type MessageEvent,
  type MessagePreview,
  type SentMessage,
} from './api'

const t = (name: string) => `resources.attendee-messages.${name}`

type CheckedIn = 'all' | 'in' | 'out'

interface Draft {
  subject: string
  body: string
  channels: AttendeeMessageChannel[]
  ticketTypeIds: number[]
  checkedIn: CheckedIn
}

const EMPTY_DRAFT: Draft = { subject: '', body: '', channels: ['email', 'whatsapp'], ticketTypeIds: [], checkedIn: 'all' }

function payloadOf(draft: Draft): MessageDraft {
  const audience: AttendeeAudience = {}
  if (draft.ticketTypeIds.length > 0) audience.ticketTypeIds = draft.ticketTypeIds
  if (draft.checkedIn !== 'all') audience.checkedIn = draft.checkedIn === 'in'
  return { subject: draft.subject, body: draft.body, channels: draft.channels, audience }
}

/** An API refusal as one message plus the texts per field ('audience.ticketTypeIds' nested as the API sends it). */
function problemsOf(caught: unknown): { message: string; fields: Record<string, string> } {
  if (!(caught instanceof HttpError)) return { message: caught instanceof Error ? caught.message : String(caught), fields: {} }
  const fields: Record<string, string> = {}
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') fields[path] = value
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key)
  }
  walk((caught.body as { errors?: unknown } | undefined)?.errors, '')
  return { message: caught.message, fields }
}

function useEventIdInAddress(): number | null {
  const { search } = useLocation()
  const id = Number(new URLSearchParams(search).get('eventId'))
  return Number.isInteger(id) && id > 0 ? id : null
}

export function AttendeeMessagesPage() {
  const translate = useTranslate()
  const redirect = useRedirect()
  const eventId = useEventIdInAddress()
  const [events, setEvents] = useState<EventChoice[] | null>(null)
  const { canAccess: maySend } = useCanAccess({ resource: 'attendee-messages', action: 'create' })

  useEffect(() => {
    organizerEvents()
      .then(setEvents)
      .catch(() => setEvents([]))
  }, [])

  return (
    <Box sx={{ mt: 2, maxWidth: 860, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }} data-testid="attendee-messages-page">
      <Title title={translate(t('title'))} />
      <Typography variant="h5" component="h1">
        {translate(t('title'))}
      </Typography>
      <Typography color="text.secondary">{translate(t('intro'))}</Typography>
      <EventPicker events={events} eventId={eventId} onPick={(id) => redirect(`/attendee-messages?eventId=${id}`)} />
      {eventId !== null && <EventMessages key={eventId} eventId={eventId} maySend={maySend === true} />}
    </Box>
  )
}

function EventPicker({ events, eventId, onPick }: { events: EventChoice[] | null; eventId: number | null; onPick: (id: number) => void }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const choices = useMemo(() => {
    const list = (events ?? []).map((event) => ({
      id: event.id,
      name: event.startDate ? `${event.title} · ${formatDateTime(event.startDate, locale)}` : event.title,
    }))
    if (eventId && !list.some((choice) => choice.id === eventId)) list.unshift({ id: eventId, name: `#${eventId}` })
    return list
  }, [events, eventId, locale])
  return (
    <TextField
      select
      label={translate(t('event'))}
      value={eventId ?? ''}
      onChange={(e) => onPick(Number(e.target.value))}
      sx={{ maxWidth: 480 }}
      helperText={events !== null && choices.length === 0 ? translate(t('noEvents')) : undefined}
      slotProps={{ htmlInput: { 'data-testid': 'attendee-messages-event' } }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  )
}

function EventMessages({ eventId, maySend }: { eventId: number; maySend: boolean }) {
  const [event, setEvent] = useState<MessageEvent | null>(null)
  const [sent, setSent] = useState<SentMessage[] | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)

  const loadSent = useCallback(() => {
    sentMessages(eventId)
      .then(setSent)
      .catch((caught) => setLoadError(problemsOf(caught).message))
  }, [eventId])

  useEffect(() => {
    if (maySend)
      messageEvent(eventId)
        .then(setEvent)
        .catch((caught) => setLoadError(problemsOf(caught).message))
    loadSent()
  }, [eventId, maySend, loadSent])

  return (
    <>
      {loadError && (
        <Alert severity="error" role="alert">
          {loadError}
        </Alert>
      )}
      {maySend && event && <MessageForm event={event} onSent={loadSent} />}
      <SentList messages={sent} onRefresh={loadSent} />
    </>
  )
}

function MessageForm({ event, onSent }: { event: MessageEvent; onSent: () => void }) {
  const translate = useTranslate()
  const notify = useNotify()
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT)
  const [preview, setPreview] = useState<MessagePreview | null>(null)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const cancelled = event.status === 'cancelled'

  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }))
    // A preview is of the draft it was made for: any change asks for a new one before sending.
    setPreview(null)
  }
  const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value])

  const fail = (caught: unknown) => {
    const problems = problemsOf(caught)
    setFields(problems.fields)
    setError(Object.keys(problems.fields).length > 0 ? null : problems.message)
  }

  const showPreview = async () => {
    setBusy(true)
    setFields({})
    setError(null)
    try {
      setPreview(await previewMessage(event.id, payloadOf(draft)))
    } catch (caught) {
      fail(caught)
    } finally {
      setBusy(false)
    }
  }

  const send = async () => {
    setBusy(true)
    try {
      const { count } = await sendMessage(event.id, payloadOf(draft))
      notify(translate(t('sentNotice'), { smart_count: count }), { type: 'success' })
      setDraft(EMPTY_DRAFT)
      setPreview(null)
      onSent()
    } catch (caught) {
      fail(caught)
    } finally {
      setBusy(false)
      setConfirming(false)
    }
  }

  return (
    <Card>
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {translate(t('new'))}
        </Typography>
        {cancelled && <Alert severity="info">{translate(t('cancelledEvent'))}</Alert>}
        <TextField
          label={translate(t('subject'))}
          value={draft.subject}
          onChange={(e) => change({ subject: e.target.value.replace(/[\r\n]+/g, ' ') })}
          error={!!fields.subject}
          helperText={fields.subject ?? `${draft.subject.length}/${MAX_SUBJECT_LENGTH} · ${translate(t('subjectHelp'))}`}
          slotProps={{ htmlInput: { maxLength: MAX_SUBJECT_LENGTH, 'data-testid': 'attendee-message-subject' } }}
          required
        />
        <TextField
          label={translate(t('body'))}
          value={draft.body}
          onChange={(e) => change({ body: e.target.value })}
          error={!!fields.body}
          helperText={fields.body ?? `${draft.body.length}/${MAX_BODY_LENGTH} · ${translate(t('bodyHelp'))}`}
          multiline
          minRows={5}
          slotProps={{ htmlInput: { maxLength: MAX_BODY_LENGTH, 'data-testid': 'attendee-message-body' } }}
          required
        />
        <FormControl error={!!(fields.channels ?? fields['channels.0'])} component="fieldset">
          <FormLabel component="legend">{translate(t('channels'))}</FormLabel>
          <FormGroup row>
            {ATTENDEE_MESSAGE_CHANNELS.map((channel) => (
              <FormControlLabel
                key={channel}
                control={
                  <Checkbox
                    checked={draft.channels.includes(channel)}
                    onChange={() => change({ channels: toggle(draft.channels, channel) })}
                    slotProps={{ input: { 'data-testid': `attendee-message-channel-${channel}` } as object }}
                  />
                }
                label={translate(t(`channel.${channel}`))}
              />
            ))}
          </FormGroup>
          <FormHelperText>{fields.channels ?? fields['channels.0'] ?? translate(t('channelsHelp'))}</FormHelperText>
        </FormControl>
        <FormControl component="fieldset" error={!!fields['audience.ticketTypeIds']}>
          <FormLabel component="legend">{translate(t('ticketTypes'))}</FormLabel>
          <FormGroup row>
            {event.ticketTypes.map((type) => (
              <FormControlLabel
                key={type.id}
                control={
                  <Checkbox
                    checked={draft.ticketTypeIds.includes(type.id)}
                    onChange={() => change({ ticketTypeIds: toggle(draft.ticketTypeIds, type.id) })}
                  />
                }
                label={type.name}
              />
            ))}
          </FormGroup>
          <FormHelperText>{fields['audience.ticketTypeIds'] ?? translate(t('ticketTypesHelp'))}</FormHelperText>
        </FormControl>
        <FormControl component="fieldset">
          <FormLabel component="legend">{translate(t('checkedIn'))}</FormLabel>
          <RadioGroup row value={draft.checkedIn} onChange={(e) => change({ checkedIn: e.target.value as CheckedIn })}>
            {(['all', 'in', 'out'] as const).map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={translate(t(`checkedInChoice.${value}`))} />
            ))}
          </RadioGroup>
        </FormControl>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {preview && <PreviewPanel preview={preview} draft={draft} />}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" onClick={showPreview} disabled={busy} data-testid="attendee-message-preview">
            {translate(t('preview'))}
          </Button>
          <Button
            variant="contained"
            onClick={() => setConfirming(true)}
            disabled={busy || !preview || preview.count === 0 || preview.remainingToday === 0}
            data-testid="attendee-message-send"
          >
            {preview && preview.count > 0 ? translate(t('sendTo'), { smart_count: preview.count }) : translate(t('send'))}
          </Button>
        </Stack>
      </CardContent>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="attendee-message-confirm-title">
        <DialogTitle id="attendee-message-confirm-title">{translate(t('confirmTitle'))}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(t('confirmText'), { smart_count: preview?.count ?? 0, subject: draft.subject })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" onClick={send} disabled={busy} data-testid="attendee-message-confirm">
            {translate(t('confirm'))}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  )
}

function PreviewPanel({ preview, draft }: { preview: MessagePreview; draft: Draft }) {
  const translate = useTranslate()
  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 1.5 }}
      data-testid="attendee-message-preview-panel"
      aria-live="polite"
    >
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }} data-testid="attendee-message-count">
        {translate(t('count'), { smart_count: preview.count })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {ATTENDEE_MESSAGE_CHANNELS.map((channel) => (
          <Chip key={channel} label={`${translate(t(`channel.${channel}`))}: ${preview.byChannel[channel]}`} size="small" />
        ))}
      </Stack>
      {preview.unreachable > 0 && <Alert severity="warning">{translate(t('unreachable'), { smart_count: preview.unreachable })}</Alert>}
      {preview.remainingToday === 0 ? (
        <Alert severity="error">{translate(t('limitReached'))}</Alert>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate(t('remainingToday'), { smart_count: preview.remainingToday })}
        </Typography>
      )}
      {preview.sample.length > 0 && (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {translate(t('sample'))}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {preview.sample.map((recipient, index) => (
              <Typography component="li" variant="body2" key={index} sx={{ overflowWrap: 'anywhere' }}>
                {recipient.name ?? '—'} · {recipient.addresses.join(', ')}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
        <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {draft.subject}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {draft.body}
        </Typography>
      </Box>
    </Box>
  )
}

function SentList({ messages, onRefresh }: { messages: SentMessage[] | null; onRefresh: () => void }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  return (
    <Card>
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {translate(t('sentTitle'))}
          </Typography>
          <Button size="small" onClick={onRefresh} data-testid="attendee-messages-refresh">
            {translate('ra.action.refresh')}
          </Button>
        </Stack>
        {messages !== null && messages.length === 0 && <Typography color="text.secondary">{translate(t('noneSent'))}</Typography>}
        {(messages ?? []).map((message) => (
          <Box
            key={message.id}
            sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, display: 'grid', gap: 0.75 }}
            data-testid="attendee-message-row"
          >
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {message.subject}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(t('sentLine'), {
                date: formatDateTime(message.createdAt, locale),
                name: message.sentBy ?? '—',
                smart_count: message.recipientCount,
              })}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="attendee-message-report">
              <Chip size="small" color="success" label={`${translate(t('report.sent'))}: ${message.report.sent}`} />
              <Chip size="small" label={`${translate(t('report.pending'))}: ${message.report.pending}`} />
              <Chip
                size="small"
                color={message.report.failed > 0 ? 'error' : 'default'}
                label={`${translate(t('report.failed'))}: ${message.report.failed}`}
              />
              <Chip
                size="small"
                color={message.report.bounced > 0 ? 'warning' : 'default'}
                label={`${translate(t('report.bounced'))}: ${message.report.bounced}`}
              />
            </Stack>
          </Box>
        ))}
      </CardContent>
    </Card>
  )
}
