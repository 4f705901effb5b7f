import { useEffect, useState } from 'react'
import { Alert, Box, Stack, Typography, useMediaQuery, type Theme } from '@mui/material'
import {
  DataTable,
  FilterButton,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useListContext,
  useLocaleState,
  useTranslate,
} from 'react-admin'
import { formatDateTime } from '#domain/format'
import { ListError, ListPagination } from '../../list/ListErrorState'
import { CsvButtons } from './CsvButtons'
import { OrderStatusChip } from './OrderStatusChip'
import { eventTicketTypes, type EventChoice, type TicketTypeChoice } from './api'
import { EventInput, FirstEvent, useEventIdInAddress, useOrganizerEvents } from '../../list/EventFilter'
import { ORDER_STATUSES, SALE_CHANNELS, ticketCountLabel, type OrderRecord } from './types'
import { useMoney } from '../../inputs/AmountText'
import { useBuyerName } from '../../list/useBuyerName'

const Column = DataTable.Col<OrderRecord>

function TicketTypeInput(props: { source: string; alwaysOn?: boolean }) {
  const { filterValues } = useListContext()
  const eventId = Number(filterValues.eventId) || null
  const [types, setTypes] = useState<TicketTypeChoice[]>([])
  useEffect(() => {
    if (eventId === null) return setTypes([])
    eventTicketTypes(eventId)
      .then(setTypes)
      .catch(() => setTypes([]))
  }, [eventId])
  return <SelectInput {...props} choices={types} optionText="name" parse={(value: string) => (value === '' ? undefined : Number(value))} />
}

function useFilters(events: EventChoice[] | null) {
  const translate = useTranslate()
  return [
    <EventInput key="eventId" source="eventId" events={events} prefix="resources.orders" alwaysOn />,
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('resources.orders.list.searchHint')}
      sx={{ minWidth: { xs: '100%', sm: 380 } }}
    />,
    <SelectInput
      key="status"
      source="status"
      choices={ORDER_STATUSES.map((status) => ({ id: status, name: `resources.orders.status.${status}` }))}
    />,
    <TicketTypeInput key="ticketTypeId" source="ticketTypeId" />,
    <SelectInput
      key="channel"
      source="channel"
      choices={SALE_CHANNELS.map((channel) => ({ id: channel, name: `resources.orders.channel.${channel}` }))}
    />,
    <NullableBooleanInput key="refundRequired" source="refundRequired" />,
  ]
}

function ListActions({ eventId }: { eventId: number | null }) {
  const { filterValues } = useListContext()
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, minWidth: 0, maxWidth: '100%' }}>
      <FilterButton disableSaveQuery />
      <CsvButtons eventId={eventId} filter={filterValues} />
    </TopToolbar>
  )
}

function BuyerCell({ order }: { order: OrderRecord }) {
  const buyerName = useBuyerName()
  return (
    <Box>
      <Typography variant="body2">{buyerName(order.buyerName)}</Typography>
      {[order.buyerEmail, order.buyerPhone].filter(Boolean).map((contact) => (
        <Typography key={contact} variant="caption" color="text.secondary" sx={{ display: 'block', wordBreak: 'break-all' }}>
          {contact}
        </Typography>
      ))}
    </Box>
  )
}

function OrderRows() {
  const money = useMoney()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'))
  const buyerName = useBuyerName()
  const date = (value: string) => formatDateTime(value, locale)
  if (isSmall) {
    return (
      <SimpleList<OrderRecord>
        primaryText={(order) => buyerName(order.buyerName)}
        secondaryText={(order) => (
          <Stack component="span" spacing={0.5} sx={{ display: 'flex', mt: 0.5 }}>
            <span>
              {order.orderNumber} · {date(order.createdAt)}
            </span>
            <OrderStatusChip order={order} />
          </Stack>
        )}
        tertiaryText={(order) => money(order.total)}
        linkType="show"
      />
    )
  }
  return (
    <DataTable<OrderRecord> rowClick="show" bulkActionButtons={false}>
      <Column source="orderNumber" render={(order) => <Box sx={{ fontFamily: 'monospace' }}>{order.orderNumber}</Box>} />
      <Column source="createdAt" render={(order) => date(order.createdAt)} />
      <Column source="buyerName" render={(order) => <BuyerCell order={order} />} />
      <Column source="channel" disableSort render={(order) => translate(`resources.orders.channel.${order.channel}`)} />
      <Column source="status" render={(order) => <OrderStatusChip order={order} />} />
      <Column
        source="ticketCount"
        disableSort
        align="right"
        render={(order) => <Box sx={{ whiteSpace: 'nowrap' }}>{ticketCountLabel(order, translate)}</Box>}
      />
      <Column
        source="total"
        align="right"
        render={(order) => (
          <Box sx={{ whiteSpace: 'nowrap' }}>
            {money(order.total)}
            {order.discountCode ? (
              <Box
                component="span"
                data-testid="order-discount-code"
                sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary' }}
              >
                {order.discountCode} · −{money(order.discountAmount)}
              </Box>
            ) : null}
          </Box>
        )}
      />
    </DataTable>
  )
}

function OrderListContent({ eventId }: { eventId: number | null }) {
  const translate = useTranslate()
  if (eventId === null) {
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {translate('resources.orders.list.pickEventHint')}
      </Alert>
    )
  }
  return <OrderRows />
}

export function OrderList() {
  const eventId = useEventIdInAddress()
  const events = useOrganizerEvents()
  const translate = useTranslate()
  return (
    <List<OrderRecord>
      // The address alone says which event and filters (no stored list state), so the event is known before the call.
      storeKey={false}
      queryOptions={{ enabled: eventId !== null }}
      filters={useFilters(events)}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      actions={<ListActions eventId={eventId} />}
      exporter={false}
      empty={false}
      error={<ListError />}
      pagination={eventId === null ? false : <ListPagination />}
      emptyWhileLoading={false}
      aside={<FirstEvent events={events} />}
      title={translate('resources.orders.name', { smart_count: 2 })}
      // The frame grows to fit its content (Layout's fit-content): on a phone or tablet, where the menu is a drawer,
      // the list keeps to the window, its toolbar wraps and a long event title is cut with an ellipsis.
      sx={{ maxWidth: { xs: 'calc(100vw - 16px)', md: 'none' }, minWidth: 0, '& .RaList-main': { minWidth: 0 } }}
    >
      <OrderListContent eventId={eventId} />
    </List>
  )
}
