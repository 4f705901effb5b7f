import type { HttpContext } from '@adonisjs/core/http'
import { listActiveFacilities } from '#services/venues/venue_catalogue_service'
import { publicFacility } from '#transformers/venue_transformer'

export default class VenueFacilitiesController {
  /** GET /api/venue-facilities: the active facilities in display order. */
  async index({ response }: HttpContext) {
    const facilities = await listActiveFacilities()
    // An admin's change shows at once: browsers ask again, the list is small.
    response.header('Cache-Control', 'no-cache')
    return { success: true, data: facilities.map(publicFacility) }
  }
}
