import type { HttpContext } from '@adonisjs/core/http'
import vine, { errors as vineErrors } from '@vinejs/vine'
import { listChanges } from '#services/audit/audit_service'
import { AUDIT_ENTITY_TYPES } from '#domain/audit'

const isoDay = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)

/** The browsable log's filters (react-admin's `filter`) and a record's history (the top-level fields). */
const filterFields = {
  entityType: vine.enum(AUDIT_ENTITY_TYPES).optional(),
  entityId: vine.number().withoutDecimals().min(1).max(2_147_483_647).optional(),
  /** Who made the change: their id, or part of their name or e-mail. */
  userId: vine.number().withoutDecimals().min(1).max(2_147_483_647).optional(),
  person: vine.string().trim().maxLength(100).optional(),
  /** Calendar days in Suriname, both included. */
  from: isoDay().optional(),
  to: isoDay().optional(),
}

const queryValidator = vine.create(
  vine.object({
    ...filterFields,
    fieldPrefix: vine.string().trim().maxLength(100).optional(),
    page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
    perPage: vine.number().withoutDecimals().min(1).max(100).optional(),
    filter: vine.string().maxLength(2000).optional(),
  })
)

const filterValidator = vine.create(vine.object(filterFields))

/** react-admin sends an empty field as '' and a number field as a number or a string. */
function parsedFilter(text: string | undefined): Record<string, unknown> {
  if (!text) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = null
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new vineErrors.E_VALIDATION_ERROR([{ field: 'filter', message: 'Het filter is geen geldig JSON-object.', rule: 'json' }])
  }
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== '' && value !== null && value !== undefined))
}

export default class AdminAuditChangesController {
  /**
   * GET /api/admin/audit-changes: every change, newest first, filtered by entityType, entityId, person (userId or
   * part of a name or e-mail) and a date range, as top-level fields (a record's history) or in react-admin's `filter`.
   */
  async index({ request }: HttpContext) {
    const { filter, ...input } = await queryValidator.validate(request.qs())
    const filters = await filterValidator.validate(parsedFilter(filter))
    const from = filters.from ?? input.from
    const to = filters.to ?? input.to
    if (from && to && from > to) {
      throw new vineErrors.E_VALIDATION_ERROR([{ field: 'to', message: 'De einddatum ligt voor de begindatum.', rule: 'afterOrEqual' }])
    }
    return listChanges({ ...input, ...filters, page: input.page ?? 1, perPage: input.perPage ?? 25 })
  }
}
