/*
 * Server-side reads of the payment pages (SPEC §2 /payment/success, /mock-uni5pay-checkout):
 * GET /api/payments/order-status and GET /api/payments/uni5pay/sandbox/{id}, never cached.
 */
import { ApiError, apiBaseUrl, getData } from '../api'

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
    return { state: 'ok', data: await getData<T>(apiBaseUrl(requestUrl), path) }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return { state: 'not-found' }
    console.error(`[storefront] ${what} failed:`, error instanceof Error ? error.message : error)
    return { state: 'error' }
  }
}

export function loadOrderStatus(requestUrl: URL, orderNumber: string, key: string): Promise<Lookup<OrderStatus>> {
  const query = new URLSearchParams({ orderNumber, key })
  return lookup<OrderStatus>(requestUrl, `/api/payments/order-status?${query}`, 'order status')
}

export function loadSandboxPayment(requestUrl: URL, paymentId: string, key: string): Promise<Lookup<SandboxPayment>> {
  if (!/^u5p_[0-9a-f]{24}$/.test(paymentId) || !/^[0-9a-f]{32}$/.test(key)) return Promise.resolve({ state: 'not-found' })
  const query = new URLSearchParams({ key })
  return lookup<SandboxPayment>(requestUrl, `/api/payments/uni5pay/sandbox/${paymentId}?${query}`, 'uni5pay sandbox payment')
}
