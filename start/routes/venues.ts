/* Venues: the public pages, registering (SPEC §2 /register-venue), the operator's own venues with their figures and reviews, and the admins' approval queue and moderation. */
import router from '@adonisjs/core/services/router'
import { WHY } from '#http/route_access'

const PublicVenuesController = () => import('#controllers/venues/public_venues_controller')
const VenuesController = () => import('#controllers/venues/venues_controller')
const AdminVenuesController = () => import('#controllers/venues/admin_venues_controller')
const VenueOperatorController = () => import('#controllers/venues/venue_operator_controller')

router.get('/api/venues/public', [PublicVenuesController, 'index']).access('public', WHY.catalogue)
router
  .get('/api/venues/:id', [PublicVenuesController, 'show'])
  .access('public', 'a venue page; its owner and admins also see it before approval (optional token)')
router.get('/api/venues/:id/map-data', [PublicVenuesController, 'mapData']).access('public', WHY.catalogue)
router.get('/api/venues/:id/geocode', [PublicVenuesController, 'mapData']).as('public_venues.geocode').access('public', WHY.catalogue)
router
  .post('/api/venues', [VenuesController, 'store'])
  .access({ roles: ['venue_operator', 'venue_owner'] }, 'a venue operator registers a venue (SPEC §2 /register-venue)')
// The admins' list, scoped by the service: an operator gets their own venues, an admin every venue.
router
  .get('/api/venues', [AdminVenuesController, 'index'])
  .as('venues.mine')
  .access(
    { resource: 'venues', action: 'list' },
    'the caller’s venues (SPEC §7 refresh path): an operator’s own, an admin’s all; the list of /api/venues/owner/{id}'
  )
router
  .get('/api/venues/owner/:id', [VenuesController, 'ownerIndex'])
  .access(
    { resource: 'venues', action: 'list' },
    'back office: the venue operator’s venues with their approval status (SPEC §7 refresh path)',
    { param: 'id', kind: 'venueOperator' }
  )
router
  .get('/api/venues/:id/manage', [VenuesController, 'manage'])
  .access({ resource: 'venues', action: 'show' }, 'back office: a venue as its operator edits it, in every approval state', {
    param: 'id',
    kind: 'venue',
  })
router
  .put('/api/venues/:id', [VenuesController, 'update'])
  .access(
    { resource: 'venues', action: 'edit' },
    'back office: the operator edits their venue; a significant change waits for approval again',
    { param: 'id', kind: 'venue' }
  )
router
  .get('/api/admin/venues', [AdminVenuesController, 'index'])
  .access(
    { resource: 'venues', action: 'list' },
    'back office: every venue; the approval queue is filter {"status":"pending"} (operators use /api/venues/owner/{id})'
  )
// The record and its edit are the operator's handlers: the service tells an admin from the operator.
router
  .get('/api/admin/venues/:id', [VenuesController, 'manage'])
  .as('admin.venues.show')
  .access({ resource: 'venues', action: 'show' }, 'back office: a venue record with its status and history', { param: 'id', kind: 'venue' })
router
  .put('/api/admin/venues/:id', [VenuesController, 'update'])
  .as('admin.venues.update')
  .access({ resource: 'venues', action: 'edit' }, 'back office: an admin edits any field of any venue (audited; the approval stays)', {
    param: 'id',
    kind: 'venue',
  })
router
  .post('/api/admin/venues/:id/approve', [AdminVenuesController, 'approve'])
  .access({ resource: 'venues', action: 'approve' }, 'back office: approve a venue; public at once when active, the operator is mailed', {
    param: 'id',
    kind: 'venue',
  })
router
  .post('/api/admin/venues/:id/reject', [AdminVenuesController, 'reject'])
  .access({ resource: 'venues', action: 'approve' }, 'back office: reject a venue with a reason, which the operator is mailed', {
    param: 'id',
    kind: 'venue',
  })
router
  .post('/api/admin/venues/:id/activate', [AdminVenuesController, 'activate'])
  .access({ resource: 'venues', action: 'deactivate' }, 'back office: activate a venue again', { param: 'id', kind: 'venue' })
router
  .post('/api/admin/venues/:id/deactivate', [AdminVenuesController, 'deactivate'])
  .access({ resource: 'venues', action: 'deactivate' }, 'back office: take a venue off the public pages without deleting it', {
    param: 'id',
    kind: 'venue',
  })
router
  .delete('/api/admin/venues/:id', [AdminVenuesController, 'destroy'])
  .access({ resource: 'venues', action: 'delete' }, 'back office: soft delete (deletedAt/By); the row stays for events and reviews', {
    param: 'id',
    kind: 'venue',
  })
router
  .get('/api/venues/owner/:id/stats', [VenueOperatorController, 'stats'])
  .access(
    { resource: 'venues', action: 'show' },
    'the venue dashboard: the operator’s venues with their public figures, waiting requests, latest reviews',
    { param: 'id', kind: 'venueOperator' }
  )
router
  .get('/api/venues/:id/reviews/manage', [VenueOperatorController, 'reviews'])
  .access({ resource: 'venues', action: 'show' }, 'every review of the venue with its moderation state, for its operator and admins', {
    param: 'id',
    kind: 'venue',
  })
