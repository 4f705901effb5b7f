import { lazy } from 'react'
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange'
import type { BackofficeResource } from '../types'

/** Orders needing a refund across the platform, marked refunded with the provider's reference. */
const refunds: BackofficeResource = {
  name: 'refunds',
  list: lazy(() => import('./RefundList').then((module) => ({ default: module.RefundList }))),
  icon: CurrencyExchangeIcon,
  recordRepresentation: 'orderNumber',
  alsoMessages: ['resources/orders'],
}

export default refunds
