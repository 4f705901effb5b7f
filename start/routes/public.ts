import router from '@adonisjs/core/services/router'

const HealthController = () => import('#controllers/health_controller')
const EventCategoriesController = () => import('#controllers/event_categories_controller')
const PlatformSettingsController = () => import('#controllers/platform_settings_controller')

router
  .group(() => {
    router.get('/health', [HealthController, 'show'])
    router.get('/event-categories', [EventCategoriesController, 'index'])
    router.get('/platform-settings/public', [PlatformSettingsController, 'showPublic'])
  })
  .prefix('/api')
