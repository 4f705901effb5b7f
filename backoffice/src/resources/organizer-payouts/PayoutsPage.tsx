/*
 * 'Uitbetalingen'. The organizer's team sees their statement for a period (GET /api/organizers/{id}/statement: the
 * balance, the figures per channel and per event, PDF and CSV) and every payout (GET /api/organizers/{id}/payouts).
 * Admins see every organizer's balance (GET /api/admin/payouts), open one's statement, and mark a transfer paid
 * (POST /api/admin/organizers/{id}/payouts). Every figure is the server's; the page only shows it.
 */
import { useEffect, useState, type ReactNode } from 'react'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material'
import { HttpError, Title, useLocaleState, useNotify, useTranslate } from 'react-admin'
import { formatDateTime } from '#domain/format'
import type { OrganizerPayoutRow, OrganizerStatement, PayoutView, StatementFigures } from '#domain/organizer_statement'
import { storedUser } from '../../auth/browserSession'
import { roleMayAct, signedInTableRole } from '../../auth/resourceAccess'
import { request } from '../../http'
import { TableCard } from '../../pages/StatsParts'
import { useDashboardStats } from '../../pages/useDashboardStats'
import { downloadStatement, markPaid, periodQuery } from './api'
import { AmountField } from '../../inputs/AmountInput'
import { DayField } from '../../inputs/DateFields'
import { useMoney } from '../../inputs/AmountText'

const T = 'resources.organizer-payouts'

export default function PayoutsPage() {
  const translate = useTranslate()
  const user = storedUser()
  const isPlatform = roleMayAct('organizer-payouts', 'payout', signedInTableRole(user))
  const [opened, setOpened] = useState<{ id: number; name: string } | null>(null)
  const title = translate(isPlatform ? `${T}.admin.title` : `${T}.title`)
  useEffect(() => {
    document.title = `${title} · ${translate('app.name')}`
  }, [title, translate])
  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 2, maxWidth: 1200, minWidth: 0 }}>
      <Title title={title} />
      {isPlatform && opened ? (
        <>
          <Box>
            <Button onClick={() => setOpened(null)} data-testid="payouts-back">
              {translate(`${T}.admin.back`)}
            </Button>
          </Box>
          <StatementView organizerId={opened.id} heading={opened.name} mayMarkPaid />
        </>
      ) : isPlatform ? (
        <AdminPayouts title={title} onOpen={setOpened} />
      ) : user?.organizerId ? (
        <StatementView organizerId={user.organizerId} heading={title} mayMarkPaid={false} />
      ) : null}
    </Box>
  )
}

/* ── The statement of one organizer ─────────────────────────────────────────────────────────────────────── */

/** Today's Suriname date (UTC-3 all year) and a month's first and last day, as the date inputs write them. */
function surinameDate(offsetMonths = 0, day: 'first' | 'last' | 'today' = 'today'): string {
  const now = new Date(Date.now() - 3 * 3_600_000)
  if (day === 'today') return now.toISOString().slice(0, 10)
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offsetMonths, 1))
  if (day === 'first') return first.toISOString().slice(0, 10)
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).toISOString().slice(0, 10)
}

type Preset = 'all' | 'thisMonth' | 'lastMonth' | 'thisYear'

function presetPeriod(preset: Preset): [string, string] {
  if (preset === 'thisMonth') return [surinameDate(0, 'first'), surinameDate()]
  if (preset === 'lastMonth') return [surinameDate(-1, 'first'), surinameDate(-1, 'last')]
  if (preset === 'thisYear') return [`${surinameDate().slice(0, 4)}-01-01`, surinameDate()]
  return ['', '']
}

function StatementView({ organizerId, heading, mayMarkPaid }: { organizerId: number; heading: string; mayMarkPaid: boolean }) {
  const translate = useTranslate()
  const notify = useNotify()
  const [locale] = useLocaleState()
  const [[from, to], setPeriod] = useState<[string, string]>(['', ''])
  const [round, setRound] = useState(0)
  const statement = useDashboardStats<OrganizerStatement>(
    `/api/organizers/${organizerId}/statement${periodQuery(from, to, { v: String(round) })}`
  )
  const history = useDashboardStats<PayoutView[]>(`/api/organizers/${organizerId}/payouts?v=${round}`)
  const [marking, setMarking] = useState(false)
  const download = (kind: 'csv' | 'pdf') =>
    downloadStatement(organizerId, kind, from, to, locale).catch((error: Error) =>
      notify(translate(`${T}.download.failed`, { message: error.message }), { type: 'error' })
    )
  const state = statement.state
  return (
    <>
      <Typography variant="h5" component="h1">
        {state.status === 'ready' && heading !== translate(`${T}.title`) ? state.stats.organizerName : heading}
      </Typography>
      <Typography color="text.secondary">{translate(`${T}.explain`)}</Typography>
      <PeriodPicker from={from} to={to} onChange={(next) => setPeriod(next)} />
      {(state.status === 'error' || history.state.status === 'error') && (
        <Alert severity="error" action={<Button onClick={() => setRound((n) => n + 1)}>{translate(`${T}.retry`)}</Button>}>
          {translate(`${T}.loadFailed`)}
        </Alert>
      )}
      {state.status === 'ready' && (
        <>
          <BalanceCard
            statement={state.stats}
            locale={locale}
            actions={
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button variant="outlined" onClick={() => download('pdf')} data-testid="statement-pdf">
                  {translate(`${T}.download.pdf`)}
                </Button>
                <Button variant="outlined" onClick={() => download('csv')} data-testid="statement-csv">
                  {translate(`${T}.download.csv`)}
                </Button>
                {mayMarkPaid && (
                  <Button variant="contained" onClick={() => setMarking(true)} data-testid="mark-paid">
                    {translate(`${T}.mark.button`)}
                  </Button>
                )}
              </Stack>
            }
          />
          <Summary statement={state.stats} />
          <ChannelTable statement={state.stats} />
          <EventTable statement={state.stats} />
        </>
      )}
      {history.state.status === 'ready' && <History rows={history.state.stats} locale={locale} />}
      {marking && state.status === 'ready' && (
        <MarkPaidDialog
          organizerId={organizerId}
          organizerName={state.stats.organizerName}
          balance={state.stats.balance}
          onClose={() => setMarking(false)}
          onSaved={() => {
            setMarking(false)
            setRound((n) => n + 1)
          }}
        />
      )}
    </>
  )
}

function PeriodPicker({ from, to, onChange }: { from: string; to: string; onChange: (period: [string, string]) => void }) {
  const translate = useTranslate()
  const presets: Preset[] = ['all', 'thisMonth', 'lastMonth', 'thisYear']
  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{translate(`${T}.period.label`)}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {presets.map((preset) => {
              const [presetFrom, presetTo] = presetPeriod(preset)
              const active = presetFrom === from && presetTo === to
              return (
                <Button
                  key={preset}
                  size="small"
                  variant={active ? 'contained' : 'outlined'}
                  onClick={() => onChange([presetFrom, presetTo])}
                  data-testid={`period-${preset}`}
                >
                  {translate(`${T}.period.${preset}`)}
                </Button>
              )
            })}
          </Stack>
          <Stack direction="row" spacing={1}>
            <DayField
              size="small"
              label={translate(`${T}.period.from`)}
              value={from}
              onChange={(day) => onChange([day, to])}
              testId="period-from"
            />
            <DayField
              size="small"
              label={translate(`${T}.period.to`)}
              value={to}
              onChange={(day) => onChange([from, day])}
              testId="period-to"
            />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  )
}

function BalanceCard({ statement, locale, actions }: { statement: OrganizerStatement; locale: string; actions: ReactNode }) {
  const money = useMoney()
  const translate = useTranslate()
  const overpaid = statement.balance.startsWith('-')
  return (
    <Card data-testid="payout-balance" sx={{ borderLeft: 6, borderColor: 'primary.main' }}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <Typography color="text.secondary">{translate(`${T}.balance.title`)}</Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="payout-balance-amount">
              {money(statement.balance)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.balance.owed`, { amount: money(statement.owedToDate) })} ·{' '}
              {translate(`${T}.balance.paid`, { amount: money(statement.paidOutToDate) })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {statement.lastPaidAt
                ? translate(`${T}.balance.last`, { date: formatDateTime(statement.lastPaidAt, locale) })
                : translate(`${T}.balance.never`)}
            </Typography>
            {overpaid && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {translate(`${T}.balance.overpaid`, { amount: money(statement.balance.slice(1)) })}
              </Alert>
            )}
          </Box>
          <Box sx={{ alignSelf: { md: 'center' } }}>{actions}</Box>
        </Stack>
      </CardContent>
    </Card>
  )
}

function Summary({ statement }: { statement: OrganizerStatement }) {
  const money = useMoney()
  const translate = useTranslate()
  const total = statement.total
  const lines: [string, string, boolean?][] = [
    ['gross', money(total.gross)],
    ['refunds', `− ${money(total.refunds)}`],
    ['refundsDue', `− ${money(total.refundsDue)}`],
    ['commissions', `− ${money(total.commissions)}`],
    ['net', money(total.net), true],
    ['heldByOrganizer', `− ${money(total.heldByOrganizer)}`],
    ['heldByAgents', `− ${money(total.heldByAgents)}`],
    ['owedByPlatform', money(total.owedByPlatform), true],
    ['paidOut', money(statement.paidOut)],
  ]
  return (
    <TableCard title={translate(`${T}.summary.title`)} testId="statement-summary">
      <Table size="small">
        <TableBody>
          {lines.map(([key, value, strong]) => (
            <TableRow key={key} data-testid={`statement-${key}`}>
              <TableCell sx={{ fontWeight: strong ? 700 : undefined }}>{translate(`${T}.summary.${key}`)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: strong ? 700 : undefined, whiteSpace: 'nowrap' }}>
                {value}
              </TableCell>
            </TableRow>
          ))}
          {Number(total.discounts) > 0 ? (
            <TableRow data-testid="statement-discounts">
              <TableCell colSpan={2}>
                <Typography variant="body2" color="text.secondary">
                  {translate(`${T}.summary.discounts`, { amount: money(total.discounts) })}
                </Typography>
              </TableCell>
            </TableRow>
          ) : null}
          <TableRow>
            <TableCell colSpan={2}>
              <Typography variant="body2" color="text.secondary">
                {translate(`${T}.summary.buyerFees`)}: {translate(`${T}.summary.platformFees`, { amount: money(total.fees.platform) })},{' '}
                {translate(`${T}.summary.paymentFees`, { amount: money(total.fees.payment) })}
              </Typography>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableCard>
  )
}

/** On a phone only the net and what the platform pays stay in the tables (the summary above has the rest). */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } }
const FIGURE_COLUMNS = ['gross', 'refunds', 'commissions', 'net', 'owedByPlatform'] as const
const wideOnly = (key: (typeof FIGURE_COLUMNS)[number]) => (key === 'net' || key === 'owedByPlatform' ? {} : WIDE_ONLY)

function FigureCells({ figures }: { figures: StatementFigures }) {
  const money = useMoney()
  return (
    <>
      {FIGURE_COLUMNS.map((key) => (
        <TableCell key={key} align="right" sx={{ whiteSpace: 'nowrap', ...wideOnly(key) }}>
          {money(figures[key])}
        </TableCell>
      ))}
    </>
  )
}

function FigureHeads() {
  const translate = useTranslate()
  return (
    <>
      {FIGURE_COLUMNS.map((key) => (
        <TableCell key={key} align="right" sx={wideOnly(key)}>
          {translate(`${T}.summary.${key}`)}
        </TableCell>
      ))}
    </>
  )
}

function ChannelTable({ statement }: { statement: OrganizerStatement }) {
  const translate = useTranslate()
  return (
    <TableCard title={translate(`${T}.channels.title`)} testId="statement-channels">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.channels.channel`)}</TableCell>
            <TableCell sx={WIDE_ONLY}>{translate(`${T}.channels.where`)}</TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              {translate(`${T}.channels.orders`)}
            </TableCell>
            <FigureHeads />
          </TableRow>
        </TableHead>
        <TableBody>
          {statement.channels.map((line) => (
            <TableRow key={line.channel}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate(`${T}.channels.${line.channel}`)}</TableCell>
              <TableCell sx={WIDE_ONLY}>{translate(`${T}.channels.${line.holder}`)}</TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                {line.orders}
              </TableCell>
              <FigureCells figures={line} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableCard>
  )
}

function EventTable({ statement }: { statement: OrganizerStatement }) {
  const translate = useTranslate()
  return (
    <TableCard
      title={translate(`${T}.events.title`)}
      empty={statement.events.length === 0 ? translate(`${T}.events.none`) : null}
      testId="statement-events"
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.events.event`)}</TableCell>
            <FigureHeads />
          </TableRow>
        </TableHead>
        <TableBody>
          {statement.events.map((line) => (
            <TableRow key={line.eventId}>
              <TableCell>{line.title}</TableCell>
              <FigureCells figures={line} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableCard>
  )
}

function History({ rows, locale }: { rows: PayoutView[]; locale: string }) {
  const money = useMoney()
  const translate = useTranslate()
  return (
    <TableCard
      title={translate(`${T}.history.title`)}
      empty={rows.length === 0 ? translate(`${T}.history.none`) : null}
      testId="payout-history"
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.history.date`)}</TableCell>
            <TableCell align="right">{translate(`${T}.history.amount`)}</TableCell>
            <TableCell>{translate(`${T}.history.reference`)}</TableCell>
            <TableCell sx={WIDE_ONLY}>{translate(`${T}.history.note`)}</TableCell>
            <TableCell sx={WIDE_ONLY}>{translate(`${T}.history.by`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.paidAt, locale)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {money(row.amount)}
              </TableCell>
              <TableCell>{row.reference}</TableCell>
              <TableCell sx={WIDE_ONLY}>{row.note ?? '—'}</TableCell>
              <TableCell sx={WIDE_ONLY}>{row.paidBy?.name ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableCard>
  )
}

/* ── The admin's list of every organizer ────────────────────────────────────────────────────────────────── */

type AdminListState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; rows: OrganizerPayoutRow[]; total: number }

/** One page of GET /api/admin/payouts ({ data, total }: the list contract). */
function useAdminList(url: string): AdminListState {
  const [state, setState] = useState<AdminListState>({ status: 'loading' })
  useEffect(() => {
    let current = true
    request(url)
      .then(({ json }) => {
        const body = json as { data: OrganizerPayoutRow[]; total: number }
        if (current) setState({ status: 'ready', rows: body.data, total: body.total })
      })
      .catch(() => {
        if (current) setState({ status: 'error' })
      })
    return () => {
      current = false
    }
  }, [url])
  return state
}

function AdminPayouts({ title, onOpen }: { title: string; onOpen: (organizer: { id: number; name: string }) => void }) {
  const money = useMoney()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const [q, setQ] = useState('')
  const [owedOnly, setOwedOnly] = useState(false)
  const [page, setPage] = useState(0)
  const [marking, setMarking] = useState<OrganizerPayoutRow | null>(null)
  const [round, setRound] = useState(0)
  const perPage = 25
  const filter = JSON.stringify({ ...(q.trim() ? { q: q.trim() } : {}), ...(owedOnly ? { owed: true } : {}) })
  const url = `/api/admin/payouts?sort=balance&order=DESC&page=${page + 1}&perPage=${perPage}&filter=${encodeURIComponent(filter)}&v=${round}`
  const list = useAdminList(url)
  return (
    <>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{translate(`${T}.admin.explain`)}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          label={translate(`${T}.admin.search`)}
          value={q}
          onChange={(event) => {
            setQ(event.target.value)
            setPage(0)
          }}
          slotProps={{ htmlInput: { 'data-testid': 'payouts-search' } }}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={owedOnly}
              onChange={(event) => {
                setOwedOnly(event.target.checked)
                setPage(0)
              }}
            />
          }
          label={translate(`${T}.admin.owedOnly`)}
        />
      </Stack>
      {list.status === 'error' && (
        <Alert severity="error" action={<Button onClick={() => setRound((n) => n + 1)}>{translate(`${T}.retry`)}</Button>}>
          {translate(`${T}.loadFailed`)}
        </Alert>
      )}
      {list.status === 'ready' && (
        <TableCard
          title={translate(`${T}.admin.listTitle`)}
          empty={list.rows.length === 0 ? translate(`${T}.admin.none`) : null}
          testId="admin-payouts"
        >
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.admin.organizer`)}</TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  {translate(`${T}.admin.owed`)}
                </TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  {translate(`${T}.admin.paid`)}
                </TableCell>
                <TableCell align="right">{translate(`${T}.admin.balance`)}</TableCell>
                <TableCell sx={WIDE_ONLY}>{translate(`${T}.admin.lastPaid`)}</TableCell>
                <TableCell sx={WIDE_ONLY} />
              </TableRow>
            </TableHead>
            <TableBody>
              {list.rows.map((row) => (
                <TableRow key={row.id} data-testid={`payout-row-${row.id}`}>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {row.organizerName}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {row.email}
                    </Typography>
                    <Box sx={{ display: { xs: 'block', md: 'none' }, mt: 1 }}>
                      <RowActions row={row} onOpen={onOpen} onMark={setMarking} testId="mark-paid-phone" />
                    </Box>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', ...WIDE_ONLY }}>
                    {money(row.owedToDate)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', ...WIDE_ONLY }}>
                    {money(row.paidOutToDate)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                    {money(row.balance)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', ...WIDE_ONLY }}>
                    {row.lastPaidAt ? `${formatDateTime(row.lastPaidAt, locale)} · ${money(row.lastPaidAmount)}` : '—'}
                  </TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    <RowActions row={row} onOpen={onOpen} onMark={setMarking} testId="mark-paid" />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={list.total}
            page={page}
            rowsPerPage={perPage}
            rowsPerPageOptions={[perPage]}
            labelDisplayedRows={({ from, to, count }) => translate(`${T}.admin.rows`, { from, to, count })}
            onPageChange={(_event, next) => setPage(next)}
          />
        </TableCard>
      )}
      {marking && (
        <MarkPaidDialog
          organizerId={marking.organizerId}
          organizerName={marking.organizerName}
          balance={marking.balance}
          onClose={() => setMarking(null)}
          onSaved={() => {
            setMarking(null)
            setRound((n) => n + 1)
          }}
        />
      )}
    </>
  )
}

/** A row's two actions: open the organizer's statement, mark a payout paid (only with a balance to pay). */
function RowActions({
  row,
  onOpen,
  onMark,
  testId,
}: {
  row: OrganizerPayoutRow
  onOpen: (organizer: { id: number; name: string }) => void
  onMark: (row: OrganizerPayoutRow) => void
  testId: string
}) {
  const translate = useTranslate()
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: { md: 'flex-end' }, flexWrap: 'wrap' }}>
      <Button size="small" onClick={() => onOpen({ id: row.organizerId, name: row.organizerName })}>
        {translate(`${T}.admin.statement`)}
      </Button>
      <Button size="small" variant="outlined" disabled={!(Number(row.balance) > 0)} onClick={() => onMark(row)} data-testid={testId}>
        {translate(`${T}.mark.button`)}
      </Button>
    </Stack>
  )
}

/* ── 'Markeer als uitbetaald' ───────────────────────────────────────────────────────────────────────────── */

type Field = 'amount' | 'reference' | 'note'

/** The API's message per field from a 422 (http.ts request nests them as { field: [message] }). */
function fieldErrors(error: unknown): Partial<Record<Field, string>> {
  const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> })?.errors : undefined
  const result: Partial<Record<Field, string>> = {}
  for (const [field, message] of Object.entries(errors ?? {})) {
    const text = Array.isArray(message) ? message[0] : message
    if (typeof text === 'string') result[field as Field] = text
  }
  return result
}

function MarkPaidDialog({
  organizerId,
  organizerName,
  balance,
  onClose,
  onSaved,
}: {
  organizerId: number
  organizerName: string
  balance: string
  onClose: () => void
  onSaved: () => void
}) {
  const money = useMoney()
  const translate = useTranslate()
  const notify = useNotify()
  const [amount, setAmount] = useState(balance)
  const [reference, setReference] = useState('')
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const save = async () => {
    setSaving(true)
    setProblem(null)
    try {
      const { json } = await markPaid(organizerId, { amount, reference, note })
      notify(translate(`${T}.mark.saved`, { amount: money((json as { balance: string }).balance) }), { type: 'success' })
      onSaved()
    } catch (error) {
      const perField = fieldErrors(error)
      setErrors(perField)
      if (Object.keys(perField).length === 0)
        setProblem(error instanceof Error && error.message ? error.message : translate(`${T}.mark.failed`))
    } finally {
      setSaving(false)
    }
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate(`${T}.mark.title`, { organizer: organizerName })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">{translate(`${T}.mark.owed`, { amount: money(balance) })}</Typography>
          {problem && <Alert severity="error">{problem}</Alert>}
          <AmountField
            kind="money"
            label={translate(`${T}.mark.amount`)}
            value={amount}
            onChange={setAmount}
            error={errors.amount}
            testId="payout-amount"
            required
          />
          <TextField
            label={translate(`${T}.mark.reference`)}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            error={!!errors.reference}
            helperText={errors.reference}
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'payout-reference' } }}
            autoFocus
            required
          />
          <TextField
            label={translate(`${T}.mark.note`)}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={!!errors.note}
            helperText={errors.note}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'payout-note' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${T}.mark.cancel`)}</Button>
        <Button variant="contained" onClick={save} disabled={saving} data-testid="payout-save">
          {translate(`${T}.mark.save`)}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
