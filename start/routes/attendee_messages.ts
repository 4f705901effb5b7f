/* Messages to an event's attendees ('Bericht aan bezoekers'): preview, send and the reports (docs/messaging.md#messages-to-attendees). */
import router from '@adonisjs/core/services/router'

const AttendeeMessagesController = () => import('#controllers/attendee_messages/attendee_messages_controller')

router
  .get('/api/events/:id/messages', [AttendeeMessagesController, 'index'])
  .access({ resource: 'attendee-messages', action: 'list' }, 'back office: the event’s messages to attendees with their reports', {
    param: 'id',
    kind: 'event',
  })
router
  .post('/api/events/:id/messages/preview', [AttendeeMessagesController, 'preview'])
  .access({ resource: 'attendee-messages', action: 'create' }, 'back office: how many attendees a message would reach, before sending', {
    param: 'id',
    kind: 'event',
  })
router
  .post('/api/events/:id/messages', [AttendeeMessagesController, 'store'])
  .access({ resource: 'attendee-messages', action: 'create' }, 'back office: a message to the event’s attendees, sent through the outbox', {
    param: 'id',
    kind: 'event',
  })
