import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import {
  authorizeWebhookEndpoint,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  updateWebhookEndpoint,
} from '#services/webhooks/webhook_endpoint_service'
import { webhookDeliveryRecord, webhookEndpointRecord } from '#transformers/webhook_transformer'
import {
  createWebhookEndpointValidator,
  updateWebhookEndpointValidator,
  webhookDeliveriesQueryValidator,
} from '#validators/webhooks/webhook_endpoint_validator'

/** An organizer's signed webhooks (api/services/webhooks/, docs/webhooks.md). */
export default class WebhookEndpointsController {
  async index({ viewer }: HttpContext) {
    const rows = await listWebhookEndpoints(viewer!)
    return { success: true, data: rows.map(webhookEndpointRecord), total: rows.length }
  }

  /** 201 with the secret, the one time it is shown. */
  async store({ viewer, request, response }: HttpContext) {
    const input = await request.validateUsing(createWebhookEndpointValidator)
    const { endpoint, secret } = await createWebhookEndpoint(viewer!, input)
    return response.created({ success: true, data: { ...webhookEndpointRecord(endpoint), secret } })
  }

  async show({ viewer, params }: HttpContext) {
    return { success: true, data: webhookEndpointRecord(await authorizeWebhookEndpoint(viewer!, parseEntityId(params.id), 'show')) }
  }

  async update({ viewer, params, request }: HttpContext) {
    // Whose endpoint first: another organizer gets 403/404 whatever they send, never a 422 about the body.
    await authorizeWebhookEndpoint(viewer!, parseEntityId(params.id), 'edit')
    const input = await request.validateUsing(updateWebhookEndpointValidator)
    return { success: true, data: webhookEndpointRecord(await updateWebhookEndpoint(viewer!, parseEntityId(params.id), input)) }
  }

  async destroy({ viewer, params }: HttpContext) {
    await deleteWebhookEndpoint(viewer!, parseEntityId(params.id))
    return { success: true, data: { id: Number(params.id) } }
  }

  async deliveries({ viewer, params, request }: HttpContext) {
    await authorizeWebhookEndpoint(viewer!, parseEntityId(params.id), 'show')
    const query = await webhookDeliveriesQueryValidator.validate(request.qs())
    const { rows, total } = await listWebhookDeliveries(viewer!, parseEntityId(params.id), {
      page: query.page ?? 1,
      perPage: query.perPage ?? 25,
      status: query.status,
    })
    return { success: true, data: rows.map(webhookDeliveryRecord), total }
  }

  async resend({ viewer, params }: HttpContext) {
    const delivery = await resendWebhookDelivery(viewer!, parseEntityId(params.id), parseEntityId(params.deliveryId))
    return { success: true, data: webhookDeliveryRecord(delivery) }
  }
}
