/*
 * The venues resource's paths per role and the calls beyond react-admin's CRUD: the admins'
 * moderation actions and the facilities to choose from. Who may do what is the access table's (the API decides).
 */
import { storedUser } from '../../auth/browserSession'
import { roleMayAct, signedInTableRole } from '../../auth/resourceAccess'
import { request } from '../../http'
import type { VenueFacility } from '#domain/catalogue_types'
import type { ManagedVenue } from '#domain/venue_management'

export type { ManagedVenue }

/** Admins and sub-admins moderate every venue; venue operators keep their own (SPEC §7 /api/venues/owner/{id}). */
export function actsAsModerator(user: { role: string; isSubAdmin?: boolean } | null | undefined = storedUser()): boolean {
  return roleMayAct('venues', 'approve', signedInTableRole(user))
}

const encoded = (id: string | number) => encodeURIComponent(String(id))

export const venueEndpoints = {
  list: () => (actsAsModerator() ? '/api/admin/venues' : `/api/venues/owner/${storedUser()?.id ?? 0}`),
  one: (id: string | number) => (actsAsModerator() ? `/api/admin/venues/${encoded(id)}` : `/api/venues/${encoded(id)}/manage`),
  create: () => '/api/venues',
  update: (id: string | number) => (actsAsModerator() ? `/api/admin/venues/${encoded(id)}` : `/api/venues/${encoded(id)}`),
}

export type ModerationAction = 'approve' | 'reject' | 'activate' | 'deactivate'

export async function moderateVenue(id: number, action: ModerationAction, reason?: string): Promise<ManagedVenue> {
  const { json } = await request(`/api/admin/venues/${encoded(id)}/${action}`, {
    method: 'POST',
    body: JSON.stringify(reason === undefined ? {} : { reason }),
  })
  return json.data as ManagedVenue
}

export async function deleteVenue(id: number): Promise<ManagedVenue> {
  const { json } = await request(`/api/admin/venues/${encoded(id)}`, { method: 'DELETE' })
  return json.data as ManagedVenue
}

/** GET /api/venue-facilities: the active facilities in display order. */
export async function venueFacilities(): Promise<VenueFacility[]> {
  const { json } = await request('/api/venue-facilities')
  return (json.data ?? []) as VenueFacility[]
}
