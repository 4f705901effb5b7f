import type { WebhookDeliveryStatus, WebhookEventType } from '#domain/webhooks'

/** This folder's texts: resources.webhooks.* (messages.<language>.ts). */
export const T = 'resources.webhooks'

export interface WebhookEndpointRecord {
  id: number
  organizerId: number
  url: string
  events: WebhookEventType[]
  isActive: boolean
  disabledAt: string | null
  disabledReason: 'failing' | 'organizer' | null
  consecutiveFailures: number
  createdAt: string
  /** Only in the answer to the create, once. */
  secret?: string
}

/** One line of GET /api/webhook-endpoints/{id}/deliveries. */
export interface WebhookDeliveryRecord {
  id: number
  deliveryId: string
  eventType: WebhookEventType
  status: WebhookDeliveryStatus
  responseStatus: number | null
  responseTimeMs: number | null
  attempts: number
  nextAttemptAt: string | null
  lastAttemptAt: string | null
  lastError: string | null
  createdAt: string
}
