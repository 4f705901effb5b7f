/* A refund's answer in words: refunded, on its way at the provider, or refused with the provider's reason. */
import { Alert, AlertTitle, Chip } from '@mui/material'
import { useTranslate } from 'react-admin'
import type { RefundStatus, RefundView } from '#domain/refunds'
import { useMoney, type Money } from '../../inputs/AmountText'

const T = 'resources.orders.refunds'

const SEVERITY = { succeeded: 'success', pending: 'info', failed: 'error' } as const
const CHIP_COLOR = { succeeded: 'success', pending: 'warning', failed: 'error' } as const

/** The sentence for a refund's status (also the retry's toast). */
export function outcomeText(translate: ReturnType<typeof useTranslate>, money: Money, refund: RefundView): string {
  const amount = money(refund.amount, refund.currency)
  return translate(`${T}.result.${refund.status}`, { amount, reason: refund.failureReason ?? translate(`${T}.failedUnknown`) })
}

export function RefundOutcome({ refund }: { refund: RefundView }) {
  const translate = useTranslate()
  const money = useMoney()
  return (
    <Alert severity={SEVERITY[refund.status]} data-testid="refund-outcome" data-status={refund.status}>
      <AlertTitle>{translate(`${T}.status.${refund.status}`)}</AlertTitle>
      {outcomeText(translate, money, refund)}
    </Alert>
  )
}

export function RefundStatusChip({ status }: { status: RefundStatus }) {
  const translate = useTranslate()
  return (
    <Chip
      size="small"
      color={CHIP_COLOR[status]}
      label={translate(`${T}.status.${status}`)}
      data-testid="refund-status"
      data-status={status}
    />
  )
}
