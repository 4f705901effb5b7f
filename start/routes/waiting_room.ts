/* The waiting room of an on-sale (docs/waiting-room.md): the organizer's settings and live view, and the public queue. */
import router from '@adonisjs/core/services/router'

const WaitingRoomController = () => import('#controllers/waiting_room/waiting_room_controller')

router
  .get('/api/events/:id/waiting-room', [WaitingRoomController, 'show'])
  .access({ resource: 'events', action: 'edit' }, 'the organizer’s waiting-room settings and the live queue of their event', {
    param: 'id',
    kind: 'event',
  })
router
  .put('/api/events/:id/waiting-room', [WaitingRoomController, 'update'])
  .access({ resource: 'events', action: 'edit' }, 'the organizer switches the waiting room of their event’s on-sale on or off', {
    param: 'id',
    kind: 'event',
  })
router
  .post('/api/events/:id/queue', [WaitingRoomController, 'join'])
  .access('public', 'anyone may queue for a public event’s on-sale, one place per device; limited per network')
router
  .get('/api/events/:id/queue/:queueToken', [WaitingRoomController, 'poll'])
  .access('public', 'the signed queue token is the only key to its place; limited per network')
