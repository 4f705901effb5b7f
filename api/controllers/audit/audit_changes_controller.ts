import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import { listChanges } from '#services/audit/audit_service'

const queryValidator = vine.create(
  vine.object({
    entityType: vine.string().trim().maxLength(60).optional(),
    entityId: vine.number().withoutDecimals().min(1).optional(),
    fieldPrefix: vine.string().trim().maxLength(100).optional(),
    page: vine.number().withoutDecimals().min(1).optional(),
    perPage: vine.number().withoutDecimals().min(1).max(100).optional(),
  })
)

export default class AdminAuditChangesController {
  /** GET /api/admin/audit-changes?entityType=&entityId=&fieldPrefix=: a record's (or the platform's) history, newest first. */
  async index({ request }: HttpContext) {
    const input = await queryValidator.validate(request.qs())
    return listChanges({ ...input, page: input.page ?? 1, perPage: input.perPage ?? 25 })
  }
}
