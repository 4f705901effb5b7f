import router from '@adonisjs/core/services/router'

const VenueBookingsController = () => import('#controllers/venue_bookings_controller')
const VenueOperatorController = () => import('#controllers/venue_operator_controller')

/* The venue operator's bookings, figures and reviews (the venues themselves: start/routes of the venues). Access: domain/route_access.ts. */
router
  .group(() => {
    router.get('/venue-bookings', [VenueBookingsController, 'index'])
    router.get('/venue-bookings/:id', [VenueBookingsController, 'show'])
    router.put('/venue-bookings/:id', [VenueBookingsController, 'update'])
    router.get('/venues/owner/:id/stats', [VenueOperatorController, 'stats'])
    router.get('/venues/:id/reviews/manage', [VenueOperatorController, 'reviews'])
  })
  .prefix('/api')
