/*
 * Seats came back to a ticket type (a refund, a cancellation, a failed payment, a raised quantity, expired holds):
 * the waiting list's offer run is asked for at once instead of at its next minute. Who runs it is set from outside
 * (start/jobs.ts: the 'waiting-list-offers' pg-boss queue; a test may run it inline); without one the minute run
 * makes the offers. Kept free of imports so the order kit can call it without a cycle.
 */
export type OfferDispatcher = (ticketTypeIds: number[] | null) => Promise<unknown>

let dispatcher: OfferDispatcher | null = null

export function useOfferDispatcher(next: OfferDispatcher | null) {
  dispatcher = next
}

/** Asks for an offer run over these types (null: every type with people waiting); never throws. */
export function requestOffers(ticketTypeIds: number[] | null) {
  if (!dispatcher) return
  dispatcher(ticketTypeIds).catch(() => {
    // The minute run makes the offers anyway.
  })
}
