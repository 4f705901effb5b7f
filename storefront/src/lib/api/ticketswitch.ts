/*
 * /ticketswitch's server-side client (issue 16): GET /api/ticketswitch/listings?eventId= (public). Not cached: a
 * listing sold or withdrawn a second ago must not be offered, and a seller's new listing shows at the next load.
 */
import type { PublicListing, PublicListingsAnswer } from '../../../../domain/ticketswitch'
import { apiBaseUrl } from '../api'

export type ListingsResult = { state: 'ok'; answer: PublicListingsAnswer } | { state: 'error' }

const REQUEST_TIMEOUT_MS = 10_000

export async function loadPublicListings(requestUrl: URL, eventId: number | null): Promise<ListingsResult> {
  const path = `/api/ticketswitch/listings${eventId ? `?eventId=${eventId}` : ''}`
  try {
    const response = await fetch(new URL(path, apiBaseUrl(requestUrl)), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
    const body = (await response.json()) as Partial<PublicListingsAnswer>
    if (!Array.isArray(body.data)) throw new Error(`GET ${path} answered no list`)
    return { state: 'ok', answer: { data: body.data, events: Array.isArray(body.events) ? body.events : [] } }
  } catch (error) {
    console.error('[storefront] ticketswitch listings failed:', error instanceof Error ? error.message : error)
    return { state: 'error' }
  }
}

export interface ListingGroup {
  event: { id: number; title: string; startDate: string; venueName: string | null }
  listings: PublicListing[]
}

/** Listings grouped per event, soonest event first, cheapest listing first within an event. */
export function groupListingsByEvent(listings: PublicListing[]): ListingGroup[] {
  const groups = new Map<number, ListingGroup>()
  for (const listing of listings) {
    let group = groups.get(listing.eventId)
    if (!group) {
      group = {
        event: { id: listing.eventId, title: listing.eventTitle, startDate: listing.eventStartDate, venueName: listing.venueName },
        listings: [],
      }
      groups.set(listing.eventId, group)
    }
    group.listings.push(listing)
  }
  const byPrice = (a: PublicListing, b: PublicListing) => Number(a.listingPrice) - Number(b.listingPrice) || a.id - b.id
  return [...groups.values()]
    .map((group) => ({ ...group, listings: group.listings.sort(byPrice) }))
    .sort((a, b) => Date.parse(a.event.startDate) - Date.parse(b.event.startDate))
}
