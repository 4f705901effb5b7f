import { lazy } from 'react'
import AccountBalanceIcon from '@mui/icons-material/AccountBalance'
import type { BackofficeResource } from '../types'

/** 'Uitbetalingen': the organizer's statement and payout history; for admins every organizer's balance and 'mark paid'. */
const organizerPayouts: BackofficeResource = {
  name: 'organizer-payouts',
  list: lazy(() => import('./PayoutsPage')),
  icon: AccountBalanceIcon,
  recordRepresentation: 'organizerName',
}

export default organizerPayouts
