/* /ticketswitch's listings per event: pure, shared with the unit tests. */
import type { PublicListing } from '#domain/ticketswitch'

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
