/*
 * Payments (SPEC §7 "Purchase and payment"): on the server, the payment pages' reads (SPEC §2 /payment/success,
 * /mock-uni5pay-checkout), never cached; in the browser, the payment methods, starting a payment, the saved
 * payment state (SPEC §3 payment_states) and the success page's status check.
 */
import type { BuyerInfo } from '#domain/buyer_info'
import type { CartLine } from '../../components/buying/selection'
import { ApiError, errorText, serverClient } from './server.js'
import { apiCall, type ApiResult } from './browser.js'
import { orderLanguage } from '../page_language.js'
import type { CheckoutPayload, ListingPayload } from './tickets.js'
import type { CancellationOffer } from '#domain/buyer_cancellation'

/* Server reads */

export interface OrderStatus {
  orderNumber: string
  eventId: number
  status: string
  total: string
  currency: string
  refundRequired?: boolean
  tickets: {
    id: number
    qrCode: string
    purchasePrice: string
    buyerName: string | null
    /** Set once the order's tickets are issued (the API's orderStatusView). */
    ticketTypeName?: string | null
    qrImage?: string | null
  }[]
  event?: { id: number; title: string; startDate: string; endDate: string; venueName: string | null; venueAddress: string | null } | null
  /** Masked: the page's address may be passed on. */
  sentTo?: { contactMethod: string; email: string | null; phone: string | null } | null
  pdfUrl?: string | null
  calendarUrl?: string
  /** Bought while signed in: My tickets has it. */
  hasAccount?: boolean
  /** The seller's invoice (a PDF), once the order has one. */
  invoiceUrl?: string | null
  /** What the buyer may cancel now, and what would come back (domain/buyer_cancellation.ts). */
  cancellation?: CancellationOffer | null
  /** What its refunds paid back so far; null when nothing was. */
  refundedAmount?: string | null
  /** A registration called off after its tickets were issued (not a payment that never completed). */
  cancelledAfterIssue?: boolean
}

export interface SandboxPayment {
  id: string
  amount: string
  currency: string
  description: string
  status: string
  expiresAt: string
}

export type Lookup<T> = { state: 'ok'; data: T } | { state: 'not-found' } | { state: 'error' }

async function lookup<T>(requestUrl: URL, path: string, what: string): Promise<Lookup<T>> {
  try {
    return { state: 'ok', data: await serverClient(requestUrl).data<T>(path) }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return { state: 'not-found' }
    console.error(`[storefront] ${what} failed:`, errorText(error))
    return { state: 'error' }
  }
}

/** GET /api/payments/order-status?orderNumber=&key=. */
export function loadOrderStatus(requestUrl: URL, orderNumber: string, key: string): Promise<Lookup<OrderStatus>> {
  const query = new URLSearchParams({ orderNumber, key })
  return lookup<OrderStatus>(requestUrl, `/api/payments/order-status?${query}`, 'order status')
}

/** GET /api/payments/uni5pay/sandbox/{id}?key=. */
export function loadSandboxPayment(requestUrl: URL, paymentId: string, key: string): Promise<Lookup<SandboxPayment>> {
  if (!/^u5p_[0-9a-f]{24}$/.test(paymentId) || !/^[0-9a-f]{32}$/.test(key)) return Promise.resolve({ state: 'not-found' })
  const query = new URLSearchParams({ key })
  return lookup<SandboxPayment>(requestUrl, `/api/payments/uni5pay/sandbox/${paymentId}?${query}`, 'uni5pay sandbox payment')
}

/* Browser calls */

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

export const paymentsApi = {
  /** POST /api/payments/create: the provider's checkout URL (the page's language goes along, as with a purchase). */
  create(
    payload: (CheckoutPayload | ListingPayload) & { paymentProvider: 'uni5pay' | 'mollie'; paymentMethod: string; embedReturnUrl?: string },
    token?: string | null
  ) {
    return apiCall<{ checkoutUrl: string; orderNumber: string }>('POST', '/api/payments/create', {
      body: { ...payload, ...orderLanguage() },
      token: token ?? null,
    })
  },

  /** GET /api/payments/methods?amount=&currency=SRD; null when it failed or listed none. */
  async methods(amount: string): Promise<PaymentMethodItem[] | null> {
    const result = await apiCall<{ available?: boolean; methods?: PaymentMethodItem[] }>(
      'GET',
      `/api/payments/methods?amount=${encodeURIComponent(amount)}&currency=SRD`
    )
    return result.ok && Array.isArray(result.data.methods) && result.data.methods.length > 0 ? result.data.methods : null
  },

  /** GET /api/payments/order-status: the success page asking whether a pending payment moved on. */
  orderStatus(orderNumber: string, key: string): Promise<ApiResult<{ data?: { status?: string } } | null>> {
    return apiCall('GET', `/api/payments/order-status?${new URLSearchParams({ orderNumber, key })}`, { cache: 'no-store' })
  },

  /** POST /api/payment-state/create: the server copy of a checkout in progress. */
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

  /** POST /api/payment-state/resume. */
  resumeState(stateToken: string) {
    return apiCall<{ data: SavedStateView }>('POST', '/api/payment-state/resume', { body: { token: stateToken } })
  },

  /** DELETE /api/payment-state/clear; `keepalive` when sent from a page that is being left. */
  clearState(stateToken: string, keepalive = false) {
    return apiCall<{ cleared: boolean }>('DELETE', '/api/payment-state/clear', { body: { token: stateToken }, keepalive })
  },
}
