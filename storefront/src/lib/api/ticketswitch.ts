/*
 * Ticketswitch (domain/ticketswitch.ts): the public listings /ticketswitch reads on the server, not cached (a
 * listing sold or withdrawn a second ago must not be offered, and a seller's new listing shows at the next load);
 * and in the browser the sell island's calls: the holder's tickets and listings, listing a ticket and withdrawing
 * it. A guest proves the ticket is theirs with the download link's token on every call; a signed-in holder with the
 * session token (the browser client adds nothing by itself: the token is handed in).
 */
import {
  DEFAULT_RESALE_FEE_PERCENTAGE,
  type CreateListingRequest,
  type PublicListingsAnswer,
  type SellableTicket,
  type SellerListing,
} from '#domain/ticketswitch'
import { errorText, serverClient } from './server.js'
import { apiCall, type ApiResult } from './browser.js'

/* Server reads */

export type ListingsResult = { state: 'ok'; answer: PublicListingsAnswer } | { state: 'error' }

/** GET /api/ticketswitch/listings?eventId= (public). */
export async function loadPublicListings(requestUrl: URL, eventId: number | null): Promise<ListingsResult> {
  const path = `/api/ticketswitch/listings${eventId ? `?eventId=${eventId}` : ''}`
  try {
    const answer = await serverClient(requestUrl).answer<Partial<PublicListingsAnswer>>(path)
    if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}`)
    const body = answer.body
    if (!Array.isArray(body?.data)) throw new Error(`GET ${path} answered no list`)
    return {
      state: 'ok',
      answer: {
        data: body.data,
        events: Array.isArray(body.events) ? body.events : [],
        resaleFeePercentage: typeof body.resaleFeePercentage === 'string' ? body.resaleFeePercentage : DEFAULT_RESALE_FEE_PERCENTAGE,
      },
    }
  } catch (error) {
    console.error('[storefront] ticketswitch listings failed:', errorText(error))
    return { state: 'error' }
  }
}

/* Browser calls */

export interface MyResale {
  data: SellableTicket[]
  listings: SellerListing[]
  resaleFeePercentage: string
}

/** Who is selling: a guest through the download link, or a signed-in holder. */
export type SellerProof = { downloadToken: string } | { sessionToken: string }

const query = (proof: SellerProof) => ('downloadToken' in proof ? `?downloadToken=${encodeURIComponent(proof.downloadToken)}` : '')
const bearer = (proof: SellerProof) => ('sessionToken' in proof ? proof.sessionToken : null)

export const ticketswitchApi = {
  /** GET /api/ticketswitch/my-tickets: the holder's sellable tickets and their listings. */
  myTickets(proof: SellerProof): Promise<ApiResult<MyResale>> {
    return apiCall('GET', `/api/ticketswitch/my-tickets${query(proof)}`, { token: bearer(proof) })
  },

  /** POST /api/ticketswitch/listings: a ticket put up for sale. */
  list(
    proof: SellerProof,
    request: Omit<CreateListingRequest, 'downloadToken'>
  ): Promise<ApiResult<{ message: string; data: SellerListing }>> {
    const body: CreateListingRequest = 'downloadToken' in proof ? { ...request, downloadToken: proof.downloadToken } : request
    return apiCall('POST', '/api/ticketswitch/listings', { body, token: bearer(proof) })
  },

  /** DELETE /api/ticketswitch/listings/{id}: a listing taken back. */
  withdraw(proof: SellerProof, listingId: number): Promise<ApiResult<{ message: string; data: SellerListing }>> {
    return apiCall('DELETE', `/api/ticketswitch/listings/${listingId}${query(proof)}`, { token: bearer(proof) })
  },
}
