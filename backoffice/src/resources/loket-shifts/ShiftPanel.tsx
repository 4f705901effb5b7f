/*
 * The seller's cash shift on the loket dashboard: open it with the float in the drawer, see the running
 * totals, close it with the counted cash (the difference shows while typing; a difference needs a note), then the
 * numbered report. Self-contained: it loads its own data and texts (resources/loket-shifts); the dashboard passes
 * `version` (bumped after each sale) to reload the totals, and may listen to `onShiftChange`.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, TextField, Typography } from '@mui/material'
import LockOpenIcon from '@mui/icons-material/LockOpen'
import LockIcon from '@mui/icons-material/Lock'
import RefreshIcon from '@mui/icons-material/Refresh'
import { HttpError, useLocaleState, useTranslate } from 'react-admin'
import { formatTime } from '#domain/format'
import { cashDifference, moneyProblem, noteRequired, NOTE_MAX_LENGTH, type LoketShiftRecord } from '#domain/loket_shift'
import { WithMessages } from '../../i18n/WithMessages'
import { closeShift, fetchCurrentShift, openShift } from './api'
import { CashLines, ShiftFigures, ShiftReport, T, differenceColor, differenceText } from './ShiftReport'
import { useMoney } from '../../inputs/AmountText'

export interface ShiftPanelProps {
  /** Bump after a sale so the running totals reload. */
  version?: number
  /** The open shift (null when none), after each load, open or close. */
  onShiftChange?: (shift: LoketShiftRecord | null) => void
}

type State =
  { kind: 'loading' } | { kind: 'none' } | { kind: 'open'; shift: LoketShiftRecord } | { kind: 'closed'; shift: LoketShiftRecord }

/** The API's message for a field (422), else its message. */
function apiProblem(error: unknown, field: string): { field: string | null; message: string } {
  const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> } | undefined)?.errors : undefined
  const onField = errors?.[field]
  if (typeof onField === 'string') return { field, message: onField }
  return { field: null, message: (error as Error)?.message || 'ra.notification.http_error' }
}

function OpenForm({ onOpened }: { onOpened: (shift: LoketShiftRecord) => void }) {
  const translate = useTranslate()
  const [amount, setAmount] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    if (moneyProblem(amount)) return setProblem(translate(`${T}.panel.amountHint`))
    setBusy(true)
    try {
      onOpened(await openShift(amount.trim()))
    } catch (error) {
      const { field, message } = apiProblem(error, 'openingFloat')
      if (field) setProblem(message)
      else setFailure(message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.panel.closedIntro`)}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={translate(`${T}.panel.openingFloat`)}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value)
            setProblem(null)
          }}
          error={!!problem}
          helperText={problem ?? translate(`${T}.panel.amountHint`)}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'opening-float' } }}
          sx={{ minWidth: 220 }}
        />
        <Button type="submit" variant="contained" size="large" startIcon={<LockOpenIcon />} disabled={busy} sx={{ minHeight: 56 }}>
          {translate(`${T}.panel.open`)}
        </Button>
      </Stack>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate(failure, { _: failure })}
        </Alert>
      )}
    </Box>
  )
}

function CloseForm({ shift, onClosed }: { shift: LoketShiftRecord; onClosed: (shift: LoketShiftRecord) => void }) {
  const money = useMoney()
  const translate = useTranslate()
  const [counted, setCounted] = useState('')
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState<{ field: string | null; message: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const expected = shift.totals?.expectedCash ?? shift.openingFloat
  // Live: the same exact rule the API applies when closing (domain/loket_shift.ts).
  const difference = counted.trim() ? cashDifference(counted, expected) : null
  const needsNote = difference !== null && noteRequired(difference)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (difference === null) return setProblem({ field: 'countedCash', message: translate(`${T}.panel.amountHint`) })
    if (needsNote && !note.trim()) return setProblem({ field: 'note', message: translate(`${T}.panel.noteRequired`) })
    setBusy(true)
    try {
      onClosed(await closeShift(shift.id, counted.trim(), note))
    } catch (error) {
      const countedProblem = apiProblem(error, 'countedCash')
      setProblem(countedProblem.field ? countedProblem : apiProblem(error, 'note'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {translate(`${T}.panel.closeTitle`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${T}.panel.closeIntro`)}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={translate(`${T}.panel.countedCash`)}
          value={counted}
          onChange={(event) => {
            setCounted(event.target.value)
            setProblem(null)
          }}
          error={problem?.field === 'countedCash'}
          helperText={problem?.field === 'countedCash' ? problem.message : translate(`${T}.panel.amountHint`)}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'counted-cash' } }}
          sx={{ maxWidth: 320 }}
        />
        {difference !== null && (
          <Box aria-live="polite" data-testid="live-difference">
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.panel.differenceLive`, { expected: money(expected) })}
            </Typography>
            <Typography variant="h6" component="p" sx={{ color: differenceColor(difference), fontWeight: 700 }}>
              {differenceText(difference, translate, `${T}.panel.exact`, money)}
            </Typography>
          </Box>
        )}
        {needsNote && (
          <TextField
            label={translate(`${T}.panel.note`)}
            value={note}
            required
            multiline
            minRows={2}
            onChange={(event) => {
              setNote(event.target.value)
              setProblem(null)
            }}
            error={problem?.field === 'note'}
            helperText={problem?.field === 'note' ? problem.message : translate(`${T}.panel.noteRequired`)}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH, 'data-testid': 'shift-note' } }}
          />
        )}
        {problem && problem.field === null && <Alert severity="error">{translate(problem.message, { _: problem.message })}</Alert>}
        <Box>
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            size="large"
            startIcon={<LockIcon />}
            disabled={busy || difference === null || (needsNote && !note.trim())}
            sx={{ minHeight: 48 }}
          >
            {translate(`${T}.panel.close`)}
          </Button>
        </Box>
      </Stack>
    </Box>
  )
}

function OpenShift({
  shift,
  onReload,
  onClosed,
}: {
  shift: LoketShiftRecord
  onReload: () => void
  onClosed: (shift: LoketShiftRecord) => void
}) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" data-testid="shift-since">
          {translate(`${T}.panel.since`, { time: formatTime(shift.openedAt, locale) })}
        </Typography>
        <Button size="small" startIcon={<RefreshIcon />} onClick={onReload}>
          {translate(`${T}.panel.refresh`)}
        </Button>
      </Stack>
      {shift.totals && (
        <Box data-testid="running-totals">
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            {translate(`${T}.panel.running`)}
          </Typography>
          <Box sx={{ maxWidth: 420, mb: 2 }}>
            <CashLines totals={shift.totals} />
          </Box>
          <ShiftFigures totals={shift.totals} />
        </Box>
      )}
      <CloseForm shift={shift} onClosed={onClosed} />
    </Stack>
  )
}

/** The closing report replaces the closing form: bring its top into view and focus it (eyes and screen readers land there). */
function bringIntoView(node: HTMLDivElement | null) {
  if (!node) return
  node.scrollIntoView({ block: 'start' })
  node.focus({ preventScroll: true })
}

function Panel({ version, onShiftChange }: ShiftPanelProps) {
  const translate = useTranslate()
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [failure, setFailure] = useState<string | null>(null)
  const shown = useRef(state.kind)
  shown.current = state.kind
  // The parent's listener is read when called: a new function each render must not make the panel reload.
  const listener = useRef(onShiftChange)
  listener.current = onShiftChange
  const show = useCallback((next: State) => {
    shown.current = next.kind
    setState(next)
    listener.current?.(next.kind === 'open' ? next.shift : null)
  }, [])
  const load = useCallback(async () => {
    try {
      const shift = await fetchCurrentShift()
      setFailure(null)
      // A reload still under way when the shift was closed must not replace the report with the open form.
      if (shown.current === 'closed') return
      show(shift ? { kind: 'open', shift } : { kind: 'none' })
    } catch (error) {
      setFailure((error as Error).message || 'ra.notification.http_error')
    }
  }, [show])
  useEffect(() => {
    // A just-closed report stays on screen until the seller opens a new shift; a sale's bump reloads an open shift.
    if (shown.current !== 'closed') void load()
  }, [load, version])
  return (
    <Card component="section" aria-labelledby="shift-panel-title" data-testid="shift-panel">
      <CardContent>
        <Typography id="shift-panel-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {translate(`${T}.panel.title`)}
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate(failure, { _: failure })}
          </Alert>
        )}
        {state.kind === 'loading' && !failure && <LinearProgress />}
        {state.kind === 'none' && <OpenForm onOpened={(shift) => show({ kind: 'open', shift })} />}
        {state.kind === 'open' && (
          <OpenShift shift={state.shift} onReload={() => void load()} onClosed={(shift) => show({ kind: 'closed', shift })} />
        )}
        {state.kind === 'closed' && (
          <Stack spacing={2}>
            <Alert
              severity="success"
              ref={bringIntoView}
              tabIndex={-1}
              data-testid="shift-closed"
              sx={{ scrollMarginTop: 72, '&:focus': { outline: 'none' } }}
            >
              {translate(`${T}.panel.closed`, { number: state.shift.reportNumber })}
            </Alert>
            <ShiftReport shift={state.shift} />
            <Box>
              <Button variant="contained" startIcon={<LockOpenIcon />} onClick={() => show({ kind: 'none' })}>
                {translate(`${T}.panel.newShift`)}
              </Button>
            </Box>
          </Stack>
        )}
      </CardContent>
    </Card>
  )
}

/** The loket's shift panel with its own texts (resources/loket-shifts), for the loket dashboard. */
export function ShiftPanel(props: ShiftPanelProps) {
  return (
    <WithMessages folders={['resources/loket-shifts']}>
      <Panel {...props} />
    </WithMessages>
  )
}
