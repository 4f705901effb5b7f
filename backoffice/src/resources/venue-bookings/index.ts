import { lazy } from 'react'
import EventAvailableIcon from '@mui/icons-material/EventAvailable'
import type { BackofficeResource } from '../types'
import type { VenueBookingRecord } from '#domain/venue_bookings'

const one = (id: string | number) => `/api/venue-bookings/${encodeURIComponent(String(id))}`

/**
 * Organizers' requests for the operator's venues: a list by day that shows a day requested twice, and a
 * page per request to confirm or decline it with a message. Organizers and admins read them (the access table).
 */
const venueBookings: BackofficeResource = {
  name: 'venue-bookings',
  list: lazy(() => import('./VenueBookingList').then((module) => ({ default: module.VenueBookingList }))),
  show: lazy(() => import('./VenueBookingShow').then((module) => ({ default: module.VenueBookingShow }))),
  icon: EventAvailableIcon,
  recordRepresentation: (record) => (record as VenueBookingRecord).event?.title ?? (record as VenueBookingRecord).venueName,
  endpoints: { list: () => '/api/venue-bookings', one, update: one },
}

export default venueBookings
