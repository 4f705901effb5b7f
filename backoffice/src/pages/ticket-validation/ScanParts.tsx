/*
 * The scanner's answer panel (green for valid, orange for already checked in, red for the rest), the counts and the
 * conflicts a sync reported.
 */
import { useState } from 'react'
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material'
import { useLocaleState, useTranslate } from 'react-admin'
import type { CheckInConflict, CheckInCounts, CheckInStatus, ConflictSide } from '#domain/check_in'
import { roleMayAct } from '#domain/resource_access'
import { DISPLAY_TIME_ZONE, formatDate, intlLocale } from '#domain/format'
import { storedUser } from '../../auth/browserSession'
import { signedInTableRole } from '../../auth/resourceAccess'
import { undoCheckIn } from './api'
import { T } from './texts'
import type { ScanOutcome } from './useScanner'

/** A clock time to the second (two gates a few seconds apart must read apart), in Suriname's time. */
function scanClock(value: string | number, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: DISPLAY_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(value))
}

/** A check-in's date and time to the second. */
const scanMoment = (value: string, locale: string) => `${formatDate(value, locale)} ${scanClock(value, locale)}`

const PANEL_COLOURS: Record<CheckInStatus, { bg: string; fg: string }> = {
  valid: { bg: '#1b7f3b', fg: '#ffffff' },
  already_checked_in: { bg: '#e07b00', fg: '#000000' },
  invalid: { bg: '#c62828', fg: '#ffffff' },
  wrong_event: { bg: '#c62828', fg: '#ffffff' },
  cancelled: { bg: '#c62828', fg: '#ffffff' },
  resold: { bg: '#c62828', fg: '#ffffff' },
  listed: { bg: '#c62828', fg: '#ffffff' },
  refunded: { bg: '#c62828', fg: '#ffffff' },
  transferred: { bg: '#c62828', fg: '#ffffff' },
}

/** Supervisors at the gate, as the access table says ('check-ins' delete); the API decides again. */
const mayUndo = () => {
  const user = storedUser()
  return user !== null && roleMayAct('check-ins', 'delete', signedInTableRole(user))
}

/** What a code the scanner refused gets: the code as scanned (a misread shows) and the way to find the guest by name. */
function ScannedCode({ code, onSearch, light }: { code: string; onSearch?: () => void; light?: boolean }) {
  const translate = useTranslate()
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
      <Typography component="p" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }} data-testid="scan-code">
        {translate(`${T}.scanned_code`)}:{' '}
        <Box component="code" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {code}
        </Box>
      </Typography>
      {onSearch && (
        <Button
          variant="contained"
          color="inherit"
          sx={{ color: light ? undefined : 'text.primary' }}
          onClick={onSearch}
          data-testid="scan-search-by-name"
        >
          {translate(`${T}.search_by_name`)}
        </Button>
      )}
    </Stack>
  )
}

/** Answers where the guest may hold another proof of purchase: the code is shown and the name search offered. */
const SEARCHABLE: readonly CheckInStatus[] = ['invalid', 'wrong_event']

export function AnswerPanel({
  outcome,
  eventId,
  onUndone,
  onSearch,
}: {
  outcome: ScanOutcome | null
  eventId: number
  onUndone: () => void
  /** Brings the attendee search into view and focus. */
  onSearch?: () => void
}) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  if (!outcome) {
    return (
      <Box
        data-testid="scan-answer"
        data-status="ready"
        sx={{ p: 3, borderRadius: 2, border: 2, borderStyle: 'dashed', borderColor: 'divider', textAlign: 'center' }}
      >
        <Typography variant="h5" component="p" color="text.secondary">
          {translate(`${T}.ready`)}
        </Typography>
      </Box>
    )
  }
  if (outcome.kind !== 'answer') {
    const message = outcome.kind === 'no_list' ? translate(`${T}.no_list`) : translate(`${T}.error`, { message: outcome.message })
    return (
      <Alert severity="error" data-testid="scan-answer" data-status={outcome.kind} role="status" sx={{ fontSize: '1.1rem' }}>
        {message}
        {outcome.code.trim() && <ScannedCode code={outcome.code.trim()} light />}
      </Alert>
    )
  }
  const { answer } = outcome
  const colours = PANEL_COLOURS[answer.status]
  const ticket = answer.ticket
  const when = answer.checkedInAt ? translate(`${T}.checked_in_at`, { time: scanMoment(answer.checkedInAt, locale) }) : null
  const details = [
    answer.status === 'refunded' && answer.refundedAt
      ? translate(`${T}.refunded_on`, { date: formatDate(answer.refundedAt, locale) })
      : null,
    answer.status === 'already_checked_in' ? when : null,
    answer.status === 'already_checked_in' && answer.checkedInBy ? translate(`${T}.by`, { name: answer.checkedInBy }) : null,
    answer.status === 'already_checked_in' && answer.gate ? translate(`${T}.at_gate`, { gate: answer.gate }) : null,
    answer.status === 'transferred' && answer.transferredAt
      ? translate(`${T}.transferred_at`, { time: scanMoment(answer.transferredAt, locale) })
      : null,
  ].filter(Boolean)
  return (
    <Box
      key={outcome.at}
      role="status"
      aria-live="assertive"
      data-testid="scan-answer"
      data-status={answer.status}
      data-offline={outcome.offline}
      sx={{
        p: { xs: 2.5, sm: 3 },
        borderRadius: 2,
        bgcolor: colours.bg,
        color: colours.fg,
        display: 'grid',
        gap: 0.5,
        textAlign: 'center',
      }}
    >
      <Typography component="p" sx={{ fontSize: { xs: '2rem', sm: '2.75rem' }, fontWeight: 800, lineHeight: 1.1 }}>
        {translate(`${T}.status.${answer.status}`)}
      </Typography>
      {ticket && (
        <Typography component="p" sx={{ fontSize: '1.35rem', fontWeight: 600 }} data-testid="scan-ticket">
          {[ticket.ticketTypeName, ticket.holderName].filter(Boolean).join(' · ')}
        </Typography>
      )}
      {details.length > 0 && (
        <Typography component="p" sx={{ fontSize: '1.05rem' }} data-testid="scan-details">
          {details.join(' ')}
        </Typography>
      )}
      {ticket?.orderNumber && <Typography component="p">{ticket.orderNumber}</Typography>}
      {/* The answers the organizer marked 'print on ticket' (docs/questions.md), e.g. the attendee's name. */}
      {(ticket as { answers?: { label: string; value: unknown }[] } | undefined)?.answers?.map((answer) => (
        <Typography component="p" key={answer.label} data-testid="scan-answer">
          {answer.label}:{' '}
          {typeof answer.value === 'boolean'
            ? translate(answer.value ? 'ra.boolean.true' : 'ra.boolean.false')
            : Array.isArray(answer.value)
              ? answer.value.join(', ')
              : String(answer.value)}
        </Typography>
      ))}
      {SEARCHABLE.includes(answer.status) && outcome.code.trim() && (
        <ScannedCode code={outcome.code.trim()} onSearch={outcome.offline ? undefined : onSearch} />
      )}
      {outcome.offline && (
        <Typography component="p">
          {translate(answer.status === 'valid' ? `${T}.answered_offline_queued` : `${T}.answered_offline`)}
        </Typography>
      )}
      {!outcome.offline &&
        ticket &&
        ticket.id > 0 &&
        (answer.status === 'valid' || answer.status === 'already_checked_in') &&
        mayUndo() && <UndoCheckIn eventId={eventId} ticketId={ticket.id} onUndone={onUndone} />}
      <Typography component="span" sx={{ opacity: 0.8, fontSize: '0.85rem' }}>
        {scanClock(outcome.at, locale)}
      </Typography>
    </Box>
  )
}

function UndoCheckIn({ eventId, ticketId, onUndone }: { eventId: number; ticketId: number; onUndone: () => void }) {
  const translate = useTranslate()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null)
  if (result) return <Alert severity={result.ok ? 'success' : 'error'}>{result.message}</Alert>
  if (!open) {
    return (
      <Box>
        <Button
          variant="contained"
          color="inherit"
          sx={{ color: 'text.primary', mt: 1 }}
          onClick={() => setOpen(true)}
          data-testid="undo-open"
        >
          {translate(`${T}.undo.action`)}
        </Button>
      </Box>
    )
  }
  const confirm = () =>
    undoCheckIn(eventId, ticketId, reason.trim()).then(
      () => {
        setResult({ ok: true, message: translate(`${T}.undo.done`) })
        onUndone()
      },
      (error: Error) => setResult({ ok: false, message: translate(`${T}.undo.failed`, { message: error.message }) })
    )
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ bgcolor: 'background.paper', p: 1.5, borderRadius: 1, mt: 1 }}>
      <TextField
        size="small"
        fullWidth
        label={translate(`${T}.undo.reason`)}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button variant="contained" color="error" disabled={reason.trim().length === 0} onClick={() => void confirm()}>
        {translate(`${T}.undo.confirm`)}
      </Button>
      <Button onClick={() => setOpen(false)}>{translate(`${T}.undo.cancel`)}</Button>
    </Stack>
  )
}

export function CountsCard({ counts }: { counts: CheckInCounts | null }) {
  const translate = useTranslate()
  if (!counts) return null
  const share = counts.sold > 0 ? Math.min(100, (counts.checkedIn / counts.sold) * 100) : 0
  return (
    <Card data-testid="scanner-counts">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {translate(`${T}.counts.title`)}:{' '}
          <span data-testid="counts-total">{translate(`${T}.counts.of_sold`, { checkedIn: counts.checkedIn, sold: counts.sold })}</span>
        </Typography>
        <Box sx={{ height: 10, bgcolor: 'action.hover', borderRadius: 5, overflow: 'hidden' }} aria-hidden>
          <Box sx={{ width: `${share}%`, height: '100%', bgcolor: 'success.main' }} />
        </Box>
        {counts.gates.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3">
              {translate(`${T}.counts.per_gate`)}
            </Typography>
            {counts.gates.map((gate) => (
              <Stack key={gate.gate ?? ''} direction="row" sx={{ justifyContent: 'space-between' }}>
                <span>{gate.gate ?? translate(`${T}.counts.no_gate`)}</span>
                <strong>{gate.checkedIn}</strong>
              </Stack>
            ))}
          </>
        )}
      </CardContent>
    </Card>
  )
}

export function ConflictList({ conflicts, onDismiss }: { conflicts: CheckInConflict[]; onDismiss: () => void }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  if (conflicts.length === 0) return null
  const side = (key: string, scan: ConflictSide) =>
    translate(`${T}.conflicts.${key}`, {
      time: scanMoment(scan.scannedAt, locale),
      where: [scan.gate, scan.checkedInBy]
        .filter(Boolean)
        .map((part) => ` · ${part}`)
        .join(''),
    })
  return (
    <Alert
      severity="warning"
      data-testid="scanner-conflicts"
      action={
        <Button color="inherit" size="small" onClick={onDismiss}>
          {translate(`${T}.conflicts.dismiss`)}
        </Button>
      }
    >
      <Typography sx={{ fontWeight: 700 }}>{translate(`${T}.conflicts.title`)}</Typography>
      {conflicts.map((conflict) => (
        <Box key={`${conflict.ticket.id}-${conflict.other.scannedAt}`} sx={{ mt: 1 }} data-testid="scanner-conflict">
          <div>
            {translate(`${T}.conflicts.${conflict.reason === 'scan_time' ? 'explain_time' : 'explain'}`, {
              ticket: [conflict.ticket.ticketTypeName, conflict.ticket.holderName, conflict.ticket.orderNumber].filter(Boolean).join(' · '),
            })}
          </div>
          <div>{side('counted', conflict.counted)}</div>
          <div>{side(conflict.reason === 'scan_time' ? 'claimed' : 'other', conflict.other)}</div>
        </Box>
      ))}
    </Alert>
  )
}
