import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { getOrganizerProfile } from '#services/organizers/organizer_profile_service'
import { publicOrganizerProfile } from '#transformers/organizer_transformer'

export default class OrganizersController {
  /** GET /api/users/{id}: the public organizer profile (organizers only). */
  async show({ params, response }: HttpContext) {
    const profile = await getOrganizerProfile(parseEntityId(params.id))
    response.header('Cache-Control', 'no-cache')
    return { success: true, data: publicOrganizerProfile(profile) }
  }
}
