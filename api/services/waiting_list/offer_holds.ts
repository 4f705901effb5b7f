/*
 * An offer's hold inside the buyer's checkout (docs/buying.md#waiting-list): the checkout of the offer link runs under
 * the offer's session, and its 20-minute hold refresh and its release on leaving must neither shorten nor give back
 * the seats the offer holds until its own expiry. reservation_service.ts asks here.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'
import TicketReservation from '#models/ticket_reservation'
import TicketType from '#models/ticket_type'
import { DomainError } from '#exceptions/domain_error'

/** Every offer's session id starts so; a checkout's own never does (the storefront's are 'cs_' and a UUID). */
export const OFFER_SESSION_PREFIX = 'wl_'

export function isOfferSession(sessionId: string): boolean {
  return sessionId.startsWith(OFFER_SESSION_PREFIX)
}

/** The active, unexpired hold of an open offer under this session on this type (the checkout of the offer link), or null. */
export async function offerHold(
  sessionId: string,
  ticketTypeId: number,
  client?: TransactionClientContract
): Promise<TicketReservation | null> {
  if (!isOfferSession(sessionId)) return null
  return TicketReservation.query(client ? { client } : {})
    .where('session_id', sessionId)
    .where('ticket_type_id', ticketTypeId)
    .where('is_active', true)
    .where('expires_at', '>', new Date())
    .whereExists((q) => q.from('waiting_list_entries').where('offer_session_id', sessionId).where('status', 'offered'))
    .orderBy('id', 'desc')
    .first()
}

/** Whether an open offer owns this session. */
export async function openOfferOf(sessionId: string): Promise<boolean> {
  const row = await db.from('waiting_list_entries').where('offer_session_id', sessionId).where('status', 'offered').first()
  return row !== null && row !== undefined
}

/**
 * A hold asked for under an offer's session: the offer's own hold answers (same id, same expiry) when it covers the
 * wanted number; more than the offer is refused. Null when no open offer holds this type under the session (the
 * ordinary path then decides).
 */
export async function offeredHold(input: { sessionId: string; ticketTypeId: number; quantity: number }) {
  const hold = await offerHold(input.sessionId, input.ticketTypeId)
  if (!hold) return null
  if (input.quantity > hold.quantity) {
    const type = await TicketType.findOrFail(hold.ticketTypeId)
    throw new DomainError('WAITING_LIST_OFFER_TOO_MANY', { params: { offered: hold.quantity, ticketType: type.name } })
  }
  return {
    reservation: { id: hold.id, ticketTypeId: hold.ticketTypeId, quantity: hold.quantity, sessionId: hold.sessionId },
    availableNow: 0,
    expiresAt: hold.expiresAt,
  }
}
