import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { authorizeOrganizer } from '#policies/organizer_policy'
import { organizerStats } from '#services/organizers/organizer_stats_service'

export default class OrganizerStatsController {
  /** GET /api/organizers/{id}/stats: the organizer dashboard's figures, for that organizer's team and admins. */
  async show({ params, viewer, response }: HttpContext) {
    const organizerId = parseEntityId(params.id)
    // An id that is no number reaches nobody's records: 403 like any other organizer's, 404 for an admin.
    authorizeOrganizer(viewer, 'organizer-stats', 'show', organizerId ?? -1)
    response.header('Cache-Control', 'no-store')
    return { success: true, data: await organizerStats(organizerId ?? -1) }
  }
}
