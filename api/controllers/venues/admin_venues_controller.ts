import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { readVenueListQuery, rejectVenueValidator } from '#validators/venues/venue_validator'
import { approveVenue, deleteVenue, listVenues, rejectVenue, setVenueActive } from '#services/venues/venue_management_service'
import { managedVenue } from '#transformers/venue_transformer'
import { scopeOf } from '#policies/resource_policy'

/**
 * Admins' venues: the approval queue and moderation; every change is audited by the service. The record
 * (GET/PUT /api/admin/venues/{id}) is VenuesController's manage and update.
 */
export default class AdminVenuesController {
  /** GET /api/admin/venues?filter={"status":"pending"}: the queue is the pending ones, newest first. */
  async index({ viewer, request }: HttpContext) {
    const query = await readVenueListQuery(request.qs())
    // Operators pass the gate too (they list venues): the scope keeps them to their own.
    const scope = scopeOf(viewer, 'venues')
    const ownerId = scope.all ? undefined : (scope.owner.venueOwnerId ?? 0)
    const { rows, total } = await listVenues({ ...query, ownerId, includeDeleted: scope.all })
    return { data: rows.map(managedVenue), total }
  }

  async approve({ viewer, params, request }: HttpContext) {
    const venue = await approveVenue({ actor: viewer!, ipAddress: request.ip() }, parseEntityId(params.id))
    return { data: managedVenue(venue) }
  }

  async reject({ viewer, params, request }: HttpContext) {
    const { reason } = await request.validateUsing(rejectVenueValidator)
    const venue = await rejectVenue({ actor: viewer!, ipAddress: request.ip() }, parseEntityId(params.id), reason)
    return { data: managedVenue(venue) }
  }

  async activate({ viewer, params, request }: HttpContext) {
    const venue = await setVenueActive({ actor: viewer!, ipAddress: request.ip() }, parseEntityId(params.id), true)
    return { data: managedVenue(venue) }
  }

  async deactivate({ viewer, params, request }: HttpContext) {
    const venue = await setVenueActive({ actor: viewer!, ipAddress: request.ip() }, parseEntityId(params.id), false)
    return { data: managedVenue(venue) }
  }

  async destroy({ viewer, params, request }: HttpContext) {
    const venue = await deleteVenue({ actor: viewer!, ipAddress: request.ip() }, parseEntityId(params.id))
    return { data: managedVenue(venue) }
  }
}
