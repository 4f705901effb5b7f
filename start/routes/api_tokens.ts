/* The organizer's API tokens for /api/v1 (docs/integrations.md#tokens). */
import router from '@adonisjs/core/services/router'

const ApiTokensController = () => import('#controllers/api_tokens/api_tokens_controller')

router
  .get('/api/api-tokens', [ApiTokensController, 'index'])
  .access({ resource: 'api-tokens', action: 'list' }, 'the organizer’s own API tokens (never the token, only its prefix)')
router
  .post('/api/api-tokens', [ApiTokensController, 'store'])
  .access({ resource: 'api-tokens', action: 'create' }, 'the organizer makes a token for their own software; shown once')
router
  .delete('/api/api-tokens/:id', [ApiTokensController, 'destroy'])
  .access({ resource: 'api-tokens', action: 'delete' }, 'the organizer revokes one of their tokens; another organizer’s is a 404', {
    param: 'id',
    kind: 'apiToken',
  })
