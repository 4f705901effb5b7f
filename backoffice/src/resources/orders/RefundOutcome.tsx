/* A refund's answer in words: refunded, on its way at the provider, or refused with the provider's reason. */
import { Alert, AlertTitle, Chip } from '@mui/material'
import { useTranslate } from 'react-admin'
import { formatSrd } from '#domain/format'
import type { RefundStatus, RefundView } from '#domain/refunds'

const T = 'resources.orders.refunds'

const SEVERITY = { succeeded: 'success', pending: 'info', failed: 'error' } as const
const CHIP_COLOR = { succeeded: 'success', pending: 'warning', failed: 'error' } as const

/** The sentence for a refund's status (also the retry's toast). */
export function outcomeText(translate: ReturnType<typeof useTranslate>, refund: RefundView): string {
  const amount = formatSrd(refund.amount, refund.currency)
  return translate(`${T}.result.${refund.status}`, { amount, reason: refund.failureReason ?? translate(`${T}.failedUnknown`) })
}

export function RefundOutcome({ refund }: { refund: RefundView }) {
  const translate = useTranslate()
  return (
    <Alert severity={SEVERITY[refund.status]} data-testid="refund-outcome" data-status={refund.status}>
      <AlertTitle>{translate(`${T}.status.${refund.status}`)}</AlertTitle>
      {outcomeText(translate, refund)}
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
