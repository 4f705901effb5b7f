/*
 * 'Vragen': an event's checkout questions on its edit page (docs/questions.md), one card each, saved on its own. A
 * choice's options one per line; translations per language below (a missing one shows the Dutch text). Deleting a
 * question buyers already answered archives it: no longer asked, its answers kept on the orders and in the CSV.
 */
import { useCallback, useEffect, useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  ListItemText,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { useNotify, useTranslate } from 'react-admin'
import { CHOICE_TYPES, QUESTION_TYPES, type QuestionScope, type QuestionType } from '#domain/questions'
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '#domain/languages'
import { formErrorsOf } from '../events/api'
import { WithMessages } from '../../i18n/WithMessages'
import { questionsApi, type OrganizerQuestion, type QuestionPayload } from './api'

const k = (name: string) => `resources.event-questions.${name}`

interface TicketTypeChoice {
  id: number
  name: string
}

interface QuestionForm {
  label: string
  type: QuestionType
  options: string
  required: boolean
  scope: QuestionScope
  ticketTypeIds: number[]
  printOnTicket: boolean
  translations: Record<TranslatedLanguage, { label: string; options: string }>
}

const EMPTY: QuestionForm = {
  label: '',
  type: 'short_text',
  options: '',
  required: false,
  scope: 'order',
  ticketTypeIds: [],
  printOnTicket: false,
  translations: Object.fromEntries(TRANSLATED_LANGUAGES.map((lang) => [lang, { label: '', options: '' }])) as QuestionForm['translations'],
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

function formOf(question: OrganizerQuestion): QuestionForm {
  return {
    label: question.label,
    type: question.type,
    options: question.options.join('\n'),
    required: question.required,
    scope: question.scope,
    ticketTypeIds: question.ticketTypeIds ?? [],
    printOnTicket: question.printOnTicket,
    translations: Object.fromEntries(
      TRANSLATED_LANGUAGES.map((lang) => [
        lang,
        { label: question.translations?.[lang]?.label ?? '', options: (question.translations?.[lang]?.options ?? []).join('\n') },
      ])
    ) as QuestionForm['translations'],
  }
}

function payloadOf(form: QuestionForm): QuestionPayload {
  const choice = CHOICE_TYPES.includes(form.type)
  const translations = Object.fromEntries(
    TRANSLATED_LANGUAGES.filter((lang) => form.translations[lang].label.trim() !== '').map((lang) => [
      lang,
      { label: form.translations[lang].label.trim(), ...(choice ? { options: lines(form.translations[lang].options) } : {}) },
    ])
  )
  return {
    label: form.label.trim(),
    type: form.type,
    options: choice ? lines(form.options) : [],
    required: form.required,
    scope: form.scope,
    ticketTypeIds: form.ticketTypeIds.length > 0 ? form.ticketTypeIds : null,
    printOnTicket: form.printOnTicket,
    translations,
  }
}

export default function QuestionsEditor(props: { eventId: number; ticketTypes: TicketTypeChoice[]; disabled?: boolean }) {
  return (
    <WithMessages folders={['resources/event-questions']}>
      <Questions {...props} />
    </WithMessages>
  )
}

function Questions({ eventId, ticketTypes, disabled }: { eventId: number; ticketTypes: TicketTypeChoice[]; disabled?: boolean }) {
  const translate = useTranslate()
  const [questions, setQuestions] = useState<OrganizerQuestion[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [adding, setAdding] = useState(false)

  const load = useCallback(async () => {
    try {
      setQuestions(await questionsApi.list(eventId))
    } catch (caught) {
      setError(formErrorsOf(caught)._[0])
    }
  }, [eventId])

  useEffect(() => {
    void load()
  }, [load])

  return (
    <Stack spacing={2} data-testid="event-questions">
      <Typography variant="h6" component="h2">
        {translate(k('title'))}
      </Typography>
      <Typography color="text.secondary">{translate(k('intro'))}</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {questions?.length === 0 && !adding && <Alert severity="info">{translate(k('none'))}</Alert>}
      {questions?.map((question) => (
        <QuestionCard
          key={`${question.id}-${question.sortOrder}`}
          eventId={eventId}
          question={question}
          ticketTypes={ticketTypes}
          disabled={disabled}
          onDone={() => void load()}
        />
      ))}
      {adding ? (
        <QuestionCard
          eventId={eventId}
          ticketTypes={ticketTypes}
          disabled={disabled}
          onDone={() => {
            setAdding(false)
            void load()
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button
          startIcon={<AddIcon />}
          onClick={() => setAdding(true)}
          disabled={disabled || questions === null}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="question-add"
        >
          {translate(k('add'))}
        </Button>
      )}
    </Stack>
  )
}

function QuestionCard({
  eventId,
  question,
  ticketTypes,
  disabled,
  onDone,
  onCancel,
}: {
  eventId: number
  question?: OrganizerQuestion
  ticketTypes: TicketTypeChoice[]
  disabled?: boolean
  onDone: () => void
  onCancel?: () => void
}) {
  const translate = useTranslate()
  const notify = useNotify()
  const [form, setForm] = useState<QuestionForm>(() => (question ? formOf(question) : EMPTY))
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [busy, setBusy] = useState(false)
  const [showTranslations, setShowTranslations] = useState(false)
  const set = (part: Partial<QuestionForm>) => setForm((current) => ({ ...current, ...part }))
  const choice = CHOICE_TYPES.includes(form.type)
  const fieldError = (field: string) => errors[field]?.[0]

  const save = async () => {
    setBusy(true)
    setErrors({})
    try {
      if (question) await questionsApi.update(question.id, payloadOf(form))
      else await questionsApi.create(eventId, payloadOf(form))
      notify(k('saved'), { type: 'success' })
      onDone()
    } catch (caught) {
      setErrors(formErrorsOf(caught))
    } finally {
      setBusy(false)
    }
  }

  const remove = async () => {
    if (!question) return
    setBusy(true)
    try {
      const result = await questionsApi.remove(question.id)
      notify(k(result === 'archived' ? 'archived' : 'deleted'), { type: 'info' })
      onDone()
    } catch (caught) {
      setErrors(formErrorsOf(caught))
      setBusy(false)
    }
  }

  return (
    <Card variant="outlined" data-testid={question ? `question-card-${question.id}` : 'question-card-new'}>
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        {errors._ && <Alert severity="error">{errors._[0]}</Alert>}
        <TextField
          label={translate(k('fields.label'))}
          value={form.label}
          onChange={(e) => set({ label: e.target.value })}
          error={!!fieldError('label')}
          helperText={fieldError('label')}
          required
          disabled={disabled || busy}
          slotProps={{ htmlInput: { 'data-testid': 'question-label', maxLength: 200 } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={translate(k('fields.type'))}
            value={form.type}
            onChange={(e) => set({ type: e.target.value as QuestionType })}
            disabled={disabled || busy}
            sx={{ flex: 1 }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'question-type' } as never } }}
          >
            {QUESTION_TYPES.map((type) => (
              <MenuItem key={type} value={type} data-testid={`question-type-${type}`}>
                {translate(k(`types.${type}`))}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={translate(k('fields.scope'))}
            value={form.scope}
            onChange={(e) => set({ scope: e.target.value as QuestionScope })}
            disabled={disabled || busy}
            sx={{ flex: 1 }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'question-scope' } as never } }}
          >
            <MenuItem value="order" data-testid="question-scope-order">
              {translate(k('scopes.order'))}
            </MenuItem>
            <MenuItem value="ticket" data-testid="question-scope-ticket">
              {translate(k('scopes.ticket'))}
            </MenuItem>
          </TextField>
        </Stack>
        {choice && (
          <TextField
            label={translate(k('fields.options'))}
            helperText={fieldError('options') ?? translate(k('options_hint'))}
            error={!!fieldError('options')}
            value={form.options}
            onChange={(e) => set({ options: e.target.value })}
            multiline
            minRows={3}
            disabled={disabled || busy}
            slotProps={{ htmlInput: { 'data-testid': 'question-options' } }}
          />
        )}
        {ticketTypes.length > 1 && (
          <TextField
            select
            label={translate(k('fields.ticketTypeIds'))}
            value={form.ticketTypeIds}
            onChange={(e) => set({ ticketTypeIds: (e.target.value as unknown as number[]).map(Number) })}
            helperText={fieldError('ticketTypeIds') ?? translate(k('ticket_types_hint'))}
            error={!!fieldError('ticketTypeIds')}
            disabled={disabled || busy}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (selected) =>
                  (selected as number[]).map((id) => ticketTypes.find((type) => type.id === id)?.name ?? id).join(', '),
              },
            }}
          >
            {ticketTypes.map((type) => (
              <MenuItem key={type.id} value={type.id}>
                <Checkbox checked={form.ticketTypeIds.includes(type.id)} size="small" />
                <ListItemText primary={type.name} />
              </MenuItem>
            ))}
          </TextField>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <FormControlLabel
            control={
              <Switch checked={form.required} onChange={(e) => set({ required: e.target.checked })} data-testid="question-required" />
            }
            label={translate(k('fields.required'))}
            disabled={disabled || busy}
          />
          <FormControlLabel
            control={
              <Switch
                checked={form.printOnTicket}
                onChange={(e) => set({ printOnTicket: e.target.checked })}
                data-testid="question-print"
              />
            }
            label={translate(k('fields.printOnTicket'))}
            disabled={disabled || busy}
          />
        </Stack>
        <Box>
          <Button size="small" onClick={() => setShowTranslations((shown) => !shown)} data-testid="question-translations-toggle">
            {translate(k(showTranslations ? 'translations_hide' : 'translations_show'))}
          </Button>
        </Box>
        {showTranslations &&
          TRANSLATED_LANGUAGES.map((lang) => (
            <Stack key={lang} direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={translate(k('fields.translated_label'), { language: lang.toUpperCase() })}
                value={form.translations[lang].label}
                onChange={(e) =>
                  set({ translations: { ...form.translations, [lang]: { ...form.translations[lang], label: e.target.value } } })
                }
                disabled={disabled || busy}
                sx={{ flex: 1 }}
                slotProps={{ htmlInput: { 'data-testid': `question-label-${lang}`, maxLength: 200 } }}
              />
              {choice && (
                <TextField
                  label={translate(k('fields.translated_options'), { language: lang.toUpperCase() })}
                  value={form.translations[lang].options}
                  onChange={(e) =>
                    set({ translations: { ...form.translations, [lang]: { ...form.translations[lang], options: e.target.value } } })
                  }
                  multiline
                  minRows={2}
                  disabled={disabled || busy}
                  sx={{ flex: 1 }}
                />
              )}
            </Stack>
          ))}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {question ? (
            <Button color="error" onClick={() => void remove()} disabled={disabled || busy} data-testid="question-delete">
              {translate(k('delete'))}
            </Button>
          ) : (
            <Button onClick={onCancel} disabled={busy}>
              {translate(k('cancel'))}
            </Button>
          )}
          <Button variant="contained" onClick={() => void save()} disabled={disabled || busy} data-testid="question-save">
            {translate(k('save'))}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  )
}
