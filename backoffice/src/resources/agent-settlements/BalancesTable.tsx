/*
 * Balances per agent and organizer (domain/agent_figures.ts AgentBalance): the organizer's settlement page and the
 * agent dashboard show the same table; an overpayment shows as such, never as a plain negative number.
 */
import type { ReactNode } from 'react'
import {
  Box,
  Chip,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material'
import { useLocaleState, useTranslate } from 'react-admin'
import { formatDate, formatPercent } from '#domain/format'
import { isOverpaid, type AgentBalance } from '#domain/agent_figures'
import { PercentText, useMoney } from '../../inputs/AmountText'

const T = 'resources.agent-settlements'

/** The balance as owed, or 'overpaid: SRD x' in a warning colour. */
export function BalanceAmount({ balance }: { balance: string }) {
  const money = useMoney()
  const translate = useTranslate()
  if (!isOverpaid(balance)) return <strong>{money(balance)}</strong>
  return (
    <Typography component="span" color="warning.main" sx={{ fontWeight: 700 }}>
      {translate(`${T}.balances.overpaid`, { amount: money(balance.replace('-', '')) })}
    </Typography>
  )
}

/** Whose names a person needs: an organizer's team sees agents, an agent's team organizers, admins both. */
export type BalanceSide = 'agent' | 'organizer' | 'both'

interface BalancesProps {
  rows: AgentBalance[]
  show: BalanceSide
  action?: (row: AgentBalance) => ReactNode
}

/** `show`: the other side's column (the agent for an organizer, the organizer for an agent); `action`: a cell per row. */
export function BalancesTable({ rows, show, action }: BalancesProps) {
  const money = useMoney()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  if (phone) return <BalanceCards rows={rows} show={show} action={action} />
  return (
    <Table size="small" data-testid="agent-balances">
      <TableHead>
        <TableRow>
          {show !== 'organizer' && <TableCell>{translate(`${T}.balances.agent`)}</TableCell>}
          {show !== 'agent' && <TableCell>{translate(`${T}.balances.organizer`)}</TableCell>}
          <TableCell align="right">{translate(`${T}.balances.rate`)}</TableCell>
          <TableCell align="right">{translate(`${T}.balances.collected`)}</TableCell>
          <TableCell align="right">{translate(`${T}.balances.commission`)}</TableCell>
          <TableCell align="right">{translate(`${T}.balances.settled`)}</TableCell>
          <TableCell align="right">{translate(`${T}.balances.balance`)}</TableCell>
          <TableCell>{translate(`${T}.balances.last`)}</TableCell>
          {action && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={`${row.agentId}-${row.organizerId}`} data-testid={`balance-${row.agentId}-${row.organizerId}`}>
            {show !== 'organizer' && (
              <TableCell>
                {row.agentName}
                {row.partnershipStatus === 'terminated' && (
                  <Chip size="small" sx={{ ml: 1 }} label={translate(`${T}.balances.terminated`)} />
                )}
              </TableCell>
            )}
            {show !== 'agent' && <TableCell>{row.organizerName}</TableCell>}
            <TableCell align="right">
              <PercentText value={row.commissionPercentage} />
            </TableCell>
            <TableCell align="right">{money(row.collected)}</TableCell>
            <TableCell align="right">{money(row.commission)}</TableCell>
            <TableCell align="right">{money(row.settled)}</TableCell>
            <TableCell align="right" data-testid="balance-amount">
              <BalanceAmount balance={row.balance} />
            </TableCell>
            <TableCell>{row.lastSettledOn ? formatDate(`${row.lastSettledOn}T12:00:00Z`, locale) : '—'}</TableCell>
            {action && <TableCell>{action(row)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** On a phone: one block per pair, the balance first, so nothing important scrolls out of sight. */
function BalanceCards({ rows, show, action }: BalancesProps) {
  const money = useMoney()
  const [locale] = useLocaleState()
  const translate = useTranslate()
  const line = (label: string, value: ReactNode) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Stack>
  )
  return (
    <Box data-testid="agent-balances">
      {rows.map((row) => (
        <Box key={`${row.agentId}-${row.organizerId}`} data-testid={`balance-${row.agentId}-${row.organizerId}`}>
          <Divider />
          <Stack spacing={0.5} sx={{ p: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {show === 'organizer' ? row.organizerName : show === 'agent' ? row.agentName : `${row.agentName} · ${row.organizerName}`}
              {row.partnershipStatus === 'terminated' && <Chip size="small" sx={{ ml: 1 }} label={translate(`${T}.balances.terminated`)} />}
            </Typography>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }} data-testid="balance-amount">
              <Typography>{translate(`${T}.balances.balance`)}</Typography>
              <BalanceAmount balance={row.balance} />
            </Stack>
            {line(translate(`${T}.balances.collected`), money(row.collected))}
            {line(`${translate(`${T}.balances.commission`)} (${formatPercent(row.commissionPercentage, locale)})`, money(row.commission))}
            {line(translate(`${T}.balances.settled`), money(row.settled))}
            {action && <Box sx={{ pt: 1 }}>{action(row)}</Box>}
          </Stack>
        </Box>
      ))}
    </Box>
  )
}
