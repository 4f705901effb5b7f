import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { authorizeOwnedVenue, authorizeVenueOperator } from '#policies/venue_operator_policy'
import { listManagedReviews, venueOperatorStats } from '#services/venues/venue_operator_stats_service'
import { managedReviewsValidator } from '#validators/bookings/venue_booking_validator'

/** The venue operator's workspace besides the venue records: the dashboard's figures and a venue's reviews. */
export default class VenueOperatorController {
  /** GET /api/venues/owner/:id/stats: the operator's venues with their figures, waiting requests, latest reviews. */
  async stats({ viewer, params, response }: HttpContext) {
    const operator = await authorizeVenueOperator(viewer, 'show', parseEntityId(params.id))
    response.header('Cache-Control', 'no-store')
    return { success: true, data: await venueOperatorStats(viewer!, operator.id) }
  }

  /** GET /api/venues/:id/reviews/manage: every review of the venue with its moderation state ({ data, total }). */
  async reviews({ viewer, params, request, response }: HttpContext) {
    const venue = await authorizeOwnedVenue(viewer, parseEntityId(params.id), 'show')
    const input = await managedReviewsValidator.validate(request.qs())
    const { rows, total } = await listManagedReviews([venue], input.page ?? 1, input.perPage ?? 25)
    response.header('Cache-Control', 'no-store')
    return { data: rows, total }
  }
}
