/*
 * Holds (SPEC §4 "Buying flow", §7 POST/DELETE /api/tickets/reserve): opening checkout holds each selected
 * ticket type for 20 minutes. A session has at most one active hold per ticket type; reserving again
 * replaces it. Expired holds count as free at once (stock.ts ignores them) and a job marks them inactive.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import TicketReservation from '#models/ticket_reservation'
import ticketsConfig from '#config/tickets'
import { DomainError } from '#exceptions/domain_error'
import { assertWithinUserLimit, availableFor, heldByOthers, lockTicketTypes, pgArray, unavailable } from '#services/tickets/stock'
import { holdLimitBindings, lockBuyingClient, refusingOverLimit } from '#services/tickets/buying_limits'
import { contactDetailsMatch, type ContactMethod } from '#domain/buyer_info'
import { assertTypesVisible, unlockForHold } from '#services/discount_codes/discount_code_pricing'
import { isOfferSession, offeredHold, openOfferOf } from '#services/waiting_list/offer_holds'

export interface HoldRequest {
  ticketTypeId: number
  quantity: number
  sessionId: string
  buyerEmail?: string | null
  buyerPhone?: string | null
  contactMethod?: ContactMethod
  /** The buyer's network (domain/client_network.ts) for the per-network limits; null for none. */
  clientKey?: string | null
  /** A discount or access code: refused when not usable now; an access code lets a hidden type be held. */
  discountCode?: string | null
}

export interface Hold {
  id: number
  ticketTypeId: number
  quantity: number
  sessionId: string
}

export interface HoldResult {
  reservation: Hold | null
  /** What is left for others after this hold. */
  availableNow: number
  expiresAt: DateTime | null
}

/**
 * One call: place_ticket_hold() (migrations 0046, 0050, 0051) checks the session's and the network's hold
 * limits (a refusal is thrown as its DomainError), locks the type, counts the seats other sessions hold
 * and, when the new hold fits, replaces the session's earlier hold on the type with it. Too few seats is
 * answered by the same call (the SPEC §5 message, thrown here). It places only plain holds; null means
 * "check in full" (unknown type, unpublished, off sale, over the per-person limit).
 */
export async function placeHold(input: HoldRequest, contactMethod: ContactMethod, expiresAt: DateTime, client: QueryClientContract) {
  const sql = `SELECT reservation_id, available_now, ticket_type_name FROM place_ticket_hold(${Array(14).fill('?').join(', ')})`
  const result = await refusingOverLimit(() =>
    client.rawQuery(sql, [
      input.ticketTypeId,
      input.quantity,
      input.sessionId,
      // NULL where the buyer left a field out (Lucid's binding type has no null; pg sends it as NULL).
      input.buyerEmail ?? null,
      input.buyerPhone ?? null,
      contactMethod,
      new Date(),
      expiresAt.toJSDate(),
      ...holdLimitBindings(input.clientKey ?? null),
    ] as RawQueryBindings)
  )
  const row: { reservation_id: number | null; available_now: number; ticket_type_name: string } | undefined = result.rows[0]
  if (!row) return null
  if (row.reservation_id === null)
    throw unavailable({ id: input.ticketTypeId, name: row.ticket_type_name }, row.available_now, input.quantity)
  const reservation: Hold = {
    id: row.reservation_id,
    ticketTypeId: input.ticketTypeId,
    quantity: input.quantity,
    sessionId: input.sessionId,
  }
  return { reservation, availableNow: row.available_now, expiresAt }
}

function releaseSessionHold(sessionId: string, ticketTypeId: number, trx: TransactionClientContract) {
  return TicketReservation.query({ client: trx })
    .where('session_id', sessionId)
    .where('ticket_type_id', ticketTypeId)
    .where('is_active', true)
    .update({ isActive: false, updatedAt: new Date() })
}

/**
 * The full path, in TypeScript: locks the type and checks in SPEC §4 order (published, sale status, per-person
 * limit, seats left after other sessions' holds); throws the first refusal, else answers the seats left.
 * It must agree with place_ticket_hold() (tests/functional/tickets/stock_paths.spec.ts runs both on one table).
 */
export async function checkHold(
  ticketTypeId: number,
  quantity: number,
  sessionId: string,
  trx: TransactionClientContract,
  unlocked: readonly number[] = []
) {
  const ticketType = (await lockTicketTypes([ticketTypeId], trx)).get(ticketTypeId)!
  // A hidden type does not exist without its access code (a release of one's own hold needs none).
  if (quantity > 0) assertTypesVisible([ticketType], unlocked)
  const held = (await heldByOthers([ticketType.id], sessionId, trx)).get(ticketType.id) ?? 0
  const available = availableFor(ticketType, held)
  if (quantity > 0) {
    assertWithinUserLimit(ticketType, quantity)
    if (quantity > available) throw unavailable(ticketType, available, quantity)
  }
  return { ticketType, available }
}

export async function reserve(input: HoldRequest): Promise<HoldResult> {
  const contactMethod = input.contactMethod ?? 'email'
  if (!contactDetailsMatch(contactMethod, input.buyerEmail, input.buyerPhone)) {
    throw new DomainError('CONTACT_DETAILS_MISMATCH', { field: 'contactMethod' })
  }
  const expiresAt = () => DateTime.now().plus({ seconds: ticketsConfig.holdSeconds })
  const code = input.discountCode?.trim() || null
  // The checkout of a waiting-list offer: the offer's hold stands as it is (docs/buying.md#waiting-list).
  if (isOfferSession(input.sessionId)) {
    const offered = await offeredHold(input)
    if (offered) return offered
  }
  // The common case, a plain hold that fits, in one round trip.
  if (input.quantity > 0 && !code) {
    const placed = await placeHold(input, contactMethod, expiresAt(), db.connection())
    if (placed) return placed
  }
  // A release (quantity 0) or a refusal other than too few seats: in full, in SPEC §4 order, for the exact answer.
  return db.transaction(async (trx) => {
    // The network's lock before the type's, as place_ticket_hold() takes them.
    if (input.quantity > 0) await lockBuyingClient(input.clientKey ?? null, trx)
    const unlocked = code && input.quantity > 0 ? await unlockForHold(input.ticketTypeId, code, trx) : []
    const { ticketType, available } = await checkHold(input.ticketTypeId, input.quantity, input.sessionId, trx, unlocked)
    if (input.quantity === 0) {
      // The session's earlier hold on this type is replaced, never added to.
      await releaseSessionHold(input.sessionId, ticketType.id, trx)
      return { reservation: null, availableNow: available, expiresAt: null }
    }
    // Not refused here after all (a sale date passed between the two calls): place it now, under this lock.
    const placed = await placeHold(input, contactMethod, expiresAt(), trx)
    if (!placed) throw unavailable(ticketType, available, input.quantity)
    return placed
  })
}

/**
 * A payment that could not be created gave its order's seats back: the session's holds that the order
 * consumed (the newest of each type, while unexpired) hold them again, in the same transaction, so the
 * buyer can choose another method with the tickets still theirs and the timer running on.
 */
export async function restoreConsumedHolds(sessionId: string, ticketTypeIds: number[], trx: TransactionClientContract): Promise<number> {
  const result = await trx.rawQuery(
    `UPDATE ticket_reservations r SET is_active = true, updated_at = now()
     WHERE r.id IN (
       SELECT DISTINCT ON (ticket_type_id) id FROM ticket_reservations
       WHERE session_id = ? AND ticket_type_id = ANY(CAST(? AS int[]))
       ORDER BY ticket_type_id, id DESC
     ) AND NOT r.is_active AND r.expires_at > now()`,
    [sessionId, pgArray(ticketTypeIds)]
  )
  return result.rowCount ?? 0
}

/** Releases every active hold of a checkout session (leaving, closing, 'Sessie Verlopen'). */
export async function release(sessionId: string): Promise<number> {
  // A waiting-list offer's seats stay held until the offer runs out or is left.
  if (isOfferSession(sessionId) && (await openOfferOf(sessionId))) return 0
  const released = await TicketReservation.query()
    .where('session_id', sessionId)
    .where('is_active', true)
    .update({ isActive: false, updatedAt: new Date() })
  return Number(Array.isArray(released) ? released[0] : released)
}

/** Keeps a session's holds while the buyer is at the payment provider (until the provider's expiry). */
export async function extendHolds(sessionId: string, until: DateTime): Promise<void> {
  await TicketReservation.query()
    .where('session_id', sessionId)
    .where('is_active', true)
    .where('expires_at', '<', until.toJSDate())
    .update({ expiresAt: until.toJSDate(), updatedAt: new Date() })
}

/** The clean-up job: marks expired holds inactive (they already count as free). */
export async function deactivateExpiredHolds(now: DateTime = DateTime.now()): Promise<number> {
  const result = await TicketReservation.query()
    .where('is_active', true)
    .where('expires_at', '<=', now.toJSDate())
    .update({ isActive: false, updatedAt: new Date() })
  return Number(Array.isArray(result) ? result[0] : result)
}
