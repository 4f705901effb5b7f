/*
 * A local fake of the Mollie API (v2 payments) for japa and Playwright: the real @mollie/api-client talks
 * to it through MOLLIE_API_URL. It creates (honouring the Idempotency-Key header), lists (newest first,
 * paginated) and reads payments, refunds a paid payment (never more than it took; a replayed Idempotency-Key
 * answers with the first refund; it can be told to refuse), serves a checkout page where a person (or a test) pays or cancels, and
 * then calls the shop's webhook with only the payment id, as Mollie does.
 */
import { createServer, type Server } from 'node:https'
import { readFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'

export type FakeMollieStatus = 'open' | 'paid' | 'failed' | 'canceled' | 'expired'

export interface FakeMolliePayment {
  id: string
  amount: { currency: string; value: string }
  description: string
  method: string | null
  redirectUrl: string
  webhookUrl: string
  metadata: unknown
  status: FakeMollieStatus
  createdAt: string
  expiresAt: string
}

export interface FakeMollieRefund {
  id: string
  paymentId: string
  amount: { currency: string; value: string }
  description: string
  metadata: unknown
  status: 'pending' | 'refunded'
  createdAt: string
}

export interface FakeMollie {
  /** What MOLLIE_API_URL is set to, e.g. https://127.0.0.1:41234/v2/ */
  apiUrl: string
  apiKey: string
  payments: Map<string, FakeMolliePayment>
  setStatus(id: string, status: FakeMollieStatus): void
  /** POSTs `id=<payment id>` to the payment's webhook, as Mollie does; returns the HTTP status. */
  callWebhook(id: string): Promise<number>
  /** Answer payment creation with this HTTP status until failWith(null). */
  failWith(status: number | null): void
  /** Answer reading and listing payments with this HTTP status until failReadsWith(null). */
  failReadsWith(status: number | null): void
  /** Hold every API answer back this long (a provider that times out; the work is still done) until delayWith(null). */
  delayWith(ms: number | null): void
  /** The refunds made, in order (a replayed Idempotency-Key makes none). */
  refunds: FakeMollieRefund[]
  /** How many refund requests arrived (replays and refusals included). */
  refundCalls(): number
  /** Refuse refund requests with this HTTP status until failRefundsWith(null). */
  failRefundsWith(status: number | null): void
  close(): Promise<void>
}

const SETTINGS = ['MOLLIE_API_URL', 'MOLLIE_API_KEY', 'NODE_TLS_REJECT_UNAUTHORIZED'] as const

/*
 * @mollie/api-client only speaks HTTPS and pins its own CA bundle (it ignores NODE_EXTRA_CA_CERTS and any
 * CA option), so the fake serves a test-only self-signed pair (tests/helpers/tls) and certificate checks
 * are off in the test process only while the fake runs (restored by close()).
 */
export const FAKE_PROVIDER_CERT = new URL('./tls/fake-provider.crt', import.meta.url).pathname
const FAKE_PROVIDER_KEY = new URL('./tls/fake-provider.key', import.meta.url).pathname

function paymentJson(base: string, p: FakeMolliePayment) {
  return {
    resource: 'payment',
    id: p.id,
    mode: 'test',
    createdAt: p.createdAt,
    amount: p.amount,
    description: p.description,
    method: p.method,
    metadata: p.metadata,
    status: p.status,
    isCancelable: p.status === 'open',
    expiresAt: p.expiresAt,
    profileId: 'pfl_fake',
    sequenceType: 'oneoff',
    redirectUrl: p.redirectUrl,
    webhookUrl: p.webhookUrl,
    ...(p.status === 'paid' ? { paidAt: new Date().toISOString() } : {}),
    _links: {
      self: { href: `${base}/v2/payments/${p.id}`, type: 'application/hal+json' },
      ...(p.status === 'open' ? { checkout: { href: `${base}/checkout/${p.id}`, type: 'text/html' } } : {}),
    },
  }
}

function refundJson(base: string, r: FakeMollieRefund) {
  return {
    resource: 'refund',
    id: r.id,
    mode: 'test',
    amount: r.amount,
    status: r.status,
    createdAt: r.createdAt,
    description: r.description,
    metadata: r.metadata,
    paymentId: r.paymentId,
    _links: {
      self: { href: `${base}/v2/payments/${r.paymentId}/refunds/${r.id}`, type: 'application/hal+json' },
      payment: { href: `${base}/v2/payments/${r.paymentId}`, type: 'application/hal+json' },
    },
  }
}

function checkoutPage(p: FakeMolliePayment): string {
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Mollie checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>
<main><h1>Fake Mollie</h1><p data-testid="mollie-amount">${esc(p.amount.currency)} ${esc(p.amount.value)}</p><p>${esc(p.description)}</p>
<form method="post" action="/checkout/${p.id}/paid"><button type="submit">Pay</button></form>
<form method="post" action="/checkout/${p.id}/canceled"><button type="submit">Cancel</button></form></main></body></html>`
}

export async function startFakeMollie(options: { port?: number; apiKey?: string; setEnv?: boolean } = {}): Promise<FakeMollie> {
  const apiKey = options.apiKey ?? `test_${randomBytes(15).toString('hex')}`
  const payments = new Map<string, FakeMolliePayment>()
  const byIdempotencyKey = new Map<string, string>()
  const refunds: FakeMollieRefund[] = []
  const refundByKey = new Map<string, FakeMollieRefund>()
  let refundCalls = 0
  let failRefundStatus: number | null = null
  let failStatus: number | null = null
  let failReadStatus: number | null = null
  let delayMs: number | null = null
  let base = ''

  const callWebhook = async (id: string) => {
    const payment = payments.get(id)!
    const response = await fetch(payment.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${id}`,
    })
    return response.status
  }

  const server: Server = createServer(
    { key: readFileSync(FAKE_PROVIDER_KEY), cert: readFileSync(FAKE_PROVIDER_CERT) },
    (request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (c: Buffer) => chunks.push(c))
      request.on('end', () => {
        if (delayMs && request.url?.startsWith('/v2/')) setTimeout(answer, delayMs)
        else answer()
      })
      const answer = () => {
        const url = new URL(request.url ?? '/', base)
        const send = (status: number, body: unknown, type = 'application/hal+json') => {
          response.writeHead(status, { 'content-type': type })
          response.end(typeof body === 'string' ? body : JSON.stringify(body))
        }
        const notFound = (id: string) => send(404, { status: 404, title: 'Not Found', detail: `No payment exists with token ${id}.` })
        const checkout = url.pathname.match(/^\/checkout\/(tr_\w+)(?:\/(paid|canceled))?$/)
        if (checkout) {
          const payment = payments.get(checkout[1])
          if (!payment) return notFound(checkout[1])
          if (request.method === 'GET') return send(200, checkoutPage(payment), 'text/html; charset=utf-8')
          if (payment.status === 'open') payment.status = checkout[2] as FakeMollieStatus
          void callWebhook(payment.id).finally(() => {
            response.writeHead(303, { location: payment.redirectUrl })
            response.end()
          })
          return
        }
        if (request.headers.authorization !== `Bearer ${apiKey}`) {
          return send(401, { status: 401, title: 'Unauthorized Request', detail: 'Missing authentication, or failed to authenticate' })
        }
        if (request.method === 'POST' && url.pathname === '/v2/payments') {
          if (failStatus) return send(failStatus, { status: failStatus, title: 'Error', detail: 'The fake was told to fail' })
          const idempotencyKey = request.headers['idempotency-key']
          const replayed = typeof idempotencyKey === 'string' ? payments.get(byIdempotencyKey.get(idempotencyKey) ?? '') : undefined
          if (replayed) return send(201, paymentJson(base, replayed))
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')
          if (!body.amount?.value || !/^\d+\.\d{2}$/.test(body.amount.value) || !body.redirectUrl) {
            return send(422, { status: 422, title: 'Unprocessable Entity', detail: 'The amount is invalid', field: 'amount' })
          }
          const payment: FakeMolliePayment = {
            id: `tr_${randomBytes(5).toString('hex')}`,
            amount: body.amount,
            description: body.description,
            method: body.method ?? null,
            redirectUrl: body.redirectUrl,
            webhookUrl: body.webhookUrl,
            metadata: body.metadata ?? null,
            status: 'open',
            createdAt: new Date().toISOString(),
            expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
          }
          payments.set(payment.id, payment)
          if (typeof idempotencyKey === 'string') byIdempotencyKey.set(idempotencyKey, payment.id)
          return send(201, paymentJson(base, payment))
        }
        const refundsOf = url.pathname.match(/^\/v2\/payments\/(\w+)\/refunds$/)
        if (refundsOf) {
          const payment = payments.get(refundsOf[1])
          if (!payment) return notFound(refundsOf[1])
          if (request.method === 'GET') {
            const list = refunds.filter((r) => r.paymentId === payment.id).map((r) => refundJson(base, r))
            return send(200, { count: list.length, _embedded: { refunds: list }, _links: { self: null, previous: null, next: null } })
          }
          if (request.method !== 'POST') return send(405, { status: 405, title: 'Method Not Allowed', detail: 'Use GET or POST' })
          refundCalls++
          if (failRefundStatus)
            return send(failRefundStatus, { status: failRefundStatus, title: 'Error', detail: 'The fake was told to refuse refunds' })
          const idempotencyKey = request.headers['idempotency-key']
          const replayed = typeof idempotencyKey === 'string' ? refundByKey.get(idempotencyKey) : undefined
          if (replayed) return send(201, refundJson(base, replayed))
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')
          const refunded = refunds
            .filter((r) => r.paymentId === payment.id)
            .reduce((sum, r) => sum + Math.round(Number(r.amount.value) * 100), 0)
          const cents = /^\d+\.\d{2}$/.test(String(body.amount?.value)) ? Math.round(Number(body.amount.value) * 100) : -1
          if (payment.status !== 'paid') {
            return send(422, { status: 422, title: 'Unprocessable Entity', detail: 'The payment has not been paid' })
          }
          if (
            cents <= 0 ||
            body.amount?.currency !== payment.amount.currency ||
            refunded + cents > Math.round(Number(payment.amount.value) * 100)
          ) {
            return send(422, {
              status: 422,
              title: 'Unprocessable Entity',
              detail: 'The amount is higher than what is left',
              field: 'amount',
            })
          }
          const refund: FakeMollieRefund = {
            id: `re_${randomBytes(5).toString('hex')}`,
            paymentId: payment.id,
            amount: body.amount,
            description: String(body.description ?? ''),
            metadata: body.metadata ?? null,
            status: 'pending',
            createdAt: new Date().toISOString(),
          }
          refunds.push(refund)
          if (typeof idempotencyKey === 'string') refundByKey.set(idempotencyKey, refund)
          return send(201, refundJson(base, refund))
        }
        if (request.method === 'GET' && failReadStatus)
          return send(failReadStatus, { status: failReadStatus, title: 'Error', detail: 'The fake was told to fail' })
        if (request.method === 'GET' && url.pathname === '/v2/payments') {
          const newestFirst = [...payments.values()].reverse()
          const from = url.searchParams.get('from')
          const start = from
            ? Math.max(
                0,
                newestFirst.findIndex((p) => p.id === from)
              )
            : 0
          const limit = Math.min(250, Number(url.searchParams.get('limit') ?? 50))
          const page = newestFirst.slice(start, start + limit)
          const next = newestFirst[start + limit]
          return send(200, {
            count: page.length,
            _embedded: { payments: page.map((p) => paymentJson(base, p)) },
            _links: {
              self: { href: `${base}${url.pathname}${url.search}`, type: 'application/hal+json' },
              previous: null,
              next: next ? { href: `${base}/v2/payments?from=${next.id}&limit=${limit}`, type: 'application/hal+json' } : null,
            },
          })
        }
        const get = url.pathname.match(/^\/v2\/payments\/(\w+)$/)
        if (request.method === 'GET' && get) {
          const payment = payments.get(get[1])
          return payment ? send(200, paymentJson(base, payment)) : notFound(get[1])
        }
        send(404, { status: 404, title: 'Not Found', detail: 'Unknown route' })
      }
    }
  )
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  const apiUrl = `${base}/v2/`

  const previous = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]))
  if (options.setEnv !== false) {
    process.env.MOLLIE_API_URL = apiUrl
    process.env.MOLLIE_API_KEY = apiKey
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
  }

  return {
    apiUrl,
    apiKey,
    payments,
    setStatus: (id, status) => {
      payments.get(id)!.status = status
    },
    callWebhook,
    failWith: (status) => {
      failStatus = status
    },
    failReadsWith: (status) => {
      failReadStatus = status
    },
    delayWith: (ms) => {
      delayMs = ms
    },
    refunds,
    refundCalls: () => refundCalls,
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
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
