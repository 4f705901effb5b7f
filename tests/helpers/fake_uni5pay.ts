/*
 * A local fake of the Uni5Pay+ merchant API, serving the contract in api/services/payments/UNI5PAY_CONTRACT.md
 * over HTTP: create (honouring Idempotency-Key), read, find by merchantReference, refund a paid payment (never more
 * than it took; a replayed Idempotency-Key answers with the first refund), a checkout page where a
 * person (or a test) pays or cancels, and the webhook with only the id (signed when a secret is set).
 * It can be told to fail with a status, or to stall before answering (a provider that times out).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createHmac, randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'

export type FakeUni5payStatus = 'open' | 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired'

export interface FakeUni5payPayment {
  id: string
  status: FakeUni5payStatus
  amount: { value: string; currency: string }
  description: string
  orderNumber: string
  merchantReference: string
  redirectUrl: string
  webhookUrl: string
  expiresAt: string
  createdAt: string
}

export interface FakeUni5payRefund {
  id: string
  paymentId: string
  status: 'pending' | 'refunded'
  amount: { value: string; currency: string }
  description: string
  createdAt: string
}

export interface FakeUni5pay {
  /** What UNI5PAY_API_URL is set to, e.g. http://127.0.0.1:41234/merchant/v1/ */
  apiUrl: string
  merchantId: string
  apiKey: string
  payments: Map<string, FakeUni5payPayment>
  /** Every create request's Idempotency-Key header, in order. */
  idempotencyKeys: string[]
  setStatus(id: string, status: FakeUni5payStatus): void
  /** POSTs `{"id": …}` to the payment's webhook as Uni5Pay+ does (signed when a secret is set); returns the HTTP status. */
  callWebhook(id: string, options?: { signature?: string | null }): Promise<number>
  /** Answer payment creation with this HTTP status until failWith(null). */
  failWith(status: number | null): void
  /** Answer payment creation with 201 and this body (e.g. one that is no payment) until answerCreatesWith(null). */
  answerCreatesWith(body: unknown): void
  /** Answer reads (one payment, or the list) with this HTTP status until failReadsWith(null). */
  failReadsWith(status: number | null): void
  /** Hold every answer this long (ms) before sending it; creation still happens at once. */
  stallFor(ms: number): void
  /** The refunds made, in order (a replayed Idempotency-Key makes none). */
  refunds: FakeUni5payRefund[]
  /** Every refund request's Idempotency-Key header, in order (replays and refusals included). */
  refundKeys: string[]
  /** Refuse refund requests with this HTTP status until failRefundsWith(null). */
  failRefundsWith(status: number | null): void
  close(): Promise<void>
}

const SETTINGS = [
  'UNI5PAY_MODE',
  'UNI5PAY_API_URL',
  'UNI5PAY_MERCHANT_ID',
  'UNI5PAY_API_KEY',
  'UNI5PAY_WEBHOOK_SECRET',
  'UNI5PAY_TIMEOUT_MS',
] as const

const STATUS_WORDS = ['paid', 'cancelled'] as const

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
  })
}

function validCreate(body: Record<string, any>): boolean {
  return (
    /^\d+\.\d{2}$/.test(String(body.amount?.value)) &&
    ['SRD', 'USD', 'EUR'].includes(body.amount?.currency) &&
    [body.orderNumber, body.merchantReference, body.redirectUrl, body.webhookUrl].every((v) => typeof v === 'string' && v.length > 0)
  )
}

export async function startFakeUni5pay(
  options: { webhookSecret?: string; timeoutMs?: number; setEnv?: boolean } = {}
): Promise<FakeUni5pay> {
  const merchantId = `m_${randomBytes(4).toString('hex')}`
  const apiKey = `sk_${randomBytes(16).toString('hex')}`
  const payments = new Map<string, FakeUni5payPayment>()
  const byIdempotencyKey = new Map<string, string>()
  const idempotencyKeys: string[] = []
  let failStatus: number | null = null
  let createAnswer: unknown = null
  let failReadStatus: number | null = null
  let stallMs = 0
  let base = ''
  const refunds: FakeUni5payRefund[] = []
  const refundByKey = new Map<string, FakeUni5payRefund>()
  const refundKeys: string[] = []
  let failRefundStatus: number | null = null

  const json = (p: FakeUni5payPayment) => ({ ...p, checkoutUrl: `${base}/checkout/${p.id}` })

  const callWebhook = async (id: string, call: { signature?: string | null } = {}) => {
    const payment = payments.get(id)!
    const body = JSON.stringify({ id })
    const signature =
      call.signature !== undefined
        ? call.signature
        : options.webhookSecret
          ? `sha256=${createHmac('sha256', options.webhookSecret).update(body).digest('hex')}`
          : null
    const response = await fetch(payment.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-uni5pay-signature': signature } : {}) },
      body,
    })
    return response.status
  }

  async function answer(request: IncomingMessage, url: URL): Promise<{ status: number; body: unknown; location?: string }> {
    const error = (status: number, code: string, message: string) => ({ status, body: { error: { code, message } } })
    const checkout = url.pathname.match(/^\/checkout\/(u5p_\w+)(?:\/(paid|cancelled))?$/)
    if (checkout) {
      const payment = payments.get(checkout[1])
      if (!payment) return error(404, 'not_found', 'Unknown payment')
      if (request.method === 'GET') {
        const buttons = STATUS_WORDS.map((s) => `<form method="post" action="/checkout/${payment.id}/${s}"><button>${s}</button></form>`)
        return { status: 200, body: `<!doctype html><title>Fake Uni5Pay+</title><p>${payment.amount.value}</p>${buttons.join('')}` }
      }
      if (payment.status === 'open') payment.status = checkout[2] as FakeUni5payStatus
      await callWebhook(payment.id).catch(() => 0)
      return { status: 303, body: '', location: payment.redirectUrl }
    }
    if (request.headers.authorization !== `Bearer ${apiKey}` || request.headers['x-merchant-id'] !== merchantId) {
      return error(401, 'unauthorized', 'Invalid credentials')
    }
    const path = url.pathname.replace(/^\/merchant\/v1/, '')
    if (request.method === 'POST' && path === '/payments') {
      const raw = await readBody(request)
      if (failStatus) return error(failStatus, 'error', 'The fake was told to fail')
      if (createAnswer !== null) return { status: 201, body: createAnswer }
      const key = request.headers['idempotency-key']
      if (typeof key === 'string') idempotencyKeys.push(key)
      const replayed = typeof key === 'string' ? payments.get(byIdempotencyKey.get(key) ?? '') : undefined
      if (replayed) return { status: 200, body: json(replayed) }
      let body: Record<string, any>
      try {
        body = JSON.parse(raw)
      } catch {
        return error(400, 'bad_json', 'Body is not JSON')
      }
      if (!validCreate(body)) return error(422, 'invalid', 'Invalid payment request')
      const payment: FakeUni5payPayment = {
        id: `u5p_${randomBytes(12).toString('hex')}`,
        status: 'open',
        amount: { value: body.amount.value, currency: body.amount.currency },
        description: String(body.description ?? ''),
        orderNumber: body.orderNumber,
        merchantReference: body.merchantReference,
        redirectUrl: body.redirectUrl,
        webhookUrl: body.webhookUrl,
        expiresAt: new Date(Date.now() + Number(body.expiresInMinutes ?? 30) * 60_000).toISOString(),
        createdAt: new Date().toISOString(),
      }
      payments.set(payment.id, payment)
      if (typeof key === 'string') byIdempotencyKey.set(key, payment.id)
      return { status: 201, body: json(payment) }
    }
    const refundOf = path.match(/^\/payments\/([^/]+)\/refunds$/)
    if (request.method === 'POST' && refundOf) {
      const raw = await readBody(request)
      const key = request.headers['idempotency-key']
      refundKeys.push(typeof key === 'string' ? key : '')
      if (failRefundStatus) return error(failRefundStatus, 'refused', 'The fake was told to refuse refunds')
      const payment = payments.get(decodeURIComponent(refundOf[1]))
      if (!payment) return error(404, 'not_found', 'Unknown payment')
      const replayed = typeof key === 'string' ? refundByKey.get(key) : undefined
      if (replayed) return { status: 200, body: replayed }
      let body: Record<string, any>
      try {
        body = JSON.parse(raw)
      } catch {
        return error(400, 'bad_json', 'Body is not JSON')
      }
      const cents = (value: string) => Math.round(Number(value) * 100)
      const refunded = refunds.filter((r) => r.paymentId === payment.id).reduce((sum, r) => sum + cents(r.amount.value), 0)
      if (payment.status !== 'paid') return error(422, 'not_paid', 'Only a paid payment can be refunded')
      if (
        !/^\d+\.\d{2}$/.test(String(body.amount?.value)) ||
        body.amount?.currency !== payment.amount.currency ||
        cents(body.amount.value) <= 0 ||
        refunded + cents(body.amount.value) > cents(payment.amount.value)
      ) {
        return error(422, 'invalid_amount', 'The amount is more than is left of the payment')
      }
      const refund: FakeUni5payRefund = {
        id: `u5r_${randomBytes(12).toString('hex')}`,
        paymentId: payment.id,
        status: 'pending',
        amount: { value: body.amount.value, currency: body.amount.currency },
        description: String(body.description ?? ''),
        createdAt: new Date().toISOString(),
      }
      refunds.push(refund)
      if (typeof key === 'string') refundByKey.set(key, refund)
      return { status: 201, body: refund }
    }
    if (request.method !== 'GET') return error(404, 'not_found', 'Unknown route')
    if (failReadStatus) return error(failReadStatus, 'error', 'The fake was told to fail')
    if (path === '/payments') {
      const reference = url.searchParams.get('merchantReference')
      return { status: 200, body: { payments: [...payments.values()].filter((p) => p.merchantReference === reference).map(json) } }
    }
    const one = path.match(/^\/payments\/([^/]+)$/)
    const payment = one ? payments.get(decodeURIComponent(one[1])) : undefined
    return payment ? { status: 200, body: json(payment) } : error(404, 'not_found', 'Unknown payment')
  }

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void answer(request, new URL(request.url ?? '/', base)).then(async ({ status, body, location }) => {
      if (stallMs) await new Promise((resolve) => setTimeout(resolve, stallMs))
      if (response.destroyed) return
      const html = typeof body === 'string'
      response.writeHead(status, {
        'content-type': html ? 'text/html; charset=utf-8' : 'application/json',
        ...(location ? { location } : {}),
      })
      response.end(html ? body : JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const apiUrl = `${base}/merchant/v1/`

  const previous = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]))
  if (options.setEnv !== false) {
    process.env.UNI5PAY_MODE = 'live'
    process.env.UNI5PAY_API_URL = apiUrl
    process.env.UNI5PAY_MERCHANT_ID = merchantId
    process.env.UNI5PAY_API_KEY = apiKey
    if (options.webhookSecret) process.env.UNI5PAY_WEBHOOK_SECRET = options.webhookSecret
    else delete process.env.UNI5PAY_WEBHOOK_SECRET
    if (options.timeoutMs) process.env.UNI5PAY_TIMEOUT_MS = String(options.timeoutMs)
  }

  return {
    apiUrl,
    merchantId,
    apiKey,
    payments,
    idempotencyKeys,
    setStatus: (id, status) => {
      payments.get(id)!.status = status
    },
    callWebhook,
    failWith: (status) => {
      failStatus = status
    },
    answerCreatesWith: (body) => {
      createAnswer = body
    },
    failReadsWith: (status) => {
      failReadStatus = status
    },
    stallFor: (ms) => {
      stallMs = ms
    },
    refunds,
    refundKeys,
    failRefundsWith: (status) => {
      failRefundStatus = status
    },
    close: async () => {
      if (options.setEnv !== false) {
        for (const name of SETTINGS) {
          if (previous[name] === undefined) delete process.env[name]
          else process.env[name] = previous[name]
        }
      }
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
