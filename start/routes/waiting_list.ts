/* The waiting list of a sold-out ticket type (docs/buying.md#waiting-list): joining, the entry's link, the organizer's demand. */
import router from '@adonisjs/core/services/router'

const WaitingListController = () => import('#controllers/waiting_list/waiting_list_controller')

router
  .post('/api/ticket-types/:id/waiting-list', [WaitingListController, 'join'])
  .access('public', 'anyone may wait for a sold-out ticket type, as anyone may buy one (SPEC §5)')
router
  .get('/api/waiting-list/:token', [WaitingListController, 'show'])
  .access('public', 'the signed link of the waiting-list message is the only key')
router
  .delete('/api/waiting-list/:token', [WaitingListController, 'leave'])
  .access('public', 'the signed link of the waiting-list message is the only key')
router
  .get('/api/events/:id/waiting-list', [WaitingListController, 'demand'])
  .access({ resource: 'ticket-types', action: 'list' }, 'the organizer sees the waiting lists of their event', {
    param: 'id',
    kind: 'event',
  })
