/* Editing an event: the wizard's inputs on one page, its ticket types, and its status buttons. */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material'
import LocalOfferIcon from '@mui/icons-material/LocalOffer'
import { Link, Loading, Title, useGetRecordId, useNotify, useTranslate } from 'react-admin'
import { eventsApi, formErrorsOf, type OrganizerEvent } from './api'
import { detailsPayload, formFromEvent, whenWherePayload, type EventForm } from './eventForm'
import { EventDetailsInputs, EventWhenWhereInputs, type FieldErrors } from './EventInputs'
import { EventActions } from './EventActions'
import { CopyEventButton } from './CopyEventButton'
import { PreviewEventButton } from './PreviewEventButton'
import { MessageAttendeesButton } from '../attendee-messages/MessageAttendeesButton'
import { EventStatusChips } from './EventStatusChips'
import { TicketTypesEditor } from './TicketTypesEditor'
import type { CancellationRefunds } from '#domain/cancellation_refunds'
import { storedUser } from '../../auth/browserSession'
import { roleMayAct, signedInTableRole } from '../../auth/resourceAccess'
import { eventCodesPath } from '../discount-codes/types'

// Its own chunk: the page's first load stays within the back office's budget.
const ConversionCard = lazy(() => import('./ConversionCard'))
const WaitingListCard = lazy(() => import('./WaitingListCard'))
// 'Wachtrij bij de verkoopstart' (docs/waiting-room.md): settings and the live room, refreshed every 5 s.
const WaitingRoomCard = lazy(() => import('./WaitingRoomCard'))
// 'Vragen' (docs/questions.md): its own chunk with its own texts.
const QuestionsEditor = lazy(() => import('../event-questions/QuestionsEditor'))
// 'Op je eigen website' (docs/embed.md): the ticket button's snippet and the organizer's websites.
const EmbedCard = lazy(() => import('../embed-domains/EmbedCard'))

const e = (name: string) => `resources.events.edit.${name}`
const REFUNDS_POLL_MS = 10_000

export function EventEdit() {
  const id = Number(useGetRecordId())
  const translate = useTranslate()
  const notify = useNotify()
  const [event, setEvent] = useState<OrganizerEvent | null>(null)
  const [form, setForm] = useState<EventForm | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [saving, setSaving] = useState(false)

  const load = useCallback(async () => {
    try {
      const loaded = await eventsApi.get(id)
      setEvent(loaded)
      setForm(formFromEvent(loaded))
    } catch (caught) {
      setErrors(formErrorsOf(caught))
    }
  }, [id])

  useEffect(() => {
    void load()
  }, [load])

  // While a cancelled event's refunds are under way the page follows them (its form is read-only by then).
  const refundsPending = (event?.cancellationRefunds?.pending ?? 0) > 0
  useEffect(() => {
    if (!refundsPending) return
    const timer = setInterval(() => void load(), REFUNDS_POLL_MS)
    return () => clearInterval(timer)
  }, [refundsPending, load])

  if (!event || !form) return errors._ ? <Alert severity="error">{errors._[0]}</Alert> : <Loading />
  const cancelled = event.status === 'cancelled'
  const change = (part: Partial<EventForm>) => setForm((current) => (current ? { ...current, ...part } : current))

  const save = async () => {
    setSaving(true)
    setErrors({})
    try {
      const saved = await eventsApi.update(event.id, { ...detailsPayload(form), ...whenWherePayload(form) })
      setEvent(saved)
      setForm(formFromEvent(saved))
      notify(e('saved'), { type: 'success' })
    } catch (caught) {
      setErrors(formErrorsOf(caught))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Box sx={{ mt: 2, maxWidth: 860, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }} data-testid="event-edit-page">
      <Title title={translate(e('title'))} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {event.title}
          </Typography>
          <EventStatusChips status={event.status} booking={event.booking} />
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
          {event.status === 'draft' && event.startDate && <PreviewEventButton eventId={event.id} />}
          {roleMayAct('discount-codes', 'list', signedInTableRole(storedUser())) && (
            <Button
              component={Link}
              to={eventCodesPath(event.id)}
              variant="outlined"
              size="small"
              startIcon={<LocalOfferIcon />}
              data-testid="event-discount-codes"
            >
              {translate(e('discount_codes'))}
            </Button>
          )}
          <CopyEventButton eventId={event.id} variant="outlined" />
          {event.status !== 'draft' && <MessageAttendeesButton eventId={event.id} />}
          <EventActions event={event} onDone={() => void load()} />
        </Stack>
      </Stack>
      {cancelled && <Alert severity="warning">{translate(e('is_cancelled'))}</Alert>}
      {event.cancellationRefunds && <RefundsProgress progress={event.cancellationRefunds} />}
      {errors._ && (
        <Alert severity="error" role="alert">
          {errors._[0]}
        </Alert>
      )}
      <Card>
        <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
          <EventDetailsInputs form={form} onChange={change} errors={errors} disabled={saving || cancelled} />
          <EventWhenWhereInputs form={form} onChange={change} errors={errors} disabled={saving || cancelled} />
          <Button
            variant="contained"
            onClick={save}
            disabled={saving || cancelled}
            sx={{ justifySelf: 'flex-end' }}
            data-testid="event-save"
          >
            {translate(e('save'))}
          </Button>
        </CardContent>
      </Card>
      <TicketTypesEditor eventId={event.id} ticketTypes={event.ticketTypes ?? []} onChanged={() => void load()} disabled={cancelled} />
      {roleMayAct('events', 'edit', signedInTableRole(storedUser())) && (
        <Suspense fallback={null}>
          <WaitingRoomCard eventId={event.id} disabled={cancelled} />
        </Suspense>
      )}
      {event.status === 'published' && roleMayAct('ticket-types', 'list', signedInTableRole(storedUser())) && (
        <Suspense fallback={null}>
          <WaitingListCard eventId={event.id} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <QuestionsEditor eventId={event.id} ticketTypes={event.ticketTypes ?? []} disabled={cancelled} />
      </Suspense>
      {roleMayAct('embed-domains', 'list', signedInTableRole(storedUser())) && (
        <Suspense fallback={null}>
          <EmbedCard eventId={event.id} organizerId={event.organizerId} />
        </Suspense>
      )}
      {event.status !== 'draft' && roleMayAct('event-analytics', 'show', signedInTableRole(storedUser())) && (
        <Suspense fallback={null}>
          <ConversionCard eventId={event.id} />
        </Suspense>
      )}
    </Box>
  )
}

/** A cancelled event's refunds as the job stands: done of total, failed ones (retried on the order's page), manual ones. */
function RefundsProgress({ progress }: { progress: CancellationRefunds }) {
  const translate = useTranslate()
  if (progress.total === 0 && progress.manual === 0) return null
  return (
    <Alert severity={progress.failed > 0 ? 'error' : progress.pending > 0 ? 'info' : 'success'} data-testid="event-refunds-progress">
      {progress.total > 0 && <div>{translate(e('refunds_progress'), { ...progress })}</div>}
      {progress.failed > 0 && <div>{translate(e('refunds_failed'))}</div>}
      {progress.manual > 0 && <div>{translate(e('refunds_manual'), { manual: progress.manual })}</div>}
    </Alert>
  )
}
