/*
 * The OpenAPI 3.1 document of /api/v1, built from the router: every /api/v1 route with its method, path parameters,
 * security scheme and scope (from `.access(…)`), its query parameters and request body (the VineJS validators'
 * JSON Schemas) and its answer (api/http/openapi.ts). Nothing here lists routes by hand.
 */
import router from '@adonisjs/core/services/router'
import type { JSONSchema7 } from 'json-schema'
import { routeRuleOf } from '#http/route_access'
import { openApiOf } from '#http/openapi'
import { isApiScopeAccess } from '#domain/route_access'
import { API_PAGE_MAX, API_RATE_LIMIT, API_SCOPES } from '#domain/api_tokens'

export const API_V1_PREFIX = '/api/v1/'
export const SECURITY_SCHEME = 'apiToken'

const SCOPE_TEXT: Record<(typeof API_SCOPES)[number], string> = {
  'events:read': 'Read your events and their ticket types',
  'events:write': 'Create and edit your events',
  'orders:read': 'Read your events’ orders and attendees',
  'checkins:write': 'Check tickets in at your events',
}

const ERROR_SCHEMA: JSONSchema7 = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { const: false },
    message: { type: 'string', description: 'What went wrong, in Dutch, for a person.' },
    error: { type: 'string', description: 'A short title.' },
    code: { type: 'string', description: 'A stable machine-readable code, e.g. VALIDATION_ERROR, EVENT_NOT_FOUND.' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
      description: 'On a 422: the texts per field.',
    },
    retryAfterSeconds: { type: 'integer', description: 'On a 429: seconds until the next request is accepted.' },
  },
}

const RATE_HEADERS = {
  'RateLimit-Limit': { description: 'Requests allowed per window.', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in this window.', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window ends.', schema: { type: 'integer' } },
}

function errorResponse(description: string, headers: Record<string, unknown> = RATE_HEADERS) {
  return { description, headers, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }
}

/** `/api/v1/events/:id` → `/api/v1/events/{id}` */
function openApiPath(pattern: string): string {
  return pattern.replace(/:(\w+)\??/g, '{$1}')
}

type Operation = Record<string, unknown>

function operationOf(pattern: string, method: string, params: string[], route: { handler: unknown }): Operation | null {
  const rule = routeRuleOf(route)
  const doc = openApiOf(route)
  if (!rule || !doc || !isApiScopeAccess(rule.access)) return null
  const scope = rule.access.apiScope
  const parameters: Record<string, unknown>[] = params.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'integer', minimum: 1, maximum: 2147483647 },
  }))
  if (doc.query) {
    const schema = doc.query.toJSONSchema()
    const required = new Set(schema.required ?? [])
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const { description, ...rest } = property as JSONSchema7
      parameters.push({ name, in: 'query', required: required.has(name), ...(description ? { description } : {}), schema: rest })
    }
  }
  const operation: Operation = {
    operationId: `${method.toLowerCase()}${pattern.replace(API_V1_PREFIX, '/').replace(/[/:-](\w)/g, (_m, c: string) => c.toUpperCase())}`,
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    security: [{ [SECURITY_SCHEME]: [scope] }],
    'x-required-scope': scope,
    parameters,
    responses: {
      [String(doc.response.status ?? 200)]: {
        description: doc.summary,
        headers: RATE_HEADERS,
        content: { 'application/json': { schema: doc.response.schema } },
      },
      '401': errorResponse('No valid API token (unknown, expired, revoked, or a session token).', {}),
      '403': errorResponse(`The token lacks the scope ${scope}.`),
      ...(params.length > 0 || doc.body ? { '404': errorResponse('Not found, or not your organizer’s.') } : {}),
      '422': errorResponse('Invalid input: `errors` names the fields.'),
      '429': errorResponse('Past the token’s rate limit.', {
        ...RATE_HEADERS,
        'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } },
      }),
    },
  }
  if (doc.body) {
    operation.requestBody = { required: true, content: { 'application/json': { schema: doc.body.toJSONSchema() } } }
  }
  return operation
}

/** The document, built once per process (the routes do not change while it runs). */
let built: Record<string, unknown> | null = null

export function openApiDocument(): Record<string, unknown> {
  if (built) return built
  const paths: Record<string, Record<string, Operation>> = {}
  for (const list of Object.values(router.toJSON())) {
    for (const route of list) {
      if (!route.pattern.startsWith(API_V1_PREFIX)) continue
      const params = route.tokens.filter((token) => token.type !== 0).map((token) => token.val)
      for (const method of route.methods.filter((m) => m !== 'HEAD')) {
        const operation = operationOf(route.pattern, method, params, route)
        if (operation) (paths[openApiPath(route.pattern)] ??= {})[method.toLowerCase()] = operation
      }
    }
  }
  built = {
    openapi: '3.1.0',
    info: {
      title: 'SuriTickets organizer API',
      version: '1',
      description:
        `An organizer's own software reads their events, orders and attendees and checks tickets in. ` +
        `Send an API token (made in the back office under API-sleutels) as \`Authorization: Bearer sut_…\`. ` +
        `Lists are cursor pages (\`limit\` up to ${API_PAGE_MAX}, \`nextCursor\`). ` +
        `Each token may make ${API_RATE_LIMIT.requests} requests per ${API_RATE_LIMIT.windowSeconds} seconds. ` +
        'Guide: docs/integrations.md.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/' }],
    tags: [{ name: 'Events' }, { name: 'Orders' }, { name: 'Check-ins' }],
    paths,
    components: {
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'sut_ followed by 43 base64url characters',
          description: `Scopes: ${API_SCOPES.map((scope) => `\`${scope}\` (${SCOPE_TEXT[scope]})`).join(', ')}.`,
        },
      },
      schemas: { Error: ERROR_SCHEMA },
    },
  }
  return built
}
