/*
 * Privacy: how long each kind of data is kept (data_retention_policies) and the reports of the retention job; a
 * person's own data (GDPR access and erasure).
 */
import router from '@adonisjs/core/services/router'
import { WHY } from '#http/route_access'

const AdminRetentionController = () => import('#controllers/privacy/admin_retention_controller')
const OwnDataController = () => import('#controllers/privacy/own_data_controller')

router
  .get('/api/admin/data-retention-policies', [AdminRetentionController, 'index'])
  .access({ resource: 'data-retention-policies', action: 'list' }, 'back office (Bewaartermijnen): every policy with the last run’s count')
// Before /:id, which would take 'run' for an id.
router
  .post('/api/admin/data-retention-policies/run', [AdminRetentionController, 'run'])
  .access({ resource: 'data-retention-policies', action: 'edit' }, 'back office: every active policy applied now, answered with the report')
router
  .get('/api/admin/data-retention-policies/:id', [AdminRetentionController, 'show'])
  .access({ resource: 'data-retention-policies', action: 'show' }, 'back office: one policy’s form')
router
  .put('/api/admin/data-retention-policies/:id', [AdminRetentionController, 'update'])
  .access(
    { resource: 'data-retention-policies', action: 'edit' },
    'back office: a period or the on/off switch changed within the kind’s bounds, with its audit row'
  )
router
  .get('/api/admin/retention-runs', [AdminRetentionController, 'runs'])
  .access({ resource: 'data-retention-policies', action: 'list' }, 'back office: the retention job’s reports, newest first')

// A person's own data (GDPR access and erasure): 'Mijn gegevens downloaden' and 'Account verwijderen' in /account-settings.

router
  .post('/api/users/me/data-export', [OwnDataController, 'requestExport'])
  .access('signedIn', 'the signed-in person asks for a ZIP of their own data, mailed as a link; one an hour')
router.get('/api/users/me/data-export', [OwnDataController, 'exportState']).access('signedIn', WHY.ownAccount)
router
  .get('/api/users/me/data-export/:token', [OwnDataController, 'download'])
  .access('signedIn', 'the ZIP of one’s own data: the e-mailed token and the same person signed in')
router
  .get('/api/users/me/deletion-check', [OwnDataController, 'deletionCheck'])
  .access('signedIn', 'what deleting one’s own account would do (tickets for events to come, staff)')
router
  .delete('/api/users/me', [OwnDataController, 'destroy'])
  .access('signedIn', 'deletes (or, for staff, deactivates) one’s own account after the password; every session ends')
