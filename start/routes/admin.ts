import router from '@adonisjs/core/services/router'

const AdminEventCategoriesController = () => import('#controllers/admin/event_categories_controller')
const AdminAuditChangesController = () => import('#controllers/admin/audit_changes_controller')
const AdminStatsController = () => import('#controllers/admin/stats_controller')

/*
 * Back-office API (react-admin data provider contract, see README). Who may call each route is
 * its resource entry in domain/route_access.ts.
 */
router
  .group(() => {
    router.get('/event-categories', [AdminEventCategoriesController, 'index'])
    router.put('/event-categories/:id', [AdminEventCategoriesController, 'update'])
    router.get('/audit-changes', [AdminAuditChangesController, 'index'])
    router.get('/stats', [AdminStatsController, 'show'])
  })
  .prefix('/api/admin')
