/* The counter-sale calls of the sale screen: what the seller may sell, the sale itself. Receipts and lists go through the dataProvider. */
import { request } from '../../http'
import type { CounterChannel, CounterPaymentMethod, CounterSaleResult, SellableEvent } from '#domain/counter_sale'
import type { CodeEffect, DiscountCodeRefusal } from '#domain/discount_codes'

export type { CounterSaleResult as SaleResult, SellableEvent }

export interface SaleBody {
  eventId: number
  tickets: { ticketTypeId: number; quantity: number }[]
  paymentMethod: CounterPaymentMethod
  amountTendered?: string | null
  buyerInfo?: { name?: string; email?: string; phone?: string; contactMethod?: 'email' | 'whatsapp' } | null
  idempotencyKey: string
  /** The event's questions (docs/questions.md): the answers, or the seller's reason for skipping the required ones. */
  answers?: { questionId: number; ticketIndex?: number | null; value?: unknown }[]
  skipQuestionsReason?: string | null
  /** A discount or access code the buyer hands over (docs/buying.md#discount-and-access-codes-hidden-ticket-types). */
  discountCode?: string | null
}

/** The loket sells what GET /api/events/loket-accessible/{userId} lists (SPEC §7); agents their partners' events. */
export async function fetchSellable(channel: CounterChannel, userId: number): Promise<SellableEvent[]> {
  const url = channel === 'loket' ? `/api/events/loket-accessible/${userId}` : '/api/agent/sales-events'
  const { json } = await request(url)
  return (json as { data: SellableEvent[] }).data
}

/** Rejects with the API's HttpError (409 no open shift, 422 a field, 403 not allowed, 409 sold out). */
export async function sell(channel: CounterChannel, body: SaleBody): Promise<CounterSaleResult> {
  const { json } = await request(`/api/${channel}/sales`, { method: 'POST', body: JSON.stringify(body) })
  return json as CounterSaleResult
}

/** One key per sale attempt; crypto.getRandomValues works on a tablet reaching the server over plain http too. */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The resource whose show view is a sale's receipt. */
export const salesResourceOf = (channel: CounterChannel) => (channel === 'loket' ? 'loket-sales' : 'agent-sales')

/** The code's effect, or why it cannot be used (GET /api/events/{id}/discount-codes/check, as the shop asks it). */
export async function checkCode(
  eventId: number,
  code: string
): Promise<({ valid: true } & CodeEffect) | { valid: false; reason: DiscountCodeRefusal; message: string }> {
  const { json } = await request(`/api/events/${eventId}/discount-codes/check?code=${encodeURIComponent(code.trim())}`)
  return (json as { data: ({ valid: true } & CodeEffect) | { valid: false; reason: DiscountCodeRefusal; message: string } }).data
}
