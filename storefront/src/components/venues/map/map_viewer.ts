/*
 * What the map card shows whom: the geocoding state is for the venue's owner and admins only
 * (domain/venue_access.ts), read from the browser's session as the API would (display only: the API decides
 * what anyone may see). The card's texts come from the page in its language.
 */
import { mayManageVenue, type VenueViewerIdentity } from '#domain/venue_access'
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY, pickToken } from '#domain/session'

export interface MapTexts {
  pending: string
  noCoordinates: string
  status: string
  statuses: Record<string, string>
  ownerOnly: string
}

export const mapTexts = (card: HTMLElement) => JSON.parse(card.dataset.texts ?? '{}') as MapTexts

export const statusText = (texts: MapTexts, status: string) => texts.status.replace('{status}', texts.statuses[status] ?? status)

/** Who is signed in, from the browser's session. */
function signedInViewer(): VenueViewerIdentity | null {
  try {
    if (!pickToken(localStorage.getItem(TOKEN_STORAGE_KEY), localStorage.getItem(USER_STORAGE_KEY))) return null
    const user = JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null') as Partial<VenueViewerIdentity> | null
    return typeof user?.id === 'number' && typeof user.role === 'string' ? { id: user.id, role: user.role } : null
  } catch {
    return null
  }
}

/** Whether the one looking manages the card's venue. */
export const viewerManages = (card: HTMLElement) => mayManageVenue(signedInViewer(), Number(card.dataset.ownerId))
