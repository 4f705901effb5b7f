import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { readVenueListQuery, rejectVenueValidator, validateVenueChanges } from '#validators/venue_validator'
import {
  approveVenue,
  deleteVenue,
  getManagedVenue,
  listVenues,
  rejectVenue,
  setVenueActive,
  updateVenue,
} from '#services/venue_management_service'
import { managedVenue } from '#transformers/venue_transformer'
import { scopeOf } from '#policies/resource_policy'

/** Admins' venues (issue 13 §2): the approval queue, moderation and edits; every change is audited by the service. */
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

  async show({ viewer, params }: HttpContext) {
    return { data: managedVenue(await getManagedVenue(viewer, parseEntityId(params.id))) }
  }

  async update({ viewer, params, request }: HttpContext) {
    const input = await validateVenueChanges(request.all())
    const venue = await updateVenue({ actor: viewer!, ipAddress: request.ip() }, parseEntityId(params.id), input)
    return { data: managedVenue(venue) }
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
