import type WebhookEndpoint from '#models/webhook_endpoint'
import type WebhookDelivery from '#models/webhook_delivery'

/** An endpoint as the API answers it: never its secret (only the create answer carries it, once). */
export function webhookEndpointRecord(endpoint: WebhookEndpoint) {
  return {
    id: endpoint.id,
    organizerId: endpoint.organizerId,
    url: endpoint.url,
    events: endpoint.events,
    isActive: endpoint.isActive,
    disabledAt: endpoint.disabledAt?.toISO() ?? null,
    disabledReason: endpoint.disabledReason,
    consecutiveFailures: endpoint.consecutiveFailures,
    createdAt: endpoint.createdAt.toISO(),
    updatedAt: endpoint.updatedAt.toISO(),
  }
}

/** One line of an endpoint's delivery log. */
export function webhookDeliveryRecord(delivery: WebhookDelivery) {
  return {
    id: delivery.id,
    deliveryId: delivery.publicId,
    endpointId: delivery.endpointId,
    eventType: delivery.eventType,
    status: delivery.status,
    responseStatus: delivery.responseStatus,
    responseTimeMs: delivery.responseTimeMs,
    attempts: delivery.attempts,
    maxAttempts: delivery.maxAttempts,
    nextAttemptAt: delivery.nextAttemptAt?.toISO() ?? null,
    lastAttemptAt: delivery.lastAttemptAt?.toISO() ?? null,
    lastError: delivery.lastError,
    createdAt: delivery.createdAt.toISO(),
  }
}
