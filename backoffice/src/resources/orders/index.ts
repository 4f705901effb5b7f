import { lazy } from 'react'
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong'
import type { BackofficeResource } from '../types'

/** An event's orders and attendees: the list needs the event (filter eventId, chosen on the page). */
const orders: BackofficeResource = {
  name: 'orders',
  list: lazy(() => import('./OrderList').then((module) => ({ default: module.OrderList }))),
  show: lazy(() => import('./OrderShow').then((module) => ({ default: module.OrderShow }))),
  icon: ReceiptLongIcon,
  recordRepresentation: 'orderNumber',
  endpoints: {
    list: (filter) => `/api/events/${encodeURIComponent(String(filter.eventId))}/orders`,
    one: (id) => `/api/orders/${encodeURIComponent(String(id))}`,
  },
}

export default orders
