/*
 * A seller's counter sales (loket, agents): newest first; the API decides whose (a cashier their own,
 * the organizer's team or the agent every sale). A row opens the sale's receipt (printable).
 */
import { Box, Typography } from '@mui/material'
import { DataTable, SimpleList, useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import { formatDateTime } from '#domain/format'
import type { Resource } from '#domain/resource_access'
import type { ListedCounterSale } from '#domain/counter_sale'
import { ResponsiveList, useRowClick } from '../../list/ListParts'
import { useBuyerName } from '../../list/useBuyerName'
import { useMoney } from '../../inputs/AmountText'

const L = 'resources.loket-sales.list'

const Column = DataTable.Col<ListedCounterSale>

function When() {
  const [locale] = useLocaleState()
  const record = useRecordContext<ListedCounterSale>()
  return <>{record ? formatDateTime(record.createdAt, locale) : ''}</>
}

function Total() {
  const money = useMoney()
  const record = useRecordContext<ListedCounterSale>()
  return <>{record ? money(record.total) : ''}</>
}

function Method() {
  const translate = useTranslate()
  const record = useRecordContext<ListedCounterSale>()
  if (!record?.paymentMethod) return <>—</>
  return <>{translate(`resources.loket-sales.screen.${record.paymentMethod}`, { _: record.paymentMethod })}</>
}

function Empty() {
  const translate = useTranslate()
  return (
    <Box sx={{ textAlign: 'center', py: 5, px: 2 }} data-testid="sales-empty">
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`${L}.empty`)}
      </Typography>
      <Typography color="text.secondary">{translate(`${L}.emptyHint`)}</Typography>
    </Box>
  )
}

export function SalesList({ resource }: { resource: Resource }) {
  const money = useMoney()
  const buyerName = useBuyerName()
  const rowClick = useRowClick(resource, 'show')
  const [locale] = useLocaleState()
  const translate = useTranslate()
  return (
    <ResponsiveList<ListedCounterSale>
      resource={resource}
      sort={{ field: 'createdAt', order: 'DESC' }}
      phone={
        <SimpleList<ListedCounterSale>
          primaryText={(record) => `${record.eventTitle} · ${money(record.total)}`}
          secondaryText={(record) => `${formatDateTime(record.createdAt, locale)} · ${record.orderNumber}`}
          tertiaryText={(record) => translate(`${L}.tickets`, { smart_count: record.ticketCount })}
          rowClick={rowClick}
          empty={<Empty />}
        />
      }
      desktop={
        <DataTable<ListedCounterSale> rowClick={rowClick} bulkActionButtons={false} empty={<Empty />}>
          <Column source="orderNumber" label={`${L}.orderNumber`} disableSort />
          <Column source="createdAt" label={`${L}.createdAt`}>
            <When />
          </Column>
          <Column source="eventTitle" label={`${L}.eventTitle`} disableSort />
          <Column source="buyerName" label={`${L}.buyerName`} disableSort render={(sale) => buyerName(sale.buyerName)} />
          <Column source="sellerName" label={`${L}.sellerName`} disableSort />
          <Column source="paymentMethod" label={`${L}.paymentMethod`} disableSort>
            <Method />
          </Column>
          <Column source="ticketCount" label={`${L}.ticketCount`} disableSort />
          <Column source="total" label={`${L}.total`}>
            <Total />
          </Column>
        </DataTable>
      }
    />
  )
}
