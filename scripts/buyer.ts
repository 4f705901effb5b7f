/*
 * A simulated buyer talking HTTP to the real product, for the benches and the fault suite: the calls the
 * storefront's checkout makes (SPEC §7), each with a timeout, so a hanging server shows up as a failure
 * instead of stalling the run. Each buyer can come from its own client address (X-Forwarded-For, which the
 * server believes when started with TRUSTED_PROXIES=127.0.0.1).
 */
import { randomUUID } from 'node:crypto'
import { Agent, request } from 'node:http'
import { gunzipSync } from 'node:zlib'

export interface Answer {
  status: number
  // JSON answers are read by the caller; HTML pages are not parsed.
  body: any
  ms: number
  /** Set when no HTTP answer came: the timeout passed or the connection failed. */
  failure?: 'timeout' | 'network'
}

export interface CartLine {
  ticketTypeId: number
  quantity: number
}

export interface BuyerOptions {
  /** Sent as X-Forwarded-For. */
  clientIp?: string
  timeoutMs?: number
  /** A signed-in buyer's bearer token. */
  token?: string
}

export class Buyer {
  readonly sessionId = `buyer-${randomUUID()}`
  readonly email = `koper-${this.sessionId.slice(6, 18)}@example.sr`
  readonly base: string
  readonly options: BuyerOptions

  constructor(base: string, options: BuyerOptions = {}) {
    this.base = base
    this.options = options
  }

  /** One HTTP call; one whose kept-alive connection the server had just closed (or a GET) is sent again once, as browsers do. */
  async request(method: string, path: string, body?: unknown): Promise<Answer> {
    const started = performance.now()
    // As a browser: it takes a compressed answer where the server offers one.
    const headers: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'gzip' }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (this.options.clientIp) headers['x-forwarded-for'] = this.options.clientIp
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const timeoutMs = this.options.timeoutMs ?? 10_000
    for (let attempt = 1; ; attempt++) {
      try {
        const { status, type, text } = await send(
          new URL(path, this.base),
          method,
          headers,
          payload,
          timeoutMs - (performance.now() - started)
        )
        return { status, body: type.includes('json') ? JSON.parse(text) : text, ms: performance.now() - started }
      } catch (error) {
        const code = (error as { code?: string; reusedSocket?: boolean }).code
        if (attempt === 1 && code === 'ECONNRESET' && (method === 'GET' || (error as { reusedSocket?: boolean }).reusedSocket)) continue
        const failure = (error as Error).name === 'AbortError' || code === 'ABORT_ERR' ? 'timeout' : 'network'
        return { status: 0, body: code ?? (error as Error).message, ms: performance.now() - started, failure }
      }
    }
  }

  eventPage(eventId: number) {
    return this.request('GET', `/events/${eventId}`)
  }

  /** As the selection island does: `?t=` keeps every poll fresh (SPEC §9). */
  ticketTypes(eventId: number) {
    return this.request('GET', `/api/events/${eventId}/ticket-types?t=${Date.now()}`)
  }

  /** A hold; `admissionToken` is the waiting room's admission, required while an event's room is on. */
  hold(line: CartLine, admissionToken?: string) {
    return this.request('POST', '/api/tickets/reserve', {
      ticketTypeId: line.ticketTypeId,
      quantity: line.quantity,
      sessionId: this.sessionId,
      buyerEmail: this.email,
      ...(admissionToken ? { admissionToken } : {}),
    })
  }

  /** Joins an event's waiting room as this browser (its deviceId, kept in localStorage by the storefront). */
  joinQueue(eventId: number, deviceId: string) {
    return this.request('POST', `/api/events/${eventId}/queue`, { deviceId })
  }

  /** The queued visitor's poll: place, wait, and the admission once it is their turn. */
  pollQueue(eventId: number, queueToken: string) {
    return this.request('GET', `/api/events/${eventId}/queue/${encodeURIComponent(queueToken)}`)
  }

  release() {
    return this.request('DELETE', `/api/tickets/reserve/${this.sessionId}`)
  }

  private checkout(eventId: number, lines: CartLine[]) {
    return {
      eventId,
      tickets: lines,
      buyerInfo: { contactMethod: 'email', firstName: 'Test', lastName: 'Koper', email: this.email, confirmEmail: this.email },
      reservationId: this.sessionId,
    }
  }

  buyFree(eventId: number, lines: CartLine[]) {
    return this.request('POST', '/api/tickets/purchase', { ...this.checkout(eventId, lines), isAllFree: true })
  }

  createPayment(eventId: number, lines: CartLine[], provider: 'uni5pay' | 'mollie', method: string | null = null) {
    return this.request('POST', '/api/payments/create', {
      ...this.checkout(eventId, lines),
      paymentProvider: provider,
      paymentMethod: method,
    })
  }

  /** The buyer presses 'Betalen' on the Uni5Pay+ sandbox page (its link carries the payment's key); the sandbox then calls our webhook. */
  approveSandbox(checkoutUrl: string) {
    const link = new URL(checkoutUrl).searchParams
    return this.approveSandboxPayment(link.get('paymentId') ?? '', link.get('key') ?? '')
  }

  /** The same for a payment whose checkout link is known; a decided sandbox payment stays decided and calls the webhook anew. */
  approveSandboxPayment(paymentId: string, key: string) {
    return this.request('POST', `/api/payments/uni5pay/sandbox/${paymentId}/approve`, { key })
  }

  /** The provider delivering its webhook (again): only the payment id, as Uni5Pay+ sends it. */
  deliverUni5payWebhook(paymentId: string) {
    return this.request('POST', '/api/payments/webhook/uni5pay', { id: paymentId })
  }
}

/*
 * node:http with kept-alive connections rather than fetch(): the simulated buyers share the machine with
 * the server, and fetch() cost them several times the CPU per request.
 */
// Idle sockets go before the server's 5 s keep-alive timeout would close them under a request.
const agent = new Agent({ keepAlive: true, timeout: 4_000 })

function send(url: URL, method: string, headers: Record<string, string>, payload: string | undefined, timeoutMs: number) {
  return new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
    const call = request(url, { method, headers, agent, signal: AbortSignal.timeout(Math.max(1, Math.ceil(timeoutMs))) }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        const raw = Buffer.concat(chunks)
        const text = (response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8')
        resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', text })
      })
    })
    // A kept-alive connection the server closed just as it was reused: nothing was sent, so a browser sends it again.
    call.on('error', (error) => reject(Object.assign(error, { reusedSocket: call.reusedSocket })))
    call.end(payload)
  })
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/**
 * The checkout after the buyer form, as the storefront makes it: a free purchase, or a Uni5Pay+ sandbox payment created
 * and approved. Each answer goes to `record`, which says whether it was the expected one; true when the seats were bought.
 */
export async function checkOut(
  buyer: Buyer,
  eventId: number,
  line: CartLine,
  price: string,
  record: (call: 'free purchase' | 'payment create' | 'payment approve', answer: Answer, expected: number[]) => boolean
): Promise<boolean> {
  if (Number(price) === 0) return record('free purchase', await buyer.buyFree(eventId, [line]), [201])
  const created = await buyer.createPayment(eventId, [line], 'uni5pay')
  if (!record('payment create', created, [201]) || created.status !== 201) return false
  return record('payment approve', await buyer.approveSandbox(created.body.checkoutUrl), [303])
}
