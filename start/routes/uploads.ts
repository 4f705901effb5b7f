/* Image uploads: event pictures, profile images and venue photos. */
import router from '@adonisjs/core/services/router'

const UploadsController = () => import('#controllers/uploads/uploads_controller')

router
  .post('/api/uploads', [UploadsController, 'store'])
  .access(
    { resource: 'uploads', action: 'create' },
    'back office: event pictures, profile images and venue photos; per-account hourly and daily limits'
  )
