import router from '@adonisjs/core/services/router'

const AdminEventCategoriesController = () => import('#controllers/admin/event_categories_controller')
const AdminAuditChangesController = () => import('#controllers/admin/audit_changes_controller')
const AdminStatsController = () => import('#controllers/admin/stats_controller')
const AdminVenueFacilitiesController = () => import('#controllers/admin/venue_facilities_controller')
const AdminCurrencyRatesController = () => import('#controllers/admin/currency_rates_controller')
const AdminUsersController = () => import('#controllers/admin/users_controller')
const AdminRefundsController = () => import('#controllers/admin/refunds_controller')

/*
 * Back-office API (react-admin data provider contract, see docs/api.md). Who may call each route is
 * its resource entry in domain/route_access.ts.
 */
router
  .group(() => {
    router.get('/event-categories', [AdminEventCategoriesController, 'index'])
    router.post('/event-categories', [AdminEventCategoriesController, 'store'])
    router.get('/event-categories/:id', [AdminEventCategoriesController, 'show'])
    router.put('/event-categories/:id', [AdminEventCategoriesController, 'update'])
    router.get('/venue-facilities', [AdminVenueFacilitiesController, 'index'])
    router.post('/venue-facilities', [AdminVenueFacilitiesController, 'store'])
    router.get('/venue-facilities/:id', [AdminVenueFacilitiesController, 'show'])
    router.put('/venue-facilities/:id', [AdminVenueFacilitiesController, 'update'])
    router.get('/currency-rates', [AdminCurrencyRatesController, 'index'])
    router.post('/currency-rates', [AdminCurrencyRatesController, 'store'])
    router.get('/currency-rates/:id', [AdminCurrencyRatesController, 'show'])
    router.get('/audit-changes', [AdminAuditChangesController, 'index'])
    router.get('/stats', [AdminStatsController, 'show'])
    // Accounts and the platform's refund queue.
    router.get('/users', [AdminUsersController, 'index'])
    router.post('/users', [AdminUsersController, 'store'])
    router.get('/users/:id', [AdminUsersController, 'show'])
    router.put('/users/:id', [AdminUsersController, 'update'])
    router.post('/users/:id/deactivate', [AdminUsersController, 'deactivate'])
    router.post('/users/:id/reactivate', [AdminUsersController, 'reactivate'])
    router.post('/users/:id/verify', [AdminUsersController, 'verify'])
    router.get('/refunds', [AdminRefundsController, 'index'])
    router.post('/refunds/:id/refund', [AdminRefundsController, 'refund'])
  })
  .prefix('/api/admin')
