/* Venue booking requests: an organizer's request for a day, answered by the venue's operator. */
import router from '@adonisjs/core/services/router'

const VenueBookingsController = () => import('#controllers/bookings/venue_bookings_controller')

router
  .get('/api/venue-bookings', [VenueBookingsController, 'index'])
  .access(
    { resource: 'venue-bookings', action: 'list' },
    'booking requests: an operator’s venues (?venueId= of another’s venue: 403), an organizer’s team their events’, admins all'
  )
router
  .get('/api/venue-bookings/:id', [VenueBookingsController, 'show'])
  .access({ resource: 'venue-bookings', action: 'show' }, 'one booking request with the other requests for its venue and day', {
    param: 'id',
    kind: 'venueBooking',
  })
router
  .put('/api/venue-bookings/:id', [VenueBookingsController, 'update'])
  .access(
    { resource: 'venue-bookings', action: 'edit' },
    'the venue’s operator confirms or rejects (with a message); the organizer is e-mailed',
    { param: 'id', kind: 'venueBooking' }
  )
