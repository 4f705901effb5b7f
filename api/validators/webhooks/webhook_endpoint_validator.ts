import vine from '@vinejs/vine'
import { WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MAX_LENGTH } from '#domain/webhooks'

// The URL's rules (https, loopback-only http outside production, no private address) are domain/webhooks.ts's.
const url = () => vine.string().trim().minLength(1).maxLength(WEBHOOK_URL_MAX_LENGTH)
const events = () =>
  vine
    .array(vine.enum(WEBHOOK_EVENT_TYPES))
    .minLength(1)
    .maxLength(WEBHOOK_EVENT_TYPES.length * 2)

/** POST /api/webhook-endpoints { url, events } */
export const createWebhookEndpointValidator = vine.create(vine.object({ url: url(), events: events() }))

/** PUT /api/webhook-endpoints/{id}: any of the fields; isActive switches it off or on again. */
export const updateWebhookEndpointValidator = vine.create(
  vine.object({ url: url().optional(), events: events().optional(), isActive: vine.boolean().optional() })
)

/** GET /api/webhook-endpoints/{id}/deliveries?page=&perPage=&status= */
export const webhookDeliveriesQueryValidator = vine.create(
  vine.object({
    page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
    perPage: vine.number().withoutDecimals().min(1).max(100).optional(),
    status: vine.enum(['pending', 'sending', 'succeeded', 'failed'] as const).optional(),
  })
)
