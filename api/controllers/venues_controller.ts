import type { HttpContext } from '@adonisjs/core/http'
import { createVenueValidator } from '#validators/venue_validator'
import { VENUE_AWAITS_APPROVAL, registerVenue } from '#services/venue_registration_service'
import { getVenueForViewer } from '#services/venue_catalogue_service'
import { venueDetail } from '#transformers/venue_transformer'

/** Venue operators' own venues. */
export default class VenuesController {
  /** POST /api/venues */
  async store({ viewer, request, response }: HttpContext) {
    const input = await request.validateUsing(createVenueValidator)
    const venue = await registerVenue(viewer!, input)
    const { venue: stored, statistics } = await getVenueForViewer(venue.id, viewer)
    return response.created({ success: true, data: venueDetail(stored, statistics), message: VENUE_AWAITS_APPROVAL })
  }
}
