/*
 * /organizer-dashboard: the organizer's figures as the server computed them
 * (GET /api/organizers/{id}/stats): KPI cards, sales per day for 30 days, events with sold / capacity, sales
 * per channel. Loket staff and scanners may open this page (SPEC §6) but have no right to the figures: they get
 * the pages they do use.
 */
import { useEffect } from 'react'
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { Title, useLocaleState, useTranslate } from 'react-admin'
import { formatDate, formatPercent } from '#domain/format'
import { soldPercent, type EventSales, type OrganizerEventStatus, type OrganizerStats } from '#domain/organizer_stats'
import { storedUser } from '../../auth/browserSession'
import { roleMayAct, signedInTableRole } from '../../auth/resourceAccess'
import { currentGuardedRoute } from '../../auth/pageGuard'
import { GUARDED_PAGE_ICONS, guardedPagesFor, pageMessageKey } from '../guardedPages'
import { SalesChartCard } from '../../charts/SalesChart'
import { Kpi, KpiGrid, StatsFrame, TableCard, formatCount } from '../StatsParts'
import { useDashboardStats } from '../useDashboardStats'
import { useMoney } from '../../inputs/AmountText'

const T = 'app.pages.organizer-dashboard'
/** During an on-sale the figures follow by themselves (while the tab is visible). */
const FIGURES_REFRESH_MS = 30_000
const STATUS_COLORS: Record<OrganizerEventStatus, 'default' | 'success' | 'warning' | 'error'> = {
  draft: 'warning',
  published: 'success',
  ended: 'default',
  cancelled: 'error',
}

export default function OrganizerDashboard() {
  const translate = useTranslate()
  const user = storedUser()
  const title = translate(pageMessageKey('/organizer-dashboard', 'title'))
  useEffect(() => {
    document.title = `${title} · ${translate('app.name')}`
  }, [title, translate])
  const mayReadStats = roleMayAct('organizer-stats', 'show', signedInTableRole(user))
  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 2, maxWidth: 1200 }}>
      <Title title={title} />
      {mayReadStats && user?.organizerId ? <Figures organizerId={user.organizerId} title={title} /> : <OtherPages role={user?.role} />}
    </Box>
  )
}

function Figures({ organizerId, title }: { organizerId: number; title: string }) {
  const [locale] = useLocaleState()
  const { state, reload } = useDashboardStats<OrganizerStats>(`/api/organizers/${organizerId}/stats`, {
    refreshEveryMs: FIGURES_REFRESH_MS,
  })
  return (
    <StatsFrame title={title} state={state} reload={reload} cards={6}>
      {(stats) =>
        stats.events.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <Kpis stats={stats} locale={locale} />
            <SalesChartCard texts={`${T}.chart`} days={stats.salesByDay} locale={locale} amountOf={(day) => day.revenue} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
              <EventsTable events={stats.events} locale={locale} />
              <Channels stats={stats} />
            </Box>
          </>
        )
      }
    </StatsFrame>
  )
}

function Kpis({ stats, locale }: { stats: OrganizerStats; locale: string }) {
  const money = useMoney()
  const translate = useTranslate()
  const { kpis } = stats
  const count = (n: number) => formatCount(n, locale)
  return (
    <KpiGrid>
      <Kpi testId="kpi-today" label={translate(`${T}.kpi.today`)} value={count(kpis.ticketsSoldToday)} />
      <Kpi testId="kpi-week" label={translate(`${T}.kpi.week`)} value={count(kpis.ticketsSoldLast7Days)} />
      <Kpi
        testId="kpi-total"
        label={translate(`${T}.kpi.total`)}
        value={count(kpis.ticketsSoldTotal)}
        hint={translate(`${T}.kpi.orders`, { smart_count: kpis.ordersTotal, count: count(kpis.ordersTotal) })}
      />
      <Kpi
        testId="kpi-gross"
        label={translate(`${T}.kpi.gross`)}
        value={money(kpis.grossRevenue)}
        hint={translate(`${T}.kpi.gross_hint`)}
      />
      <Kpi
        testId="kpi-net"
        label={translate(`${T}.kpi.net`)}
        value={money(kpis.netRevenue)}
        hint={translate(`${T}.kpi.net_hint`, { platform: money(kpis.platformFees), payment: money(kpis.paymentFees) })}
      />
      <Kpi
        testId="kpi-checked-in"
        label={translate(`${T}.kpi.checked_in`)}
        value={count(kpis.checkedIn)}
        hint={translate(`${T}.kpi.checked_in_hint`, { percent: soldPercent(kpis.checkedIn, kpis.ticketsSoldTotal) })}
      />
      <Kpi testId="kpi-upcoming" label={translate(`${T}.kpi.upcoming`)} value={count(kpis.upcomingEvents)} />
    </KpiGrid>
  )
}

function SoldBar({ event }: { event: EventSales }) {
  const translate = useTranslate()
  if (event.capacity === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.events.no_capacity`)}
      </Typography>
    )
  }
  return (
    <Box sx={{ minWidth: 120 }}>
      <LinearProgress variant="determinate" value={soldPercent(event.sold, event.capacity)} sx={{ height: 8, borderRadius: 4 }} />
      <Typography variant="caption" color="text.secondary">
        {translate(`${T}.events.of`, { sold: event.sold, capacity: event.capacity })}
      </Typography>
    </Box>
  )
}

function StatusChip({ status }: { status: OrganizerEventStatus }) {
  const translate = useTranslate()
  return <Chip size="small" color={STATUS_COLORS[status]} label={translate(`${T}.status.${status}`)} />
}

function EventsTable({ events, locale }: { events: EventSales[]; locale: string }) {
  const money = useMoney()
  const translate = useTranslate()
  return (
    <TableCard title={translate(`${T}.events.title`)}>
      <Table size="small" data-testid="events-table">
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.events.event`)}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{translate(`${T}.events.status`)}</TableCell>
            <TableCell>{translate(`${T}.events.sold`)}</TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {translate(`${T}.events.revenue`)}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.id}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {event.title}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {event.startDate ? formatDate(event.startDate, locale) : translate(`${T}.events.no_date`)}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ display: { xs: 'flex', sm: 'none' }, mt: 0.5, alignItems: 'center' }}>
                  <StatusChip status={event.status} />
                  <Typography variant="body2">{money(event.revenue)}</Typography>
                </Stack>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                <StatusChip status={event.status} />
              </TableCell>
              <TableCell>
                <SoldBar event={event} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'table-cell' } }}>
                {money(event.revenue)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableCard>
  )
}

function Channels({ stats }: { stats: OrganizerStats }) {
  const money = useMoney()
  const [locale] = useLocaleState()
  const translate = useTranslate()
  // Loket and agent sales arrive with later issues: show the channels that sold something.
  const used = stats.channels.filter((channel) => channel.orders > 0)
  return (
    <Card data-testid="channels">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(`${T}.channels.title`)}
        </Typography>
        {used.length === 0 && <Typography color="text.secondary">{translate(`${T}.channels.none`)}</Typography>}
        <Stack spacing={2}>
          {used.map((channel) => (
            <Box key={channel.channel}>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography sx={{ fontWeight: 600 }}>{translate(`${T}.channels.${channel.channel}`)}</Typography>
                <Typography color="text.secondary">
                  {formatPercent(soldPercent(channel.tickets, stats.kpis.ticketsSoldTotal), locale)}
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={soldPercent(channel.tickets, stats.kpis.ticketsSoldTotal)}
                sx={{ height: 8, borderRadius: 4, my: 0.5 }}
              />
              <Typography variant="body2" color="text.secondary">
                {translate(`${T}.channels.line`, {
                  smart_count: channel.tickets,
                  count: formatCount(channel.tickets, locale),
                  revenue: money(channel.revenue),
                })}
              </Typography>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  )
}

function EmptyState() {
  const translate = useTranslate()
  return (
    <Card data-testid="stats-empty">
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(`${T}.empty.title`)}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto', mb: 3 }}>
          {translate(`${T}.empty.body`)}
        </Typography>
        <Button variant="contained" size="large" href="/create-event" startIcon={<AddIcon />}>
          {translate(`${T}.empty.action`)}
        </Button>
      </CardContent>
    </Card>
  )
}

/** Loket staff and scanners: no figures, but the pages their role is for. */
function OtherPages({ role }: { role: string | undefined }) {
  const translate = useTranslate()
  const here = currentGuardedRoute()
  const pages = guardedPagesFor(role).filter((page) => page !== here)
  return (
    <Card data-testid="stats-other-pages">
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          {translate(`${T}.no_stats.title`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${T}.no_stats.body`)}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {pages.map((page) => (
            <Button key={page} href={page} variant="contained" size="large" startIcon={GUARDED_PAGE_ICONS[page]}>
              {translate(pageMessageKey(page, 'title'))}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  )
}
