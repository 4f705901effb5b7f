import { lazy } from 'react'
import EventIcon from '@mui/icons-material/Event'
import type { BackofficeResource } from '../types'
import { actingOrganizerId } from './api'

/** The organizer's events on SPEC §7's paths; the wizard itself is the /create-event page (pages/registry.ts). */
const events: BackofficeResource = {
  name: 'events',
  list: lazy(() => import('./EventList').then((module) => ({ default: module.EventList }))),
  edit: lazy(() => import('./EventEdit').then((module) => ({ default: module.EventEdit }))),
  icon: EventIcon,
  recordRepresentation: 'title',
  endpoints: {
    // Staff use SPEC §7's path for their organizer; admins (acting for none) the admin list of every organizer's events.
    list: () => {
      const organizerId = actingOrganizerId()
      return organizerId ? `/api/events/organizer/${organizerId}` : '/api/admin/events'
    },
    one: (id) => `/api/events/${id}/manage`,
    create: () => '/api/events',
    update: (id) => `/api/events/${id}`,
  },
}

export default events
