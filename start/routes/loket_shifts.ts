import router from '@adonisjs/core/services/router'

const LoketShiftsController = () => import('#controllers/loket_shifts_controller')

/* Cash shifts at the loket (open with a float, running totals, close with the count, numbered reports). Access: domain/route_access.ts. */
router
  .group(() => {
    router.get('/', [LoketShiftsController, 'index'])
    router.get('/current', [LoketShiftsController, 'current'])
    router.post('/', [LoketShiftsController, 'store'])
    router.get('/:id', [LoketShiftsController, 'show'])
    router.post('/:id/close', [LoketShiftsController, 'close'])
  })
  .prefix('/api/loket/shifts')
