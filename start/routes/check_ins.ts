/* Checking tickets in at the door: validate, the offline list and its sync, counts, search and undo. */
import router from '@adonisjs/core/services/router'

const CheckInsController = () => import('#controllers/check_ins/check_ins_controller')

router
  .post('/api/tickets/validate', [CheckInsController, 'validate'])
  .access(
    { resource: 'check-ins', action: 'create' },
    'the scanner checks a ticket in; the body’s event is owner-checked by api/policies/check_ins_policy.ts'
  )
router
  .get('/api/events/:id/check-ins/offline-list', [CheckInsController, 'offlineList'])
  .access({ resource: 'check-ins', action: 'create' }, 'the scanner keeps checking in offline: the event’s valid codes, hashed', {
    param: 'id',
    kind: 'event',
  })
router
  .post('/api/events/:id/check-ins/sync', [CheckInsController, 'sync'])
  .access({ resource: 'check-ins', action: 'create' }, 'the scanner’s offline check-ins, counted once (the earliest scan wins)', {
    param: 'id',
    kind: 'event',
  })
router
  .get('/api/events/:id/check-ins/counts', [CheckInsController, 'counts'])
  .access({ resource: 'check-ins', action: 'list' }, 'live counts per event and gate (checked in / sold)', { param: 'id', kind: 'event' })
router
  .get('/api/events/:id/check-ins/search', [CheckInsController, 'search'])
  .access({ resource: 'check-ins', action: 'list' }, 'the scanner finds an attendee by name, e-mail or order number', {
    param: 'id',
    kind: 'event',
  })
router
  .post('/api/events/:id/check-ins/:ticketId/undo', [CheckInsController, 'undo'])
  .access({ resource: 'check-ins', action: 'delete' }, 'a supervisor (organizer, manager) undoes a check-in with a reason', {
    param: 'id',
    kind: 'event',
  })
