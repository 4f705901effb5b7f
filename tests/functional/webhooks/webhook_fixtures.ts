/*
 * A local receiver for webhooks (a node:http server on a loopback port) that keeps every request's raw body and
 * headers and answers with the statuses it is told, and the organizer with an endpoint pointing at it. Deliveries are
 * sent inline right after their transaction commits (japa runs no pg-boss), or by calling the sweep.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ApiClient } from '@japa/api-client'
import { deliverWebhook } from '#services/webhooks/webhook_delivery_service'
import { useWebhookDispatcher } from '#services/webhooks/webhook_dispatch'

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders
  rawBody: string
  body: { id: string; type: string; createdAt: string; data: Record<string, any> }
  answeredWith: number
}

export interface Receiver {
  url: string
  received: ReceivedWebhook[]
  /** Statuses to answer, in turn; once used up, 200. */
  answers: number[]
  close(): Promise<void>
}

export async function startReceiver(): Promise<Receiver> {
  const received: ReceivedWebhook[] = []
  const answers: number[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8')
      const status = answers.shift() ?? 200
      received.push({ headers: request.headers, rawBody, body: JSON.parse(rawBody), answeredWith: status })
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'nee')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks/suritickets`,
    received,
    answers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** Each committed delivery is sent at once (as the pg-boss job would); returns the function that turns it off. */
export function deliverWebhooksInline(): () => void {
  useWebhookDispatcher((id) => deliverWebhook(id))
  return () => useWebhookDispatcher(null)
}

/**
 * The verification of docs/webhooks.md, as an integrator writes it: split the header into t and v1, recompute the
 * HMAC-SHA256 of "<t>.<raw body>" with the secret, compare in constant time, and refuse an old timestamp.
 */
export function verifySignature(secret: string, header: string | undefined, rawBody: string, toleranceSeconds = 300): boolean {
  if (!header) return false
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]))
  const t = Number(parts.t)
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds || !parts.v1) return false
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest()
  const given = Buffer.from(parts.v1, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export function createEndpoint(client: ApiClient, token: string, body: Record<string, unknown>) {
  return client.post('/api/webhook-endpoints').bearerToken(token).json(body)
}

/** An endpoint for these event types at the receiver; answers its id and secret. */
export async function endpointAt(
  client: ApiClient,
  token: string,
  receiver: Receiver,
  events: string[]
): Promise<{ id: number; secret: string }> {
  const response = await createEndpoint(client, token, { url: receiver.url, events })
  response.assertStatus(201)
  return { id: response.body().data.id, secret: response.body().data.secret }
}
