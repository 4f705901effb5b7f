/* Cash shifts at the loket: open with a float, running totals, close with the count, numbered reports. */
import router from '@adonisjs/core/services/router'

const LoketShiftsController = () => import('#controllers/loket/loket_shifts_controller')

router
  .get('/api/loket/shifts', [LoketShiftsController, 'index'])
  .access(
    { resource: 'loket-shifts', action: 'list' },
    'shift reports: a seller their own, the organizer’s team every seller’s of their organizer (filters seller/date)'
  )
router
  .get('/api/loket/shifts/current', [LoketShiftsController, 'current'])
  .access({ resource: 'loket-shifts', action: 'create' }, 'the signed-in seller’s own open shift with its running totals (null when none)')
router
  .post('/api/loket/shifts', [LoketShiftsController, 'store'])
  .access({ resource: 'loket-shifts', action: 'create' }, 'a seller opens their own shift with a cash float (one open shift per seller)')
router
  .get('/api/loket/shifts/:id', [LoketShiftsController, 'show'])
  .access(
    { resource: 'loket-shifts', action: 'show' },
    'one shift: the frozen numbered report once closed, the running totals while open',
    { param: 'id', kind: 'loketShift' }
  )
router
  .post('/api/loket/shifts/:id/close', [LoketShiftsController, 'close'])
  .access(
    { resource: 'loket-shifts', action: 'edit' },
    'the seller (or their organizer’s team) closes the shift with the counted cash; a difference needs a note',
    { param: 'id', kind: 'loketShift' }
  )
