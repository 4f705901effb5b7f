/* The server itself: a liveness probe for load balancers and the status page. */
import router from '@adonisjs/core/services/router'

const HealthController = () => import('#controllers/server/health_controller')

router.get('/api/health', [HealthController, 'show']).access('public', 'liveness probe for load balancers and the status page')
