import { lazy } from 'react'
import SwapHorizIcon from '@mui/icons-material/SwapHoriz'
import type { BackofficeResource } from '../types'

const API = '/api/admin/ticketswitch/listings'

/** Every Ticketswitch resale with its seller, buyer and payout; the admin marks payouts paid after the event. */
const ticketswitchListings: BackofficeResource = {
  name: 'ticketswitch-listings',
  list: lazy(() => import('./TicketswitchList').then((module) => ({ default: module.TicketswitchList }))),
  show: lazy(() => import('./TicketswitchShow').then((module) => ({ default: module.TicketswitchShow }))),
  icon: SwapHorizIcon,
  recordRepresentation: 'eventTitle',
  endpoints: { list: () => API, one: (id) => `${API}/${encodeURIComponent(String(id))}` },
}

export default ticketswitchListings
