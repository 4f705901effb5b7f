import type { HttpContext } from '@adonisjs/core/http'
import { collectSteps } from '#services/analytics/collect_service'
import { eventReport, eventsReport, summaryReport } from '#services/analytics/analytics_report_service'
import { analyticsReportValidator, collectValidator } from '#validators/analytics/analytics_validator'
import { parseEntityId } from '#domain/entity_id'

/** The event funnel (docs/analytics.md): the storefront's beacon and the back office's reports. */
export default class AnalyticsController {
  /** POST /api/analytics/collect: a beacon (navigator.sendBeacon sends it as text/plain JSON). */
  async collect({ request, response }: HttpContext) {
    const batch = await request.validateUsing(collectValidator)
    const stored = await collectSteps(batch, request.ip())
    return response.accepted({ success: true, data: { stored } })
  }

  /** GET /api/analytics/events?from=&to=[&organizerId=] */
  async events({ request, viewer, response }: HttpContext) {
    const query = await analyticsReportValidator.validate(request.qs())
    response.header('Cache-Control', 'no-store')
    return { success: true, data: await eventsReport(viewer, query) }
  }

  /** GET /api/analytics/events/{id}?from=&to= */
  async event({ params, request, viewer, response }: HttpContext) {
    const query = await analyticsReportValidator.validate(request.qs())
    response.header('Cache-Control', 'no-store')
    return { success: true, data: await eventReport(viewer, parseEntityId(params.id), query) }
  }

  /** GET /api/analytics/summary?from=&to=[&organizerId=] */
  async summary({ request, viewer, response }: HttpContext) {
    const query = await analyticsReportValidator.validate(request.qs())
    response.header('Cache-Control', 'no-store')
    return { success: true, data: await summaryReport(viewer, query) }
  }
}
