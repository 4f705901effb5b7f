import vine from '@vinejs/vine'

/**
 * Query of the back office's list calls (README "Back-office data contract"):
 * page, perPage, sort, order and a JSON `filter`.
 */
export function adminListValidator<const Sort extends readonly [string, ...string[]]>(sortFields: Sort) {
  return vine.create(
    vine.object({
      page: vine.number().withoutDecimals().min(1).optional(),
      perPage: vine.number().withoutDecimals().min(1).max(100).optional(),
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
