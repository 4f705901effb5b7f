import { lazy } from 'react'
import CampaignIcon from '@mui/icons-material/Campaign'
import type { BackofficeResource } from '../types'

/** 'Bericht aan bezoekers': one event's message form with its preview, and the reports of the messages sent. */
const attendeeMessages: BackofficeResource = {
  name: 'attendee-messages',
  list: lazy(() => import('./AttendeeMessagesPage').then((module) => ({ default: module.AttendeeMessagesPage }))),
  icon: CampaignIcon,
}

export default attendeeMessages
