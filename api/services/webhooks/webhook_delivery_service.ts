/*
 * Sending webhook deliveries (docs/webhooks.md). deliverWebhook claims a due row with one atomic UPDATE
 * (pending → sending) unless an earlier delivery of the same order to the same endpoint is still pending or being
 * sent (order per order), signs and POSTs it, and records the answer: 2xx succeeded; otherwise pending again after
 * the backoff of domain/webhooks.ts, until the last attempt (about a day), then failed. A finished delivery hands
 * the order's next one on. An endpoint whose deliveries finally failed WEBHOOK_SWITCH_OFF_AFTER_FAILURES times in a
 * row is switched off and its organizer told by e-mail (outbox). The minute sweep sends whatever came due.
 */
import { createHmac } from 'node:crypto'
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import logger from '@adonisjs/core/services/logger'
import encryption from '@adonisjs/core/services/encryption'
import WebhookDelivery from '#models/webhook_delivery'
import WebhookEndpoint from '#models/webhook_endpoint'
import outbox from '#services/messaging/outbox_service'
import { dispatchWebhookDelivery } from '#services/webhooks/webhook_dispatch'
import {
  isPrivateAddress,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_SWITCH_OFF_AFTER_FAILURES,
  WEBHOOK_TIMEOUT_MS,
  webhookRetryDelaySeconds,
} from '#domain/webhooks'

export type WebhookOutcome = 'succeeded' | 'retry' | 'failed' | 'skipped'

interface Answer {
  status: number | null
  timeMs: number
  error: string | null
}

const SENDING_LEASE_MINUTES = 10
const MAX_ERROR_LENGTH = 500
const USER_AGENT = 'SuriTickets-Webhooks/1'

/** In production a delivery never reaches a private, loopback or link-local address (checked on every connection). */
let refusePrivateAddresses = app.inProduction

/** Tests switch the production address rule on and off. */
export function setPrivateAddressRuleForTests(on: boolean | null) {
  refusePrivateAddresses = on ?? app.inProduction
}

/** The signature header's value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')
  return `t=${unixSeconds},v1=${mac}`
}

/** The body as sent: the same bytes on every attempt. */
export function webhookBody(delivery: WebhookDelivery): string {
  return JSON.stringify({
    id: delivery.publicId,
    type: delivery.eventType,
    createdAt: delivery.createdAt.toUTC().toISO(),
    data: delivery.payload,
  })
}

export function decryptSecret(endpoint: WebhookEndpoint): string {
  const secret = encryption.decrypt<string>(endpoint.secretEncrypted)
  if (!secret) throw new Error(`webhook endpoint ${endpoint.id}: the secret cannot be decrypted`)
  return secret
}

/** Resolves a host and refuses private addresses when the rule is on (so a DNS answer cannot point us inside). */
function guardedLookup(
  hostname: string,
  options: object,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void
) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, [])
    const list = addresses as LookupAddress[]
    if (refusePrivateAddresses && list.some((a) => isPrivateAddress(a.address))) {
      return callback(Object.assign(new Error('address not allowed (private network)'), { code: 'EPRIVATE' }), [])
    }
    if ((options as { all?: boolean }).all) return callback(null, list)
    callback(null, list[0].address, list[0].family)
  })
}

/** POSTs the body, following no redirect, within the timeout. */
function post(url: string, body: string, signature: string, deliveryId: string): Promise<Answer> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  return new Promise((resolve) => {
    let target: URL
    try {
      target = new URL(url)
    } catch {
      return resolve({ status: null, timeMs: 0, error: 'invalid URL' })
    }
    const client = target.protocol === 'https:' ? https : http
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: guardedLookup as never,
        timeout: WEBHOOK_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': USER_AGENT,
          [WEBHOOK_SIGNATURE_HEADER]: signature,
          'X-SuriTickets-Delivery': deliveryId,
        },
      },
      (response) => {
        // The answer's body is not kept; read it (at most 64 KB) so the socket is freed.
        let read = 0
        response.on('data', (chunk: Buffer) => {
          read += chunk.length
          if (read > 65_536) response.destroy()
        })
        const done = () => resolve({ status: response.statusCode ?? null, timeMs: elapsed(), error: null })
        response.on('end', done)
        response.on('close', done)
        response.on('error', done)
      }
    )
    const deadline = setTimeout(() => request.destroy(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)), WEBHOOK_TIMEOUT_MS)
    request.on('timeout', () => request.destroy(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)))
    request.on('error', (error) => resolve({ status: null, timeMs: elapsed(), error: error.message }))
    request.on('close', () => clearTimeout(deadline))
    request.end(body)
  })
}

/** The claim: a due pending row of a switched-on endpoint, with no earlier delivery of its order still open. */
const CLAIMABLE = `
  d.status = 'pending' AND d.attempts < d.max_attempts AND d.next_attempt_at <= ?
  AND EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.id = d.endpoint_id AND e.is_active)
  AND (d.order_key IS NULL OR NOT EXISTS (
    SELECT 1 FROM webhook_deliveries p
    WHERE p.endpoint_id = d.endpoint_id AND p.order_key = d.order_key AND p.id < d.id AND p.status IN ('pending', 'sending')))`

async function claim(id: number, now: Date): Promise<WebhookDelivery | null> {
  const result = await db.rawQuery(
    `UPDATE webhook_deliveries d SET status = 'sending', attempts = attempts + 1, last_attempt_at = now(), updated_at = now()
     WHERE d.id = ? AND ${CLAIMABLE} RETURNING *`,
    [id, now]
  )
  const [row] = WebhookDelivery.$createMultipleFromAdapterResult(result.rows)
  return row ?? null
}

/** Claims and sends one delivery when it is due and its order's earlier ones are done. */
export async function deliverWebhook(id: number, now: Date = new Date()): Promise<WebhookOutcome> {
  const delivery = await claim(id, now)
  return delivery ? send(delivery, now) : 'skipped'
}

/** The sweep: every due delivery (a lost job, a retry that came due, an order's next one), and stuck ones again. */
export async function deliverDueWebhooks(options: { now?: Date; limit?: number } = {}): Promise<Record<WebhookOutcome, number>> {
  const now = options.now ?? new Date()
  await db.rawQuery(
    `UPDATE webhook_deliveries SET status = 'pending', updated_at = now()
     WHERE status = 'sending' AND updated_at < ? AND attempts < max_attempts`,
    [new Date(now.getTime() - SENDING_LEASE_MINUTES * 60_000)]
  )
  const report: Record<WebhookOutcome, number> = { succeeded: 0, retry: 0, failed: 0, skipped: 0 }
  for (let round = 0; round < 10; round++) {
    const due = await db.rawQuery(`SELECT d.id FROM webhook_deliveries d WHERE ${CLAIMABLE} ORDER BY d.next_attempt_at, d.id LIMIT ?`, [
      now,
      options.limit ?? 50,
    ])
    if (due.rows.length === 0) break
    let progressed = false
    for (const { id } of due.rows as { id: number }[]) {
      const outcome = await deliverWebhook(id, now)
      report[outcome]++
      if (outcome !== 'skipped') progressed = true
    }
    if (!progressed) break
  }
  return report
}

async function send(delivery: WebhookDelivery, now: Date): Promise<WebhookOutcome> {
  const endpoint = await WebhookEndpoint.findOrFail(delivery.endpointId)
  let answer: Answer
  try {
    const body = webhookBody(delivery)
    const signature = webhookSignature(decryptSecret(endpoint), body, Math.floor(Date.now() / 1000))
    answer = await post(endpoint.url, body, signature, delivery.publicId)
  } catch (error) {
    answer = { status: null, timeMs: 0, error: (error as Error).message }
  }
  const ok = answer.status !== null && answer.status >= 200 && answer.status < 300
  const delay = ok ? null : webhookRetryDelaySeconds(delivery.attempts)
  const final = !ok && (delay === null || delivery.attempts >= delivery.maxAttempts)
  const outcome: WebhookOutcome = ok ? 'succeeded' : final ? 'failed' : 'retry'
  const error = ok ? null : (answer.error ?? `HTTP ${answer.status}`).slice(0, MAX_ERROR_LENGTH)

  await db.transaction(async (trx) => {
    await trx
      .from('webhook_deliveries')
      .where('id', delivery.id)
      .update({
        status: outcome === 'retry' ? 'pending' : outcome,
        response_status: answer.status,
        response_time_ms: answer.timeMs,
        last_error: error,
        next_attempt_at: outcome === 'retry' ? new Date(now.getTime() + delay! * 1000) : null,
        updated_at: new Date(),
      })
    if (ok) {
      await trx.from('webhook_endpoints').where('id', endpoint.id).where('consecutive_failures', '>', 0).update({ consecutive_failures: 0 })
    } else if (final) {
      await countFinalFailure(endpoint.id, trx)
    }
  })
  logger.info(
    { webhookDeliveryId: delivery.id, endpointId: endpoint.id, outcome, status: answer.status, error },
    'webhooks: delivery attempt'
  )
  // The order's next delivery to this endpoint may go now.
  if (outcome !== 'retry' && delivery.orderKey) await dispatchNextOfOrder(delivery)
  return outcome
}

async function dispatchNextOfOrder(delivery: WebhookDelivery) {
  const next = await db
    .from('webhook_deliveries')
    .where('endpoint_id', delivery.endpointId)
    .where('order_key', delivery.orderKey!)
    .where('id', '>', delivery.id)
    .where('status', 'pending')
    .orderBy('id')
    .select('id')
    .first()
  if (next) await dispatchWebhookDelivery(next.id)
}

/** One more final failure in a row; at the limit the endpoint is switched off and its organizer told, once. */
async function countFinalFailure(endpointId: number, trx: TransactionClientContract) {
  const result = await trx.rawQuery(
    `UPDATE webhook_endpoints SET consecutive_failures = consecutive_failures + 1, updated_at = now(),
       is_active = CASE WHEN consecutive_failures + 1 >= ? THEN false ELSE is_active END,
       disabled_at = CASE WHEN consecutive_failures + 1 >= ? AND is_active THEN now() ELSE disabled_at END,
       disabled_reason = CASE WHEN consecutive_failures + 1 >= ? AND is_active THEN 'failing' ELSE disabled_reason END
     WHERE id = ?
     RETURNING organizer_id, url, is_active, disabled_reason, disabled_at = now() AS switched_off_now`,
    [WEBHOOK_SWITCH_OFF_AFTER_FAILURES, WEBHOOK_SWITCH_OFF_AFTER_FAILURES, WEBHOOK_SWITCH_OFF_AFTER_FAILURES, endpointId]
  )
  const row = result.rows[0] as { organizer_id: number; url: string; switched_off_now: boolean } | undefined
  if (!row?.switched_off_now) return
  const organizer = await trx.from('users').where('id', row.organizer_id).select('email', 'first_name').first()
  logger.warn({ endpointId, url: row.url }, 'webhooks: endpoint switched off after consecutive failures')
  if (!organizer?.email) return
  await outbox.queueEmail(
    {
      to: organizer.email,
      subject: 'Je webhook is uitgeschakeld',
      text: [
        `Beste ${organizer.first_name ?? 'organisator'},`,
        '',
        `Je webhook naar ${row.url} is uitgeschakeld: de laatste ${WEBHOOK_SWITCH_OFF_AFTER_FAILURES} berichten konden na een dag opnieuw proberen niet worden afgeleverd.`,
        'Controleer of je server bereikbaar is en met een 2xx-status antwoordt. Daarna kun je de webhook in de backoffice (Webhooks) weer inschakelen en mislukte berichten opnieuw versturen.',
      ].join('\n'),
    },
    { kind: 'webhook_disabled', trx }
  )
}
