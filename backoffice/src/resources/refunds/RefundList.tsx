/*
 * Orders whose money must go back, across every organizer, the longest waiting first; a row says why,
 * since when, whose event, the buyer and the amount (also in the provider's currency), and is marked refunded with
 * the provider's reference (the organizer's refund dialog and service). 'Terugbetaald' shows the references.
 */
import { useState } from 'react'
import { Alert, Box, Button, Chip, Stack, Typography, useMediaQuery, type Theme } from '@mui/material'
import PaidIcon from '@mui/icons-material/Paid'
import {
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  useCanAccess,
  useListContext,
  useLocaleState,
  required,
  useTranslate,
} from 'react-admin'
import { formatDateTime } from '#domain/format'
import { REFUND_REASONS, type RefundQueueItem } from '#domain/refund_reasons'
import { ListError, ListPagination } from '../../list/ListErrorState'
import { markRefunded } from './api'
import { RefundDialog } from '../orders/OrderActions'
import { useBuyerName } from '../../list/useBuyerName'
import { useMoney } from '../../inputs/AmountText'

const T = 'resources.refunds'
const PROVIDERS = ['uni5pay', 'mollie'] as const

type RefundRecord = RefundQueueItem

const Column = DataTable.Col<RefundRecord>

function useFilters() {
  const translate = useTranslate()
  return [
    <SelectInput
      key="state"
      source="state"
      alwaysOn
      validate={required()}
      choices={(['open', 'refunded'] as const).map((id) => ({ id, name: `${T}.state.${id}` }))}
    />,
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(`${T}.search_hint`)} sx={{ minWidth: { xs: '100%', sm: 400 } }} />,
    <SelectInput key="reason" source="reason" choices={REFUND_REASONS.map((id) => ({ id, name: `${T}.reason.${id}` }))} />,
    <SelectInput key="provider" source="provider" choices={PROVIDERS.map((id) => ({ id, name: `${T}.provider.${id}` }))} />,
  ]
}

function ReasonChip({ refund }: { refund: RefundRecord }) {
  const translate = useTranslate()
  const color = refund.refundReason === 'event_cancelled' ? 'warning' : 'error'
  return <Chip size="small" variant="outlined" color={color} label={translate(`${T}.reason.${refund.refundReason ?? 'unknown'}`)} />
}

function Amount({ refund }: { refund: RefundRecord }) {
  const money = useMoney()
  const translate = useTranslate()
  const elsewhere = refund.providerCurrency && refund.providerCurrency !== refund.currency && refund.providerAmount
  return (
    <Box sx={{ whiteSpace: 'nowrap', textAlign: 'right' }}>
      <strong>{money(refund.total, refund.currency)}</strong>
      {elsewhere && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {translate(`${T}.provider_amount`, { amount: money(refund.providerAmount, refund.providerCurrency!) })}
        </Typography>
      )}
    </Box>
  )
}

function Provider({ refund }: { refund: RefundRecord }) {
  const translate = useTranslate()
  return (
    <Box>
      <Typography variant="body2">
        {translate(`${T}.provider.${refund.paymentProvider}`, { _: refund.paymentProvider })}
        {refund.paymentMethod ? ` · ${refund.paymentMethod}` : ''}
      </Typography>
      {refund.providerPaymentId && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {translate(`${T}.payment_id`, { id: refund.providerPaymentId })}
        </Typography>
      )}
    </Box>
  )
}

function EventCell({ refund }: { refund: RefundRecord }) {
  const translate = useTranslate()
  return (
    <Box>
      <Typography variant="body2">{refund.eventTitle}</Typography>
      <Typography variant="caption" color="text.secondary">
        {translate(`${T}.organizer`, { name: refund.organizerName })}
      </Typography>
    </Box>
  )
}

function Buyer({ refund }: { refund: RefundRecord }) {
  const buyerName = useBuyerName()
  return (
    <Box sx={{ minWidth: 170 }}>
      <Typography variant="body2">{buyerName(refund.buyerName)}</Typography>
      {[refund.buyerEmail, refund.buyerPhone].filter(Boolean).map((contact) => (
        <Typography key={contact} variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {contact}
        </Typography>
      ))}
    </Box>
  )
}

/** The order number with why it needs a refund and since when. */
function OrderCell({ refund }: { refund: RefundRecord }) {
  const [locale] = useLocaleState()
  const since = refund.refundRequiredAt
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ fontFamily: 'monospace' }}>{refund.orderNumber}</Box>
      <ReasonChip refund={refund} />
      {since && (
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(since, locale)}
        </Typography>
      )}
    </Stack>
  )
}

/** The reference and who marked it, for a refunded order; the mark button for an open one (when the role may). */
function Outcome({ refund, onMark }: { refund: RefundRecord; onMark: (refund: RefundRecord) => void }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const { canAccess } = useCanAccess({ resource: 'refunds', action: 'refund' })
  if (refund.refundedAt) {
    return (
      <Box>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {refund.refundReference}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(refund.refundedAt, locale)}
          {refund.refundedByName ? ` · ${translate(`${T}.refunded_by`, { name: refund.refundedByName })}` : ''}
        </Typography>
      </Box>
    )
  }
  if (!canAccess) return null
  return (
    <Button
      size="small"
      variant="contained"
      color="warning"
      startIcon={<PaidIcon />}
      onClick={(event) => {
        event.stopPropagation()
        onMark(refund)
      }}
      title={translate(`${T}.mark`)}
      data-testid="refund-mark"
    >
      {translate(`${T}.mark_short`)}
    </Button>
  )
}

function Rows() {
  const money = useMoney()
  const buyerName = useBuyerName()
  const [locale] = useLocaleState()
  const { filterValues, refetch } = useListContext<RefundRecord>()
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'))
  const [marking, setMarking] = useState<RefundRecord | null>(null)
  const refunded = filterValues.state === 'refunded'
  const since = (value: string | null) => (value ? formatDateTime(value, locale) : '—')
  const dialog = marking && (
    <RefundDialog
      order={marking}
      mark={markRefunded}
      onClose={() => {
        setMarking(null)
        void refetch()
      }}
    />
  )
  if (isSmall) {
    return (
      <>
        <SimpleList<RefundRecord>
          primaryText={(refund) => `${refund.orderNumber} · ${buyerName(refund.buyerName)}`}
          secondaryText={(refund) => (
            <Stack component="span" spacing={0.75} sx={{ display: 'flex', mt: 0.5 }}>
              <span>
                {refund.eventTitle} · {refund.organizerName}
              </span>
              <Stack component="span" direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <ReasonChip refund={refund} />
                <span>{since(refunded ? refund.refundedAt : refund.refundRequiredAt)}</span>
              </Stack>
              <Outcome refund={refund} onMark={setMarking} />
            </Stack>
          )}
          tertiaryText={(refund) => money(refund.total, refund.currency)}
          linkType={false}
          empty={<Empty />}
        />
        {dialog}
      </>
    )
  }
  return (
    <>
      <DataTable<RefundRecord> rowClick={false} bulkActionButtons={false} empty={<Empty />}>
        <Column source="refundRequiredAt" label={`${T}.fields.orderNumber`} render={(refund) => <OrderCell refund={refund} />} />
        <Column source="eventTitle" disableSort render={(refund) => <EventCell refund={refund} />} />
        <Column source="buyerName" disableSort render={(refund) => <Buyer refund={refund} />} />
        <Column source="total" align="right" render={(refund) => <Amount refund={refund} />} />
        <Column source="paymentProvider" disableSort render={(refund) => <Provider refund={refund} />} />
        <Column
          source={refunded ? 'refundedAt' : 'id'}
          label={refunded ? `${T}.fields.refundReference` : ' '}
          disableSort={!refunded}
          render={(refund) => <Outcome refund={refund} onMark={setMarking} />}
        />
      </DataTable>
      {dialog}
    </>
  )
}

function Empty() {
  const translate = useTranslate()
  const { filterValues } = useListContext()
  return (
    <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="refunds-empty">
      {translate(filterValues.state === 'refunded' ? `${T}.empty_refunded` : `${T}.empty`)}
    </Typography>
  )
}

export function RefundList() {
  const translate = useTranslate()
  return (
    <List<RefundRecord>
      sort={{ field: 'refundRequiredAt', order: 'ASC' }}
      filterDefaultValues={{ state: 'open' }}
      perPage={25}
      filters={useFilters()}
      exporter={false}
      error={<ListError />}
      pagination={<ListPagination />}
      empty={false}
    >
      <Alert severity="info" sx={{ mx: { xs: 1, sm: 2 }, my: 1 }}>
        {translate(`${T}.explain`)}
      </Alert>
      <Rows />
    </List>
  )
}
