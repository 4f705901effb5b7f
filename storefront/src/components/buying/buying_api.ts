/*
 * Browser calls of buying (SPEC §7 "Purchase and payment"), through the shared apiCall (cookies, bearer
 * token, typed result, SPEC §8 message rule). Shapes as tests/functional/tickets/*.spec.ts show them.
 */
import type { PublicTicketType } from '#domain/catalogue_types'
import type { BuyerInfo } from '#domain/buyer_info'
import { apiCall, type ApiResult } from '../../lib/api/auth'
import { pageLanguage } from '../../lib/page_language'
import type { CartLine } from './selection'
import type { HoldApi } from '../../stores/checkout_hold'
import type { ListingHold } from '#domain/ticketswitch'
import { $session } from '../../stores/session'

export type { CartLine }

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

export interface PaymentMethodItem {
  id: string
  name: string
  description: string
  image: string
  provider: 'uni5pay' | 'mollie'
  recommended: boolean
}

export interface SavedStateView {
  eventId: number
  sessionId: string
  buyerInfo: BuyerInfo
  tickets: CartLine[]
  reservationIds: number[]
  expiresAt: string
  createdAt: string
  timeLeftSeconds: number
}

export interface CheckoutPayload {
  eventId: number
  tickets: CartLine[]
  buyerInfo: BuyerInfo
  isAllFree: boolean
  reservationId: string
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

const token = (t: string | null | undefined) => ({ token: t ?? null })
const orderLanguage = () => {
  const language = pageLanguage()
  return language ? { language } : {}
}

/** Addresses already checked on this page, with their answer. */
const emailChecks = new Map<string, Promise<boolean>>()

export const buyingApi = {
  async ticketTypes(eventId: number): Promise<PublicTicketType[] | null> {
    const result = await apiCall<{ data?: PublicTicketType[] } | PublicTicketType[]>(
      'GET',
      `/api/events/${eventId}/ticket-types?t=${Date.now()}`
    )
    if (!result.ok) return null
    const list = Array.isArray(result.data) ? result.data : result.data.data
    return Array.isArray(list) ? [...list].sort((a, b) => a.sortOrder - b.sortOrder) : null
  },

  reserve(line: CartLine, sessionId: string): Promise<ApiResult<{ data: Hold | null; availableNow: number }>> {
    return apiCall('POST', '/api/tickets/reserve', {
      body: {
        ticketTypeId: line.ticketTypeId,
        quantity: line.quantity,
        sessionId,
        buyerEmail: RESERVATION_PLACEHOLDER_EMAIL,
        contactMethod: 'email',
      },
    })
  },

  release(sessionId: string) {
    return apiCall<{ released: number }>('DELETE', `/api/tickets/reserve/${encodeURIComponent(sessionId)}`)
  },

  /** Page close: a beacon survives the unload where fetch may not. */
  releaseByBeacon(sessionId: string) {
    const url = `/api/tickets/reserve/${encodeURIComponent(sessionId)}/release`
    if (!navigator.sendBeacon?.(url)) void fetch(url, { method: 'POST', keepalive: true, credentials: 'include' }).catch(() => undefined)
  },

  /** The page's language goes with the order: its tickets are mailed in it. */
  purchase(payload: CheckoutPayload | ListingPayload, authToken?: string | null) {
    return apiCall<Order>('POST', '/api/tickets/purchase', { body: { ...payload, ...orderLanguage() }, ...token(authToken) })
  },

  createPayment(
    payload: (CheckoutPayload | ListingPayload) & { paymentProvider: 'uni5pay' | 'mollie'; paymentMethod: string },
    authToken?: string | null
  ) {
    return apiCall<{ checkoutUrl: string; orderNumber: string }>('POST', '/api/payments/create', {
      body: { ...payload, ...orderLanguage() },
      ...token(authToken),
    })
  },

  async paymentMethods(amount: string): Promise<PaymentMethodItem[] | null> {
    const result = await apiCall<{ available?: boolean; methods?: PaymentMethodItem[] }>(
      'GET',
      `/api/payments/methods?amount=${encodeURIComponent(amount)}&currency=SRD`
    )
    return result.ok && Array.isArray(result.data.methods) && result.data.methods.length > 0 ? result.data.methods : null
  },

  saveState(body: {
    eventId: number
    sessionId: string
    checkoutData: Record<string, unknown>
    selections: CartLine[]
    reservationIds: number[]
    timeLeftSeconds: number
    expiresAt: string
  }) {
    return apiCall<{ token: string; expiresAt: string }>('POST', '/api/payment-state/create', { body })
  },

  resumeState(stateToken: string) {
    return apiCall<{ data: SavedStateView }>('POST', '/api/payment-state/resume', { body: { token: stateToken } })
  },

  clearState(stateToken: string) {
    return apiCall<{ cleared: boolean }>('DELETE', '/api/payment-state/clear', { body: { token: stateToken } })
  },

  /** POST /api/auth/email-check: is this address an account (the 'al geregistreerd' hint)? Asked once per address: the API rations it. */
  emailRegistered(email: string): Promise<boolean> {
    const key = email.trim().toLowerCase()
    let answer = emailChecks.get(key)
    if (!answer) {
      answer = apiCall<{ registered?: boolean }>('POST', '/api/auth/email-check', { body: { email } }).then((result) => {
        if (!result.ok) emailChecks.delete(key) // asked again on the next blur
        return result.ok && result.data.registered === true
      })
      emailChecks.set(key, answer)
    }
    return answer
  },
}

/**
 * The checkout's holds for a Ticketswitch listing: POST /api/tickets/reserve { listingId, sessionId } holds
 * the one listing for 20 minutes (the same session may hold it again; another's hold answers 409 with its message);
 * released like a ticket hold. Read by stores/checkout_hold.ts as one held line. A signed-in buyer's token goes along,
 * so their own listing is refused at once ('Je kunt je eigen ticket niet terugkopen').
 */
export function listingHoldApi(listingId: number): HoldApi {
  return {
    async reserve(_line, sessionId) {
      const result = await apiCall<{ data?: ListingHold | null }>('POST', '/api/tickets/reserve', {
        body: { listingId, sessionId, buyerEmail: RESERVATION_PLACEHOLDER_EMAIL, contactMethod: 'email' },
        token: $session.get()?.token ?? null,
      })
      if (!result.ok) return result
      const hold = result.data.data
      return {
        ...result,
        data: { data: hold ? { id: hold.listingId, expiresAt: hold.expiresAt, expiresInSeconds: hold.expiresInSeconds } : null },
      }
    },
    release: (sessionId) => buyingApi.release(sessionId),
    releaseByBeacon: (sessionId) => buyingApi.releaseByBeacon(sessionId),
  }
}
