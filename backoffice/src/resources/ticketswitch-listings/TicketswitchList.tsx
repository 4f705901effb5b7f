/*
 * The admin's Ticketswitch. The figures on top (payouts payable now and owed, paid, the platform's fees,
 * the resale volume), tabs by what the admin is after (for sale, sold, payouts to make, paid, withdrawn), search
 * over event, seller, buyer and order number; an event's title narrows the list to that event. Rows open the detail,
 * where a payout is marked paid; an owed payout that may be paid now can also be marked from its row.
 */
import { useState } from 'react'
import { Box, Chip, Stack, Tab, Tabs, Typography, useMediaQuery, type Theme } from '@mui/material'
import { DataTable, List, SearchInput, SimpleList, useListContext, useLocaleState, useTranslate } from 'react-admin'
import { formatDate, formatDateTime } from '#domain/format'
import type { AdminListingRecord } from '#domain/ticketswitch_admin'
import { ListError, ListPagination } from '../../list/ListErrorState'
import { PayoutButton, PayoutChip, StatusChip, SummaryCards, T } from './listingParts'
import { useMoney } from '../../inputs/AmountText'

type Row = AdminListingRecord
const Column = DataTable.Col<Row>

/** The tabs and the filter each one sets (the API's status and payoutStatus). */
const VIEWS = {
  all: {},
  active: { status: 'active' },
  sold: { status: 'sold' },
  owed: { payoutStatus: 'owed' },
  paid: { payoutStatus: 'paid' },
  withdrawn: { status: 'withdrawn' },
} as const
type View = keyof typeof VIEWS

function viewOf(filter: Record<string, unknown>): View {
  const found = (Object.entries(VIEWS) as [View, Record<string, string>][]).find(
    ([, set]) => filter.status === set.status && filter.payoutStatus === set.payoutStatus
  )
  return found?.[0] ?? 'all'
}

function ViewTabs() {
  const translate = useTranslate()
  const { filterValues, setFilters } = useListContext()
  const change = (view: View) => {
    const { status: _status, payoutStatus: _payout, ...rest } = filterValues
    setFilters({ ...rest, ...VIEWS[view] }, {}, false)
  }
  return (
    <Tabs
      value={viewOf(filterValues)}
      onChange={(_, view: View) => change(view)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={translate(`${T}.fields.status`)}
      sx={{ px: { xs: 0, sm: 1 } }}
    >
      {(Object.keys(VIEWS) as View[]).map((view) => (
        <Tab key={view} value={view} label={translate(`${T}.tabs.${view}`)} data-testid={`ticketswitch-tab-${view}`} />
      ))}
    </Tabs>
  )
}

/** The event the list is narrowed to (a click on an event's title), with a way back to every event. */
function EventFilterChip() {
  const translate = useTranslate()
  const { filterValues, setFilters, data } = useListContext<Row>()
  if (!filterValues.eventId) return null
  const title = data?.find((row) => row.eventId === filterValues.eventId)?.eventTitle ?? `#${filterValues.eventId}`
  const { eventId: _eventId, ...rest } = filterValues
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pt: 1 }}>
      <Chip
        label={translate(`${T}.only_event`, { title })}
        onDelete={() => setFilters(rest, {}, false)}
        data-testid="ticketswitch-event-filter"
      />
    </Box>
  )
}

function EventCell({ row }: { row: Row }) {
  const [locale] = useLocaleState()
  const { filterValues, setFilters } = useListContext()
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography
        variant="body2"
        component="button"
        type="button"
        onClick={(event) => {
          event.stopPropagation()
          setFilters({ ...filterValues, eventId: row.eventId }, {}, false)
        }}
        sx={{ all: 'unset', cursor: 'pointer', fontWeight: 500, '&:hover': { textDecoration: 'underline' } }}
      >
        {row.eventTitle}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {formatDateTime(row.eventStartDate, locale)} · {row.ticketTypeName}
      </Typography>
    </Box>
  )
}

function Person({ name, lines }: { name: string | null; lines: (string | null)[] }) {
  return (
    <Box sx={{ minWidth: 150 }}>
      <Typography variant="body2">{name ?? '—'}</Typography>
      {lines.filter(Boolean).map((line) => (
        <Typography key={line} variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </Box>
  )
}

/** The resale price against what the seller paid, and the seller's payout after the platform's fee. */
function Amounts({ row }: { row: Row }) {
  const money = useMoney()
  const translate = useTranslate()
  return (
    <Box sx={{ whiteSpace: 'nowrap', textAlign: 'right' }}>
      <strong>{money(row.listingPrice)}</strong>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {translate(`${T}.paid_price`, { price: money(row.originalPrice) })}
      </Typography>
      <Typography variant="caption" sx={{ display: 'block' }}>
        {translate(`${T}.payout_short`, { amount: money(row.payoutAmount) })}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {translate(`${T}.fee`, { fee: money(row.resaleFee) })}
      </Typography>
    </Box>
  )
}

/** The chips, when it was listed or sold, and the payout button once it may be paid. */
function States({ row, onPaid }: { row: Row; onPaid: () => void }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const when = row.soldAt
    ? translate(`${T}.sold_on`, { date: formatDate(row.soldAt, locale) })
    : translate(`${T}.listed_on`, { date: formatDate(row.listedAt, locale) })
  return (
    <Stack spacing={0.75} sx={{ alignItems: 'flex-start', minWidth: 190 }} onClick={(event) => event.stopPropagation()}>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <StatusChip listing={row} />
        <PayoutChip listing={row} />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {when}
      </Typography>
      <PayoutButton listing={row} onDone={onPaid} compact />
    </Stack>
  )
}

const sellerOf = (row: Row) => row.sellerName ?? row.sellerEmail ?? row.sellerPhone ?? '—'

function Rows({ onPaid }: { onPaid: () => void }) {
  const money = useMoney()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const { refetch } = useListContext<Row>()
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'))
  const paid = () => {
    void refetch()
    onPaid()
  }
  const buyerLines = (row: Row) => [row.buyerEmail, row.orderNumber ? translate(`${T}.order`, { number: row.orderNumber }) : null]
  if (isSmall) {
    return (
      <SimpleList<Row>
        primaryText={(row) => row.eventTitle}
        secondaryText={(row) => (
          <Stack component="span" spacing={0.75} sx={{ display: 'flex', mt: 0.5 }}>
            <span>
              {row.ticketTypeName} · {formatDate(row.eventStartDate, locale)}
            </span>
            <span>
              {row.buyerName || row.buyerEmail
                ? translate(`${T}.from_to`, { seller: sellerOf(row), buyer: row.buyerName ?? row.buyerEmail })
                : translate(`${T}.by`, { seller: sellerOf(row) })}
            </span>
            <Stack component="span" direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <StatusChip listing={row} />
              <PayoutChip listing={row} />
            </Stack>
          </Stack>
        )}
        tertiaryText={(row) => (
          <Box component="span" sx={{ textAlign: 'right', display: 'block' }}>
            <strong>{money(row.listingPrice)}</strong>
            <Box component="span" sx={{ display: 'block', fontSize: '0.75rem' }}>
              {translate(`${T}.payout_short`, { amount: money(row.payoutAmount) })}
            </Box>
          </Box>
        )}
        linkType="show"
        empty={<Empty />}
      />
    )
  }
  return (
    <DataTable<Row> rowClick="show" bulkActionButtons={false} empty={<Empty />}>
      <Column source="eventStartDate" label={`${T}.fields.eventTitle`} render={(row) => <EventCell row={row} />} />
      <Column source="listingPrice" label={`${T}.fields.amounts`} align="right" render={(row) => <Amounts row={row} />} />
      <Column
        source="sellerName"
        disableSort
        render={(row) => <Person name={row.sellerName} lines={[row.sellerEmail, row.sellerPhone]} />}
      />
      <Column source="buyerName" disableSort render={(row) => <Person name={row.buyerName} lines={buyerLines(row)} />} />
      <Column source="listedAt" label={`${T}.fields.state_date`} render={(row) => <States row={row} onPaid={paid} />} />
    </DataTable>
  )
}

function Empty() {
  const translate = useTranslate()
  return (
    <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="ticketswitch-empty">
      {translate(`${T}.empty`)}
    </Typography>
  )
}

export function TicketswitchList() {
  const translate = useTranslate()
  const [version, setVersion] = useState(0)
  return (
    // minmax(0, 1fr): the scrollable tabs keep to the screen's width instead of widening the page.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, mt: { xs: 1, sm: 2 } }}>
      <SummaryCards version={version} />
      <List<Row>
        sort={{ field: 'listedAt', order: 'DESC' }}
        perPage={25}
        filters={[
          <SearchInput
            key="q"
            source="q"
            alwaysOn
            placeholder={translate(`${T}.search_hint`)}
            sx={{ minWidth: { xs: '100%', sm: 400 } }}
          />,
        ]}
        exporter={false}
        actions={false}
        error={<ListError />}
        pagination={<ListPagination />}
        empty={false}
        sx={{ '& .RaList-main': { mt: 0, minWidth: 0 } }}
      >
        <ViewTabs />
        <EventFilterChip />
        <Rows onPaid={() => setVersion((n) => n + 1)} />
      </List>
    </Box>
  )
}
