import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

server.use([
  () => import('#middleware/http_metrics_middleware'),
  () => import('#middleware/request_logger_middleware'),
  () => import('#middleware/security_headers_middleware'),
  () => import('@adonisjs/cors/cors_middleware'),
  () => import('#middleware/input_guard_middleware'),
])

// The access gate first (each route's .access(…), api/http/route_access.ts), so a refused caller's body is never parsed.
// Then react-admin's simple-rest dialect, translated around the routes that serve a resource's records (api/http/list_dialect.ts).
router.use([
  () => import('#middleware/route_access_middleware'),
  () => import('#middleware/body_parser_middleware'),
  () => import('#middleware/list_dialect_middleware'),
])

export const middleware = router.named({})
