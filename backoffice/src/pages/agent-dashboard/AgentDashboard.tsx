/*
 * /agent-dashboard: the agent's figures as the server computed them (GET /api/agent/{id}/stats):
 * tickets and money per period, commission earned, what is still to settle per organizer, the 30-day chart, and the
 * sales list with its filters (GET /api/analytics/transactions/agent/{id}). The big 'Verkopen' button opens the sale
 * screen. A cashier (agent_loket_medewerker) gets the figures of their own sales only (the API decides).
 */
import { useEffect, useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material'
import PointOfSaleIcon from '@mui/icons-material/PointOfSale'
import { Link, Title, useLocaleState, useTranslate } from 'react-admin'
import { formatDateTime } from '#domain/format'
import { AGENT_PERIODS, type AgentStats, type AgentTransaction } from '#domain/agent_figures'
import { storedUser } from '../../auth/browserSession'
import { request } from '../../http'
import { SalesChartCard } from '../../charts/SalesChart'
import { BalanceAmount, BalancesTable } from '../../resources/agent-settlements/BalancesTable'
import { Kpi, KpiGrid, StatsFrame, TableCard, formatCount } from '../StatsParts'
import { pageMessageKey } from '../guardedPages'
import { useDashboardStats } from '../useDashboardStats'
import { useMoney } from '../../inputs/AmountText'
import { DayFilter } from '../../inputs/DateFields'

const T = 'app.pages.agent-dashboard'
const PER_PAGE = 10

export default function AgentDashboard() {
  const translate = useTranslate()
  const user = storedUser()
  const title = translate(pageMessageKey('/agent-dashboard', 'title'))
  useEffect(() => {
    document.title = `${title} · ${translate('app.name')}`
  }, [title, translate])
  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 2, maxWidth: 1200 }}>
      <Title title={title} />
      <Button
        href="#/agent-sales/create"
        variant="contained"
        size="large"
        startIcon={<PointOfSaleIcon />}
        data-testid="agent-sell"
        sx={{ py: 2, fontSize: '1.2rem', justifySelf: { xs: 'stretch', sm: 'start' }, px: 6 }}
      >
        {translate(`${T}.sell`)}
      </Button>
      {user?.agentId ? <Figures agentId={user.agentId} title={title} /> : <Alert severity="info">{translate(`${T}.no_agent`)}</Alert>}
    </Box>
  )
}

function Figures({ agentId, title }: { agentId: number; title: string }) {
  const [locale] = useLocaleState()
  const { state, reload } = useDashboardStats<AgentStats>(`/api/agent/${agentId}/stats`)
  return (
    <StatsFrame title={title} state={state} reload={reload} cards={7}>
      {(stats) => (
        <>
          <Kpis stats={stats} locale={locale} />
          <SalesChartCard texts={`${T}.chart`} days={stats.salesByDay} locale={locale} amountOf={(day) => day.revenue} />
          <PaymentMethods stats={stats} locale={locale} />
          {stats.balances && <Balances stats={stats} />}
          <Sales agentId={agentId} ownSales={stats.sellerId !== null} />
        </>
      )}
    </StatsFrame>
  )
}

function Kpis({ stats, locale }: { stats: AgentStats; locale: string }) {
  const money = useMoney()
  const translate = useTranslate()
  return (
    <>
      {stats.sellerId !== null && <Alert severity="info">{translate(`${T}.kpis.own_sales`)}</Alert>}
      <KpiGrid>
        {AGENT_PERIODS.map((period) => (
          <Kpi
            key={period}
            testId={`kpi-${period}`}
            label={translate(`${T}.kpis.${period}`)}
            value={formatCount(stats.periods[period].tickets, locale)}
            hint={translate(`${T}.kpis.revenue`, { amount: money(stats.periods[period].revenue) })}
          />
        ))}
        {stats.commissionEarned !== null && (
          <Kpi testId="kpi-commission" label={translate(`${T}.kpis.commission`)} value={money(stats.commissionEarned)} />
        )}
        {stats.owedBalance !== null && (
          <Kpi testId="kpi-owed" label={translate(`${T}.kpis.owed`)} value={<BalanceAmount balance={stats.owedBalance} />} />
        )}
        <Kpi testId="kpi-organizers" label={translate(`${T}.kpis.organizers`)} value={formatCount(stats.partneredOrganizers, locale)} />
      </KpiGrid>
    </>
  )
}

function PaymentMethods({ stats, locale }: { stats: AgentStats; locale: string }) {
  const money = useMoney()
  const translate = useTranslate()
  return (
    <Card data-testid="agent-methods">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(`${T}.methods.title`)}
        </Typography>
        {stats.byPaymentMethod.length === 0 && <Typography color="text.secondary">{translate(`${T}.chart.none`)}</Typography>}
        {stats.byPaymentMethod.map((method) => (
          <Stack key={method.paymentMethod} direction="row" sx={{ justifyContent: 'space-between', py: 0.5, gap: 1 }}>
            <Typography>{translate(`${T}.methods.${method.paymentMethod}`, { _: method.paymentMethod })}</Typography>
            <Typography color="text.secondary">
              {translate(`${T}.methods.line`, {
                smart_count: method.tickets,
                count: formatCount(method.tickets, locale),
                amount: money(method.revenue),
              })}
            </Typography>
          </Stack>
        ))}
      </CardContent>
    </Card>
  )
}

function Balances({ stats }: { stats: AgentStats }) {
  const translate = useTranslate()
  const rows = stats.balances ?? []
  return (
    <TableCard
      title={translate(`${T}.balances.title`)}
      empty={rows.length === 0 ? translate(`${T}.balances.none`) : null}
      testId="agent-balances-card"
    >
      <BalancesTable rows={rows} show="organizer" />
      <Box sx={{ p: 1 }}>
        <Button component={Link} to="/agent-settlements">
          {translate(`${T}.balances.all`)}
        </Button>
      </Box>
    </TableCard>
  )
}

interface FilterOptions {
  events: { id: number; title: string }[]
  sellers: { id: number; name: string }[]
  paymentMethods: string[]
}

interface SalesFilter {
  eventId: string
  sellerId: string
  paymentMethod: string
  from: string
  to: string
}

/** Filters side by side on a desktop, two to a row on a phone. */
const FILTER_FIELD = { flex: '1 1 150px', minWidth: 0 }

const NO_FILTER: SalesFilter = { eventId: '', sellerId: '', paymentMethod: '', from: '', to: '' }

function Sales({ agentId, ownSales }: { agentId: number; ownSales: boolean }) {
  const money = useMoney()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const [options, setOptions] = useState<FilterOptions | null>(null)
  const [filter, setFilter] = useState<SalesFilter>(NO_FILTER)
  const [page, setPage] = useState(1)
  const [result, setResult] = useState<{ rows: AgentTransaction[]; total: number } | { error: string } | null>(null)
  const base = `/api/analytics/transactions/agent/${agentId}`

  useEffect(() => {
    request(`${base}/filter-options`)
      .then(({ json }) => setOptions(json.data))
      .catch(() => setOptions(null))
  }, [base])

  useEffect(() => {
    const query = new URLSearchParams({ page: String(page), perPage: String(PER_PAGE) })
    for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value)
    request(`${base}?${query}`)
      .then(({ json }) => setResult({ rows: json.data, total: json.total }))
      .catch((error: Error) => setResult({ error: error.message }))
  }, [base, filter, page])

  const change = (key: keyof SalesFilter) => (event: { target: { value: string } }) => {
    setPage(1)
    setFilter((current) => ({ ...current, [key]: event.target.value }))
  }
  const select = (key: keyof SalesFilter, label: string, items: { value: string; label: string }[]) => (
    <TextField
      select
      size="small"
      label={label}
      value={filter[key]}
      onChange={change(key)}
      fullWidth={false}
      sx={FILTER_FIELD}
      data-testid={`sales-filter-${key}`}
    >
      <MenuItem value="">{translate(`${T}.sales.all`)}</MenuItem>
      {items.map((item) => (
        <MenuItem key={item.value} value={item.value}>
          {item.label}
        </MenuItem>
      ))}
    </TextField>
  )
  const pages = result && 'rows' in result ? Math.max(1, Math.ceil(result.total / PER_PAGE)) : 1
  return (
    <Card data-testid="agent-sales">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(`${T}.sales.title`)}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
          {select(
            'eventId',
            translate(`${T}.sales.event`),
            (options?.events ?? []).map((event) => ({ value: String(event.id), label: event.title }))
          )}
          {!ownSales &&
            select(
              'sellerId',
              translate(`${T}.sales.seller`),
              (options?.sellers ?? []).map((seller) => ({ value: String(seller.id), label: seller.name }))
            )}
          {select(
            'paymentMethod',
            translate(`${T}.sales.method`),
            (options?.paymentMethods ?? []).map((method) => ({ value: method, label: translate(`${T}.methods.${method}`, { _: method }) }))
          )}
          <DayFilter
            size="small"
            label={translate(`${T}.sales.from`)}
            value={filter.from}
            onChange={(day) => change('from')({ target: { value: day } })}
            max={filter.to || undefined}
            sx={FILTER_FIELD}
            testId="sales-filter-from"
          />
          <DayFilter
            size="small"
            label={translate(`${T}.sales.to`)}
            value={filter.to}
            onChange={(day) => change('to')({ target: { value: day } })}
            min={filter.from || undefined}
            sx={FILTER_FIELD}
            testId="sales-filter-to"
          />
        </Stack>
        {result && 'error' in result && <Alert severity="error">{result.error}</Alert>}
        {result && 'rows' in result && result.rows.length === 0 && (
          <Typography color="text.secondary">{translate(`${T}.sales.none`)}</Typography>
        )}
      </CardContent>
      {result && 'rows' in result && result.rows.length > 0 && (
        <>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${T}.sales.when`)}</TableCell>
                  <TableCell>{translate(`${T}.sales.event`)}</TableCell>
                  <TableCell>{translate(`${T}.sales.order`)}</TableCell>
                  {!ownSales && <TableCell>{translate(`${T}.sales.seller`)}</TableCell>}
                  <TableCell>{translate(`${T}.sales.method`)}</TableCell>
                  <TableCell align="right">{translate(`${T}.sales.tickets`)}</TableCell>
                  <TableCell align="right">{translate(`${T}.sales.total`)}</TableCell>
                  {!ownSales && <TableCell align="right">{translate(`${T}.sales.commission`)}</TableCell>}
                  <TableCell>{translate(`${T}.sales.status`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.rows.map((row) => (
                  <TableRow key={row.id} data-testid="agent-sale-row">
                    <TableCell>{formatDateTime(row.soldAt, locale)}</TableCell>
                    <TableCell>{row.eventTitle}</TableCell>
                    <TableCell>{row.orderNumber}</TableCell>
                    {!ownSales && <TableCell>{row.sellerName ?? '—'}</TableCell>}
                    <TableCell>
                      {row.paymentMethod ? translate(`${T}.methods.${row.paymentMethod}`, { _: row.paymentMethod }) : '—'}
                    </TableCell>
                    <TableCell align="right">{row.tickets}</TableCell>
                    <TableCell align="right">{money(row.total)}</TableCell>
                    {!ownSales && <TableCell align="right">{row.commission === null ? '—' : money(row.commission)}</TableCell>}
                    <TableCell>{translate(`${T}.sales.statuses.${row.status}`, { _: row.status })}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Stack direction="row" sx={{ p: 1, alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {translate(`${T}.sales.page`, { page, pages })}
            </Typography>
            <Button size="small" disabled={page <= 1} onClick={() => setPage((n) => n - 1)}>
              {translate(`${T}.sales.previous`)}
            </Button>
            <Button size="small" disabled={page >= pages} onClick={() => setPage((n) => n + 1)}>
              {translate(`${T}.sales.next`)}
            </Button>
          </Stack>
        </>
      )}
    </Card>
  )
}
