/* The server itself: a liveness probe for load balancers and the status page, and the Prometheus scrape. */
import router from '@adonisjs/core/services/router'

const HealthController = () => import('#controllers/server/health_controller')
const MetricsController = () => import('#controllers/server/metrics_controller')

router.get('/api/health', [HealthController, 'show']).access('public', 'liveness probe for load balancers and the status page')
router
  .get('/metrics', [MetricsController, 'show'])
  .access('public', 'Prometheus scrape: the controller answers only Authorization: Bearer <METRICS_TOKEN> (404 without a token set)')
