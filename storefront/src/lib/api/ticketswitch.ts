/*
 * /ticketswitch's server-side client: GET /api/ticketswitch/listings?eventId= (public). Not cached: a
 * listing sold or withdrawn a second ago must not be offered, and a seller's new listing shows at the next load.
 */
import { DEFAULT_RESALE_FEE_PERCENTAGE, type PublicListingsAnswer } from '#domain/ticketswitch'
import { apiBaseUrl } from '../api'

export { groupListingsByEvent, type ListingGroup } from '../../components/ticketswitch/listing_groups'

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
    return {
      state: 'ok',
      answer: {
        data: body.data,
        events: Array.isArray(body.events) ? body.events : [],
        resaleFeePercentage: typeof body.resaleFeePercentage === 'string' ? body.resaleFeePercentage : DEFAULT_RESALE_FEE_PERCENTAGE,
      },
    }
  } catch (error) {
    console.error('[storefront] ticketswitch listings failed:', error instanceof Error ? error.message : error)
    return { state: 'error' }
  }
}
