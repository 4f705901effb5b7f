/*
 * Tickets (SPEC §7 "Purchase and payment"): the download link's tickets read on the server (SPEC §2 /download),
 * and in the browser the checkout's holds (one per selected ticket type, or one Ticketswitch listing), their
 * release, and the purchase of a free cart. Shapes as tests/functional/tickets/*.spec.ts show them.
 */
import type { BuyerInfo } from '#domain/buyer_info'
import type { ListingHold } from '#domain/ticketswitch'
import type { AnswerInput } from '#domain/questions'
import type { CartLine } from '../../components/buying/selection'
import { orderLanguage } from '../page_language.js'
import { codeField } from '../../components/buying/discount_code'
import { admissionField, noteHoldAnswer } from '../../components/waiting_room/admission'
import { ApiError, errorText, serverClient } from './server.js'
import { apiBeacon, apiCall, type ApiResult } from './browser.js'

/* Server reads */

export interface DownloadedTicket {
  id: number
  /** Both null once the ticket was passed on to someone else. */
  qrCode: string | null
  qrDataUrl: string | null
  orderNumber: string
  event: { id: number; title: string; startDate: string; endDate: string; venueName: string | null; venueAddress: string | null }
  ticketType: { name: string }
  price: string
  buyerName: string
  isCheckedIn: boolean
  transferredAt?: string | null
  transferredTo?: string | null
}

export interface TicketDownload {
  orderNumber: string
  expiresAt: string
  accessCount: number
  pdfUrl: string
  tickets: DownloadedTicket[]
}

/** 404 → not-found, 410 → expired (also used or revoked), anything else failing → error. */
export type DownloadResult = { state: 'ok'; data: TicketDownload } | { state: 'not-found' } | { state: 'expired' } | { state: 'error' }

const TOKEN_PATTERN = /^[0-9a-f]{64}$/i

/** GET /api/tickets/download?token=…, never cached. */
export async function loadTicketDownload(requestUrl: URL, token: string | null): Promise<DownloadResult> {
  if (!token || !TOKEN_PATTERN.test(token)) return { state: 'not-found' }
  try {
    return {
      state: 'ok',
      data: await serverClient(requestUrl).data<TicketDownload>(`/api/tickets/download?token=${encodeURIComponent(token)}`),
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { state: 'not-found' }
    if (error instanceof ApiError && error.status === 410) return { state: 'expired' }
    console.error('[storefront] ticket download failed:', errorText(error))
    return { state: 'error' }
  }
}

/* Browser calls */

/** SPEC §7: holds carry a fixed placeholder address; the real one comes with the purchase. */
export const RESERVATION_PLACEHOLDER_EMAIL = 'reservering@suritickets.sr'

export interface Hold {
  id: number
  ticketTypeId: number
  quantity: number
  sessionId: string
  expiresAt: string
  /** Seconds the hold has left when answered (the countdown uses it, not this device's clock). */
  expiresInSeconds?: number
}

export interface CheckoutPayload {
  eventId: number
  tickets: CartLine[]
  buyerInfo: BuyerInfo
  isAllFree: boolean
  reservationId: string
  /** The visit's analytics id (lib/funnel.ts), when the event page's beacon made one. */
  visitId?: string
  /** Answers to the event's checkout questions (docs/questions.md). */
  answers?: AnswerInput[]
}

/** A Ticketswitch listing's purchase: the listing instead of ticket lines; the hold is the checkout session's. */
export interface ListingPayload {
  listingId: number
  sessionId: string
  eventId: number
  buyerInfo: BuyerInfo
}

export interface Order {
  orderNumber: string
  /** The success page's key for this order (domain/payment_return.ts). */
  statusKey?: string
  status: string
  tickets: { id: number; qrCode: string }[]
}

export const ticketsApi = {
  /**
   * POST /api/tickets/reserve: one selected ticket type held for the checkout session, with the waiting room's
   * admission when this visit has one; a refused admission (it ran out) is forgotten, so the room shows again.
   */
  async reserve(line: CartLine, sessionId: string): Promise<ApiResult<{ data: Hold | null; availableNow: number }>> {
    const result = await apiCall<{ data: Hold | null; availableNow: number }>('POST', '/api/tickets/reserve', {
      body: {
        ticketTypeId: line.ticketTypeId,
        quantity: line.quantity,
        sessionId,
        ...codeField(),
        ...admissionField(),
        buyerEmail: RESERVATION_PLACEHOLDER_EMAIL,
        contactMethod: 'email',
      },
    })
    noteHoldAnswer(result)
    return result
  },

  /**
   * POST /api/tickets/reserve { listingId, sessionId }: holds one Ticketswitch listing for 20 minutes (the same
   * session may hold it again; another's hold answers 409 with its message). A signed-in buyer's token goes
   * along, so their own listing is refused at once ('Je kunt je eigen ticket niet terugkopen').
   */
  reserveListing(listingId: number, sessionId: string, token: string | null) {
    return apiCall<{ data?: ListingHold | null }>('POST', '/api/tickets/reserve', {
      body: { listingId, sessionId, buyerEmail: RESERVATION_PLACEHOLDER_EMAIL, contactMethod: 'email' },
      token,
    })
  },

  /** DELETE /api/tickets/reserve/{sessionId}: every hold of the checkout session. */
  release(sessionId: string) {
    return apiCall<{ released: number }>('DELETE', `/api/tickets/reserve/${encodeURIComponent(sessionId)}`)
  },

  /** The same on page close (SPEC §7 "also by beacon on page close"). */
  releaseByBeacon(sessionId: string) {
    apiBeacon(`/api/tickets/reserve/${encodeURIComponent(sessionId)}/release`)
  },

  /** POST /api/tickets/purchase: a free cart (or listing) bought at once. */
  purchase(payload: CheckoutPayload | ListingPayload, token?: string | null) {
    return apiCall<Order>('POST', '/api/tickets/purchase', { body: { ...payload, ...orderLanguage() }, token: token ?? null })
  },
}
