import router from '@adonisjs/core/services/router'

const VenuesController = () => import('#controllers/venues_controller')
const AdminVenuesController = () => import('#controllers/admin/venues_controller')

/*
 * Managing venues: operators' own venues (SPEC §7 /api/venues/owner/{id}) and the admins' approval
 * queue and moderation. Who may call each route: domain/route_access.ts. POST /api/venues (registering) is in auth.ts.
 */
router.get('/api/venues/owner/:id', [VenuesController, 'ownerIndex'])
router.get('/api/venues/:id/manage', [VenuesController, 'manage'])
router.put('/api/venues/:id', [VenuesController, 'update'])

router
  .group(() => {
    router.get('/venues', [AdminVenuesController, 'index'])
    // The record and its edit are the operator's handlers: the service tells an admin from the operator.
    router.get('/venues/:id', [VenuesController, 'manage']).as('admin.venues.show')
    router.put('/venues/:id', [VenuesController, 'update']).as('admin.venues.update')
    router.post('/venues/:id/approve', [AdminVenuesController, 'approve'])
    router.post('/venues/:id/reject', [AdminVenuesController, 'reject'])
    router.post('/venues/:id/activate', [AdminVenuesController, 'activate'])
    router.post('/venues/:id/deactivate', [AdminVenuesController, 'deactivate'])
    router.delete('/venues/:id', [AdminVenuesController, 'destroy'])
  })
  .prefix('/api/admin')
