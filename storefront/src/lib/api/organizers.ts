/* The public organizer profile (SPEC §7: GET /api/users/{id}). */
import type { PublicOrganizerProfile } from '#domain/catalogue_types'
import { serverClient, type Loaded } from './server.js'

/* Server reads */

export function createOrganizersApi(requestUrl: URL) {
  const api = serverClient(requestUrl)
  return {
    /** Fresh on every request: a changed profile shows at once. */
    profile(id: number): Promise<Loaded<PublicOrganizerProfile>> {
      return api.detail<PublicOrganizerProfile>(`/api/users/${id}`, 'organizer profile')
    },
  }
}
