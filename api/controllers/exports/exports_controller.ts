import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { DomainError } from '#exceptions/domain_error'
import { clientInfo } from '#http/client_info'
import { requestLanguage } from '#http/request_language'
import { startExportValidator } from '#validators/exports/export_validator'
import exportRuns from '#services/exports/export_runs'

/** Exports from templates (access table 'exports'; which template and whose rows: api/services/exports/export_runs.ts). */
export default class ExportsController {
  /** GET /api/export-templates: the templates the person may run, with their columns and filters. */
  async templates({ viewer, response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return { success: true, data: await exportRuns.templatesFor(viewer!) }
  }

  /** GET /api/exports: the person's runs (admins: everyone's), newest first. */
  async index({ viewer, response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return { success: true, data: await exportRuns.list(viewer!) }
  }

  /** POST /api/exports { templateId, format, filters }: 201 with the run, ready or (large) pending. */
  async store({ viewer, request, response }: HttpContext) {
    const input = await request.validateUsing(startExportValidator)
    const run = await exportRuns.start(viewer!, input, requestLanguage(request))
    response.status(201)
    return { success: true, data: await exportRuns.view(run.id) }
  }

  /** GET /api/exports/{id}/download: the file of a ready run, for its requester or an admin. */
  async download({ viewer, params, request, response }: HttpContext) {
    const runId = parseEntityId(params.id)
    if (runId === null) throw new DomainError('EXPORT_RUN_NOT_FOUND')
    const file = await exportRuns.download(viewer!, runId, clientInfo(request))
    response.header('Content-Type', file.type)
    response.header('Content-Disposition', `attachment; filename="${file.name}"`)
    response.header('Cache-Control', 'no-store')
    return file.content
  }
}
