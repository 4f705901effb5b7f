/* The platform: its public settings and tags, /platform-settings with the e-mail templates (full admins), the admin dashboard, support's
 * reconciliation of one organizer's aggregates (/test-organizer-totals). */
import router from '@adonisjs/core/services/router'

const PlatformSettingsController = () => import('#controllers/platform/public_settings_controller')
const PlatformTagsController = () => import('#controllers/platform/platform_tags_controller')
const AdminStatsController = () => import('#controllers/platform/admin_stats_controller')
const AdminPlatformSettingsController = () => import('#controllers/platform/platform_settings_controller')
const AdminEmailTemplatesController = () => import('#controllers/platform/email_templates_controller')
const OrganizerReconciliationController = () => import('#controllers/aggregates/organizer_reconciliation_controller')

router
  .get('/api/platform-settings/public', [PlatformSettingsController, 'showPublic'])
  .access('public', 'the public subset of the platform settings')
router
  .get('/api/platform/tags', [PlatformTagsController, 'show'])
  .access('public', 'the header/body snippets every storefront page renders')
router
  .get('/api/admin/stats', [AdminStatsController, 'show'])
  .access(
    { resource: 'admin-stats', action: 'show' },
    'the admin dashboard (/dashboard): platform sales, fees, queues and recent orders, for admins and sub-admins'
  )
router
  .get('/api/platform-settings', [AdminPlatformSettingsController, 'show'])
  .access({ resource: 'platform-settings', action: 'show' }, 'back office: every platform setting (SPEC §7 refresh path)')
router
  .put('/api/platform-settings', [AdminPlatformSettingsController, 'update'])
  .access({ resource: 'platform-settings', action: 'edit' }, 'back office: a settings tab saved, with its audit row')
router
  .get('/api/platform-settings/payment-providers', [AdminPlatformSettingsController, 'providers'])
  .access(
    { resource: 'platform-settings', action: 'show' },
    'back office: which payment providers this server is set up for (the fees tab marks the others); never a key'
  )
router
  .get('/api/platform-settings/email-templates', [AdminEmailTemplatesController, 'index'])
  .access({ resource: 'platform-settings', action: 'show' }, 'back office: the mails whose words an admin can edit')
router
  .get('/api/platform-settings/email-templates/:key/:lang', [AdminEmailTemplatesController, 'show'])
  .access(
    { resource: 'platform-settings', action: 'show' },
    'back office: one mail’s template in one language, with its defaults and placeholders'
  )
router
  .put('/api/platform-settings/email-templates/:key/:lang', [AdminEmailTemplatesController, 'update'])
  .access({ resource: 'platform-settings', action: 'edit' }, 'back office: a mail’s template saved (the next mail of that kind uses it)')
router
  .delete('/api/platform-settings/email-templates/:key/:lang', [AdminEmailTemplatesController, 'destroy'])
  .access({ resource: 'platform-settings', action: 'edit' }, 'back office: a mail’s template back to the default texts')
router
  .post('/api/platform-settings/email-templates/:key/:lang/preview', [AdminEmailTemplatesController, 'preview'])
  .access(
    { resource: 'platform-settings', action: 'show' },
    'back office: a draft template rendered with sample data (nothing saved or sent)'
  )
router
  .post('/api/platform-settings/email-templates/:key/:lang/test', [AdminEmailTemplatesController, 'sendTest'])
  .access({ resource: 'platform-settings', action: 'edit' }, 'back office: a draft template sent to the admin’s own address')

router
  .get('/api/admin/organizer-totals/:organizerId/reconcile', [OrganizerReconciliationController, 'show'])
  .access({ roles: ['admin'] }, 'support (/test-organizer-totals): one organizer’s stored aggregates beside the direct count; reads only')
router
  .post('/api/admin/organizer-totals/:organizerId/rebuild', [OrganizerReconciliationController, 'rebuild'])
  .access({ roles: ['admin'] }, 'support (/test-organizer-totals): that organizer’s days of the period and the totals aggregated again')
