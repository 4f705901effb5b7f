/*
 * One origin for the whole product: /api/* (and /metrics) goes to AdonisJS, /admin/* and the role-guarded
 * dashboards of SPEC §6 (/dashboard, /organizer-dashboard, ... and their sub-paths; not /user-dashboard,
 * which the storefront renders: domain/access.ts STOREFRONT_GUARDED_ROUTES) to the back office's built files, /uploads/* to stored files, everything else to the Astro storefront.
 * Each part gets its security headers here (config/security_headers.ts); the API sets its own.
 * Everything goes out compressed when the browser accepts it (bin/compression.ts): built files from
 * their precompressed .br/.gz copies, pages and API answers while they are written.
 */
import { existsSync, mkdirSync } from 'node:fs'
import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { IncomingMessage, ServerResponse } from 'node:http'
import sirv from 'sirv'
import { backofficeRouteOf } from '#domain/access'
import {
  BACKOFFICE_HEADERS,
  EMBED_FRAME_ANCESTORS_HEADER,
  HSTS_HEADERS,
  STOREFRONT_HEADERS,
  SVG_UPLOAD_HEADERS,
  UPLOAD_HEADERS,
  UPLOAD_IMAGE_EXTENSIONS,
  isEmbedPage,
  tlsRequestCheck,
  withFrameAncestors,
} from '#config/security_headers'
import { createSharedPages, sharedAnswerKey, sharedPageKey } from './shared_pages.js'
import { acceptedEncodings, compressResponse } from './compression.js'

type Metrics = typeof import('../api/services/server/metrics.js')
let metrics: Metrics | undefined
let loadingMetrics: Promise<void> | undefined

/**
 * A shared catalogue answer never reaches the API's metrics middleware, so it is observed here, under its route
 * pattern. The metrics module needs the booted application, so it is loaded with the first such request.
 */
function observeSharedAnswer(req: IncomingMessage, res: ServerResponse) {
  const started = process.hrtime.bigint()
  loadingMetrics ??= import('../api/services/server/metrics.js').then((module) => void (metrics = module))
  res.once('finish', () => {
    const route = (req.url ?? '').split('?')[0]
    const status = `${Math.floor(res.statusCode / 100)}xx`
    metrics?.httpRequestSeconds.labels({ route, method: 'GET', status }).observe(Number(process.hrtime.bigint() - started) / 1e9)
  })
}

type Handle = (req: IncomingMessage, res: ServerResponse) => unknown
type Static = (req: IncomingMessage, res: ServerResponse, next: () => void) => unknown
type AstroHandler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void) => unknown

export interface OriginOptions {
  storefrontEntry: URL
  backofficeDir: string
  uploadsDir: string
  /** Proxies whose X-Forwarded-Proto is believed (for HSTS); default the TRUSTED_PROXIES variable. */
  trustedProxies?: string
}

export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Astro's hashed bundles never change under the same name. */
function immutableBundles(res: ServerResponse, pathname: string) {
  if (pathname.startsWith('/_astro/')) res.setHeader('Cache-Control', IMMUTABLE)
}

/** The back office's page is never cached: it decides on each load who may see what. Its assets are hashed (Vite). */
function backofficeCaching(res: ServerResponse, pathname: string) {
  res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : 'no-store')
}

/**
 * Built files, served from their .br or .gz copy (scripts/build.ts) when Accept-Encoding allows it. sirv
 * looks for the copies itself but reads Accept-Encoding loosely (any "br" in it, q=0 ignored): it gets the
 * negotiated list instead. The copies themselves are not addressable.
 */
function negotiatedFiles(files: Static): Static {
  return (req, res, next) => {
    const header = req.headers['accept-encoding']
    const pathname = (req.url ?? '/').split(/[?#]/)[0]
    if (/\.(br|gz)$/i.test(pathname)) return next()
    req.headers['accept-encoding'] = acceptedEncodings(header).join(', ')
    try {
      return files(req, res, () => {
        req.headers['accept-encoding'] = header
        next()
      })
    } finally {
      req.headers['accept-encoding'] = header
    }
  }
}

/** An upload we serve: an image by its extension, and no path part starting with a dot (.env, .git). */
function isServableUpload(pathname: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return false
  }
  if (decoded.split(/[\\/]/).some((part) => part.startsWith('.'))) return false
  return UPLOAD_IMAGE_EXTENSIONS.includes(extname(decoded).toLowerCase())
}

function uploadHeaders(res: ServerResponse, pathname: string) {
  if (extname(pathname).toLowerCase() === '.svg') setHeaders(res, SVG_UPLOAD_HEADERS)
}

function setHeaders(res: ServerResponse, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
}

/**
 * The embed page may be framed by the origins it names (EMBED_FRAME_ANCESTORS_HEADER): they go into this response's
 * CSP, and X-Frame-Options goes. A page that names none stays unframable (frame-ancestors 'self' only).
 */
function embedFraming(res: ServerResponse) {
  res.removeHeader('X-Frame-Options')
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg)) as
      Record<string, unknown> | undefined
    const named = headers?.[EMBED_FRAME_ANCESTORS_HEADER] ?? res.getHeader(EMBED_FRAME_ANCESTORS_HEADER)
    if (headers) delete headers[EMBED_FRAME_ANCESTORS_HEADER]
    res.removeHeader(EMBED_FRAME_ANCESTORS_HEADER)
    const origins = String(named ?? '')
      .split(/\s+/)
      .filter(Boolean)
    const policy = String(headers?.['content-security-policy'] ?? res.getHeader('Content-Security-Policy') ?? '')
    if (headers) delete headers['content-security-policy']
    if (policy) res.setHeader('Content-Security-Policy', withFrameAncestors(policy, origins))
    return writeHead(status, ...rest)
  }) as typeof res.writeHead
}

function notBuilt(what: string): Handle {
  return (_req, res) => {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
    res.end(`${what} is not built yet: run "npm run build".`)
  }
}

/** Loads the built front ends once; returns a factory wrapping AdonisJS's request handler. */
export async function createOriginHandler(options: OriginOptions): Promise<(api: Handle) => Handle> {
  let storefront: AstroHandler = notBuilt('The storefront')
  if (existsSync(options.storefrontEntry)) {
    storefront = (await import(options.storefrontEntry.href)).handler as AstroHandler
  }
  const clientDir = fileURLToPath(new URL('../client/', options.storefrontEntry))
  const storefrontFiles: Static = existsSync(clientDir)
    ? negotiatedFiles(sirv(clientDir, { maxAge: 3600, brotli: true, gzip: true, setHeaders: immutableBundles }))
    : (_req, _res, next) => next()
  const backoffice = existsSync(options.backofficeDir)
    ? negotiatedFiles(sirv(options.backofficeDir, { single: true, brotli: true, gzip: true, setHeaders: backofficeCaching }))
    : notBuilt('The back office')
  mkdirSync(options.uploadsDir, { recursive: true })
  const uploads = sirv(options.uploadsDir, { maxAge: 86400, dev: true, dotfiles: false, setHeaders: uploadHeaders })
  const overTls = tlsRequestCheck(options.trustedProxies ?? process.env.TRUSTED_PROXIES)
  const sharedPages = createSharedPages()
  const sharedAnswers = createSharedPages()

  return (api) => (req, res) => {
    const url = req.url ?? '/'
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      // The public catalogue lists, the same for every anonymous caller: see shared_pages.ts. A shared copy is
      // compressed once per encoding there; only an answer the API renders is compressed while it is written.
      const key = sharedAnswerKey(req, overTls(req))
      if (key) {
        observeSharedAnswer(req, res)
        return sharedAnswers(
          key,
          req,
          res,
          () => api(req, res),
          () => compressResponse(req, res)
        )
      }
      compressResponse(req, res)
      return api(req, res)
    }
    compressResponse(req, res)
    // The Prometheus scrape is the API's (token-guarded, api/controllers/server/metrics_controller.ts).
    if (url === '/metrics' || url.startsWith('/metrics?')) return api(req, res)
    if (overTls(req)) setHeaders(res, HSTS_HEADERS)
    const pathname = url.split(/[?#]/)[0]
    const backofficePath = url === '/admin' || url.startsWith('/admin/') || backofficeRouteOf(pathname) !== null
    setHeaders(res, backofficePath ? BACKOFFICE_HEADERS : STOREFRONT_HEADERS)
    if (isEmbedPage(pathname)) embedFraming(res)
    if (url === '/admin') {
      res.writeHead(301, { location: '/admin/' })
      return res.end()
    }
    if (url.startsWith('/admin/')) {
      req.url = url.slice('/admin'.length)
      return backoffice(req, res, () => {
        notBuilt('The back office')(req, res)
      })
    }
    // A typed /organizer-dashboard lands in the back office, which applies the guard (SPEC §2).
    if (backofficeRouteOf(pathname)) {
      req.url = '/index.html'
      return backoffice(req, res, () => {
        notBuilt('The back office')(req, res)
      })
    }
    if (url.startsWith('/uploads/')) {
      const notFound = () => {
        req.url = url
        storefront(req, res)
      }
      if (!isServableUpload(pathname)) return notFound()
      req.url = url.slice('/uploads'.length)
      setHeaders(res, UPLOAD_HEADERS)
      return uploads(req, res, () => {
        // Not stored: the storefront's 404 page, under the page headers rather than the upload sandbox.
        setHeaders(res, STOREFRONT_HEADERS)
        notFound()
      })
    }
    // Built client files (hashed /_astro/ bundles, favicon, images) first, then server rendering.
    return storefrontFiles(req, res, () => {
      const render = () =>
        storefront(req, res, (err) => {
          if (!res.headersSent) res.writeHead(err ? 500 : 404, { 'content-type': 'text/plain; charset=utf-8' })
          res.end(err ? 'Internal error' : 'Not found')
        })
      // An on-sale rush opens the same event page thousands of times: see shared_pages.ts.
      const key = sharedPageKey(req)
      if (key) return sharedPages(key, req, res, render)
      render()
    })
  }
}
