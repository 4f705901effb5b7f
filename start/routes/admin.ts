import router from '@adonisjs/core/services/router'

const AdminEventCategoriesController = () => import('#controllers/admin/event_categories_controller')

/*
 * Back-office API (react-admin data provider contract, see README).
 * Listing categories is public information; writes and every other resource arrive with
 * the accounts issue behind the admin guard.
 */
router
  .group(() => {
    router.get('/event-categories', [AdminEventCategoriesController, 'index'])
  })
  .prefix('/api/admin')
