/*
 * The sell island's browser calls (domain/ticketswitch.ts): the holder's tickets and listings, listing a
 * ticket and withdrawing it. A guest proves the ticket is theirs with the download link's token on every call;
 * a signed-in holder with the session token (apiCall adds nothing by itself: the token is handed in).
 */
import type { CreateListingRequest, SellableTicket, SellerListing } from '#domain/ticketswitch'
import { apiCall, type ApiResult } from '../../lib/api/auth'

export interface MyResale {
  data: SellableTicket[]
  listings: SellerListing[]
  resaleFeePercentage: string
}

/** Who is selling: a guest through the download link, or a signed-in holder. */
export type SellerProof = { downloadToken: string } | { sessionToken: string }

const query = (proof: SellerProof) => ('downloadToken' in proof ? `?downloadToken=${encodeURIComponent(proof.downloadToken)}` : '')
const bearer = (proof: SellerProof) => ('sessionToken' in proof ? proof.sessionToken : null)

export const sellApi = {
  myTickets(proof: SellerProof): Promise<ApiResult<MyResale>> {
    return apiCall('GET', `/api/ticketswitch/my-tickets${query(proof)}`, { token: bearer(proof) })
  },

  list(
    proof: SellerProof,
    request: Omit<CreateListingRequest, 'downloadToken'>
  ): Promise<ApiResult<{ message: string; data: SellerListing }>> {
    const body: CreateListingRequest = 'downloadToken' in proof ? { ...request, downloadToken: proof.downloadToken } : request
    return apiCall('POST', '/api/ticketswitch/listings', { body, token: bearer(proof) })
  },

  withdraw(proof: SellerProof, listingId: number): Promise<ApiResult<{ message: string; data: SellerListing }>> {
    return apiCall('DELETE', `/api/ticketswitch/listings/${listingId}${query(proof)}`, { token: bearer(proof) })
  },
}
