/*
 * Back-office data contract (react-admin dataProvider <-> AdonisJS admin API)
 *
 * Every resource R of the back office maps to /api/admin/R on the same origin. All requests send
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
import { fetchUtils, type DataProvider, type Identifier } from 'react-admin'
import { currentToken } from './auth/browserSession'

const API_URL = '/api/admin'

function request(url: string, options: fetchUtils.Options = {}) {
  const token = currentToken()
  // fetchJson rejects non-2xx answers with HttpError(body.message || statusText, status, body).
  return fetchUtils.fetchJson(url, {
    ...options,
    credentials: 'include',
    user: token ? { authenticated: true, token: `Bearer ${token}` } : undefined,
  })
}

function listUrl(resource: string, query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))
  return `${API_URL}/${resource}?${search}`
}

function recordUrl(resource: string, id: Identifier) {
  return `${API_URL}/${resource}/${encodeURIComponent(String(id))}`
}

export const dataProvider: DataProvider = {
  async getList(resource, { pagination, sort, filter }) {
    const query: Record<string, string | number> = {
      page: pagination?.page ?? 1,
      perPage: pagination?.perPage ?? 25,
      filter: JSON.stringify(filter ?? {}),
    }
    if (sort?.field) Object.assign(query, { sort: sort.field, order: sort.order })
    const { json } = await request(listUrl(resource, query))
    return { data: json.data, total: json.total }
  },

  async getOne(resource, { id }) {
    const { json } = await request(recordUrl(resource, id))
    return { data: json.data }
  },

  async getMany(resource, { ids }) {
    const { json } = await request(listUrl(resource, { filter: JSON.stringify({ id: ids }) }))
    return { data: json.data }
  },

  getManyReference(resource, { target, id, filter, ...rest }) {
    return dataProvider.getList(resource, { ...rest, filter: { ...filter, [target]: id } })
  },

  async create(resource, { data }) {
    const { json } = await request(`${API_URL}/${resource}`, { method: 'POST', body: JSON.stringify(data) })
    return { data: json.data }
  },

  async update(resource, { id, data }) {
    const { json } = await request(recordUrl(resource, id), { method: 'PUT', body: JSON.stringify(data) })
    return { data: json.data }
  },

  async updateMany(resource, { ids, data }) {
    for (const id of ids) await request(recordUrl(resource, id), { method: 'PUT', body: JSON.stringify(data) })
    return { data: ids }
  },

  async delete(resource, { id }) {
    const { json } = await request(recordUrl(resource, id), { method: 'DELETE' })
    return { data: json.data }
  },

  async deleteMany(resource, { ids }) {
    for (const id of ids) await request(recordUrl(resource, id), { method: 'DELETE' })
    return { data: ids }
  },
}
