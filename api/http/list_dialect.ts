/*
 * react-admin's simple-rest dialect (ra-data-simple-rest, the back office's data provider), spoken by every route
 * that serves a back-office resource's records, beside the API's own shapes (docs/api.md, "The list contract"):
 *
 *   list    GET  R?sort=["name","ASC"]&range=[0,24]&filter={"q":"…"}  -> [record, …] + Content-Range: R 0-24/319
 *   getMany GET  R?filter={"id":[1,2]}                                  -> [record, …] + Content-Range: R 0-1/2
 *   record  GET|PUT|DELETE R/:id, POST R                                -> record
 *
 * A request speaks the dialect when it carries the header `X-Data-Dialect: simple-rest` (the back office sends it on
 * every data-provider call) or, on a list, a `range` query parameter; any other request gets the API's own answers
 * ({ data, total } from ?page=&perPage=&sort=&order=, { data: record }). The dialect is translated here once, around
 * the unchanged controllers: its query becomes page/perPage/sort/order before the route's validator reads it, and the
 * answer's `data` becomes the body. Which routes serve records: their access declaration names a resource and one of
 * react-admin's actions (api/http/route_access.ts).
 */
import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#exceptions/domain_error'
import { MAX_PER_PAGE } from '#validators/admin_list_validator'
import { routeRuleOf } from '#http/route_access'

export const DIALECT_HEADER = 'x-data-dialect'
export const SIMPLE_REST = 'simple-rest'

/** The page of the API's own pagination that holds the asked range, and where the range starts inside it. */
export interface RangePage {
  page: number
  perPage: number
  /** The range's first record: its offset in the whole list. */
  from: number
  /** Records to skip at the start of the page, and how many to keep. */
  skip: number
  take: number
}

/** `range=[from,to]` (both included): the smallest page size from the range's length up that holds it whole. */
export function rangePage(raw: unknown): RangePage {
  const range = parseJson(raw)
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[0] > range[1]) {
    throw new DomainError('LIST_RANGE_INVALID', { field: 'range' })
  }
  const [from, to] = range as [number, number]
  const take = to - from + 1
  for (let perPage = take; perPage <= MAX_PER_PAGE; perPage++) {
    const index = Math.floor(from / perPage)
    if (index === Math.floor(to / perPage)) return { page: index + 1, perPage, from, skip: from - index * perPage, take }
  }
  throw new DomainError('LIST_RANGE_TOO_LARGE', { field: 'range', params: { max: MAX_PER_PAGE } })
}

/** `sort=["field","ASC"|"DESC"]` as the API's sort and order; the route's validator checks the field. */
export function sortOf(raw: unknown): { sort: string; order: string } {
  const sort = parseJson(raw)
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    typeof sort[0] !== 'string' ||
    !sort[0] ||
    typeof sort[1] !== 'string' ||
    !['ASC', 'DESC'].includes(sort[1].toUpperCase())
  ) {
    throw new DomainError('LIST_SORT_INVALID', { field: 'sort' })
  }
  return { sort: sort[0], order: sort[1].toUpperCase() }
}

/** `filter` must be a JSON object in the dialect (the API's own query lets a broken filter count as none). */
export function filterOf(raw: unknown): string {
  const filter = parseJson(raw)
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) throw new DomainError('LIST_FILTER_INVALID', { field: 'filter' })
  return JSON.stringify(filter)
}

function parseJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return undefined
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

/** `Content-Range: <resource> <first>-<last>/<total>`; `*` for the range of an empty page. */
export function contentRange(resource: string, from: number, count: number, total: number): string {
  return count > 0 ? `${resource} ${from}-${from + count - 1}/${total}` : `${resource} */${total}`
}

/** The resource whose records the matched route serves, when the request speaks the dialect; otherwise none. */
export function dialectResource(ctx: HttpContext): { resource: string; action: string } | undefined {
  const access = routeRuleOf(ctx.route)?.access
  if (!access || typeof access !== 'object' || !('resource' in access)) return undefined
  const asked =
    ctx.request.header(DIALECT_HEADER)?.toLowerCase() === SIMPLE_REST || (access.action === 'list' && ctx.request.qs().range !== undefined)
  return asked ? { resource: access.resource, action: access.action } : undefined
}

/**
 * Turns a list query in the dialect into the API's own (page, perPage, sort, order, filter) before the validator
 * reads it; returns the part of the page the client asked for, or undefined when the query names no range.
 */
export function translateListQuery(ctx: HttpContext): RangePage | undefined {
  const { range, sort, filter, ...rest } = ctx.request.qs()
  const query: Record<string, unknown> = { ...rest }
  delete query.page
  delete query.perPage
  delete query.order
  const window = range === undefined ? undefined : rangePage(range)
  if (window) Object.assign(query, { page: window.page, perPage: window.perPage })
  if (sort !== undefined) Object.assign(query, sortOf(sort))
  if (filter !== undefined) query.filter = filterOf(filter)
  ctx.request.updateQs(query)
  return window
}

/** The API's own list answer ({ data: [...], total }) as the dialect's: the records, and their place in Content-Range. */
export function answerList(ctx: HttpContext, resource: string, window: RangePage | undefined) {
  const body = ctx.response.getBody() as { data?: unknown; total?: unknown } | null
  if (!body || typeof body !== 'object' || !Array.isArray(body.data)) return
  const total = typeof body.total === 'number' ? body.total : body.data.length
  // A route that answers its whole list at once (data holds every record) is cut to the range here; any other
  // answer is the page rangePage asked for.
  const start = !window ? 0 : body.data.length === total ? window.from : window.skip
  const records = window ? body.data.slice(start, start + window.take) : body.data
  const from = window ? window.from : 0
  ctx.response.header('Content-Range', contentRange(resource, from, records.length, total))
  ctx.response.send(records)
}

/** The API's own record answer ({ data: record }) as the dialect's: the record itself. */
export function answerRecord(ctx: HttpContext) {
  const body = ctx.response.getBody() as { data?: unknown } | null
  if (!body || typeof body !== 'object' || !body.data || typeof body.data !== 'object' || Array.isArray(body.data)) return
  ctx.response.send(body.data)
}
