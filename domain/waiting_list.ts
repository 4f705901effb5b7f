/*
 * The waiting list of a sold-out ticket type (docs/buying.md#waiting-list): the pure rules the API, the storefront and
 * the back office share.
 */

export const WAITING_LIST_STATUSES = ['waiting', 'offered', 'bought', 'expired', 'left'] as const
export type WaitingListStatus = (typeof WAITING_LIST_STATUSES)[number]

/** How long an offer holds its seats unless the organizer says otherwise (events.waiting_list_offer_minutes). */
export const DEFAULT_OFFER_MINUTES = 120
export const MIN_OFFER_MINUTES = 15
export const MAX_OFFER_MINUTES = 2880

/** The most one person may wait for when the type has no per-person limit. */
export const WAITING_LIST_MAX_QUANTITY = 10

/** What one person may wait for: 1 … maxPerUser (or WAITING_LIST_MAX_QUANTITY); 0 when the type is not sold online. */
export function maxWaitingQuantity(type: { hasUserLimit: boolean | null; maxPerUser: number | null }): number {
  if (type.hasUserLimit === null) return 0
  if (type.hasUserLimit && type.maxPerUser !== null) return Math.min(type.maxPerUser, WAITING_LIST_MAX_QUANTITY)
  return WAITING_LIST_MAX_QUANTITY
}

export interface WaitingPerson {
  id: number
  quantity: number
}

/**
 * Who gets an offer of `free` seats, in order of joining: each person whose wanted number still fits gets exactly that
 * many, never fewer (a family of four is offered four or none). A person whose number does not fit is passed over for
 * now and keeps their place; a later, smaller wish that fits is offered meanwhile (seats are never left idle while
 * someone on the list could use them).
 */
export function pickOffers<P extends WaitingPerson>(free: number, waiting: readonly P[]): P[] {
  const picked: P[] = []
  let left = free
  for (const person of waiting) {
    if (left <= 0) break
    if (person.quantity <= left) {
      picked.push(person)
      left -= person.quantity
    }
  }
  return picked
}
