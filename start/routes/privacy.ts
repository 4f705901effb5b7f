/* Privacy: how long each kind of data is kept (data_retention_policies) and the reports of the retention job. */
import router from '@adonisjs/core/services/router'

const AdminRetentionController = () => import('#controllers/privacy/admin_retention_controller')

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
