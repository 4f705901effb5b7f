/*
 * Who manages a venue (SPEC §4 Visibility): its owner and admins. They see it before approval and see
 * its geocoding state; everyone else sees neither. The API decides with this for its answers; the
 * storefront mirrors it only to choose what to show.
 */
export interface VenueViewerIdentity {
  id: number
  role: string
}

export function mayManageVenue(viewer: VenueViewerIdentity | null | undefined, ownerId: number | null | undefined): boolean {
  if (!viewer) return false
  return viewer.role === 'admin' || (ownerId != null && viewer.id === ownerId)
}
