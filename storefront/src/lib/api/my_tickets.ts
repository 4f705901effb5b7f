/*
 * My tickets (/user-dashboard): GET /api/users/me/tickets with the buyer's own token, handed over by the page
 * (domain/session.ts TICKETS_VIEWER_COOKIE), never cached; and sending an order again from the page's script.
 */
import { ApiError, errorText, serverClient } from './server.js'
import { apiCall, type ApiResult } from './browser.js'
import type { CancellationOffer } from '#domain/buyer_cancellation'

/* Server reads */

export interface MyTicket {
  id: number
  /** null once passed on to someone else. */
  qrCode: string | null
  orderNumber: string
  event: { id: number; title: string; startDate: string; endDate: string; venueName: string | null; venueAddress: string | null }
  ticketType: { name: string }
  price: string
  isCheckedIn: boolean
  /** SVG data URL while the event is upcoming; null once it is over. */
  qrImage: string | null
  pdfUrl: string
  /** The seller's invoice of the order (a PDF); null for an order without one (a Ticketswitch resale). */
  invoiceUrl?: string | null
  calendarUrl: string
  /** Masked; null where that channel cannot be used. */
  resendTo: { email: string | null; whatsapp: string | null }
  /** Its active Ticketswitch listing, when it is for sale. */
  ticketswitchListingId?: number | null
  /** When it was refunded: it no longer lets anyone in (no QR code, not for resale). */
  refundedAt?: string | null
  /** Passed on to a friend: when and to whom (domain/ticket_transfer.ts); the code is then gone. */
  transferredAt?: string | null
  transferredTo?: string | null
  /** Sold on Ticketswitch (void since): when, the seller's payout, and when it is paid (after the event). */
  resale?: {
    soldAt: string | null
    payoutAmount: string
    payoutStatus: 'none' | 'owed' | 'paid'
    payoutPaidAt: string | null
    payableFrom: string
  } | null
  /** Passed on to this person: the order's resend and PDF are not theirs. */
  receivedByTransfer?: boolean
  /** What the buyer may cancel of the order now, and what would come back (domain/buyer_cancellation.ts). */
  cancellation?: CancellationOffer | null
}

/** 401/403: the token is not (or no longer) good; the page hands the current one over again or asks to log in. */
export type MyTicketsResult = { state: 'ok'; tickets: MyTicket[] } | { state: 'signed-out' } | { state: 'error' }

export async function loadMyTickets(requestUrl: URL, token: string): Promise<MyTicketsResult> {
  try {
    const tickets = await serverClient(requestUrl).data<MyTicket[]>('/api/users/me/tickets', {
      viewer: { authorization: `Bearer ${token}` },
      // The answer draws a QR per upcoming ticket: on a busy server 3 s turned a slow page into an error page.
      timeoutMs: 10_000,
    })
    return { state: 'ok', tickets }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return { state: 'signed-out' }
    console.error('[storefront] my tickets failed:', errorText(error))
    return { state: 'error' }
  }
}

/** What following the ticket mail's claim link came to (POST /api/users/me/orders/{orderNumber}/claim). */
export type ClaimResult = 'claimed' | 'other-address' | 'invalid' | 'error'

export async function claimOrder(requestUrl: URL, token: string, orderNumber: string, key: string): Promise<ClaimResult> {
  try {
    const response = await fetch(new URL(`/api/users/me/orders/${encodeURIComponent(orderNumber)}/claim`, serverClient(requestUrl).base), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ key }),
      signal: AbortSignal.timeout(10_000),
    })
    if (response.ok) return 'claimed'
    if (response.status === 403) return 'other-address'
    if (response.status === 404 || response.status === 422) return 'invalid'
    return 'error'
  } catch (error) {
    console.error('[storefront] claiming an order failed:', errorText(error))
    return 'error'
  }
}

/* Browser calls */

export const myTicketsApi = {
  /** POST /api/users/me/orders/{orderNumber}/resend { channel }: where it went, masked. */
  resend(token: string, orderNumber: string, channel: string): Promise<ApiResult<{ sentTo?: string } | null>> {
    return apiCall('POST', `/api/users/me/orders/${encodeURIComponent(orderNumber)}/resend`, { token, body: { channel } })
  },
}
