/*
 * What the Ticketswitch list and detail share: the status and payout chips (names from domain/ticketswitch.ts in
 * the reader's language), the summary figures, and marking a payout paid with its confirmation.
 */
import { useCallback, useEffect, useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Skeleton,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material'
import PaidIcon from '@mui/icons-material/Paid'
import { useCanAccess, useLocaleState, useNotify, useTranslate } from 'react-admin'
import { formatDate, formatDateTime } from '#domain/format'
import type { TicketswitchSummary } from '#domain/ticketswitch'
import { payoutRefusal, type AdminListingRecord } from '#domain/ticketswitch_admin'
import { markPayoutPaid, ticketswitchSummary } from './api'
import { Kpi } from '../../pages/StatsParts'
import { useMoney } from '../../inputs/AmountText'

export const T = 'resources.ticketswitch-listings'

const STATUS_COLOR = { active: 'info', held: 'warning', sold: 'success', withdrawn: 'default' } as const
const PAYOUT_COLOR = { none: 'default', owed: 'warning', paid: 'success' } as const

export function StatusChip({ listing }: { listing: AdminListingRecord }) {
  const translate = useTranslate()
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOR[listing.status]}
      label={translate(`${T}.status_names.${listing.status}`)}
      data-testid="listing-status"
    />
  )
}

/** The payout's state; an owed one says whether it may be paid now or from when. */
export function PayoutChip({ listing }: { listing: AdminListingRecord }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const name = translate(`${T}.payout_names.${listing.payoutStatus}`)
  const when =
    listing.payoutStatus === 'owed'
      ? payoutRefusal(listing) === null
        ? translate(`${T}.payable_now`)
        : translate(`${T}.payable_from`, { date: formatDate(listing.payableFrom, locale) })
      : null
  return (
    <Chip
      size="small"
      color={PAYOUT_COLOR[listing.payoutStatus]}
      variant={listing.payoutStatus === 'none' ? 'outlined' : 'filled'}
      label={when ? `${name} · ${when}` : name}
      data-testid="listing-payout"
    />
  )
}

/** GET /api/admin/ticketswitch/summary, loaded again when `version` changes (after a payout). */
export function SummaryCards({ version }: { version: number }) {
  const money = useMoney()
  const translate = useTranslate()
  const [summary, setSummary] = useState<TicketswitchSummary | null>(null)
  const [failed, setFailed] = useState(false)
  const load = useCallback(async () => {
    try {
      setSummary(await ticketswitchSummary())
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }, [])
  useEffect(() => {
    void load()
  }, [load, version])
  if (failed) return <Alert severity="error">{translate(`${T}.summary.failed`)}</Alert>
  const cards: { key: keyof TicketswitchSummary; hint?: string }[] = [
    { key: 'payoutsPayableNow', hint: translate(`${T}.summary.payoutsPayableNow_hint`) },
    { key: 'payoutsOwed', hint: translate(`${T}.summary.payoutsOwed_hint`) },
    { key: 'payoutsPaid' },
    { key: 'resaleFees' },
    { key: 'resaleVolume', hint: summary ? translate(`${T}.summary.counts`, { ...summary }) : undefined },
  ]
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' } }}>
      {cards.map(({ key, hint }) =>
        summary ? (
          <Kpi key={key} label={translate(`${T}.summary.${key}`)} value={money(summary[key])} hint={hint} testId={`ticketswitch-${key}`} />
        ) : (
          <Skeleton key={key} variant="rounded" height={112} />
        )
      )}
    </Box>
  )
}

/**
 * "Markeer als uitbetaald": for whom the access table allows it, on an owed payout; before the event is over the
 * button stays disabled with the reason. A confirmation shows the amount and where to; an optional reference is kept
 * in the history.
 */
export function PayoutButton({ listing, onDone, compact = false }: { listing: AdminListingRecord; onDone: () => void; compact?: boolean }) {
  const money = useMoney()
  const translate = useTranslate()
  const notify = useNotify()
  const [locale] = useLocaleState()
  const { canAccess } = useCanAccess({ resource: 'ticketswitch-listings', action: 'payout' })
  const [open, setOpen] = useState(false)
  const [reference, setReference] = useState('')
  const [busy, setBusy] = useState(false)
  if (!canAccess || listing.payoutStatus !== 'owed') return null
  const refusal = payoutRefusal(listing)
  // In a list row only a payout that may be paid now gets its button; the detail also says why not yet.
  if (compact && refusal) return null
  const reason =
    refusal === 'TICKETSWITCH_PAYOUT_TOO_EARLY'
      ? translate(`${T}.payout.too_early`, { date: formatDateTime(listing.payableFrom, locale) })
      : refusal
        ? translate(`${T}.payout.not_owed`)
        : null
  const confirm = async () => {
    setBusy(true)
    try {
      await markPayoutPaid(listing.id, reference.trim() || null)
      notify(`${T}.payout.done`, { type: 'success', messageArgs: { amount: money(listing.payoutAmount) } })
      setOpen(false)
      onDone()
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Tooltip title={reason ?? ''}>
        {/* A disabled button fires no events: the span carries the tooltip. */}
        <span>
          <Button
            variant="contained"
            color="success"
            size={compact ? 'small' : 'medium'}
            startIcon={<PaidIcon />}
            disabled={refusal !== null}
            onClick={() => setOpen(true)}
            data-testid="payout-mark"
          >
            {translate(`${T}.payout.mark`)}
          </Button>
        </span>
      </Tooltip>
      {reason && (
        <Alert severity="info" sx={{ py: 0 }} data-testid="payout-refusal">
          {reason}
        </Alert>
      )}
      {open && (
        <Dialog open onClose={() => !busy && setOpen(false)} fullWidth maxWidth="sm">
          <DialogTitle>{translate(`${T}.payout.title`)}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {translate(`${T}.payout.text`, {
                amount: money(listing.payoutAmount),
                seller: listing.sellerName ?? listing.sellerEmail ?? listing.sellerPhone ?? '—',
              })}
            </DialogContentText>
            <Alert severity="info" icon={false} sx={{ mt: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <strong>{translate(`${T}.fields.payoutDetails`)}:</strong> {listing.payoutDetails ?? '—'}
            </Alert>
            <TextField
              fullWidth
              margin="normal"
              label={translate(`${T}.payout.reference`)}
              helperText={translate(`${T}.payout.reference_help`)}
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'payout-reference' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)} disabled={busy}>
              {translate('ra.action.cancel')}
            </Button>
            <Button variant="contained" color="success" onClick={confirm} disabled={busy} data-testid="payout-confirm">
              {translate(`${T}.payout.confirm`)}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  )
}
