import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { createVenueValidator, readVenueListQuery, validateVenueChanges } from '#validators/venues/venue_validator'
import { registerVenue } from '#services/venues/venue_registration_service'
import { text } from '#exceptions/messages'
import { getVenueForViewer } from '#services/venues/venue_catalogue_service'
import { getManagedVenue, listVenues, updateVenue } from '#services/venues/venue_management_service'
import { authorizeOperatorVenues } from '#policies/venue_policy'
import { managedVenue, venueDetail } from '#transformers/venue_transformer'

/** Venue operators' own venues (SPEC §2 /register-venue). */
export default class VenuesController {
  /** POST /api/venues */
  async store({ viewer, request, response }: HttpContext) {
    const input = await request.validateUsing(createVenueValidator)
    const venue = await registerVenue(viewer!, input)
    const { venue: stored, statistics } = await getVenueForViewer(venue.id, viewer)
    return response.created({ success: true, data: venueDetail(stored, statistics), message: text('VENUE_AWAITS_APPROVAL') })
  }

  /** GET /api/venues/owner/{id} (SPEC §7): the operator's venues with their status, in react-admin's list contract. */
  async ownerIndex({ viewer, params, request }: HttpContext) {
    const ownerId = authorizeOperatorVenues(viewer, parseEntityId(params.id))
    const query = await readVenueListQuery(request.qs())
    const { rows, total } = await listVenues({ ...query, ownerId, includeDeleted: false })
    return { data: rows.map(managedVenue), total }
  }

  /** GET /api/venues/{id}/manage: one venue as its operator edits it. */
  async manage({ viewer, params }: HttpContext) {
    return { data: managedVenue(await getManagedVenue(viewer, parseEntityId(params.id))) }
  }

  /** PUT /api/venues/{id}: the operator's edit; a significant change of an approved venue waits for approval again. */
  async update({ viewer, params, request }: HttpContext) {
    const input = await validateVenueChanges(request.all())
    const venue = await updateVenue({ actor: viewer!, ipAddress: request.ip() }, parseEntityId(params.id), input)
    return { data: managedVenue(venue) }
  }
}
