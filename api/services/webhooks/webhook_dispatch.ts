/*
 * Who sends a committed webhook delivery: pg-boss in the server (api/jobs/webhook_job.ts), the tests' inline sender,
 * or nobody (the rows wait for the minute sweep). Kept apart from the sender so recording an event imports no HTTP.
 */
import logger from '@adonisjs/core/services/logger'

export type WebhookDispatcher = (deliveryId: number) => Promise<unknown>

let dispatcher: WebhookDispatcher | null = null

export function useWebhookDispatcher(next: WebhookDispatcher | null) {
  dispatcher = next
}

/** A dispatcher failure is only logged: the row is committed and the sweep sends it. */
export async function dispatchWebhookDelivery(id: number): Promise<void> {
  if (!dispatcher) return
  try {
    await dispatcher(id)
  } catch (error) {
    logger.warn({ err: error, webhookDeliveryId: id }, 'webhooks: delivery not queued; the sweep will send it')
  }
}
