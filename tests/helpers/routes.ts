/*
 * Every API route as the router registered it (never a hand-written list), a request path for each
 * with harmless sample parameters, and requests with any body and any token. Shared by the route-table
 * and fuzz specs under tests/functional/security/, so a route added later is probed without edits.
 */
import router from '@adonisjs/core/services/router'
import env from '#start/env'
import type User from '#models/user'
import { issueSession } from '#services/accounts/session_service'
import type { RouteRule } from '#domain/route_access'
import { routeRuleOf } from '#http/route_access'
import { startFakeProvider } from '#tests/functional/catalogue/catalogue_fake_provider'
import { startFakeMollie } from '#tests/helpers/fake_mollie'

export interface RegisteredRoute {
  /** How messages name it, e.g. 'GET /api/events/:id'. */
  key: string
  method: string
  pattern: string
  params: string[]
  /** Its `.access(…)` declaration (api/http/route_access.ts); undefined when the route declares none. */
  rule: RouteRule | undefined
}

/**
 * Sample values per parameter name: ids that exist nowhere, and values that satisfy the route's
 * matcher. A new parameter name gets 'sample' unless listed; samplePath refuses a value the route
 * does not match, so a missing sample shows up as a clear failure.
 */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '999999',
  entity: 'events',
  provider: 'mollie',
  paymentId: 'u5p_000000000000000000000000',
  decision: 'cancel',
  sessionId: 'route-table-session-0000000001',
  token: '0'.repeat(64),
  from: 'USD',
  to: 'SRD',
}

/** Routes as registered (HEAD is the GET route's, so it is left out). */
export function registeredRoutes(): RegisteredRoute[] {
  // The test server commits the routes when it starts; committing is idempotent, and tests are declared before.
  router.commit()
  const routes: RegisteredRoute[] = []
  for (const list of Object.values(router.toJSON())) {
    for (const route of list) {
      const params = route.tokens.filter((token) => token.type !== 0).map((token) => token.val)
      const rule = routeRuleOf(route)
      for (const method of route.methods.filter((m) => m !== 'HEAD')) {
        routes.push({ key: `${method} ${route.pattern}`, method, pattern: route.pattern, params, rule })
      }
    }
  }
  return routes
}

/** The route's path with sample (or given) parameter values, checked to reach this very route. */
export function samplePath(route: RegisteredRoute, overrides: Record<string, string> = {}): string {
  const path = route.pattern.replace(/:(\w+)\??/g, (_match, name: string) =>
    encodeURIComponent(overrides[name] ?? SAMPLE_PARAMS[name] ?? 'sample')
  )
  const matched = router.match(path, route.method, true)
  if (matched?.route.pattern !== route.pattern) {
    throw new Error(`${path} does not reach ${route.key}: give its parameters a sample in tests/helpers/routes.ts`)
  }
  return path
}

/** A path with raw (already encoded or deliberately broken) parameter text, not checked against the router. */
export function rawPath(route: RegisteredRoute, param: string, raw: string): string {
  return route.pattern.replace(/:(\w+)\??/g, (_match, name: string) =>
    name === param ? raw : encodeURIComponent(SAMPLE_PARAMS[name] ?? 'sample')
  )
}

/** A fresh session per call, so a probe of /logout cannot sign out the next one. */
export async function freshToken(user: User): Promise<string> {
  return (await issueSession(user)).token
}

export interface Sent {
  status: number
  contentType: string
  text: string
}

export interface SendOptions {
  method: string
  token?: string | null
  /** A JSON value, or raw text/bytes sent as they are. */
  json?: unknown
  raw?: string | Uint8Array
  contentType?: string
  query?: string
  headers?: Record<string, string>
}

export function baseUrl(): string {
  return `http://${process.env.HOST}:${process.env.PORT}`
}

export async function send(path: string, options: SendOptions): Promise<Sent> {
  const headers: Record<string, string> = { ...options.headers }
  let body: string | Uint8Array | undefined
  if (options.json !== undefined) {
    body = JSON.stringify(options.json)
    headers['content-type'] = 'application/json'
  } else if (options.raw !== undefined) {
    body = options.raw
  }
  if (options.contentType) headers['content-type'] = options.contentType
  if (options.token) headers.authorization = `Bearer ${options.token}`
  // fetch refuses a body on GET; such bodies are sent as the query string's neighbours instead.
  if (options.method === 'GET' || options.method === 'HEAD') body = undefined
  const response = await fetch(`${baseUrl()}${path}${options.query ? `?${options.query}` : ''}`, {
    method: options.method,
    headers,
    body,
    redirect: 'manual',
  })
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() }
}

/**
 * The outside services configured as in production, on local fakes: the map provider (a PNG) and Mollie
 * (tests/helpers/fake_mollie.ts). Without them the map routes answer 503 'Kaart niet beschikbaar' and a
 * payment webhook 503 (so that the provider retries), by design. Returns the cleanup for group.setup.
 */
export async function withProvidersConfigured(): Promise<() => Promise<void>> {
  const png = Buffer.from('89504e470d0a1a0a', 'hex')
  const maps = await startFakeProvider((_request, response) => response.writeHead(200, { 'Content-Type': 'image/png' }).end(png))
  env.set('GOOGLE_MAPS_API_KEY', 'probe-browser-key')
  env.set('MAPS_STATIC_BASE_URL', `${maps.url}/staticmap`)
  const mollie = await startFakeMollie()
  return async () => {
    env.set('GOOGLE_MAPS_API_KEY', '')
    env.set('MAPS_STATIC_BASE_URL', '')
    await maps.close()
    await mollie.close()
  }
}
