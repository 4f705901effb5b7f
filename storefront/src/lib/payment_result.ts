/*
 * What /payment/success and /payment-success show (components/payments/PaymentResult.astro), loaded by the
 * page itself so that a payment the buyer cancelled (or that ran out) is sent to /payment/cancelled, the
 * page with 'Opnieuw proberen', instead of a success page that says it failed.
 */
import { loadOrderStatus, type Lookup, type OrderStatus } from './api/payments'
import { parseEntityId } from '#domain/entity_id'

export interface PaymentResult {
  orderNumber: string
  eventId: number | null
  isFree: boolean
  result: Lookup<OrderStatus>
  status: string | null
}

export async function loadPaymentResult(url: URL): Promise<PaymentResult> {
  const params = url.searchParams
  const orderNumber = (params.get('orderNumber') ?? '').trim().slice(0, 40)
  const key = (params.get('key') ?? '').trim().slice(0, 64)
  const eventId = parseEntityId(params.get('eventId') ?? undefined)
  const isFree = params.get('type') === 'free' && orderNumber !== ''
  // A free order's address carries its key (domain/payment_return.ts); an older one without it gets a page
  // that says only that the tickets were sent.
  const result: Lookup<OrderStatus> = orderNumber && key ? await loadOrderStatus(url, orderNumber, key) : { state: 'not-found' }
  const status = result.state === 'ok' ? result.data.status : isFree ? 'free' : null
  return { orderNumber, eventId, isFree, result, status }
}

/** Where a cancelled or expired payment is shown; null for every other result. */
export function cancelledPaymentPath(result: PaymentResult): string | null {
  if (result.status !== 'cancelled' && result.status !== 'expired') return null
  // A registration its buyer (or the organizer) called off after it was issued stays on its own page.
  if (result.result.state === 'ok' && result.result.data.cancelledAfterIssue) return null
  return result.eventId ? `/payment/cancelled?eventId=${result.eventId}` : '/payment/cancelled'
}
