/*
 * The offer link of the waiting list (/events/{id}?offer={token}, docs/buying.md#waiting-list) opens the checkout
 * under the offer's own session with exactly the held seats, the buyer's details filled in and the offer's expiry as
 * the countdown's deadline. The server answers that session's holds with the offer's hold as it is, so the checkout
 * neither shortens nor gives back the seats. An offer that ran out, was used or left sends the buyer to the entry's
 * page, which says so in their language.
 */
import type { CartLine } from '../buying/selection'
import type { ResumeData } from '../buying/checkout/use_checkout'
import { waitingListApi } from '../../lib/api/waiting_list'

export const OFFER_PARAM = 'offer'

export type OfferCheckout = { lines: CartLine[]; resume: ResumeData } | { gone: string }

export async function offerCheckout(token: string, eventId: number): Promise<OfferCheckout> {
  const gone = { gone: `/waiting-list/${encodeURIComponent(token)}` }
  const result = await waitingListApi.entry(token)
  if (!result.ok) return gone
  const entry = result.data.data
  const deadline = entry.offer ? Date.parse(entry.offer.expiresAt) : NaN
  if (entry.eventId !== eventId || !entry.offer || !(deadline > Date.now())) return gone
  const { buyer } = entry
  return {
    lines: [{ ticketTypeId: entry.ticketTypeId, quantity: entry.quantity, price: entry.price, name: entry.ticketTypeName }],
    resume: {
      sessionId: entry.offer.sessionId,
      deadline,
      paymentMethod: null,
      buyerInfo: {
        contactMethod: buyer.contactMethod,
        firstName: buyer.firstName,
        lastName: buyer.lastName,
        email: buyer.email,
        confirmEmail: buyer.email,
        phone: buyer.phone,
        confirmPhone: buyer.phone,
      },
    },
  }
}
