/* The organizer's events and ticket types; access per route in domain/route_access.ts. */
import router from '@adonisjs/core/services/router'

const OrganizerEventsController = () => import('#controllers/organizer_events_controller')

router
  .group(() => {
    router.get('/events/organizer/:organizerId', [OrganizerEventsController, 'index'])
    router.get('/events/:id/manage', [OrganizerEventsController, 'show'])
    router.post('/events', [OrganizerEventsController, 'store'])
    router.put('/events/:id', [OrganizerEventsController, 'update'])
    router.post('/events/:id/publish', [OrganizerEventsController, 'publish'])
    router.post('/events/:id/unpublish', [OrganizerEventsController, 'unpublish'])
    router.post('/events/:id/cancel', [OrganizerEventsController, 'cancel'])
    router.post('/events/:id/ticket-types', [OrganizerEventsController, 'storeTicketType'])
    router.put('/ticket-types/:id', [OrganizerEventsController, 'updateTicketType'])
  })
  .prefix('/api')

router.get('/api/admin/events', [OrganizerEventsController, 'adminIndex'])
