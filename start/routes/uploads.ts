import router from '@adonisjs/core/services/router'

const UploadsController = () => import('#controllers/uploads_controller')

/* Image uploads: who may upload is the 'uploads' entry of domain/resource_access.ts. */
router.post('/api/uploads', [UploadsController, 'store'])
