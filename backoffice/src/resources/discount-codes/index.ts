import { lazy } from 'react'
import LocalOfferIcon from '@mui/icons-material/LocalOffer'
import type { BackofficeResource } from '../types'

/** An event's discount and access codes: the list needs the event (filter eventId, chosen on the page). */
const discountCodes: BackofficeResource = {
  name: 'discount-codes',
  list: lazy(() => import('./DiscountCodeList').then((module) => ({ default: module.DiscountCodeList }))),
  create: lazy(() => import('./DiscountCodeCreate').then((module) => ({ default: module.DiscountCodeCreate }))),
  edit: lazy(() => import('./DiscountCodeEdit').then((module) => ({ default: module.DiscountCodeEdit }))),
  icon: LocalOfferIcon,
  recordRepresentation: 'code',
  endpoints: {
    list: (filter) => `/api/events/${encodeURIComponent(String(filter.eventId))}/discount-codes`,
    one: (id) => `/api/discount-codes/${encodeURIComponent(String(id))}`,
    create: (data) => `/api/events/${encodeURIComponent(String(data.eventId))}/discount-codes`,
    update: (id) => `/api/discount-codes/${encodeURIComponent(String(id))}`,
    delete: (id) => `/api/discount-codes/${encodeURIComponent(String(id))}`,
  },
}

export default discountCodes
