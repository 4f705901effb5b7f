/*
 * Holds (SPEC §4 "Buying flow", §7 POST/DELETE /api/tickets/reserve): opening checkout holds each selected
 * ticket type for 20 minutes. A session has at most one active hold per ticket type; reserving again
 * replaces it. Expired holds count as free at once (stock.ts ignores them) and a job marks them inactive.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import TicketReservation from '#models/ticket_reservation'
import ticketsConfig from '#config/tickets'
import { DomainError } from '#exceptions/domain_error'
import { assertWithinUserLimit, availableFor, lockTicketTypes, unavailable } from '#services/tickets/stock'
import { BUYER_MESSAGES, contactDetailsMatch, type ContactMethod } from '#domain/buyer_info'

export interface HoldRequest {
  ticketTypeId: number
  quantity: number
  sessionId: string
  buyerEmail?: string | null
  buyerPhone?: string | null
  contactMethod?: ContactMethod
}

export interface HoldResult {
  reservation: TicketReservation | null
  /** What is left for others after this hold. */
  availableNow: number
  expiresAt: DateTime | null
}

export async function reserve(input: HoldRequest): Promise<HoldResult> {
  const contactMethod = input.contactMethod ?? 'email'
  if (!contactDetailsMatch(contactMethod, input.buyerEmail, input.buyerPhone)) {
    throw new DomainError('VALIDATION_ERROR', BUYER_MESSAGES.contactMethod, { errors: { contactMethod: [BUYER_MESSAGES.contactMethod] } })
  }
  return db.transaction(async (trx) => {
    const ticketType = (await lockTicketTypes([input.ticketTypeId], trx)).get(input.ticketTypeId)!
    const available = await availableFor(ticketType, input.sessionId, trx)
    // The session's earlier hold on this type is replaced, never added to.
    await TicketReservation.query({ client: trx })
      .where('session_id', input.sessionId)
      .where('ticket_type_id', ticketType.id)
      .where('is_active', true)
      .update({ isActive: false, updatedAt: new Date() })
    if (input.quantity === 0) return { reservation: null, availableNow: available, expiresAt: null }
    assertWithinUserLimit(ticketType, input.quantity)
    if (input.quantity > available) throw unavailable(ticketType, available, input.quantity)
    const now = DateTime.now()
    const reservation = await TicketReservation.create(
      {
        ticketTypeId: ticketType.id,
        quantity: input.quantity,
        sessionId: input.sessionId,
        buyerEmail: input.buyerEmail ?? null,
        buyerPhone: input.buyerPhone ?? null,
        buyerIdentifier: input.buyerEmail ?? input.buyerPhone ?? null,
        contactMethod,
        reservedAt: now,
        expiresAt: now.plus({ seconds: ticketsConfig.holdSeconds }),
        isActive: true,
      },
      { client: trx }
    )
    return { reservation, availableNow: available - input.quantity, expiresAt: reservation.expiresAt }
  })
}

/** Releases every active hold of a checkout session (leaving, closing, 'Sessie Verlopen'). */
export async function release(sessionId: string): Promise<number> {
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
