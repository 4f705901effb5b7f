/* Checking tickets in at the door; access: domain/route_access.ts, resource 'check-ins'. */
import router from '@adonisjs/core/services/router'

const CheckInsController = () => import('#controllers/check_ins_controller')

router.post('/api/tickets/validate', [CheckInsController, 'validate'])
router
  .group(() => {
    router.get('/offline-list', [CheckInsController, 'offlineList'])
    router.post('/sync', [CheckInsController, 'sync'])
    router.get('/counts', [CheckInsController, 'counts'])
    router.get('/search', [CheckInsController, 'search'])
    router.post('/:ticketId/undo', [CheckInsController, 'undo'])
  })
  .prefix('/api/events/:id/check-ins')
