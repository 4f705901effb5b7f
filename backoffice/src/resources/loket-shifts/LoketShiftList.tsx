/*
 * Cash shifts: a seller sees their own, the organizer and manager every seller's of their organizer (the
 * API narrows the list). Filters: status, the day opened, and a seller (click a seller's name). A row opens the report.
 */
import { Box, Button, Chip, Typography } from '@mui/material'
import { DataTable, SimpleList, useListContext, useLocaleState, useRecordContext, useTranslate } from 'react-admin'
import { formatDateTime } from '#domain/format'
import type { LoketShiftRecord } from '#domain/loket_shift'
import { ResponsiveList, useRowClick } from '../../list/ListParts'
import { NarrowedListNote } from '../../list/NarrowedListNote'
import { useStatusDayFilters } from '../../list/statusDayFilters'
import { T, differenceColor, differenceText } from './ShiftReport'
import { useMoney } from '../../inputs/AmountText'

const Column = DataTable.Col<LoketShiftRecord>

function StatusChip({ record: given }: { record?: LoketShiftRecord }) {
  const translate = useTranslate()
  const record = useRecordContext<LoketShiftRecord>() ?? given
  if (!record) return null
  return (
    <Chip
      size="small"
      color={record.status === 'open' ? 'info' : 'default'}
      variant={record.status === 'open' ? 'filled' : 'outlined'}
      label={translate(`${T}.status.${record.status}`)}
    />
  )
}

function ReportNumber() {
  const translate = useTranslate()
  const record = useRecordContext<LoketShiftRecord>()
  if (!record) return null
  return record.reportNumber ? <strong>#{record.reportNumber}</strong> : <span>{translate(`${T}.list.noReport`)}</span>
}

/** The seller's name narrows the list to them (the API checks the seller is theirs to see: else nothing). */
function SellerName() {
  const record = useRecordContext<LoketShiftRecord>()
  const { filterValues, setFilters } = useListContext<LoketShiftRecord>()
  if (!record) return null
  return (
    <Button
      size="small"
      sx={{ textTransform: 'none', p: 0, minWidth: 0 }}
      onClick={(event) => {
        event.stopPropagation()
        setFilters({ ...filterValues, sellerId: record.sellerId }, {})
      }}
    >
      {record.sellerName}
    </Button>
  )
}

function When({ source }: { source: 'openedAt' | 'closedAt' }) {
  const [locale] = useLocaleState()
  const record = useRecordContext<LoketShiftRecord>()
  return <>{record?.[source] ? formatDateTime(record[source], locale) : '—'}</>
}

function Money({ source }: { source: 'openingFloat' | 'countedCash' }) {
  const money = useMoney()
  const record = useRecordContext<LoketShiftRecord>()
  return <>{record?.[source] ? money(record[source]) : '—'}</>
}

function Difference({ record: given }: { record?: LoketShiftRecord }) {
  const translate = useTranslate()
  const money = useMoney()
  const record = useRecordContext<LoketShiftRecord>() ?? given
  if (!record || record.difference === null) return <>—</>
  return (
    <Box component="span" sx={{ color: differenceColor(record.difference), fontWeight: 600 }}>
      {differenceText(record.difference, translate, `${T}.report.exact`, money)}
    </Box>
  )
}

/** Clicking a seller's name narrows the list to them; say so, and offer every seller back. */
function SellerNote() {
  return (
    <NarrowedListNote<LoketShiftRecord>
      filter="sellerId"
      nameOf={(shift, id) => (shift.sellerId === id ? shift.sellerName : null)}
      only={`${T}.list.onlySeller`}
      all={`${T}.list.allSellers`}
    />
  )
}

function Empty() {
  const translate = useTranslate()
  return (
    <Box sx={{ textAlign: 'center', py: 5, px: 2 }} data-testid="shifts-empty">
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`${T}.list.empty`)}
      </Typography>
      <Typography color="text.secondary">{translate(`${T}.list.emptyHint`)}</Typography>
    </Box>
  )
}

export function LoketShiftList() {
  const rowClick = useRowClick('loket-shifts', 'show')
  const [locale] = useLocaleState()
  const translate = useTranslate()
  return (
    <ResponsiveList<LoketShiftRecord>
      resource="loket-shifts"
      sort={{ field: 'openedAt', order: 'DESC' }}
      filters={useStatusDayFilters(T, ['open', 'closed'])}
      phone={
        <>
          <SellerNote />
          <SimpleList<LoketShiftRecord>
            primaryText={(record) => `${record.reportNumber ? `#${record.reportNumber} · ` : ''}${record.sellerName}`}
            secondaryText={(record) => formatDateTime(record.openedAt, locale)}
            tertiaryText={(record) => (record.status === 'open' ? translate(`${T}.status.open`) : <Difference record={record} />)}
            rowClick={rowClick}
            empty={<Empty />}
          />
        </>
      }
      desktop={
        <>
          <SellerNote />
          <DataTable<LoketShiftRecord> rowClick={rowClick} bulkActionButtons={false} empty={<Empty />}>
            <Column source="reportNumber" label={`${T}.fields.reportNumber`} field={ReportNumber} />
            <Column source="sellerName" label={`${T}.fields.sellerName`} disableSort field={SellerName} />
            <Column source="openedAt" label={`${T}.fields.openedAt`}>
              <When source="openedAt" />
            </Column>
            <Column source="closedAt" label={`${T}.fields.closedAt`}>
              <When source="closedAt" />
            </Column>
            <Column source="openingFloat" label={`${T}.fields.openingFloat`} disableSort>
              <Money source="openingFloat" />
            </Column>
            <Column source="countedCash" label={`${T}.fields.countedCash`} disableSort>
              <Money source="countedCash" />
            </Column>
            <Column source="difference" label={`${T}.fields.difference`} disableSort field={Difference} />
            <Column source="status" label={`${T}.fields.status`} disableSort field={StatusChip} />
          </DataTable>
        </>
      }
    />
  )
}
