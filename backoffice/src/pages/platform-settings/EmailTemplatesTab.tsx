/*
 * The e-mail templates tab: pick a mail and a language, edit its subject, heading, body and footer with
 * the placeholders it knows (unknown ones are marked while typing; the API refuses them too), see the real layout
 * filled in with sample data (POST …/preview, debounced), save, go back to the default, or send the draft to
 * oneself. Its history is under it (audit rows of that mail only).
 */
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react'
import { Alert, Box, Button, Chip, LinearProgress, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material'
import { Confirm, Form, TextInput, required, useNotify, useTranslate, type Validator } from 'react-admin'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { LANGUAGES } from '#domain/languages'
import { TEMPLATE_PARTS, unknownPlaceholders, type TemplatePart, type TemplateTexts } from '#domain/email_templates'
import { AuditHistory } from '../../audit/AuditHistory'
import { useSignedInUser } from '../../auth/useSignedInUser'
import {
  listTemplates,
  loadTemplate,
  messageOf,
  previewTemplate,
  resetTemplate,
  saveTemplate,
  sendTestTemplate,
  submitWith,
  type TemplatePreview,
  type TemplateSummary,
  type TemplateView,
} from './api'
import { T } from './texts'

const TT = `${T}.templates`
const PREVIEW_DELAY_MS = 400

function mailFromAddress(): string | null {
  return new URLSearchParams(window.location.search).get('mail')
}

export default function EmailTemplatesTab() {
  const translate = useTranslate()
  const [mails, setMails] = useState<TemplateSummary[] | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const [mail, setMail] = useState<string>(mailFromAddress() ?? 'tickets')
  const [lang, setLang] = useState<string>('nl')
  const [view, setView] = useState<TemplateView | null>(null)
  const [version, setVersion] = useState(0)

  const refreshList = useCallback(() => {
    listTemplates().then(setMails, (error: unknown) => setFailed(messageOf(error)))
  }, [])
  useEffect(refreshList, [refreshList])

  useEffect(() => {
    let alive = true
    setView(null)
    loadTemplate(mail, lang).then(
      (loaded) => alive && setView(loaded),
      (error: unknown) => alive && setFailed(messageOf(error))
    )
    return () => {
      alive = false
    }
  }, [mail, lang])

  const chooseMail = (next: string) => {
    setMail(next)
    const url = new URL(window.location.href)
    url.searchParams.set('mail', next)
    window.history.replaceState(window.history.state, '', url)
  }

  const changed = (next: TemplateView) => {
    setView(next)
    setVersion((n) => n + 1)
    refreshList()
  }

  const mailName = (key: string) => translate(`${TT}.names.${key}`, { _: key })
  const languageName = (code: string) => translate(`${T}.languages.${code}`, { _: code })
  const summary = mails?.find((entry) => entry.key === mail)

  return (
    <Stack spacing={2} data-testid="email-templates">
      <Typography variant="body2" color="text.secondary">
        {translate(`${TT}.intro`)}
      </Typography>
      {failed && <Alert severity="error">{failed}</Alert>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 2 }}>
        <TextField
          select
          label={translate(`${TT}.mail`)}
          value={mails ? mail : ''}
          onChange={(event) => chooseMail(event.target.value)}
          data-testid="template-mail"
          helperText={
            summary?.customizedLanguages.length
              ? translate(`${TT}.customized_in`, { languages: summary.customizedLanguages.map(languageName).join(', ') })
              : ' '
          }
        >
          {(mails ?? []).map((entry) => (
            <MenuItem key={entry.key} value={entry.key}>
              {mailName(entry.key)}
              {entry.customizedLanguages.length > 0 && <Chip size="small" label={translate(`${TT}.customized`)} sx={{ ml: 1 }} />}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={translate(`${TT}.language`)}
          value={lang}
          onChange={(event) => setLang(event.target.value)}
          helperText={translate(`${TT}.language_help`)}
          data-testid="template-language"
        >
          {LANGUAGES.map((code) => (
            <MenuItem key={code} value={code}>
              {languageName(code)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {view ? (
        <TemplateEditor
          key={`${view.key}-${view.lang}-${version}`}
          view={view}
          languageName={languageName(view.lang)}
          onChanged={changed}
        />
      ) : (
        !failed && <LinearProgress />
      )}
      <AuditHistory entityType="email_template" fieldPrefix={`${mail}.`} version={version} />
    </Stack>
  )
}

interface EditorProps {
  view: TemplateView
  languageName: string
  onChanged: (view: TemplateView) => void
}

function TemplateEditor({ view, languageName, onChanged }: EditorProps) {
  const notify = useNotify()
  const names = view.placeholders.map((p) => p.name)
  const submit = submitWith(notify, `${TT}.saved`, (values) => saveTemplate(view.key, view.lang, pickTexts(values)), onChanged)
  return (
    <Form record={view.texts} onSubmit={submit} mode="onChange" noValidate>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: 2 }}>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <TemplateInputs view={view} names={names} />
          <TemplateActions view={view} languageName={languageName} onChanged={onChanged} />
        </Paper>
        <Preview view={view} />
      </Box>
    </Form>
  )
}

function pickTexts(values: Record<string, unknown>): TemplateTexts {
  return Object.fromEntries(TEMPLATE_PARTS.map((part) => [part, typeof values[part] === 'string' ? values[part] : ''])) as TemplateTexts
}

/** The four parts and the placeholder chips; a chip goes in where the cursor was in the last part used. */
function TemplateInputs({ view, names }: { view: TemplateView; names: string[] }) {
  const translate = useTranslate()
  const { getValues, setValue } = useFormContext()
  const last = useRef<{ part: TemplatePart; input: HTMLInputElement | HTMLTextAreaElement } | null>(null)
  const knownOnly: Validator = (value: unknown) => {
    const unknown = typeof value === 'string' ? unknownPlaceholders(value, names) : []
    return unknown.length > 0 ? { message: `${TT}.unknown`, args: { names: unknown.map((name) => `{${name}}`).join(', ') } } : undefined
  }
  const rememberFocus = (event: FocusEvent<HTMLDivElement>) => {
    const input = event.target
    if (
      (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) &&
      (TEMPLATE_PARTS as readonly string[]).includes(input.name)
    ) {
      last.current = { part: input.name as TemplatePart, input }
    }
  }
  const insert = (name: string) => {
    const target = last.current ?? { part: 'body' as TemplatePart, input: null }
    const current = String(getValues(target.part) ?? '')
    const start = target.input?.selectionStart ?? current.length
    const end = target.input?.selectionEnd ?? current.length
    const token = `{${name}}`
    setValue(target.part, current.slice(0, start) + token + current.slice(end), { shouldDirty: true, shouldValidate: true })
    const input = target.input
    if (input) {
      requestAnimationFrame(() => {
        input.focus()
        input.setSelectionRange(start + token.length, start + token.length)
      })
    }
  }
  const multiline: Partial<Record<TemplatePart, number>> = { body: 8, footer: 2 }
  return (
    <Box onFocusCapture={rememberFocus}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap data-testid="template-status">
        {view.customized.length > 0 ? (
          view.customized.map((part) => (
            <Chip key={part} size="small" color="primary" label={`${translate(`${TT}.customized`)}: ${translate(`${TT}.${part}`)}`} />
          ))
        ) : (
          <Chip size="small" label={translate(`${TT}.standard`)} />
        )}
      </Stack>
      {TEMPLATE_PARTS.map((part) => (
        <TextInput
          key={part}
          source={part}
          label={`${TT}.${part}`}
          validate={[required(), knownOnly]}
          multiline={part in multiline}
          minRows={multiline[part]}
          helperText={part === 'body' ? `${TT}.body_help` : false}
          fullWidth
        />
      ))}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate(`${TT}.placeholders`)}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }} data-testid="template-placeholders">
        {view.placeholders.map(({ name, sample }) => (
          <Chip
            key={name}
            title={translate(`${TT}.placeholders_help`, { sample })}
            label={`{${name}} · ${translate(`${TT}.placeholder_names.${name}`, { _: name })}`}
            onClick={() => insert(name)}
            onMouseDown={(event) => event.preventDefault()}
            variant="outlined"
            size="small"
          />
        ))}
      </Stack>
    </Box>
  )
}

function TemplateActions({ view, languageName, onChanged }: EditorProps) {
  const translate = useTranslate()
  const notify = useNotify()
  const user = useSignedInUser()
  const { getValues, trigger } = useFormContext()
  const { isSubmitting, isDirty } = useFormState()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)

  const sendTest = async () => {
    if (!(await trigger())) return
    setBusy(true)
    try {
      const { to } = await sendTestTemplate(view.key, view.lang, pickTexts(getValues()))
      notify(`${TT}.test_sent`, { type: 'success', messageArgs: { email: to } })
    } catch (error) {
      notify(messageOf(error), { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  const reset = async () => {
    setConfirming(false)
    setBusy(true)
    try {
      onChanged(await resetTemplate(view.key, view.lang))
      notify(`${TT}.reset_done`, { type: 'success' })
    } catch (error) {
      notify(messageOf(error), { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={isSubmitting || busy || !isDirty} data-testid="template-save">
          {translate(`${TT}.save`)}
        </Button>
        <Button variant="outlined" onClick={() => void sendTest()} disabled={busy || isSubmitting} data-testid="template-send-test">
          {translate(`${TT}.send_test`)}
        </Button>
        <Button
          color="warning"
          onClick={() => setConfirming(true)}
          disabled={busy || view.customized.length === 0}
          data-testid="template-reset"
        >
          {translate(`${TT}.reset`)}
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {translate(`${TT}.test_note`)}
        {user?.email ? ` (${user.email})` : ''}
      </Typography>
      <Confirm
        isOpen={confirming}
        title={`${TT}.reset_title`}
        content={translate(`${TT}.reset_confirm`, { language: languageName })}
        onConfirm={() => void reset()}
        onClose={() => setConfirming(false)}
      />
    </>
  )
}

type PreviewState = { status: 'loading' } | { status: 'ready'; preview: TemplatePreview } | { status: 'failed'; message: string }

/** The draft as the mail looks, refreshed a moment after each change; sandboxed, so nothing in it can run. */
function Preview({ view }: { view: TemplateView }) {
  const translate = useTranslate()
  const values = useWatch({ name: [...TEMPLATE_PARTS] }) as string[]
  const draft = JSON.stringify(values)
  const [state, setState] = useState<PreviewState>({ status: 'loading' })
  useEffect(() => {
    const texts = Object.fromEntries(TEMPLATE_PARTS.map((part, index) => [part, values[index] ?? ''])) as TemplateTexts
    const abort = new AbortController()
    const timer = setTimeout(() => {
      previewTemplate(view.key, view.lang, texts, abort.signal).then(
        (preview) => setState({ status: 'ready', preview }),
        (error: unknown) => {
          if (!abort.signal.aborted) setState({ status: 'failed', message: messageOf(error) })
        }
      )
    }, PREVIEW_DELAY_MS)
    return () => {
      clearTimeout(timer)
      abort.abort()
    }
    // The draft's text is the dependency: `values` is a new array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, view.key, view.lang])
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid="template-preview">
      <Typography variant="subtitle2" component="h3">
        {translate(`${TT}.preview`)}
      </Typography>
      {state.status === 'failed' && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {state.message}
        </Alert>
      )}
      {state.status === 'loading' && <LinearProgress sx={{ mt: 1 }} />}
      {state.status === 'ready' && (
        <>
          <Typography variant="body2" sx={{ my: 1, overflowWrap: 'anywhere' }} data-testid="template-preview-subject">
            {translate(`${TT}.preview_subject`, { subject: state.preview.subject })}
          </Typography>
          <Box
            component="iframe"
            title={translate(`${TT}.preview_title`)}
            srcDoc={state.preview.html}
            sandbox=""
            sx={{ width: '100%', height: { xs: 480, lg: 640 }, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#f3f4f6' }}
          />
        </>
      )}
    </Paper>
  )
}
