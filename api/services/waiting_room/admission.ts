/*
 * While an event's waiting room is on (domain/waiting_room.ts roomIsOn), seats are taken only with an admission
 * (docs/waiting-room.md#admission): a hold needs a valid admission token of the event, and the admission is bound on
 * first use to one checkout session and one buyer identity (the address or number key of domain/buyer_identity.ts,
 * else the session): used for a second buyer it is refused, and a buyer who used one admission cannot use a second
 * (the unique (event, buyer_key) index). A free purchase or paid checkout needs a session bound to an admission.
 * With no room on, the check costs one look at a per-process list refreshed once a second; with one on, one UPDATE
 * for the first use of an admission by a session and buyer (later holds of the same find it in memory).
 */
import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#exceptions/domain_error'
import { isUniqueViolation } from '#services/accounts/auth_service'
import { emailIdentityKey, phoneIdentityKey } from '#domain/buyer_identity'
import { roomIsOn } from '#domain/waiting_room'
import { roomClock } from '#services/waiting_room/room_clock'
import { enabledRooms, eventOfTicketType } from '#services/waiting_room/room_state'
import { readAdmissionToken } from '#services/waiting_room/room_tokens'
import { isOfferSession, openOfferOf } from '#services/waiting_list/offer_holds'

export interface BuyerOfHold {
  sessionId: string
  email?: string | null
  phone?: string | null
  /** 'email' (the default), 'whatsapp' or 'both': which detail names the buyer first. */
  contactMethod?: string | null
}

/** The address the storefront's holds carry before the buyer has given one (storefront/src/lib/api/tickets.ts): nobody's. */
export const RESERVATION_PLACEHOLDER_EMAIL = 'reservering@suritickets.sr'

/** The one key a buyer counts under for admissions: the address, else the number, else the checkout session. */
export function buyerKeyOf(buyer: BuyerOfHold): string {
  const given = buyer.email?.trim()
  const email = given && emailIdentityKey(given) !== RESERVATION_PLACEHOLDER_EMAIL ? `e:${emailIdentityKey(given)}` : null
  const phone = buyer.phone?.trim() ? `p:${phoneIdentityKey(buyer.phone)}` : null
  const first = buyer.contactMethod === 'whatsapp' ? (phone ?? email) : (email ?? phone)
  return first ?? `s:${buyer.sessionId}`
}

/** Whether the room of this event governs its sales now. */
export async function roomInForce(eventId: number): Promise<boolean> {
  const rooms = await enabledRooms()
  const room = rooms.get(eventId)
  return !!room && roomIsOn(room, roomClock.now())
}

/** Session and buyer pairs this process saw bound (so the same buyer's next hold costs nothing). */
const bound = new Set<string>()

const refused = () => new DomainError('ADMISSION_REQUIRED')

/**
 * Binds the entry (by id, or the entry the session is bound to) to the session and buyer, or refuses. The rule in
 * one statement: a free admission takes this buyer; the same session may name its buyer later (a session key gives
 * way to the address); the same buyer may come back in a new session; anything else is another buyer.
 */
async function bind(eventId: number, where: { entryId: number } | { sessionId: string }, sessionId: string, key: string) {
  const memo = `${eventId}|${'entryId' in where ? where.entryId : 's'}|${sessionId}|${key}`
  if (bound.has(memo)) return
  const [column, value] = 'entryId' in where ? ['id', where.entryId] : ['session_id', where.sessionId]
  try {
    const result = await db.rawQuery(
      `UPDATE waiting_room_entries
       SET buyer_key = CASE WHEN buyer_key IS NULL OR (buyer_key LIKE 's:%' AND session_id = :sid) THEN :key ELSE buyer_key END,
           session_id = :sid
       WHERE event_id = :eventId AND ${column} = :value AND admitted_at IS NOT NULL
         AND (buyer_key IS NULL OR buyer_key = :key OR (session_id = :sid AND (buyer_key LIKE 's:%' OR :key LIKE 's:%')))
       RETURNING id`,
      { sid: sessionId, key, eventId, value }
    )
    if (result.rows.length === 0) throw refused()
  } catch (error) {
    if (isUniqueViolation(error)) throw refused()
    throw error
  }
  if (bound.size > 100_000) bound.clear()
  bound.add(memo)
}

/** POST /api/tickets/reserve: refuses a hold of the event's seats without a valid admission while its room is on. */
export async function assertHoldAdmitted(ticketTypeId: number, admission: string | null | undefined, buyer: BuyerOfHold): Promise<void> {
  const rooms = await enabledRooms()
  if (rooms.size === 0) return
  const eventId = await eventOfTicketType(ticketTypeId)
  if (eventId === null) return
  const room = rooms.get(eventId)
  const now = roomClock.now()
  if (!room || !roomIsOn(room, now)) return
  // A waiting-list offer's checkout has its seats from the offer (docs/buying.md#waiting-list), not from the room.
  if (isOfferSession(buyer.sessionId) && (await openOfferOf(buyer.sessionId))) return
  const token = readAdmissionToken(admission, now)
  if (!token || token.eventId !== eventId) throw refused()
  await bind(eventId, { entryId: token.entryId }, buyer.sessionId, buyerKeyOf(buyer))
}

/** A free purchase or paid checkout of the event's seats while its room is on: the session must hold an admission. */
export async function assertCheckoutAdmitted(eventId: number, buyer: BuyerOfHold): Promise<void> {
  const rooms = await enabledRooms()
  if (rooms.size === 0) return
  const room = rooms.get(eventId)
  if (!room || !roomIsOn(room, roomClock.now())) return
  if (isOfferSession(buyer.sessionId) && (await openOfferOf(buyer.sessionId))) return
  await bind(eventId, { sessionId: buyer.sessionId }, buyer.sessionId, buyerKeyOf(buyer))
}

/** Tests: the next use of every admission goes to the database. */
export function forgetBindings(): void {
  bound.clear()
}
