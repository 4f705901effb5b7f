/*
 * /create-event/step1 … /step3 (SPEC §2): the three steps and a review, each step saved on the
 * server as a draft, so the wizard resumes on any device. The step is the address's path (real paths served by
 * the back office, moved with history.pushState); the draft's id is ?event=. Opened without one, the newest
 * draft is resumed after its last saved step.
 */
import { useCallback, useEffect, useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Divider,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material'
import { Loading, Title, useLocaleState, useNotify, useTranslate } from 'react-admin'
import { resumeStep } from '#domain/event_status'
import { EVENT_DESCRIPTION_MAX_LENGTH, EVENT_TITLE_MAX_LENGTH, EVENT_TITLE_MIN_LENGTH, eventDetailsProblems } from '#domain/event_details'
import { MAX_TRANSFERS_PER_TICKET_LIMIT } from '#domain/ticket_transfer'
import { MAX_BUYER_CANCELLATION_HOURS } from '#domain/buyer_cancellation'
import { formatDateTime } from '#domain/format'
import { districtName } from '#domain/districts'
import { actingOrganizerId, eventsApi, formErrorsOf, type OrganizerEvent } from './api'
import { EMPTY_EVENT_FORM, detailsPayload, formFromEvent, whenWherePayload, type EventForm } from './eventForm'
import { EventDetailsInputs, EventWhenWhereInputs, type FieldErrors } from './EventInputs'
import { TicketTypesEditor } from './TicketTypesEditor'
import { useMoney } from '../../inputs/AmountText'
import { PreviewEventButton } from './PreviewEventButton'

type Step = 1 | 2 | 3 | 4
const w = (name: string) => `resources.events.wizard.${name}`
/** The steps as both headers count them: the three of the address and the review. */
const STEP_LABELS = [w('step1'), w('step2'), w('step3'), w('review')]

/** Step 1's fields checked with the API's own rules (domain/event_details.ts) before anything is posted. */
function detailsErrors(form: EventForm, translate: (key: string, options?: object) => string): FieldErrors {
  const maxOf: Record<string, number> = {
    title: EVENT_TITLE_MAX_LENGTH,
    description: EVENT_DESCRIPTION_MAX_LENGTH,
    maxTransfersPerTicket: MAX_TRANSFERS_PER_TICKET_LIMIT,
    buyerCancellationHoursBefore: MAX_BUYER_CANCELLATION_HOURS,
  }
  const errors: FieldErrors = {}
  for (const [field, problem] of Object.entries(eventDetailsProblems(form))) {
    errors[field] = [translate(w(`problem_${field}_${problem}`), { min: EVENT_TITLE_MIN_LENGTH, max: maxOf[field] ?? 0 })]
  }
  return errors
}

function readAddress(): { step: Step | null; eventId: number | null; fresh: boolean } {
  const match = /^\/create-event\/step([123])\/?$/.exec(window.location.pathname)
  const query = new URLSearchParams(window.location.search)
  const step = match ? (Number(match[1]) as Step) : null
  const eventId = Number(query.get('event')) || null
  return { step: step === 3 && query.get('review') === '1' ? 4 : step, eventId, fresh: query.get('new') === '1' }
}

function addressOf(step: Step, eventId: number | null): string {
  const query = new URLSearchParams()
  if (eventId) query.set('event', String(eventId))
  if (step === 4) query.set('review', '1')
  const search = query.toString()
  return `/create-event/step${Math.min(step, 3)}${search ? `?${search}` : ''}${window.location.hash}`
}

export default function CreateEventWizard() {
  const translate = useTranslate()
  const notify = useNotify()
  const [step, setStep] = useState<Step | null>(null)
  const [event, setEvent] = useState<OrganizerEvent | null>(null)
  const [form, setForm] = useState<EventForm>(EMPTY_EVENT_FORM)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [notice, setNotice] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const go = useCallback((next: Step, id: number | null, replace = false) => {
    const url = addressOf(next, id)
    if (replace) window.history.replaceState(null, '', url)
    else window.history.pushState(null, '', url)
    setStep(next)
    setErrors({})
    window.scrollTo(0, 0)
  }, [])

  const load = useCallback(async (id: number) => {
    const loaded = await eventsApi.get(id)
    setEvent(loaded)
    setForm(formFromEvent(loaded))
    return loaded
  }, [])

  // Opening: the draft named in the address, else the newest draft, else a new event at step 1.
  useEffect(() => {
    let live = true
    const start = async () => {
      const address = readAddress()
      if (address.eventId) {
        const loaded = await load(address.eventId)
        if (live) go(address.step ?? resumeStep(loaded.wizardStep), loaded.id, true)
        return
      }
      const organizerId = actingOrganizerId()
      const drafts = !address.fresh && organizerId ? await eventsApi.list(organizerId, 'draft') : []
      if (!live) return
      if (drafts[0]) {
        const loaded = await load(drafts[0].id)
        setNotice(translate(w('resumed'), { title: loaded.title }))
        go(resumeStep(loaded.wizardStep), loaded.id, true)
      } else {
        go(1, null, true)
      }
    }
    start().catch((caught) => live && setNotice(formErrorsOf(caught)._[0]))
    const onPop = () => setStep(readAddress().step ?? 1)
    window.addEventListener('popstate', onPop)
    return () => {
      live = false
      window.removeEventListener('popstate', onPop)
    }
  }, [go, load, translate])

  useEffect(() => {
    document.title = `${translate(w('title'))} · ${translate('app.name')}`
  }, [translate])

  const save = async (payload: Parameters<typeof eventsApi.update>[1], next: Step) => {
    if (next === 2) {
      const problems = detailsErrors(form, translate)
      if (Object.keys(problems).length > 0) {
        setErrors({ ...problems, _: [translate(w('check_fields'))] })
        return
      }
    }
    setSaving(true)
    setErrors({})
    try {
      const saved = event ? await eventsApi.update(event.id, payload) : await eventsApi.create({ ...payload, title: form.title.trim() })
      setEvent(saved)
      notify(w('saved'), { type: 'info' })
      go(next, saved.id)
    } catch (caught) {
      setErrors(formErrorsOf(caught))
    } finally {
      setSaving(false)
    }
  }

  const finish = async (publish: boolean) => {
    if (!event) return
    setSaving(true)
    setErrors({})
    try {
      const done = publish ? await eventsApi.action(event.id, 'publish') : event
      setEvent(done)
      notify(publish ? w('published') : w('kept'), { type: 'success' })
      window.location.assign(`/organizer-dashboard#/events`)
    } catch (caught) {
      setErrors(formErrorsOf(caught))
      setSaving(false)
    }
  }

  if (step === null) return notice ? <Alert severity="error">{notice}</Alert> : <Loading />
  const change = (part: Partial<EventForm>) => setForm((current) => ({ ...current, ...part }))
  const startNew = () => {
    setEvent(null)
    setForm(EMPTY_EVENT_FORM)
    setNotice(null)
    window.history.pushState(null, '', `/create-event/step1?new=1${window.location.hash}`)
    setStep(1)
  }

  return (
    <Box
      sx={{ mt: 2, width: '100%', maxWidth: 860, mx: 'auto', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
      data-testid={`create-event-step-${step}`}
    >
      <Title title={translate(w('title'))} />
      <WizardHeader step={step} />
      {notice && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={startNew}>
              {translate(w('start_new'))}
            </Button>
          }
        >
          {notice}
        </Alert>
      )}
      {errors._ && (
        <Alert severity="error" role="alert" data-testid="wizard-error">
          {errors._[0]}
        </Alert>
      )}
      <Card>
        <CardContent>
          {step === 1 && <EventDetailsInputs form={form} onChange={change} errors={errors} disabled={saving} />}
          {step === 2 && <EventWhenWhereInputs form={form} onChange={change} errors={errors} disabled={saving} />}
          {step === 3 && event && (
            <TicketTypesEditor eventId={event.id} ticketTypes={event.ticketTypes ?? []} onChanged={() => void load(event.id)} />
          )}
          {step >= 2 && !event && <Alert severity="warning">{translate(w('missing_event'))}</Alert>}
          {step === 4 && event && <Review event={event} />}
        </CardContent>
      </Card>
      {step === 4 && event?.publishBlockedReason && (
        <Alert severity="info" id="wizard-publish-blocked" data-testid="wizard-publish-blocked">
          {translate(`resources.events.publish_blocked.${event.publishBlockedReason}`)}
        </Alert>
      )}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        {step > 1 ? (
          <Button onClick={() => go((step - 1) as Step, event?.id ?? null)} disabled={saving}>
            {translate(w('back'))}
          </Button>
        ) : (
          <span />
        )}
        {step === 1 && (
          <Button
            variant="contained"
            onClick={() => save({ ...detailsPayload(form), wizardStep: 1 }, 2)}
            disabled={saving}
            data-testid="wizard-next"
          >
            {translate(w('next'))}
          </Button>
        )}
        {step === 2 && event && (
          <Button
            variant="contained"
            onClick={() => save({ ...whenWherePayload(form), wizardStep: 2 }, 3)}
            disabled={saving}
            data-testid="wizard-next"
          >
            {translate(w('next'))}
          </Button>
        )}
        {step === 3 && event && (
          <Button
            variant="contained"
            onClick={() => save({ wizardStep: 3 }, 4)}
            disabled={saving || !event.ticketTypes?.length}
            data-testid="wizard-review"
          >
            {translate(w('to_review'))}
          </Button>
        )}
        {step === 4 && event && (
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1}>
            {event.startDate && <PreviewEventButton eventId={event.id} />}
            <Button variant="outlined" onClick={() => finish(false)} disabled={saving} data-testid="wizard-keep-draft">
              {translate(w('keep_draft'))}
            </Button>
            <Button
              variant="contained"
              onClick={() => finish(true)}
              disabled={saving || !!event.publishBlockedReason}
              aria-describedby={event.publishBlockedReason ? 'wizard-publish-blocked' : undefined}
              data-testid="wizard-publish"
            >
              {translate(w('publish_now'))}
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  )
}

function WizardHeader({ step }: { step: Step }) {
  const translate = useTranslate()
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  const labels = STEP_LABELS
  return (
    <Box>
      <Typography variant="h5" component="h1">
        {translate(w('title'))}
      </Typography>
      {isSmall ? (
        <Typography color="text.secondary" data-testid="wizard-step">
          {`${translate(w('step'), { step, total: labels.length })} · ${translate(labels[step - 1])}`}
        </Typography>
      ) : (
        <Stepper activeStep={step - 1} sx={{ mt: 2 }} data-testid="wizard-step">
          {labels.map((label) => (
            <Step key={label}>
              <StepLabel>{translate(label)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
    </Box>
  )
}

/** The review: what visitors will see, before publishing. */
function Review({ event }: { event: OrganizerEvent }) {
  const money = useMoney()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const f = (name: string) => translate(`resources.events.fields.${name}`)
  const rows: [string, string][] = [
    [f('title'), event.title],
    [f('category'), event.category ?? '–'],
    [f('startDate'), event.startDate ? formatDateTime(event.startDate, locale) : '–'],
    [f('endDate'), event.endDate ? formatDateTime(event.endDate, locale) : '–'],
    [f('venueId'), event.venue ? `${event.venue.name} (${districtName(event.venue.district)})` : '–'],
  ]
  return (
    <Stack spacing={2} data-testid="wizard-review-summary">
      <Typography color="text.secondary">{translate(w('review_intro'))}</Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 1, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {event.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{event.description}</Typography>}
      <Divider />
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('resources.events.ticket.title')}
      </Typography>
      {(event.ticketTypes ?? []).map((type) => (
        <Stack key={type.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography sx={{ flex: 1, minWidth: 140 }}>{type.name}</Typography>
          <Chip size="small" label={Number(type.price) === 0 ? translate('resources.events.ticket.free') : money(type.price)} />
          <Typography variant="body2" color="text.secondary">
            × {type.maxQuantity}
          </Typography>
        </Stack>
      ))}
      {event.booking && (
        <Chip
          sx={{ alignSelf: 'flex-start' }}
          label={translate(`resources.events.booking.${event.booking.status}`)}
          color={event.booking.status === 'confirmed' ? 'success' : 'default'}
        />
      )}
    </Stack>
  )
}
