/* An organizer's signed webhooks: endpoints, their delivery log and 'opnieuw versturen' (docs/webhooks.md). */
import router from '@adonisjs/core/services/router'

const WebhookEndpointsController = () => import('#controllers/webhooks/webhook_endpoints_controller')

const owner = { param: 'id', kind: 'webhookEndpoint' } as const

router
  .get('/api/webhook-endpoints', [WebhookEndpointsController, 'index'])
  .access({ resource: 'webhooks', action: 'list' }, 'the organizer’s webhook endpoints (admins: every organizer’s)')
router
  .post('/api/webhook-endpoints', [WebhookEndpointsController, 'store'])
  .access({ resource: 'webhooks', action: 'create' }, 'a new webhook endpoint of the organizer; its secret is answered once')
router
  .get('/api/webhook-endpoints/:id', [WebhookEndpointsController, 'show'])
  .access({ resource: 'webhooks', action: 'show' }, 'one webhook endpoint of the organizer', owner)
router
  .put('/api/webhook-endpoints/:id', [WebhookEndpointsController, 'update'])
  .access({ resource: 'webhooks', action: 'edit' }, 'a webhook endpoint changed, switched off or on again', owner)
router
  .delete('/api/webhook-endpoints/:id', [WebhookEndpointsController, 'destroy'])
  .access({ resource: 'webhooks', action: 'delete' }, 'a webhook endpoint removed with its delivery log', owner)
router
  .get('/api/webhook-endpoints/:id/deliveries', [WebhookEndpointsController, 'deliveries'])
  .access({ resource: 'webhooks', action: 'show' }, 'the delivery log of one webhook endpoint', owner)
router
  .post('/api/webhook-endpoints/:id/deliveries/:deliveryId/resend', [WebhookEndpointsController, 'resend'])
  .access({ resource: 'webhooks', action: 'resend' }, 'opnieuw versturen: one more attempt of a delivery, now', owner)
