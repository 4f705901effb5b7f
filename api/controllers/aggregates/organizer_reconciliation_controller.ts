import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { DomainError } from '#exceptions/domain_error'
import { organizerReconciliationValidator } from '#validators/aggregates/organizer_reconciliation_validator'
import { periodOf, rebuildOrganizerDays, reconcileOrganizer } from '#services/aggregates/organizer_reconciliation'

/** Support's check of one organizer's aggregates (/test-organizer-totals; admins: the routes' access entries). */
export default class OrganizerReconciliationController {
  /** GET /api/admin/organizer-totals/{organizerId}/reconcile[?from&to]: stored figures beside the direct count. */
  async show({ params, request, response }: HttpContext) {
    const organizerId = parseEntityId(params.organizerId)
    const input = await organizerReconciliationValidator.validate(request.qs())
    if (organizerId === null) throw new DomainError('ORGANIZER_NOT_FOUND')
    response.header('Cache-Control', 'no-store')
    return { success: true, data: await reconcileOrganizer(organizerId, periodOf(input.from, input.to)) }
  }

  /** POST /api/admin/organizer-totals/{organizerId}/rebuild[?from&to]: the period's days and the totals aggregated again. */
  async rebuild({ params, request, response }: HttpContext) {
    const organizerId = parseEntityId(params.organizerId)
    const input = await organizerReconciliationValidator.validate(request.qs())
    if (organizerId === null) throw new DomainError('ORGANIZER_NOT_FOUND')
    const { job, reconciliation } = await rebuildOrganizerDays(organizerId, periodOf(input.from, input.to))
    response.header('Cache-Control', 'no-store')
    return {
      success: true,
      data: reconciliation,
      job: { id: job.id, status: job.status, recordsProcessed: job.recordsProcessed, parameters: job.parameters },
    }
  }
}
