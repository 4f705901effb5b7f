import vine from '@vinejs/vine'

/** The most records one list answer holds. */
export const MAX_PER_PAGE = 100

/**
 * Query of the back office's list calls (docs/api.md, "The list contract"): page, perPage, sort, order and a JSON
 * `filter`. react-admin's simple-rest dialect (range, sort as ["field","ASC"]) reaches it translated by
 * api/http/list_dialect.ts.
 */
export function adminListValidator<const Sort extends readonly [string, ...string[]]>(sortFields: Sort) {
  return vine.create(
    vine.object({
      page: vine.number().withoutDecimals().min(1).optional(),
      perPage: vine.number().withoutDecimals().min(1).max(MAX_PER_PAGE).optional(),
      sort: vine.enum(sortFields).optional(),
      order: vine.enum(['ASC', 'DESC', 'asc', 'desc'] as const).optional(),
      filter: vine
        .string()
        .transform((raw) => {
          try {
            const parsed = JSON.parse(raw)
            return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {}
          } catch {
            return {}
          }
        })
        .optional(),
    })
  )
}

export interface AdminListInput {
  page?: number
  perPage?: number
  sort?: string
  order?: string
  filter?: Record<string, unknown>
}

/** A validated list query as the services take it: the filter's `id` list (getMany) and `q` (search). */
export function adminListQuery<Sort extends string>(input: AdminListInput, defaultSort: Sort, defaultOrder: 'asc' | 'desc' = 'asc') {
  const filter = input.filter ?? {}
  return {
    page: input.page ?? 1,
    perPage: input.perPage ?? 25,
    sort: (input.sort ?? defaultSort) as Sort,
    order: (input.order?.toLowerCase() ?? defaultOrder) as 'asc' | 'desc',
    ids: Array.isArray(filter.id) ? filter.id.map(Number).filter(Number.isInteger) : undefined,
    search: typeof filter.q === 'string' && filter.q.trim() ? filter.q.trim() : undefined,
    filter,
  }
}
