/*
 * Back-office data contract: react-admin's own ra-data-simple-rest provider against the AdonisJS API, which speaks
 * its dialect on every route that serves a resource's records (api/http/list_dialect.ts, docs/api.md).
 *
 * Every resource R lives at /api/admin/R, unless its folder gives other paths (resources/<name>/index.ts
 * `endpoints`, e.g. SPEC §7's /api/events/organizer/{id}); the queries and answers are the same either way:
 *
 *   getList           GET    R?sort=["name","ASC"]&range=[0,24]&filter={"q":"…"}
 *                            -> 200 [record, …]   Content-Range: R 0-24/319   (range from 0, both ends included)
 *   getMany           GET    R?filter={"id":[1,2,3]}                  -> 200 [record, …]
 *   getManyReference  as getList, with the target field in filter: filter={"<target>":<id>, …}
 *   getOne            GET    R/:id                                    -> 200 record
 *   create            POST   R        body: record fields             -> 201/200 record
 *   update            PUT    R/:id    body: the record                -> 200 record
 *   delete            DELETE R/:id                                    -> 200 record
 *   updateMany, deleteMany: one PUT or DELETE per id.
 *
 * What the httpClient below adds to simple-rest: the header `X-Data-Dialect: simple-rest` (the API's marker for this
 * dialect; without it the API answers its own shapes, { data, total } and { data: record }), the per-resource paths,
 * and, through http.ts `request`, the session cookie, `Authorization: Bearer <token>` (auth/browserSession.ts) and the
 * API's error body as react-admin's HttpError (its `message` shown; a 422's field `errors` next to the inputs).
 * Uploads (inputs/uploadImage.ts) and the calls beyond CRUD (resources/<name>/api.ts: approve, close a shift, …) go
 * through the same session and error handling and read the API's own shapes. Every record carries an `id`.
 */
import simpleRestProvider from 'ra-data-simple-rest'
import type { DataProvider, fetchUtils } from 'react-admin'
import { request } from './http'
import { RESOURCES } from './resources/registry'
import type { ResourceEndpoints } from './resources/types'

const API_URL = '/api/admin'
const DIALECT_HEADER = 'X-Data-Dialect'

function endpointsOf(resource: string): ResourceEndpoints {
  return RESOURCES.find((entry) => entry.name === resource)?.endpoints ?? {}
}

function jsonOf(text: string | null | undefined): Record<string, unknown> {
  try {
    const value = JSON.parse(text ?? '{}')
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {}
  } catch {
    return {}
  }
}

/** simple-rest's /api/admin/R[/id] as the resource's own path, the query kept (e.g. /api/events/{id}/manage). */
export function resourcePath(url: string, options: fetchUtils.Options = {}): string {
  const [pathname, search = ''] = url.split('?', 2)
  const [resource, id] = pathname.slice(API_URL.length + 1).split('/', 2)
  const endpoints = endpointsOf(resource)
  const method = (options.method ?? 'GET').toUpperCase()
  let path: string | undefined
  if (id !== undefined) {
    const call = method === 'PUT' ? 'update' : method === 'DELETE' ? 'delete' : 'one'
    path = endpoints[call]?.(decodeURIComponent(id))
  } else if (method === 'POST') {
    path = endpoints.create?.(jsonOf(typeof options.body === 'string' ? options.body : undefined))
  } else {
    path = endpoints.list?.(jsonOf(new URLSearchParams(search).get('filter')))
  }
  if (!path) return url
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path
}

/** A record still wrapped as `{ data: record }` (a route the API answers in its own shape only, e.g. POST /api/venues). */
function wrappedRecord(json: unknown): Record<string, unknown> | null {
  if (!json || typeof json !== 'object' || Array.isArray(json) || 'id' in json) return null
  const data = (json as { data?: unknown }).data
  return data && typeof data === 'object' && !Array.isArray(data) && 'id' in data ? (data as Record<string, unknown>) : null
}

async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' })
  headers.set(DIALECT_HEADER, 'simple-rest')
  const answer = await request(resourcePath(url, options), { ...options, headers })
  const record = wrappedRecord(answer.json)
  return record ? { ...answer, json: record } : answer
}

export const dataProvider: DataProvider = simpleRestProvider(API_URL, httpClient)
