/* Who changed what: every admin change writes audit_changes; the back office reads the history per record and the browsable log. */
import router from '@adonisjs/core/services/router'

const AdminAuditChangesController = () => import('#controllers/audit/audit_changes_controller')

router
  .get('/api/admin/audit-changes', [AdminAuditChangesController, 'index'])
  .access(
    { resource: 'audit-changes', action: 'list' },
    'back office: the history under each settings tab and record (entityType, entityId)'
  )
router
  .get('/api/admin/audit-changes.csv', [AdminAuditChangesController, 'csv'])
  .access(
    { resource: 'audit-changes', action: 'list' },
    'back office: the audit log with its filters as CSV (streamed), written in the admin’s activity'
  )
