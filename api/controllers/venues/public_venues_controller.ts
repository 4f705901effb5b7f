import type { HttpContext } from '@adonisjs/core/http'
import { publicVenuesQueryValidator } from '#validators/catalogue_validator'
import { parseEntityId } from '#domain/entity_id'
import { getPublicVenue, getVenueForViewer, publicVenuesBody } from '#services/venues/venue_catalogue_service'
import { optionalViewer } from '#middleware/route_access_middleware'
import { venueDetail, venueMapData } from '#transformers/venue_transformer'
import { sendJsonBody, validQuery } from '#http/json_body'

export default class PublicVenuesController {
  /** GET /api/venues/public: approved, active, not deleted; search, district and size filters. */
  async index({ request, response }: HttpContext) {
    const { _cb: cacheBuster, ...filters } = await validQuery(publicVenuesQueryValidator, request.qs())
    const body = await publicVenuesBody(filters)
    response.header('Cache-Control', cacheBuster ? 'no-cache' : 'public, max-age=60')
    sendJsonBody(response, body)
  }

  /** GET /api/venues/{id}: its owner and admins (bearer token) may also see it before approval. */
  async show(ctx: HttpContext) {
    const { params, response } = ctx
    const { venue, statistics } = await getVenueForViewer(parseEntityId(params.id), await optionalViewer(ctx))
    response.header('Cache-Control', 'no-cache')
    return { success: true, data: venueDetail(venue, statistics) }
  }

  /** GET /api/venues/{id}/map-data and GET /api/venues/{id}/geocode (SPEC §7). */
  async mapData({ params }: HttpContext) {
    const venue = await getPublicVenue(parseEntityId(params.id))
    return { success: true, data: venueMapData(venue) }
  }
}
