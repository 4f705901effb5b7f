import { Chip, Stack } from '@mui/material'
import { useTranslate } from 'react-admin'
import type { OrderRecord, OrderStatus } from './types'

const COLORS: Record<OrderStatus, 'success' | 'warning' | 'default' | 'info' | 'error'> = {
  paid: 'success',
  free: 'info',
  pending: 'warning',
  cancelled: 'default',
  expired: 'default',
  refunded: 'default',
}

/** The order's status, and a red badge while its money must go back (refundRequired). */
export function OrderStatusChip({ order }: { order: Pick<OrderRecord, 'status' | 'refundRequired'> }) {
  const translate = useTranslate()
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" color={COLORS[order.status]} label={translate(`resources.orders.status.${order.status}`)} />
      {order.refundRequired && <Chip size="small" color="error" label={translate('resources.orders.list.refundBadge')} />}
    </Stack>
  )
}
