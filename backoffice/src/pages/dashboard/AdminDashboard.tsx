/*
 * /dashboard: the platform's figures as the server computed them (GET /api/admin/stats) for admins
 * and sub-admins: what needs a decision (venues awaiting approval, orders to refund, each linking into its list),
 * sales today / 7 / 30 days, the fees earned, events on sale, sales per day for 30 days, the latest orders and
 * the new accounts per role.
 */
import { useEffect } from 'react'
import { Box, Card, CardActionArea, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import { Link, Title, useLocaleState, useTranslate } from 'react-admin'
import { formatCardDate } from '#domain/format'
import type { AdminStats, PeriodSales, RecentOrder } from '#domain/admin_stats'
import type { Resource } from '#domain/resource_access'
import { storedUser } from '../../auth/browserSession'
import { roleMayAct, signedInTableRole } from '../../auth/resourceAccess'
import { useRoleName } from '../../auth/useRoleName'
import { SalesChartCard } from '../../charts/SalesChart'
import { pageMessageKey } from '../guardedPages'
import { Kpi, KpiGrid, StatsFrame, TableCard, formatCount } from '../StatsParts'
import { useDashboardStats } from '../useDashboardStats'
import { useBuyerName } from '../../list/useBuyerName'
import { useMoney } from '../../inputs/AmountText'

const T = 'app.pages.dashboard'
/** The approval queue: the venues list filtered on status pending (react-admin's filter in the address). */
const VENUE_QUEUE = `/venues?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`
const REFUNDS = '/refunds'

export default function AdminDashboard() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const title = translate(pageMessageKey('/dashboard', 'title'))
  useEffect(() => {
    document.title = `${title} · ${translate('app.name')}`
  }, [title, translate])
  const { state, reload } = useDashboardStats<AdminStats>('/api/admin/stats')
  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 2, maxWidth: 1200, minWidth: 0 }}>
      <Title title={title} />
      <StatsFrame title={title} state={state} reload={reload} cards={6}>
        {(stats) => (
          <>
            <Queues stats={stats} />
            <Kpis stats={stats} locale={locale} />
            <Chart stats={stats} locale={locale} />
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
                alignItems: 'start',
              }}
            >
              <RecentOrders orders={stats.recentOrders} locale={locale} />
              <NewUsers stats={stats} locale={locale} />
            </Box>
          </>
        )}
      </StatsFrame>
    </Box>
  )
}

/** Whether the signed-in person may open a resource's list (the access table; the API enforces it). */
function mayList(resource: Resource): boolean {
  return roleMayAct(resource, 'list', signedInTableRole(storedUser()))
}

function QueueCard(props: { testId: string; count: number; label: string; detail?: string; to: string; resource: Resource }) {
  const waiting = props.count > 0
  const content = (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', p: 2 }}>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, minWidth: 40, textAlign: 'center' }}>
        {props.count}
      </Typography>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{props.label}</Typography>
        {props.detail && (
          <Typography variant="body2" color="text.secondary">
            {props.detail}
          </Typography>
        )}
      </Box>
      {mayList(props.resource) && <ArrowForwardIcon color={waiting ? 'primary' : 'action'} />}
    </Stack>
  )
  return (
    <Card data-testid={props.testId} sx={{ borderLeft: 4, borderColor: waiting ? 'warning.main' : 'success.main' }}>
      {mayList(props.resource) ? (
        <CardActionArea component={Link} to={props.to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  )
}

function Queues({ stats }: { stats: AdminStats }) {
  const money = useMoney()
  const translate = useTranslate()
  const { venuesAwaitingApproval: venues, refunds } = stats
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <QueueCard
        testId="queue-venues"
        count={venues}
        label={translate(`${T}.queues.venues`)}
        detail={venues > 0 ? undefined : translate(`${T}.queues.venues_none`)}
        to={VENUE_QUEUE}
        resource="venues"
      />
      <QueueCard
        testId="queue-refunds"
        count={refunds.orders}
        label={translate(`${T}.queues.refunds`)}
        detail={
          refunds.orders > 0
            ? translate(`${T}.queues.refunds_amount`, { amount: money(refunds.amount) })
            : translate(`${T}.queues.refunds_none`)
        }
        to={REFUNDS}
        resource="refunds"
      />
    </Box>
  )
}

const PERIODS = [
  { period: 'today', label: 'today', testId: 'kpi-today' },
  { period: 'last7Days', label: 'week', testId: 'kpi-week' },
  { period: 'last30Days', label: 'month', testId: 'kpi-month' },
] as const

function Kpis({ stats, locale }: { stats: AdminStats; locale: string }) {
  const money = useMoney()
  const translate = useTranslate()
  const sales = (period: PeriodSales) =>
    `${translate(`${T}.sales.tickets`, { smart_count: period.tickets, count: formatCount(period.tickets, locale) })} · ${translate(
      `${T}.sales.orders`,
      { smart_count: period.orders, count: formatCount(period.orders, locale) }
    )}`
  return (
    <KpiGrid columns={3}>
      {PERIODS.map(({ period, label, testId }) => (
        <Kpi
          key={period}
          testId={testId}
          label={translate(`${T}.sales.${label}`)}
          value={money(stats.sales[period].gross)}
          hint={sales(stats.sales[period])}
        />
      ))}
      <Kpi
        testId="kpi-platform-fees"
        label={translate(`${T}.fees.platform`)}
        value={money(stats.platformFees.last30Days)}
        hint={translate(`${T}.fees.total`, { amount: money(stats.platformFees.total) })}
      />
      <Kpi
        testId="kpi-payment-fees"
        label={translate(`${T}.fees.payment`)}
        value={money(stats.paymentFees.last30Days)}
        hint={translate(`${T}.fees.payment_total`, { amount: money(stats.paymentFees.total) })}
      />
      <Kpi
        testId="kpi-events"
        label={translate(`${T}.events.active`)}
        value={formatCount(stats.events.active, locale)}
        hint={translate(`${T}.events.upcoming`, { count: formatCount(stats.events.upcoming, locale) })}
      />
    </KpiGrid>
  )
}

function Chart({ stats, locale }: { stats: AdminStats; locale: string }) {
  const money = useMoney()
  const translate = useTranslate()
  const month = stats.sales.last30Days
  return (
    <SalesChartCard
      texts={`${T}.chart`}
      summary={translate(`${T}.chart.summary`, { tickets: formatCount(month.tickets, locale), gross: money(month.gross) })}
      days={stats.salesByDay}
      locale={locale}
      amountOf={(day) => day.gross}
    />
  )
}

const WIDE = { display: { xs: 'none', sm: 'table-cell' } }

function OrderTotal({ order }: { order: RecentOrder }) {
  const money = useMoney()
  const translate = useTranslate()
  return <>{order.status === 'free' ? translate(`${T}.recent.free`) : money(order.total)}</>
}

function RecentOrders({ orders, locale }: { orders: RecentOrder[]; locale: string }) {
  const translate = useTranslate()
  const buyerName = useBuyerName()
  return (
    <TableCard title={translate(`${T}.recent.title`)} empty={orders.length === 0 ? translate(`${T}.recent.none`) : null}>
      <Table size="small" data-testid="recent-orders">
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.recent.order`)}</TableCell>
            <TableCell sx={WIDE}>{translate(`${T}.recent.event`)}</TableCell>
            <TableCell sx={WIDE}>{translate(`${T}.recent.buyer`)}</TableCell>
            <TableCell align="right">{translate(`${T}.recent.total`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id}>
              <TableCell>
                <Typography component={Link} to={`/orders/${order.id}/show`} variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {order.orderNumber}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                  {formatCardDate(order.soldAt, undefined, locale)} · {translate(`${T}.channels.${order.channel}`)}
                </Typography>
                {/* On a phone the event and buyer go under the order number. */}
                <Typography variant="caption" sx={{ display: { xs: 'block', sm: 'none' } }}>
                  {order.eventTitle} · {buyerName(order.buyerName)}
                </Typography>
              </TableCell>
              <TableCell sx={WIDE}>{order.eventTitle}</TableCell>
              <TableCell sx={WIDE}>{buyerName(order.buyerName)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <OrderTotal order={order} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableCard>
  )
}

function NewUsers({ stats, locale }: { stats: AdminStats; locale: string }) {
  const translate = useTranslate()
  const roleName = useRoleName()
  const rows = stats.newUsers.filter((row) => row.last30Days > 0)
  const sharedName = (role: string) => rows.some((other) => other.role !== role && roleName(other.role) === roleName(role))
  return (
    <TableCard testId="new-users" title={translate(`${T}.users.title`)} empty={rows.length === 0 ? translate(`${T}.users.none`) : null}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.users.role`)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {translate(`${T}.users.week`)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {translate(`${T}.users.month`)}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.role}>
              <TableCell>
                {roleName(row.role)}
                {/* SPEC §6 gives some roles one display name (agent_manager is 'Agent'): say which one, in words. */}
                {sharedName(row.role) && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block', overflowWrap: 'anywhere' }}
                    data-testid="role-variant"
                  >
                    {translate(`app.role_variants.${row.role}`, { _: '' })}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{formatCount(row.last7Days, locale)}</TableCell>
              <TableCell align="right">{formatCount(row.last30Days, locale)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>{translate(`${T}.users.total`)}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatCount(stats.newUsersTotal.last7Days, locale)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatCount(stats.newUsersTotal.last30Days, locale)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableCard>
  )
}
