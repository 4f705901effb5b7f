/*
 * An organizer's webhook endpoints (docs/webhooks.md): register (the secret is answered once and stored encrypted),
 * list, change (URL, event types, switched on or off), remove, the delivery log per endpoint and 'opnieuw versturen'.
 * The organizer keeps their own; admins see every organizer's (domain/resource_access.ts 'webhooks').
 */
import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import type User from '#models/user'
import WebhookEndpoint from '#models/webhook_endpoint'
import WebhookDelivery from '#models/webhook_delivery'
import { DomainError } from '#exceptions/domain_error'
import { authorize, organizerFilter } from '#policies/resource_policy'
import { employerOrganizerId } from '#domain/resource_access'
import { webhookUrlRefusal, type WebhookEventType } from '#domain/webhooks'
import { deliverWebhook } from '#services/webhooks/webhook_delivery_service'

export const MAX_ENDPOINTS_PER_ORGANIZER = 10

export interface WebhookEndpointInput {
  url?: string
  events?: WebhookEventType[]
  isActive?: boolean
}

function checkUrl(url: string) {
  const refusal = webhookUrlRefusal(url, app.inProduction)
  if (refusal) throw new DomainError(refusal, { field: 'url' })
}

function checkEvents(events: WebhookEventType[]) {
  if (events.length === 0) throw new DomainError('WEBHOOK_EVENTS_REQUIRED', { field: 'events' })
}

/** POST /api/webhook-endpoints: the endpoint and its secret, which is never shown again. */
export async function createWebhookEndpoint(
  viewer: User,
  input: { url: string; events: WebhookEventType[] }
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const organizerId = employerOrganizerId(viewer)
  if (organizerId === null) throw new DomainError('FORBIDDEN')
  authorize(viewer, 'webhooks', 'create', { organizerId })
  checkUrl(input.url)
  checkEvents(input.events)
  const secret = `whsec_${randomBytes(32).toString('hex')}`
  const endpoint = await db.transaction(async (trx) => {
    // One organizer's endpoints are counted under their account's row lock, so two requests cannot pass the limit.
    await trx.rawQuery('SELECT id FROM users WHERE id = ? FOR UPDATE', [organizerId])
    const count = await trx.from('webhook_endpoints').where('organizer_id', organizerId).count('* as n').first()
    if (Number(count?.n ?? 0) >= MAX_ENDPOINTS_PER_ORGANIZER) {
      throw new DomainError('WEBHOOK_ENDPOINT_LIMIT', { field: 'url', params: { max: MAX_ENDPOINTS_PER_ORGANIZER } })
    }
    return WebhookEndpoint.create(
      {
        organizerId,
        url: input.url,
        events: [...new Set(input.events)],
        secretEncrypted: encryption.encrypt(secret),
        isActive: true,
        consecutiveFailures: 0,
      },
      { client: trx }
    )
  })
  return { endpoint, secret }
}

/** GET /api/webhook-endpoints: the organizer's own; every organizer's for admins. */
export async function listWebhookEndpoints(viewer: User): Promise<WebhookEndpoint[]> {
  const organizerId = organizerFilter(viewer, 'webhooks', 'list')
  const query = WebhookEndpoint.query().orderBy('id', 'asc')
  if (organizerId !== null) query.where('organizer_id', organizerId)
  return query
}

/** The endpoint, when the person may take the action on it (another organizer's: 403). */
export async function authorizeWebhookEndpoint(
  viewer: User,
  id: number | null,
  action: 'show' | 'edit' | 'delete' | 'resend'
): Promise<WebhookEndpoint> {
  const endpoint = id === null ? null : await WebhookEndpoint.find(id)
  if (!endpoint) throw new DomainError('WEBHOOK_ENDPOINT_NOT_FOUND')
  authorize(viewer, 'webhooks', action, { organizerId: endpoint.organizerId })
  return endpoint
}

/** PUT /api/webhook-endpoints/{id}: switching on again clears the failure count. */
export async function updateWebhookEndpoint(viewer: User, id: number | null, input: WebhookEndpointInput): Promise<WebhookEndpoint> {
  const endpoint = await authorizeWebhookEndpoint(viewer, id, 'edit')
  if (input.url !== undefined) {
    checkUrl(input.url)
    endpoint.url = input.url
  }
  if (input.events !== undefined) {
    checkEvents(input.events)
    endpoint.events = [...new Set(input.events)]
  }
  if (input.isActive === true && !endpoint.isActive) {
    endpoint.merge({ isActive: true, disabledAt: null, disabledReason: null, consecutiveFailures: 0 })
  } else if (input.isActive === false && endpoint.isActive) {
    endpoint.merge({ isActive: false, disabledAt: DateTime.now(), disabledReason: 'organizer' })
  }
  await endpoint.save()
  return endpoint
}

/** DELETE /api/webhook-endpoints/{id}: the endpoint and its delivery log. */
export async function deleteWebhookEndpoint(viewer: User, id: number | null): Promise<void> {
  const endpoint = await authorizeWebhookEndpoint(viewer, id, 'delete')
  await endpoint.delete()
}

/** GET /api/webhook-endpoints/{id}/deliveries: newest first, a page at a time. */
export async function listWebhookDeliveries(
  viewer: User,
  id: number | null,
  page: { page: number; perPage: number; status?: string }
): Promise<{ rows: WebhookDelivery[]; total: number }> {
  const endpoint = await authorizeWebhookEndpoint(viewer, id, 'show')
  const query = WebhookDelivery.query().where('endpoint_id', endpoint.id)
  if (page.status) query.where('status', page.status)
  const total = Number((await query.clone().count('* as n').first())?.$extras.n ?? 0)
  const rows = await query
    .orderBy('id', 'desc')
    .offset((page.page - 1) * page.perPage)
    .limit(page.perPage)
  return { rows, total }
}

/**
 * POST /api/webhook-endpoints/{id}/deliveries/{deliveryId}/resend ('opnieuw versturen'): one more attempt now, for a
 * delivery that succeeded or failed (a pending one is already on its way). Answers the delivery after that attempt.
 */
export async function resendWebhookDelivery(viewer: User, id: number | null, deliveryId: number | null): Promise<WebhookDelivery> {
  const endpoint = await authorizeWebhookEndpoint(viewer, id, 'resend')
  const delivery =
    deliveryId === null ? null : await WebhookDelivery.query().where('id', deliveryId).where('endpoint_id', endpoint.id).first()
  if (!delivery) throw new DomainError('WEBHOOK_DELIVERY_NOT_FOUND')
  const reopened = await db
    .from('webhook_deliveries')
    .where('id', delivery.id)
    .whereIn('status', ['succeeded', 'failed'])
    .update({
      status: 'pending',
      max_attempts: db.raw('attempts + 1'),
      next_attempt_at: new Date(),
      last_error: null,
      updated_at: new Date(),
    })
  if (Number(Array.isArray(reopened) ? reopened[0] : reopened) === 0) throw new DomainError('WEBHOOK_DELIVERY_BUSY')
  await deliverWebhook(delivery.id)
  await delivery.refresh()
  return delivery
}
