import type { HttpContext } from '@adonisjs/core/http'
import vine, { errors as vineErrors } from '@vinejs/vine'
import { auditCsv, listChanges, type AuditFilter } from '#services/audit/audit_service'
import { recordActivity } from '#services/accounts/activity_service'
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '#domain/audit'
import { csvFileName, csvFormatFor } from '#domain/csv'
import { requestLanguage } from '#http/request_language'
import { clientInfo } from '#http/client_info'
import { streamCsv } from '#http/csv_download'

const isoDay = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)

/** The browsable log's filters (react-admin's `filter`) and a record's history (the top-level fields). */
const filterFields = {
  entityType: vine.enum(AUDIT_ENTITY_TYPES).optional(),
  entityId: vine.number().withoutDecimals().min(1).max(2_147_483_647).optional(),
  /** What was done: update, approve, refund, publish, ... */
  action: vine.enum(AUDIT_ACTIONS).optional(),
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
    lang: vine.string().trim().maxLength(10).optional(),
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

/** The query's filters: react-admin's `filter` over the top-level fields; a range that ends before it starts is a 422. */
async function auditFilterOf(request: HttpContext['request']) {
  const { filter, lang: _lang, ...input } = await queryValidator.validate(request.qs())
  const filters = await filterValidator.validate(parsedFilter(filter))
  const merged = { ...input, ...filters, from: filters.from ?? input.from, to: filters.to ?? input.to }
  if (merged.from && merged.to && merged.from > merged.to) {
    throw new vineErrors.E_VALIDATION_ERROR([{ field: 'to', message: 'De einddatum ligt voor de begindatum.', rule: 'afterOrEqual' }])
  }
  return merged
}

export default class AdminAuditChangesController {
  /**
   * GET /api/admin/audit-changes: every change, newest first, filtered by entityType, entityId, action, person (userId
   * or part of a name or e-mail) and a date range, as top-level fields (a record's history) or in react-admin's `filter`.
   */
  async index({ request }: HttpContext) {
    const { page, perPage, ...filter } = await auditFilterOf(request)
    return listChanges({ ...filter, page: page ?? 1, perPage: perPage ?? 25 })
  }

  /**
   * GET /api/admin/audit-changes.csv: the same filters, every matching change as CSV (streamed, no row limit), in the
   * reader's spreadsheet format (`lang`); the download is a line in the admin's own activity.
   */
  async csv({ request, response, viewer }: HttpContext) {
    const { page: _page, perPage: _perPage, ...filter } = await auditFilterOf(request)
    const exported: AuditFilter = filter
    await recordActivity({
      userId: viewer!.id,
      action: 'export_downloaded',
      client: clientInfo(request),
      metadata: { export: 'audit_csv', filter: exported },
    })
    streamCsv(
      response,
      csvFileName('auditlog', exported.from ?? 'alles', exported.to ?? 'nu'),
      auditCsv(exported, csvFormatFor(requestLanguage(request)))
    )
  }
}
