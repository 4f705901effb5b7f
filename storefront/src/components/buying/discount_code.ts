/*
 * The discount or access code of this visit (issue: commerce tools): typed in the selection or brought by the event
 * page's link (/events/{id}?code=ZOMER25). The selection, the checkout's figures and every call that holds, pays or
 * buys read it from here; the prices follow domain/discount_codes.ts, as the API computes them.
 */
import { atom } from 'nanostores'
import { discountCart, effectTerms, type CodeEffect, type DiscountCodeRefusal, type DiscountedCart } from '#domain/discount_codes'
import { apiCall } from '../../lib/api/browser'

export type AppliedCode = CodeEffect

export type CodeCheck = ({ valid: true } & AppliedCode) | { valid: false; reason: DiscountCodeRefusal; message: string }

export const $discountCode = atom<AppliedCode | null>(null)

/** GET /api/events/{id}/discount-codes/check; null when the API could not be reached (or refused: 429). */
export async function checkCode(eventId: number, code: string): Promise<CodeCheck | { valid: false; reason: 'unavailable' } | null> {
  const result = await apiCall<{ data: CodeCheck }>(
    'GET',
    `/api/events/${eventId}/discount-codes/check?code=${encodeURIComponent(code.trim())}`
  )
  if (!result.ok) return result.status === 429 ? { valid: false, reason: 'unavailable' } : null
  return result.data.data
}

export function applyCode(applied: AppliedCode | null) {
  $discountCode.set(applied)
}

/** The code to send with a hold, payment or purchase (nothing without one). */
export function codeField(): { discountCode?: string } {
  const applied = $discountCode.get()
  return applied ? { discountCode: applied.code } : {}
}

/** A cart priced with the applied code (cents), as the API will price it. */
export function pricedWithCode(
  lines: { ticketTypeId: number; quantity: number; price: string | number }[],
  applied: AppliedCode | null
): DiscountedCart {
  const terms = applied ? effectTerms(applied) : null
  return discountCart(lines, terms)
}
