import router from '@adonisjs/core/services/router'

const AdminPlatformSettingsController = () => import('#controllers/admin/platform_settings_controller')
const AdminEmailTemplatesController = () => import('#controllers/admin/email_templates_controller')

/* /platform-settings in the back office (full admins; domain/route_access.ts). */
router
  .group(() => {
    router.get('/', [AdminPlatformSettingsController, 'show'])
    router.put('/', [AdminPlatformSettingsController, 'update'])
    router.get('/email-templates', [AdminEmailTemplatesController, 'index'])
    router.get('/email-templates/:key/:lang', [AdminEmailTemplatesController, 'show'])
    router.put('/email-templates/:key/:lang', [AdminEmailTemplatesController, 'update'])
    router.delete('/email-templates/:key/:lang', [AdminEmailTemplatesController, 'destroy'])
    router.post('/email-templates/:key/:lang/preview', [AdminEmailTemplatesController, 'preview'])
    router.post('/email-templates/:key/:lang/test', [AdminEmailTemplatesController, 'sendTest'])
  })
  .prefix('/api/platform-settings')
