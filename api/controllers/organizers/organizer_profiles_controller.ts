import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { getEditableProfile, updateOrganizerProfile } from '#services/organizers/organizer_profile_service'
import { editableOrganizerProfile } from '#transformers/organizer_transformer'
import { organizerProfileValidator } from '#validators/organizers/organizer_profile_validator'

/** GET|PUT /api/organizers/{id}/profile: the organizer's public page as they edit it. */
export default class OrganizerProfilesController {
  async show({ params, viewer }: HttpContext) {
    return { success: true, data: editableOrganizerProfile(await getEditableProfile(viewer, parseEntityId(params.id))) }
  }

  async update({ params, viewer, request }: HttpContext) {
    const changes = await organizerProfileValidator.validate(request.body())
    const organizer = await updateOrganizerProfile(viewer, parseEntityId(params.id), changes)
    return { success: true, data: editableOrganizerProfile(organizer) }
  }
}
