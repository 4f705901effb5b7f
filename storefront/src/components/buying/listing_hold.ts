/*
 * The checkout's holds for a Ticketswitch listing (lib/api/tickets.ts reserveListing): the one listing held for
 * 20 minutes and released like a ticket hold, read by checkout_hold.ts as one held line. A signed-in buyer's
 * token goes along, so their own listing is refused at once.
 */
import { ticketsApi } from '../../lib/api/tickets'
import { $session } from '../../stores/session'
import type { HoldApi } from './checkout_hold'

export function listingHoldApi(listingId: number): HoldApi {
  return {
    async reserve(_line, sessionId) {
      const result = await ticketsApi.reserveListing(listingId, sessionId, $session.get()?.token ?? null)
      if (!result.ok) return result
      const hold = result.data.data
      return {
        ...result,
        data: { data: hold ? { id: hold.listingId, expiresAt: hold.expiresAt, expiresInSeconds: hold.expiresInSeconds } : null },
      }
    },
    release: (sessionId) => ticketsApi.release(sessionId),
    releaseByBeacon: (sessionId) => ticketsApi.releaseByBeacon(sessionId),
  }
}
