import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { getOrganizerProfile } from '#services/organizers/organizer_profile_service'
import { publicOrganizerProfile } from '#transformers/organizer_transformer'
import { publicOrganizersBody } from '#services/organizers/organizer_catalogue_service'
import { ORGANIZERS_PER_PAGE, publicOrganizersQueryValidator } from '#validators/catalogue_validator'
import { sendJsonBody, validQuery } from '#http/json_body'

export default class OrganizersController {
  /** GET /api/organizers?page=&perPage=: organizers with published events, by name, cached like the catalogue. */
  async index({ request, response }: HttpContext) {
    const { page, perPage, _cb: cacheBuster } = await validQuery(publicOrganizersQueryValidator, request.qs())
    const body = await publicOrganizersBody({ page: page ?? 1, perPage: perPage ?? ORGANIZERS_PER_PAGE })
    response.header('Cache-Control', cacheBuster ? 'no-cache' : 'public, max-age=60')
    sendJsonBody(response, body)
  }

  /** GET /api/users/{id}: the public organizer profile (organizers only). */
  async show({ params, response }: HttpContext) {
    const profile = await getOrganizerProfile(parseEntityId(params.id))
    response.header('Cache-Control', 'no-cache')
    return { success: true, data: publicOrganizerProfile(profile) }
  }
}
