/*
 * What the OpenAPI document says about a route beyond its method, path and access rule, declared with the route
 * (start/routes/api_v1.ts):
 *
 *   router.get('/api/v1/events', [V1EventsController, 'index'])
 *     .access({ apiScope: 'events:read' }, '…')
 *     .openapi({ summary: 'Events', query: v1ListValidator, response: v1EventList })
 *
 * The document (api/services/api_v1/openapi_document.ts) is built from the router: the path, method and
 * parameters from the route, the security scheme and scope from `.access(…)`, request bodies and query
 * parameters from the VineJS validators (toJSONSchema), answers from the named JSON schemas.
 */
import { Route } from '@adonisjs/core/http'
import type { JSONSchema7 } from 'json-schema'

/** A compiled VineJS validator (vine.create): only its JSON Schema is read here. */
export interface SchemaSource {
  toJSONSchema(): JSONSchema7
}

export interface OpenApiRoute {
  summary: string
  description?: string
  tag: string
  /** The JSON body a POST or PUT takes. */
  body?: SchemaSource
  /** The query string's fields (each top-level property becomes a query parameter). */
  query?: SchemaSource
  /** The 2xx answer's schema and status (200 unless given). */
  response: { status?: number; schema: JSONSchema7 }
}

declare module '@adonisjs/core/http' {
  interface Route {
    /** The route's entry in the OpenAPI document of /api/v1. */
    openapi(doc: OpenApiRoute): this
  }
}

const described = new WeakMap<object, OpenApiRoute>()

Route.macro('openapi', function (this: Route, doc: OpenApiRoute) {
  described.set(this.getHandler() as object, doc)
  return this
})

/** The OpenAPI description of a registered route (an entry of router.toJSON()); none when undescribed. */
export function openApiOf(route: { handler: unknown }): OpenApiRoute | undefined {
  const handler = route.handler
  return (typeof handler === 'object' && handler !== null) || typeof handler === 'function' ? described.get(handler) : undefined
}
