/* The public organizer profile (SPEC §7: GET /api/users/{id}). */
import type { PublicOrganizerProfile } from '#domain/catalogue_types'
import { apiBaseUrl } from '../api'
import { loadDetail, type Loaded } from './venues'

export function createOrganizersApi(requestUrl: URL) {
  const base = apiBaseUrl(requestUrl)
  return {
    /** Fresh on every request: a changed profile shows at once. */
    profile(id: number): Promise<Loaded<PublicOrganizerProfile>> {
      return loadDetail<PublicOrganizerProfile>(base, `/api/users/${id}`, 'organizer profile')
    },
  }
}
