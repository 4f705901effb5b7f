import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AdminEventCategoriesController = () => import('#controllers/admin/event_categories_controller')

/*
 * Back-office API (react-admin data provider contract, see README), admins only.
 * Other roles' resources arrive with their issues, each behind its own role check.
 */
router
  .group(() => {
    router.get('/event-categories', [AdminEventCategoriesController, 'index'])
  })
  .prefix('/api/admin')
  .use(middleware.auth({ roles: ['admin'] }))
