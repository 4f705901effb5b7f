/*
 * /agent-settlements: per partner agent what was collected, the commission, what was settled and
 * what is still owed, as the server computed it (GET /api/agent-settlements/balances); the organizer's team records
 * a payment (POST /api/agent-settlements), the agent's side only reads; the history below (GET /api/agent-settlements).
 */
import { useEffect, useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material'
import { HttpError, Title, useLocaleState, useNotify, useTranslate } from 'react-admin'
import { formatDate } from '#domain/format'
import type { AgentBalance, AgentSettlementRecord } from '#domain/agent_figures'
import { storedUser } from '../../auth/browserSession'
import { roleMayAct, signedInTableRole } from '../../auth/resourceAccess'
import { TableCard } from '../../pages/StatsParts'
import { useDashboardStats } from '../../pages/useDashboardStats'
import { recordSettlement } from './api'
import { BalancesTable, type BalanceSide } from './BalancesTable'
import { AmountField } from '../../inputs/AmountInput'
import { DayField } from '../../inputs/DateFields'
import { useMoney } from '../../inputs/AmountText'

const T = 'resources.agent-settlements'

/** Today's Suriname date (UTC-3 all year), the date field's default and its latest value. */
function surinameToday(): string {
  return new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10)
}

export default function SettlementsPage() {
  const translate = useTranslate()
  const user = storedUser()
  const mayRecord = roleMayAct('agent-settlements', 'create', signedInTableRole(user))
  const [round, setRound] = useState(0)
  const balances = useDashboardStats<AgentBalance[]>(`/api/agent-settlements/balances?v=${round}`)
  const history = useDashboardStats<AgentSettlementRecord[]>(`/api/agent-settlements?perPage=50&v=${round}`)
  const [recording, setRecording] = useState<AgentBalance | null>(null)
  const title = translate(`${T}.title`)
  useEffect(() => {
    document.title = `${title} · ${translate('app.name')}`
  }, [title, translate])
  const failed = balances.state.status === 'error' || history.state.status === 'error'
  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 2, maxWidth: 1200 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{translate(`${T}.explain`)}</Typography>
      {failed && (
        <Alert severity="error" action={<Button onClick={() => setRound((n) => n + 1)}>{translate(`${T}.retry`)}</Button>}>
          {translate(`${T}.load_failed`)}
        </Alert>
      )}
      {balances.state.status === 'ready' && (
        <TableCard
          title={translate(`${T}.balances.title`)}
          empty={balances.state.stats.length === 0 ? translate(`${T}.balances.none`) : null}
          testId="settlement-balances"
        >
          <BalancesTable
            rows={balances.state.stats}
            show={side(user)}
            action={
              mayRecord
                ? (row) => (
                    <Button size="small" variant="outlined" onClick={() => setRecording(row)} data-testid="record-settlement">
                      {translate(`${T}.record.button`)}
                    </Button>
                  )
                : undefined
            }
          />
        </TableCard>
      )}
      {history.state.status === 'ready' && <History rows={history.state.stats} show={side(user)} />}
      {recording && (
        <RecordDialog
          balance={recording}
          onClose={() => setRecording(null)}
          onSaved={() => {
            setRecording(null)
            setRound((n) => n + 1)
          }}
        />
      )}
    </Box>
  )
}

/** The side of the pairs the signed-in person is on. */
function side(user: { agentId?: number | null; organizerId?: number | null } | null): BalanceSide {
  return user?.agentId ? 'organizer' : user?.organizerId ? 'agent' : 'both'
}

function History({ rows, show }: { rows: AgentSettlementRecord[]; show: BalanceSide }) {
  const money = useMoney()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  return (
    <TableCard
      title={translate(`${T}.history.title`)}
      empty={rows.length === 0 ? translate(`${T}.history.none`) : null}
      testId="settlement-history"
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.history.date`)}</TableCell>
            {show !== 'organizer' && <TableCell>{translate(`${T}.balances.agent`)}</TableCell>}
            {show !== 'agent' && <TableCell>{translate(`${T}.balances.organizer`)}</TableCell>}
            <TableCell align="right">{translate(`${T}.history.amount`)}</TableCell>
            <TableCell>{translate(`${T}.history.reference`)}</TableCell>
            <TableCell>{translate(`${T}.history.recordedBy`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{formatDate(`${row.settledOn}T12:00:00Z`, locale)}</TableCell>
              {show !== 'organizer' && <TableCell>{row.agentName}</TableCell>}
              {show !== 'agent' && <TableCell>{row.organizerName}</TableCell>}
              <TableCell align="right">{money(row.amount)}</TableCell>
              <TableCell>{row.reference ?? '—'}</TableCell>
              <TableCell>{row.recordedByName ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableCard>
  )
}

type Field = 'amount' | 'settledOn' | 'reference' | 'agentId'

/** The API's message per field from a 422 (http.ts request nests them as { field: message }). */
function fieldErrors(error: unknown): Partial<Record<Field, string>> {
  const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> })?.errors : undefined
  const result: Partial<Record<Field, string>> = {}
  for (const [field, message] of Object.entries(errors ?? {})) {
    const text = Array.isArray(message) ? message[0] : message
    if (typeof text === 'string') result[field as Field] = text
  }
  return result
}

function RecordDialog({ balance, onClose, onSaved }: { balance: AgentBalance; onClose: () => void; onSaved: () => void }) {
  const money = useMoney()
  const translate = useTranslate()
  const notify = useNotify()
  const [amount, setAmount] = useState('')
  const [settledOn, setSettledOn] = useState(surinameToday())
  const [reference, setReference] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const save = async () => {
    setSaving(true)
    setProblem(null)
    try {
      const { json } = await recordSettlement({ agentId: balance.agentId, amount, settledOn, reference })
      notify(translate(`${T}.record.saved`, { amount: money(json.data.balance.balance) }), { type: 'success' })
      onSaved()
    } catch (error) {
      const perField = fieldErrors(error)
      setErrors(perField)
      if (Object.keys(perField).length === 0)
        setProblem(error instanceof Error && error.message ? error.message : translate(`${T}.record.failed`))
    } finally {
      setSaving(false)
    }
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate(`${T}.record.title`, { agent: balance.agentName })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">{translate(`${T}.record.owed`, { amount: money(balance.balance) })}</Typography>
          {problem && <Alert severity="error">{problem}</Alert>}
          <AmountField
            kind="money"
            label={translate(`${T}.record.amount`)}
            value={amount}
            onChange={setAmount}
            error={errors.amount}
            testId="settlement-amount"
            required
          />
          <DayField
            label={translate(`${T}.record.settledOn`)}
            value={settledOn}
            onChange={setSettledOn}
            error={errors.settledOn}
            max={surinameToday()}
            testId="settlement-date"
            required
          />
          <TextField
            label={translate(`${T}.record.reference`)}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            error={!!errors.reference}
            helperText={errors.reference}
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'settlement-reference' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${T}.record.cancel`)}</Button>
        <Button variant="contained" onClick={save} disabled={saving} data-testid="settlement-save">
          {translate(`${T}.record.save`)}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
