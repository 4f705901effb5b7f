/*
 * The waiting list of a sold-out ticket type (docs/buying.md#waiting-list): joining from the event page (browser),
 * the offer that opens the checkout (browser), and the entry's page with its leave button (server).
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

async function serverCall(requestUrl: URL, token: string, method: 'GET' | 'DELETE'): Promise<EntryResult> {
  if (!TOKEN_PATTERN.test(token)) return { state: 'not-found' }
  try {
    const client = serverClient(requestUrl)
    const response = await fetch(new URL(`/api/waiting-list/${token}`, client.base), { method, headers: { accept: 'application/json' } })
    if (response.status === 404) return { state: 'not-found' }
    if (!response.ok) throw new ApiError(response.status, `${method} waiting list answered ${response.status}`)
    return { state: 'ok', data: ((await response.json()) as { data: WaitingListEntry }).data }
  } catch (error) {
    console.error('[storefront] waiting list failed:', errorText(error))
    return { state: 'error' }
  }
}

/** The entry's page: GET shows it, the page's own form POST leaves (DELETE). */
export function loadEntry(requestUrl: URL, token: string) {
  return serverCall(requestUrl, token, 'GET')
}

export function leaveEntry(requestUrl: URL, token: string) {
  return serverCall(requestUrl, token, 'DELETE')
}
