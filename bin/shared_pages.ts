/*
 * Flash crowds: when an event goes on sale, thousands of visitors open its page within
 * seconds. Rendering it for each of them (two API calls, the whole page, and Astro's own per-request
 * work) took the server's one thread away from the holds and purchases (npm run bench:rush). So a visitor
 * without personal cookies gets the event page as rendered for the first such visitor at most
 * SHARED_PAGE_TTL_MS ago (or, while the next copy renders, the previous one, at most 10 s old), and
 * visitors asking at the same moment share one render. Anything personal (a
 * session hint, a reviews-per-page choice, any query string such as ?retry=true) is rendered for that
 * visitor as before. The buying island reads live availability itself (GET /api/events/{id}/ticket-types),
 * so the second of age only shows in the static ticket panel.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { catalogueGeneration } from '#domain/catalogue_generation'
import { addedEncoding, compressSync, negotiateEncoding, withVary, MIN_COMPRESS_BYTES, type Encoding } from './compression.js'

export const SHARED_PAGE_TTL_MS = 1_000
/** How old a copy may be when it stands in for one still rendering. */
const STALE_MS = 10_000
const MAX_PAGES = 100

/** The event detail page, in any language; the anchors rule out a query string. */
const SHARED_PAGES = /^(\/(en|es|fr|de))?\/events\/\d{1,10}\/?$/

interface RenderedPage {
  status: number
  headers: OutgoingHttpHeaders
  body: Buffer
  /**
   * The body compressed once for every visitor whose browser accepts it (an event page shrinks about six
   * times with gzip, more with Brotli); each encoding made when first asked for.
   */
  compressed: Partial<Record<Encoding, Buffer>>
}

function cookieNames(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const pair of (header ?? '').split(';')) {
    const [name, ...value] = pair.split('=')
    if (name.trim()) cookies.set(name.trim(), value.join('=').trim())
  }
  return cookies
}

/** The key of a request whose page is the same for everyone with the same host and language; else null. */
export function sharedPageKey(req: IncomingMessage): string | null {
  if (req.method !== 'GET' || !req.url || !SHARED_PAGES.test(req.url)) return null
  const cookies = cookieNames(req.headers.cookie)
  // The language cookie picks the page's language; any other cookie may change what it shows.
  if ([...cookies.keys()].some((name) => name !== 'lang')) return null
  return `${req.headers.host ?? ''}${req.url}|${cookies.get('lang') ?? ''}`
}

/*
 * The catalogue's hot API answers (GET /api/events/public and /api/venues/public without a query string) are the
 * same for every anonymous caller: the API serves them from its list cache, yet its request pipeline (context,
 * middleware, routing) cost several times the bytes' own sending (npm run bench:catalog). They are shared the same
 * way, under a key that holds the catalogue generation (domain/catalogue_generation.ts): a change to a catalogue row
 * makes a new key at once, so a shared copy is never older than the API's own list. A caller with credentials
 * (Authorization, a cookie), a cross-origin caller (Origin: CORS answers differ) or any query string goes through the
 * API as before. HTTP and HTTPS callers get their own copies (HSTS).
 */
const SHARED_ANSWERS = /^\/api\/(events|venues)\/public$/

/** The key of an API answer that is the same for every anonymous caller; else null. */
export function sharedAnswerKey(req: IncomingMessage, overTls: boolean): string | null {
  if (req.method !== 'GET' || !req.url || !SHARED_ANSWERS.test(req.url)) return null
  const { authorization, cookie, origin } = req.headers
  if (authorization !== undefined || cookie !== undefined || origin !== undefined) return null
  return `${req.url}|${overTls ? 'https' : 'http'}|${catalogueGeneration()}`
}

/**
 * Records what the renderer writes to `res` (still sending it as usual, compressed for this visitor by
 * bin/compression.ts when installed before). Resolves with the plain page when it is a complete 200 without
 * cookies for this visitor, else with null.
 */
function capture(res: ServerResponse): Promise<RenderedPage | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let shareable = true
    const collect = (chunk: unknown, encoding: unknown) => {
      if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk))
    }
    const { writeHead, write, end } = res
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      // Headers passed here are not kept by Node (getHeaders() would miss them): set them one by one.
      const headers = rest.find((arg) => arg && typeof arg === 'object')
      if (Array.isArray(headers)) shareable = false
      else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value as string)
      const message = typeof rest[0] === 'string' ? rest[0] : undefined
      return Reflect.apply(writeHead, res, message ? [status, message] : [status])
    }) as typeof res.writeHead
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      collect(chunk, encoding)
      return write.call(res, chunk as string, encoding as BufferEncoding, callback as () => void)
    }) as typeof res.write
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      if (typeof chunk !== 'function') collect(chunk, encoding)
      const result = end.call(res, chunk as string, encoding as BufferEncoding, callback as () => void)
      const headers = res.getHeaders()
      // An encoding added on the way out (bin/compression.ts) is not the page's own: the copy is kept plain.
      if (addedEncoding(res)) delete headers['content-encoding']
      const kept = shareable && res.statusCode === 200 && !headers['set-cookie']
      const body = Buffer.concat(chunks)
      resolve(kept && !headers['content-encoding'] ? { status: res.statusCode, headers, body, compressed: {} } : null)
      return result
    }) as typeof res.end
    res.once('close', () => resolve(null))
  })
}

function send(req: IncomingMessage, res: ServerResponse, page: RenderedPage) {
  const { 'transfer-encoding': _chunked, 'content-length': _length, vary, 'x-request-id': requestId, ...headers } = page.headers
  const encoding = page.body.length >= MIN_COMPRESS_BYTES ? negotiateEncoding(req.headers['accept-encoding']) : null
  const body = encoding ? (page.compressed[encoding] ??= compressSync(page.body, encoding)) : page.body
  res.writeHead(page.status, {
    ...headers,
    vary: withVary(vary),
    // An API answer names its request: each caller gets an id of their own.
    ...(requestId !== undefined ? { 'x-request-id': randomUUID() } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': body.length,
  })
  res.end(body)
}

interface Slot {
  /** The render in progress, if any: at most one per page, whatever the crowd. */
  rendering: Promise<RenderedPage | null> | null
  /** The last good copy and when its render started. */
  good: RenderedPage | null
  goodAt: number
}

/**
 * Serves `key` from a render at most SHARED_PAGE_TTL_MS old, or renders it with `render()` (which writes
 * to `res`). While a new copy renders, visitors get the last good one if it is at most STALE_MS old, so
 * nobody waits for a render that is slow under load; otherwise they wait for that one render.
 */
export function createSharedPages() {
  const pages = new Map<string, Slot>()
  /** `prepare`: what the response needs before it is rendered (compressResponse); a shared copy is sent as it is. */
  return function serve(key: string, req: IncomingMessage, res: ServerResponse, render: () => void, prepare?: () => void) {
    const now = Date.now()
    let slot = pages.get(key)
    if (!slot) {
      slot = { rendering: null, good: null, goodAt: 0 }
      pages.set(key, slot)
      if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value as string)
    }
    const age = now - slot.goodAt
    if (slot.good && age < SHARED_PAGE_TTL_MS) return send(req, res, slot.good)
    if (slot.rendering) {
      if (slot.good && age < STALE_MS) return send(req, res, slot.good)
      void slot.rendering.then((page) => {
        if (page) return send(req, res, page)
        prepare?.()
        render()
      })
      return
    }
    prepare?.()
    const rendering = capture(res)
    const current = slot
    current.rendering = rendering
    void rendering.then((page) => {
      current.rendering = null
      if (page) Object.assign(current, { good: page, goodAt: now })
    })
    render()
  }
}
