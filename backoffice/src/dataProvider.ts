/*
 * Back-office data contract (react-admin dataProvider <-> AdonisJS admin API)
 *
 * Every resource R of the back office maps to /api/admin/R on the same origin, unless its folder gives other
 * paths (resources/<name>/index.ts `endpoints`, e.g. SPEC §7's /api/events/organizer/{id}); the query
 * parameters and answers below are the same either way. All requests send
 * the session cookie (credentials: 'include') and, when the browser holds a usable session token
 * (auth/browserSession.ts), the header `Authorization: Bearer <token>`. Request and response bodies are JSON.
 *
 *   getList           GET    /api/admin/R?page=1&perPage=25&sort=<field>&order=ASC|DESC&filter=<url-encoded JSON>
 *                            -> 200 { "data": [record, ...], "total": <number of matching records> }
 *                            page is 1-based; filter is a JSON object, {} when there is none.
 *   getOne            GET    /api/admin/R/:id                  -> 200 { "data": record }
 *   getMany           GET    /api/admin/R?filter={"id":[1,2,3]} -> 200 { "data": [record, ...] }
 *   getManyReference  as getList, with the target field added to filter: filter={"<target>":<id>, ...}
 *   create            POST   /api/admin/R       body: record fields      -> 201/200 { "data": record }
 *   update            PUT    /api/admin/R/:id   body: changed record     -> 200 { "data": record }
 *   delete            DELETE /api/admin/R/:id                            -> 200 { "data": deleted record }
 *   updateMany        one PUT per id;    deleteMany: one DELETE per id.
 *
 * Every record carries an `id`. Errors: any non-2xx status with body { "message": string, "error"?: string };
 * `message` is shown to the user (react-admin HttpError), status 401/403 keep their meaning.
 */
import type { DataProvider, Identifier } from 'react-admin'
import { request } from './http'
import { RESOURCES } from './resources/registry'
import type { ResourceEndpoints } from './resources/types'

const API_URL = '/api/admin'

function endpointsOf(resource: string): ResourceEndpoints {
  return RESOURCES.find((entry) => entry.name === resource)?.endpoints ?? {}
}

function withQuery(path: string, query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))
  return `${path}${path.includes('?') ? '&' : '?'}${search}`
}

function listUrl(resource: string, query: Record<string, string | number>, filter: Record<string, unknown>) {
  const path = endpointsOf(resource).list?.(filter) ?? `${API_URL}/${resource}`
  return withQuery(path, query)
}

type RecordCall = 'one' | 'update' | 'delete'

function recordUrl(resource: string, id: Identifier, call: RecordCall) {
  return endpointsOf(resource)[call]?.(id) ?? `${API_URL}/${resource}/${encodeURIComponent(String(id))}`
}

export const dataProvider: DataProvider = {
  async getList(resource, { pagination, sort, filter }) {
    const query: Record<string, string | number> = {
      page: pagination?.page ?? 1,
      perPage: pagination?.perPage ?? 25,
      filter: JSON.stringify(filter ?? {}),
    }
    if (sort?.field) Object.assign(query, { sort: sort.field, order: sort.order })
    const { json } = await request(listUrl(resource, query, filter ?? {}))
    return { data: json.data, total: json.total }
  },

  async getOne(resource, { id }) {
    const { json } = await request(recordUrl(resource, id, 'one'))
    return { data: json.data }
  },

  async getMany(resource, { ids }) {
    const filter = { id: ids }
    const { json } = await request(listUrl(resource, { filter: JSON.stringify(filter) }, filter))
    return { data: json.data }
  },

  getManyReference(resource, { target, id, filter, ...rest }) {
    return dataProvider.getList(resource, { ...rest, filter: { ...filter, [target]: id } })
  },

  async create(resource, { data }) {
    const url = endpointsOf(resource).create?.(data) ?? `${API_URL}/${resource}`
    const { json } = await request(url, { method: 'POST', body: JSON.stringify(data) })
    return { data: json.data }
  },

  async update(resource, { id, data }) {
    const { json } = await request(recordUrl(resource, id, 'update'), { method: 'PUT', body: JSON.stringify(data) })
    return { data: json.data }
  },

  async updateMany(resource, { ids, data }) {
    for (const id of ids) await request(recordUrl(resource, id, 'update'), { method: 'PUT', body: JSON.stringify(data) })
    return { data: ids }
  },

  async delete(resource, { id }) {
    const { json } = await request(recordUrl(resource, id, 'delete'), { method: 'DELETE' })
    return { data: json.data }
  },

  async deleteMany(resource, { ids }) {
    for (const id of ids) await request(recordUrl(resource, id, 'delete'), { method: 'DELETE' })
    return { data: ids }
  },
}
