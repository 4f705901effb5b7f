/*
 * The waiting list of a sold-out ticket type (docs/buying.md#waiting-list): joining from the event page (browser),
 * the offer that opens the checkout (browser), and the entry's page (server).
 */
import type { ContactMethod } from '#domain/buyer_info'
import { orderLanguage } from '../page_language.js'
import { ApiError, errorText, serverClient } from './server.js'
import { apiCall } from './browser.js'

export interface WaitingListEntry {
  token: string
  status: 'waiting' | 'offered' | 'bought' | 'expired' | 'left'
  place: number | null
  quantity: number
  eventId: number
  eventTitle: string
  ticketTypeId: number
  ticketTypeName: string
  price: string
  offer: { sessionId: string; expiresAt: string } | null
  buyer: { firstName: string; lastName: string; contactMethod: ContactMethod; email: string | null; phone: string | null }
}

export interface JoinBody {
  quantity: number
  contactMethod: ContactMethod
  email?: string | null
  phone?: string | null
  firstName: string
  lastName: string
}

const TOKEN_PATTERN = /^[1-9]\d{0,9}-[0-9a-f]{32}$/

export const waitingListApi = {
  /** POST /api/ticket-types/{id}/waiting-list → 201 with the place. */
  join(ticketTypeId: number, body: JoinBody) {
    return apiCall<{ data: WaitingListEntry }>('POST', `/api/ticket-types/${ticketTypeId}/waiting-list`, {
      body: { ...body, ...orderLanguage() },
    })
  },
  /** GET /api/waiting-list/{token}: the offer the link opens (never from the browser's cache). */
  entry(token: string) {
    return apiCall<{ data: WaitingListEntry }>('GET', `/api/waiting-list/${encodeURIComponent(token)}`, { cache: 'no-store' })
  },
}

export type EntryResult = { state: 'ok'; data: WaitingListEntry } | { state: 'not-found' } | { state: 'error' }

/** The entry's page: GET /api/waiting-list/{token} on the server (404 → not-found). */
export async function loadEntry(requestUrl: URL, token: string): Promise<EntryResult> {
  if (!TOKEN_PATTERN.test(token)) return { state: 'not-found' }
  try {
    return { state: 'ok', data: await serverClient(requestUrl).data<WaitingListEntry>(`/api/waiting-list/${token}`) }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { state: 'not-found' }
    console.error('[storefront] waiting list failed:', errorText(error))
    return { state: 'error' }
  }
}
