/*
 * 'Terugbetalingen' on the order page: each refund's amount (with the fees in it), its tickets, status, method and the
 * provider's reference, the reason, who asked and when; a failed one says why and can be tried again.
 */
import { useState } from 'react'
import { Alert, Box, Button, Card, Stack, Typography } from '@mui/material'
import ReplayIcon from '@mui/icons-material/Replay'
import { useCanAccess, useLocaleState, useNotify, useTranslate } from 'react-admin'
import { formatDateTime } from '#domain/format'
import type { RefundView } from '#domain/refunds'
import { Row, Section } from '../../layout/DetailSection'
import { retryRefund } from './api'
import { outcomeText, RefundStatusChip } from './RefundOutcome'
import type { OrderDetailRecord } from './types'
import type { OrderRefunds as OrderRefundsState } from './useOrderRefunds'
import { useMoney } from '../../inputs/AmountText'

const T = 'resources.orders.refunds'

function RefundCard({ refund, order, onRetried }: { refund: RefundView; order: OrderDetailRecord; onRetried: () => void }) {
  const money = useMoney()
  const translate = useTranslate()
  const notify = useNotify()
  const [locale] = useLocaleState()
  const { canAccess: mayRetry } = useCanAccess({ resource: 'orders', action: 'refund' })
  const [busy, setBusy] = useState(false)
  const tickets = refund.ticketIds.map((id) => order.tickets.find((ticket) => ticket.id === id))
  const initiator = translate(`${T}.initiator.${refund.initiator}`)
  // A buyer's own cancellation says so, with their name when they were signed in.
  const who =
    refund.initiator === 'buyer'
      ? refund.requestedBy
        ? `${initiator} (${refund.requestedBy.name})`
        : initiator
      : (refund.requestedBy?.name ?? initiator)
  const retry = async () => {
    setBusy(true)
    try {
      const answer = await retryRefund(order.id, refund.id)
      notify(outcomeText(translate, money, answer), {
        type: answer.status === 'failed' ? 'error' : answer.status === 'pending' ? 'info' : 'success',
      })
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' })
    } finally {
      setBusy(false)
      onRetried()
    }
  }
  return (
    <Card variant="outlined" sx={{ p: 1.5 }} data-testid="refund-row" data-refund-id={refund.id} data-status={refund.status}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }} data-testid="refund-row-amount">
            {money(refund.amount, refund.currency)}
          </Typography>
          {Number(refund.feeAmount) > 0 && (
            <Typography variant="caption" color="text.secondary">
              {translate(`${T}.feeIncluded`, { fee: money(refund.feeAmount, refund.currency) })}
            </Typography>
          )}
          {Number(refund.retainedAmount) > 0 && (
            <Typography variant="caption" color="text.secondary" component="p" data-testid="refund-row-retained">
              {translate(`${T}.retained`, { amount: money(refund.retainedAmount, refund.currency) })}
            </Typography>
          )}
        </Box>
        <RefundStatusChip status={refund.status} />
      </Stack>
      <Box sx={{ mt: 1 }}>
        <Row label={translate(`${T}.fields.tickets`)}>
          <Stack spacing={0.25} sx={{ alignItems: 'flex-end' }}>
            {tickets.map((ticket, index) => (
              <span key={refund.ticketIds[index]}>
                {ticket ? (
                  <>
                    {ticket.ticketTypeName}{' '}
                    <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8em', wordBreak: 'break-all' }}>
                      {ticket.qrCode}
                    </Box>
                  </>
                ) : (
                  `#${refund.ticketIds[index]}`
                )}
              </span>
            ))}
          </Stack>
        </Row>
        <Row label={translate(`${T}.fields.method`)}>{translate(`${T}.method.${refund.method}`, { _: refund.method })}</Row>
        {refund.providerReference && (
          <Row label={translate(`${T}.fields.reference`)}>
            <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="refund-reference">
              {refund.providerReference}
            </Box>
          </Row>
        )}
        <Row label={translate(`${T}.fields.reason`)}>{refund.reason}</Row>
        <Row label={translate(`${T}.fields.by`)}>
          {translate(`${T}.byAt`, { name: who, date: formatDateTime(refund.createdAt, locale) })}
        </Row>
        {refund.completedAt && refund.status === 'succeeded' && (
          <Row label={translate(`${T}.fields.completedAt`)}>{formatDateTime(refund.completedAt, locale)}</Row>
        )}
        {!refund.resell && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {translate(`${T}.notResold`)}
          </Typography>
        )}
      </Box>
      {refund.status === 'failed' && (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          data-testid="refund-failure"
          action={
            mayRetry ? (
              <Button color="inherit" size="small" startIcon={<ReplayIcon />} disabled={busy} onClick={retry} data-testid="refund-retry">
                {translate(`${T}.retry`)}
              </Button>
            ) : undefined
          }
        >
          {refund.failureReason ?? translate(`${T}.failedUnknown`)}
        </Alert>
      )}
    </Card>
  )
}

export function OrderRefunds({ order, state, onChanged }: { order: OrderDetailRecord; state: OrderRefundsState; onChanged: () => void }) {
  const translate = useTranslate()
  if (state.refunds.length === 0 && !state.error && order.status !== 'paid' && order.status !== 'refunded') return null
  return (
    <Section title={`${translate(`${T}.list`)} (${state.refunds.length})`}>
      <Stack spacing={1.5} data-testid="order-refunds">
        {state.error && <Alert severity="error">{translate(`${T}.loadFailed`, { message: state.error })}</Alert>}
        {state.refunds.map((refund) => (
          <RefundCard key={refund.id} refund={refund} order={order} onRetried={onChanged} />
        ))}
        {!state.loading && !state.error && state.refunds.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.empty`)}
          </Typography>
        )}
      </Stack>
    </Section>
  )
}
