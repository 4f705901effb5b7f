/* Events: the public catalogue (SPEC §7 "Catalogue") and the organizer's events and ticket types (SPEC §7 paths). */
import router from '@adonisjs/core/services/router'
import { WHY } from '#http/route_access'

const PublicEventsController = () => import('#controllers/events/public_events_controller')
const OrganizerEventsController = () => import('#controllers/events/organizer_events_controller')

router.get('/api/events/public', [PublicEventsController, 'index']).access('public', WHY.catalogue)
router.get('/api/events/:id', [PublicEventsController, 'show']).access('public', WHY.catalogue)
router.get('/api/events/:id/ticket-types', [PublicEventsController, 'ticketTypes']).access('public', WHY.catalogue)
router
  .get('/api/events/:id/preview', [PublicEventsController, 'preview'])
  .access('public', 'Voorbeeld: a draft’s page for whoever holds the short-lived signed token its organizer asked for; 404 without it')
router
  .get('/api/events/:id/calendar.ics', [PublicEventsController, 'calendar'])
  .access('public', 'a published event’s calendar file, as public as its page')
router
  .get('/api/events/organizer/:organizerId', [OrganizerEventsController, 'index'])
  .access({ resource: 'events', action: 'list' }, 'the organizer’s own events, drafts included', {
    param: 'organizerId',
    kind: 'organizer',
  })
router
  .get('/api/events', [OrganizerEventsController, 'adminIndex'])
  .as('events.mine')
  .access(
    { roles: ['organizer', 'manager', 'admin'] },
    'the caller’s events (SPEC §7 refresh path): an organizer’s own, a manager’s organizer’s, an admin’s all; scoped by the service'
  )
router
  .get('/api/events/:id/manage', [OrganizerEventsController, 'show'])
  .access({ resource: 'events', action: 'show' }, 'an event as its organizer edits it, drafts included', { param: 'id', kind: 'event' })
router
  .post('/api/events', [OrganizerEventsController, 'store'])
  .access({ resource: 'events', action: 'create' }, 'the event wizard saves a draft (/create-event)')
router
  .put('/api/events/:id', [OrganizerEventsController, 'update'])
  .access({ resource: 'events', action: 'edit' }, 'a wizard step or an edit of the organizer’s event', { param: 'id', kind: 'event' })
router
  .post('/api/events/:id/copy', [OrganizerEventsController, 'copy'])
  .access(
    { resource: 'events', action: 'create' },
    'Kopiëren: a new draft with the event’s texts, images, venue and ticket types (no dates, booking or sales); another organizer’s event is a 404',
    { param: 'id', kind: 'event' }
  )
router
  .post('/api/events/:id/preview', [OrganizerEventsController, 'preview'])
  .access(
    { resource: 'events', action: 'edit' },
    'Voorbeeld: a short-lived link to the event’s page before publishing (another organizer’s: 404)',
    {
      param: 'id',
      kind: 'event',
    }
  )
router
  .post('/api/events/:id/publish', [OrganizerEventsController, 'publish'])
  .access({ resource: 'events', action: 'publish' }, 'the organizer puts a complete event on sale', { param: 'id', kind: 'event' })
router
  .post('/api/events/:id/unpublish', [OrganizerEventsController, 'unpublish'])
  .access(
    { resource: 'events', action: 'unpublish' },
    'the organizer takes an event off sale; an admin only with a reason, which the organizer gets by e-mail',
    { param: 'id', kind: 'event' }
  )
router
  .post('/api/events/:id/cancel', [OrganizerEventsController, 'cancel'])
  .access({ resource: 'events', action: 'cancel' }, 'the organizer cancels an event; buyers are told', { param: 'id', kind: 'event' })
router
  .post('/api/events/:id/ticket-types', [OrganizerEventsController, 'storeTicketType'])
  .access({ resource: 'ticket-types', action: 'create' }, 'a ticket type of the organizer’s event', { param: 'id', kind: 'event' })
router
  .put('/api/ticket-types/:id', [OrganizerEventsController, 'updateTicketType'])
  .access({ resource: 'ticket-types', action: 'edit' }, 'a ticket type of the organizer’s event (version-guarded)', {
    param: 'id',
    kind: 'ticketType',
  })
router
  .get('/api/admin/events', [OrganizerEventsController, 'adminIndex'])
  .access(
    { roles: ['admin'] },
    'back office: admins list every organizer’s events, filtered by organizer, status and dates (staff use /api/events/organizer/{organizerId})'
  )
