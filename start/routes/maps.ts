/* Maps: the browser key for the interactive map and static map images proxied so the server key stays secret. */
import router from '@adonisjs/core/services/router'

const MapsController = () => import('#controllers/maps/maps_controller')

router
  .get('/api/internal/maps/api-key', [MapsController, 'apiKey'])
  .access('public', 'the browser key for the interactive map (referrer-restricted at Google)')
router
  .get('/api/internal/maps/static', [MapsController, 'staticMap'])
  .access('public', 'static map images proxied so the server key stays secret')
