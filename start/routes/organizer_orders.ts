/* The organizer's orders and attendees; access: domain/route_access.ts, resource 'orders'. */
import router from '@adonisjs/core/services/router'

const OrganizerOrdersController = () => import('#controllers/organizer_orders_controller')

router.get('/api/events/:id/orders', [OrganizerOrdersController, 'index'])
router.get('/api/events/:id/orders.csv', [OrganizerOrdersController, 'ordersCsv'])
router.get('/api/events/:id/attendees.csv', [OrganizerOrdersController, 'attendeesCsv'])

router
  .group(() => {
    router.get('/:id', [OrganizerOrdersController, 'show'])
    router.post('/:id/resend', [OrganizerOrdersController, 'resend'])
    router.post('/:id/cancel', [OrganizerOrdersController, 'cancel'])
    router.post('/:id/refund', [OrganizerOrdersController, 'refund'])
  })
  .prefix('/api/orders')
